/**
 * An independent check of the tables: a plain mate search over the runtime's legal moves, and
 * the distance-to-mate equation checked one move deep. Shared by the test suite and
 * `npm run verify:tables`.
 */
import { MAX_MOVES } from "../../runtime/move.ts";
import { generateMoves, inCheck, legalMoveCount } from "../../runtime/movegen.ts";
import { KING, makePiece } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import type { Prng } from "../../runtime/prng.ts";
import { popcount32 } from "../../runtime/squareSet.ts";
import { TRANSFORMED_SQUARE } from "../../runtime/symmetry.ts";
import { DRAW, LOSS, makeVerdict, WIN } from "../../runtime/verdict.ts";
import type { Endgame } from "../../runtime/tables/endgames.ts";
import type { TableProber } from "../../runtime/tables/probe.ts";
import type { Table } from "../../runtime/tables/table.ts";

/** One move buffer per ply. */
const buffer = new Int32Array(MAX_MOVES * 32);

/** Whether the side to move can force mate within `plies` plies (its own moves included). */
export function canMate(pos: Position, plies: number, ply = 0): boolean {
  if (plies < 1) return false;
  const start = ply * MAX_MOVES;
  const end = generateMoves(pos, buffer, start);
  for (let i = start; i < end; i++) {
    const move = buffer[i]!;
    pos.make(move);
    const mated = isLost(pos, plies - 1, ply + 1);
    pos.unmake(move);
    if (mated) return true;
  }
  return false;
}

/**
 * Whether the side to move is checkmated now, or every move it has lets the opponent force
 * mate within the remaining `plies` (so it is mated within `plies` plies of this position).
 */
export function isLost(pos: Position, plies: number, ply = 0): boolean {
  if (legalMoveCount(pos) === 0) return inCheck(pos);
  if (plies < 2) return false;
  const start = ply * MAX_MOVES;
  const end = generateMoves(pos, buffer, start);
  for (let i = start; i < end; i++) {
    const move = buffer[i]!;
    pos.make(move);
    const mates = canMate(pos, plies - 1, ply + 1);
    pos.unmake(move);
    if (!mates) return false;
  }
  return true;
}

/**
 * The verdict the distance-to-mate equation gives `pos` from its children's verdicts, read from
 * the tables (a child with bare kings is a draw): mate now, or the best move.
 */
export function verdictFromChildren(pos: Position, prober: TableProber, ply = 0): number {
  const start = ply * MAX_MOVES;
  const end = generateMoves(pos, buffer, start);
  if (end === start) return inCheck(pos) ? makeVerdict(LOSS, 0) : makeVerdict(DRAW);
  let bestWin = Infinity;
  let draw = false;
  let longestLoss = -1;
  for (let i = start; i < end; i++) {
    const move = buffer[i]!;
    pos.make(move);
    let child = prober.probeCode(pos);
    // Only bare kings have no table; anything else missing is an error.
    const men = popcount32(pos.occupied[0]!) + popcount32(pos.occupied[1]!);
    pos.unmake(move);
    if (child < 0) {
      if (men !== 2) throw new Error("a child position has no table entry");
      child = makeVerdict(DRAW);
    }
    const kind = child & 3;
    const dtm = (child >>> 3) - 1;
    if (kind === LOSS) bestWin = Math.min(bestWin, dtm + 1);
    else if (kind === DRAW) draw = true;
    else longestLoss = Math.max(longestLoss, dtm);
  }
  if (bestWin < Infinity) return makeVerdict(WIN, bestWin);
  if (draw) return makeVerdict(DRAW);
  return makeVerdict(LOSS, longestLoss);
}

/**
 * Writes a board of table entry `squares` (piece-square array of `eg`) into `pos`: under board
 * symmetry `transform` (0..7), with the strong side black when `swap`, `stm` (table side: 0
 * strong) to move.
 */
export function boardOf(
  eg: Endgame,
  squares: Int32Array,
  stm: 0 | 1,
  transform: number,
  swap: 0 | 1,
  pos: Position = new Position(),
): Position {
  pos.clear();
  const at = (s: number) => TRANSFORMED_SQUARE[transform * 64 + s]!;
  pos.put(at(squares[0]!), makePiece(swap, KING));
  pos.put(at(squares[1]!), makePiece((swap ^ 1) as 0 | 1, KING));
  for (let i = 0; i < eg.men; i++) {
    pos.put(at(squares[2 + i]!), makePiece((eg.colours[i]! ^ swap) as 0 | 1, eg.roles[i]!));
  }
  pos.setTurn((stm ^ swap) as 0 | 1);
  return pos;
}

/** Up to `count` random entries of `table` (side `stm`) whose byte satisfies `wanted`. */
export function sampleEntries(
  table: Table,
  stm: 0 | 1,
  wanted: (byte: number) => boolean,
  count: number,
  prng: Prng,
): number[] {
  const values = table.values[stm];
  // Reservoir sampling over the matching entries.
  const chosen: number[] = [];
  let seen = 0;
  for (let e = 0; e < values.length; e++) {
    if (!wanted(values[e]!)) continue;
    seen++;
    if (chosen.length < count) chosen.push(e);
    else {
      const j = Math.floor(prng.nextFloat() * seen);
      if (j < count) chosen[j] = e;
    }
  }
  return chosen;
}
