/**
 * Legality of a set-up position, independent of how it was written down: exactly one king per
 * side, kings not adjacent, the side not to move not in check, and no pawns (not supported yet).
 * Every other part of the runtime may assume these hold.
 *
 * @packageDocumentation
 */

import { kingAttacksHi, kingAttacksLo } from "./attacks.ts";
import { isAttacked } from "./movegen.ts";
import { BLACK, type Colour, colourName, KING, makePiece, PAWN, WHITE } from "./pieces.ts";
import type { Position } from "./position.ts";
import { popcount } from "./squareSet.ts";
import { squareName } from "./squares.ts";

/**
 * What makes a position illegal, and which FEN field it belongs to: 1 (piece placement) for
 * problems with the pieces, 2 (side to move) when the wrong side is in check.
 */
export interface Illegality {
  /** The FEN field to blame: 1 piece placement, 2 side to move. */
  readonly field: 1 | 2;
  /** What is wrong, in words, e.g. `"white has 2 kings, expected exactly one"`. */
  readonly reason: string;
}

/** The first reason `pos` is not a legal pawnless position, or `undefined` when it is legal. */
export function findIllegality(pos: Position): Illegality | undefined {
  const pieces = pos.pieces;
  for (const colour of [WHITE, BLACK] as const) {
    const pawn = makePiece(colour, PAWN);
    if ((pieces[pawn * 2]! | pieces[pawn * 2 + 1]!) !== 0) {
      return { field: 1, reason: "pawns are not supported yet" };
    }
  }
  for (const colour of [WHITE, BLACK] as const) {
    const king = makePiece(colour, KING);
    const count = popcount(pieces[king * 2]!, pieces[king * 2 + 1]!);
    if (count === 0) return { field: 1, reason: `${colourName(colour)} has no king` };
    if (count > 1) {
      return { field: 1, reason: `${colourName(colour)} has ${count} kings, expected exactly one` };
    }
  }
  const white = pos.kings[WHITE]!;
  const black = pos.kings[BLACK]!;
  const blackBit = 1 << black;
  if (((black < 32 ? kingAttacksLo(white) : kingAttacksHi(white)) & blackBit) !== 0) {
    return {
      field: 1,
      reason: `the kings are adjacent (${squareName(white)} and ${squareName(black)})`,
    };
  }
  const waiting = (pos.turn ^ 1) as Colour;
  const waitingKing = pos.kings[waiting]!;
  if (isAttacked(pos, waitingKing, pos.turn)) {
    return {
      field: 2,
      reason:
        `${colourName(pos.turn)} is to move, but the ${colourName(waiting)} king on ` +
        `${squareName(waitingKing)} is in check`,
    };
  }
  return undefined;
}

/** Whether `pos` is a legal pawnless position (see {@link findIllegality}). */
export function isLegalPosition(pos: Position): boolean {
  return findIllegality(pos) === undefined;
}
