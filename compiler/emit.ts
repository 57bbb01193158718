/**
 * Emission: IR to TypeScript text (unformatted; `format.ts` runs prettier on it).
 *
 * The shape of every entry point is fixed:
 *
 * 1. **Prologue**, once per call: the material code tells whether the position is one of the
 *    file's materials and which colour is strong; then, if the rules need it, the frame (colour
 *    swap composed with the symmetry the `normalise` steps choose: table lookups, and
 *    `leastFrame` where the steps leave more than one).
 * 2. **Rules** in order, each under a comment naming it and its source line. A rule is an `if`
 *    on its condition, and its verdicts are `return`s of constant codes.
 * 3. The fallback (`fail`, the residual class, or "not rejected").
 *
 * Values are emitted as JavaScript expressions: square, number and boolean nodes as one
 * expression, sets as a lo/hi pair. Operations that need statements (loops over the squares of a
 * set, slider attacks written into a scratch buffer) go into "pending" lines written before the
 * statement that uses them; inside the right operand of `&&`/`||` or a branch of `?:` the
 * pending lines are wrapped in an `if`, so the short circuit still skips them.
 *
 * The explaining twin (`recognizeExplained` ...) is the same emission with `out[0] = index`
 * written before each decision: it shares no code with the fast one at run time, and the fast one
 * pays nothing for it.
 *
 * @packageDocumentation
 */

import type { Material } from "../grammar/ast.ts";
import { FRAME_COUNT, armyCode } from "../runtime/patternSupport.ts";
import { evalCode, formatVerdict } from "../runtime/verdict.ts";
import { CodeWriter } from "./codeWriter.ts";
import { frameInvariant } from "./frames.ts";
import {
  alwaysDecides,
  type IrFunction,
  type IrModule,
  type IrNode,
  type IrOutline,
  type IrStmt,
} from "./ir.ts";
import { countBounds, mayBeNoSquare, ORDERED } from "./lower.ts";
import { commentText, mangle, stringLiteral } from "./mangle.ts";
import { afterOneCapture } from "./passes/indexProgram.ts";
import { SYMMETRIES, fromConstantSet, hasSquare } from "./geometry.ts";

/** A scalar value: its text and whether repeating the text is as cheap as a name. */
interface Val {
  readonly text: string;
  readonly simple: boolean;
}

/** A set value: its lo and hi halves. */
interface SetVal {
  readonly lo: Val;
  readonly hi: Val;
}

type Value = Val | SetVal;

/** What an outlined let's function takes besides the position, in this order. */
type Param = "strong" | "frame" | "material";

function isSet(v: Value): v is SetVal {
  return (v as SetVal).lo !== undefined;
}

const simple = (text: string): Val => ({ text, simple: true });
const complex = (text: string): Val => ({ text, simple: false });

/** An int32 literal: hex for bit patterns, with `| 0` when the top bit is set. */
export function int32Literal(v: number): string {
  if (v === 0) return "0";
  const hex = "0x" + (v >>> 0).toString(16).padStart(8, "0");
  return v < 0 ? `(${hex} | 0)` : hex;
}

/** Every square but the a-file's (lo and hi alike: each half holds four whole ranks). */
const NOT_FILE_A = int32Literal(0xfefefefe | 0);
/** Every square but the h-file's. */
const NOT_FILE_H = int32Literal(0x7f7f7f7f);

function numberLiteral(v: number): string {
  return v < 0 ? `(${v})` : String(v);
}

/** The names the runtime provides to generated code, by module. */
export const RUNTIME_IMPORTS = {
  patternSupport: [
    "CORNER_DISTANCE",
    "EDGE_DISTANCE",
    "FRAME_SQUARE",
    "KING_ATTACKS",
    "KNIGHT_ATTACKS",
    "KNIGHT_DISTANCE",
    "MANHATTAN_DISTANCE",
    "NORMALISED_FRAME",
    "SQUARE_DISTANCE",
    "leastFrame",
    "materialCode",
    "swapMaterialCode",
  ],
  attacks: ["bishopAttacksInto", "queenAttacksInto", "rookAttacksInto"],
  movegen: ["attacksOfColour", "inCheck", "isCheckmate", "isStalemate"],
  squareSet: ["popcount32"],
} as const;

/** Module-level declarations shared by both twins: constant tables and the scratch buffer. */
class ModuleState {
  readonly used = new Set<string>();
  readonly tables: string[] = [];
  /** The outlined lets emitted so far: the callee's name and the prologue values it takes. */
  readonly callees = new Map<
    IrNode,
    { readonly name: string; readonly params: readonly Param[] }
  >();
  private readonly tableNames = new Map<string, string>();
  private readonly taken = new Set<string>();
  scratch = false;

  constructor(readonly module: IrModule) {}

  /** Marks a runtime name as used and returns it. */
  use(name: string): string {
    this.used.add(name);
    return name;
  }

  /** A fresh module-level name based on `hint`. */
  name(hint: string): string {
    let name = hint;
    for (let i = 2; this.taken.has(name); i++) name = `${hint}_${i}`;
    this.taken.add(name);
    return name;
  }

  /** A module-level table (declared once per distinct contents). */
  table(hint: string, declaration: (name: string) => string, contents: string): string {
    let name = this.tableNames.get(contents);
    if (name !== undefined) return name;
    name = this.name(hint);
    this.tableNames.set(contents, name);
    this.tables.push(declaration(name));
    return name;
  }
}

/** Emits one function (the fast one or its explaining twin). */
class FunctionEmitter {
  readonly w = new CodeWriter();
  private readonly taken = new Set<string>();
  /** Prologue values the body used. */
  readonly needs = new Set<"strongToMove" | "frame" | "material" | "materialAfter" | "pieces">();
  private readonly universe: Material[];

  /**
   * @param outline the outlined let this emitter writes the function of, which it computes
   *   itself instead of calling
   */
  constructor(
    private readonly state: ModuleState,
    private readonly fn: IrFunction,
    private readonly explain: boolean,
    private readonly outline?: IrNode,
  ) {
    const materials = state.module.program.materials;
    this.universe = [...materials];
    if (fn.entry === "reject") {
      for (const m of materials) {
        for (const r of afterOneCapture(m))
          if (!this.universe.some((u) => u.name === r.name)) this.universe.push(r);
      }
    }
  }

  private get module(): IrModule {
    return this.state.module;
  }

  /** A fresh local name based on `hint`. */
  fresh(hint: string): string {
    let name = hint;
    for (let i = 2; this.taken.has(name); i++) name = `${hint}_${i}`;
    this.taken.add(name);
    return name;
  }

  // -------------------------------------------------------------------------------------------
  // Expressions

