/**
 * FEN parsing and printing for pawnless positions.
 *
 * Input: piece placement, side to move, castling rights, en passant square, and optionally the
 * halfmove clock and fullmove number (default `0 1`). Castling rights and en passant must be `-`:
 * without pawns neither can arise (castling could, but we do not support it). Fields may be
 * separated by any run of whitespace; leading and trailing whitespace is ignored.
 *
 * Error messages have one format, so that people and scripts can rely on it:
 *
 * - `FEN field N (NAME): WHAT IS WRONG` when a field is to blame, with N from 1 to 6 and NAME
 *   one of `piece placement`, `side to move`, `castling rights`, `en passant`,
 *   `halfmove clock`, `fullmove number`; e.g.
 *   `FEN field 1 (piece placement): rank 8 has 9 squares, expected 8`.
 * - `FEN: WHAT IS WRONG` when no single field is (the string is empty, or has the wrong number
 *   of fields).
 *
 * Legality problems are reported against the field that states them: king count, adjacent kings
 * and pawns against field 1; the side not to move being in check against field 2.
 *
 * @packageDocumentation
 */

import { ChessInputError } from "./errors.ts";
import { BLACK, type Colour, PAWN, pieceLetter, pieceOfLetter, WHITE } from "./pieces.ts";
import { Position } from "./position.ts";
import { findIllegality } from "./validate.ts";

/** A FEN field number, 1 (piece placement) to 6 (fullmove number). */
export type FenField = 1 | 2 | 3 | 4 | 5 | 6;

/** The names of the FEN fields used in messages, by field number (index 0 unused). */
export const FEN_FIELD_NAMES: readonly string[] = [
  "",
  "piece placement",
  "side to move",
  "castling rights",
  "en passant",
  "halfmove clock",
  "fullmove number",
];

/** A FEN that cannot be read or describes an illegal position. */
export class FenError extends ChessInputError {
  /**
   * @param field - the field to blame, or `undefined` when the FEN as a whole is wrong
   * @param reason - what is wrong, without the `FEN field N (name): ` prefix
   */
  constructor(
    readonly field: FenField | undefined,
    readonly reason: string,
  ) {
    super(
      field === undefined
        ? `FEN: ${reason}`
        : `FEN field ${field} (${FEN_FIELD_NAMES[field]}): ${reason}`,
    );
  }
}

/** The outcome of {@link tryParseFen}: a position or the reason there is none. */
export type FenResult =
  | { readonly ok: true; readonly position: Position }
  | { readonly ok: false; readonly error: FenError };

/** The standard starting FEN of the default position shown by `patc moves`. */
export const DEFAULT_FEN = "8/8/8/8/8/8/2k5/KNB5 w - - 0 1";

/** Shows a field's text in a message: quoted, and shortened when very long. */
function quote(text: string): string {
  return `'${text.length > 20 ? `${text.slice(0, 20)}...` : text}'`;
}

function parsePlacement(placement: string, pos: Position): void {
  const ranks = placement.split("/");
  if (ranks.length !== 8) {
    throw new FenError(1, `has ${ranks.length} ranks, expected 8`);
  }
  for (let i = 0; i < 8; i++) {
    const rank = 7 - i;
    const text = ranks[i]!;
    let file = 0;
    let previousDigit = false;
    for (const char of text) {
      if (char >= "1" && char <= "8") {
        if (previousDigit) {
          throw new FenError(1, `rank ${rank + 1} has two digits in a row ('${text}')`);
        }
        file += char.charCodeAt(0) - 48;
        previousDigit = true;
        continue;
      }
      previousDigit = false;
      const piece = pieceOfLetter(char);
      if (piece === 0) {
        throw new FenError(1, `unexpected character ${quote(char)} in rank ${rank + 1}`);
      }
      if ((piece & 7) === PAWN) throw new FenError(1, "pawns are not supported yet");
      if (file < 8) pos.put(rank * 8 + file, piece);
      file++;
    }
    if (file !== 8) {
      throw new FenError(1, `rank ${rank + 1} has ${file} squares, expected 8`);
    }
  }
}

