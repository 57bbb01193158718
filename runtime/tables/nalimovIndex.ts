/**
 * Nalimov's index scheme (Nalimov, Haworth and Heinz 2000, section 3), for pawnless endgames of
 * two kings and up to three other men, with white and black to move indexed separately.
 *
 * An index entry is built in this order (most significant first):
 *
 * 1. **The kings**: one of 462 placements. The side-to-move ("stm") king is mirrored into the
 *    a1-d1-d4 triangle; when it stands on the a1-d4 diagonal, the other king is mirrored into the
 *    a1-h1-h8 triangle, diagonal included. Pairs are numbered by stm king square, then other king
 *    square, both ascending (Nalimov's `rgsTriKings`).
 * 2. **The stm men**, one group per role in Q-R-B-N order. Each man is numbered over the squares
 *    that are neither the other king's square, nor a contact check on it (every knight check,
 *    the diagonally adjacent squares for a bishop, the orthogonally adjacent ones for a rook, all
 *    adjacent squares for a queen), nor the stm king's square. Men of different roles are
 *    numbered independently, so they may share a square: such entries are broken. `k` like men
 *    are placed as a sorted set, `C(q, k)` placements, numbered colexicographically
 *    (`C(n1,1) + C(n2,2) + C(n3,3)` for `n1 < n2 < n3`), the paper's "succinct formula".
 * 3. **The men of the side not to move** ("sntm"), one group per role in Q-R-B-N order, on the
 *    squares not yet taken by a king, a stm man or an earlier sntm group: 62, 61, 60 ... squares.
 *
 * The entries of one king placement form an n-space, the first stm group most significant, and
 * king placements follow each other. A table's size is one more than its last legal entry
 * (trailing broken entries are trimmed). An entry is *legal* when no two men share a square and
 * the king of the side not to move is not in check; every other entry is *broken*.
 *
 * When both kings stand on the a1-h8 diagonal the position and its mirror image in that
 * diagonal are both indexed (Nalimov does the same); {@link TableIndex.encode} keeps the men as
 * they are in that case, so the table stores both twins.
 *
 * @packageDocumentation
 */

import {
  betweenHi,
  betweenLo,
  bishopRaysHi,
  bishopRaysLo,
  kingAttacksHi,
  kingAttacksLo,
  knightAttacksHi,
  knightAttacksLo,
  rookRaysHi,
  rookRaysLo,
} from "../attacks.ts";
import { BISHOP, KNIGHT, QUEEN, ROOK } from "../pieces.ts";
import type { Endgame } from "./endgames.ts";

/** Number of king-king placements in a pawnless table. */
export const KING_PAIRS = 462;

/** Mirror image of a square in the a1-h8 diagonal. */
export const DIAGONAL_FLIP = new Int8Array(64);
/** XOR mask that mirrors a square into the a1-d4 quadrant (files a-d, ranks 1-4). */
export const QUADRANT_MASK = new Int8Array(64);
/**
 * `KING_PAIR_INDEX[stmKing * 64 + otherKing]`: the king placement number 0..461, or -1 when the
 * pair is not a canonical placement (stm king outside the triangle, kings touching, or the other
 * king above the diagonal while the stm king is on it).
 */
export const KING_PAIR_INDEX = new Int16Array(64 * 64).fill(-1);
/** 1 for the king placements with both kings on the a1-h8 diagonal (21 of them), else 0. */
export const DIAGONAL_PAIR = new Uint8Array(KING_PAIRS);

/**
 * The boards each entry of king placement `kp` stands for: 8 images under the board's
 * symmetries, 4 with both kings on the a1-h8 diagonal, whose mirror images in it are the index's
 * twin entries.
 */
export function kingPairBoards(kp: number): number {
  return DIAGONAL_PAIR[kp] === 1 ? 4 : 8;
}
/** The stm king square of each king placement. */
export const KING_PAIR_STM = new Int8Array(KING_PAIRS);
/** The other king's square of each king placement. */
export const KING_PAIR_OTHER = new Int8Array(KING_PAIRS);
/**
 * `NEEDS_FLIP[stmKing * 64 + otherKing]` for a stm king already in the a1-d4 quadrant: 1 when
 * the pair must also be mirrored in the a1-h8 diagonal to be canonical.
 */
const NEEDS_FLIP = new Uint8Array(64 * 64);

for (let sq = 0; sq < 64; sq++) {
  DIAGONAL_FLIP[sq] = ((sq & 7) << 3) | (sq >>> 3);
  QUADRANT_MASK[sq] = ((sq & 7) >= 4 ? 7 : 0) | (sq >>> 3 >= 4 ? 56 : 0);
}

function isAdjacentOrSame(a: number, b: number): boolean {
  return Math.abs((a & 7) - (b & 7)) <= 1 && Math.abs((a >>> 3) - (b >>> 3)) <= 1;
}

{
  let n = 0;
  for (let k = 0; k < 64; k++) {
    const kf = k & 7;
    const kr = k >>> 3;
    if (kf > 3 || kr > kf) continue;
    for (let o = 0; o < 64; o++) {
      if (isAdjacentOrSame(k, o)) continue;
      if (kr === kf && o >>> 3 > (o & 7)) continue;
      KING_PAIR_INDEX[k * 64 + o] = n;
      KING_PAIR_STM[n] = k;
      KING_PAIR_OTHER[n] = o;
      DIAGONAL_PAIR[n] = kr === kf && o >>> 3 === (o & 7) ? 1 : 0;
      n++;
    }
  }
  if (n !== KING_PAIRS) throw new Error(`internal: ${n} king placements, expected 462`);
  for (let k = 0; k < 64; k++) {
    if ((k & 7) > 3 || k >>> 3 > 3) continue;
    for (let o = 0; o < 64; o++) {
      const kf = k & 7;
      const kr = k >>> 3;
      NEEDS_FLIP[k * 64 + o] = kr > kf || (kr === kf && o >>> 3 > (o & 7)) ? 1 : 0;
    }
  }
}