  /** The value of `node`, writing any statements it needs into `pending`. */
  value(node: IrNode, ctx: Context): Value {
    const known = ctx.lookup(node);
    if (known !== undefined) return known;
    return this.compute(node, ctx);
  }

  private scalar(node: IrNode, ctx: Context): Val {
    return this.value(node, ctx) as Val;
  }

  private set(node: IrNode, ctx: Context): SetVal {
    return this.value(node, ctx) as SetVal;
  }

  /** A scalar that may be repeated: materialised into a local unless it is simple. */
  private simpleScalar(node: IrNode, ctx: Context, hint: string): Val {
    const v = this.scalar(node, ctx);
    if (v.simple) return v;
    const name = this.fresh(hint);
    ctx.pending.push(`const ${name} = ${v.text};`);
    const local = simple(name);
    ctx.remember(node, local);
    return local;
  }

  /** A set whose halves may be repeated. */
  private simpleSet(node: IrNode, ctx: Context, hint: string): SetVal {
    const v = this.set(node, ctx);
    if (v.lo.simple && v.hi.simple) return v;
    const name = this.fresh(hint);
    ctx.pending.push(`const ${name}_lo = ${v.lo.text};`, `const ${name}_hi = ${v.hi.text};`);
    const local = { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
    ctx.remember(node, local);
    return local;
  }

  /** Computes `node` into locals named after `hint` (a `bind`). */
  bind(node: IrNode, ctx: Context, hint: string): void {
    const v = this.compute(node, ctx);
    if (isSet(v)) {
      if (v.lo.simple && v.hi.simple && /^[a-z_0-9]+_lo$/i.test(v.lo.text)) {
        ctx.remember(node, v);
        return;
      }
      const name = this.fresh(hint);
      ctx.pending.push(`const ${name}_lo = ${v.lo.text};`, `const ${name}_hi = ${v.hi.text};`);
      ctx.remember(node, { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) });
    } else {
      if (v.simple && /^[a-z_][a-z_0-9]*$/i.test(v.text) && !/^(true|false)$/.test(v.text)) {
        ctx.remember(node, v);
        return;
      }
      const name = this.fresh(hint);
      ctx.pending.push(`const ${name} = ${v.text};`);
      ctx.remember(node, simple(name));
    }
  }

  /**
   * Binds the nodes placed at the start of a conditional's arm or of the right operand of an
   * `and`/`or` (`IrModule.armBinds`), operands first. The placement was chosen for one entry
   * point's uses; another entry point that reaches the same expression may already hold the node
   * in a local, and then keeps it.
   */
  private bindAll(nodes: readonly IrNode[], ctx: Context): void {
    for (const n of [...nodes].sort((p, q) => p.id - q.id)) {
      if (ctx.lookup(n) !== undefined) continue;
      const name = this.module.names.get(n);
      this.bind(n, ctx, name !== undefined ? mangle(name) : hintOf(n));
    }
  }

  private pieceIndex(side: "strong" | "weak", role: number, half: 0 | 1): string {
    this.needs.add("pieces");
    const base = side === "strong" ? "strongBase" : "weakBase";
    return `pieces[${base} + ${role * 2 + half}]`;
  }

  /** A fresh local for the result of `node`: named after its let when it has one. */
  private localFor(node: IrNode, fallback: string): string {
    const name = this.module.names.get(node);
    return this.fresh(name !== undefined ? mangle(name) : fallback);
  }