function parseCounter(text: string, field: 5 | 6): number {
  const minimum = field === 5 ? 0 : 1;
  const what = field === 5 ? "a whole number (0 or more)" : "a whole number (1 or more)";
  if (!/^[0-9]+$/.test(text)) throw new FenError(field, `expected ${what}, found ${quote(text)}`);
  const value = Number(text);
  if (value < minimum) throw new FenError(field, `expected ${what}, found ${quote(text)}`);
  if (value > 0x7fffffff) throw new FenError(field, `${quote(text)} is too large`);
  return value;
}

/**
 * Reads a FEN into a new position, or into `into` (which is cleared first) to avoid allocating.
 * Throws a {@link FenError} whose message names the field and the problem when the FEN is
 * malformed or the position is illegal; `into` then holds a partial position, not to be used.
 */
export function parseFen(fen: string, into: Position = new Position()): Position {
  const fields = fen.trim().split(/\s+/);
  if (fields[0] === "") throw new FenError(undefined, "empty string, expected a position");
  if (fields.length < 4 || fields.length > 6) {
    const plural = fields.length === 1 ? "" : "s";
    throw new FenError(undefined, `has ${fields.length} field${plural}, expected 4 to 6`);
  }
  const [placement, turn, castling, enPassant, halfmoves, fullmoves] = fields as [
    string,
    string,
    string,
    string,
    string | undefined,
    string | undefined,
  ];
  const pos = into;
  pos.clear();
  parsePlacement(placement, pos);
  if (turn !== "w" && turn !== "b") {
    throw new FenError(2, `expected 'w' or 'b', found ${quote(turn)}`);
  }
  pos.setTurn(turn === "w" ? WHITE : BLACK);
  if (castling !== "-") {
    throw new FenError(3, `castling is not supported, expected '-', found ${quote(castling)}`);
  }
  if (enPassant !== "-") {
    throw new FenError(4, `en passant is not supported, expected '-', found ${quote(enPassant)}`);
  }
  pos.halfmoves = halfmoves === undefined ? 0 : parseCounter(halfmoves, 5);
  pos.fullmoves = fullmoves === undefined ? 1 : parseCounter(fullmoves, 6);
  const illegality = findIllegality(pos);
  if (illegality) throw new FenError(illegality.field, illegality.reason);
  return pos;
}

/** Like {@link parseFen}, but returns the error as a value instead of throwing it. */
export function tryParseFen(fen: string, into?: Position): FenResult {
  try {
    return { ok: true, position: parseFen(fen, into) };
  } catch (error) {
    if (error instanceof FenError) return { ok: false, error };
    throw error;
  }
}

/**
 * The piece placement field of `pos`, e.g. `"8/8/8/8/8/8/2k5/KNB5"`: of a position, or of any
 * board of piece codes (`patc explain --lets` writes the normalised board this way).
 */
export function makePlacement(pos: { readonly board: ArrayLike<number> }): string {
  let result = "";
  for (let rank = 7; rank >= 0; rank--) {
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = pos.board[rank * 8 + file]!;
      if (piece === 0) {
        empty++;
        continue;
      }
      if (empty > 0) result += empty;
      empty = 0;
      result += pieceLetter(piece);
    }
    if (empty > 0) result += empty;
    if (rank > 0) result += "/";
  }
  return result;
}

/** The FEN letter of a side to move. */
function turnLetter(turn: Colour): string {
  return turn === WHITE ? "w" : "b";
}

/**
 * The FEN of `pos`. With `counters: false` it stops after the en passant field (four fields,
 * which identify the position regardless of move numbers).
 */
export function makeFen(pos: Position, options: { counters?: boolean } = {}): string {
  const fen = `${makePlacement(pos)} ${turnLetter(pos.turn)} - -`;
  return options.counters === false ? fen : `${fen} ${pos.halfmoves} ${pos.fullmoves}`;
}
