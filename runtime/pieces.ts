/**
 * Colours, roles and piece codes as small integers, so that they index typed arrays directly.
 *
 * A piece code is `colour << 3 | role`: white pieces are 1..6, black pieces 9..14, and 0 means an
 * empty square. Swapping the colour of a piece is `code ^ 8`; its role is `code & 7`; its colour is
 * `code >>> 3`. Codes stay below 16, so a code fits in 4 bits of a move and `code * 2` indexes the
 * lo/hi pair of its square set in `Position.pieces`.
 *
 * `PAWN` has a code so that the layout will not change when pawns arrive, but nothing in the
 * runtime accepts pawns yet.
 *
 * @packageDocumentation
 */

/** 0 for white, 1 for black. */
export type Colour = 0 | 1;

/** White: moves first, pieces written in upper case in FEN. */
export const WHITE = 0;
/** Black. */
export const BLACK = 1;

/** The other colour. */
export function opposite(colour: Colour): Colour {
  return (colour ^ 1) as Colour;
}

/** A role 1..6 (`PAWN` .. `KING`). */
export type Role = number;

/** Reserved: pawns are not supported yet. */
export const PAWN = 1;
/** Knight role. */
export const KNIGHT = 2;
/** Bishop role. */
export const BISHOP = 3;
/** Rook role. */
export const ROOK = 4;
/** Queen role. */
export const QUEEN = 5;
/** King role. */
export const KING = 6;

/** A piece code `colour << 3 | role`, or 0 (`NO_PIECE`) for an empty square. */
export type Piece = number;

/** The code of an empty square. */
export const NO_PIECE = 0;

/** The code of the piece with `colour` and `role`. */
export function makePiece(colour: Colour, role: Role): Piece {
  return (colour << 3) | role;
}

/** The role of a (non-empty) piece code. */
export function pieceRole(piece: Piece): Role {
  return piece & 7;
}

/** The colour of a (non-empty) piece code. */
export function pieceColour(piece: Piece): Colour {
  return (piece >>> 3) as Colour;
}

/** White knight. */
export const WHITE_KNIGHT = 2;
/** White bishop. */
export const WHITE_BISHOP = 3;
/** White rook. */
export const WHITE_ROOK = 4;
/** White queen. */
export const WHITE_QUEEN = 5;
/** White king. */
export const WHITE_KING = 6;
/** Black knight. */
export const BLACK_KNIGHT = 10;
/** Black bishop. */
export const BLACK_BISHOP = 11;
/** Black rook. */
export const BLACK_ROOK = 12;
/** Black queen. */
export const BLACK_QUEEN = 13;
/** Black king. */
export const BLACK_KING = 14;

/** Upper-case letters by role (index 0 unused): the FEN and SAN letters of white pieces. */
const ROLE_LETTERS = " PNBRQK";

/** The upper-case letter of `role` (`N` for knight), as used in SAN and signatures. */
export function roleLetter(role: Role): string {
  return ROLE_LETTERS[role]!;
}

/** The role of an upper-case piece letter (`"N"` → `KNIGHT`), or 0 when it is not one. */
export function roleOfLetter(letter: string): Role {
  const role = letter.length === 1 ? ROLE_LETTERS.indexOf(letter) : -1;
  return role > 0 ? role : 0;
}

/** The FEN letter of a piece code: upper case for white, lower case for black. */
export function pieceLetter(piece: Piece): string {
  const letter = ROLE_LETTERS[piece & 7]!;
  return piece >>> 3 === WHITE ? letter : letter.toLowerCase();
}

/** The piece code of a FEN letter (`"n"` → `BLACK_KNIGHT`), or 0 when it is not one. */
export function pieceOfLetter(letter: string): Piece {
  const upper = letter.toUpperCase();
  const role = roleOfLetter(upper);
  if (role === 0) return NO_PIECE;
  return makePiece(letter === upper ? WHITE : BLACK, role);
}

/** Lower-case colour name, as used in messages: `"white"` or `"black"`. */
export function colourName(colour: Colour): string {
  return colour === WHITE ? "white" : "black";
}
