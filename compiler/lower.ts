/**
 * Lowering: the checked AST to the IR of `compiler/ir.ts`, one {@link IrFunction} per entry
 * point the file defines (spec §9).
 *
 * What happens here, and why here:
 *
 * - **Lets are inlined.** A `let` may be computed whenever it is first needed (spec §3.2), so a
 *   reference simply becomes the let's expression. Hash-consing makes every reference the same
 *   node; the sharing pass later computes it once into a local named after the let.
 * - **Frames.** Constants become per-frame values (see `frames.ts`); designators become reads of
 *   the real colour's pieces. `first of` and friends learn here whether the order of the rule's
 *   frame can matter: not when the set can never hold two squares (the material bounds tell), nor
 *   when the only reachable frame is the identity.
 * - **Known facts.** In `stop`, `halt`, `blackeval`, `whiteval` and after a `reject` move the side
 *   to move is known, and in a single-material file so is the material; such facts become
 *   constants at once, and constant folding takes it from there.
 * - **Verdicts and classes** become their codes (`runtime/verdict.ts`), computed at compile time;
 *   a verdict naming a side is a choice between two constants when the side to move is unknown.
 *
 * @packageDocumentation
 */

import type {
  Expr,
  LetDecl,
  Material,
  PieceWord,
  SideName,
  Statement,
  Verdict,
} from "../grammar/ast.ts";
import { armyCode } from "../runtime/patternSupport.ts";
import { evalCode, SCORE_BITS, SCORE_LIMIT } from "../runtime/verdict.ts";
import { Frames } from "./frames.ts";
import { verdictCode } from "./interpret.ts";
import {
  IrBuilder,
  type IrFunction,
  type IrModule,
  type IrNode,
  type IrPhase,
  type IrStmt,
  type IrType,
} from "./ir.ts";
import { afterOneCapture } from "./passes/indexProgram.ts";
import { pieceCount, type CheckedProgram } from "./program.ts";

/** Flags of `first`/`last` nodes (in `value`). */
export const ORDERED = 1;
/** The operand may be empty, so the result may be no square. */
export const MAY_BE_EMPTY = 2;

/** What a body of rules can assume. */
interface Facts {
  readonly phase: IrPhase;
  /** Whether the strong side is to move, when known. */
  readonly strongToMove: boolean | undefined;
  /** The materials a position can have here, strong side first. */
  readonly materials: readonly Material[];
}

/** Lowers expressions of one body under its facts. */
class ExprLowerer {
  private readonly lets = new Map<LetDecl, IrNode>();
  private beforeLowerer: ExprLowerer | undefined;

  constructor(
    private readonly b: IrBuilder,
    private readonly frames: Frames,
    private readonly facts: Facts,
    private readonly names: Map<IrNode, string>,
    private readonly program: CheckedProgram,
  ) {}

  private get phase(): IrPhase {
    return this.facts.phase;
  }

  private node(op: IrNode["op"], type: IrType, args: IrNode[], params = {}): IrNode {
    return this.b.node(op, type, args, this.phase, params);
  }

  /** `e` as a set (a square is the set holding it). */
  set(e: Expr): IrNode {
    const node = this.expr(e);
    return node.type === "square" ? this.toSet(node) : node;
  }

  private toSet(square: IrNode): IrNode {
    if (square.op === "const") {
      const values = square.frames!.square!;
      return this.node("const", "set", [], {
        frames: {
          lo: values.map((s) => (s >= 0 && s < 32 ? 1 << s : 0)),
          hi: values.map((s) => (s >= 32 ? 1 << s : 0)),
        },
      });
    }
    return this.node("squareSet", "set", [square]);
  }

