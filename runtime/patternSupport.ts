/**
 * What compiled recognizers (`generated/*.ts`) run on besides the position: a numeric material
 * code, attack and distance tables laid out so that "no square" (-1) needs no branch, and the
 * board symmetries in the order of the language spec.
 *
 * Trade-offs:
 *
 * - **Tables with a "no square" row.** The language lets `one of S` of an empty set be _no
 *   square_, which attacks nothing and is at distance 0 from everything. Rather than emit a guard
 *   at every lookup, the tables here are shifted by one entry: `KING_ATTACKS[2 * s + 2]` is the lo
 *   half of the king attacks from `s`, and `s = -1` lands on an empty row. The cost is two
 *   additions per lookup, which V8 folds into the address computation.
 * - **Own copies of the king and knight tables.** `attacks.ts` keeps its tables private behind
 *   one-line functions. Generated code reads these arrays directly, so the lookups are inlined
 *   whatever the JIT decides, and the runtime's API stays as it is. 1 KB of duplicated data.
 * - **Spec order of symmetries.** Spec §3.1 lists the symmetries in a fixed order (identity,
 *   flip files, flip ranks, rotate 180, flip a1-h8, flip a8-h1, rotate 90 clockwise, rotate 90
 *   anticlockwise), which is not the numbering of `symmetry.ts`. The frames here use the spec's
 *   order so that generated tables can be read against the spec.
 *
 * Nothing here allocates after module load.
 *
 * @packageDocumentation
 */

import { kingAttacksHi, kingAttacksLo, knightAttacksHi, knightAttacksLo } from "./attacks.ts";
import { BISHOP, KNIGHT, PAWN, QUEEN, ROOK } from "./pieces.ts";
import type { Position } from "./position.ts";
import { popcount32 } from "./squareSet.ts";

/**
 * `KING_ATTACKS[2 * s + 2]` (lo) and `KING_ATTACKS[2 * s + 3]` (hi): the squares a king on `s`
 * attacks; `s = -1` (no square) reads an empty entry.
 */
export const KING_ATTACKS = new Int32Array(130);
/** `KNIGHT_ATTACKS[2 * s + 2]` (lo) and `[2 * s + 3]` (hi), like {@link KING_ATTACKS}. */
export const KNIGHT_ATTACKS = new Int32Array(130);

for (let s = 0; s < 64; s++) {
  KING_ATTACKS[2 * s + 2] = kingAttacksLo(s);
  KING_ATTACKS[2 * s + 3] = kingAttacksHi(s);
  KNIGHT_ATTACKS[2 * s + 2] = knightAttacksLo(s);
  KNIGHT_ATTACKS[2 * s + 3] = knightAttacksHi(s);
}

/** `SQUARE_DISTANCE[65 * a + b + 66]`: king steps from `a` to `b`; 0 when either is -1. */
export const SQUARE_DISTANCE = new Int8Array(65 * 65);
/** `MANHATTAN_DISTANCE[65 * a + b + 66]`: file steps plus rank steps; 0 when either is -1. */
export const MANHATTAN_DISTANCE = new Int8Array(65 * 65);
/**
 * `CORNER_DISTANCE[65 * a + b + 66]`: Manhattan distance from `a` to the nearer corner of the
 * colour of `b` (seed 002); 0 when either is -1.
 */
export const CORNER_DISTANCE = new Int8Array(65 * 65);
/**
 * `KNIGHT_DISTANCE[65 * a + b + 66]`: knight moves from `a` to `b` on an empty board (0..6);
 * 0 when either is -1.
 */
export const KNIGHT_DISTANCE = new Int8Array(65 * 65);
/** `EDGE_DISTANCE[s + 1]`: steps from `s` to the nearest edge, 0..3; 0 for -1. */
export const EDGE_DISTANCE = new Int8Array(65);

function manhattan(a: number, b: number): number {
  return Math.abs((a & 7) - (b & 7)) + Math.abs((a >>> 3) - (b >>> 3));
}

for (let a = 0; a < 64; a++) {
  // Breadth-first search over knight moves from a.
  const queue = [a];
  const row = 65 * a + 66;
  KNIGHT_DISTANCE.fill(-1, row, row + 64);
  KNIGHT_DISTANCE[row + a] = 0;
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i]!;
    for (let to = 0; to < 64; to++) {
      const attacked =
        to < 32 ? (knightAttacksLo(from) >>> to) & 1 : (knightAttacksHi(from) >>> (to - 32)) & 1;
      if (attacked === 1 && KNIGHT_DISTANCE[row + to] === -1) {
        KNIGHT_DISTANCE[row + to] = KNIGHT_DISTANCE[row + from]! + 1;
        queue.push(to);
      }
    }
  }
}

