/**
 * Attack sets of every piece, and the lines between squares.
 *
 * King and knight attacks are table lookups. Sliding attacks use the "kindergarten" line lookup
 * rather than hyperbola quintessence or classical rays:
 *
 * - The occupancy of the slider's line (rank, file, diagonal or anti-diagonal) is gathered into
 *   one byte with a mask and one `Math.imul`, and a 512-byte table `FIRST_RANK_ATTACKS` gives the
 *   attacked positions along that line. The byte is then spread back onto the board with another
 *   multiply (diagonals) or a 16-entry table (files).
 * - Why: it is branch-free and needs only 32-bit operations, which suits the lo/hi split. Hyperbola
 *   quintessence needs 64-bit subtraction and byte swaps across the halves (a carry and several
 *   extra operations per line); classical rays need a data-dependent branch per direction to find
 *   the first blocker in the right half. Magic bitboards would need 64-bit multiplication (or
 *   ~800 KB of tables found at start-up). The price is one small extra table and less obvious code,
 *   so the formulas are explained next to each function; tests check them against naive rays.
 *
 * Hot code uses the functions that take occupancy as `occLo`/`occHi` and write into
 * `out[at]`, `out[at + 1]`, or the `...Lo`/`...Hi` lookups for leapers and lines. The
 * {@link SquareSet} versions are for everything else.
 *
 * @packageDocumentation
 */

import { SquareSet } from "./squareSet.ts";
import type { Square } from "./squares.ts";

const KING_ATTACKS = new Int32Array(128);
const KNIGHT_ATTACKS = new Int32Array(128);

/** Diagonal (a1-h8 direction) through each square, including the square: lo, hi. */
const DIAGONAL = new Int32Array(128);
/** Anti-diagonal (a8-h1 direction) through each square, including the square: lo, hi. */
const ANTI_DIAGONAL = new Int32Array(128);

/**
 * `FIRST_RANK_ATTACKS[file * 64 + inner]`: the squares (as a byte, bit = file) attacked along an
 * eight-square line by a slider on `file`, when the six inner squares of the line have occupancy
 * `inner` (bit i = square i + 1). The end squares' occupancy never matters: they are attacked or
 * shadowed whatever stands there.
 */
const FIRST_RANK_ATTACKS = new Uint8Array(8 * 64);

/** `FILE_SPREAD[nibble]`: bit i of the nibble moved to bit 8 * i (one file of a half). */
const FILE_SPREAD = new Int32Array(16);

/** Squares strictly between two aligned squares, `[(a * 64 + b) * 2]` lo, `+ 1` hi. */
const BETWEEN = new Int32Array(64 * 64 * 2);
/** The whole line through two aligned squares, edge to edge, both ends included. */
const RAY = new Int32Array(64 * 64 * 2);

function setBit(table: Int32Array, index: number, square: Square): void {
  table[index * 2 + (square >>> 5)]! |= 1 << square;
}