  private compute(node: IrNode, ctx: Context): Value {
    const callee = this.state.callees.get(node);
    // `reject` runs on the position after the move, whose material may differ: it keeps every
    // let inline.
    if (callee !== undefined && node !== this.outline && this.fn.entry !== "reject") {
      const args = ["pos", ...callee.params];
      if (callee.params.includes("frame")) this.needs.add("frame");
      if (callee.params.includes("material")) this.needs.add("material");
      return complex(`${callee.name}(${args.join(", ")})`);
    }
    const a = node.args;
    switch (node.op) {
      case "const":
        return this.constant(node);
      case "pieces": {
        const side = node.side!;
        const roles: Record<string, number[]> = {
          knight: [2],
          bishop: [3],
          rook: [4],
          queen: [5],
          king: [6],
          minor: [3, 2],
        };
        if (node.piece === "pieces") {
          const colour = side === "strong" ? "strong" : "weak";
          return {
            lo: simple(`pos.colours[2 * ${colour}]`),
            hi: simple(`pos.colours[2 * ${colour} + 1]`),
          };
        }
        const list = roles[node.piece!]!;
        const half = (h: 0 | 1) => {
          const parts = list.map((r) => this.pieceIndex(side, r, h));
          return parts.length === 1 ? simple(parts[0]!) : complex(`(${parts.join(" | ")})`);
        };
        return { lo: half(0), hi: half(1) };
      }
      case "king":
        return simple(`pos.kings[${node.side === "strong" ? "strong" : "weak"}]`);
      case "occupied":
        return { lo: simple("pos.occupied[0]"), hi: simple("pos.occupied[1]") };
      case "sideAttacks": {
        const name = this.localFor(node, `${node.side}Attacks`);
        this.state.scratch = true;
        ctx.pending.push(
          `${this.state.use("attacksOfColour")}(pos, ${node.side === "strong" ? "strong" : "weak"}, scratch, 0);`,
          `const ${name}_lo = scratch[0];`,
          `const ${name}_hi = scratch[1];`,
        );
        return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
      }
      case "strongToMove":
        this.needs.add("strongToMove");
        return simple("strongToMove");
      case "inCheck":
        return complex(`${this.state.use("inCheck")}(pos)`);
      case "checkmate":
        return complex(`${this.state.use("isCheckmate")}(pos)`);
      case "stalemate":
        return complex(`${this.state.use("isStalemate")}(pos)`);
      case "inMaterial": {
        const variable =
          node.phase === "now" && this.fn.entry === "reject" ? "materialAfter" : "material";
        this.needs.add(variable);
        return complex(`(${variable} === ${int32Literal(node.value!)})`);
      }
      case "moved":
        return complex(node.end === "from" ? "(move & 63)" : "((move >>> 6) & 63)");
      case "union":
      case "intersect":
      case "difference": {
        const x = this.set(a[0]!, ctx);
        const y = this.set(a[1]!, ctx);
        const op = (p: Val, q: Val) =>
          node.op === "union"
            ? `(${p.text} | ${q.text})`
            : node.op === "intersect"
              ? `(${p.text} & ${q.text})`
              : `(${p.text} & ~${q.text})`;
        return { lo: complex(op(x.lo, y.lo)), hi: complex(op(x.hi, y.hi)) };
      }
      case "complement": {
        const x = this.set(a[0]!, ctx);
        return { lo: complex(`~${x.lo.text}`), hi: complex(`~${x.hi.text}`) };
      }
      case "squareSet": {
        const s = this.simpleScalar(a[0]!, ctx, "square").text;
        if (mayBeNoSquare(a[0]!)) {
          return {
            lo: complex(`((${s} >>> 5) === 0 ? 1 << ${s} : 0)`),
            hi: complex(`((${s} >>> 5) === 1 ? 1 << ${s} : 0)`),
          };
        }
        return {
          lo: complex(`(${s} < 32 ? 1 << ${s} : 0)`),
          hi: complex(`(${s} < 32 ? 0 : 1 << ${s})`),
        };
      }
      case "attacks":
        return this.attacks(node, ctx);
      case "kingWalk":
        return this.kingWalk(node, ctx);
      case "empty": {
        const x = this.set(a[0]!, ctx);
        return complex(`((${x.lo.text} | ${x.hi.text}) === 0)`);
      }
      case "count": {
        const x = this.set(a[0]!, ctx);
        const pc = this.state.use("popcount32");
        return complex(`(${pc}(${x.lo.text}) + ${pc}(${x.hi.text}))`);
      }
      case "first":
      case "last":
        return this.extreme(node, ctx);
      case "fileOf":
      case "rankOf": {
        const s = this.simpleScalar(a[0]!, ctx, "square").text;
        const what = node.op === "fileOf" ? "file" : "rank";
        let inFrame = s;
        if (!this.module.frames.preserves(what)) {
          this.needs.add("frame");
          inFrame = `${this.state.use("FRAME_SQUARE")}[frame64 + ${s}]`;
        }
        const value = what === "file" ? `((${inFrame} & 7) + 1)` : `((${inFrame} >> 3) + 1)`;
        return complex(mayBeNoSquare(a[0]!) ? `(${s} < 0 ? 0 : ${value})` : value);
      }
      case "member": {
        const s = this.simpleScalar(a[0]!, ctx, "square").text;
        const set = this.set(a[1]!, ctx);
        const test = `((((${s} < 32 ? ${set.lo.text} : ${set.hi.text}) >>> ${s}) & 1) !== 0)`;
        return complex(mayBeNoSquare(a[0]!) ? `(${s} >= 0 && ${test})` : test);
      }
      case "equal": {
        if (a[0]!.type === "set") {
          const x = this.set(a[0]!, ctx);
          const y = this.set(a[1]!, ctx);
          return complex(`(${x.lo.text} === ${y.lo.text} && ${x.hi.text} === ${y.hi.text})`);
        }
        return complex(`(${this.scalar(a[0]!, ctx).text} === ${this.scalar(a[1]!, ctx).text})`);
      }
      case "less":
      case "lessEqual": {
        // `distance(a, b) > 4` was lowered as `4 < distance(a, b)`: put the constant back right.
        const x = this.scalar(a[0]!, ctx).text;
        const y = this.scalar(a[1]!, ctx).text;
        const strict = node.op === "less";
        if (a[0]!.op === "const" && a[1]!.op !== "const")
          return complex(`(${y} ${strict ? ">" : ">="} ${x})`);
        return complex(`(${x} ${strict ? "<" : "<="} ${y})`);
      }
      case "add":
      case "subtract":
      case "multiply": {
        const op = { add: "+", subtract: "-", multiply: "*" }[node.op];
        return complex(`(${this.scalar(a[0]!, ctx).text} ${op} ${this.scalar(a[1]!, ctx).text})`);
      }
      case "negate":
        return complex(`(-${this.scalar(a[0]!, ctx).text})`);
      case "min":
      case "max":
        return complex(
          `Math.${node.op}(${this.scalar(a[0]!, ctx).text}, ${this.scalar(a[1]!, ctx).text})`,
        );
      case "abs":
        return complex(`Math.abs(${this.scalar(a[0]!, ctx).text})`);
      case "distance":
      case "manhattan":
      case "cornerDistance":
      case "knightDistance": {
        const table = this.state.use(
          node.op === "distance"
            ? "SQUARE_DISTANCE"
            : node.op === "manhattan"
              ? "MANHATTAN_DISTANCE"
              : node.op === "cornerDistance"
                ? "CORNER_DISTANCE"
                : "KNIGHT_DISTANCE",
        );
        const x = this.scalar(a[0]!, ctx).text;
        const y = this.scalar(a[1]!, ctx).text;
        return complex(`${table}[65 * ${x} + ${y} + 66]`);
      }
      case "edgeDistance":
        return complex(`${this.state.use("EDGE_DISTANCE")}[${this.scalar(a[0]!, ctx).text} + 1]`);
      case "not":
        return this.negation(a[0]!, ctx);
      case "and":
      case "or":
        return this.shortCircuit(node, ctx);
      case "conditional":
        return this.conditional(node, ctx);
    }
  }

  /** `not x`, written as the opposite test where there is one (`!==` rather than `!(... ===`). */
  private negation(x: IrNode, ctx: Context): Val {
    if (ctx.lookup(x) === undefined) {
      switch (x.op) {
        case "empty": {
          const v = this.set(x.args[0]!, ctx);
          return complex(`((${v.lo.text} | ${v.hi.text}) !== 0)`);
        }
        case "equal": {
          if (x.args[0]!.type === "set") {
            const p = this.set(x.args[0]!, ctx);
            const q = this.set(x.args[1]!, ctx);
            return complex(`(${p.lo.text} !== ${q.lo.text} || ${p.hi.text} !== ${q.hi.text})`);
          }
          return complex(
            `(${this.scalar(x.args[0]!, ctx).text} !== ${this.scalar(x.args[1]!, ctx).text})`,
          );
        }
        case "member": {
          const s = this.simpleScalar(x.args[0]!, ctx, "square").text;
          const set = this.set(x.args[1]!, ctx);
          const test = `((((${s} < 32 ? ${set.lo.text} : ${set.hi.text}) >>> ${s}) & 1) === 0)`;
          return complex(mayBeNoSquare(x.args[0]!) ? `(${s} < 0 || ${test})` : test);
        }
        case "strongToMove":
          this.needs.add("strongToMove");
          return complex("!strongToMove");
      }
    }
    return complex(`!${this.scalar(x, ctx).text}`);
  }

