/**
 * Search scores: plain integers, always from the side to move's point of view, in three bands.
 *
 * | band            | scores                           | meaning                                          |
 * | --------------- | -------------------------------- | ------------------------------------------------ |
 * | mate            | `MATE_SCORE - p`, p < 10 000     | the side to move mates `p` plies from the root   |
 * | recognized win  | `RECOGNIZED_WIN - p`, p < 10 000 | a recognizer said "wins" (no distance) at ply p  |
 * | evaluation      | below `EVAL_LIMIT` in size       | material and pattern evaluation, centipawns      |
 *
 * and their negations for the side that loses. Every mate score ranks above every recognized win,
 * which ranks above every evaluation: a certified mate distance beats an unmeasured win, which
 * beats any amount of material. Both win bands count plies **from the root**, so that a shorter
 * way to the same result scores higher; the transposition table stores them relative to the node
 * instead ({@link scoreToTable}, {@link scoreFromTable}).
 *
 * ## Recognizer verdicts as scores
 *
 * A verdict is about the position at ply `ply` with the side to move there. {@link verdictScore}
 * turns it into the score that is **worst for the winner among the values the verdict allows**:
 *
 * - `draw` → 0.
 * - `mates in N` (N ≥ 1) → mate in `2N - 1` plies from the node: the true mate is at most that
 *   far, so the true score is at least this one. Exact for N = 1.
 * - `is mated in N` → mated in `2N` plies (N = 0: checkmated now, exact; N = 1 exact too).
 * - `wins` / `loses` without a distance → `±(RECOGNIZED_WIN - ply)`, below every mate score.
 *
 * By default the search ends the node with that score (Heinz's recognizers end nodes too; the
 * `boundVerdicts: "refine"` option searches on below bounds instead). This is sound in
 * the sense `docs/search.md` proves: if the root score is a mate score, the winner really mates in
 * at most the reported number of moves, and win/draw/loss is exact whenever the verdicts are. What
 * is lost is only distance optimality when a bound is loose.
 *
 * @packageDocumentation
 */

import { DRAW, LOSS, verdictDistance, WIN } from "../verdict.ts";

/** The deepest line (plies from the root) the search follows, extensions and captures included. */
export const MAX_PLY = 128;

/** Larger than any score: the initial alpha-beta window is `(-INFINITE_SCORE, INFINITE_SCORE)`. */
export const INFINITE_SCORE = 1_000_000;

/** The score of "the side to move mates now"; mate in `p` plies from the root is `MATE_SCORE - p`. */
export const MATE_SCORE = 100_000;

/** Scores at least this large (in absolute value) are mate scores. */
export const MATE_LIMIT = 90_000;

/** A recognizer's "wins" without a distance, at the root; at ply `p` it scores `RECOGNIZED_WIN - p`. */
export const RECOGNIZED_WIN = 80_000;

/** Scores at least this large (in absolute value) are wins: mate scores or recognized wins. */
export const WIN_LIMIT = 70_000;

/** Evaluations are clamped to stay below this in absolute value. */
export const EVAL_LIMIT = 60_000;

/** The score when the side to move is checkmated at ply `ply`. */
export function matedScore(ply: number): number {
  return -MATE_SCORE + ply;
}

/** Whether `score` is a mate score (either side). */
export function isMateScore(score: number): boolean {
  return score >= MATE_LIMIT || score <= -MATE_LIMIT;
}

/** Whether `score` is a win or loss (mate score or recognized win), not an evaluation. */
export function isWinScore(score: number): boolean {
  return score >= WIN_LIMIT || score <= -WIN_LIMIT;
}

/**
 * The mate distance of a mate score in moves: positive when the side to move mates in that many
 * moves, negative when it is mated in that many, 0 when it is checkmated already. `undefined`
 * for scores that are not mate scores.
 */
export function mateMoves(score: number): number | undefined {
  if (score >= MATE_LIMIT) return (MATE_SCORE - score + 1) >> 1;
  if (score <= -MATE_LIMIT) {
    const moves = (MATE_SCORE + score) >> 1;
    return moves === 0 ? 0 : -moves;
  }
  return undefined;
}

/**
 * The score for an exact verdict `verdict` (not `fail`) about the position at ply `ply`: the value
 * worst for the winner that the verdict allows (see the file header). Claimed distances too long
 * for the mate band fall back to the recognized-win band, which is lower still.
 */
export function verdictScore(verdict: number, ply: number): number {
  const kind = verdict & 3;
  if (kind === DRAW) return 0;
  const distance = verdictDistance(verdict);
  if (kind === WIN) {
    if (distance < 0) return RECOGNIZED_WIN - ply;
    // "Mates in 0" is not a verdict the language can state; read it as the fastest mate there is.
    const plies = ply + (distance < 1 ? 1 : 2 * distance - 1);
    return MATE_SCORE - plies > MATE_LIMIT ? MATE_SCORE - plies : RECOGNIZED_WIN - ply;
  }
  if (kind === LOSS) {
    if (distance < 0) return -(RECOGNIZED_WIN - ply);
    const plies = ply + 2 * distance;
    return MATE_SCORE - plies > MATE_LIMIT ? -(MATE_SCORE - plies) : -(RECOGNIZED_WIN - ply);
  }
  throw new Error("verdictScore: 'fail' has no score");
}

/**
 * Whether the score {@link verdictScore} gives `verdict` is the exact value of the position, not
 * only a bound: draws, "mates in 1", "is mated (in 0 or 1)". Longer claimed distances and wins
 * without a distance are bounds.
 */
export function isExactVerdictScore(verdict: number): boolean {
  const kind = verdict & 3;
  const distance = verdictDistance(verdict);
  if (kind === DRAW) return true;
  if (kind === WIN) return distance === 1;
  if (kind === LOSS) return distance === 0 || distance === 1;
  return false;
}

/** A win score at ply `ply` as stored in the transposition table: relative to that node. */
export function scoreToTable(score: number, ply: number): number {
  if (score >= WIN_LIMIT) return score + ply;
  if (score <= -WIN_LIMIT) return score - ply;
  return score;
}

/** A stored score read back at ply `ply`: win scores become relative to the root again. */
export function scoreFromTable(score: number, ply: number): number {
  if (score >= WIN_LIMIT) return score - ply;
  if (score <= -WIN_LIMIT) return score + ply;
  return score;
}

/**
 * The score in words: `"mate in 3"`, `"mated in 2"`, `"checkmated"`, `"wins (recognized)"`,
 * `"loses (recognized)"`, or pawns with two decimals such as `"+3.25"` / `"0.00"`.
 */
export function formatScore(score: number): string {
  const moves = mateMoves(score);
  if (moves !== undefined) {
    if (score > 0) return `mate in ${moves}`;
    return moves === 0 ? "checkmated" : `mated in ${-moves}`;
  }
  if (score >= WIN_LIMIT) return "wins (recognized)";
  if (score <= -WIN_LIMIT) return "loses (recognized)";
  const pawns = (score / 100).toFixed(2);
  return score > 0 ? `+${pawns}` : score === 0 ? "0.00" : pawns;
}
