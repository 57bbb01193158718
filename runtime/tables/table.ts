/**
 * A built endgame table in memory: the endgame, its two indexes (white and black to move) and
 * one value byte per entry (see `values.ts`). White is always the strong side.
 *
 * @packageDocumentation
 */

import { parseEndgame, type Endgame } from "./endgames.ts";
import { TableIndex } from "./nalimovIndex.ts";

/** A complete table: `index[stm]` and `values[stm]` for stm 0 (white) and 1 (black). */
export interface Table {
  readonly endgame: Endgame;
  readonly index: readonly [TableIndex, TableIndex];
  readonly values: readonly [Uint8Array, Uint8Array];
}

const indexes = new Map<string, readonly [TableIndex, TableIndex]>();

/**
 * The two indexes of `eg` (white to move, black to move), built once and shared. Each index
 * keeps scratch buffers, so calls on one index must not be nested (they never are: JavaScript
 * is single-threaded and the index methods do not call back).
 */
export function indexesOf(eg: Endgame): readonly [TableIndex, TableIndex] {
  let pair = indexes.get(eg.name);
  if (!pair) {
    const canonical = parseEndgame(eg.name)!;
    pair = [new TableIndex(canonical, 0), new TableIndex(canonical, 1)] as const;
    indexes.set(eg.name, pair);
  }
  return pair;
}
