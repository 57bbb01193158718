/**
 * 64-bit square sets as two int32 halves: `lo` holds a1..h4 (bit i = square i) and `hi` holds
 * a5..h8 (bit i = square 32 + i). JavaScript has no fast 64-bit integer (BigInt allocates and is
 * slow), but it does have fast int32 arithmetic, `Math.clz32` and `Math.imul`, so every set
 * operation is done on the halves separately.
 *
 * There are two vocabularies over the same representation:
 *
 * - **Free functions on `lo`/`hi` numbers** for hot code (move generation, generated
 *   recognizers). Union, intersection, difference and complement need no function: they are
 *   `|`, `&`, `& ~` and `~` applied to each half. Functions that produce a set write it into an
 *   `out: Int32Array` at `out[at]` (lo) and `out[at + 1]` (hi), so nothing is allocated.
 * - **The immutable {@link SquareSet} class** for code where clarity beats speed (the CLI,
 *   compiler constant folding, tests).
 *
 * Iterating a set without allocation (the idiom used throughout the runtime):
 *
 * ```ts
 * for (let b = lo; b !== 0; b &= b - 1) visit(lowestBit32(b));
 * for (let b = hi; b !== 0; b &= b - 1) visit(32 + lowestBit32(b));
 * ```
 *
 * Symmetries use the classic bit-twiddling "delta swaps" (see chessprogramming.org, "Flipping
 * Mirroring and Rotating"), split across the halves; they agree square by square with the tables
 * in `symmetry.ts`, which the tests check.
 *
 * @packageDocumentation
 */

import { type Square, squareName } from "./squares.ts";

/** Number of set bits in the int32 `x` (branch-free SWAR popcount). */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Number of squares in the set `lo`/`hi`. */
export function popcount(lo: number, hi: number): number {
  return popcount32(lo) + popcount32(hi);
}

/** Index 0..31 of the lowest set bit of the non-zero int32 `x`. */
export function lowestBit32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Index 0..31 of the highest set bit of the non-zero int32 `x`. */
export function highestBit32(x: number): number {
  return 31 - Math.clz32(x);
}

/** The lowest square of the set `lo`/`hi`, or -1 when it is empty. */
export function firstSquare(lo: number, hi: number): Square {
  if (lo !== 0) return 31 - Math.clz32(lo & -lo);
  if (hi !== 0) return 63 - Math.clz32(hi & -hi);
  return -1;
}

/** The highest square of the set `lo`/`hi`, or -1 when it is empty. */
export function lastSquare(lo: number, hi: number): Square {
  if (hi !== 0) return 63 - Math.clz32(hi);
  if (lo !== 0) return 31 - Math.clz32(lo);
  return -1;
}

/** Whether `square` is in the set `lo`/`hi`. */
export function hasSquare(lo: number, hi: number, square: Square): boolean {
  // JavaScript shifts take the count mod 32, so `square` needs no masking.
  return (((square < 32 ? lo : hi) >>> square) & 1) !== 0;
}

/** Whether the set `lo`/`hi` has at least two squares. */
export function moreThanOne(lo: number, hi: number): boolean {
  return (lo !== 0 && hi !== 0) || (lo & (lo - 1)) !== 0 || (hi & (hi - 1)) !== 0;
}

/** The int32 with its four bytes in reverse order. */
export function bswap32(x: number): number {
  return (x >>> 24) | ((x >>> 8) & 0xff00) | ((x << 8) & 0xff0000) | (x << 24);
}

/** The int32 with the bits of each byte reversed: mirrors the files of the four ranks in it. */
export function flipFiles32(x: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  return ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
}

/** Writes the set mirrored left-right (a1 ↔ h1) into `out[at]`, `out[at + 1]`. */
export function flipFiles(lo: number, hi: number, out: Int32Array, at: number): void {
  out[at] = flipFiles32(lo);
  out[at + 1] = flipFiles32(hi);
}

/** Writes the set mirrored top-bottom (a1 ↔ a8) into `out[at]`, `out[at + 1]`. */
export function flipRanks(lo: number, hi: number, out: Int32Array, at: number): void {
  const newLo = bswap32(hi);
  out[at + 1] = bswap32(lo);
  out[at] = newLo;
}

