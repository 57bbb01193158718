/**
 * Moves as text: UCI (`b1c3`) and SAN (`Nc3`, `Nbd2`, `Qxe7+`, `Rh8#`), both for output and for
 * reading what a person typed. Off the hot path: these allocate strings and generate the legal
 * moves of the position to resolve or disambiguate.
 *
 * Reading is lenient where it costs nothing (a missing or superfluous `x`, `+`, `#`, `!` or `?`
 * is ignored) and strict where it matters (the move must be legal and unambiguous). Failures are
 * {@link MoveError}s whose message reads `move 'TEXT': WHAT IS WRONG`.
 *
 * @packageDocumentation
 */

import { ChessInputError } from "./errors.ts";
import { MAX_MOVES, type Move, moveFrom, movePiece, moveTo } from "./move.ts";
import { generateMoves, inCheck, legalMoveCount } from "./movegen.ts";
import { KING, roleLetter, roleOfLetter } from "./pieces.ts";
import type { Position } from "./position.ts";
import { parseSquare, squareName } from "./squares.ts";

/** A move that cannot be read, is illegal, or is ambiguous in the position. */
export class MoveError extends ChessInputError {
  /**
   * @param text - what was typed
   * @param reason - what is wrong with it
   */
  constructor(
    readonly text: string,
    readonly reason: string,
  ) {
    super(`move '${text}': ${reason}`);
  }
}

const buffer = new Int32Array(MAX_MOVES);

/** The UCI form of `move`: from and to squares, e.g. `"b1c3"`. */
export function moveToUci(move: Move): string {
  return squareName(moveFrom(move)) + squareName(moveTo(move));
}

/** The check suffix of `move` in `pos`: `"#"` for mate, `"+"` for check, `""` otherwise. */
function checkSuffix(pos: Position, move: Move): string {
  pos.make(move);
  const suffix = inCheck(pos) ? (legalMoveCount(pos) === 0 ? "#" : "+") : "";
  pos.unmake(move);
  return suffix;
}

/**
 * The SAN of the legal `move` in `pos`, with the minimal disambiguation (file, else rank, else
 * both) and a `+` or `#` suffix. `pos` is left as it was.
 */
export function moveToSan(pos: Position, move: Move): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const piece = movePiece(move);
  let san = roleLetter(piece & 7);
  if ((piece & 7) !== KING) {
    const end = generateMoves(pos, buffer, 0);
    let others = false;
    let sameFile = false;
    let sameRank = false;
    for (let i = 0; i < end; i++) {
      const other = buffer[i]!;
      if (other === move || moveTo(other) !== to || movePiece(other) !== piece) continue;
      others = true;
      if ((moveFrom(other) & 7) === (from & 7)) sameFile = true;
      if (moveFrom(other) >>> 3 === from >>> 3) sameRank = true;
    }
    if (others) {
      const name = squareName(from);
      san += !sameFile ? name[0] : !sameRank ? name[1] : name;
    }
  }
  if (pos.board[to] !== 0) san += "x";
  return san + squareName(to) + checkSuffix(pos, move);
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;
const SAN = /^([KQRBN])([a-h])?([1-8])?x?([a-h][1-8])[+#]?[!?]*$/;

/** Reads a UCI move (`"b1c3"`) and returns the legal move it names; throws a {@link MoveError}. */
export function parseUci(pos: Position, text: string): Move {
  const match = UCI.exec(text);
  if (!match) throw new MoveError(text, "not a UCI move (expected e.g. 'b1c3')");
  if (match[3]) throw new MoveError(text, "promotions are not supported (no pawns)");
  const from = parseSquare(match[1]!);
  const to = parseSquare(match[2]!);
  const end = generateMoves(pos, buffer, 0);
  for (let i = 0; i < end; i++) {
    const move = buffer[i]!;
    if (moveFrom(move) === from && moveTo(move) === to) return move;
  }
  throw new MoveError(text, "not a legal move in this position");
}

/** Reads a SAN move (`"Nc3"`, `"Rxa8+"`) and returns the legal move it names; throws a {@link MoveError}. */
export function parseSan(pos: Position, text: string): Move {
  if (/^[O0]-[O0](-[O0])?[+#]?$/.test(text)) {
    throw new MoveError(text, "castling is not supported");
  }
  const match = SAN.exec(text);
  if (!match) {
    const reason = /^[a-h]/.test(text)
      ? "pawn moves are not supported (pieces are written K, Q, R, B, N)"
      : "not a SAN move (expected e.g. 'Nc3' or 'Rxa8+')";
    throw new MoveError(text, reason);
  }
  const role = roleOfLetter(match[1]!);
  const file = match[2] ? match[2].charCodeAt(0) - 97 : -1;
  const rank = match[3] ? match[3].charCodeAt(0) - 49 : -1;
  const to = parseSquare(match[4]!);
  const end = generateMoves(pos, buffer, 0);
  const matches: Move[] = [];
  for (let i = 0; i < end; i++) {
    const move = buffer[i]!;
    const from = moveFrom(move);
    if (moveTo(move) !== to || (movePiece(move) & 7) !== role) continue;
    if ((file >= 0 && (from & 7) !== file) || (rank >= 0 && from >>> 3 !== rank)) continue;
    matches.push(move);
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new MoveError(text, "not a legal move in this position");
  throw new MoveError(
    text,
    `ambiguous, could be ${matches.map((move) => moveToSan(pos, move)).join(" or ")}`,
  );
}

/**
 * Reads a move typed in either UCI (`"b1c3"`) or SAN (`"Nc3"`) and returns the legal move it
 * names. Throws a {@link MoveError} when it is neither, illegal or ambiguous.
 */
export function parseMove(pos: Position, text: string): Move {
  const trimmed = text.trim();
  return UCI.test(trimmed) ? parseUci(pos, trimmed) : parseSan(pos, trimmed);
}