for (let a = 0; a < 64; a++) {
  const file = a & 7;
  const rank = a >>> 3;
  EDGE_DISTANCE[a + 1] = Math.min(file, 7 - file, rank, 7 - rank);
  for (let b = 0; b < 64; b++) {
    const at = 65 * a + b + 66;
    SQUARE_DISTANCE[at] = Math.max(Math.abs(file - (b & 7)), Math.abs(rank - (b >>> 3)));
    MANHATTAN_DISTANCE[at] = manhattan(a, b);
    const dark = ((b & 7) + (b >>> 3)) % 2 === 0;
    CORNER_DISTANCE[at] = dark
      ? Math.min(manhattan(a, 0), manhattan(a, 63))
      : Math.min(manhattan(a, 7), manhattan(a, 56));
  }
}

/** The eight board symmetries as (file, rank) maps, in the order of spec §3.1. */
const SPEC_SYMMETRIES: readonly ((f: number, r: number) => number)[] = [
  (f, r) => r * 8 + f, // identity
  (f, r) => r * 8 + (7 - f), // flip files
  (f, r) => (7 - r) * 8 + f, // flip ranks
  (f, r) => (7 - r) * 8 + (7 - f), // rotate 180
  (f, r) => f * 8 + r, // flip a1-h8 diagonal
  (f, r) => (7 - f) * 8 + (7 - r), // flip a8-h1 antidiagonal
  (f, r) => (7 - f) * 8 + r, // rotate 90 clockwise
  (f, r) => f * 8 + (7 - r), // rotate 90 anticlockwise
];

/** The number of frames: the eight board symmetries. */
export const FRAME_COUNT = 8;

/**
 * `FRAME_SQUARE[64 * k + s]`: where square `s` of the position goes in frame `k`, the `k`-th
 * symmetry of spec §3.1. A recognizer evaluates its rules in the position's own squares and
 * uses this table only where the rule's frame matters (`first of`, `file of`, ...).
 */
export const FRAME_SQUARE = new Int8Array(FRAME_COUNT * 64);

for (let k = 0; k < FRAME_COUNT; k++) {
  for (let s = 0; s < 64; s++) FRAME_SQUARE[64 * k + s] = SPEC_SYMMETRIES[k]!(s & 7, s >>> 3);
}

/** The frame that maps a square first by `a`, then by `b`. */
function composeFrames(a: number, b: number): number {
  for (let k = 0; k < FRAME_COUNT; k++) {
    let same = true;
    for (let s = 0; s < 64 && same; s++) {
      same = FRAME_SQUARE[64 * k + s] === FRAME_SQUARE[64 * b + FRAME_SQUARE[64 * a + s]!];
    }
    if (same) return k;
  }
  throw new Error("the board symmetries are not closed under composition");
}

/** The frame of the colour swap: it mirrors the ranks. */
export const COLOUR_SWAP_FRAME = 2;

/**
 * `NORMALISED_FRAME[8 * strong + j]`: the frame of the rules when the strong side has colour
 * `strong` (0 white, 1 black: colours swapped, ranks mirrored) and the normalisation steps chose
 * symmetry `j`.
 */
export const NORMALISED_FRAME = new Int8Array(16);

for (let j = 0; j < FRAME_COUNT; j++) {
  NORMALISED_FRAME[j] = j;
  NORMALISED_FRAME[8 + j] = composeFrames(COLOUR_SWAP_FRAME, j);
}

/** The kinds of piece other than kings, in the order the least board compares them. */
const LEAST_BOARD_ROLES = [QUEEN, ROOK, BISHOP, KNIGHT, PAWN] as const;

/**
 * Of the symmetries in `kept` (bit `j`: symmetry `j` of spec §3.1), the frame whose normalised
 * board is least (spec §3.1), for a position whose strong side has colour `strong`.
 *
 * The steps leave several symmetries when one is skipped (its piece absent), when its target is
 * itself symmetric, or when a designated square lies on an axis (KBNK's lone king on a long
 * diagonal). Taking the first of them in a fixed order would make the normalised board depend on
 * how the position came in, so that one position had two values; taking the least board makes it
 * a function of the position. Ties (a board symmetric under both) go to the first in spec order,
 * which only `reject`'s mapping of the move could tell apart. Compiled code calls this only when
 * more than one symmetry is left.
 */