  /** Lowers `e` to a node of its checked type. */
  expr(e: Expr): IrNode {
    if (e.constant !== undefined && (e.type === "set" || e.type === "square")) {
      if (e.type === "set")
        return this.node("const", "set", [], { frames: this.frames.setValues(e.constant) });
      const { lo, hi } = e.constant;
      const square =
        lo !== 0 ? 31 - Math.clz32(lo & -lo) : hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
      return this.node("const", "square", [], { frames: this.frames.squareValues(square) });
    }
    switch (e.kind) {
      case "number":
        return this.b.number(e.value, this.phase);
      case "squareList":
      case "namedRegion":
        throw new Error(`unfolded constant '${e.kind}'`);
      case "name": {
        const binding = e.binding!;
        if (binding.kind === "squares") {
          const node = this.expr(binding.value);
          if (!this.names.has(node)) this.names.set(node, binding.name);
          return node;
        }
        let node = this.lets.get(binding);
        if (node === undefined) {
          node = this.expr(binding.value);
          this.lets.set(binding, node);
          if (!this.names.has(node)) this.names.set(node, binding.name);
        }
        return node;
      }
      case "designator":
        return this.designator(e.side, e.piece, e.plural);
      case "sideToMove": {
        const strong = this.strongToMove();
        return e.side === "strong" ? strong : this.not(strong);
      }
      case "gameFact":
        return this.node(
          e.fact === "check" ? "inCheck" : e.fact === "checkmate" ? "checkmate" : "stalemate",
          "boolean",
          [],
        );
      case "inMaterial": {
        const material = e.material;
        if (material === undefined) return this.b.boolean(false, this.phase);
        const possible = this.facts.materials;
        if (!possible.some((m) => m.name === material.name))
          return this.b.boolean(false, this.phase);
        if (possible.length === 1) return this.b.boolean(true, this.phase);
        return this.node("inMaterial", "boolean", [], {
          value: armyCode(material.strong, material.weak),
        });
      }
      case "sideAttacks":
        return this.node("sideAttacks", "set", [], { side: e.side });
      case "occupied":
        return this.node("occupied", "set", []);
      case "moved":
        // Before the move there is no move: the interpreter gives no square.
        if (this.phase === "before")
          return this.node("const", "square", [], { frames: this.frames.squareValues(-1) });
        return this.node("moved", "square", [], { end: e.end });
      case "paren":
        return this.expr(e.inner);
      case "conditional": {
        const condition = this.expr(e.condition);
        if (e.type === "set")
          return this.node("conditional", "set", [
            condition,
            this.set(e.then),
            this.set(e.otherwise),
          ]);
        return this.node("conditional", e.type!, [
          condition,
          this.expr(e.then),
          this.expr(e.otherwise),
        ]);
      }
      case "apply":
        throw new Error(`'${e.fn}(...)' reached the lowering unexpanded`);
      case "call": {
        if (e.fn === "king_walk")
          return this.node("kingWalk", "set", [this.set(e.args[0]!), this.set(e.args[1]!)]);
        const args = e.args.map((a) => this.expr(a));
        const op = {
          distance: "distance",
          manhattan: "manhattan",
          edge_distance: "edgeDistance",
          corner_distance: "cornerDistance",
          knight_distance: "knightDistance",
          min: "min",
          max: "max",
          abs: "abs",
        } as const;
        return this.node(op[e.fn], "number", args);
      }
      case "attacks": {
        const operand = this.expr(e.operand);
        return this.node("attacks", "set", [operand], { piece: e.piece });
      }
      case "membership": {
        const inside = this.node("member", "boolean", [this.expr(e.element), this.set(e.set)]);
        return e.negated ? this.not(inside) : inside;
      }
      case "attackedBy": {
        const hit = this.node("intersect", "set", [
          this.set(e.target),
          this.node("sideAttacks", "set", [], { side: e.side }),
        ]);
        return this.not(this.node("empty", "boolean", [hit]));
      }
      case "unary":
        return this.unary(e);
      case "binary":
        return this.binary(e);
    }
  }

  private not(a: IrNode): IrNode {
    return this.node("not", "boolean", [a]);
  }

  private strongToMove(): IrNode {
    const known = this.facts.strongToMove;
    return known === undefined
      ? this.node("strongToMove", "boolean", [])
      : this.b.boolean(known, this.phase);
  }