function onBoard(file: number, rank: number): boolean {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

const KING_STEPS = [-1, -1, -1, 0, -1, 1, 0, -1, 0, 1, 1, -1, 1, 0, 1, 1];
const KNIGHT_STEPS = [-2, -1, -2, 1, -1, -2, -1, 2, 1, -2, 1, 2, 2, -1, 2, 1];
const QUEEN_DIRECTIONS = [1, 0, 0, 1, 1, 1, 1, -1, -1, 0, 0, -1, -1, -1, -1, 1];

for (let sq = 0; sq < 64; sq++) {
  const file = sq & 7;
  const rank = sq >>> 3;
  for (let i = 0; i < 16; i += 2) {
    const kf = file + KING_STEPS[i]!;
    const kr = rank + KING_STEPS[i + 1]!;
    if (onBoard(kf, kr)) setBit(KING_ATTACKS, sq, kr * 8 + kf);
    const nf = file + KNIGHT_STEPS[i]!;
    const nr = rank + KNIGHT_STEPS[i + 1]!;
    if (onBoard(nf, nr)) setBit(KNIGHT_ATTACKS, sq, nr * 8 + nf);
  }
  for (let f = 0; f < 8; f++) {
    const diagonalRank = rank + f - file;
    if (diagonalRank >= 0 && diagonalRank < 8) setBit(DIAGONAL, sq, diagonalRank * 8 + f);
    const antiRank = rank - f + file;
    if (antiRank >= 0 && antiRank < 8) setBit(ANTI_DIAGONAL, sq, antiRank * 8 + f);
  }
}

for (let file = 0; file < 8; file++) {
  for (let inner = 0; inner < 64; inner++) {
    const occupied = inner << 1;
    let attacks = 0;
    for (let f = file + 1; f < 8; f++) {
      attacks |= 1 << f;
      if ((occupied >>> f) & 1) break;
    }
    for (let f = file - 1; f >= 0; f--) {
      attacks |= 1 << f;
      if ((occupied >>> f) & 1) break;
    }
    FIRST_RANK_ATTACKS[file * 64 + inner] = attacks;
  }
}

for (let nibble = 0; nibble < 16; nibble++) {
  for (let i = 0; i < 4; i++) if ((nibble >>> i) & 1) FILE_SPREAD[nibble]! |= 1 << (8 * i);
}

for (let a = 0; a < 64; a++) {
  for (let d = 0; d < 16; d += 2) {
    const df = QUEEN_DIRECTIONS[d]!;
    const dr = QUEEN_DIRECTIONS[d + 1]!;
    // Walk from a in direction (df, dr); every square b met is aligned with a.
    let f = (a & 7) + df;
    let r = (a >>> 3) + dr;
    let betweenLo = 0;
    let betweenHi = 0;
    while (onBoard(f, r)) {
      const b = r * 8 + f;
      const index = (a * 64 + b) * 2;
      BETWEEN[index] = betweenLo;
      BETWEEN[index + 1] = betweenHi;
      if (b < 32) betweenLo |= 1 << b;
      else betweenHi |= 1 << b;
      f += df;
      r += dr;
    }
    // The whole line: walk both ways from a, then store it for every b on the far side.
    let lineLo = 0;
    let lineHi = 0;
    for (const sign of [1, -1]) {
      for (let lf = a & 7, lr = a >>> 3; onBoard(lf, lr); lf += sign * df, lr += sign * dr) {
        const s = lr * 8 + lf;
        if (s < 32) lineLo |= 1 << s;
        else lineHi |= 1 << s;
      }
    }
    for (let bf = (a & 7) + df, br = (a >>> 3) + dr; onBoard(bf, br); bf += df, br += dr) {
      const index = (a * 64 + br * 8 + bf) * 2;
      RAY[index] = lineLo;
      RAY[index + 1] = lineHi;
    }
  }
}

/** Squares a bishop attacks from each square on an empty board: lo, hi. */
const BISHOP_RAYS = new Int32Array(128);
/** Squares a rook attacks from each square on an empty board: lo, hi. */
const ROOK_RAYS = new Int32Array(128);

for (let sq = 0; sq < 64; sq++) {
  const lo = sq < 32 ? 1 << sq : 0;
  const hi = sq < 32 ? 0 : 1 << sq;
  BISHOP_RAYS[sq * 2] = (DIAGONAL[sq * 2]! | ANTI_DIAGONAL[sq * 2]!) & ~lo;
  BISHOP_RAYS[sq * 2 + 1] = (DIAGONAL[sq * 2 + 1]! | ANTI_DIAGONAL[sq * 2 + 1]!) & ~hi;
  const rank = sq >>> 3;
  const rankLo = rank < 4 ? 0xff << (rank * 8) : 0;
  const rankHi = rank < 4 ? 0 : 0xff << (rank * 8);
  ROOK_RAYS[sq * 2] = (rankLo | (0x01010101 << (sq & 7))) & ~lo;
  ROOK_RAYS[sq * 2 + 1] = (rankHi | (0x01010101 << (sq & 7))) & ~hi;
}

/** King attacks from `square`, squares a1..h4 (lo half). */
export function kingAttacksLo(square: Square): number {
  return KING_ATTACKS[square * 2]!;
}

/** King attacks from `square`, squares a5..h8 (hi half). */
export function kingAttacksHi(square: Square): number {
  return KING_ATTACKS[square * 2 + 1]!;
}

/** Knight attacks from `square`, squares a1..h4 (lo half). */
export function knightAttacksLo(square: Square): number {
  return KNIGHT_ATTACKS[square * 2]!;
}

/** Knight attacks from `square`, squares a5..h8 (hi half). */
export function knightAttacksHi(square: Square): number {
  return KNIGHT_ATTACKS[square * 2 + 1]!;
}

/**
 * Writes the squares a bishop on `square` attacks, given the occupied squares `occLo`/`occHi`,
 * into `out[at]` (lo) and `out[at + 1]` (hi). Attacks include the first blocker in each direction,
 * whatever its colour.
 */
export function bishopAttacksInto(
  square: Square,
  occLo: number,
  occHi: number,
  out: Int32Array,
  at: number,
): void {
  const table = (square & 7) * 64;
  // A diagonal has one square per file, and a square's bit in its half is file + 8 * (rank % 4),
  // so the two masked halves can be OR-ed without collisions, and multiplying by 0x01010101 adds
  // the four bytes into the top byte without carries: that byte is the diagonal's occupancy by
  // file. Multiplying the attacked-files byte by 0x01010101 copies it to every rank, and the
  // diagonal mask keeps the right square of each.
  let mLo = DIAGONAL[square * 2]!;
  let mHi = DIAGONAL[square * 2 + 1]!;
  let line =
    FIRST_RANK_ATTACKS[
      table + ((Math.imul((occLo & mLo) | (occHi & mHi), 0x01010101) >>> 25) & 63)
    ]!;
  let spread = Math.imul(line, 0x01010101);
  const lo = spread & mLo;
  const hi = spread & mHi;
  mLo = ANTI_DIAGONAL[square * 2]!;
  mHi = ANTI_DIAGONAL[square * 2 + 1]!;
  line =
    FIRST_RANK_ATTACKS[
      table + ((Math.imul((occLo & mLo) | (occHi & mHi), 0x01010101) >>> 25) & 63)
    ]!;
  spread = Math.imul(line, 0x01010101);
  out[at] = lo | (spread & mLo);
  out[at + 1] = hi | (spread & mHi);
}

/**
 * Writes the squares a rook on `square` attacks, given the occupied squares `occLo`/`occHi`, into
 * `out[at]` (lo) and `out[at + 1]` (hi). Attacks include the first blocker in each direction.
 */
export function rookAttacksInto(
  square: Square,
  occLo: number,
  occHi: number,
  out: Int32Array,
  at: number,
): void {
  const file = square & 7;
  const rank = square >>> 3;
  // Rank: the rank is one byte of one half, so a shift isolates it.
  const shift = (rank & 3) * 8;
  const rankLine =
    FIRST_RANK_ATTACKS[file * 64 + (((rank < 4 ? occLo : occHi) >>> (shift + 1)) & 63)]! << shift;
  // File: bits file, file + 8, file + 16, file + 24 of a half, gathered into a nibble by a
  // multiply by 0x01020408 (the four partial products land on bits 24..27, the rest lower and
  // without carries); the attacked ranks are spread back with FILE_SPREAD.
  const fileOcc =
    (Math.imul((occLo >>> file) & 0x01010101, 0x01020408) >>> 24) |
    ((Math.imul((occHi >>> file) & 0x01010101, 0x01020408) >>> 24) << 4);
  const fileLine = FIRST_RANK_ATTACKS[rank * 64 + ((fileOcc >>> 1) & 63)]!;
  out[at] = (FILE_SPREAD[fileLine & 15]! << file) | (rank < 4 ? rankLine : 0);
  out[at + 1] = (FILE_SPREAD[fileLine >>> 4]! << file) | (rank < 4 ? 0 : rankLine);
}

/**
 * Writes the squares a queen on `square` attacks, given the occupied squares `occLo`/`occHi`, into
 * `out[at]` (lo) and `out[at + 1]` (hi).
 */
export function queenAttacksInto(
  square: Square,
  occLo: number,
  occHi: number,
  out: Int32Array,
  at: number,
): void {
  rookAttacksInto(square, occLo, occHi, out, at);
  const lo = out[at]!;
  const hi = out[at + 1]!;
  bishopAttacksInto(square, occLo, occHi, out, at);
  out[at]! |= lo;
  out[at + 1]! |= hi;
}

/** Squares a bishop on `square` would attack on an empty board (lo half). */
export function bishopRaysLo(square: Square): number {
  return BISHOP_RAYS[square * 2]!;
}

/** Squares a bishop on `square` would attack on an empty board (hi half). */
export function bishopRaysHi(square: Square): number {
  return BISHOP_RAYS[square * 2 + 1]!;
}

/** Squares a rook on `square` would attack on an empty board (lo half). */
export function rookRaysLo(square: Square): number {
  return ROOK_RAYS[square * 2]!;
}

/** Squares a rook on `square` would attack on an empty board (hi half). */
export function rookRaysHi(square: Square): number {
  return ROOK_RAYS[square * 2 + 1]!;
}

/** Squares strictly between `a` and `b` (lo half); 0 unless they share a line. */
export function betweenLo(a: Square, b: Square): number {
  return BETWEEN[(a * 64 + b) * 2]!;
}

/** Squares strictly between `a` and `b` (hi half); 0 unless they share a line. */
export function betweenHi(a: Square, b: Square): number {
  return BETWEEN[(a * 64 + b) * 2 + 1]!;
}

/** The whole line through `a` and `b`, both included (lo half); 0 unless they share a line. */
export function rayLo(a: Square, b: Square): number {
  return RAY[(a * 64 + b) * 2]!;
}

/** The whole line through `a` and `b`, both included (hi half); 0 unless they share a line. */
export function rayHi(a: Square, b: Square): number {
  return RAY[(a * 64 + b) * 2 + 1]!;
}

const scratch = new Int32Array(2);

/** Squares a king on `square` attacks. */
export function kingAttacks(square: Square): SquareSet {
  return new SquareSet(kingAttacksLo(square), kingAttacksHi(square));
}

/** Squares a knight on `square` attacks. */
export function knightAttacks(square: Square): SquareSet {
  return new SquareSet(knightAttacksLo(square), knightAttacksHi(square));
}

/** Squares a bishop on `square` attacks when `occupied` squares block. */
export function bishopAttacks(square: Square, occupied: SquareSet): SquareSet {
  bishopAttacksInto(square, occupied.lo, occupied.hi, scratch, 0);
  return new SquareSet(scratch[0]!, scratch[1]!);
}

/** Squares a rook on `square` attacks when `occupied` squares block. */
export function rookAttacks(square: Square, occupied: SquareSet): SquareSet {
  rookAttacksInto(square, occupied.lo, occupied.hi, scratch, 0);
  return new SquareSet(scratch[0]!, scratch[1]!);
}

/** Squares a queen on `square` attacks when `occupied` squares block. */
export function queenAttacks(square: Square, occupied: SquareSet): SquareSet {
  queenAttacksInto(square, occupied.lo, occupied.hi, scratch, 0);
  return new SquareSet(scratch[0]!, scratch[1]!);
}

/** Squares strictly between `a` and `b` on their common line; empty if they share none. */
export function between(a: Square, b: Square): SquareSet {
  return new SquareSet(betweenLo(a, b), betweenHi(a, b));
}

/**
 * The whole line (rank, file or diagonal) through `a` and `b`, from edge to edge, including both;
 * empty if they share no line or are the same square.
 */
export function ray(a: Square, b: Square): SquareSet {
  return new SquareSet(rayLo(a, b), rayHi(a, b));
}
