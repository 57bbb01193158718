/**
 * Dead draws by material, which the search scores 0 without looking further.
 *
 * Only the positions where no sequence of legal moves can end in mate count as dead here: the
 * kings alone, and king and one minor piece against a lone king (KK, KBK, KNK in either colour).
 * KNNK, KNKN and KBKN are *not* dead: each has mates (Heinz, figures 7 to 9), which is exactly
 * why they need recognizers rather than a blanket draw. The other draws need what only the search
 * has at hand (stalemate the move list, repetition the line played), so `search.ts` checks them.
 *
 * The fifty-move rule is ignored, as the endgame tables we verify against (Nalimov's) ignore it.
 *
 * @packageDocumentation
 */

import { materialKeyUnit } from "../material.ts";
import { BLACK_BISHOP, BLACK_KNIGHT, WHITE_BISHOP, WHITE_KNIGHT } from "../pieces.ts";

const WHITE_KNIGHT_ONLY = materialKeyUnit(WHITE_KNIGHT);
const WHITE_BISHOP_ONLY = materialKeyUnit(WHITE_BISHOP);
const BLACK_KNIGHT_ONLY = materialKeyUnit(BLACK_KNIGHT);
const BLACK_BISHOP_ONLY = materialKeyUnit(BLACK_BISHOP);

/**
 * Whether material key `key` is a dead draw by insufficient material: KK, or one knight or one
 * bishop against a lone king, either colour.
 */
export function isDeadDrawKey(key: number): boolean {
  return (
    key === 0 ||
    key === WHITE_KNIGHT_ONLY ||
    key === WHITE_BISHOP_ONLY ||
    key === BLACK_KNIGHT_ONLY ||
    key === BLACK_BISHOP_ONLY
  );
}
