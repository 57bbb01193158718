/**
 * A rough cost model of emitted code, in units of about one int32 operation. It only has to rank
 * things correctly: a local is cheaper than a table lookup, a lookup than a loop, a loop than a
 * call into move generation. `orderConditions` puts cheap tests first and `shareSubexpressions`
 * names cheap lets eagerly.
 *
 * @packageDocumentation
 */

import type { IrNode } from "../ir.ts";
import { ORDERED } from "../lower.ts";

const OWN: Partial<Record<IrNode["op"], number>> = {
  const: 0,
  strongToMove: 1,
  inMaterial: 1,
  moved: 1,
  king: 1,
  pieces: 2,
  occupied: 2,
  squareSet: 2,
  sideAttacks: 60,
  inCheck: 25,
  checkmate: 400,
  stalemate: 400,
  count: 6,
  fileOf: 3,
  rankOf: 3,
  member: 3,
  distance: 3,
  manhattan: 3,
  edgeDistance: 3,
  cornerDistance: 3,
  knightDistance: 3,
};

const memo = new WeakMap<IrNode, number>();

/** The estimated cost of evaluating `node` once, operands included. */
export function cost(node: IrNode): number {
  let c = memo.get(node);
  if (c !== undefined) return c;
  c = node.args.reduce((sum, a) => sum + cost(a), 0) + ownCost(node);
  memo.set(node, c);
  return c;
}

function ownCost(node: IrNode): number {
  const own = OWN[node.op];
  if (own !== undefined) return own;
  switch (node.op) {
    case "attacks": {
      const single = node.args[0]!.type === "square";
      if (node.piece === "king" || node.piece === "knight") return single ? 3 : 15;
      return single ? 20 : 45;
    }
    case "kingWalk":
      // A frontier step costs about as much as a set's king attacks (15), and a walk over a
      // box takes some eight of them.
      return 120;
    case "first":
    case "last":
      return (node.value! & ORDERED) !== 0 ? 20 : 4;
    default:
      return 1;
  }
}