/**
 * `KINGS_BELOW[kingPair * 64 + sq]`: how many of the two kings of a king placement stand on a
 * lower square than `sq`, or -1 when a king stands on `sq` (sntm men are numbered past them).
 */
const KINGS_BELOW = new Int8Array(KING_PAIRS * 64);
for (let kp = 0; kp < KING_PAIRS; kp++) {
  const k = KING_PAIR_STM[kp]!;
  const o = KING_PAIR_OTHER[kp]!;
  for (let sq = 0; sq < 64; sq++) {
    KINGS_BELOW[kp * 64 + sq] = sq === k || sq === o ? -1 : (k < sq ? 1 : 0) + (o < sq ? 1 : 0);
  }
}

/** Whether a man of `role` on `sq` would give a contact check to a king on `king`. */
function isContactCheck(role: number, sq: number, king: number): boolean {
  const df = Math.abs((sq & 7) - (king & 7));
  const dr = Math.abs((sq >>> 3) - (king >>> 3));
  switch (role) {
    case KNIGHT:
      return (df === 1 && dr === 2) || (df === 2 && dr === 1);
    case BISHOP:
      return df === 1 && dr === 1;
    case ROOK:
      return df + dr === 1;
    case QUEEN:
      return df <= 1 && dr <= 1 && df + dr > 0;
    default:
      throw new Error(`internal: no index numbering for role ${role}`);
  }
}

/**
 * Per role: `SQUARE_NUMBER[role][otherKing * 64 + sq]` is the number of `sq` among the squares a
 * stm man of that role may stand on (ignoring the stm king), or -1 when excluded;
 * `SQUARE_COUNT[role][otherKing]` is how many there are; `NUMBERED_SQUARE[role][otherKing * 64 + n]`
 * inverts the numbering.
 */
const SQUARE_NUMBER: Int8Array[] = [];
const SQUARE_COUNT: Int8Array[] = [];
const NUMBERED_SQUARE: Int8Array[] = [];
for (const role of [KNIGHT, BISHOP, ROOK, QUEEN]) {
  const num = new Int8Array(64 * 64).fill(-1);
  const count = new Int8Array(64);
  const inv = new Int8Array(64 * 64).fill(-1);
  for (let king = 0; king < 64; king++) {
    let n = 0;
    for (let sq = 0; sq < 64; sq++) {
      if (sq === king || isContactCheck(role, sq, king)) continue;
      num[king * 64 + sq] = n;
      inv[king * 64 + n] = sq;
      n++;
    }
    count[king] = n;
  }
  SQUARE_NUMBER[role] = num;
  SQUARE_COUNT[role] = count;
  NUMBERED_SQUARE[role] = inv;
}

/** Binomial coefficient C(n, k) for small arguments (0 when k > n). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** `PAIR_RANK[b] = C(b, 2)`, `TRIPLE_RANK[c] = C(c, 3)`: colex ranks of like men. */
const PAIR_RANK = new Int32Array(65);
const TRIPLE_RANK = new Int32Array(65);
for (let v = 0; v <= 64; v++) {
  PAIR_RANK[v] = (v * (v - 1)) / 2;
  TRIPLE_RANK[v] = (v * (v - 1) * (v - 2)) / 6;
}

// Inverse colex tables: placement number → the sorted numbers of 2 or 3 like men (q ≤ 64).
const PAIR_LIMIT = binomial(64, 2);
const PAIR_LOW = new Int8Array(PAIR_LIMIT);
const PAIR_HIGH = new Int8Array(PAIR_LIMIT);
for (let b = 1; b < 64; b++) {
  for (let a = 0; a < b; a++) {
    const r = a + (b * (b - 1)) / 2;
    PAIR_LOW[r] = a;
    PAIR_HIGH[r] = b;
  }
}
const TRIPLE_LIMIT = binomial(64, 3);
const TRIPLE = new Int8Array(TRIPLE_LIMIT * 3);
for (let c = 2; c < 64; c++) {
  for (let b = 1; b < c; b++) {
    for (let a = 0; a < b; a++) {
      const r = a + (b * (b - 1)) / 2 + (c * (c - 1) * (c - 2)) / 6;
      TRIPLE[r * 3] = a;
      TRIPLE[r * 3 + 1] = b;
      TRIPLE[r * 3 + 2] = c;
    }
  }
}

/** Whether a man of `role` on `from` attacks `to`, with `occLo`/`occHi` the occupied squares. */
export function manAttacks(
  role: number,
  from: number,
  to: number,
  occLo: number,
  occHi: number,
): boolean {
  // Bit `to` of a set: JavaScript shifts count mod 32, so `>>> to` serves both halves.
  const hi = to >= 32;
  switch (role) {
    case KNIGHT:
      return (((hi ? knightAttacksHi(from) : knightAttacksLo(from)) >>> to) & 1) !== 0;
    case BISHOP:
    case ROOK:
    case QUEEN: {
      const diagonal = (((hi ? bishopRaysHi(from) : bishopRaysLo(from)) >>> to) & 1) !== 0;
      const straight = (((hi ? rookRaysHi(from) : rookRaysLo(from)) >>> to) & 1) !== 0;
      const aligned = role === BISHOP ? diagonal : role === ROOK ? straight : diagonal || straight;
      return aligned && ((betweenLo(from, to) & occLo) | (betweenHi(from, to) & occHi)) === 0;
    }
    default:
      return (((hi ? kingAttacksHi(from) : kingAttacksLo(from)) >>> to) & 1) !== 0;
  }
}

