/**
 * Optimisation: common subexpressions are computed once. Nodes are hash-consed, so "the same
 * expression twice" is "the same node reached twice". This pass decides which nodes get their
 * own locals and inserts a `bind` statement for each at the one place that dominates every use:
 * in the innermost block containing all of them, just before the first statement that uses it.
 *
 * A node whose every use sits in one arm of a conditional expression (`if ... then ...
 * otherwise ...` inside a let) is computed at the start of that arm instead (`IrModule.armBinds`),
 * so that positions taking the other arm never pay for it: a goal that values a tiny box by a
 * flood fill of its release computes the flood only for tiny boxes. A statement-level `bind`
 * would compute it before the whole expression. The right operand of `and` and `or` is an arm
 * in the same way: what only it reads is computed after the left operand, when that does not
 * decide.
 *
 * Which nodes are bound:
 *
 * - a node reached more than once (counting uses inside a bound node once), unless it is a
 *   trivial read (a constant, the side to move, the material test);
 * - a `let` of the source that is cheap, even when used once, so that the generated code has a
 *   local named after it and reads like the `.pat` file. An expensive let used once is left in
 *   place, where the short circuit of the condition around it still applies.
 *
 * Binding computes a node eagerly where it is placed, which can cost a little when every use sits
 * behind a short circuit; it never changes a result (no side effects, no errors).
 *
 * In `reject`, every subexpression under `before` is bound in the function's `beforeBody`, which
 * runs before the move is made on the position.
 *
 * An outlined let (`outlineShared.ts`) is a leaf for the entry points that call it: its operands
 * are shared inside its own function's body, which this pass processes the same way.
 *
 * @packageDocumentation
 */

import {
  alwaysDecides,
  eachStatement,
  ownExpressions,
  reaches,
  ruleBodies,
  statementsWithPaths,
  type IrFunction,
  type IrModule,
  type IrNode,
  type IrStmt,
  type Path,
} from "../ir.ts";
import { cost } from "./cost.ts";

/** Lets costing at most this much are bound even when used once. */
const CHEAP_LET = 12;

/** Nodes never worth a local: the emitted text is as short as a name. */
function trivial(node: IrNode): boolean {
  return (
    node.op === "const" ||
    node.op === "strongToMove" ||
    node.op === "inMaterial" ||
    node.op === "moved"
  );
}

/**
 * Binds the shared nodes of one root block. The nodes of `calls` are computed by their own
 * functions (outlined lets): their operands are not this block's to share.
 */
function shareInBlock(root: IrStmt[], module: IrModule, calls: ReadonlySet<IrNode>): void {
  // Occurrences per node, parents before children (a parent is always built after its operands,
  // so it has a larger id).
  const occurrences = new Map<IrNode, number>();
  const all = new Set<IrNode>();
  const collect = (n: IrNode) => {
    if (all.has(n) || n.phase === "before") return;
    all.add(n);
    if (!calls.has(n)) n.args.forEach(collect);
  };
  eachStatement([root], (stmt) => {
    for (const e of ownExpressions(stmt)) {
      collect(e);
      occurrences.set(e, (occurrences.get(e) ?? 0) + 1);
    }
  });
  const bound = new Set<IrNode>();
  const order = [...all].sort((a, b) => b.id - a.id);
  for (const n of order) {
    const occ = occurrences.get(n) ?? 0;
    const named = module.names.has(n);
    const bind = !trivial(n) && (occ >= 2 || (named && occ >= 1 && cost(n) <= CHEAP_LET));
    if (bind) bound.add(n);
    if (calls.has(n)) continue;
    for (const a of n.args) occurrences.set(a, (occurrences.get(a) ?? 0) + (bind ? 1 : occ));
  }

  // Parents come first, so a node's bound parents are placed before it: one computed in an arm
  // uses it there, at the arm's start.
  const inArm = new Map<IrNode, Arm[]>();
  for (const n of order) {
    if (!bound.has(n)) continue;
    const stops = new Set([...bound, ...calls].filter((x) => x !== n && !inArm.has(x)));
    const uses = statementsWithPaths(root).filter(({ stmt }) => {
      if (stmt.kind === "bind" && stmt.node === n) return false;
      return reaches(ownExpressions(stmt), n, stops);
    });
    const arms =
      uses.length === 1 ? commonArms(ownExpressions(uses[0]!.stmt), n, stops, inArm) : [];
    const arm = arms[arms.length - 1];
    if (arm === undefined) {
      place(n, uses, module);
      continue;
    }
    inArm.set(n, arms);
    let lists = module.armBinds.get(arm.node);
    if (lists === undefined) module.armBinds.set(arm.node, (lists = [[], []]));
    lists[arm.arm].push(n);
  }
}

/**
 * One arm of a conditional expression: `then` (0) or `otherwise` (1); or the right operand of an
 * `and` or an `or` (1), which is read only when the left operand does not decide.
 */
interface Arm {
  readonly node: IrNode;
  readonly arm: 0 | 1;
}

/**
 * The conditional arms that every use of `target` under `roots` lies in, outermost first (empty
 * when some use is outside every arm). A node already placed in an arm (`inArm`) is computed at
 * that arm's start, so a use inside it counts as a use there.
 */
