/**
 * What every IR optimisation shares: rebuilding a node from new operands (through the builder,
 * so the result stays hash-consed) and applying a node rewrite to every expression of a module.
 *
 * @packageDocumentation
 */

import { eachStatement, ruleBodies, type IrBuilder, type IrModule, type IrNode } from "../ir.ts";

/** `node` with `args` as operands (the same node when nothing changed). */
export function withArgs(b: IrBuilder, node: IrNode, args: readonly IrNode[]): IrNode {
  if (args.every((a, i) => a === node.args[i])) return node;
  return b.node(node.op, node.type, args, node.phase, {
    side: node.side,
    piece: node.piece,
    value: node.value,
    frames: node.frames,
    end: node.end,
  });
}

/**
 * Applies `rewrite` bottom-up to every expression of `module`: each node is rewritten once,
 * after its operands. Let names follow their nodes.
 */
export function rewriteModule(module: IrModule, rewrite: (node: IrNode) => IrNode): void {
  const done = new Map<IrNode, IrNode>();
  const visit = (node: IrNode): IrNode => {
    let result = done.get(node);
    if (result === undefined) {
      result = rewrite(withArgs(module.builder, node, node.args.map(visit)));
      done.set(node, result);
      const name = module.names.get(node);
      if (name !== undefined && !module.names.has(result)) module.names.set(result, name);
    }
    return result;
  };
  for (const fn of module.functions) {
    eachStatement(ruleBodies(fn), (s) => {
      if (s.kind === "if") s.cond = visit(s.cond);
      else if (s.kind === "decide" && s.decision.kind !== "reject") {
        s.decision = { ...s.decision, code: visit(s.decision.code) };
      }
    });
  }
}