const STM_NUMBERING: Int8Array[] = [];

/**
 * `[kingPair * 64 + sq]`: the number of `sq` among the squares a stm man of `role` may stand on
 * in king placement `kingPair` (the other king's square, its contact checks and the stm king's
 * square left out), or -1.
 */
function stmNumbering(role: number): Int8Array {
  let table = STM_NUMBERING[role];
  if (table) return table;
  table = new Int8Array(KING_PAIRS * 64);
  const num = SQUARE_NUMBER[role]!;
  for (let kp = 0; kp < KING_PAIRS; kp++) {
    const k = KING_PAIR_STM[kp]!;
    const o = KING_PAIR_OTHER[kp]!;
    const above = num[o * 64 + k]! >= 0 ? k : 64;
    for (let sq = 0; sq < 64; sq++) {
      const v = num[o * 64 + sq]!;
      table[kp * 64 + sq] = v < 0 || sq === k ? -1 : sq > above ? v - 1 : v;
    }
  }
  STM_NUMBERING[role] = table;
  return table;
}

/**
 * The index of one table: an endgame with one side to move. Squares are exchanged as
 * piece-square arrays: `[white king, black king, man 0, man 1, ...]` with the men in the
 * endgame's order (strong men, then weak men; white is the strong side).
 */
export class TableIndex {
  /** The endgame. */
  readonly endgame: Endgame;
  /** The side to move: 0 white (strong), 1 black (weak). */
  readonly stm: 0 | 1;
  /** Number of entries: one more than the last legal entry. */
  readonly size: number;
  /** Number of entries before trimming the broken tail. */
  readonly fullSize: number;
  /** Length of a piece-square array for this endgame: 2 + men. */
  readonly squares: number;

  /** Offset of each king placement's n-space (`[KING_PAIRS]` is the untrimmed size). */
  readonly kingPairBase: Int32Array;
  /** Groups in index order: stm groups then sntm groups. */
  readonly groupRole: Int32Array;
  /** Number of like men in each group (1..3). */
  readonly groupCount: Int32Array;
  /** Position of each group's first man in the piece-square array. */
  readonly groupFirst: Int32Array;
  /** Number of stm groups (the first groups). */
  readonly stmGroups: number;
  /** The inverse of `groupNumbers`: `[kingPair * 64 + number]` → square. */
  private readonly groupSquares: Int8Array[];
  /** Square numbering of each stm group's role per king placement (see `stmNumbering`). */
  private readonly groupNumbers: Int8Array[];
  /** Size of each group's placement range per king placement: `[kingPair * groups + g]`. */
  readonly groupSize: Int32Array;
  /** Number of stm men (they come first among the groups). */
  readonly stmMen: number;
  /** Positions of the stm men in the piece-square array. */
  readonly stmSlots: Int32Array;
  /** The stm men's slots, then the sntm men's in group order: the men placed before a group. */
  private readonly placedSlots: Int32Array;
  /** How many of `placedSlots` are placed before each group. */
  private readonly placedBefore: Int32Array;

  private readonly scratch: Int32Array;
  /** The king placement holding the first entry of each bucket of `2 ** bucketShift` entries. */
  private readonly bucketKingPair: Int16Array;
  private readonly bucketShift: number;
  /** Product of the sntm groups' sizes (the same for every king placement). */
  private readonly sntmProduct: number;
  /** Group of each slot of the piece-square array (-1 for kings and sntm men). */
  readonly slotGroup: Int32Array;
  // State of the incremental encoder (setBase / encodeMoved).
  private readonly baseSquares: Int32Array;
  private readonly baseRank: Int32Array;
  private readonly baseStride: Int32Array;
  private baseMask = 0;
  private baseFlip = false;
  private baseO = 0;
  private baseKingPair = -1;
  private baseSlow = false;
  private baseInvalid = 0;
  private baseSum = 0;
  private readonly numbers: Int32Array;
  private readonly taken: Int32Array;