  private constant(node: IrNode): Value {
    if (node.type === "number") return simple(numberLiteral(node.value!));
    if (node.type === "boolean") return simple(node.value === 1 ? "true" : "false");
    const frames = node.frames!;
    const hint = this.module.names.get(node);
    if (node.type === "square") {
      if (frameInvariant(frames)) return simple(numberLiteral(frames.square![0]!));
      this.needs.add("frame");
      const contents = frames.square!.join(", ");
      const name = this.state.table(
        hint !== undefined ? mangle(hint) : "FRAME_SQUARE_CONSTANT",
        (n) =>
          `/** ${commentText(hint ?? "a square")} in each frame. */\nconst ${n} = new Int8Array([${contents}]);`,
        "square:" + contents,
      );
      return simple(`${name}[frame]`);
    }
    if (frameInvariant(frames)) {
      return { lo: simple(int32Literal(frames.lo![0]!)), hi: simple(int32Literal(frames.hi![0]!)) };
    }
    this.needs.add("frame");
    const pairs: string[] = [];
    for (let k = 0; k < FRAME_COUNT; k++)
      pairs.push(int32Literal(frames.lo![k]!), int32Literal(frames.hi![k]!));
    const contents = pairs.join(", ");
    const name = this.state.table(
      hint !== undefined ? mangle(hint) : "FRAME_SET_CONSTANT",
      (n) =>
        `/** ${commentText(hint ?? "a square set")} in the position's squares, for each frame: lo, hi. */\nconst ${n} = new Int32Array([${contents}]);`,
      "set:" + contents,
    );
    return { lo: simple(`${name}[2 * frame]`), hi: simple(`${name}[2 * frame + 1]`) };
  }

  private attacks(node: IrNode, ctx: Context): Value {
    const operand = node.args[0]!;
    const piece = node.piece!;
    const leaper = piece === "king" || piece === "knight";
    const single = operand.type === "square" || countBounds(operand, this.universe)[1] <= 1;
    let square: Val | undefined;
    if (single) {
      square =
        operand.type === "square"
          ? this.simpleScalar(operand, ctx, "square")
          : this.firstOf(this.simpleSet(operand, ctx, "from"), ctx, "square");
    }
    if (leaper) {
      const table = this.state.use(piece === "king" ? "KING_ATTACKS" : "KNIGHT_ATTACKS");
      if (square !== undefined) {
        return {
          lo: complex(`${table}[2 * ${square.text} + 2]`),
          hi: complex(`${table}[2 * ${square.text} + 3]`),
        };
      }
      const from = this.simpleSet(operand, ctx, "from");
      const name = this.localFor(node, `${piece}Attacks`);
      if (piece === "king") {
        ctx.pending.push(...kingStepLines(name, from));
        return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
      }
      const s = this.fresh("s");
      const bits = this.fresh("bits");
      ctx.pending.push(
        `let ${name}_lo = 0;`,
        `let ${name}_hi = 0;`,
        `for (let ${bits} = ${from.lo.text}; ${bits} !== 0; ${bits} &= ${bits} - 1) {`,
        `const ${s} = 31 - Math.clz32(${bits} & -${bits});`,
        `${name}_lo |= ${table}[2 * ${s} + 2];`,
        `${name}_hi |= ${table}[2 * ${s} + 3];`,
        `}`,
        `for (let ${bits} = ${from.hi.text}; ${bits} !== 0; ${bits} &= ${bits} - 1) {`,
        `const ${s} = 63 - Math.clz32(${bits} & -${bits});`,
        `${name}_lo |= ${table}[2 * ${s} + 2];`,
        `${name}_hi |= ${table}[2 * ${s} + 3];`,
        `}`,
      );
      return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
    }
    const fnName = this.state.use(`${piece}AttacksInto`);
    this.state.scratch = true;
    const name = this.localFor(node, `${piece}Attacks`);
    const call = (s: string) => `${fnName}(${s}, pos.occupied[0], pos.occupied[1], scratch, 0);`;
    if (square !== undefined) {
      if (mayBeNoSquare(operand) || operand.type !== "square") {
        ctx.pending.push(
          `let ${name}_lo = 0;`,
          `let ${name}_hi = 0;`,
          `if (${square.text} >= 0) {`,
          call(square.text),
          `${name}_lo = scratch[0];`,
          `${name}_hi = scratch[1];`,
          `}`,
        );
      } else {
        ctx.pending.push(
          call(square.text),
          `const ${name}_lo = scratch[0];`,
          `const ${name}_hi = scratch[1];`,
        );
      }
      return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
    }
    const from = this.simpleSet(operand, ctx, "from");
    const s = this.fresh("s");
    const bits = this.fresh("bits");
    const loop = (half: "lo" | "hi", offset: number) => [
      `for (let ${bits} = ${from[half].text}; ${bits} !== 0; ${bits} &= ${bits} - 1) {`,
      `const ${s} = ${offset} - Math.clz32(${bits} & -${bits});`,
      call(s),
      `${name}_lo |= scratch[0];`,
      `${name}_hi |= scratch[1];`,
      `}`,
    ];
    ctx.pending.push(
      `let ${name}_lo = 0;`,
      `let ${name}_hi = 0;`,
      ...loop("lo", 31),
      ...loop("hi", 63),
    );
    return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
  }

  /**
   * `king_walk(from, within)` as a flood fill by frontiers: each round takes the king steps from
   * the squares reached last round (the first round, from `from`) onto squares of `within` not
   * reached before, and it ends when a round reaches nothing new. A round costs a set's king
   * attacks by shifts; there are as many rounds as the longest walk has steps, at most 64.
   */
  private kingWalk(node: IrNode, ctx: Context): SetVal {
    const from = this.set(node.args[0]!, ctx);
    const within = this.simpleSet(node.args[1]!, ctx, "within");
    const name = this.localFor(node, "kingWalk");
    const frontier = this.fresh(`${name}_frontier`);
    const step = this.fresh(`${name}_step`);
    ctx.pending.push(
      `let ${name}_lo = 0;`,
      `let ${name}_hi = 0;`,
      `let ${frontier}_lo = ${from.lo.text};`,
      `let ${frontier}_hi = ${from.hi.text};`,
      `while ((${frontier}_lo | ${frontier}_hi) !== 0) {`,
      ...kingStepLines(step, { lo: simple(`${frontier}_lo`), hi: simple(`${frontier}_hi`) }),
      `${frontier}_lo = ${step}_lo & ${within.lo.text} & ~${name}_lo;`,
      `${frontier}_hi = ${step}_hi & ${within.hi.text} & ~${name}_hi;`,
      `${name}_lo |= ${frontier}_lo;`,
      `${name}_hi |= ${frontier}_hi;`,
      `}`,
    );
    return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
  }

  /** The lowest square of a set of at most one square (or in the identity frame). */
  private firstOf(set: SetVal, ctx: Context, hint: string): Val {
    const { lo, hi } = set;
    const name = this.fresh(hint);
    ctx.pending.push(
      `const ${name} = ${lo.text} !== 0 ? 31 - Math.clz32(${lo.text} & -${lo.text}) : ${hi.text} !== 0 ? 63 - Math.clz32(${hi.text} & -${hi.text}) : -1;`,
    );
    return simple(name);
  }

