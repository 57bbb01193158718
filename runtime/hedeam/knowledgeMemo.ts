/**
 * A memo of a pattern module's `classify` and `evaluate` for the strategy proof.
 *
 * The proof asks the chooser for its move in each of KBNK's 1.4 million won entries, and each
 * search visits about a thousand nodes, nearly all of them met before by the searches from
 * neighbouring entries: nine in ten of the `classify` and `evaluate` calls of a proof repeat
 * one made earlier on the same thread. Both are functions of the position alone, so their
 * values can be kept and read back, and the chooser makes exactly the choices it makes
 * without the memo, in two fifths of the time (docs/kbnk.md, "The proof").
 *
 * The key is exact, not a hash: the squares of the two kings and of the two pieces the memo is
 * made for, and the side to move, `2 * 64^4` slots. A position with any other material (a piece
 * captured, or another piece on the board) is passed straight to the module. Each table holds
 * 33.5 million int32 values (134 MB), so the memo is for the proof's long runs, not for playing
 * a game.
 *
 * @packageDocumentation
 */

import type { PatternModule, PositionEntry } from "../patternModule.ts";
import type { Piece } from "../pieces.ts";
import type { Position } from "../position.ts";
import { lastSquare, popcount } from "../squareSet.ts";

/** Slots of one table: the four pieces' squares and the side to move. */
const SLOTS = 64 * 64 * 64 * 64 * 2;

/** A slot not computed yet: verdict and eval codes are never negative. */
const UNKNOWN = -1;

/**
 * `module` with its `classify` and `evaluate` memoised for the positions made of the two kings,
 * one `first` and one `second` (two different piece codes, e.g. the white bishop and knight).
 * Every other entry point is the module's own.
 */
export function memoiseKnowledge(
  module: PatternModule,
  first: Piece,
  second: Piece,
): PatternModule {
  if (first === second) throw new RangeError("a memo needs two different pieces");
  const { classify, evaluate } = module;
  return {
    ...module,
    classify: classify && memoised(classify, first, second),
    evaluate: evaluate && memoised(evaluate, first, second),
  };
}

/** `entry` memoised on the positions of the two kings, `first` and `second`. */
function memoised(entry: PositionEntry, first: Piece, second: Piece): PositionEntry {
  const values = new Int32Array(SLOTS).fill(UNKNOWN);
  return (pos: Position): number => {
    const slot = slotOf(pos, first, second);
    if (slot < 0) return entry(pos);
    let value = values[slot]!;
    if (value === UNKNOWN) values[slot] = value = entry(pos);
    return value;
  };
}

/** The position's slot, or -1 when it holds anything but the two kings, `first` and `second`. */
function slotOf(pos: Position, first: Piece, second: Piece): number {
  if (popcount(pos.occupied[0]!, pos.occupied[1]!) !== 4) return -1;
  const pieces = pos.pieces;
  const a = lastSquare(pieces[first * 2]!, pieces[first * 2 + 1]!);
  const b = lastSquare(pieces[second * 2]!, pieces[second * 2 + 1]!);
  if (a < 0 || b < 0) return -1;
  return ((((pos.kings[0]! << 6) | pos.kings[1]!) << 12) | (a << 6) | b) * 2 + pos.turn;
}