  constructor(endgame: Endgame, stm: 0 | 1) {
    this.endgame = endgame;
    this.stm = stm;
    this.squares = 2 + endgame.men;
    const roles: number[] = [];
    const counts: number[] = [];
    const firsts: number[] = [];
    let stmGroups = 0;
    let stmMen = 0;
    for (const side of [stm, 1 - stm]) {
      const sideStart = roles.length;
      for (let i = 0; i < endgame.men; i++) {
        if (endgame.colours[i] !== side) continue;
        const g = roles.length - 1;
        if (g >= sideStart && roles[g] === endgame.roles[i] && firsts[g]! + counts[g]! === i + 2) {
          counts[g]!++;
        } else {
          roles.push(endgame.roles[i]!);
          counts.push(1);
          firsts.push(i + 2);
        }
        if (side === stm) stmMen++;
      }
      if (side === stm) stmGroups = roles.length;
    }
    this.groupRole = Int32Array.from(roles);
    this.groupCount = Int32Array.from(counts);
    this.groupFirst = Int32Array.from(firsts);
    this.stmGroups = stmGroups;
    this.stmMen = stmMen;
    this.groupNumbers = roles.map((r, g) => (g < stmGroups ? stmNumbering(r) : new Int8Array(0)));
    this.groupSquares = this.groupNumbers.map((numbering) => {
      const squares = new Int8Array(numbering.length).fill(-1);
      for (let at = 0; at < numbering.length; at++) {
        const v = numbering[at]!;
        if (v >= 0) squares[(at & ~63) + v] = at & 63;
      }
      return squares;
    });
    const slots: number[] = [];
    for (let i = 0; i < endgame.men; i++) if (endgame.colours[i] === stm) slots.push(2 + i);
    this.stmSlots = Int32Array.from(slots);
    const placed = [...slots];
    const placedBefore: number[] = [];
    for (let g = 0; g < roles.length; g++) {
      placedBefore.push(g < stmGroups ? 0 : placed.length);
      if (g >= stmGroups) for (let j = 0; j < counts[g]!; j++) placed.push(firsts[g]! + j);
    }
    this.placedSlots = Int32Array.from(placed);
    this.placedBefore = Int32Array.from(placedBefore);
    const groups = roles.length;
    this.groupSize = new Int32Array(KING_PAIRS * groups);
    this.kingPairBase = new Int32Array(KING_PAIRS + 1);
    let base = 0;
    for (let kp = 0; kp < KING_PAIRS; kp++) {
      this.kingPairBase[kp] = base;
      const k = KING_PAIR_STM[kp]!;
      const o = KING_PAIR_OTHER[kp]!;
      let product = 1;
      let placed = 2 + stmMen;
      for (let g = 0; g < groups; g++) {
        let q: number;
        if (g < stmGroups) {
          const role = roles[g]!;
          q = SQUARE_COUNT[role]![o]! - (SQUARE_NUMBER[role]![o * 64 + k]! >= 0 ? 1 : 0);
        } else {
          q = 64 - placed;
          placed += counts[g]!;
        }
        const d = binomial(q, counts[g]!);
        this.groupSize[kp * groups + g] = d;
        product *= d;
      }
      base += product;
    }
    this.kingPairBase[KING_PAIRS] = base;
    this.fullSize = base;
    this.scratch = new Int32Array(this.squares);
    // Buckets about the size of an average king placement's range: one or two steps to find it.
    let shift = 0;
    while (2 ** (shift + 1) <= base / KING_PAIRS) shift++;
    this.bucketShift = shift;
    this.bucketKingPair = new Int16Array((base >>> shift) + 1);
    for (let b = 0, kp = 0; b < this.bucketKingPair.length; b++) {
      while (kp < KING_PAIRS - 1 && this.kingPairBase[kp + 1]! <= b << shift) kp++;
      this.bucketKingPair[b] = kp;
    }
    let sntmProduct = 1;
    for (let g = stmGroups; g < groups; g++) sntmProduct *= this.groupSize[g]!;
    this.sntmProduct = sntmProduct;
    this.slotGroup = new Int32Array(this.squares).fill(-1);
    for (let g = 0; g < stmGroups; g++) {
      for (let j = 0; j < counts[g]!; j++) this.slotGroup[firsts[g]! + j] = g;
    }
    this.baseSquares = new Int32Array(this.squares);
    this.baseRank = new Int32Array(groups);
    this.baseStride = new Int32Array(groups);
    this.numbers = new Int32Array(this.squares);
    this.taken = new Int32Array(this.squares);
    this.size = this.trimmedSize();
  }

  /** The king placement holding entry `index`. */
  kingPairOf(index: number): number {
    const base = this.kingPairBase;
    let kp = this.bucketKingPair[index >>> this.bucketShift]!;
    while (base[kp + 1]! <= index) kp++;
    return kp;
  }

  /** The boards entry `index` stands for (see {@link kingPairBoards}). */
  boardsOf(index: number): number {
    return kingPairBoards(this.kingPairOf(index));
  }

  /**
   * The index of the position in `sq` (a piece-square array, any orientation), or -1 when the
   * position has no entry: kings touching or on one square, a stm man on a contact check or on
   * a king, a sntm man on an occupied square. Allocation-free.
   */
  encode(sq: Int32Array): number {
    const n = this.squares;
    const t = this.scratch;
    const ki = this.stm;
    const stmKing = sq[ki]!;
    const mask = QUADRANT_MASK[stmKing]!;
    let k = stmKing ^ mask;
    let o = sq[1 - ki]! ^ mask;
    const flip = NEEDS_FLIP[k * 64 + o] === 1;
    if (flip) {
      k = DIAGONAL_FLIP[k]!;
      o = DIAGONAL_FLIP[o]!;
      for (let i = 2; i < n; i++) t[i] = DIAGONAL_FLIP[sq[i]! ^ mask]!;
    } else {
      for (let i = 2; i < n; i++) t[i] = sq[i]! ^ mask;
    }
    const kp = KING_PAIR_INDEX[k * 64 + o]!;
    if (kp < 0) return -1;
    return this.encodeCanonical(kp, t);
  }

  /**
   * Whether the last {@link encodePrimary} call found a position that is its own mirror image in
   * the a1-h8 diagonal (both kings and every man set on or symmetric about it).
   */
  symmetric = false;

