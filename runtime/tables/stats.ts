/**
 * Outcome counts and distance-to-mate histograms of a table, over index entries and over
 * positions.
 *
 * **Positions** are the distinct legal placements of the men on the board with the given side
 * to move, the strong side white and like men interchangeable: every board an index entry
 * stands for. An entry whose kings are not both on the a1-h8 diagonal stands for 8 boards (its
 * images under the 8 symmetries of the board, all distinct); an entry with both kings on that
 * diagonal stands for 4, because the index holds it and its mirror image as two entries (a
 * position that is its own mirror image has only 4 images). Summing these multiplicities over
 * the legal entries counts every legal board exactly once.
 *
 * The same boards with the colours swapped (weak side white) have the same outcomes with the
 * sides to move swapped, so counts "over both colours" are twice these. Counting labelled men,
 * as in a `64^n` enumeration, multiplies them by `k!` for `k` like men (2 for KNNK).
 *
 * @packageDocumentation
 */

import { KING_PAIRS, kingPairBoards } from "./nalimovIndex.ts";
import type { Table } from "./table.ts";
import { BROKEN_BYTE, DRAW_BYTE, MAX_DEPTH } from "./values.ts";

/** Counts for one side to move. */
export interface SideStats {
  /** 0 white (strong side) to move, 1 black. */
  readonly stm: 0 | 1;
  /** Index entries (the table's size). */
  readonly entries: number;
  /** Broken entries. */
  readonly broken: number;
  /** Legal entries by outcome for the side to move. */
  readonly entryCounts: { readonly win: number; readonly draw: number; readonly loss: number };
  /** Legal positions by outcome for the side to move. */
  readonly positions: { readonly win: number; readonly draw: number; readonly loss: number };
  /** Longest win of the side to move, in moves (-1 when it never wins). */
  readonly maxWin: number;
  /** Longest loss of the side to move, in moves (-1 when it never loses). */
  readonly maxLoss: number;
  /** `winHistogram[n]`: positions where the side to move mates in n. */
  readonly winHistogram: readonly number[];
  /** `lossHistogram[n]`: positions where the side to move is mated in n (0: checkmate). */
  readonly lossHistogram: readonly number[];
}

/** Statistics of both sides to move. */
export interface TableStats {
  readonly endgame: string;
  readonly sides: readonly [SideStats, SideStats];
}

function sideStats(table: Table, stm: 0 | 1): SideStats {
  const ix = table.index[stm];
  const values = table.values[stm];
  const byte = new Float64Array(256);
  const byteEntries = new Float64Array(256);
  for (let kp = 0; kp < KING_PAIRS; kp++) {
    const start = ix.kingPairBase[kp]!;
    const end = Math.min(ix.kingPairBase[kp + 1]!, ix.size);
    if (start >= end) continue;
    const local = new Float64Array(256);
    for (let i = start; i < end; i++) local[values[i]!]++;
    const weight = kingPairBoards(kp);
    for (let v = 0; v < 256; v++) {
      byteEntries[v] += local[v]!;
      byte[v] += weight * local[v]!;
    }
  }
  const winHistogram: number[] = [];
  const lossHistogram: number[] = [];
  let maxWin = -1;
  let maxLoss = -1;
  const entryCounts = { win: 0, draw: byteEntries[DRAW_BYTE]!, loss: 0 };
  const positions = { win: 0, draw: byte[DRAW_BYTE]!, loss: 0 };
  for (let n = 0; n <= MAX_DEPTH; n++) {
    const w = n === 0 ? 0 : byte[n]!;
    const l = byte[0x80 + n]!;
    winHistogram.push(w);
    lossHistogram.push(l);
    if (w > 0) maxWin = n;
    if (l > 0) maxLoss = n;
    entryCounts.win += n === 0 ? 0 : byteEntries[n]!;
    entryCounts.loss += byteEntries[0x80 + n]!;
    positions.win += w;
    positions.loss += l;
  }
  winHistogram.length = maxWin + 1;
  lossHistogram.length = maxLoss + 1;
  return {
    stm,
    entries: ix.size,
    broken: byteEntries[BROKEN_BYTE]!,
    entryCounts,
    positions,
    maxWin,
    maxLoss,
    winHistogram,
    lossHistogram,
  };
}

/** Counts outcomes and distances in both halves of `table`. */
export function tableStats(table: Table): TableStats {
  return { endgame: table.endgame.name, sides: [sideStats(table, 0), sideStats(table, 1)] };
}
