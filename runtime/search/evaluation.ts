/**
 * The static evaluation at the search horizon: material, plus the pattern evaluation of the
 * registry entry for this material when it has one (`blackeval`/`whiteval`, language spec §7.2).
 *
 * Material comes straight from the material key the search already holds for the node (one
 * multiply-add per nibble, no popcounts). Values are the usual Q 900, R 500, B 325, N 300
 * centipawns; pawnless endgames are decided by mates and recognizers rather than by fine
 * material judgement, so nothing subtler is needed.
 *
 * Pattern eval codes rank positions by class first and tie-break score second (HEDEAM). They are
 * only comparable within one material, so they become a bounded bonus on top of material:
 * `CLASS_STEP` centipawns per class above the residual class (at most `MAX_CLASSES` classes
 * counted) plus the tie-break score clamped to less than half a step, so that a better class
 * always outranks a better tie-break. The bonus is for the strong side and is negated when the
 * weak side is to move.
 *
 * @packageDocumentation
 */

import { WHITE } from "../pieces.ts";
import type { Position } from "../position.ts";
import type { RegistryEntry } from "../registry.ts";
import { evalScore, SCORE_BITS } from "../verdict.ts";
import { EVAL_LIMIT } from "./score.ts";

/** Centipawns of a knight, bishop, rook and queen. */
export const KNIGHT_VALUE = 300;
/** See {@link KNIGHT_VALUE}. */
export const BISHOP_VALUE = 325;
/** See {@link KNIGHT_VALUE}. */
export const ROOK_VALUE = 500;
/** See {@link KNIGHT_VALUE}. */
export const QUEEN_VALUE = 900;

/** Centipawns per pattern eval class. */
export const CLASS_STEP = 64;
/** Classes beyond this many above the residual one get no further bonus. */
export const MAX_CLASSES = 15;
const TIE_LIMIT = CLASS_STEP / 2 - 1;

/** One side's material in a half of a material key (knights in the lowest nibble). */
function sideValue(nibbles: number): number {
  return (
    (nibbles & 15) * KNIGHT_VALUE +
    ((nibbles >>> 4) & 15) * BISHOP_VALUE +
    ((nibbles >>> 8) & 15) * ROOK_VALUE +
    ((nibbles >>> 12) & 15) * QUEEN_VALUE
  );
}

/** White's material minus black's, in centipawns, from a material key. */
export function materialBalance(key: number): number {
  return sideValue(key & 0xffff) - sideValue(key >>> 16);
}

/**
 * The bonus for the strong side that eval code `code` is worth (see the file header): 0 to
 * `MAX_CLASSES * CLASS_STEP + TIE_LIMIT`, or slightly negative for a poor residual tie-break.
 */
export function patternBonus(code: number): number {
  const classes = Math.floor(code / (1 << SCORE_BITS));
  const tie = evalScore(code);
  return (
    (classes > MAX_CLASSES ? MAX_CLASSES : classes) * CLASS_STEP +
    (tie > TIE_LIMIT ? TIE_LIMIT : tie < -TIE_LIMIT ? -TIE_LIMIT : tie)
  );
}

/**
 * The static evaluation of `pos` for the side to move, given its material key `key` and its
 * registry entry (or `undefined`). `usePatterns` turns the entry's `evaluate` on or off.
 * Allocation-free.
 */
export function staticEvaluation(
  pos: Position,
  key: number,
  entry: RegistryEntry | undefined,
  usePatterns: boolean,
): number {
  let score = materialBalance(key);
  if (pos.turn !== WHITE) score = 0 - score; // not -score: no -0
  if (usePatterns && entry !== undefined && entry.evaluate !== undefined) {
    const bonus = patternBonus(entry.evaluate(pos));
    score += pos.turn === entry.strong ? bonus : 0 - bonus;
  }
  return score > EVAL_LIMIT ? EVAL_LIMIT : score < -EVAL_LIMIT ? -EVAL_LIMIT : score;
}