  /**
   * Like {@link encode}, but returns -1 for entries beyond {@link size} too, and of the two twins
   * indexed when both kings stand on the a1-h8 diagonal returns the lower index, the *primary*
   * entry (the generator works on primaries only and copies them to their twins at the end).
   * Sets {@link symmetric}. Allocation-free.
   */
  encodePrimary(sq: Int32Array): number {
    const n = this.squares;
    const t = this.scratch;
    const ki = this.stm;
    const stmKing = sq[ki]!;
    const mask = QUADRANT_MASK[stmKing]!;
    let k = stmKing ^ mask;
    let o = sq[1 - ki]! ^ mask;
    const flip = NEEDS_FLIP[k * 64 + o] === 1;
    if (flip) {
      k = DIAGONAL_FLIP[k]!;
      o = DIAGONAL_FLIP[o]!;
      for (let i = 2; i < n; i++) t[i] = DIAGONAL_FLIP[sq[i]! ^ mask]!;
    } else {
      for (let i = 2; i < n; i++) t[i] = sq[i]! ^ mask;
    }
    const kp = KING_PAIR_INDEX[k * 64 + o]!;
    this.symmetric = false;
    if (kp < 0) return -1;
    const index = this.encodeCanonical(kp, t);
    if (index < 0 || index >= this.size) return -1;
    if (DIAGONAL_PAIR[kp] === 0) return index;
    for (let i = 2; i < n; i++) t[i] = DIAGONAL_FLIP[t[i]!]!;
    const twin = this.encodeCanonical(kp, t);
    if (twin === index) this.symmetric = true;
    return twin < index ? twin : index;
  }

  /**
   * The index of the mirror image in the a1-h8 diagonal of the canonical position `sq` of king
   * placement `kp`, which must have both kings on that diagonal. Uses `sq` as given.
   */
  twinIndex(kp: number, sq: Int32Array): number {
    const n = this.squares;
    const t = this.scratch;
    for (let i = 2; i < n; i++) t[i] = DIAGONAL_FLIP[sq[i]!]!;
    return this.encodeCanonical(kp, t);
  }

  /**
   * The index for king placement `kp` and men on the squares `t[2..]`, already in canonical
   * orientation (the kings' slots of `t` are not read); -1 when not indexable.
   */
  encodeCanonical(kp: number, t: Int32Array): number {
    const groups = this.groupRole.length;
    const stmGroups = this.stmGroups;
    const row = kp * groups;
    let idx = 0;
    for (let g = 0; g < stmGroups; g++) {
      const r = this.stmRank(g, kp, t);
      if (r < 0) return -1;
      idx = idx * this.groupSize[row + g]! + r;
    }
    if (stmGroups < groups) {
      const q = this.sntmPart(kp, t);
      if (q < 0) return -1;
      idx = idx * this.sntmProduct + q;
    }
    return this.kingPairBase[kp]! + idx;
  }

  /**
   * The placement number of stm group `g` with the men on the canonical squares `t`, the other
   * king on `o` and the stm king on `k`; -1 when a man stands on an excluded square or two like
   * men coincide.
   */
  private stmRank(g: number, kp: number, t: Int32Array): number {
    const table = this.groupNumbers[g]!;
    const first = this.groupFirst[g]!;
    const row = kp * 64;
    let va = table[row + t[first]!]!;
    if (va < 0) return -1;
    const count = this.groupCount[g]!;
    if (count === 1) return va;
    let vb = table[row + t[first + 1]!]!;
    if (vb < 0) return -1;
    if (va > vb) {
      const x = va;
      va = vb;
      vb = x;
    }
    if (va === vb) return -1;
    if (count === 2) return va + PAIR_RANK[vb]!;
    let vc = table[row + t[first + 2]!]!;
    if (vc < 0) return -1;
    if (vb > vc) {
      const x = vb;
      vb = vc;
      vc = x;
    }
    if (va > vb) {
      const x = va;
      va = vb;
      vb = x;
    }
    if (va === vb || vb === vc) return -1;
    return va + PAIR_RANK[vb]! + TRIPLE_RANK[vc]!;
  }

  /**
   * The offset contributed by the men of the side not to move (all sntm groups together, the
   * least significant part of the index), or -1 when one of them stands on a taken square.
   * Their number is their square minus the number of taken squares below it.
   */
  private sntmPart(kp: number, t: Int32Array): number {
    const groups = this.groupRole.length;
    const row = kp * groups;
    const kingsRow = kp * 64;
    const placed = this.placedSlots;
    let idx = 0;
    for (let g = this.stmGroups; g < groups; g++) {
      const first = this.groupFirst[g]!;
      const count = this.groupCount[g]!;
      const before = this.placedBefore[g]!;
      let va = 0;
      let vb = 0;
      let vc = 0;
      for (let j = 0; j < count; j++) {
        const s = t[first + j]!;
        const kings = KINGS_BELOW[kingsRow + s]!;
        if (kings < 0) return -1;
        let v = s - kings;
        for (let i = 0; i < before; i++) {
          const m = t[placed[i]!]!;
          if (m === s) return -1;
          if (m < s) v--;
        }
        if (j === 0) va = v;
        else if (j === 1) vb = v;
        else vc = v;
      }
      let r: number;
      if (count === 1) r = va;
      else {
        if (va > vb) {
          const x = va;
          va = vb;
          vb = x;
        }
        if (count === 3) {
          if (vb > vc) {
            const x = vb;
            vb = vc;
            vc = x;
          }
          if (va > vb) {
            const x = va;
            va = vb;
            vb = x;
          }
          if (vb === vc) return -1;
        }
        if (va === vb) return -1;
        r = va + PAIR_RANK[vb]! + (count === 3 ? TRIPLE_RANK[vc]! : 0);
      }
      idx = idx * this.groupSize[row + g]! + r;
    }
    return idx;
  }

