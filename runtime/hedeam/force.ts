/**
 * How far the goal's valley reaches against every defence: the fewest strong-side moves in which
 * white can force, whatever the lone king replies, a position (white to move again) whose
 * `whiteval` goal is above a target (by default the start's own goal), or mate. The chooser is
 * stuck where its search finds no such line within its depth, so this is the depth a chooser
 * would need at a stuck position, and the forcing tree shows what the goal must value on the way
 * (docs/kbnk.md, "Working on the goal"). `valleyDepth` in `trace.ts` measures the same along the
 * table's one line; this measures it against every reply.
 *
 * White plays any move the table says keeps the win, as the chooser may; `slack` can restrict
 * that to moves that lose at most so many moves of the table's distance to mate, which makes the
 * search smaller (at slack 0 it follows the optimal moves only) and asks whether the goal can be
 * climbed along play that still mates in about the table's time. For `patc force`; off the hot
 * path, so the memo is a plain `Map` while the move lists stay in one preallocated buffer.
 *
 * @packageDocumentation
 */

import { makeFen } from "../fen.ts";
import { generateMoves } from "../movegen.ts";
import { MAX_MOVES, type Move } from "../move.ts";
import { moveToSan } from "../notation.ts";
import type { PatternModule } from "../patternModule.ts";
import { strongSideSignature } from "../material.ts";
import { BLACK_BISHOP, BLACK_KNIGHT, WHITE_BISHOP, WHITE_KNIGHT } from "../pieces.ts";
import type { Position } from "../position.ts";
import { lastSquare } from "../squareSet.ts";
import { evalScore, LOSS, SCORE_LIMIT, verdictDistance, verdictKind, WIN } from "../verdict.ts";
import { goalOfCode, type GoalCode, namedGoal, type NamedGoal } from "./trace.ts";

/** The most white moves {@link forcingDepth} searches: its memo packs depths into 8 bits. */
export const MAX_FORCING_MOVES = 100;

/** What {@link forcingDepth} searches. */
export interface ForcingOptions {
  /** The most white moves to search, 1 to {@link MAX_FORCING_MOVES}. */
  readonly maxMoves: number;
  /**
   * How many moves of the table's distance to mate a white move may lose: a move is searched
   * when the position after it is lost for the lone king and its distance plus one is at most
   * the distance before it plus `slack`. 0 searches only the table's optimal moves; by default
   * every move that keeps the win is searched.
   */
  readonly slack?: number;
  /**
   * The score, in the start's own `whiteval` class, that a goal must exceed (as evaluation
   * codes compare: a better class always does); by default the start's own score.
   */
  readonly target?: number;
}

/** White's forcing move at a node of the tree, and every reply to it. */
export interface ForcingMove {
  /** The move, in SAN. */
  readonly move: string;
  /** The table's moves to mate after it, this move included. */
  readonly mate: number;
  /** Every legal reply, in move generation order; none after a mate. */
  readonly replies: readonly ForcingReply[];
}

/** One reply of the lone king, and how white goes on from there. */
export interface ForcingReply {
  /** The reply, in SAN. */
  readonly move: string;
  /** The position after it, white (the strong side) to move. */
  readonly fen: string;
  /** The table's moves to mate from that position. */
  readonly dtm: number;
  /** That position's goal. */
  readonly goal: NamedGoal;
  /** Whether the goal is above the target: the line ends here. */
  readonly reached: boolean;
  /** When not reached, white's forcing move from here (with one white move fewer left). */
  readonly next: ForcingMove | null;
}

/** What {@link forcingDepth} found. */
export interface ForcingResult {
  /** The fewest white moves that force a goal above the target or mate; null: not within the maximum. */
  readonly moves: number | null;
  /** The start's own goal. */
  readonly rootGoal: NamedGoal;
  /** The goal to exceed: the start's class with the target score. */
  readonly target: GoalCode;
  /** The first white move (in the order the search tries them) that forces in `moves`. */
  readonly tree: ForcingMove | null;
  /** White-to-move positions searched (memo hits not counted), to say what a run cost. */
  readonly searched: number;
}

