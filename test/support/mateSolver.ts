/**
 * A brute-force mate solver, independent of the search: plain AND/OR recursion over legal moves
 * with no pruning beyond "stop at the first refutation", used to check the mate distances the
 * search reports. Exponential, so only for mates in a few moves with few pieces.
 */
import { MAX_MOVES } from "../../runtime/move.ts";
import { generateMoves, inCheck } from "../../runtime/movegen.ts";
import type { Position } from "../../runtime/position.ts";

const buffer = new Int32Array(64 * MAX_MOVES);

/** Whether the side to move can force mate within `moves` of its own moves. */
export function canMateWithin(pos: Position, moves: number, start = 0): boolean {
  const end = generateMoves(pos, buffer, start);
  for (let i = start; i < end; i++) {
    const move = buffer[i]!;
    pos.make(move);
    const mates = everyReplyLoses(pos, moves - 1, end);
    pos.unmake(move);
    if (mates) return true;
  }
  return false;
}

/** Whether the side to move (the defender) is checkmated, or mated within `moves` whatever it plays. */
function everyReplyLoses(pos: Position, moves: number, start: number): boolean {
  const end = generateMoves(pos, buffer, start);
  if (end === start) return inCheck(pos);
  if (moves === 0) return false;
  for (let i = start; i < end; i++) {
    const move = buffer[i]!;
    pos.make(move);
    const mated = canMateWithin(pos, moves, end);
    pos.unmake(move);
    if (!mated) return false;
  }
  return true;
}

/** The shortest forced mate for the side to move in moves, or `undefined` if none within `limit`. */
export function shortestMate(pos: Position, limit: number): number | undefined {
  for (let n = 1; n <= limit; n++) if (canMateWithin(pos, n)) return n;
  return undefined;
}