function commonArms(
  roots: readonly IrNode[],
  target: IrNode,
  stops: ReadonlySet<IrNode>,
  inArm: ReadonlyMap<IrNode, Arm[]>,
): Arm[] {
  let common: Arm[] | undefined;
  const meet = (arms: Arm[]) => {
    if (common === undefined) {
      common = arms;
      return;
    }
    let k = 0;
    while (k < common.length && k < arms.length && sameArm(common[k]!, arms[k]!)) k++;
    common = common.slice(0, k);
  };
  const expanded = new Set<IrNode>();
  const visit = (n: IrNode, arms: Arm[]): void => {
    if (n === target) return meet(arms);
    if (stops.has(n) || n.phase === "before") return;
    const placed = inArm.get(n);
    if (placed !== undefined) {
      if (expanded.has(n)) return;
      expanded.add(n);
      arms = placed;
    }
    if (n.op === "conditional") {
      const [c, x, y] = n.args as [IrNode, IrNode, IrNode];
      visit(c, arms);
      visit(x, [...arms, { node: n, arm: 0 }]);
      visit(y, [...arms, { node: n, arm: 1 }]);
      return;
    }
    if (n.op === "and" || n.op === "or") {
      // The right operand is read only when the left does not decide: an arm of its own.
      const [x, y] = n.args as [IrNode, IrNode];
      visit(x, arms);
      visit(y, [...arms, { node: n, arm: 1 }]);
      return;
    }
    for (const a of n.args) visit(a, arms);
  };
  for (const r of roots) visit(r, []);
  return common ?? [];
}

function sameArm(a: Arm, b: Arm): boolean {
  return a.node === b.node && a.arm === b.arm;
}

/**
 * Inserts the bind of `n` before the first of `uses`, in the innermost block holding them all;
 * but when the first use sits in a rule body that always decides once entered, the uses in that
 * body get their own bind there and the later uses another one: on any run only one of them is
 * computed, and positions decided before that rule never pay for it.
 */
function place(n: IrNode, uses: { stmt: IrStmt; path: Path }[], module: IrModule): void {
  let depth = 0;
  for (;;) {
    const block = uses[0]!.path[depth + 1]?.block;
    if (block === undefined || !uses.every((u) => u.path[depth + 1]?.block === block)) break;
    depth++;
  }
  const block = uses[0]!.path[depth]!.block;
  const index = Math.min(...uses.map((u) => u.path[depth]!.index));
  const first = uses.filter((u) => u.path[depth]!.index === index);
  const rest = uses.filter((u) => u.path[depth]!.index !== index);
  const statement = block[index]!;
  // The statement's tests: a rule's `if`, and the `if`s without `otherwise` nested in it alone
  // (a split `and`, splitConditions.ts; binds placed between them do not count); what follows
  // the innermost one is the body.
  const tests: IrStmt[] = [statement];
  let guarded =
    statement.kind === "rule" && statement.body.length === 1 ? statement.body[0]! : statement;
  for (;;) {
    if (guarded.kind !== "if" || guarded.otherwise.length > 0) break;
    const nested = guarded.then.filter((s) => s.kind !== "bind");
    const inner = nested.length === 1 ? nested[0]! : undefined;
    if (inner?.kind !== "if" || inner.otherwise.length > 0) break;
    tests.push(guarded);
    guarded = inner;
  }
  tests.push(guarded);
  if (
    rest.length > 0 &&
    guarded.kind === "if" &&
    guarded.otherwise.length === 0 &&
    alwaysDecides(guarded.then) &&
    first.every((u) => !tests.includes(u.stmt))
  ) {
    place(n, first, module);
    place(n, rest, module);
    return;
  }
  block.splice(index, 0, { kind: "bind", node: n, name: module.names.get(n) ?? "" });
}

/** Collects the nodes under `before` that a `now` expression uses directly. */
function beforeBoundary(fn: IrFunction): IrNode[] {
  const found: IrNode[] = [];
  const seen = new Set<IrNode>();
  const visit = (n: IrNode) => {
    if (seen.has(n)) return;
    seen.add(n);
    if (n.phase === "before") {
      if (n.op !== "const") found.push(n);
      return;
    }
    n.args.forEach(visit);
  };
  eachStatement([fn.body], (stmt) => ownExpressions(stmt).forEach(visit));
  return found;
}

/** Inserts the `bind` statements of every function and outlined let of `module`. */
export function shareSubexpressions(module: IrModule): void {
  const outlined = new Set(module.outlines.map((o) => o.node));
  for (const fn of module.functions) {
    if (fn.beforeBody !== undefined) {
      for (const n of beforeBoundary(fn)) {
        fn.beforeBody.push({ kind: "bind", node: n, name: module.names.get(n) ?? "" });
      }
    }
    // `reject` computes every let in place (see outlineShared.ts).
    const calls = fn.entry === "reject" ? new Set<IrNode>() : outlined;
    for (const body of ruleBodies(fn)) shareInBlock(body, module, calls);
  }
  for (const o of module.outlines) {
    shareInBlock(o.body, module, new Set([...outlined].filter((n) => n !== o.node)));
  }
}
