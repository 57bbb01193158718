/**
 * The 16 symmetries of a pawnless position and its canonical form.
 *
 * Without pawns and castling, a position keeps its meaning under the 8 symmetries of the board
 * (the dihedral group: mirrors and rotations) and under a colour swap (every piece changes colour,
 * the board is mirrored top-bottom, the other side moves). A **transform** is a number 0..15 whose
 * bits say what to do, in this order:
 *
 * | bit | value | step                                          |
 * | --- | ----- | --------------------------------------------- |
 * | 2   | 4     | mirror in the a1-h8 diagonal (b1 ↔ a2)        |
 * | 0   | 1     | mirror files (a ↔ h)                          |
 * | 1   | 2     | mirror ranks (1 ↔ 8)                          |
 * | 3   | 8     | colour swap (which also mirrors ranks)        |
 *
 * so 0 is the identity, 3 the 180° rotation, 5 the quarter turn anticlockwise, 6 the quarter turn
 * clockwise, 7 the mirror in the a8-h1 diagonal, and 8..15 the same followed by a colour swap.
 * {@link TRANSFORMED_SQUARE} tabulates every transform square by square, as an `Int8Array`, so
 * other code can apply them without allocating; the square-set versions use bit twiddling and
 * agree with the table.
 *
 * **Canonical form.** Among the 16 images of a position, the canonical one is the least under
 * this order: first the strong side (see `material.ts`) is white; then, if both sides have the
 * same pieces, white is to move; then the square sets of white king, black king, white Q, R, B,
 * N and black Q, R, B, N compared in that order as unsigned 64-bit numbers (so the white king
 * lands on the lowest square it can reach, in the a1-d1-d4 triangle). The canonical transform is
 * the least transform number reaching it, so it is unique. Two positions have the same
 * canonical form exactly when one is a transform of the other.
 *
 * @packageDocumentation
 */

import {
  BISHOP,
  BLACK,
  type Colour,
  KING,
  KNIGHT,
  makePiece,
  QUEEN,
  ROOK,
  WHITE,
} from "./pieces.ts";
import { Position } from "./position.ts";
import { makeFen, makePlacement } from "./fen.ts";
import { compareMaterial } from "./material.ts";
import { flipDiagonal, flipFiles32, bswap32, SquareSet } from "./squareSet.ts";
import type { Square } from "./squares.ts";

/** A symmetry 0..15 (see the table above). */
export type Transform = number;

/** Leaves everything as it is. */
export const IDENTITY = 0;
/** Mirrors files: a1 ↔ h1. */
export const FLIP_FILES = 1;
/** Mirrors ranks: a1 ↔ a8. */
export const FLIP_RANKS = 2;
/** Rotates the board 180 degrees: a1 ↔ h8. */
export const ROTATE_180 = 3;
/** Mirrors in the a1-h8 diagonal: b1 ↔ a2. */
export const FLIP_DIAGONAL = 4;
/** Rotates the board a quarter turn anticlockwise: a1 → h1. */
export const ROTATE_270 = 5;
/** Rotates the board a quarter turn clockwise: a1 → a8. */
export const ROTATE_90 = 6;
/** Mirrors in the a8-h1 diagonal: a1 ↔ h8, b1 ↔ h7. */
export const FLIP_ANTI_DIAGONAL = 7;
/** Swaps colours: every piece changes colour, ranks are mirrored, the other side moves. */
export const COLOUR_SWAP = 8;

/** The number of transforms: 8 board symmetries, each with or without colour swap. */
export const TRANSFORM_COUNT = 16;

/** The 8 board symmetries, without colour swap: the images of a pawnless board. */
export const BOARD_SYMMETRIES: readonly Transform[] = [
  IDENTITY,
  FLIP_FILES,
  FLIP_RANKS,
  ROTATE_180,
  FLIP_DIAGONAL,
  ROTATE_270,
  ROTATE_90,
  FLIP_ANTI_DIAGONAL,
];