/** Writes the set mirrored in the a1-h8 diagonal (b1 ↔ a2) into `out[at]`, `out[at + 1]`. */
export function flipDiagonal(lo: number, hi: number, out: Int32Array, at: number): void {
  // Three delta swaps (by 28, 14 and 7 bits). Only the first moves bits between the halves; the
  // masks of the other two keep every swapped pair inside one half.
  let t = 0x0f0f0f0f & (hi ^ ((hi << 28) | (lo >>> 4)));
  hi ^= t;
  lo ^= t << 4;
  t = 0x33330000 & (lo ^ (lo << 14));
  lo ^= t ^ (t >>> 14);
  t = 0x33330000 & (hi ^ (hi << 14));
  hi ^= t ^ (t >>> 14);
  t = 0x55005500 & (lo ^ (lo << 7));
  lo ^= t ^ (t >>> 7);
  t = 0x55005500 & (hi ^ (hi << 7));
  hi ^= t ^ (t >>> 7);
  out[at] = lo;
  out[at + 1] = hi;
}

/** Writes the set mirrored in the a8-h1 diagonal (a1 ↔ h8) into `out[at]`, `out[at + 1]`. */
export function flipAntiDiagonal(lo: number, hi: number, out: Int32Array, at: number): void {
  flipDiagonal(lo, hi, out, at);
  // Rotating the transpose by 180 degrees: reverse all 64 bits.
  const newLo = flipFiles32(bswap32(out[at + 1]!));
  out[at + 1] = flipFiles32(bswap32(out[at]!));
  out[at] = newLo;
}

/** Writes the set rotated 90 degrees clockwise (a1 → a8 → h8 → h1) into `out`. */
export function rotate90(lo: number, hi: number, out: Int32Array, at: number): void {
  flipDiagonal(lo, hi, out, at);
  flipRanks(out[at]!, out[at + 1]!, out, at);
}

/** Writes the set rotated 180 degrees (a1 ↔ h8) into `out[at]`, `out[at + 1]`. */
export function rotate180(lo: number, hi: number, out: Int32Array, at: number): void {
  const newLo = flipFiles32(bswap32(hi));
  out[at + 1] = flipFiles32(bswap32(lo));
  out[at] = newLo;
}

/** Writes the set rotated 90 degrees anticlockwise (a1 → h1 → h8 → a8) into `out`. */
export function rotate270(lo: number, hi: number, out: Int32Array, at: number): void {
  flipDiagonal(lo, hi, out, at);
  out[at] = flipFiles32(out[at]!);
  out[at + 1] = flipFiles32(out[at + 1]!);
}

const scratch = new Int32Array(2);

/**
 * An immutable set of squares. Every operation returns a new set; use the free `lo`/`hi`
 * functions above where allocation matters.
 */
export class SquareSet implements Iterable<Square> {
  /** Squares a1..h4 as bits 0..31 (an int32). */
  readonly lo: number;
  /** Squares a5..h8 as bits 0..31 (an int32). */
  readonly hi: number;

  /** The set with halves `lo` (a1..h4) and `hi` (a5..h8); both are normalised to int32. */
  constructor(lo: number, hi: number) {
    this.lo = lo | 0;
    this.hi = hi | 0;
  }

  /** The empty set. */
  static empty(): SquareSet {
    return EMPTY;
  }

  /** The set of all 64 squares. */
  static full(): SquareSet {
    return FULL;
  }

  /** The set holding only `square`. */
  static fromSquare(square: Square): SquareSet {
    return square < 32 ? new SquareSet(1 << square, 0) : new SquareSet(0, 1 << square);
  }

  /** The set of the given squares. */
  static fromSquares(squares: Iterable<Square>): SquareSet {
    let lo = 0;
    let hi = 0;
    for (const square of squares) {
      if (square < 32) lo |= 1 << square;
      else hi |= 1 << square;
    }
    return new SquareSet(lo, hi);
  }

  /** The eight squares of `rank` (0 = first rank). */
  static fromRank(rank: number): SquareSet {
    return rank < 4 ? new SquareSet(0xff << (rank * 8), 0) : new SquareSet(0, 0xff << (rank * 8));
  }

  /** The eight squares of `file` (0 = a-file). */
  static fromFile(file: number): SquareSet {
    return new SquareSet(0x01010101 << file, 0x01010101 << file);
  }

  /** Squares in this set or in `other`. */
  union(other: SquareSet): SquareSet {
    return new SquareSet(this.lo | other.lo, this.hi | other.hi);
  }

  /** Squares in both this set and `other`. */
  intersect(other: SquareSet): SquareSet {
    return new SquareSet(this.lo & other.lo, this.hi & other.hi);
  }

  /** Squares in this set but not in `other`. */
  diff(other: SquareSet): SquareSet {
    return new SquareSet(this.lo & ~other.lo, this.hi & ~other.hi);
  }

