/**
 * The intermediate representation between the checked AST and the emitted TypeScript.
 *
 * **Values live in the position's own frame.** A recognizer never builds a transformed copy of
 * the position. Every operation of the language commutes with the eight board symmetries, so an
 * IR set or square denotes the rule's value mapped back into the position's squares: `strong
 * king` is `pos.kings[strong]`, a constant set is the image of the rule's set under the inverse
 * of the call's frame. Only the frame-dependent operations (`first of`, `last of`, `file of`,
 * `rank of`) consult the frame, and constants that differ between frames are tables indexed by
 * it (see `compiler/frames.ts`). Numbers and booleans are the same in every frame.
 *
 * **Expressions** ({@link IrNode}) are pure, typed trees. They are hash-consed by
 * {@link IrBuilder}: two structurally equal expressions are the same object, which is what
 * common-subexpression sharing counts. Sets are one node, emitted as a lo/hi pair of int32.
 *
 * **Statements** ({@link IrStmt}) are structured control flow: `if`, the rule markers, the
 * decisions (`return` of a verdict, class or rejection) and `bind`, which the sharing pass inserts
 * to compute a node once into named locals.
 *
 * @packageDocumentation
 */

import type { SideName } from "../grammar/ast.ts";
import type { Frames } from "./frames.ts";
import type { CheckedProgram } from "./program.ts";

/** The value types (spec §4). */
export type IrType = "set" | "square" | "number" | "boolean";

/** Pieces a designator can name; `pieces` includes the king. */
export type IrPieceWord = "king" | "knight" | "bishop" | "rook" | "queen" | "minor" | "pieces";

/** Pieces whose attacks an expression can ask for. */
export type IrAttacker = "king" | "knight" | "bishop" | "rook" | "queen";

/**
 * Before the move (`before X` in `reject`) or in the position being judged. Part of every node's
 * identity, so that `strong king` and `before strong king` are never shared.
 */
export type IrPhase = "now" | "before";

/** The operations. */
export type IrOp =
  // leaves
  | "const" // a constant: `value` (number/boolean) or per-frame `frames` (set/square)
  | "pieces" // set: `side`'s pieces of `piece`
  | "king" // square: `side`'s king
  | "occupied" // set
  | "sideAttacks" // set: every square `side` attacks
  | "strongToMove" // boolean
  | "inCheck" // boolean: the side to move
  | "checkmate"
  | "stalemate"
  | "inMaterial" // boolean: the material code equals `value`
  | "moved" // square: `end` of the move
  // sets
  | "union"
  | "intersect"
  | "difference"
  | "complement"
  | "squareSet" // square to set
  | "attacks" // `piece` attacks of the operand (a square or a set)
  | "kingWalk" // set: what king steps from the first operand reach inside the second (a flood)
  // set queries
  | "empty"
  | "count"
  | "first" // the lowest square in the rule's frame
  | "last"
  | "fileOf"
  | "rankOf"
  | "member" // square in set
  // comparison and arithmetic
  | "equal"
  | "less"
  | "lessEqual"
  | "add"
  | "subtract"
  | "multiply"
  | "negate"
  | "min"
  | "max"
  | "abs"
  | "distance"
  | "manhattan"
  | "edgeDistance"
  | "cornerDistance"
  | "knightDistance"
  // logic
  | "and"
  | "or"
  | "not"
  | "conditional";

/** A per-frame constant: entry `k` is the value in the position's squares for frame `k`. */
export interface FrameValues {
  /** For sets: lo halves by frame. */
  readonly lo?: readonly number[];
  /** For sets: hi halves by frame. */
  readonly hi?: readonly number[];
  /** For squares: the square by frame (-1 for no square). */
  readonly square?: readonly number[];
}

/** One expression node. Hash-consed: never build one except through {@link IrBuilder}. */
export interface IrNode {
  /** Unique per builder, in creation order (children before parents). */
  readonly id: number;
  readonly op: IrOp;
  readonly type: IrType;
  readonly args: readonly IrNode[];
  readonly phase: IrPhase;
  readonly side?: SideName;
  readonly piece?: IrPieceWord | IrAttacker;
  /** Number or boolean (0/1) constant; material code of `inMaterial`. */
  readonly value?: number;
  readonly frames?: FrameValues;
  readonly end?: "from" | "to";
  /** The structural key used for hash-consing. */
  readonly key: string;
}

