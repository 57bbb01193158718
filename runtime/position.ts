/**
 * The mutable position: board, square sets, side to move and Zobrist hash, updated in place by
 * `make` and restored exactly by `unmake`.
 *
 * Search, perft, table generation and generated recognizers all read the public typed-array
 * fields directly, so their layout is part of the API:
 *
 * - `board[square]`: piece code on each square (0 when empty).
 * - `pieces[code * 2]`, `pieces[code * 2 + 1]`: lo/hi square set of each piece code, e.g.
 *   `pieces[WHITE_KNIGHT * 2]` holds the white knights on a1..h4.
 * - `colours[colour * 2]`, `colours[colour * 2 + 1]`: lo/hi occupancy of each colour.
 * - `occupied[0]`, `occupied[1]`: lo/hi occupancy of the whole board.
 * - `kings[colour]`: the king square of each colour.
 *
 * A square's half is `square >>> 5` and its bit is `1 << square` (JavaScript shifts mod 32), so a
 * piece is added or removed with `set[index * 2 + (square >>> 5)] ^= 1 << square`, without a
 * branch on the half.
 *
 * Only `make` and `unmake` are meant for hot paths. The builders (`put`, `remove`, `setTurn`)
 * keep every field consistent, including the hash, but are not tuned; legality (one king each,
 * kings apart, side not to move not in check) is checked by `validate.ts`, not here.
 *
 * @packageDocumentation
 */

import { type Colour, BLACK, KING, NO_PIECE, type Piece, WHITE } from "./pieces.ts";
import type { Move } from "./move.ts";
import type { Square } from "./squares.ts";
import { ZOBRIST_BLACK_HI, ZOBRIST_BLACK_LO, ZOBRIST_PIECE_SQUARE } from "./zobrist.ts";

/** Entries per ply in the undo history: halfmove clock, hash lo, hash hi before the move. */
const HISTORY_STRIDE = 3;

/** A chess position without pawns, castling or en passant. */
export class Position {
  /** Piece code on each square, 0 (`NO_PIECE`) when empty. Read-only outside this class. */
  readonly board = new Int8Array(64);
  /** Square set of each piece code: `[code * 2]` lo, `[code * 2 + 1]` hi. Read-only. */
  readonly pieces = new Int32Array(32);
  /** Occupancy of each colour: `[colour * 2]` lo, `[colour * 2 + 1]` hi. Read-only. */
  readonly colours = new Int32Array(4);
  /** Occupancy of the whole board: `[0]` lo, `[1]` hi. Read-only. */
  readonly occupied = new Int32Array(2);
  /** King square of each colour, -1 while a colour has no king (only during set-up). */
  readonly kings = new Int8Array([-1, -1]);
  /** Side to move: 0 white, 1 black. */
  turn: Colour = WHITE;
  /** Lo half of the 64-bit Zobrist hash of pieces and side to move. */
  hashLo = 0;
  /** Hi half of the 64-bit Zobrist hash. */
  hashHi = 0;
  /** Plies since the last capture (pawnless chess has no other irreversible move). */
  halfmoves = 0;
  /** Fullmove number: starts at 1 and increases after each black move. */
  fullmoves = 1;
  /** Number of moves made and not yet unmade. */
  ply = 0;
  /** Per made move: halfmove clock, hash lo and hash hi from before it. */
  private history = new Int32Array(256 * HISTORY_STRIDE);

  /** An empty board, white to move, counters 0 and 1. */
  static empty(): Position {
    return new Position();
  }

  /** Empties the board and resets turn, counters and history. */
  clear(): void {
    this.board.fill(0);
    this.pieces.fill(0);
    this.colours.fill(0);
    this.occupied.fill(0);
    this.kings.fill(-1);
    this.turn = WHITE;
    this.hashLo = 0;
    this.hashHi = 0;
    this.halfmoves = 0;
    this.fullmoves = 1;
    this.ply = 0;
  }

  /** Puts `piece` on `square`, replacing whatever stood there. Not for hot paths. */
  put(square: Square, piece: Piece): void {
    this.remove(square);
    if (piece === NO_PIECE) return;
    this.toggle(square, piece);
    this.board[square] = piece;
    if ((piece & 7) === KING) this.kings[piece >>> 3] = square;
  }

