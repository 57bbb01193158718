/**
 * Every legal position of an endgame, for the rule verifiers: either as index entries with their
 * multiplicity (fast: one visit stands for 4 or 8 boards) or as every single board (each of the
 * `64^n` placements that is legal, like men interchangeable), written into one reused
 * {@link Position}.
 *
 * Boards are counted as in `stats.ts`: the strong side is white unless `colour` says otherwise,
 * and the side to move is fixed per call. An entry stands for 8 boards, or 4 when both kings are
 * on the a1-h8 diagonal (the index then holds the board and its mirror image as two entries);
 * {@link forEachPosition} expands an entry by the 8 board symmetries, or in the diagonal case by
 * the 4 that flip files and ranks (the entry's own boards; the other 4 are its twin's), so every
 * legal board is visited exactly once.
 *
 * Both can be limited to a range of the index's 462 king placements ({@link KingPairRange}), so
 * that a verifier can split one table between processes: the ranges `[0, a)`, `[a, b)`, ...,
 * `[z, 462)` visit every entry and board exactly once between them.
 *
 * @packageDocumentation
 */

import { makePiece } from "../pieces.ts";
import { Position } from "../position.ts";
import { AXIS_FLIPS, BOARD_SYMMETRIES, TRANSFORMED_SQUARE } from "../symmetry.ts";
import type { Endgame } from "./endgames.ts";
import { EntryCursor, KING_PAIRS, kingPairBoards, type TableIndex } from "./nalimovIndex.ts";
import { indexesOf, type Table } from "./table.ts";
import { BROKEN_BYTE } from "./values.ts";

/** A range of king placements, `from` (inclusive) to `to` (exclusive), out of `KING_PAIRS`. */
export interface KingPairRange {
  readonly from: number;
  readonly to: number;
}

/** Every king placement. */
export const ALL_KING_PAIRS: KingPairRange = { from: 0, to: KING_PAIRS };

/**
 * Visits every legal entry of `index` in index order with its canonical piece-square array
 * (`[white king, black king, men...]`, valid only during the call) and the number of boards it
 * stands for (4 or 8). When `values` (the table's bytes for this side to move) is given, broken
 * entries are skipped by their byte, else by a legality check. `kingPairs` limits the visit to
 * those king placements.
 */
export function forEachEntry(
  index: TableIndex,
  visit: (entry: number, squares: Int32Array, multiplicity: number) => void,
  values?: Uint8Array,
  kingPairs: KingPairRange = ALL_KING_PAIRS,
): void {
  const cursor = new EntryCursor(index);
  const sq = cursor.sq;
  for (let kp = kingPairs.from; kp < kingPairs.to; kp++) {
    const multiplicity = kingPairBoards(kp);
    for (let ok = cursor.start(kp); ok; ok = cursor.next()) {
      if (!cursor.distinct) continue;
      const e = cursor.index;
      if (values ? values[e] === BROKEN_BYTE : !index.isLegal(sq)) continue;
      visit(e, sq, multiplicity);
    }
  }
}

/** Options of {@link forEachPosition}. */
export interface PositionOptions {
  /** Which colour holds the strong side's men: 0 white (default) or 1 black. */
  readonly strongColour?: 0 | 1;
  /** Only the boards of these king placements of the index (default: all). */
  readonly kingPairs?: KingPairRange;
}

/**
 * Visits every legal board of endgame `eg` with `stm` to move (0: the strong side, 1: the weak
 * side), writing it into one reused {@link Position} (valid only during the call, which must
 * leave it as it found it: `make` and `unmake` in pairs are fine). With a
 * `table`, `value` is the table byte of the board (see `values.ts`), else -1. There are about
 * 8 times as many boards as entries: prefer {@link forEachEntry} when the check is symmetric.
 */
export function forEachPosition(
  eg: Endgame,
  stm: 0 | 1,
  visit: (pos: Position, value: number) => void,
  options: PositionOptions & { readonly table?: Table } = {},
): void {
  const index = indexesOf(eg)[stm];
  const values = options.table?.values[stm];
  const swap = options.strongColour ?? 0;
  const pos = new Position();
  const n = index.squares;
  const codes = new Int8Array(n);
  codes[0] = makePiece(swap as 0 | 1, 6);
  codes[1] = makePiece((swap ^ 1) as 0 | 1, 6);
  for (let i = 0; i < eg.men; i++)
    codes[2 + i] = makePiece((eg.colours[i]! ^ swap) as 0 | 1, eg.roles[i]!);
  pos.setTurn((stm ^ swap) as 0 | 1);
  // The squares of the board visited last, emptied before the next one is set up: cheaper than
  // clearing the whole position, and the hash stays exact. `visit` leaves the position as it
  // found it.
  const placed = new Int8Array(n).fill(-1);
  forEachEntry(
    index,
    (entry, sq, multiplicity) => {
      const value = values ? values[entry]! : -1;
      const transforms = multiplicity === 4 ? AXIS_FLIPS : BOARD_SYMMETRIES;
      for (const t of transforms) {
        for (let i = 0; i < n; i++) if (placed[i]! >= 0) pos.remove(placed[i]!);
        for (let i = 0; i < n; i++) {
          const square = TRANSFORMED_SQUARE[t * 64 + sq[i]!]!;
          placed[i] = square;
          pos.put(square, codes[i]!);
        }
        visit(pos, value);
      }
    },
    values,
    options.kingPairs,
  );
}