  /** Squares in exactly one of this set and `other`. */
  xor(other: SquareSet): SquareSet {
    return new SquareSet(this.lo ^ other.lo, this.hi ^ other.hi);
  }

  /** Squares not in this set. */
  complement(): SquareSet {
    return new SquareSet(~this.lo, ~this.hi);
  }

  /** Whether this set and `other` share a square. */
  intersects(other: SquareSet): boolean {
    return (this.lo & other.lo) !== 0 || (this.hi & other.hi) !== 0;
  }

  /** Whether every square of this set is in `other`. */
  subsetOf(other: SquareSet): boolean {
    return (this.lo & ~other.lo) === 0 && (this.hi & ~other.hi) === 0;
  }

  /** Whether both sets hold the same squares. */
  equals(other: SquareSet): boolean {
    return this.lo === other.lo && this.hi === other.hi;
  }

  /** Whether `square` is in the set. */
  has(square: Square): boolean {
    return hasSquare(this.lo, this.hi, square);
  }

  /** This set plus `square`. */
  with(square: Square): SquareSet {
    return square < 32
      ? new SquareSet(this.lo | (1 << square), this.hi)
      : new SquareSet(this.lo, this.hi | (1 << square));
  }

  /** This set minus `square`. */
  without(square: Square): SquareSet {
    return square < 32
      ? new SquareSet(this.lo & ~(1 << square), this.hi)
      : new SquareSet(this.lo, this.hi & ~(1 << square));
  }

  /** Number of squares in the set. */
  size(): number {
    return popcount(this.lo, this.hi);
  }

  /** Whether the set has no squares. */
  isEmpty(): boolean {
    return this.lo === 0 && this.hi === 0;
  }

  /** Whether the set has any square at all. */
  nonEmpty(): boolean {
    return this.lo !== 0 || this.hi !== 0;
  }

  /** Whether the set has at least two squares. */
  moreThanOne(): boolean {
    return moreThanOne(this.lo, this.hi);
  }

  /** The lowest square (a1 first, h8 last), or `undefined` for the empty set. */
  first(): Square | undefined {
    const square = firstSquare(this.lo, this.hi);
    return square < 0 ? undefined : square;
  }

  /** The highest square, or `undefined` for the empty set. */
  last(): Square | undefined {
    const square = lastSquare(this.lo, this.hi);
    return square < 0 ? undefined : square;
  }

  /** The only square of a one-square set, or `undefined` when the set is empty or larger. */
  single(): Square | undefined {
    return this.nonEmpty() && !this.moreThanOne() ? this.first() : undefined;
  }

  /** Squares in increasing order (a1, b1, ..., h8). */
  *[Symbol.iterator](): Iterator<Square> {
    for (let b = this.lo; b !== 0; b &= b - 1) yield lowestBit32(b);
    for (let b = this.hi; b !== 0; b &= b - 1) yield 32 + lowestBit32(b);
  }

  /** Squares in increasing order, as an array. */
  toArray(): Square[] {
    return [...this];
  }

  /** The squares by name, for messages and debugging: `"{a1 c3 h8}"`. */
  toString(): string {
    return `{${this.toArray().map(squareName).join(" ")}}`;
  }

  /** The set mirrored left-right (a-file ↔ h-file). */
  flipFiles(): SquareSet {
    return this.via(flipFiles);
  }

  /** The set mirrored top-bottom (first rank ↔ eighth rank). */
  flipRanks(): SquareSet {
    return this.via(flipRanks);
  }

  /** The set mirrored in the a1-h8 diagonal. */
  flipDiagonal(): SquareSet {
    return this.via(flipDiagonal);
  }

  /** The set mirrored in the a8-h1 diagonal. */
  flipAntiDiagonal(): SquareSet {
    return this.via(flipAntiDiagonal);
  }

  /** The set rotated 90 degrees clockwise (a1 → a8). */
  rotate90(): SquareSet {
    return this.via(rotate90);
  }

  /** The set rotated 180 degrees. */
  rotate180(): SquareSet {
    return this.via(rotate180);
  }

  /** The set rotated 90 degrees anticlockwise (a1 → h1). */
  rotate270(): SquareSet {
    return this.via(rotate270);
  }

  private via(f: (lo: number, hi: number, out: Int32Array, at: number) => void): SquareSet {
    f(this.lo, this.hi, scratch, 0);
    return new SquareSet(scratch[0]!, scratch[1]!);
  }
}

const EMPTY = new SquareSet(0, 0);
const FULL = new SquareSet(-1, -1);
