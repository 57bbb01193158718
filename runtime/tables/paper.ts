/**
 * Published figures our tables must reproduce, from Nalimov, Haworth and Heinz (2000), "Space-
 * efficient indexing of chess endgame tables" (seed 001): index sizes (Tables 9 to 11), broken
 * entries (Table 14) and longest mates (Table 8). Tests and `patc tables stats` compare with them.
 *
 * @packageDocumentation
 */

import type { TableName } from "./endgames.ts";

/** What the paper says about one endgame. `null` means "none" (no such win exists). */
export interface PaperFigures {
  /** Index sizes, white to move and black to move (Tables 9-11). */
  readonly size: readonly [number, number];
  /** Broken entries, white and black to move (Table 14), where the paper's row is consistent. */
  readonly broken?: readonly [number, number];
  /** Longest win of white (the strong side), white to move and black to move (Table 8). */
  readonly whiteWins: readonly [number, number] | null;
  /** Longest win of black (the weak side), white to move and black to move (Table 8). */
  readonly blackWins: readonly [number, number] | null;
}

/**
 * The figures for every table patc builds. "Longest win, black to move" for white is how long
 * black, to move, can hold out; 0 means black to move is only ever lost when already mated.
 */
export const PAPER: Readonly<Record<TableName, PaperFigures>> = {
  KBK: { size: [27243, 28644], broken: [2507, 0], whiteWins: null, blackWins: null },
  KNK: { size: [26282, 28644], broken: [0, 0], whiteWins: null, blackWins: null },
  KNNK: { size: [735304, 873642], broken: [0, 0], whiteWins: [1, 0], blackWins: null },
  KBNK: { size: [1550620, 1747284], broken: [158939, 0], whiteWins: [33, 33], blackWins: null },
  KBKN: { size: [1661823, 1603202], broken: [147587, 0], whiteWins: [1, 0], blackWins: [0, 1] },
  KNKN: { size: [1603202, 1603202], broken: [0, 0], whiteWins: [1, 0], blackWins: [0, 1] },
  // Table 14b gives 616,152 broken btm entries for KNNKB, which cannot be right: KNNKB btm and
  // KBBKB btm have the same index and the same broken entries (the black bishop checking the
  // white king from afar), and the paper gives 4,272,301 for KBBKB btm, as do we for both.
  KNNKB: { size: [44118240, 49854690], broken: [0, 4272301], whiteWins: [4, 3], blackWins: [0, 1] },
  KNNKN: { size: [44118240, 48096060], broken: [0, 0], whiteWins: [7, 6], blackWins: [0, 1] },
};
