/**
 * One byte per table entry, always from the point of view of the side to move:
 *
 * | byte          | meaning                                                         |
 * | ------------- | --------------------------------------------------------------- |
 * | `0x00`        | draw (with best play; includes stalemate)                       |
 * | `0x01`-`0x7e` | the side to move mates in `n` moves, `n` = the byte             |
 * | `0x80`-`0xfe` | the side to move is mated in `n` moves, `n` = byte - 0x80;      |
 * |               | `0x80` is "checkmated now"                                      |
 * | `0xff`        | broken: not a legal position (men share a square, or the king   |
 * |               | of the side not to move is in check)                            |
 *
 * "Mates in n" counts the winner's moves including the mating one; "mated in n" counts the
 * winner's moves still to come. So a position lost in `n` has every move leading to a win in at
 * most `n`, and at least one to a win in exactly `n`.
 *
 * @packageDocumentation
 */

/** A draw. */
export const DRAW_BYTE = 0x00;
/** A broken entry (illegal position). */
export const BROKEN_BYTE = 0xff;
/** The longest distance a byte can hold, in moves. */
export const MAX_DEPTH = 0x7e;

const LOSS_BASE = 0x80;

/** The byte for "the side to move mates in `n`" (1 ≤ n ≤ 126). */
export function winIn(n: number): number {
  return n;
}

/** The byte for "the side to move is mated in `n`" (0 ≤ n ≤ 126; 0 = checkmated now). */
export function lossIn(n: number): number {
  return LOSS_BASE + n;
}

/** Whether `v` is a win for the side to move. */
export function isWin(v: number): boolean {
  return v > 0 && v < LOSS_BASE;
}

/** Whether `v` is a loss for the side to move. */
export function isLoss(v: number): boolean {
  return v >= LOSS_BASE && v !== BROKEN_BYTE;
}

/** The distance to mate of a win or loss byte, in moves; 0 for draws and broken entries. */
export function depthOf(v: number): number {
  if (v === BROKEN_BYTE) return 0;
  return v >= LOSS_BASE ? v - LOSS_BASE : v;
}

/** `"win"`, `"draw"`, `"loss"` or `"broken"`. */
export function outcomeName(v: number): "win" | "draw" | "loss" | "broken" {
  if (v === BROKEN_BYTE) return "broken";
  if (v === DRAW_BYTE) return "draw";
  return v >= LOSS_BASE ? "loss" : "win";
}