/**
 * The fewest white moves, up to `options.maxMoves`, in which the strong side forces from `pos`
 * (a KBNK position it wins, to move) a position with white to move whose `whiteval` goal is above
 * the target, or mate, against every reply; and the forcing tree. `probeCode` probes the tables
 * (`runtime/tables/probe.ts`); `pos` is not changed. Throws a `RangeError` for a position the
 * side to move does not win or for options out of range.
 */
export function forcingDepth(
  pos: Position,
  module: PatternModule,
  probeCode: (pos: Position) => number,
  options: ForcingOptions,
): ForcingResult {
  const { maxMoves, slack = Infinity } = options;
  if (!Number.isInteger(maxMoves) || maxMoves < 1 || maxMoves > MAX_FORCING_MOVES) {
    throw new RangeError(`maxMoves must be a whole number from 1 to ${MAX_FORCING_MOVES}`);
  }
  if (slack !== Infinity && (!Number.isInteger(slack) || slack < 0)) {
    throw new RangeError("slack must be a whole number from 0");
  }
  if (strongSideSignature(pos) !== "KBNK") {
    throw new RangeError("forcingDepth needs a KBNK position");
  }
  if (verdictKind(probeCode(pos)) !== WIN) {
    throw new RangeError("forcingDepth needs a position the side to move wins");
  }
  const search = new ForcingSearch(pos.clone(), module, probeCode, slack, maxMoves);
  const rootGoal = namedGoal(module, search.pos);
  const rootCode = rootGoal.code;
  const target = options.target ?? evalScore(rootCode);
  if (!Number.isInteger(target) || target < -SCORE_LIMIT || target >= SCORE_LIMIT) {
    throw new RangeError(
      `target must be a whole number from ${-SCORE_LIMIT} to ${SCORE_LIMIT - 1}`,
    );
  }
  // The target keeps the start's class: any goal of a better class is above it, none of a worse.
  search.targetCode = rootCode - evalScore(rootCode) + target;
  const targetGoal = { code: search.targetCode, ...goalOfCode(module, search.targetCode) };
  for (let moves = 1; moves <= maxMoves; moves++) {
    if (search.forced(moves, 0)) {
      return {
        moves,
        rootGoal,
        target: targetGoal,
        tree: search.tree(moves, 0),
        searched: search.searched,
      };
    }
  }
  return { moves: null, rootGoal, target: targetGoal, tree: null, searched: search.searched };
}

/** Memo entries pack "forced within" (bits 8-15) and "not forced within" (bits 0-7). */
const WITHIN_SHIFT = 8;
const DEPTH_MASK = 0xff;

/** The search behind {@link forcingDepth}: one per call, since the memo depends on the target. */
class ForcingSearch {
  /**
   * Position key → what is known of it: the fewest white moves it is known to force in, and
   * the most it is known not to force in (0: nothing known). The two bounds are kept apart
   * because iterative deepening asks the same position at several depths.
   */
  private readonly memo = new Map<number, number>();
  /** One region of `MAX_MOVES` per ply: white's candidates at even plies, replies at odd ones. */
  private readonly moves: Int32Array;
  /** The table's distance after each candidate white move, beside it in `moves`. */
  private readonly distances: Int32Array;
  targetCode = 0;
  searched = 0;

  constructor(
    readonly pos: Position,
    private readonly module: PatternModule,
    private readonly probeCode: (pos: Position) => number,
    private readonly slack: number,
    maxMoves: number,
  ) {
    this.moves = new Int32Array((2 * maxMoves + 1) * MAX_MOVES);
    this.distances = new Int32Array(this.moves.length);
  }

  /** Whether white, to move, forces a goal above the target or mate within `n` white moves. */
  forced(n: number, ply: number): boolean {
    if (n <= 0) return false;
    const key = positionKey(this.pos);
    const known = this.memo.get(key) ?? 0;
    const within = known >>> WITHIN_SHIFT;
    const notWithin = known & DEPTH_MASK;
    if (within !== 0 && within <= n) return true;
    if (notWithin >= n) return false;
    this.searched++;
    const found = this.firstForcing(n, ply) >= 0;
    if (found) this.memo.set(key, (n << WITHIN_SHIFT) | notWithin);
    else this.memo.set(key, (within << WITHIN_SHIFT) | n);
    return found;
  }

