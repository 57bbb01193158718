/**
 * Board geometry for the endgame tables: king and knight attack sets, slider rays and the
 * squares between two squares, as int32 lo/hi typed arrays (bit i of lo is square i, bit i of hi
 * is square 32 + i; a1 = 0, h8 = 63).
 *
 * TODO(runtime merge): these tables duplicate the ones `runtime/attacks.ts` will bring; once the
 * runtime branch lands, this file re-exports from it and keeps only what the tables add
 * (`BETWEEN_*`, the alignment tables and the symmetry helpers).
 *
 * @packageDocumentation
 */

/** King attacks of each square: `KING_LO[sq]`, `KING_HI[sq]`. */
export const KING_LO = new Int32Array(64);
/** High half of {@link KING_LO}. */
export const KING_HI = new Int32Array(64);
/** Knight attacks of each square. */
export const KNIGHT_LO = new Int32Array(64);
/** High half of {@link KNIGHT_LO}. */
export const KNIGHT_HI = new Int32Array(64);
/** Squares strictly between `a` and `b` when they share a line, else empty: `[a * 64 + b]`. */
export const BETWEEN_LO = new Int32Array(64 * 64);
/** High half of {@link BETWEEN_LO}. */
export const BETWEEN_HI = new Int32Array(64 * 64);
/** The whole line through `a` and `b` (both included) when they share one, else empty. */
export const LINE_LO = new Int32Array(64 * 64);
/** High half of {@link LINE_LO}. */
export const LINE_HI = new Int32Array(64 * 64);
/** 1 when `a` and `b` share a diagonal (`[a * 64 + b]`), else 0. */
export const DIAGONAL = new Uint8Array(64 * 64);
/** 1 when `a` and `b` share a rank or file (`[a * 64 + b]`), else 0. */
export const ORTHOGONAL = new Uint8Array(64 * 64);
/** Rays from each square in 8 directions: `RAY_LO[dir * 64 + sq]`. Directions 0-3 go up. */
export const RAY_LO = new Int32Array(8 * 64);
/** High half of {@link RAY_LO}. */
export const RAY_HI = new Int32Array(8 * 64);

// Direction steps (file, rank). Directions 0..3 increase the square index, 4..7 decrease it.
// 0 N, 1 E, 2 NE, 3 NW, 4 S, 5 W, 6 SW, 7 SE. Diagonal: 2, 3, 6, 7. Orthogonal: 0, 1, 4, 5.
const DF = [0, 1, 1, -1, 0, -1, -1, 1];
const DR = [1, 0, 1, 1, -1, 0, -1, -1];

function setBit(lo: Int32Array, hi: Int32Array, at: number, sq: number): void {
  if (sq < 32) lo[at] = lo[at]! | (1 << sq);
  else hi[at] = hi[at]! | (1 << (sq - 32));
}

function onBoard(f: number, r: number): boolean {
  return f >= 0 && f < 8 && r >= 0 && r < 8;
}

for (let sq = 0; sq < 64; sq++) {
  const f = sq & 7;
  const r = sq >>> 3;
  for (let df = -1; df <= 1; df++) {
    for (let dr = -1; dr <= 1; dr++) {
      if ((df !== 0 || dr !== 0) && onBoard(f + df, r + dr)) {
        setBit(KING_LO, KING_HI, sq, (r + dr) * 8 + f + df);
      }
    }
  }
  for (const [df, dr] of [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ] as const) {
    if (onBoard(f + df, r + dr)) setBit(KNIGHT_LO, KNIGHT_HI, sq, (r + dr) * 8 + f + df);
  }
  for (let d = 0; d < 8; d++) {
    let cf = f + DF[d]!;
    let cr = r + DR[d]!;
    const between = new Int32Array(2);
    while (onBoard(cf, cr)) {
      const to = cr * 8 + cf;
      setBit(RAY_LO, RAY_HI, d * 64 + sq, to);
      BETWEEN_LO[sq * 64 + to] = between[0]!;
      BETWEEN_HI[sq * 64 + to] = between[1]!;
      if (d === 2 || d === 3 || d === 6 || d === 7) DIAGONAL[sq * 64 + to] = 1;
      else ORTHOGONAL[sq * 64 + to] = 1;
      if (to < 32) between[0] = between[0]! | (1 << to);
      else between[1] = between[1]! | (1 << (to - 32));
      cf += DF[d]!;
      cr += DR[d]!;
    }
  }
}