/**
 * The 4 symmetries that flip files, ranks or both: the boards a table entry with both kings on
 * the a1-h8 diagonal stands for. Its images under the other four (the rotations by a quarter
 * turn and the mirrors in the long diagonals) are those of its twin entry, its mirror image in
 * the a1-h8 diagonal.
 */
export const AXIS_FLIPS: readonly Transform[] = [IDENTITY, FLIP_FILES, FLIP_RANKS, ROTATE_180];

const BOARD_TRANSFORM_NAMES = [
  "identity",
  "flip files",
  "flip ranks",
  "rotate 180",
  "flip diagonal",
  "rotate 270",
  "rotate 90",
  "flip anti-diagonal",
];

/** Human-readable names of the transforms, by number, e.g. `"rotate 90 + colour swap"`. */
export const TRANSFORM_NAMES: readonly string[] = [
  ...BOARD_TRANSFORM_NAMES,
  ...BOARD_TRANSFORM_NAMES.map((name) => `${name} + colour swap`),
];

/**
 * `TRANSFORMED_SQUARE[t * 64 + square]`: where `square` goes under transform `t`. Read-only.
 */
export const TRANSFORMED_SQUARE = new Int8Array(TRANSFORM_COUNT * 64);

for (let t = 0; t < TRANSFORM_COUNT; t++) {
  for (let square = 0; square < 64; square++) {
    let file = square & 7;
    let rank = square >>> 3;
    if (t & 4) [file, rank] = [rank, file];
    if (t & 1) file = 7 - file;
    if (t & 2) rank = 7 - rank;
    if (t & 8) rank = 7 - rank;
    TRANSFORMED_SQUARE[t * 64 + square] = rank * 8 + file;
  }
}

/** Where `square` goes under transform `t`. */
export function transformSquare(t: Transform, square: Square): Square {
  return TRANSFORMED_SQUARE[t * 64 + square]!;
}

/** The piece code `piece` becomes under transform `t` (colour swapped when `t` swaps colours). */
export function transformPiece(t: Transform, piece: number): number {
  return piece === 0 ? 0 : piece ^ (t & 8);
}

/** The side to move after transform `t`. */
export function transformColour(t: Transform, colour: Colour): Colour {
  return (colour ^ (t >>> 3)) as Colour;
}

/** Writes the image of the square set `lo`/`hi` under transform `t` into `out[at]`, `out[at + 1]`. */
export function transformSetInto(
  t: Transform,
  lo: number,
  hi: number,
  out: Int32Array,
  at: number,
): void {
  if (t & 4) {
    flipDiagonal(lo, hi, out, at);
    lo = out[at]!;
    hi = out[at + 1]!;
  }
  if (t & 1) {
    lo = flipFiles32(lo);
    hi = flipFiles32(hi);
  }
  if (((t >>> 1) ^ (t >>> 3)) & 1) {
    const newLo = bswap32(hi);
    hi = bswap32(lo);
    lo = newLo;
  }
  out[at] = lo;
  out[at + 1] = hi;
}

const scratch = new Int32Array(2);

/** The image of `set` under transform `t` (squares only; colours do not apply to sets). */
export function transformSet(t: Transform, set: SquareSet): SquareSet {
  transformSetInto(t, set.lo, set.hi, scratch, 0);
  return new SquareSet(scratch[0]!, scratch[1]!);
}

/** The transform that applies `first`, then `second`. */
export function composeTransforms(first: Transform, second: Transform): Transform {
  return COMPOSE[first * TRANSFORM_COUNT + second]!;
}

/** The transform that undoes `t`. */
export function inverseTransform(t: Transform): Transform {
  return INVERSE[t]!;
}

const COMPOSE = new Int8Array(TRANSFORM_COUNT * TRANSFORM_COUNT);
const INVERSE = new Int8Array(TRANSFORM_COUNT);

