/**
 * Optimisation: a large `let` that several rules of one entry point use gets a function of its
 * own, and every use calls it.
 *
 * The sharing pass computes a value once per run, but where its uses sit in rule bodies that each
 * decide (two `whiteval` classes scored by the same goal, and the `blackeval` class), it binds the
 * value once per body: each run computes it once, and the emitted text holds it once per body.
 * For a goal of a few hundred operations that is tens of kilobytes per copy, and V8 does not
 * optimise a function past 61,440 bytes of bytecode (a sixfold slowdown of `kbnk.pat`'s
 * `evaluate` when a fourth copy pushed it over). A call costs next to nothing beside such a
 * value, and the callee is optimised on its own; the explaining twins call it too.
 *
 * Which lets: a number or boolean (one register; a set would need two), costing at least
 * {@link OUTLINE_COST}, that at least two statements of one entry point reach without passing
 * through another outlined let. Parents are chosen first, so a let used only inside an outlined
 * one stays inside it. Nothing under `before` (reject's position before the move) and no `moved`
 * square is outlined: a callee sees only the position.
 *
 * @packageDocumentation
 */

import {
  eachStatement,
  ownExpressions,
  reaches,
  ruleBodies,
  type IrModule,
  type IrNode,
} from "../ir.ts";
import { cost } from "./cost.ts";

/**
 * Lets cheaper than this stay inline, where the sharing pass and the short circuits of the
 * conditions around them work as before. The unit is `cost.ts`'s (about one int32 operation, a
 * shared operand counted at each use), so this is a few hundred operations in emitted code.
 */
export const OUTLINE_COST = 5000;

/** Whether a node may be computed by a function that receives only the position. */
function positionOnly(node: IrNode, seen = new Set<IrNode>()): boolean {
  if (seen.has(node)) return true;
  seen.add(node);
  if (node.phase === "before" || node.op === "moved") return false;
  return node.args.every((a) => positionOnly(a, seen));
}

/** Chooses the outlined lets of `module` and fills `module.outlines`. */
export function outlineShared(module: IrModule): void {
  const candidates = [...module.names.keys()]
    .filter((n) => (n.type === "number" || n.type === "boolean") && cost(n) >= OUTLINE_COST)
    .filter((n) => positionOnly(n))
    .sort((a, b) => b.id - a.id);
  const statements = module.functions
    .filter((fn) => fn.entry !== "reject")
    .map((fn) => {
      const roots: IrNode[][] = [];
      eachStatement(ruleBodies(fn), (stmt) => roots.push(ownExpressions(stmt)));
      return roots;
    });
  const chosen = new Set<IrNode>();
  const order: IrNode[] = [];
  for (const n of candidates) {
    const shared = statements.some(
      (roots) => roots.filter((r) => reaches(r, n, chosen)).length >= 2,
    );
    if (!shared) continue;
    chosen.add(n);
    order.push(n);
  }
  // Callees first: a let chosen later is never an ancestor of one chosen before it.
  for (const node of order.reverse()) {
    module.outlines.push({
      node,
      name: module.names.get(node)!,
      body: [{ kind: "decide", decision: { kind: "value", code: node } }],
    });
  }
}
