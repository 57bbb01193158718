/**
 * The transposition table: what earlier searches learnt about positions, keyed by the 64-bit
 * Zobrist hash (`hashLo`, `hashHi`).
 *
 * Layout: one `Int32Array`, four int32 per entry (check, move, score, depth/bound/generation), two
 * entries per bucket. The bucket is chosen by the low bits of `hashLo` and the entry verified by
 * `hashHi`, so a false match needs 32 + log2(buckets) equal bits. One flat typed array means no
 * objects, no garbage and one cache line per bucket.
 *
 * Replacement is two-tier: the first entry of a bucket keeps the deepest result (it is replaced
 * only by an equal or deeper search of any position, by the same position, or when it is left over
 * from an older search), the second takes everything else. Deep results, which are expensive,
 * survive floods of shallow ones, and recent shallow results still find a place.
 *
 * Scores are stored as given; callers convert win scores with `scoreToTable`/`scoreFromTable` so
 * that a mate stored at one ply reads correctly at another.
 *
 * @packageDocumentation
 */

import type { Move } from "../move.ts";

/** No information: the entry only carries a move. */
export const BOUND_NONE = 0;
/** The stored score is an upper bound (the search failed low). */
export const BOUND_UPPER = 1;
/** The stored score is a lower bound (the search failed high). */
export const BOUND_LOWER = 2;
/** The stored score is exact. */
export const BOUND_EXACT = 3;

const STRIDE = 4;
/**
 * Set in every stored entry's meta word (bits 0-5 generation, 6-7 bound, 8-15 depth), so that a
 * stored entry is never all zeros and an all-zero one is free.
 */
const USED = 1 << 16;
const BYTES_PER_ENTRY = STRIDE * 4;

/** The default size in megabytes. */
export const DEFAULT_TABLE_MEGABYTES = 16;

/**
 * A fixed-size transposition table. {@link probe} returns an entry handle (or -1) that the
 * accessors read, so nothing is allocated per probe.
 */
export class TranspositionTable {
  private readonly data: Int32Array;
  /** Bucket index mask: buckets are `2 * STRIDE` int32 apart. */
  private readonly bucketMask: number;
  private generation = 0;
  /** Whether anything was stored since the last clear (clearing megabytes of zeros is not free). */
  private dirty = false;

  /**
   * A table of at most `megabytes` MB (rounded down to a power of two of buckets, at least 1024
   * entries).
   */
  constructor(megabytes = DEFAULT_TABLE_MEGABYTES) {
    let entries = 1024;
    const wanted = Math.floor((megabytes * 1024 * 1024) / BYTES_PER_ENTRY);
    while (entries * 2 <= wanted) entries *= 2;
    this.data = new Int32Array(entries * STRIDE);
    this.bucketMask = entries / 2 - 1;
  }

  /** The number of entries. */
  get capacity(): number {
    return this.data.length / STRIDE;
  }

  /** Forgets everything. */
  clear(): void {
    if (this.dirty) this.data.fill(0);
    this.dirty = false;
    this.generation = 0;
  }

  /** Marks the start of a new search: older entries become the first to be replaced. */
  newSearch(): void {
    this.generation = (this.generation + 1) & 63;
  }

  private bucket(hashLo: number): number {
    return (hashLo & this.bucketMask) * 2 * STRIDE;
  }

  /**
   * The entry for the position with hash `hashLo`/`hashHi`, as a handle for the accessors, or -1
   * when the table has none.
   */
  probe(hashLo: number, hashHi: number): number {
    const data = this.data;
    const at = this.bucket(hashLo);
    if (data[at] === hashHi && data[at + 3] !== 0) return at;
    if (data[at + STRIDE] === hashHi && data[at + STRIDE + 3] !== 0) return at + STRIDE;
    return -1;
  }

  /** The best move stored with entry `handle` (0 when none). */
  move(handle: number): Move {
    return this.data[handle + 1]!;
  }

  /** The score stored with entry `handle`, as stored (relative to its node for win scores). */
  score(handle: number): number {
    return this.data[handle + 2]!;
  }

  /** The remaining depth the entry's score was searched to. */
  depth(handle: number): number {
    return (this.data[handle + 3]! >>> 8) & 0xff;
  }

  /** The kind of bound the entry's score is: `BOUND_UPPER`, `BOUND_LOWER` or `BOUND_EXACT`. */
  bound(handle: number): number {
    return (this.data[handle + 3]! >>> 6) & 3;
  }

  /**
   * Stores a search result. `depth` is the remaining depth (0..255), `bound` one of the `BOUND_`
   * kinds, `move` the best move found or 0 (then an old move for the same position is kept).
   */
  store(
    hashLo: number,
    hashHi: number,
    depth: number,
    bound: number,
    score: number,
    move: Move,
  ): void {
    const data = this.data;
    this.dirty = true;
    const first = this.bucket(hashLo);
    const meta = data[first + 3]!;
    const firstIsOurs = data[first] === hashHi && meta !== 0;
    const firstIsReplaceable =
      meta === 0 || (meta & 63) !== this.generation || ((meta >>> 8) & 0xff) <= depth;
    const at = firstIsOurs || firstIsReplaceable ? first : first + STRIDE;
    if (move === 0 && data[at] === hashHi && data[at + 3] !== 0) move = data[at + 1]!;
    data[at] = hashHi;
    data[at + 1] = move;
    data[at + 2] = score;
    data[at + 3] =
      USED | ((depth > 255 ? 255 : depth < 0 ? 0 : depth) << 8) | (bound << 6) | this.generation;
  }
}
