/**
 * A move is one int32, so that move lists are `Int32Array`s and nothing is allocated per move:
 *
 * | bits   | field                                           |
 * | ------ | ----------------------------------------------- |
 * | 0..5   | from square                                     |
 * | 6..11  | to square                                       |
 * | 12..15 | moving piece code                               |
 * | 16..19 | captured piece code, 0 when the move is quiet   |
 * | 20..31 | reserved (zero); promotions will go here        |
 *
 * Carrying the moving and captured pieces makes the move self-contained: `Position.unmake`
 * needs nothing else to put the board back. A legal move is never 0, so 0 can mean "no move".
 *
 * @packageDocumentation
 */

import type { Piece } from "./pieces.ts";
import type { Square } from "./squares.ts";

/** An encoded move (see the table above). */
export type Move = number;

/** Not a move: a placeholder for "none". */
export const NO_MOVE = 0;

/**
 * The most legal moves any pawnless position can have, with room to spare: a side with n pieces
 * has at most min(27 n, n (64 - n)) moves, which peaks below 1024. Move buffers hold this many
 * entries per ply.
 */
export const MAX_MOVES = 1024;

/** Encodes a move of `piece` from `from` to `to`, capturing `captured` (0 for none). */
export function encodeMove(from: Square, to: Square, piece: Piece, captured: Piece): Move {
  return from | (to << 6) | (piece << 12) | (captured << 16);
}

/** The square the move starts from. */
export function moveFrom(move: Move): Square {
  return move & 63;
}

/** The square the move goes to. */
export function moveTo(move: Move): Square {
  return (move >>> 6) & 63;
}

/** The code of the moving piece. */
export function movePiece(move: Move): Piece {
  return (move >>> 12) & 15;
}

/** The code of the captured piece, or 0 when the move captures nothing. */
export function moveCaptured(move: Move): Piece {
  return (move >>> 16) & 15;
}

/** Whether the move captures a piece. */
export function isCapture(move: Move): boolean {
  return (move & 0xf0000) !== 0;
}
