/**
 * Board geometry for the checker and the reference interpreter, written for obviousness rather
 * than speed: a square set is a `bigint` with bit `s` for square `s` (a1 = 0, h8 = 63), and
 * attacks are found by stepping square by square. The compiled recognizers use the runtime's fast
 * tables instead; differential tests compare the two.
 *
 * @packageDocumentation
 */
import type { ConstantSet, SquareIndex } from "../grammar/ast.ts";

/** A set of squares: bit `s` is square `s`. */
export type SquareSet = bigint;

/** The empty set. */
export const NO_SQUARES: SquareSet = 0n;
/** Every square. */
export const ALL_SQUARES: SquareSet = (1n << 64n) - 1n;

const BITS: readonly bigint[] = Array.from({ length: 64 }, (_, s) => 1n << BigInt(s));

/** The set holding square `s` alone; the empty set for "no square" (-1). */
export function squareBit(s: SquareIndex): SquareSet {
  return s < 0 ? NO_SQUARES : BITS[s]!;
}

/** Whether `set` holds square `s`. */
export function hasSquare(set: SquareSet, s: SquareIndex): boolean {
  return s >= 0 && (set & BITS[s]!) !== 0n;
}

/** The file 0..7 (a..h) of `s`. */
export function fileOf(s: SquareIndex): number {
  return s & 7;
}

/** The rank 0..7 (1..8) of `s`. */
export function rankOf(s: SquareIndex): number {
  return s >> 3;
}

/** The square on file `file` and rank `rank`, or -1 when off the board. */
export function squareAt(file: number, rank: number): SquareIndex {
  return file < 0 || file > 7 || rank < 0 || rank > 7 ? -1 : rank * 8 + file;
}

/** The squares of `set`, lowest first. */
export function squaresOf(set: SquareSet): SquareIndex[] {
  const result: SquareIndex[] = [];
  for (let s = 0; s < 64; s++) if ((set & BITS[s]!) !== 0n) result.push(s);
  return result;
}

/** Number of squares in `set`. */
export function countSquares(set: SquareSet): number {
  let n = 0;
  for (let s = 0; s < 64; s++) if ((set & BITS[s]!) !== 0n) n++;
  return n;
}

/** The lowest square of `set` in a1, b1, ..., h8 order, or -1 when empty. */
export function firstSquare(set: SquareSet): SquareIndex {
  for (let s = 0; s < 64; s++) if ((set & BITS[s]!) !== 0n) return s;
  return -1;
}

/** The highest square of `set`, or -1 when empty. */
export function lastSquare(set: SquareSet): SquareIndex {
  for (let s = 63; s >= 0; s--) if ((set & BITS[s]!) !== 0n) return s;
  return -1;
}

/** `set` as int32 halves: `lo` = a1..h4, `hi` = a5..h8. */
export function toConstantSet(set: SquareSet): ConstantSet {
  return {
    lo: Number(BigInt.asIntN(32, set & 0xffffffffn)),
    hi: Number(BigInt.asIntN(32, (set >> 32n) & 0xffffffffn)),
  };
}

/** The inverse of {@link toConstantSet}. */
export function fromConstantSet(c: ConstantSet): SquareSet {
  return (BigInt.asUintN(32, BigInt(c.hi)) << 32n) | BigInt.asUintN(32, BigInt(c.lo));
}

/** King steps between two squares (Heinz's `sqr_dist`); 0 if either is "no square". */
export function kingDistance(a: SquareIndex, b: SquareIndex): number {
  if (a < 0 || b < 0) return 0;
  return Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));
}

/** File steps plus rank steps; 0 if either is "no square". */
export function manhattanDistance(a: SquareIndex, b: SquareIndex): number {
  if (a < 0 || b < 0) return 0;
  return Math.abs(fileOf(a) - fileOf(b)) + Math.abs(rankOf(a) - rankOf(b));
}

/** Steps to the nearest edge, 0..3; 0 for "no square". */
export function edgeDistance(a: SquareIndex): number {
  if (a < 0) return 0;
  const f = fileOf(a);
  const r = rankOf(a);
  return Math.min(f, 7 - f, r, 7 - r);
}

/** Whether `s` is a dark square (a1 is dark). */
export function isDark(s: SquareIndex): boolean {
  return (fileOf(s) + rankOf(s)) % 2 === 0;
}