for (let a = 0; a < TRANSFORM_COUNT; a++) {
  for (let b = 0; b < TRANSFORM_COUNT; b++) {
    // A transform is determined by where it sends the squares and whether it swaps colours.
    const colourSwap = (a ^ b) & 8;
    for (let c = 0; c < TRANSFORM_COUNT; c++) {
      if ((c & 8) !== colourSwap) continue;
      let same = true;
      for (let square = 0; square < 64 && same; square++) {
        same = transformSquare(c, square) === transformSquare(b, transformSquare(a, square));
      }
      if (same) {
        COMPOSE[a * TRANSFORM_COUNT + b] = c;
        if (c === IDENTITY) INVERSE[a] = b;
        break;
      }
    }
  }
}

/**
 * Writes the image of `pos` under transform `t` into `into` (a new position by default) and
 * returns it. Counters are kept; the move history is not.
 */
export function transformPosition(pos: Position, t: Transform, into = new Position()): Position {
  into.clear();
  for (let square = 0; square < 64; square++) {
    const piece = pos.board[square]!;
    if (piece !== 0) into.put(transformSquare(t, square), transformPiece(t, piece));
  }
  into.setTurn(transformColour(t, pos.turn));
  into.halfmoves = pos.halfmoves;
  into.fullmoves = pos.fullmoves;
  return into;
}

/** Piece codes in the order their square sets are compared for the canonical form. */
const CANONICAL_ORDER = [
  makePiece(WHITE, KING),
  makePiece(BLACK, KING),
  ...[QUEEN, ROOK, BISHOP, KNIGHT].map((role) => makePiece(WHITE, role)),
  ...[QUEEN, ROOK, BISHOP, KNIGHT].map((role) => makePiece(BLACK, role)),
];

const best = new Int32Array(CANONICAL_ORDER.length * 2);
const candidate = new Int32Array(CANONICAL_ORDER.length * 2);

/**
 * The transform that takes `pos` to its canonical form (see the file header). Allocation-free,
 * so table builders may call it per position. With
 * `colourSwap: false`, only the 8 board symmetries are considered (0..7), and the canonical form
 * is the least image with the colours unchanged.
 */
export function canonicalTransform(
  pos: Position,
  options: { colourSwap?: boolean } = {},
): Transform {
  let swap = 0;
  if (options.colourSwap !== false) {
    // The colour swap is decided before any square is compared: strong side to white, and
    // with equal material, white to move.
    const material = compareMaterial(pos);
    swap = material < 0 || (material === 0 && pos.turn === BLACK) ? COLOUR_SWAP : 0;
  }
  let bestTransform = -1;
  for (let board = 0; board < 8; board++) {
    const t = board | swap;
    for (let i = 0; i < CANONICAL_ORDER.length; i++) {
      // The transformed position's set of piece p is the image of the original set of p's
      // colour-swapped counterpart.
      const source = transformPiece(t, CANONICAL_ORDER[i]!);
      transformSetInto(t, pos.pieces[source * 2]!, pos.pieces[source * 2 + 1]!, candidate, i * 2);
    }
    if (bestTransform < 0 || lessThan(candidate, best)) {
      best.set(candidate);
      bestTransform = t;
    }
  }
  return bestTransform;
}

/** Whether the key `a` is less than `b`: pairs (lo, hi) compared as unsigned 64-bit, in order. */
function lessThan(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i += 2) {
    const aHi = a[i + 1]! >>> 0;
    const bHi = b[i + 1]! >>> 0;
    if (aHi !== bHi) return aHi < bHi;
    const aLo = a[i]! >>> 0;
    const bLo = b[i]! >>> 0;
    if (aLo !== bLo) return aLo < bLo;
  }
  return false;
}

/** The canonical form of `pos`, written into `into` (a new position by default). */
export function canonicalPosition(pos: Position, into = new Position()): Position {
  return transformPosition(pos, canonicalTransform(pos), into);
}

/** The FEN of the canonical form of `pos`, counters included. */
export function canonicalFen(pos: Position): string {
  return makeFen(canonicalPosition(pos));
}

/**
 * A string that is the same for two positions exactly when one is a transform of the other:
 * the first two FEN fields (placement and side to move) of the canonical form.
 */
export function canonicalKey(pos: Position): string {
  const canonical = canonicalPosition(pos);
  return `${makePlacement(canonical)} ${canonical.turn === WHITE ? "w" : "b"}`;
}