  /** Removes and returns the piece on `square` (0 when it was empty). Not for hot paths. */
  remove(square: Square): Piece {
    const piece = this.board[square]!;
    if (piece === NO_PIECE) return piece;
    this.toggle(square, piece);
    this.board[square] = NO_PIECE;
    if ((piece & 7) === KING && this.kings[piece >>> 3] === square) {
      // Another king of that colour (an illegal set-up) takes over, so `kings` stays meaningful.
      const lo = this.pieces[piece * 2]!;
      const hi = this.pieces[piece * 2 + 1]!;
      this.kings[piece >>> 3] =
        lo !== 0 ? 31 - Math.clz32(lo & -lo) : hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
    }
    return piece;
  }

  /** Sets the side to move, keeping the hash in step. */
  setTurn(colour: Colour): void {
    if (colour !== this.turn) {
      this.hashLo ^= ZOBRIST_BLACK_LO;
      this.hashHi ^= ZOBRIST_BLACK_HI;
      this.turn = colour;
    }
  }

  /** Flips the bit of `square` in every set `piece` belongs to, and XORs its Zobrist key. */
  private toggle(square: Square, piece: Piece): void {
    const half = square >>> 5;
    const bit = 1 << square;
    this.pieces[piece * 2 + half]! ^= bit;
    this.colours[(piece >>> 3) * 2 + half]! ^= bit;
    this.occupied[half]! ^= bit;
    const key = (piece * 64 + square) * 2;
    this.hashLo ^= ZOBRIST_PIECE_SQUARE[key]!;
    this.hashHi ^= ZOBRIST_PIECE_SQUARE[key + 1]!;
  }

  /**
   * Plays `move`, which must be legal in this position (as produced by `generateMoves` or a
   * move parser). Allocation-free; O(1).
   */
  make(move: Move): void {
    const from = move & 63;
    const to = (move >>> 6) & 63;
    const piece = (move >>> 12) & 15;
    const captured = (move >>> 16) & 15;
    const us = this.turn;

    let h = this.ply * HISTORY_STRIDE;
    if (h === this.history.length) this.growHistory();
    const history = this.history;
    history[h] = this.halfmoves;
    history[h + 1] = this.hashLo;
    history[h + 2] = this.hashHi;
    this.ply++;

    const board = this.board;
    const pieces = this.pieces;
    const colours = this.colours;
    const fromHalf = from >>> 5;
    const fromBit = 1 << from;
    const toHalf = to >>> 5;
    const toBit = 1 << to;
    board[from] = 0;
    board[to] = piece;
    pieces[piece * 2 + fromHalf]! ^= fromBit;
    pieces[piece * 2 + toHalf]! ^= toBit;
    colours[us * 2 + fromHalf]! ^= fromBit;
    colours[us * 2 + toHalf]! ^= toBit;
    this.occupied[fromHalf]! ^= fromBit;
    h = (piece * 64 + from) * 2;
    let hashLo = this.hashLo ^ ZOBRIST_PIECE_SQUARE[h]! ^ ZOBRIST_BLACK_LO;
    let hashHi = this.hashHi ^ ZOBRIST_PIECE_SQUARE[h + 1]! ^ ZOBRIST_BLACK_HI;
    h = (piece * 64 + to) * 2;
    hashLo ^= ZOBRIST_PIECE_SQUARE[h]!;
    hashHi ^= ZOBRIST_PIECE_SQUARE[h + 1]!;
    if (captured !== 0) {
      pieces[captured * 2 + toHalf]! ^= toBit;
      colours[(us ^ 1) * 2 + toHalf]! ^= toBit;
      h = (captured * 64 + to) * 2;
      hashLo ^= ZOBRIST_PIECE_SQUARE[h]!;
      hashHi ^= ZOBRIST_PIECE_SQUARE[h + 1]!;
      this.halfmoves = 0;
    } else {
      this.occupied[toHalf]! ^= toBit;
      this.halfmoves++;
    }
    this.hashLo = hashLo;
    this.hashHi = hashHi;
    if ((piece & 7) === KING) this.kings[us] = to;
    if (us === BLACK) this.fullmoves++;
    this.turn = (us ^ 1) as Colour;
  }