/**
 * Manhattan distance from `a` to the nearer corner of the colour of square `b` (seed 002,
 * Isenberg's formula, written as the minimum it computes); 0 if either is "no square".
 */
export function cornerDistance(a: SquareIndex, b: SquareIndex): number {
  if (a < 0 || b < 0) return 0;
  const corners = isDark(b) ? [0, 63] : [7, 56];
  return Math.min(...corners.map((c) => manhattanDistance(a, c)));
}

/**
 * The number of knight moves from `a` to `b` on an empty board (0 when `a` is `b`, 6 at most); 0
 * if either is "no square". Computed by breadth-first search, once per origin.
 */
export function knightDistance(a: SquareIndex, b: SquareIndex): number {
  if (a < 0 || b < 0) return 0;
  let row = KNIGHT_DISTANCES[a];
  if (row === undefined) {
    row = new Array<number>(64).fill(-1);
    row[a] = 0;
    const queue = [a];
    for (let i = 0; i < queue.length; i++) {
      const from = queue[i]!;
      for (const [df, dr] of KNIGHT_STEPS) {
        const f = fileOf(from) + df;
        const r = rankOf(from) + dr;
        if (f < 0 || f > 7 || r < 0 || r > 7 || row[r * 8 + f] !== -1) continue;
        row[r * 8 + f] = row[from]! + 1;
        queue.push(r * 8 + f);
      }
    }
    KNIGHT_DISTANCES[a] = row;
  }
  return row[b]!;
}

const KNIGHT_DISTANCES: (number[] | undefined)[] = [];

// ---------------------------------------------------------------------------------------------
// Regions

/** Every square on file `file` (0 = a). */
export function fileSquares(file: number): SquareSet {
  let set = NO_SQUARES;
  for (let r = 0; r < 8; r++) set |= squareBit(squareAt(file, r));
  return set;
}

/** Every square on rank `rank` (0 = rank 1). */
export function rankSquares(rank: number): SquareSet {
  let set = NO_SQUARES;
  for (let f = 0; f < 8; f++) set |= squareBit(squareAt(f, rank));
  return set;
}

/** Every dark square (a1, c1, ...). */
export const DARK_SQUARES: SquareSet = squaresWhere(isDark);
/** Every light square. */
export const LIGHT_SQUARES: SquareSet = ALL_SQUARES & ~DARK_SQUARES;

/** Every square satisfying `predicate`. */
export function squaresWhere(predicate: (s: SquareIndex) => boolean): SquareSet {
  let set = NO_SQUARES;
  for (let s = 0; s < 64; s++) if (predicate(s)) set |= BITS[s]!;
  return set;
}

/** The rectangle with corners `a` and `b`, as in `a1-d4`. */
export function rectangle(a: SquareIndex, b: SquareIndex): SquareSet {
  const [f0, f1] = [Math.min(fileOf(a), fileOf(b)), Math.max(fileOf(a), fileOf(b))];
  const [r0, r1] = [Math.min(rankOf(a), rankOf(b)), Math.max(rankOf(a), rankOf(b))];
  return squaresWhere(
    (s) => fileOf(s) >= f0 && fileOf(s) <= f1 && rankOf(s) >= r0 && rankOf(s) <= r1,
  );
}

/**
 * The triangle with corners `a`, `b`, `c`, as in `a1-d1-d4`: every square whose centre lies in
 * the closed triangle of the corners' centres. Collinear corners give the squares on the segment.
 */
export function triangle(a: SquareIndex, b: SquareIndex, c: SquareIndex): SquareSet {
  const pts = [a, b, c].map((s) => [fileOf(s), rankOf(s)] as const);
  const [[ax, ay], [bx, by], [cx, cy]] = pts as [
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
  ];
  const cross = (ox: number, oy: number, px: number, py: number, qx: number, qy: number) =>
    (px - ox) * (qy - oy) - (py - oy) * (qx - ox);
  const inBox = (x: number, y: number) =>
    x >= Math.min(ax, bx, cx) &&
    x <= Math.max(ax, bx, cx) &&
    y >= Math.min(ay, by, cy) &&
    y <= Math.max(ay, by, cy);
  return squaresWhere((s) => {
    const x = fileOf(s);
    const y = rankOf(s);
    if (!inBox(x, y)) return false;
    const d1 = cross(ax, ay, bx, by, x, y);
    const d2 = cross(bx, by, cx, cy, x, y);
    const d3 = cross(cx, cy, ax, ay, x, y);
    const negative = d1 < 0 || d2 < 0 || d3 < 0;
    const positive = d1 > 0 || d2 > 0 || d3 > 0;
    return !(negative && positive);
  });
}