/** Node parameters other than the operation, type and operands. */
export type IrParams = Pick<IrNode, "side" | "piece" | "value" | "frames" | "end">;

/**
 * Operations whose operands can be swapped without changing the value: their key ignores the
 * operands' order, so `A + B` and `B + A` are one node, computed once, and written as the first
 * of them was. (`and` and `or` are not among them: their order is the short circuit's.)
 */
const COMMUTATIVE: ReadonlySet<IrOp> = new Set<IrOp>([
  "union",
  "intersect",
  "equal",
  "add",
  "multiply",
  "min",
  "max",
  "distance",
  "manhattan",
  "knightDistance",
]);

/**
 * Builds hash-consed nodes: equal operations on equal operands give the same node, and so do
 * commutative operations on the same operands in either order.
 */
export class IrBuilder {
  private readonly nodes = new Map<string, IrNode>();
  private nextId = 0;

  /** The node for `op` on `args`, made once. */
  node(
    op: IrOp,
    type: IrType,
    args: readonly IrNode[],
    phase: IrPhase,
    params: IrParams = {},
  ): IrNode {
    const key = [
      op,
      type,
      phase,
      params.side ?? "",
      params.piece ?? "",
      params.value ?? "",
      params.end ?? "",
      params.frames === undefined ? "" : JSON.stringify(params.frames),
      (COMMUTATIVE.has(op)
        ? args.map((a) => a.id).sort((x, y) => x - y)
        : args.map((a) => a.id)
      ).join(","),
    ].join("|");
    let node = this.nodes.get(key);
    if (node === undefined) {
      node = { id: this.nextId++, op, type, args, phase, key, ...params };
      this.nodes.set(key, node);
    }
    return node;
  }

  /** A number constant. */
  number(value: number, phase: IrPhase = "now"): IrNode {
    return this.node("const", "number", [], phase, { value });
  }

  /** A boolean constant. */
  boolean(value: boolean, phase: IrPhase = "now"): IrNode {
    return this.node("const", "boolean", [], phase, { value: value ? 1 : 0 });
  }
}

/** Whether `node` is a constant. */
export function isConstant(node: IrNode): boolean {
  return node.op === "const";
}

/** The value of a boolean constant, or undefined. */
export function constantBoolean(node: IrNode): boolean | undefined {
  return node.op === "const" && node.type === "boolean" ? node.value === 1 : undefined;
}

/** A decision: what a rule returns. */
export type IrDecision =
  /** A verdict rule decides: `code` is a number node (the verdict code for the side to move). */
  | { readonly kind: "verdict"; readonly rule: number; readonly code: IrNode }
  /** A class matches: `code` is the eval code (class rank and clamped score). */
  | { readonly kind: "class"; readonly rule: number; readonly code: IrNode }
  /** A reject rule fires. */
  | { readonly kind: "reject"; readonly rule: number }
  /** An outlined let's function returns its value (`code`); see {@link IrOutline}. */
  | { readonly kind: "value"; readonly code: IrNode };

/** A statement. */
export type IrStmt =
  | {
      readonly kind: "if";
      cond: IrNode;
      readonly then: IrStmt[];
      readonly otherwise: IrStmt[];
    }
  /** Marks where a rule starts, for the comment naming it. */
  | { readonly kind: "rule"; readonly rule: number; readonly body: IrStmt[] }
  | { readonly kind: "decide"; decision: IrDecision }
  /** Computes `node` once into locals named after `name` (inserted by the sharing pass). */
  | { readonly kind: "bind"; readonly node: IrNode; readonly name: string };

/** One emitted entry point. */
export interface IrFunction {
  /** `recognize`, `classify`, `evaluate` or `reject`. */
  readonly entry: "recognize" | "classify" | "evaluate" | "reject";
  /**
   * The rules. For `classify` and `evaluate`, `body` runs with the strong side to move and
   * `otherBody` with the weak side to move.
   */
  readonly body: IrStmt[];
  readonly otherBody?: IrStmt[];
  /** `reject` only: nodes computed before the move is made (`before X`). */
  readonly beforeBody?: IrStmt[];
  /** What the function returns when no rule decides (a number node, or false for reject). */
  readonly fallback: IrNode;
  readonly otherFallback?: IrNode;
}

/**
 * A `let` computed by a function of its own, which every use calls: a large value that several
 * rules of an entry point use (a goal scored by several classes) would otherwise be emitted once
 * per rule, and the entry point could outgrow what V8 optimises. `body` computes it and ends in
 * a `value` decision. Chosen by `optimize/outlineShared.ts`.
 */