  // ---------------------------------------------------------------------------------------
  // Incremental encoding: many positions that differ from one base position by a single stm
  // man (the un-moves of that side's men during retrograde analysis).

  /**
   * Makes `sq` the base position of {@link encodeMoved}. The base need not be indexable itself
   * (its men may stand where this table's side to move may not).
   */
  setBase(sq: Int32Array): void {
    const n = this.squares;
    const t = this.baseSquares;
    const ki = this.stm;
    const stmKing = sq[ki]!;
    const mask = QUADRANT_MASK[stmKing]!;
    let k = stmKing ^ mask;
    let o = sq[1 - ki]! ^ mask;
    const flip = NEEDS_FLIP[k * 64 + o] === 1;
    if (flip) {
      k = DIAGONAL_FLIP[k]!;
      o = DIAGONAL_FLIP[o]!;
      for (let i = 2; i < n; i++) t[i] = DIAGONAL_FLIP[sq[i]! ^ mask]!;
    } else {
      for (let i = 2; i < n; i++) t[i] = sq[i]! ^ mask;
    }
    this.baseMask = mask;
    this.baseFlip = flip;
    this.baseO = o;
    const kp = KING_PAIR_INDEX[k * 64 + o]!;
    this.baseKingPair = kp;
    if (kp < 0) return;
    this.baseSlow = DIAGONAL_PAIR[kp] === 1;
    const groups = this.groupRole.length;
    const row = kp * groups;
    const stride = this.baseStride;
    stride[groups - 1] = 1;
    for (let g = groups - 2; g >= 0; g--) stride[g] = stride[g + 1]! * this.groupSize[row + g + 1]!;
    let invalid = 0;
    let sum = 0;
    for (let g = 0; g < this.stmGroups; g++) {
      const r = this.stmRank(g, kp, t);
      this.baseRank[g] = r;
      if (r < 0) invalid++;
      else sum += r * stride[g]!;
    }
    this.baseInvalid = invalid;
    this.baseSum = sum;
  }

  /**
   * {@link encodePrimary} of the base position (see {@link setBase}) with the stm king moved to
   * `to`; `sq` must still hold the base position. While the king stays on the same side of the
   * board's mirror lines the men keep their canonical squares. Allocation-free.
   */
  encodeKingMoved(sq: Int32Array, to: number): number {
    const mask = this.baseMask;
    if (QUADRANT_MASK[to] === mask && this.baseKingPair >= 0 && !this.baseSlow) {
      const o0 = sq[1 - this.stm]! ^ mask;
      const k0 = to ^ mask;
      if ((NEEDS_FLIP[k0 * 64 + o0] === 1) === this.baseFlip) {
        const k = this.baseFlip ? DIAGONAL_FLIP[k0]! : k0;
        const o = this.baseO;
        const kp = KING_PAIR_INDEX[k * 64 + o]!;
        if (kp < 0) return -1;
        if (DIAGONAL_PAIR[kp] === 0) {
          this.symmetric = false;
          const index = this.encodeCanonical(kp, this.baseSquares);
          return index < this.size ? index : -1;
        }
      }
    }
    const from = sq[this.stm]!;
    sq[this.stm] = to;
    const e = this.encodePrimary(sq);
    sq[this.stm] = from;
    return e;
  }

  /**
   * {@link encodePrimary} of the base position (see {@link setBase}) with the stm man in `slot`
   * moved to `to`; `sq` must still hold the base position. Allocation-free.
   */
  encodeMoved(sq: Int32Array, slot: number, to: number): number {
    const kp = this.baseKingPair;
    if (kp < 0) return -1;
    if (this.baseSlow) {
      const from = sq[slot]!;
      sq[slot] = to;
      const e = this.encodePrimary(sq);
      sq[slot] = from;
      return e;
    }
    this.symmetric = false;
    const g = this.slotGroup[slot]!;
    const old = this.baseRank[g]!;
    if (this.baseInvalid > (old < 0 ? 1 : 0)) return -1;
    const t = this.baseSquares;
    const was = t[slot]!;
    t[slot] = this.baseFlip ? DIAGONAL_FLIP[to ^ this.baseMask]! : to ^ this.baseMask;
    const r = this.stmRank(g, kp, t);
    let idx = -1;
    if (r >= 0) {
      idx = this.baseSum + (r - (old < 0 ? 0 : old)) * this.baseStride[g]!;
      if (this.stmGroups < this.groupRole.length) {
        const q = this.sntmPart(kp, t);
        idx = q < 0 ? -1 : idx + q;
      }
      if (idx >= 0) {
        idx += this.kingPairBase[kp]!;
        if (idx >= this.size) idx = -1;
      }
    }
    t[slot] = was;
    return idx;
  }

  /**
   * Writes the squares of entry `index` into `out` (a piece-square array, canonical orientation).
   * Returns false when the entry is not a placement of distinct squares (two stm men of
   * different roles share a square); `out` is then only partly written. Does not check that the
   * king of the side not to move is safe: see {@link isLegal}.
   */
  decode(index: number, out: Int32Array): boolean {
    const kp = this.kingPairOf(index);
    return this.decodeIn(kp, index - this.kingPairBase[kp]!, out);
  }

