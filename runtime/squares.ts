/**
 * Squares are plain numbers 0..63: index = rank * 8 + file, so a1 = 0, h1 = 7, a8 = 56, h8 = 63.
 * Keeping them as small integers (rather than strings or objects) lets every table in the runtime
 * be a flat typed array indexed by square, and lets generated code use them as literals.
 *
 * @packageDocumentation
 */

/** A square index 0..63 (a1 = 0, h1 = 7, a8 = 56, h8 = 63). */
export type Square = number;

/** File letters in index order. */
export const FILE_NAMES = "abcdefgh";

/** Rank digits in index order. */
export const RANK_NAMES = "12345678";

/** The file 0..7 (a..h) of `square`. */
export function squareFile(square: Square): number {
  return square & 7;
}

/** The rank 0..7 (first..eighth) of `square`. */
export function squareRank(square: Square): number {
  return square >>> 3;
}

/** The square on `file` and `rank` (both 0..7). */
export function squareAt(file: number, rank: number): Square {
  return (rank << 3) | file;
}

/** The algebraic name of `square`, e.g. `"e4"`. */
export function squareName(square: Square): string {
  return FILE_NAMES[square & 7]! + RANK_NAMES[square >>> 3]!;
}

/** Parses an algebraic square name such as `"e4"`; returns -1 when `name` is not one. */
export function parseSquare(name: string): Square {
  if (name.length !== 2) return -1;
  const file = FILE_NAMES.indexOf(name[0]!);
  const rank = RANK_NAMES.indexOf(name[1]!);
  return file < 0 || rank < 0 ? -1 : squareAt(file, rank);
}

/**
 * Chebyshev (king-move) distance between two squares: the number of king moves from one to the
 * other on an empty board.
 */
export function squareDistance(a: Square, b: Square): number {
  return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
}

/** Whether `square` is a light square (h1 is light, a1 is dark). */
export function isLightSquare(square: Square): boolean {
  return (((square >>> 3) + square) & 1) === 1;
}
