/**
 * Optimisation: cheap tests first. A chain `A and B and C` (or `or`) is evaluated left to right
 * with short circuit, so putting the cheapest operands first skips the expensive ones most often.
 * This is allowed because the language's expressions have no side effects and cannot fail: the
 * order of the operands never changes the value. Equal costs keep the author's order, so the
 * generated code still reads like the source where nothing is gained.
 *
 * @packageDocumentation
 */

import type { IrModule, IrNode } from "../ir.ts";
import { cost } from "./cost.ts";
import { rewriteModule } from "./rewrite.ts";

/** The operands of a chain of `op`, flattened, left to right. */
function chain(node: IrNode, op: "and" | "or", out: IrNode[]): IrNode[] {
  if (node.op === op) {
    chain(node.args[0]!, op, out);
    chain(node.args[1]!, op, out);
  } else out.push(node);
  return out;
}

/** Reorders every `and`/`or` chain of `module`, cheapest operand first (stable). */
export function orderConditions(module: IrModule): void {
  const b = module.builder;
  rewriteModule(module, (node) => {
    if (node.op !== "and" && node.op !== "or") return node;
    const operands = chain(node, node.op, []);
    const sorted = operands
      .map((n, i) => ({ n, i, c: cost(n) }))
      .sort((x, y) => x.c - y.c || x.i - y.i)
      .map((x) => x.n);
    if (sorted.every((n, i) => n === operands[i])) return node;
    return sorted
      .slice(1)
      .reduce((left, right) => b.node(node.op, "boolean", [left, right], node.phase), sorted[0]!);
  });
}