  /** {@link decode} for offset `rem` inside king placement `kp`. */
  decodeIn(kp: number, rem: number, out: Int32Array): boolean {
    const groups = this.groupRole.length;
    const stmGroups = this.stmGroups;
    const num = this.numbers;
    const k = KING_PAIR_STM[kp]!;
    const o = KING_PAIR_OTHER[kp]!;
    out[this.stm] = k;
    out[1 - this.stm] = o;
    // Split the offset into one placement number per group (last group least significant).
    for (let g = groups - 1; g >= 0; g--) {
      const d = this.groupSize[kp * groups + g]!;
      const q = (rem / d) | 0;
      num[g] = rem - q * d;
      rem = q;
    }
    const taken = this.taken;
    let nTaken = 0;
    taken[nTaken++] = k;
    taken[nTaken++] = o;
    for (let g = 0; g < groups; g++) {
      const count = this.groupCount[g]!;
      const first = this.groupFirst[g]!;
      const r = num[g]!;
      let a: number;
      let b = 0;
      let c = 0;
      if (count === 1) a = r;
      else if (count === 2) {
        a = PAIR_LOW[r]!;
        b = PAIR_HIGH[r]!;
      } else {
        a = TRIPLE[r * 3]!;
        b = TRIPLE[r * 3 + 1]!;
        c = TRIPLE[r * 3 + 2]!;
      }
      if (g < stmGroups) {
        const squares = this.groupSquares[g]!;
        const row = kp * 64;
        out[first] = squares[row + a]!;
        if (count > 1) out[first + 1] = squares[row + b]!;
        if (count > 2) out[first + 2] = squares[row + c]!;
        if (g === stmGroups - 1) {
          // Stm men of different roles may share a square: such entries are broken.
          for (let i = 2; i < 2 + this.stmMen; i++) {
            const si = out[this.stmSlots[i - 2]!]!;
            for (let m = 0; m < nTaken; m++) if (taken[m] === si) return false;
            taken[nTaken++] = si;
          }
        }
      } else {
        // Sort what is taken so far, then map each number to the n-th free square.
        for (let i = 1; i < nTaken; i++) {
          const x = taken[i]!;
          let m = i - 1;
          while (m >= 0 && taken[m]! > x) {
            taken[m + 1] = taken[m]!;
            m--;
          }
          taken[m + 1] = x;
        }
        for (let j = 0; j < count; j++) {
          let s = j === 0 ? a : j === 1 ? b : c;
          for (let m = 0; m < nTaken; m++) if (taken[m]! <= s) s++;
          out[first + j] = s;
        }
        for (let j = 0; j < count; j++) taken[nTaken++] = out[first + j]!;
      }
    }
    return true;
  }

  /**
   * Whether the piece-square array `sq` (distinct squares) is legal with this table's side to
   * move: the king of the side not to move is not in check. Kings never touch in an entry.
   */
  isLegal(sq: Int32Array): boolean {
    const n = this.squares;
    let occLo = 0;
    let occHi = 0;
    for (let i = 0; i < n; i++) {
      const s = sq[i]!;
      if (s < 32) occLo |= 1 << s;
      else occHi |= 1 << (s - 32);
    }
    const victim = sq[1 - this.stm]!;
    const eg = this.endgame;
    for (let i = 0; i < eg.men; i++) {
      if (eg.colours[i] !== this.stm) continue;
      if (manAttacks(eg.roles[i]!, sq[2 + i]!, victim, occLo, occHi)) return false;
    }
    return true;
  }

  private trimmedSize(): number {
    const out = new Int32Array(this.squares);
    for (let i = this.fullSize - 1; i >= 0; i--) {
      if (this.decode(i, out) && this.isLegal(out)) return i + 1;
    }
    return 0;
  }
}

/**
 * Walks the entries of one king placement in index order, updating the squares incrementally
 * instead of decoding every entry: the generator's initialisation pass and the enumeration API
 * use it. Allocation-free after construction.
 *
 * ```ts
 * const cursor = new EntryCursor(index);
 * for (let kp = 0; kp < KING_PAIRS; kp++) {
 *   for (let ok = cursor.start(kp); ok; ok = cursor.next()) {
 *     if (cursor.distinct) visit(cursor.index, cursor.sq);
 *   }
 * }
 * ```
 */
export class EntryCursor {
  /** The current entry's squares (piece-square array, canonical orientation). */
  readonly sq: Int32Array;
  /** The current entry number. */
  index = 0;
  /** Whether the current entry puts every man on a square of its own (else it is broken). */
  distinct = true;

  private readonly ix: TableIndex;
  private readonly groups: number;
  private readonly rank: Int32Array;
  private readonly num: Int32Array;
  /** Sorted taken squares before each group `g` at `[g * 8 ..]` (used from the sntm groups on). */
  private readonly taken: Int32Array;
  /** Number of taken squares before each sntm group (kings, stm men, earlier sntm groups). */
  private readonly takenBefore: Int32Array;
  /** The squares of level `g` of `taken` as a lo/hi set. */
  private readonly takenLo: Int32Array;
  private readonly takenHi: Int32Array;
  private kp = 0;
  private end = 0;

  constructor(index: TableIndex) {
    this.ix = index;
    this.groups = index.groupRole.length;
    this.sq = new Int32Array(index.squares);
    this.rank = new Int32Array(this.groups);
    this.num = new Int32Array(this.groups * 3);
    this.taken = new Int32Array((this.groups + 1) * 8);
    this.takenBefore = new Int32Array(this.groups + 1);
    this.takenLo = new Int32Array(this.groups + 1);
    this.takenHi = new Int32Array(this.groups + 1);
  }