  /** Takes back `move`, which must be the last move made and not yet unmade. Allocation-free. */
  unmake(move: Move): void {
    const from = move & 63;
    const to = (move >>> 6) & 63;
    const piece = (move >>> 12) & 15;
    const captured = (move >>> 16) & 15;
    const us = (this.turn ^ 1) as Colour;

    const board = this.board;
    const pieces = this.pieces;
    const colours = this.colours;
    const fromHalf = from >>> 5;
    const fromBit = 1 << from;
    const toHalf = to >>> 5;
    const toBit = 1 << to;
    board[from] = piece;
    board[to] = captured;
    pieces[piece * 2 + fromHalf]! ^= fromBit;
    pieces[piece * 2 + toHalf]! ^= toBit;
    colours[us * 2 + fromHalf]! ^= fromBit;
    colours[us * 2 + toHalf]! ^= toBit;
    this.occupied[fromHalf]! ^= fromBit;
    if (captured !== 0) {
      pieces[captured * 2 + toHalf]! ^= toBit;
      colours[(us ^ 1) * 2 + toHalf]! ^= toBit;
    } else {
      this.occupied[toHalf]! ^= toBit;
    }
    if ((piece & 7) === KING) this.kings[us] = from;
    if (us === BLACK) this.fullmoves--;
    this.turn = us;

    const h = --this.ply * HISTORY_STRIDE;
    const history = this.history;
    this.halfmoves = history[h]!;
    this.hashLo = history[h + 1]!;
    this.hashHi = history[h + 2]!;
  }

  private growHistory(): void {
    const bigger = new Int32Array(this.history.length * 2);
    bigger.set(this.history);
    this.history = bigger;
  }

  /**
   * Whether the current position (same pieces, same side to move) occurred before since the last
   * capture, among the moves made on this object. A search treats such a position as a draw.
   */
  isRepetition(): boolean {
    const history = this.history;
    const oldest = Math.max(0, this.ply - this.halfmoves);
    // Only positions with the same side to move can repeat: step back two plies at a time.
    for (let ply = this.ply - 2; ply >= oldest; ply -= 2) {
      const h = ply * HISTORY_STRIDE;
      if (history[h + 1] === this.hashLo && history[h + 2] === this.hashHi) return true;
    }
    return false;
  }

  /**
   * Recomputes the Zobrist hash from the pieces and side to move, and stores it. The incremental
   * updates never need this; it exists for set-up code and for tests that check those updates.
   */
  rehash(): void {
    let lo = this.turn === BLACK ? ZOBRIST_BLACK_LO : 0;
    let hi = this.turn === BLACK ? ZOBRIST_BLACK_HI : 0;
    for (let square = 0; square < 64; square++) {
      const key = (this.board[square]! * 64 + square) * 2;
      lo ^= ZOBRIST_PIECE_SQUARE[key]!;
      hi ^= ZOBRIST_PIECE_SQUARE[key + 1]!;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /**
   * Makes this position a copy of `other`, history included, reusing this object's arrays
   * (no allocation unless `other` has a longer history). Returns `this`.
   */
  set(other: Position): this {
    this.board.set(other.board);
    this.pieces.set(other.pieces);
    this.colours.set(other.colours);
    this.occupied.set(other.occupied);
    this.kings.set(other.kings);
    this.turn = other.turn;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
    this.halfmoves = other.halfmoves;
    this.fullmoves = other.fullmoves;
    this.ply = other.ply;
    const used = other.ply * HISTORY_STRIDE;
    if (this.history.length < used) this.history = new Int32Array(other.history.length);
    this.history.set(other.history.subarray(0, used));
    return this;
  }

  /** A new, independent copy of this position, history included. Not for hot paths. */
  clone(): Position {
    return new Position().set(this);
  }

  /**
   * Whether `other` has the same pieces on the same squares, side to move, hash and counters
   * (the history of made moves is not compared).
   */
  equals(other: Position): boolean {
    for (let square = 0; square < 64; square++) {
      if (this.board[square] !== other.board[square]) return false;
    }
    for (let i = 0; i < 32; i++) if (this.pieces[i] !== other.pieces[i]) return false;
    for (let i = 0; i < 4; i++) if (this.colours[i] !== other.colours[i]) return false;
    return (
      this.occupied[0] === other.occupied[0] &&
      this.occupied[1] === other.occupied[1] &&
      this.kings[WHITE] === other.kings[WHITE] &&
      this.kings[BLACK] === other.kings[BLACK] &&
      this.turn === other.turn &&
      this.hashLo === other.hashLo &&
      this.hashHi === other.hashHi &&
      this.halfmoves === other.halfmoves &&
      this.fullmoves === other.fullmoves
    );
  }
}