  private designator(side: SideName, piece: PieceWord, plural: boolean): IrNode {
    if (piece === "king" && !plural) return this.node("king", "square", [], { side });
    const set = this.node("pieces", "set", [], { side, piece });
    return plural ? set : this.first(set, "first");
  }

  /** The lowest (or highest) square of `set` in the rule's frame. */
  private first(set: IrNode, op: "first" | "last"): IrNode {
    const [min, max] = countBounds(set, this.facts.materials);
    const ordered = max > 1 && !this.frames.identityOnly;
    return this.node(op, "square", [set], {
      value: (ordered ? ORDERED : 0) | (min === 0 ? MAY_BE_EMPTY : 0),
    });
  }

  private unary(e: Extract<Expr, { kind: "unary" }>): IrNode {
    switch (e.operator) {
      case "not":
        return this.not(this.expr(e.operand));
      case "negate":
        return this.node("negate", "number", [this.expr(e.operand)]);
      case "empty":
        return this.node("empty", "boolean", [this.set(e.operand)]);
      case "complement":
        return this.node("complement", "set", [this.set(e.operand)]);
      case "count":
        return this.node("count", "number", [this.set(e.operand)]);
      case "one":
      case "first":
        return this.first(this.set(e.operand), "first");
      case "last":
        return this.first(this.set(e.operand), "last");
      case "fileOf":
        return this.node("fileOf", "number", [this.expr(e.operand)]);
      case "rankOf":
        return this.node("rankOf", "number", [this.expr(e.operand)]);
      case "before":
        return this.before().expr(e.operand);
    }
  }

  /** The lowerer for `before X`: the position before the move, strong side to move. */
  private before(): ExprLowerer {
    if (this.phase === "before") return this;
    this.beforeLowerer ??= new ExprLowerer(
      this.b,
      this.frames,
      { phase: "before", strongToMove: true, materials: this.program.materials },
      this.names,
      this.program,
    );
    return this.beforeLowerer;
  }

  private binary(e: Extract<Expr, { kind: "binary" }>): IrNode {
    const { left, right } = e;
    switch (e.operator) {
      case "and":
      case "or":
        return this.node(e.operator, "boolean", [this.expr(left), this.expr(right)]);
      case "=":
      case "!=": {
        let equal: IrNode;
        if (left.type === "square" && right.type === "square")
          equal = this.node("equal", "boolean", [this.expr(left), this.expr(right)]);
        else if (left.type === "set" || right.type === "set")
          equal = this.node("equal", "boolean", [this.set(left), this.set(right)]);
        else equal = this.node("equal", "boolean", [this.expr(left), this.expr(right)]);
        return e.operator === "=" ? equal : this.not(equal);
      }
      case "<":
        return this.node("less", "boolean", [this.expr(left), this.expr(right)]);
      case "<=":
        return this.node("lessEqual", "boolean", [this.expr(left), this.expr(right)]);
      case ">":
        return this.node("less", "boolean", [this.expr(right), this.expr(left)]);
      case ">=":
        return this.node("lessEqual", "boolean", [this.expr(right), this.expr(left)]);
      default: {
        if (e.type === "number") {
          const op = e.operator === "+" ? "add" : e.operator === "-" ? "subtract" : "multiply";
          return this.node(op, "number", [this.expr(left), this.expr(right)]);
        }
        const op = e.operator === "+" ? "union" : e.operator === "-" ? "difference" : "intersect";
        return this.node(op, "set", [this.set(left), this.set(right)]);
      }
    }
  }

  /** The verdict code of `v` for the side to move. */
  verdict(v: Verdict): IrNode {
    const known = this.facts.strongToMove;
    if (known !== undefined || v.subject === undefined || v.subject === "sideToMove")
      return this.b.number(verdictCode(v, known ?? true), this.phase);
    return this.node("conditional", "number", [
      this.strongToMove(),
      this.b.number(verdictCode(v, true), this.phase),
      this.b.number(verdictCode(v, false), this.phase),
    ]);
  }

