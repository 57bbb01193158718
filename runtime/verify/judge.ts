/**
 * One recognizer verdict judged against the endgame table's value of the same position, in the
 * terms of iCE's recognizer statistics:
 *
 * | table says      | verdict `draw`  | verdict `fail` | verdict win or loss             |
 * | --------------- | --------------- | -------------- | ------------------------------- |
 * | draw            | **spotted draw** | missed draw    | wrong win (error)              |
 * | win or loss     | wrong draw (error) | missed win  | **spotted win**, or wrong win  |
 *
 * A win or loss verdict is right when the table gives the same result for the side to move and
 * the claimed distance is not too short: "mates in N" needs a table win in at most N moves,
 * "is mated in N" a table loss in at most N, "is mated" a table loss in 0 (checkmate now), and
 * "wins" or "loses" without a distance only the result. "Spotted win" counts losses of the side
 * to move too: both are decisive results found without search. A right claim whose table
 * distance is shorter than claimed is a **loose bound**: allowed (the search treats it as "at
 * most N"), but counted.
 *
 * @packageDocumentation
 */

import { depthOf, DRAW_BYTE, isLoss, isWin } from "../tables/values.ts";
import { DRAW, FAIL, LOSS, verdictDistance, WIN } from "../verdict.ts";

/** The verdict was `draw` and the table says draw. */
export const SPOTTED_DRAW = 0;
/** The verdict was `fail` and the table says draw. */
export const MISSED_DRAW = 1;
/** The verdict was `draw` but the table says win or loss: an error. */
export const WRONG_DRAW = 2;
/** The verdict was a win or loss and the table agrees, distance included. */
export const SPOTTED_WIN = 3;
/** The verdict was `fail` and the table says win or loss. */
export const MISSED_WIN = 4;
/** The verdict was a win or loss the table refutes (result or distance): an error. */
export const WRONG_WIN = 5;

/** The number of categories. */
export const CATEGORY_COUNT = 6;

/** The categories' names, by code. */
export const CATEGORY_NAMES = [
  "spotted draws",
  "missed draws",
  "wrong draws",
  "spotted wins",
  "missed wins",
  "wrong wins",
] as const;

/** Whether category `category` is an error. */
export function isError(category: number): boolean {
  return category === WRONG_DRAW || category === WRONG_WIN;
}

/** The table's outcome for the side to move: 0 win, 1 draw, 2 loss. */
export const TABLE_WIN = 0;
/** See {@link TABLE_WIN}. */
export const TABLE_DRAW = 1;
/** See {@link TABLE_WIN}. */
export const TABLE_LOSS = 2;
/** The outcomes' names, by code. */
export const OUTCOME_NAMES = ["win", "draw", "loss"] as const;

/** The outcome code ({@link TABLE_WIN}, ...) of table value `value` (not a broken entry). */
export function tableOutcome(value: number): number {
  return value === DRAW_BYTE ? TABLE_DRAW : isWin(value) ? TABLE_WIN : TABLE_LOSS;
}

/** The category of `verdict` (`runtime/verdict.ts`) for a position whose table value is `value`. */
export function judge(verdict: number, value: number): number {
  const kind = verdict & 3;
  if (value === DRAW_BYTE) {
    return kind === DRAW ? SPOTTED_DRAW : kind === FAIL ? MISSED_DRAW : WRONG_WIN;
  }
  if (kind === DRAW) return WRONG_DRAW;
  if (kind === FAIL) return MISSED_WIN;
  const won = kind === WIN ? isWin(value) : kind === LOSS && isLoss(value);
  if (!won) return WRONG_WIN;
  const distance = verdictDistance(verdict);
  return distance < 0 || depthOf(value) <= distance ? SPOTTED_WIN : WRONG_WIN;
}

/**
 * Whether `verdict`, a right win or loss claim for table value `value`, claims a longer mate than
 * the table's: "mates in 2" for a mate in 1.
 */
export function isLooseBound(verdict: number, value: number): boolean {
  const distance = verdictDistance(verdict);
  return distance >= 0 && depthOf(value) < distance;
}