  /**
   * The forcing tree in `n` white moves from the current position, which must force within `n`.
   * It takes the first forcing move, as the search does, so the tree is the one it found.
   */
  tree(n: number, ply: number): ForcingMove {
    const pos = this.pos;
    const at = this.firstForcing(n, ply);
    if (at < 0) throw new Error(`forcing tree: no move forces in ${n} where the search found one`);
    const move = this.moves[at]!;
    const mate = this.distances[at]! + 1;
    const san = moveToSan(pos, move);
    pos.make(move);
    const start = (ply + 1) * MAX_MOVES;
    const end = generateMoves(pos, this.moves, start);
    const replies: ForcingReply[] = [];
    for (let i = start; i < end; i++) {
      const reply = this.moves[i]!;
      const replySan = moveToSan(pos, reply);
      pos.make(reply);
      const goal = namedGoal(this.module, pos);
      const reached = goal.code > this.targetCode;
      replies.push({
        move: replySan,
        fen: makeFen(pos),
        dtm: verdictDistance(this.probeCode(pos)),
        goal,
        reached,
        next: reached ? null : this.tree(n - 1, ply + 2),
      });
      pos.unmake(reply);
    }
    pos.unmake(move);
    return { move: san, mate, replies };
  }

  /**
   * The index in `moves` of the first candidate white move that forces within `n`, or -1.
   * Candidates are tried nearest mate first, the way the table would play.
   */
  private firstForcing(n: number, ply: number): number {
    const start = ply * MAX_MOVES;
    const end = this.candidates(start);
    for (let i = start; i < end; i++) {
      if (this.forcesAfter(this.moves[i]!, n, ply)) return i;
    }
    return -1;
  }

  /**
   * Writes white's candidate moves from `start` on, sorted by the table's distance after them
   * (ties in generation order, so the tree does not depend on the sort), and returns their end.
   */
  private candidates(start: number): number {
    const { pos, moves, distances } = this;
    const limit = verdictDistance(this.probeCode(pos)) + this.slack;
    const end = generateMoves(pos, moves, start);
    let kept = start;
    for (let i = start; i < end; i++) {
      const move = moves[i]!;
      pos.make(move);
      const verdict = this.probeCode(pos);
      pos.unmake(move);
      // A move into a draw or a lost piece is never searched: it is no way to climb the goal.
      if (verdictKind(verdict) !== LOSS || verdictDistance(verdict) + 1 > limit) continue;
      const distance = verdictDistance(verdict);
      let at = kept++;
      for (; at > start && distances[at - 1]! > distance; at--) {
        moves[at] = moves[at - 1]!;
        distances[at] = distances[at - 1]!;
      }
      moves[at] = move;
      distances[at] = distance;
    }
    return kept;
  }

  /**
   * Whether every reply to white's `move` reaches the target, or leaves a position that forces
   * it within `n - 1` more; a mate leaves no reply, so it counts as reaching.
   */
  private forcesAfter(move: Move, n: number, ply: number): boolean {
    const { pos, moves } = this;
    pos.make(move);
    const start = (ply + 1) * MAX_MOVES;
    const end = generateMoves(pos, moves, start);
    let forces = true;
    for (let i = start; forces && i < end; i++) {
      const reply = moves[i]!;
      pos.make(reply);
      forces = this.module.evaluate!(pos) > this.targetCode || this.forced(n - 1, ply + 2);
      pos.unmake(reply);
    }
    pos.unmake(move);
    return forces;
  }
}

/** The minor pieces, whose squares with the kings' make a position's key. */
const MINORS = [WHITE_KNIGHT, WHITE_BISHOP, BLACK_KNIGHT, BLACK_BISHOP] as const;

/**
 * The position as one number, exactly: the kings' squares and, for each minor piece, its square
 * or its absence. A KBNK position and what captures leave of it hold at most one of each, and the
 * memo is asked only with the strong side to move, so no two positions of a search share a key
 * (4,096 king placements times 65 to the fourth is below 2^53), and a number key costs no
 * allocation per lookup.
 */
function positionKey(pos: Position): number {
  let key = pos.kings[0]! * 64 + pos.kings[1]!;
  for (const piece of MINORS) {
    key = key * 65 + lastSquare(pos.pieces[piece * 2]!, pos.pieces[piece * 2 + 1]!) + 1;
  }
  return key;
}