  private extreme(node: IrNode, ctx: Context): Val {
    const set = this.simpleSet(node.args[0]!, ctx, "set");
    const last = node.op === "last";
    const { lo, hi } = set;
    if ((node.value! & ORDERED) === 0) {
      const hint = this.module.names.get(node);
      if (!last) return this.firstOf(set, ctx, hint !== undefined ? mangle(hint) : "square");
      const name = this.localFor(node, "square");
      ctx.pending.push(
        `const ${name} = ${hi.text} !== 0 ? 63 - Math.clz32(${hi.text}) : ${lo.text} !== 0 ? 31 - Math.clz32(${lo.text}) : -1;`,
      );
      return simple(name);
    }
    // The order is the rule's: compare the squares' images in the frame.
    this.needs.add("frame");
    const frameSquare = this.state.use("FRAME_SQUARE");
    const name = this.localFor(node, last ? "lastInFrame" : "firstInFrame");
    const key = this.fresh("key");
    const bits = this.fresh("bits");
    const s = this.fresh("s");
    const loop = (half: Val, offset: number) => [
      `for (let ${bits} = ${half.text}; ${bits} !== 0; ${bits} &= ${bits} - 1) {`,
      `const ${s} = ${offset} - Math.clz32(${bits} & -${bits});`,
      `if (${frameSquare}[frame64 + ${s}] ${last ? ">" : "<"} ${key}) {`,
      `${key} = ${frameSquare}[frame64 + ${s}];`,
      `${name} = ${s};`,
      `}`,
      `}`,
    ];
    ctx.pending.push(
      `let ${name} = -1;`,
      `let ${key} = ${last ? -1 : 64};`,
      ...loop(lo, 31),
      ...loop(hi, 63),
    );
    return simple(name);
  }

  private shortCircuit(node: IrNode, ctx: Context): Val {
    const left = this.scalar(node.args[0]!, ctx);
    const inner = ctx.child();
    this.bindAll(this.module.armBinds.get(node)?.[1] ?? [], inner);
    const right = this.scalar(node.args[1]!, inner);
    const op = node.op === "and" ? "&&" : "||";
    if (inner.pending.length === 0) return complex(`(${left.text} ${op} ${right.text})`);
    const flag = this.fresh("holds");
    ctx.pending.push(
      `let ${flag} = ${left.text};`,
      `if (${node.op === "and" ? flag : `!${flag}`}) {`,
      ...inner.pending,
      `${flag} = ${right.text};`,
      `}`,
    );
    return simple(flag);
  }

  private conditional(node: IrNode, ctx: Context): Value {
    const [c, x, y] = node.args as [IrNode, IrNode, IrNode];
    const cond = this.scalar(c, ctx);
    const thenCtx = ctx.child();
    const elseCtx = ctx.child();
    const [thenBinds, elseBinds] = this.module.armBinds.get(node) ?? [[], []];
    this.bindAll(thenBinds, thenCtx);
    this.bindAll(elseBinds, elseCtx);
    const a = this.value(x, thenCtx);
    const b = this.value(y, elseCtx);
    if (thenCtx.pending.length === 0 && elseCtx.pending.length === 0) {
      if (!isSet(a)) return complex(`(${cond.text} ? ${a.text} : ${(b as Val).text})`);
      const condition = cond.simple ? cond : this.simpleScalar(c, ctx, "choice");
      const bs = b as SetVal;
      return {
        lo: complex(`(${condition.text} ? ${a.lo.text} : ${bs.lo.text})`),
        hi: complex(`(${condition.text} ? ${a.hi.text} : ${bs.hi.text})`),
      };
    }
    const name = this.fresh("chosen");
    if (isSet(a)) {
      const bs = b as SetVal;
      ctx.pending.push(
        `let ${name}_lo: number;`,
        `let ${name}_hi: number;`,
        `if (${cond.text}) {`,
        ...thenCtx.pending,
        `${name}_lo = ${a.lo.text};`,
        `${name}_hi = ${a.hi.text};`,
        `} else {`,
        ...elseCtx.pending,
        `${name}_lo = ${bs.lo.text};`,
        `${name}_hi = ${bs.hi.text};`,
        `}`,
      );
      return { lo: simple(`${name}_lo`), hi: simple(`${name}_hi`) };
    }
    const type = node.type === "boolean" ? "boolean" : "number";
    ctx.pending.push(
      `let ${name}: ${type};`,
      `if (${cond.text}) {`,
      ...thenCtx.pending,
      `${name} = ${a.text};`,
      `} else {`,
      ...elseCtx.pending,
      `${name} = ${(b as Val).text};`,
      `}`,
    );
    return simple(name);
  }

  // -------------------------------------------------------------------------------------------
  // Statements

  /** Writes `stmts` in `scope`. */
  block(stmts: readonly IrStmt[], scope: Context): void {
    for (const stmt of stmts) this.statement(stmt, scope);
  }

  private flush(ctx: Context): void {
    for (const line of ctx.pending) this.w.line(line);
    ctx.pending.length = 0;
  }

  private statement(stmt: IrStmt, scope: Context): void {
    switch (stmt.kind) {
      case "bind": {
        let hint = stmt.name !== "" ? mangle(stmt.name) : hintOf(stmt.node);
        if (stmt.node.phase === "before") hint = `before_${hint}`;
        this.bind(stmt.node, scope, hint);
        this.flush(scope);
        return;
      }
      case "rule": {
        const rule = this.module.program.rules[stmt.rule]!;
        const source = this.module.program.file.fileName;
        this.w.line();
        this.w.line(
          `// ${rule.section === "reject" ? "reject rule" : rule.node.kind === "class" ? "class" : "rule"} ${commentText(JSON.stringify(rule.name))} (${commentText(source)}:${rule.line})`,
        );
        this.w.line(`// ${commentText(rule.sentence)}`);
        this.block(stmt.body, scope);
        return;
      }
      case "if": {
        const cond = this.scalar(stmt.cond, scope);
        this.flush(scope);
        this.w.open(`if (${cond.text}) {`);
        this.block(stmt.then, scope.child());
        if (stmt.otherwise.length > 0) {
          this.w.middle("} else {");
          this.block(stmt.otherwise, scope.child());
        }
        this.w.close();
        return;
      }
      case "decide": {
        const d = stmt.decision;
        if (d.kind === "reject") {
          if (this.explain) this.w.line(`out[0] = ${d.rule};`);
          this.w.line("rejected = true;");
          this.w.line("break rules;");
          return;
        }
        const code = this.scalar(d.code, scope);
        this.flush(scope);
        if (this.explain && d.kind !== "value") this.w.line(`out[0] = ${d.rule};`);
        const note =
          d.kind === "verdict" && d.code.op === "const"
            ? ` // ${formatVerdict(d.code.value!)}`
            : "";
        this.w.line(`return ${code.text};${note}`);
        return;
      }
    }
  }

