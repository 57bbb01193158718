/**
 * Optimisation: what only the right operand of a rule's `and` reads is computed behind the left
 * one. The sharing pass computes a bound node before the statement that first uses it, so a
 * condition `A and B` would compute `B`'s lets for every position that reaches the rule, even
 * those `A` turns away (a fourteen-step flood fill behind a two-step test, in `kbnk.pat`).
 *
 * {@link splitConditions} runs before sharing: every `if (A and B)` without an `otherwise`
 * becomes `if (A) { if (B) ... }`, which means the same, so sharing places `B`'s own binds inside
 * the outer `if`. {@link joinConditions} runs after it and merges back every nest whose outer
 * block got no bind of its own: the emitted code keeps `if (a && b)` wherever nothing was gained.
 * Only unnamed conditions are split; a condition that is a `let` of its own keeps its local.
 *
 * @packageDocumentation
 */

import {
  childBlocks,
  ruleBodies,
  type IrBuilder,
  type IrModule,
  type IrNode,
  type IrStmt,
} from "../ir.ts";

type IfStmt = Extract<IrStmt, { kind: "if" }>;

/** Applies `visit` to every statement list of `module`'s entry points, outer lists first. */
function eachBlock(module: IrModule, visit: (block: IrStmt[]) => void): void {
  const walk = (block: IrStmt[]) => {
    visit(block);
    for (const stmt of block) childBlocks(stmt).forEach(walk);
  };
  for (const fn of module.functions) ruleBodies(fn).forEach(walk);
}

/**
 * Splits `if (A and B) T` (no `otherwise`) into `if (A) { if (B) T }`, to the end of the chain.
 * An `and` under `before` is left whole: what it reads is computed before the move, all of it.
 */
function split(stmt: IfStmt, module: IrModule): IfStmt {
  const cond = stmt.cond;
  if (cond.op !== "and" || cond.phase !== "now") return stmt;
  if (stmt.otherwise.length > 0 || module.names.has(cond)) return stmt;
  const inner = split({ kind: "if", cond: cond.args[1]!, then: stmt.then, otherwise: [] }, module);
  return split({ kind: "if", cond: cond.args[0]!, then: [inner], otherwise: [] }, module);
}

/** Rewrites every unnamed `and` condition without an `otherwise` into nested `if`s. */
export function splitConditions(module: IrModule): void {
  eachBlock(module, (block) => {
    block.forEach((stmt, i) => {
      if (stmt.kind === "if") block[i] = split(stmt, module);
    });
  });
}

/**
 * `left and right`, through the builder, in the phase of every `and` that was split (so a chain
 * that got no bind comes back as its original node).
 */
function and(b: IrBuilder, left: IrNode, right: IrNode): IrNode {
  return b.node("and", "boolean", [left, right], "now");
}

/**
 * Merges `if (A) { if (B) T }` back into `if (A and B) T` wherever the outer block holds nothing
 * but the inner `if` (no bind was placed between them). Outer pairs merge first, so a chain that
 * got no bind comes back as the left-nested `and` it was written as.
 */
export function joinConditions(module: IrModule): void {
  eachBlock(module, (block) => {
    block.forEach((stmt, i) => {
      if (stmt.kind !== "if") return;
      let joined = stmt;
      for (;;) {
        const inner = joined.then.length === 1 ? joined.then[0]! : undefined;
        if (inner?.kind !== "if" || inner.otherwise.length > 0 || joined.otherwise.length > 0) {
          break;
        }
        joined = {
          kind: "if",
          cond: and(module.builder, joined.cond, inner.cond),
          then: inner.then,
          otherwise: [],
        };
      }
      block[i] = joined;
    });
  });
}