export function leastFrame(pos: Position, strong: number, kept: number): number {
  let best = -1;
  for (let j = 0; j < FRAME_COUNT; j++) {
    if (((kept >>> j) & 1) === 0) continue;
    const frame = NORMALISED_FRAME[8 * strong + j]!;
    if (best < 0 || boardLessIn(pos, strong, frame, best)) best = frame;
  }
  return best;
}

/** Whether `pos`'s board in frame `a` is less than in frame `b` (spec §3.1's order). */
function boardLessIn(pos: Position, strong: number, a: number, b: number): boolean {
  for (let side = 0; side < 2; side++) {
    const king = pos.kings[side === 0 ? strong : strong ^ 1]!;
    const inA = FRAME_SQUARE[64 * a + king]!;
    const inB = FRAME_SQUARE[64 * b + king]!;
    if (inA !== inB) return inA < inB;
  }
  for (let side = 0; side < 2; side++) {
    const colour = side === 0 ? strong : strong ^ 1;
    for (let r = 0; r < LEAST_BOARD_ROLES.length; r++) {
      const at = 2 * (8 * colour + LEAST_BOARD_ROLES[r]!);
      // The two images as lo/hi pairs; the lowest square in one and not the other decides.
      let aLo = 0;
      let aHi = 0;
      let bLo = 0;
      let bHi = 0;
      for (let half = 0; half < 2; half++) {
        let bits = pos.pieces[at + half]!;
        while (bits !== 0) {
          const s = 32 * half + 31 - Math.clz32(bits & -bits);
          bits &= bits - 1;
          const sa = FRAME_SQUARE[64 * a + s]!;
          const sb = FRAME_SQUARE[64 * b + s]!;
          if (sa < 32) aLo |= 1 << sa;
          else aHi |= 1 << (sa - 32);
          if (sb < 32) bLo |= 1 << sb;
          else bHi |= 1 << (sb - 32);
        }
      }
      const lo = aLo ^ bLo;
      if (lo !== 0) return (aLo & lo & -lo) !== 0;
      const hi = aHi ^ bHi;
      if (hi !== 0) return (aHi & hi & -hi) !== 0;
    }
  }
  return false;
}

/**
 * Bits of a material code: for each colour (white in bits 0-15, black in 16-31) the number of
 * knights (bits 0-3), bishops (4-7), rooks (8-11) and queens (12-15), each at most 15.
 */
export const MATERIAL_SHIFT = { knights: 0, bishops: 4, rooks: 8, queens: 12, black: 16 } as const;

function countOf(lo: number, hi: number): number {
  if ((lo | hi) === 0) return 0;
  const n = popcount32(lo) + popcount32(hi);
  return n > 15 ? 15 : n;
}

/**
 * The material of `pos` as one int32 (see {@link MATERIAL_SHIFT}), white's pieces in the low
 * half. A recognizer compares it with the codes of its materials; swapping the halves gives the
 * code with black's pieces first. Allocation-free.
 */
export function materialCode(pos: Position): number {
  const p = pos.pieces;
  return (
    countOf(p[4]!, p[5]!) |
    (countOf(p[6]!, p[7]!) << 4) |
    (countOf(p[8]!, p[9]!) << 8) |
    (countOf(p[10]!, p[11]!) << 12) |
    (countOf(p[20]!, p[21]!) << 16) |
    (countOf(p[22]!, p[23]!) << 20) |
    (countOf(p[24]!, p[25]!) << 24) |
    (countOf(p[26]!, p[27]!) << 28)
  );
}

/** The material code with the two colours exchanged. */
export function swapMaterialCode(code: number): number {
  return (code >>> 16) | (code << 16);
}

/** The material code of an army pair, the strong side in the low half (compile time). */
export function armyCode(
  strong: { queens: number; rooks: number; bishops: number; knights: number },
  weak: { queens: number; rooks: number; bishops: number; knights: number },
): number {
  const half = (a: typeof strong) =>
    Math.min(a.knights, 15) |
    (Math.min(a.bishops, 15) << 4) |
    (Math.min(a.rooks, 15) << 8) |
    (Math.min(a.queens, 15) << 12);
  return half(strong) | (half(weak) << 16);
}
