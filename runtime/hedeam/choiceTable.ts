/**
 * The chooser's transposition table: search results of positions reached again by another
 * order of moves within one search (the bishop and the knight moved in either order reach the
 * same node), kept in typed arrays so that probing and storing allocate nothing.
 *
 * An entry holds a bound on a node's value at one *level* and the move that settled it. The
 * chooser packs a node's ply and its plies to go into the level (extensions make one not fix the
 * other), and empties the table for every search from the root, so a stored value needs no
 * correction for its ply. It uses an entry only at the same level, and only to cut a node off (a
 * lower bound at or above beta, an upper bound at or below alpha): the same cut-offs the node's
 * own search would have made, so no value changes, only the nodes visited.
 *
 * Why not the engine's table (`runtime/search/transpositionTable.ts`): that one keeps what earlier
 * searches learnt and checks 32 bits of the key beyond the bucket, right for playing games. The
 * proof needs each choice to be a function of its position alone, so this table is emptied for
 * every search in O(1) (a stamp, not a fill) and compares all 64 bits of the key: whatever the
 * table holds is then fixed by the position, hash collisions included.
 *
 * @packageDocumentation
 */

import type { Move } from "../move.ts";

/** A fixed-size, always-replace table keyed by the position's whole 64-bit Zobrist hash. */
export class ChoiceTable {
  private readonly mask: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  /** The search an entry belongs to: entries of earlier searches are empty. */
  private readonly stamps: Int32Array;
  private readonly levels: Int16Array;
  private readonly bounds: Int8Array;
  private readonly values: Int32Array;
  private readonly moves: Int32Array;
  /** Starts above the arrays' zeros, so that no slot is valid before it is stored. */
  private stamp = 1;

  /** A table of `2 ** bits` entries. */
  constructor(bits = 16) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.stamps = new Int32Array(size);
    this.levels = new Int16Array(size);
    this.bounds = new Int8Array(size);
    this.values = new Int32Array(size);
    this.moves = new Int32Array(size);
  }

  /**
   * Empties the table in O(1): every entry stored before is forgotten. The chooser calls it for
   * every search from the root, so that a choice depends on its position alone.
   */
  clear(): void {
    this.stamp++;
  }

  /** The slot holding `hash` at `level` (0 to 32767), or -1. */
  find(hashLo: number, hashHi: number, level: number): number {
    const i = hashLo & this.mask;
    return this.stamps[i] === this.stamp &&
      this.keyLo[i] === hashLo &&
      this.keyHi[i] === hashHi &&
      this.levels[i] === level
      ? i
      : -1;
  }

  /** The bound kind of slot `i`: the engine's `BOUND_LOWER`, `BOUND_UPPER` or `BOUND_EXACT`. */
  bound(i: number): number {
    return this.bounds[i]!;
  }

  /** The relative value of slot `i`. */
  value(i: number): number {
    return this.values[i]!;
  }

  /** The move that settled slot `i` (`NO_MOVE` when none did). */
  move(i: number): Move {
    return this.moves[i]!;
  }

  /** Stores a result, replacing whatever the slot held. */
  store(
    hashLo: number,
    hashHi: number,
    level: number,
    bound: number,
    value: number,
    move: Move,
  ): void {
    const i = hashLo & this.mask;
    this.stamps[i] = this.stamp;
    this.keyLo[i] = hashLo;
    this.keyHi[i] = hashHi;
    this.levels[i] = level;
    this.bounds[i] = bound;
    this.values[i] = value;
    this.moves[i] = move;
  }
}