  /** Moves to the first entry of king placement `kp`; false when it has none below the size. */
  start(kp: number): boolean {
    const ix = this.ix;
    this.kp = kp;
    this.index = ix.kingPairBase[kp]!;
    this.end = Math.min(ix.kingPairBase[kp + 1]!, ix.size);
    if (this.index >= this.end) return false;
    this.sq[ix.stm] = KING_PAIR_STM[kp]!;
    this.sq[1 - ix.stm] = KING_PAIR_OTHER[kp]!;
    for (let g = 0; g < this.groups; g++) {
      this.rank[g] = 0;
      this.num[g * 3] = 0;
      this.num[g * 3 + 1] = 1;
      this.num[g * 3 + 2] = 2;
    }
    this.place(0);
    return true;
  }

  /** Moves to the next entry of the king placement; false past its last entry. */
  next(): boolean {
    if (++this.index >= this.end) return false;
    const ix = this.ix;
    const row = this.kp * this.groups;
    let g = this.groups - 1;
    // Fast path: the lowest man of the last group, a sntm group, moves to the next free square.
    if (g >= ix.stmGroups && this.distinct) {
      const r = this.rank[g]! + 1;
      const at = g * 3;
      const n0 = this.num[at]! + 1;
      if (r < ix.groupSize[row + g]! && (ix.groupCount[g] === 1 || n0 < this.num[at + 1]!)) {
        this.rank[g] = r;
        this.num[at] = n0;
        const first = ix.groupFirst[g]!;
        const lo = this.takenLo[g]!;
        const hi = this.takenHi[g]!;
        let sq = this.sq[first]! + 1;
        while ((((sq < 32 ? lo : hi) >>> sq) & 1) !== 0) sq++;
        this.sq[first] = sq;
        return true;
      }
    }
    for (;;) {
      const r = this.rank[g]! + 1;
      const at = g * 3;
      if (r < ix.groupSize[row + g]!) {
        this.rank[g] = r;
        const num = this.num;
        const n0 = num[at]! + 1;
        const count = ix.groupCount[g]!;
        if (count === 1 || n0 < num[at + 1]!) num[at] = n0;
        else {
          num[at] = 0;
          const n1 = num[at + 1]! + 1;
          if (count === 2 || n1 < num[at + 2]!) num[at + 1] = n1;
          else {
            num[at + 1] = 1;
            num[at + 2]++;
          }
        }
        break;
      }
      this.rank[g] = 0;
      this.num[at] = 0;
      this.num[at + 1] = 1;
      this.num[at + 2] = 2;
      g--;
    }
    this.place(g);
    return true;
  }

  /** Recomputes the squares of groups `from` and later. */
  private place(from: number): void {
    const ix = this.ix;
    const sq = this.sq;
    const num = this.num;
    const taken = this.taken;
    const stmGroups = ix.stmGroups;
    const k = KING_PAIR_STM[this.kp]!;
    const o = KING_PAIR_OTHER[this.kp]!;
    if (from <= stmGroups) {
      for (let g = from; g < stmGroups; g++) {
        const role = ix.groupRole[g]!;
        const inv = NUMBERED_SQUARE[role]!;
        const kNumbered = SQUARE_NUMBER[role]![o * 64 + k]! >= 0;
        const first = ix.groupFirst[g]!;
        for (let j = 0; j < ix.groupCount[g]!; j++) {
          const v = num[g * 3 + j]!;
          let s = inv[o * 64 + v]!;
          if (kNumbered && s >= k) s = inv[o * 64 + v + 1]!;
          sq[first + j] = s;
        }
      }
      // Level `stmGroups`: kings and stm men, sorted. Stm men of different roles may coincide.
      const at = stmGroups * 8;
      let t = 0;
      taken[at + t++] = k < o ? k : o;
      taken[at + t++] = k < o ? o : k;
      let distinct = true;
      const slots = ix.stmSlots;
      for (let i = 0; i < slots.length; i++) {
        const s = sq[slots[i]!]!;
        let m = t - 1;
        while (m >= 0 && taken[at + m]! > s) {
          taken[at + m + 1] = taken[at + m]!;
          m--;
        }
        if (m >= 0 && taken[at + m] === s) distinct = false;
        taken[at + m + 1] = s;
        t++;
      }
      this.distinct = distinct;
      this.takenBefore[stmGroups] = t;
      from = stmGroups;
    }
    if (!this.distinct) return;
    for (let g = from; g < this.groups; g++) {
      // Level g lists what is taken before group g; level g + 1 adds the group's men.
      const at = g * 8;
      const before = this.takenBefore[g]!;
      let lo = 0;
      let hi = 0;
      for (let m = 0; m < before; m++) {
        const s = taken[at + m]!;
        if (s < 32) lo |= 1 << s;
        else hi |= 1 << s;
      }
      this.takenLo[g] = lo;
      this.takenHi[g] = hi;
      const first = ix.groupFirst[g]!;
      const count = ix.groupCount[g]!;
      for (let j = 0; j < count; j++) {
        let s = num[g * 3 + j]!;
        for (let m = 0; m < before; m++) if (taken[at + m]! <= s) s++;
        sq[first + j] = s;
      }
      if (g + 1 === this.groups) break;
      const next = at + 8;
      for (let m = 0; m < before; m++) taken[next + m] = taken[at + m]!;
      let t = before;
      for (let j = 0; j < count; j++) {
        const s = sq[first + j]!;
        let m = t - 1;
        while (m >= 0 && taken[next + m]! > s) {
          taken[next + m + 1] = taken[next + m]!;
          m--;
        }
        taken[next + m + 1] = s;
        t++;
      }
      this.takenBefore[g + 1] = t;
    }
  }
}