  /** The eval code of class `index` of `count` with score `score`. */
  classCode(index: number, count: number, score: Expr | undefined): IrNode {
    if (score === undefined) return this.b.number(evalCode(index, count, 0), this.phase);
    const base = (count - index) * (1 << SCORE_BITS) + SCORE_LIMIT;
    const clamped = this.node("max", "number", [
      this.node("min", "number", [this.expr(score), this.b.number(SCORE_LIMIT - 1, this.phase)]),
      this.b.number(-SCORE_LIMIT, this.phase),
    ]);
    return this.node("add", "number", [this.b.number(base, this.phase), clamped]);
  }
}

/**
 * The least and greatest number of squares `set` can hold, given the possible materials. Used to
 * tell when `first of` cannot depend on the order of squares.
 */
export function countBounds(set: IrNode, materials: readonly Material[]): [number, number] {
  let min = 64;
  let max = 0;
  for (const m of materials) {
    const [a, b] = boundsIn(set, m);
    min = Math.min(min, a);
    max = Math.max(max, b);
  }
  return [min, max];
}

/** {@link countBounds} in one material: exact for sums of designators. */
function boundsIn(set: IrNode, material: Material): [number, number] {
  switch (set.op) {
    case "const": {
      const n = popcount64(set.frames!.lo![0]!, set.frames!.hi![0]!);
      return [n, n];
    }
    case "pieces": {
      const n = pieceCount(material, set.side!, set.piece as PieceWord);
      return [n, n];
    }
    case "squareSet":
      return [mayBeNoSquare(set.args[0]!) ? 0 : 1, 1];
    case "union": {
      const [a0, a1] = boundsIn(set.args[0]!, material);
      const [b0, b1] = boundsIn(set.args[1]!, material);
      return [Math.max(a0, b0), Math.min(64, a1 + b1)];
    }
    case "intersect": {
      const [, a1] = boundsIn(set.args[0]!, material);
      const [, b1] = boundsIn(set.args[1]!, material);
      return [0, Math.min(a1, b1)];
    }
    case "difference":
      return [0, boundsIn(set.args[0]!, material)[1]];
    case "complement": {
      const [a0, a1] = boundsIn(set.args[0]!, material);
      return [64 - a1, 64 - a0];
    }
    case "conditional": {
      const [a0, a1] = boundsIn(set.args[1]!, material);
      const [b0, b1] = boundsIn(set.args[2]!, material);
      return [Math.min(a0, b0), Math.max(a1, b1)];
    }
    default:
      return [0, 64];
  }
}

/** Whether the square `node` can be no square (-1). */
export function mayBeNoSquare(node: IrNode): boolean {
  switch (node.op) {
    case "king":
    case "moved":
      return false;
    case "const":
      return node.frames!.square!.some((s) => s < 0);
    case "first":
    case "last":
      return (node.value! & MAY_BE_EMPTY) !== 0;
    case "conditional":
      return mayBeNoSquare(node.args[1]!) || mayBeNoSquare(node.args[2]!);
    default:
      return true;
  }
}

function popcount64(lo: number, hi: number): number {
  let n = 0;
  for (let i = 0; i < 32; i++) n += ((lo >>> i) & 1) + ((hi >>> i) & 1);
  return n;
}

/** Lowers the statements of a verdict rule's block; statements after a verdict never run. */
function lowerBlock(lowerer: ExprLowerer, rule: number, body: readonly Statement[]): IrStmt[] {
  const out: IrStmt[] = [];
  for (const s of body) {
    if (s.kind === "verdictStatement") {
      out.push({
        kind: "decide",
        decision: { kind: "verdict", rule, code: lowerer.verdict(s.verdict) },
      });
      return out;
    }
    if (s.kind !== "if") continue;
    let otherwise = s.otherwise === undefined ? [] : lowerBlock(lowerer, rule, s.otherwise);
    for (let i = s.branches.length - 1; i >= 0; i--) {
      const branch = s.branches[i]!;
      const chain: IrStmt = {
        kind: "if",
        cond: lowerer.expr(branch.condition),
        then: lowerBlock(lowerer, rule, branch.body),
        otherwise,
      };
      otherwise = [chain];
    }
    out.push(...otherwise);
  }
  return out;
}

