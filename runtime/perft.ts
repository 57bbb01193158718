/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth, the standard
 * correctness check (and a throughput benchmark) for move generation.
 *
 * The last ply is bulk-counted with `legalMoveCount` rather than made move by move, like
 * chessops' and Stockfish's perft, so "nodes" means leaves, and nodes per second measures
 * generation and make/unmake of the interior nodes. Allocation-free: all plies share one move
 * buffer, each ply writing its moves after its parent's.
 *
 * @packageDocumentation
 */

import { MAX_MOVES, type Move } from "./move.ts";
import { generateMoves, legalMoveCount } from "./movegen.ts";
import type { Position } from "./position.ts";

let sharedBuffer: Int32Array = new Int32Array(8 * MAX_MOVES);

/** A move buffer large enough for a perft or search of `depth` plies. */
export function moveBufferFor(depth: number): Int32Array {
  return new Int32Array(Math.max(1, depth) * MAX_MOVES);
}

function perftFrom(pos: Position, depth: number, buf: Int32Array, start: number): number {
  if (depth === 1) return legalMoveCount(pos);
  const end = generateMoves(pos, buf, start);
  let nodes = 0;
  for (let i = start; i < end; i++) {
    const move = buf[i]!;
    pos.make(move);
    nodes += perftFrom(pos, depth - 1, buf, end);
    pos.unmake(move);
  }
  return nodes;
}

/**
 * The number of leaf nodes `depth` plies below `pos` (1 for depth 0). `pos` is left as it was.
 * Pass a buffer of at least `depth * MAX_MOVES` entries to avoid the shared one (e.g. when
 * calling from inside another perft); otherwise a module-level buffer is used and grown if needed.
 */
export function perft(pos: Position, depth: number, buf?: Int32Array): number {
  if (depth <= 0) return 1;
  if (buf === undefined) {
    if (sharedBuffer.length < depth * MAX_MOVES) sharedBuffer = moveBufferFor(depth);
    buf = sharedBuffer;
  }
  return perftFrom(pos, depth, buf, 0);
}

/** Perft split by first move: each legal move of `pos` with the leaf count below it. */
export function perftDivide(pos: Position, depth: number): Array<{ move: Move; nodes: number }> {
  const buf = moveBufferFor(depth + 1);
  const end = generateMoves(pos, buf, 0);
  const result: Array<{ move: Move; nodes: number }> = [];
  for (let i = 0; i < end; i++) {
    const move = buf[i]!;
    pos.make(move);
    result.push({ move, nodes: depth <= 1 ? 1 : perftFrom(pos, depth - 1, buf, end) });
    pos.unmake(move);
  }
  return result;
}