  /** Emits a whole body with its fallback return (left out when it could never run). */
  body(stmts: readonly IrStmt[], fallback: IrNode, scope: Context): void {
    this.block(stmts, scope);
    if (alwaysDecides(stmts)) return;
    this.w.line();
    const v = this.scalar(fallback, scope);
    this.flush(scope);
    if (this.explain) this.w.line("out[0] = -1;");
    this.w.line(`return ${v.text};`);
  }
}

/**
 * Lines computing a set's king attacks into `${name}_lo` and `${name}_hi` by shifts, as chessops
 * does with 64-bit words: the set stepped one file east and west (masking the squares that wrap
 * round the board's edge), then that row of three stepped one rank up and down. Constant time,
 * where a loop over the squares costs a table read per square: flood fills over king steps are
 * the hot path of kbnk.pat's goal.
 */
function kingStepLines(name: string, from: SetVal): string[] {
  const lo = from.lo.text;
  const hi = from.hi.text;
  return [
    `const ${name}_east_lo = (${lo} << 1) & ${NOT_FILE_A};`,
    `const ${name}_east_hi = ((${hi} << 1) | (${lo} >>> 31)) & ${NOT_FILE_A};`,
    `const ${name}_west_lo = ((${lo} >>> 1) | (${hi} << 31)) & ${NOT_FILE_H};`,
    `const ${name}_west_hi = (${hi} >>> 1) & ${NOT_FILE_H};`,
    `const ${name}_row_lo = ${lo} | ${name}_east_lo | ${name}_west_lo;`,
    `const ${name}_row_hi = ${hi} | ${name}_east_hi | ${name}_west_hi;`,
    `const ${name}_lo = ${name}_east_lo | ${name}_west_lo | (${name}_row_lo << 8) | (${name}_row_lo >>> 8) | (${name}_row_hi << 24);`,
    `const ${name}_hi = ${name}_east_hi | ${name}_west_hi | (${name}_row_hi << 8) | (${name}_row_lo >>> 24) | (${name}_row_hi >>> 8);`,
  ];
}

/** A readable name for the local of an unnamed shared node. */
function hintOf(node: IrNode): string {
  switch (node.op) {
    case "attacks":
      return `${node.piece}Attacks`;
    case "kingWalk":
      return "kingWalk";
    case "not":
      return node.args[0]!.op === "strongToMove" ? "weakToMove" : "negation";
    case "first":
    case "last":
      return "square";
    case "sideAttacks":
      return `${node.side}Attacks`;
    case "king":
      return `${node.side}King`;
    case "pieces":
      return `${node.side}${node.piece![0]!.toUpperCase()}${node.piece!.slice(1)}s`;
    case "distance":
    case "manhattan":
    case "cornerDistance":
    case "knightDistance":
    case "edgeDistance":
    case "count":
      return node.op;
    default:
      return node.type === "boolean" ? "condition" : node.type === "set" ? "squares" : node.type;
  }
}

/** Pending lines and the values computed so far in a block. */
class Context {
  readonly pending: string[] = [];
  private readonly values = new Map<IrNode, Value>();

  constructor(private readonly parent: Context | undefined = undefined) {}

  lookup(node: IrNode): Value | undefined {
    return this.values.get(node) ?? this.parent?.lookup(node);
  }

  remember(node: IrNode, value: Value): void {
    this.values.set(node, value);
  }

  /** A nested block: sees this block's values, keeps its own. */
  child(): Context {
    return new Context(this);
  }
}

/** The normalisation step tables: bit `j` of `[64 * strong + square]` keeps symmetry `j`. */
function stepTable(target: { lo: number; hi: number }): number[] {
  const set = fromConstantSet(target);
  const table: number[] = [];
  for (let strong = 0; strong < 2; strong++) {
    for (let p = 0; p < 64; p++) {
      const c = strong === 1 ? p ^ 56 : p;
      let mask = 0;
      SYMMETRIES.forEach((sym, j) => {
        if (hasSquare(set, sym.map(c))) mask |= 1 << j;
      });
      table.push(mask);
    }
  }
  return table;
}

const ENTRY_DOC: Record<IrFunction["entry"], string> = {
  recognize:
    "The `recognize` verdict for the side to move (`runtime/verdict.ts`); `fail` for other materials.",
  classify:
    "The `halt` (strong side to move) or `stop` (weak side to move) verdict for the side to move; `fail` for other materials.",
  evaluate:
    "The eval code from `whiteval` (strong side to move) or `blackeval` (weak side to move); bigger is better for the strong side.",
  reject:
    "Whether the strong side's legal `move` is pruned by the `reject` rules. Weak side moves never are.",
};

/** The roles (2 knight .. 5 queen) either side has in some material. */
function usedRoles(materials: readonly Material[]): number[] {
  const has = (key: "knights" | "bishops" | "rooks" | "queens") =>
    materials.some((m) => m.strong[key] > 0 || m.weak[key] > 0);
  const roles: number[] = [];
  if (has("knights")) roles.push(2);
  if (has("bishops")) roles.push(3);
  if (has("rooks")) roles.push(4);
  if (has("queens")) roles.push(5);
  return roles;
}

/**
 * The material code of `runtime/patternSupport.ts` (`materialCode`), counting only `roles`
 * (the others are known to be absent): white's counts in the low half, black's in the high.
 * A role of which no material has more than one piece on either side (`single`) is not
 * counted with popcounts: 0, 1, or 15 for "more than one", which matches no material.
 */
function materialCodeText(
  roles: readonly number[],
  state: ModuleState,
  single: readonly number[] = [],
): string {
  const parts = roles.flatMap((role) =>
    [0, 1].map((colour) => {
      const index = (colour * 8 + role) * 2;
      const shift = (role - 2) * 4 + colour * 16;
      const lo = `pieces[${index}]`;
      const hi = `pieces[${index + 1}]`;
      const count = single.includes(role)
        ? `((${lo} | ${hi}) === 0 ? 0 : ((${lo} & (${lo} - 1)) | (${hi} & (${hi} - 1))) === 0 && (${lo} === 0 || ${hi} === 0) ? 1 : 15)`
        : `(${state.use("popcount32")}(${lo}) + ${state.use("popcount32")}(${hi}))`;
      return shift === 0 ? count : `(${count} << ${shift})`;
    }),
  );
  return parts.length === 0 ? "0" : parts.join(" | ");
}

/** The roles of which no material of the file has more than one piece, on either side. */
function singleRoles(materials: readonly Material[]): number[] {
  const keys = { 2: "knights", 3: "bishops", 4: "rooks", 5: "queens" } as const;
  return ([2, 3, 4, 5] as const).filter((role) =>
    materials.every((m) => m.strong[keys[role]] <= 1 && m.weak[keys[role]] <= 1),
  );
}