/** Lowers a checked program to IR. */
export function lower(program: CheckedProgram): IrModule {
  const b = new IrBuilder();
  const frames = new Frames(program);
  const names = new Map<IrNode, string>();
  const materials = program.materials;
  const lowerer = (strongToMove: boolean | undefined, phaseMaterials = materials) =>
    new ExprLowerer(
      b,
      frames,
      { phase: "now", strongToMove, materials: phaseMaterials },
      names,
      program,
    );
  const rulesOf = (section: string) => program.rules.filter((r) => r.section === section);

  const verdictBody = (
    section: "recognize" | "stop" | "halt",
    strongToMove: boolean | undefined,
  ) => {
    const l = lowerer(strongToMove);
    const body: IrStmt[] = [];
    for (const info of rulesOf(section)) {
      const node = info.node;
      if (node.kind !== "verdictRule") continue;
      const inner = lowerBlock(l, info.index, node.body);
      const stmts: IrStmt[] =
        node.condition === undefined
          ? inner
          : [{ kind: "if", cond: l.expr(node.condition), then: inner, otherwise: [] }];
      body.push({ kind: "rule", rule: info.index, body: stmts });
    }
    return body;
  };

  const evalBody = (section: "blackeval" | "whiteval", strongToMove: boolean) => {
    const l = lowerer(strongToMove);
    const classes = rulesOf(section);
    const body: IrStmt[] = [];
    for (const info of classes) {
      const node = info.node;
      if (node.kind !== "class") continue;
      const decide: IrStmt = {
        kind: "decide",
        decision: {
          kind: "class",
          rule: info.index,
          code: l.classCode(info.indexInSection, classes.length, node.score),
        },
      };
      const stmts: IrStmt[] =
        node.condition === undefined
          ? [decide]
          : [{ kind: "if", cond: l.expr(node.condition), then: [decide], otherwise: [] }];
      body.push({ kind: "rule", rule: info.index, body: stmts });
    }
    return { body, fallback: b.number(evalCode(classes.length, classes.length, 0)) };
  };

  const functions: IrFunction[] = [];
  const { sections } = program;
  const fail = b.number(0);
  if (sections.recognize !== undefined) {
    functions.push({
      entry: "recognize",
      body: verdictBody("recognize", undefined),
      fallback: fail,
    });
  }
  if (sections.stop !== undefined || sections.halt !== undefined) {
    functions.push({
      entry: "classify",
      body: sections.halt === undefined ? [] : verdictBody("halt", true),
      otherBody: sections.stop === undefined ? [] : verdictBody("stop", false),
      fallback: fail,
      otherFallback: fail,
    });
  }
  if (sections.blackeval !== undefined || sections.whiteval !== undefined) {
    const white = evalBody("whiteval", true);
    const black = evalBody("blackeval", false);
    functions.push({
      entry: "evaluate",
      body: white.body,
      otherBody: black.body,
      fallback: white.fallback,
      otherFallback: black.fallback,
    });
  }
  if (sections.reject !== undefined) {
    const universe = [...materials];
    for (const m of materials) {
      for (const reduced of afterOneCapture(m)) {
        if (!universe.some((u) => u.name === reduced.name)) universe.push(reduced);
      }
    }
    const l = lowerer(false, universe);
    const body: IrStmt[] = [];
    for (const info of rulesOf("reject")) {
      const node = info.node;
      if (node.kind !== "rejectRule") continue;
      body.push({
        kind: "rule",
        rule: info.index,
        body: [
          {
            kind: "if",
            cond: l.expr(node.condition),
            then: [{ kind: "decide", decision: { kind: "reject", rule: info.index } }],
            otherwise: [],
          },
        ],
      });
    }
    functions.push({ entry: "reject", body, beforeBody: [], fallback: b.boolean(false) });
  }
  return { functions, outlines: [], names, armBinds: new Map(), builder: b, frames, program };
}