for (let a = 0; a < 64; a++) {
  for (let b = 0; b < 64; b++) {
    if (a === b || (DIAGONAL[a * 64 + b] === 0 && ORTHOGONAL[a * 64 + b] === 0)) continue;
    // The line is both rays from `a` in the direction of `b` and away from it, plus `a`.
    for (let d = 0; d < 8; d++) {
      const lo = RAY_LO[d * 64 + a]!;
      const hi = RAY_HI[d * 64 + a]!;
      if (((b < 32 ? lo >>> b : hi >>> (b - 32)) & 1) === 0) continue;
      const back = (d + 4) & 7;
      LINE_LO[a * 64 + b] = lo | RAY_LO[back * 64 + a]! | (a < 32 ? 1 << a : 0);
      LINE_HI[a * 64 + b] = hi | RAY_HI[back * 64 + a]! | (a < 32 ? 0 : 1 << (a - 32));
    }
  }
}

/** Index 0..31 of the lowest set bit of the non-zero int32 `x`. */
function lowestBit32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * Slider attacks from `sq` along the directions `first..first+3` step 1 (given as a list start in
 * {@link SLIDER_DIRS}), with occupancy `occLo`/`occHi`; written to `out[0]`, `out[1]`.
 */
function sliderAttacks(
  dirs: readonly number[],
  sq: number,
  occLo: number,
  occHi: number,
  out: Int32Array,
): void {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i]!;
    const at = d * 64 + sq;
    const rLo = RAY_LO[at]!;
    const rHi = RAY_HI[at]!;
    const bLo = rLo & occLo;
    const bHi = rHi & occHi;
    if ((bLo | bHi) === 0) {
      lo |= rLo;
      hi |= rHi;
      continue;
    }
    let blocker: number;
    if (d < 4) blocker = bLo !== 0 ? lowestBit32(bLo) : 32 + lowestBit32(bHi);
    else blocker = bHi !== 0 ? 63 - Math.clz32(bHi) : 31 - Math.clz32(bLo);
    const bt = d * 64 + blocker;
    lo |= rLo ^ RAY_LO[bt]!;
    hi |= rHi ^ RAY_HI[bt]!;
  }
  out[0] = lo;
  out[1] = hi;
}

const DIAGONAL_DIRS = [2, 3, 6, 7] as const;
const ORTHOGONAL_DIRS = [0, 1, 4, 5] as const;
const ALL_DIRS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** Bishop attacks from `sq` through occupancy `occLo`/`occHi`, into `out[0]`, `out[1]`. */
export function bishopAttacks(sq: number, occLo: number, occHi: number, out: Int32Array): void {
  sliderAttacks(DIAGONAL_DIRS, sq, occLo, occHi, out);
}

/** Rook attacks from `sq` through occupancy `occLo`/`occHi`, into `out[0]`, `out[1]`. */
export function rookAttacks(sq: number, occLo: number, occHi: number, out: Int32Array): void {
  sliderAttacks(ORTHOGONAL_DIRS, sq, occLo, occHi, out);
}

/** Queen attacks from `sq` through occupancy `occLo`/`occHi`, into `out[0]`, `out[1]`. */
export function queenAttacks(sq: number, occLo: number, occHi: number, out: Int32Array): void {
  sliderAttacks(ALL_DIRS, sq, occLo, occHi, out);
}

/** Number of set bits in the int32 `x`. */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