/** The text of one entry point (fast or explaining). */
function emitFunction(state: ModuleState, fn: IrFunction, explain: boolean): string {
  const e = new FunctionEmitter(state, fn, explain);
  const program = state.module.program;
  const frames = state.module.frames;
  const root = new Context();
  const reject = fn.entry === "reject";

  // The body first, to learn which prologue values it needs.
  if (reject) {
    e.block(fn.beforeBody ?? [], root);
    e.w.line("pos.make(move);");
    e.w.line("let rejected = false;");
    e.w.open("rules: {");
    e.block(fn.body, root.child());
    e.w.close();
    e.w.line("pos.unmake(move);");
    if (explain) e.w.line("if (!rejected) out[0] = -1;");
    e.w.line("return rejected;");
  } else if (fn.otherBody !== undefined) {
    const strongSection = fn.entry === "classify" ? "halt" : "whiteval";
    const weakSection = fn.entry === "classify" ? "stop" : "blackeval";
    e.needs.add("strongToMove");
    e.w.open("if (strongToMove) {");
    e.w.line(`// ${strongSection}: the strong side is to move`);
    e.body(fn.body, fn.fallback, root.child());
    e.w.close();
    e.w.line();
    e.w.line(`// ${weakSection}: the weak side is to move`);
    e.body(fn.otherBody, fn.otherFallback!, root.child());
  } else {
    e.body(fn.body, fn.fallback, root);
  }
  const bodyText = e.w.toString();

  // The prologue.
  const p = new CodeWriter();
  // Other materials: fail, the neutral eval code, not rejected (as the interpreter answers).
  const none =
    fn.entry === "reject" ? "false" : fn.entry === "evaluate" ? String(evalCode(0, 0, 0)) : "0";
  const materials = program.materials.map((m) => int32Literal(armyCode(m.strong, m.weak)));
  const noMaterial = explain ? `{ out[0] = -1; return ${none}; }` : `return ${none};`;
  // The material, inline: only the roles the file's endgames have are counted; any other piece
  // means another material.
  const used = usedRoles(program.materials);
  const absent = [2, 3, 4, 5].filter((r) => !used.includes(r));
  p.line("// The material: is it one of the file's endgames, and which colour is strong?");
  p.line("const pieces = pos.pieces;");
  if (absent.length > 0) {
    const reads = absent.flatMap((r) =>
      [0, 8].flatMap((c) => [`pieces[${(c + r) * 2}]`, `pieces[${(c + r) * 2 + 1}]`]),
    );
    p.line(`if ((${reads.join(" | ")}) !== 0) ${noMaterial}`);
  }
  p.line(`const code = ${materialCodeText(used, state, singleRoles(program.materials))};`);
  if (frames.strongCanBeBlack) {
    p.line("let strong: 0 | 1 = 0;");
    p.line("let material = code;");
    p.open(`if (${materials.map((c) => `code !== ${c}`).join(" && ")}) {`);
    p.line(`material = ${state.use("swapMaterialCode")}(code);`);
    p.line(`if (${materials.map((c) => `material !== ${c}`).join(" && ")}) ${noMaterial}`);
    p.line("strong = 1;");
    p.close();
  } else {
    p.line("const strong: 0 | 1 = 0;");
    p.line("const material = code;");
    p.line(`if (${materials.map((c) => `code !== ${c}`).join(" && ")}) ${noMaterial}`);
  }
  // Locals the body may not read are declared only when it does, so that the module passes
  // `noUnusedLocals`.
  const mentions = mentionsIn(bodyText);
  const weakStep = e.needs.has("frame") && program.normalisation.some((s) => s.side === "weak");
  sideLocals(p, e, mentions, weakStep);
  if (e.needs.has("strongToMove") || reject) p.line("const strongToMove = pos.turn === strong;");
  if (reject)
    p.line(`if (!strongToMove) ${explain ? "{ out[0] = -1; return false; }" : "return false;"}`);
  if (e.needs.has("frame")) {
    if (program.normalisation.length === 0) {
      p.line("// The colour swap mirrors the ranks; there are no normalisation steps.");
      p.line("const frame = 2 * strong;");
    } else {
      p.line("// The frame: the colour swap, then, of the symmetries meeting every normalisation");
      p.line("// step, the one giving the least board (language spec 3.1).");
      p.line("let kept = 255;");
      p.line("let narrowed = 0;");
      program.normalisation.forEach((step, i) => {
        const table = state.table(
          `NORMALISE_STEP_${i + 1}`,
          (n) =>
            `/** Normalisation step ${i + 1} (${commentText(program.file.header.normalise[i]!.designator.text)}): bit j of [64 * strong + square] keeps symmetry j. */\nconst ${n} = new Uint8Array([${stepTable(step.target).join(", ")}]);`,
          `step:${stepTable(step.target).join(",")}`,
        );
        const side = step.side;
        let square: string;
        if (step.piece === "king") square = `pos.kings[${side}]`;
        else {
          const roles: Record<string, number[]> = {
            knight: [2],
            bishop: [3],
            rook: [4],
            queen: [5],
            minor: [3, 2],
          };
          const base = `(${side} << 4)`;
          const half = (h: number) =>
            roles[step.piece]!.map((r) => `pos.pieces[${base} + ${r * 2 + h}]`).join(" | ");
          const lo = e.fresh("stepLo");
          const hi = e.fresh("stepHi");
          p.line(`const ${lo} = ${half(0)};`);
          p.line(`const ${hi} = ${half(1)};`);
          square = `(${lo} !== 0 ? 31 - Math.clz32(${lo} & -${lo}) : ${hi} !== 0 ? 63 - Math.clz32(${hi} & -${hi}) : -1)`;
        }
        const at = e.fresh(`step${i + 1}`);
        p.line(`const ${at} = ${square};`);
        // A step whose piece is absent is skipped; a king is never absent.
        if (step.piece !== "king") p.open(`if (${at} >= 0) {`);
        p.line(`narrowed = kept & ${table}[64 * strong + ${at}];`);
        p.line("if (narrowed !== 0) kept = narrowed;");
        if (step.piece !== "king") p.close();
      });
      // Several symmetries are left when a step is skipped, when its target is itself symmetric,
      // or when a designated square lies on an axis; the least board then decides, so that the
      // frame is a function of the position.
      p.line(
        `const frame = (kept & (kept - 1)) === 0 ? ${state.use("NORMALISED_FRAME")}[8 * strong + 31 - Math.clz32(kept)] : ${state.use("leastFrame")}(pos, strong, kept);`,
      );
    }
    if (mentions("frame64")) p.line("const frame64 = 64 * frame;");
  }

  const name = explain ? `${fn.entry}Explained` : fn.entry;
  const params = reject ? "pos: Position, move: number" : "pos: Position";
  const outParam = explain ? ", out: Int32Array" : "";
  const returns = reject ? "boolean" : "number";
  const doc = explain
    ? `/** {@link ${fn.entry}}, and writes the index of the deciding rule in {@link RULES} to \`out[0]\` (-1: none). */`
    : `/** ${ENTRY_DOC[fn.entry]} */`;
  let text = `${doc}\nexport function ${name}(${params}${outParam}): ${returns} {\n${p.toString()}`;
  let body = bodyText;
  if (reject && e.needs.has("materialAfter")) {
    body = body.replace(
      "pos.make(move);\n",
      `pos.make(move);\nconst codeAfter = ${materialCodeText([2, 3, 4, 5], state)};\n` +
        `const materialAfter = strong === 0 ? codeAfter : ${state.use("swapMaterialCode")}(codeAfter);\n`,
    );
  }
  return `${text}${body}}\n`;
}

