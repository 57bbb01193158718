/**
 * Checking a HEDEAM pattern module's exact knowledge against endgame tables, board by board:
 *
 * - every `stop`/`halt` verdict (`classify`) must be what the table says: a draw is a draw, "is
 *   mated" is checkmate, "mates in N" / "is mated in N" are won / lost in at most N moves, "wins"
 *   / "loses" are won / lost;
 * - `reject` must never prune every move that keeps the win: in a won position with the strong
 *   side to move, some move the table still scores as won survives it;
 * - the goal (`evaluate`) must be a function of the position: the same on a board and on each of
 *   its mirror images and rotations. The chooser's argument against cycles needs it, since a
 *   search values the positions below its root in the root's frame. The language's least board
 *   (spec §3.1) gives it; `patc verify kbnk` checks it on one board of every KBNK entry with
 *   white strong and to move, and requires one verdict on all the boards of every entry and on
 *   its twin's (below), since the verdicts decide where the chooser extends its search.
 *
 * Boards are visited through the table's entries, each entry expanded by the board symmetries
 * into every board it stands for (as `forEachPosition` does), with the strong side white or
 * black. The rules see real boards, in every orientation and colour: nothing here assumes the
 * module is symmetric.
 *
 * @packageDocumentation
 */

import { MAX_MOVES, type Move } from "../move.ts";
import { generateMoves } from "../movegen.ts";
import type { RejectEntry } from "../patternModule.ts";
import { type Colour, makePiece, type Role } from "../pieces.ts";
import { Position } from "../position.ts";
import {
  AXIS_FLIPS,
  BOARD_SYMMETRIES,
  TRANSFORMED_SQUARE,
  transformPosition,
} from "../symmetry.ts";
import { DIAGONAL_PAIR, type TableIndex } from "../tables/nalimovIndex.ts";
import type { Table } from "../tables/table.ts";
import { DRAW_BYTE, depthOf, isLoss, isWin } from "../tables/values.ts";
import { DRAW, LOSS, verdictDistance, WIN } from "../verdict.ts";

/**
 * Whether the verdict `verdict` (for the side to move, `runtime/verdict.ts`) is true of a position
 * whose table byte (for the side to move, `runtime/tables/values.ts`) is `byte`. `fail` is always
 * true: it claims nothing.
 */
export function verdictAgrees(verdict: number, byte: number): boolean {
  const distance = verdictDistance(verdict);
  switch (verdict & 3) {
    case DRAW:
      return byte === DRAW_BYTE;
    case WIN:
      return isWin(byte) && (distance < 0 || depthOf(byte) <= distance);
    case LOSS:
      return isLoss(byte) && (distance < 0 || depthOf(byte) <= distance);
    default:
      return true;
  }
}

/**
 * Expands table entries into boards: one reused {@link Position} per call, with the strong side
 * of colour `strongColour` and the side `stm` (0 strong, 1 weak) to move.
 */
export class BoardExpander {
  readonly table: Table;
  readonly stm: 0 | 1;
  readonly strongColour: 0 | 1;
  readonly index: TableIndex;
  readonly values: Uint8Array;
  readonly pos = new Position();
  private readonly codes: Int8Array;
  private readonly squares: Int32Array;

  constructor(table: Table, stm: 0 | 1, strongColour: 0 | 1) {
    this.table = table;
    this.stm = stm;
    this.strongColour = strongColour;
    this.index = table.index[stm];
    this.values = table.values[stm];
    const eg = table.endgame;
    const n = 2 + eg.men;
    this.codes = new Int8Array(n);
    this.codes[0] = makePiece(strongColour, 6);
    this.codes[1] = makePiece((strongColour ^ 1) as Colour, 6);
    for (let i = 0; i < eg.men; i++) {
      this.codes[2 + i] = makePiece(
        (eg.colours[i]! ^ strongColour) as Colour,
        eg.roles[i]! as Role,
      );
    }
    this.squares = new Int32Array(n);
  }

  /**
   * Whether entry `entry` has a twin: with both kings on the a1-h8 diagonal, the index holds a
   * board's mirror image in that diagonal as an entry of its own, and each stands for 4 boards.
   */
  hasTwin(entry: number): boolean {
    return DIAGONAL_PAIR[this.index.kingPairOf(entry)] === 1;
  }

  /**
   * Calls `visit` on every board of entry `entry` (none if it is broken), with the entry's table
   * byte: 8 boards, or 4 for an entry with a twin. Returns the number of boards visited.
   */
  forEachBoard(entry: number, visit: (pos: Position, byte: number) => void): number {
    const byte = this.values[entry]!;
    if (byte === 0xff) return 0;
    const sq = this.squares;
    if (!this.index.decode(entry, sq) || !this.index.isLegal(sq)) return 0;
    const transforms = this.hasTwin(entry) ? AXIS_FLIPS : BOARD_SYMMETRIES;
    const pos = this.pos;
    const n = sq.length;
    for (const t of transforms) {
      pos.clear();
      for (let i = 0; i < n; i++) pos.put(TRANSFORMED_SQUARE[t * 64 + sq[i]!]!, this.codes[i]!);
      pos.setTurn((this.stm ^ this.strongColour) as Colour);
      visit(pos, byte);
    }
    return transforms.length;
  }
}

const moveBuffer = new Int32Array(MAX_MOVES);

/**
 * For a won board `pos` with the strong side to move: whether some move that keeps the win (the
 * table scores the position after it as lost for the weak side) is not rejected. `btm` is the
 * table's weak-side-to-move index and values; `strongColour` the colour of the strong side.
 * Also counts the moves rejected into `counts[0]` and the moves looked at into `counts[1]`.
 */
export function rejectSparesAWin(
  pos: Position,
  reject: RejectEntry,
  btm: TableIndex,
  btmValues: Uint8Array,
  strongColour: Colour,
  squares: Int32Array,
  counts: Float64Array,
): boolean {
  const end = generateMoves(pos, moveBuffer, 0);
  let spared = false;
  for (let i = 0; i < end; i++) {
    const move: Move = moveBuffer[i]!;
    counts[1]!++;
    const rejected = reject(pos, move);
    if (rejected) counts[0]!++;
    if (rejected || spared) continue;
    pos.make(move);
    squaresOf(pos, strongColour, squares);
    const entry = btm.encode(squares);
    pos.unmake(move);
    if (entry >= 0 && isLoss(btmValues[entry]!)) spared = true;
  }
  return spared;
}

/** The table's piece-square array of a KBNK board: strong king, weak king, bishop, knight. */
function squaresOf(pos: Position, strongColour: Colour, out: Int32Array): void {
  out[0] = pos.kings[strongColour]!;
  out[1] = pos.kings[strongColour ^ 1]!;
  const base = strongColour << 4;
  out[2] = lowest(pos.pieces[base + 6]!, pos.pieces[base + 7]!);
  out[3] = lowest(pos.pieces[base + 4]!, pos.pieces[base + 5]!);
}

function lowest(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
}

/**
 * Whether `evaluate` gives `pos` (the strong side to move) and each of its images under the 8
 * board symmetries the same value. `scratch` receives the images.
 */
export function evaluatesAlike(
  evaluate: (pos: Position) => number,
  pos: Position,
  scratch: Position,
): boolean {
  const value = evaluate(pos);
  for (let t = 1; t < BOARD_SYMMETRIES.length; t++) {
    if (evaluate(transformPosition(pos, t, scratch)) !== value) return false;
  }
  return true;
}