// ---------------------------------------------------------------------------------------------
// Attacks

const KING_STEPS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const;
const KNIGHT_STEPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
] as const;
const BISHOP_RAYS = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;
const ROOK_RAYS = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
] as const;

function steps(from: SquareIndex, deltas: readonly (readonly [number, number])[]): SquareSet {
  let set = NO_SQUARES;
  for (const [df, dr] of deltas) set |= squareBit(squareAt(fileOf(from) + df, rankOf(from) + dr));
  return set;
}

function rays(
  from: SquareIndex,
  directions: readonly (readonly [number, number])[],
  occupied: SquareSet,
) {
  let set = NO_SQUARES;
  for (const [df, dr] of directions) {
    let f = fileOf(from) + df;
    let r = rankOf(from) + dr;
    // Walk until the edge; the first occupied square is attacked and stops the ray.
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      const s = squareAt(f, r);
      set |= BITS[s]!;
      if (hasSquare(occupied, s)) break;
      f += df;
      r += dr;
    }
  }
  return set;
}

/** The kinds of attacking pieces. */
export type AttackerKind = "king" | "queen" | "rook" | "bishop" | "knight";

/** Squares attacked by a piece of `kind` on `from`, with `occupied` stopping the sliders. */
export function pieceAttacks(
  kind: AttackerKind,
  from: SquareIndex,
  occupied: SquareSet,
): SquareSet {
  if (from < 0) return NO_SQUARES;
  switch (kind) {
    case "king":
      return steps(from, KING_STEPS);
    case "knight":
      return steps(from, KNIGHT_STEPS);
    case "bishop":
      return rays(from, BISHOP_RAYS, occupied);
    case "rook":
      return rays(from, ROOK_RAYS, occupied);
    case "queen":
      return rays(from, BISHOP_RAYS, occupied) | rays(from, ROOK_RAYS, occupied);
  }
}

/** Squares attacked by a piece of `kind` standing on any square of `from`. */
export function setAttacks(kind: AttackerKind, from: SquareSet, occupied: SquareSet): SquareSet {
  let set = NO_SQUARES;
  for (const s of squaresOf(from)) set |= pieceAttacks(kind, s, occupied);
  return set;
}

/**
 * `king_walk(from, within)`: every square a king reaches from a square of `from` in one or more
 * king steps, each onto a square of `within`. A start square is in it only when a walk comes
 * back to it.
 */
export function kingWalk(from: SquareSet, within: SquareSet): SquareSet {
  let reached = NO_SQUARES;
  let frontier = from;
  while (frontier !== NO_SQUARES) {
    frontier = setAttacks("king", frontier, NO_SQUARES) & within & ~reached;
    reached |= frontier;
  }
  return reached;
}

// ---------------------------------------------------------------------------------------------
// Symmetries

/** A board symmetry: a permutation of the squares. */
export interface Symmetry {
  readonly name: string;
  readonly map: (s: SquareIndex) => SquareIndex;
}

/**
 * The eight symmetries of the board in the fixed order of spec §3.1. The order numbers the
 * frames and breaks ties between symmetries giving the same board; of those meeting every
 * normalisation step, the one giving the least board is applied.
 */
export const SYMMETRIES: readonly Symmetry[] = [
  { name: "identity", map: (s) => s },
  { name: "flip files", map: (s) => squareAt(7 - fileOf(s), rankOf(s)) },
  { name: "flip ranks", map: (s) => squareAt(fileOf(s), 7 - rankOf(s)) },
  { name: "rotate 180", map: (s) => squareAt(7 - fileOf(s), 7 - rankOf(s)) },
  { name: "flip a1-h8 diagonal", map: (s) => squareAt(rankOf(s), fileOf(s)) },
  { name: "flip a8-h1 antidiagonal", map: (s) => squareAt(7 - rankOf(s), 7 - fileOf(s)) },
  { name: "rotate 90 clockwise", map: (s) => squareAt(rankOf(s), 7 - fileOf(s)) },
  { name: "rotate 90 anticlockwise", map: (s) => squareAt(7 - rankOf(s), fileOf(s)) },
];