/** Whether code `text` (comments aside) reads the name, as a test. */
function mentionsIn(text: string): (name: string) => boolean {
  const code = text.replace(/\/\/[^\n]*/g, "");
  return (name) => new RegExp(`\\b${name}\\b`).test(code);
}

/** Declares `weak`, `strongBase` and `weakBase` where the body reads them (from `strong`). */
function sideLocals(
  p: CodeWriter,
  e: FunctionEmitter,
  mentions: (name: string) => boolean,
  weakNeeded: boolean,
): void {
  const weakBase = e.needs.has("pieces") && mentions("weakBase");
  if (weakBase || weakNeeded || mentions("weak")) p.line("const weak = (strong ^ 1) as 0 | 1;");
  if (e.needs.has("pieces")) {
    if (mentions("strongBase")) p.line("const strongBase = strong << 4;");
    if (weakBase) p.line("const weakBase = weak << 4;");
  }
}

/**
 * The function of an outlined let (`optimize/outlineShared.ts`): it takes the position and those
 * of the caller's prologue values (strong colour, frame, material) it reads, and returns the
 * let's value. Registered in `state.callees`, so that the functions emitted after it call it.
 * Exported, so that a test can ask V8 whether it optimised it.
 */
function emitOutline(state: ModuleState, outline: IrOutline, fn: IrFunction): string {
  const e = new FunctionEmitter(state, fn, false, outline.node);
  e.block(outline.body, new Context());
  const bodyText = e.w.toString();
  const p = new CodeWriter();
  const mentions = mentionsIn(bodyText);
  if (e.needs.has("pieces")) p.line("const pieces = pos.pieces;");
  sideLocals(p, e, mentions, false);
  if (e.needs.has("strongToMove")) p.line("const strongToMove = pos.turn === strong;");
  if (mentions("frame64")) p.line("const frame64 = 64 * frame;");
  const reads = mentionsIn(p.toString() + bodyText);
  const params: Param[] = [];
  if (reads("strong")) params.push("strong");
  if (e.needs.has("frame")) params.push("frame");
  if (e.needs.has("material")) params.push("material");
  const types: Record<Param, string> = { strong: "0 | 1", frame: "number", material: "number" };
  const name = state.name(`let_${outline.name}`);
  state.callees.set(outline.node, { name, params });
  const returns = outline.node.type === "boolean" ? "boolean" : "number";
  const list = ["pos: Position", ...params.map((q) => `${q}: ${types[q]}`)].join(", ");
  return (
    `/** \`let ${commentText(outline.name)}\`, computed here for every rule that uses it (see the compiler's outlineShared pass). */\n` +
    `export function ${name}(${list}): ${returns} {\n${p.toString()}${bodyText}}\n`
  );
}

/** The emitted module text, before formatting. */
export function emitModule(module: IrModule, options: { runtimeImportPrefix: string }): string {
  const state = new ModuleState(module);
  const program = module.program;
  const source = program.file.fileName;
  // Outlined lets first (callees before callers), so that every caller knows what they take.
  const host = module.functions.find((fn) => fn.entry !== "reject");
  const outlines =
    host === undefined ? [] : module.outlines.map((o) => emitOutline(state, o, host));
  const functions = module.functions.flatMap((fn) => [
    emitFunction(state, fn, false),
    emitFunction(state, fn, true),
  ]);
  const prefix = options.runtimeImportPrefix;

  const out = new CodeWriter();
  out.line(`// ${commentText(source)}: generated by patc, do not edit.`);
  out.line(
    `// Regenerate with \`npx patc compile\`; the sources of truth are the .pat file and the compiler.`,
  );
  out.line();
  const from = (file: string) => stringLiteral(`${prefix}${file}.ts`);
  out.line(`import type { PatternModule, RuleRow } from ${from("patternModule")};`);
  out.line(`import type { Position } from ${from("position")};`);
  const imports: [string, readonly string[]][] = [
    ["attacks", RUNTIME_IMPORTS.attacks],
    ["movegen", RUNTIME_IMPORTS.movegen],
    ["patternSupport", RUNTIME_IMPORTS.patternSupport],
    ["squareSet", RUNTIME_IMPORTS.squareSet],
  ];
  for (const [file, names] of imports) {
    const used = names.filter((n) => state.used.has(n));
    if (used.length > 0) out.line(`import { ${used.join(", ")} } from ${from(file)};`);
  }
  out.line();
  const rows = program.rules.map(
    (r) =>
      `{ index: ${r.index}, section: ${stringLiteral(r.section)}, name: ${stringLiteral(r.name)}, sentence: ${stringLiteral(r.sentence)}, source: ${stringLiteral(source)}, line: ${r.line} },`,
  );
  out.line(
    "/** Every rule, class and reject rule of the file, by index (what the explaining twins report). */",
  );
  out.line(`export const RULES: readonly RuleRow[] = [\n${rows.join("\n")}\n];`);
  out.line();
  if (state.scratch) {
    out.line("/** Scratch for runtime functions that write a square set (lo, hi). */");
    out.line("const scratch = new Int32Array(2);");
    out.line();
  }
  for (const t of state.tables) {
    out.line(t);
    out.line();
  }
  for (const f of [...outlines, ...functions]) {
    out.line(f);
  }
  const count = (section: string) => program.rules.filter((r) => r.section === section).length;
  const entries = module.functions.flatMap((fn) => [`${fn.entry},`, `${fn.entry}Explained,`]);
  out.line("/** This module's descriptor, listed in `generated/registry.ts`. */");
  out.line(`export const PATTERN: PatternModule = {`);
  out.line(`source: ${stringLiteral(source)},`);
  out.line(`materials: [${program.materials.map((m) => stringLiteral(m.name)).join(", ")}],`);
  out.line(`classCounts: { blackeval: ${count("blackeval")}, whiteval: ${count("whiteval")} },`);
  for (const e of entries) out.line(e);
  out.line("rules: RULES,");
  out.line("};");
  return out.toString();
}
