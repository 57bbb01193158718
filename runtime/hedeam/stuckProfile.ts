/**
 * Where the KBNK strategy's stuck positions stand, in the terms a knowledge author acts on: how
 * far the lone king is from a mating corner, how far the table says the mate is, and whether white
 * has taken every square from the lone king. `patc verify kbnk` reports it for its stuck entries,
 * so that the breakdown that guides the next change to `kbnk.pat` comes from a command anyone can
 * run. The measures depend on the position and the table alone, not on the knowledge under test,
 * so that two versions of `kbnk.pat` are profiled alike; all but one: the depth of the goal's
 * valley along optimal play (`valleyDepth` in `trace.ts`), which is what the knowledge must flatten.
 * The commonest placements of white's pieces show where the strategy parks them: on two samples a
 * third of the stuck entries were one placement, with the lone king on 29 different squares. The
 * lone king's room (a plain flood fill) and the distance to white's farther minor piece tell the
 * two kinds of stuck entry apart: a wide room with a piece parked far off, or a tiny box by an
 * edge.
 *
 * @packageDocumentation
 */

import { kingAttacks } from "../attacks.ts";
import { makePlacement } from "../fen.ts";
import { attacksWithOccupancy, isAttacked } from "../movegen.ts";
import { CORNER_DISTANCE, SQUARE_DISTANCE } from "../patternSupport.ts";
import { BISHOP, type Colour, KNIGHT } from "../pieces.ts";
import type { Position } from "../position.ts";
import { firstSquare, SquareSet } from "../squareSet.ts";

/** Delétang triangles 0 (a mating corner) to 7 (the long diagonal of the bishop's other colour). */
export const TRIANGLES = 8;

/**
 * The lone king's Delétang triangle in a KBNK position: its file-plus-rank distance to the nearer
 * corner of the bishop's colour (seed 002's corner distance), 0 in a mating corner, 7 on the long
 * diagonal of the other colour (the wrong corners among them).
 */
export function loneKingTriangle(pos: Position, strong: Colour): number {
  const base = strong << 4;
  const bishop = firstSquare(pos.pieces[base + BISHOP * 2]!, pos.pieces[base + BISHOP * 2 + 1]!);
  return CORNER_DISTANCE[65 * pos.kings[strong ^ 1]! + bishop + 66]!;
}

/**
 * The squares next to the lone king that white does not attack (a piece nothing guards counts:
 * the king may take it), in a position with the strong side to move. 0 means white has taken
 * every square: whatever it plays next (short of mate) lets the king out, since a move that kept
 * them all would stalemate.
 */
export function flightSquares(pos: Position, strong: Colour): number {
  let count = 0;
  for (const square of kingAttacks(pos.kings[strong ^ 1]!)) {
    if (!isAttacked(pos, square, strong)) count++;
  }
  return count;
}

const attacked = new Int32Array(2);

/**
 * The lone king's room in a KBNK position (strong side to move): how many squares, its own
 * included, it can reach by king steps without stepping on a square white attacks. White's
 * attacks are read with the lone king off the board (a bishop's line runs on behind it), and a
 * minor piece that nothing else guards is a square it may enter (it takes the piece). This is the
 * plain flood fill, with none of the refinements of any goal (walls that hold, releases), so that
 * two versions of the knowledge are profiled alike. A wide room means white's pieces wall off
 * little of the board yet.
 */
export function loneKingRoom(pos: Position, strong: Colour): number {
  const lone = pos.kings[strong ^ 1]!;
  // A minor piece's own square is a wall only when another piece guards it: a piece never
  // attacks its own square, so an unguarded one is left open for the king to take.
  const occupied = new SquareSet(pos.occupied[0]!, pos.occupied[1]!).without(lone);
  attacksWithOccupancy(pos, strong, occupied.lo, occupied.hi, attacked, 0);
  const walls = new SquareSet(attacked[0]!, attacked[1]!).with(pos.kings[strong]!);
  let room = SquareSet.fromSquare(lone);
  for (;;) {
    let grown = room;
    for (const square of room) grown = grown.union(kingAttacks(square).diff(walls));
    if (grown.equals(room)) return room.size();
    room = grown;
  }
}

/**
 * How far the white minor piece farthest from the lone king stands from it, in king steps (1 to
 * 7): a piece parked far away, out of play, is a long way for white to bring back.
 */