export interface IrOutline {
  readonly node: IrNode;
  /** The let's name in the source. */
  readonly name: string;
  readonly body: IrStmt[];
}

/** The whole module in IR form. */
export interface IrModule {
  readonly functions: IrFunction[];
  /** The outlined lets, callees before callers (an outline may call one chosen before it). */
  readonly outlines: IrOutline[];
  /** Let names of nodes, so that their locals are named after the `.pat` names. */
  readonly names: Map<IrNode, string>;
  /**
   * Nodes computed at the start of one arm of a `conditional` (then: 0, otherwise: 1), or of the
   * right operand of an `and`/`or` (1), rather than by a `bind` statement, because every use sits
   * in that arm. Chosen by `optimize/shareSubexpressions.ts`.
   */
  readonly armBinds: Map<IrNode, [IrNode[], IrNode[]]>;
  /** The builder of every node, for passes that make new ones. */
  readonly builder: IrBuilder;
  /** The frames calls can be evaluated in. */
  readonly frames: Frames;
  /** The program lowered. */
  readonly program: CheckedProgram;
}

/** Every statement list directly inside `stmt`. */
export function childBlocks(stmt: IrStmt): IrStmt[][] {
  switch (stmt.kind) {
    case "if":
      return [stmt.then, stmt.otherwise];
    case "rule":
      return [stmt.body];
    default:
      return [];
  }
}

/** The rule bodies of `fn`: `body`, then `otherBody` when it has one (not `beforeBody`). */
export function ruleBodies(fn: IrFunction): IrStmt[][] {
  return fn.otherBody ? [fn.body, fn.otherBody] : [fn.body];
}

/**
 * Applies `visit` to every statement of `blocks`, each before the blocks nested in it, in
 * source order. The nested blocks are read after `visit` returns, so it may rewrite the
 * statement's own expressions; the order is the one in which the optimisations hand out let
 * names, so the emitted names depend on it.
 */
export function eachStatement(blocks: readonly IrStmt[][], visit: (stmt: IrStmt) => void): void {
  const walk = (block: IrStmt[]) => {
    for (const stmt of block) {
      visit(stmt);
      childBlocks(stmt).forEach(walk);
    }
  };
  blocks.forEach(walk);
}

/** The expressions `stmt` evaluates itself (not those of nested blocks). */
export function ownExpressions(stmt: IrStmt): IrNode[] {
  switch (stmt.kind) {
    case "if":
      return [stmt.cond];
    case "decide":
      return stmt.decision.kind === "reject" ? [] : [stmt.decision.code];
    case "bind":
      return [...stmt.node.args];
    case "rule":
      return [];
  }
}

/** Whether every path through `stmts` ends in a decision (so nothing after it runs). */
export function alwaysDecides(stmts: readonly IrStmt[]): boolean {
  const last = stmts[stmts.length - 1];
  if (last === undefined) return false;
  switch (last.kind) {
    case "decide":
      return true;
    case "rule":
      return alwaysDecides(last.body);
    case "if":
      return alwaysDecides(last.then) && alwaysDecides(last.otherwise);
    default:
      return false;
  }
}

/** A place in the statement tree: the block and the index in it, at each depth. */
export type Path = { block: IrStmt[]; index: number }[];

/** Every statement of `root` with its path, in order. */
export function statementsWithPaths(root: IrStmt[]): { stmt: IrStmt; path: Path }[] {
  const out: { stmt: IrStmt; path: Path }[] = [];
  const walk = (block: IrStmt[], prefix: Path) => {
    block.forEach((stmt, index) => {
      const path = [...prefix, { block, index }];
      out.push({ stmt, path });
      for (const child of childBlocks(stmt)) walk(child, path);
    });
  };
  walk(root, []);
  return out;
}

/**
 * Whether `target` is reached from `roots` without passing through a node of `stops` or a
 * `before` node (computed apart, before the move).
 */
export function reaches(
  roots: readonly IrNode[],
  target: IrNode,
  stops: ReadonlySet<IrNode>,
): boolean {
  const seen = new Set<IrNode>();
  const visit = (n: IrNode): boolean => {
    if (n === target) return true;
    if (stops.has(n) || seen.has(n) || n.phase === "before") return false;
    seen.add(n);
    return n.args.some(visit);
  };
  return roots.some(visit);
}