export function farthestMinor(pos: Position, strong: Colour): number {
  const base = strong << 4;
  const lone = pos.kings[strong ^ 1]!;
  let farthest = 0;
  for (const piece of [KNIGHT, BISHOP]) {
    const set = new SquareSet(pos.pieces[base + piece * 2]!, pos.pieces[base + piece * 2 + 1]!);
    for (const square of set) {
      farthest = Math.max(farthest, SQUARE_DISTANCE[65 * lone + square + 66]!);
    }
  }
  return farthest;
}

/** Stuck entries (table entries) and the boards they stand for, tallied by where they stand. */
export interface StuckProfile {
  readonly entries: number;
  readonly boards: number;
  /** Entries by the lone king's Delétang triangle ({@link loneKingTriangle}), 0 to 7. */
  readonly byTriangle: readonly number[];
  /** Entries by the table's distance to mate, in moves (index = moves). */
  readonly byDtm: readonly number[];
  /** Entries where the lone king has no flight square ({@link flightSquares} is 0). */
  readonly noFlight: number;
  /** Entries by triangle where the lone king has no flight square. */
  readonly noFlightByTriangle: readonly number[];
  /**
   * Entries by the depth of the goal's valley: the white moves along the table's line before the
   * goal first rises above the stuck position's own (index = moves; the mate counts as rising).
   */
  readonly byValley: readonly number[];
  /** Entries by the lone king's room ({@link loneKingRoom}; index = squares, 1 to 64). */
  readonly byRoom: readonly number[];
  /** Entries by the king steps from the lone king to the farther minor piece ({@link farthestMinor}). */
  readonly byFarthestMinor: readonly number[];
  /**
   * The placements of white's pieces shared by the most stuck entries (the FEN placement field
   * of the entry with the lone king left out), most entries first, at most
   * {@link TOP_PLACEMENTS}; ties in placement order.
   */
  readonly topPlacements: readonly { readonly placement: string; readonly entries: number }[];
}

/** How many of the commonest placements a {@link StuckProfile} lists. */
export const TOP_PLACEMENTS = 5;

/**
 * The FEN placement field of `pos` without the piece on `square`: white's pieces alone when
 * `square` is the lone king's. Stuck entries that share it differ only in where the lone king is.
 */
export function placementWithout(pos: Position, square: number): string {
  const board = Uint8Array.from(pos.board);
  board[square] = 0;
  return makePlacement({ board });
}

/** Collects a {@link StuckProfile}, one stuck position at a time. */
export class StuckProfiler {
  private entries = 0;
  private boards = 0;
  private readonly byTriangle = new Array<number>(TRIANGLES).fill(0);
  private readonly byDtm: number[] = [];
  private noFlight = 0;
  private readonly noFlightByTriangle = new Array<number>(TRIANGLES).fill(0);
  private readonly byValley: number[] = [];
  private readonly byRoom: number[] = [];
  private readonly byFarthestMinor: number[] = [];
  private readonly placements = new Map<string, number>();

  /**
   * Adds a stuck position (strong side `strong` to move), its table DTM, its boards and the depth
   * of the goal's valley there, in white moves.
   */
  add(pos: Position, strong: Colour, dtm: number, boards: number, valley: number): void {
    const triangle = loneKingTriangle(pos, strong);
    this.entries++;
    this.boards += boards;
    this.byTriangle[triangle]!++;
    tally(this.byDtm, dtm);
    tally(this.byValley, valley);
    tally(this.byRoom, loneKingRoom(pos, strong));
    tally(this.byFarthestMinor, farthestMinor(pos, strong));
    const placement = placementWithout(pos, pos.kings[strong ^ 1]!);
    this.placements.set(placement, (this.placements.get(placement) ?? 0) + 1);
    if (flightSquares(pos, strong) === 0) {
      this.noFlight++;
      this.noFlightByTriangle[triangle]!++;
    }
  }

  /** The tallies so far. */
  profile(): StuckProfile {
    return {
      entries: this.entries,
      boards: this.boards,
      byTriangle: [...this.byTriangle],
      byDtm: [...this.byDtm],
      noFlight: this.noFlight,
      noFlightByTriangle: [...this.noFlightByTriangle],
      byValley: [...this.byValley],
      byRoom: [...this.byRoom],
      byFarthestMinor: [...this.byFarthestMinor],
      topPlacements: [...this.placements]
        .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, TOP_PLACEMENTS)
        .map(([placement, entries]) => ({ placement, entries })),
    };
  }
}

/** Counts one more at `index` of a histogram that grows as needed. */
function tally(histogram: number[], index: number): void {
  for (let i = histogram.length; i <= index; i++) histogram.push(0);
  histogram[index]!++;
}
