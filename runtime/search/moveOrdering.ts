/**
 * Move ordering: the order in which a node tries its moves decides how much alpha-beta prunes.
 *
 * Each move gets an int score in a parallel `Int32Array`, and the node picks the best remaining
 * move each time (selection, not a full sort), because a cut-off after the first or second move
 * makes sorting the rest wasted work. The tiers, best first:
 *
 * 1. the transposition table's move (or, at the root, the previous iteration's best move);
 * 2. captures, most valuable victim first, then least valuable attacker (MVV/LVA; the king counts
 *    as the cheapest attacker, since a legal king capture is never recaptured);
 * 3. quiet moves that give direct check: in pawnless endgames mates are the point, and checks
 *    are the forcing moves that find them fastest; discovered checks are not detected, which
 *    costs only ordering quality;
 * 4. the two killer moves of the ply (quiet moves that cut off at the same ply elsewhere);
 * 5. the rest by the history heuristic (how often a piece moving to a square cut off, weighted
 *    by depth squared).
 *
 * Checks and history share a tier boundary on purpose: among checks, history still breaks ties.
 *
 * @packageDocumentation
 */

import {
  bishopAttacksInto,
  knightAttacksHi,
  knightAttacksLo,
  rookAttacksInto,
} from "../attacks.ts";
import type { Move } from "../move.ts";
import { BISHOP, KING, KNIGHT, QUEEN, ROOK } from "../pieces.ts";
import type { Position } from "../position.ts";
import { MAX_PLY } from "./score.ts";

const TT_MOVE = 1 << 30;
const CAPTURE = 1 << 28;
const CHECK = 1 << 26;
const KILLER_1 = 1 << 25;
const KILLER_2 = (1 << 25) - 1;
/** History scores are halved when one reaches this, so they stay below the killer tier. */
const HISTORY_LIMIT = 1 << 24;

/** Victim values by role for MVV/LVA (index 0 unused; pawns absent). */
const VICTIM = new Int32Array([0, 1, 3, 3, 5, 9, 0, 0]);
/** Attacker values by role: the king is the safest capturer, so it counts as the cheapest. */
const ATTACKER = new Int32Array([0, 1, 3, 3, 5, 9, 0, 0]);

/** The killer moves and history of one search, and the scoring and picking of moves. */
export class MoveOrderer {
  /** Two killer moves per ply: `[ply * 2]` the newest, `[ply * 2 + 1]` the one before. */
  private readonly killers = new Int32Array(MAX_PLY * 2);
  /** Cut-off counts by moving piece code and destination: `[piece * 64 + to]`. */
  private readonly history = new Int32Array(16 * 64);
  /** Checking squares against the enemy king: knight, bishop, rook sets as lo/hi pairs. */
  private readonly checks = new Int32Array(6);

  /** Forgets killers and history (a new search of an unrelated position). */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
  }

  /**
   * Scores `moves[start..end)` into `scores[start..end)` for the side to move in `pos`. `hint` is
   * the move to try first (0 for none). `capturesOnly` skips the check and quiet-move tiers (the
   * quiescence search has only captures, or check evasions ordered by captures first).
   */
  score(
    pos: Position,
    moves: Int32Array,
    scores: Int32Array,
    start: number,
    end: number,
    hint: Move,
    ply: number,
    capturesOnly: boolean,
  ): void {
    const checks = this.checks;
    if (!capturesOnly) {
      const king = pos.kings[pos.turn ^ 1]!;
      const occLo = pos.occupied[0]!;
      const occHi = pos.occupied[1]!;
      checks[0] = knightAttacksLo(king);
      checks[1] = knightAttacksHi(king);
      bishopAttacksInto(king, occLo, occHi, checks, 2);
      rookAttacksInto(king, occLo, occHi, checks, 4);
    }
    const killer1 = this.killers[ply * 2]!;
    const killer2 = this.killers[ply * 2 + 1]!;
    const history = this.history;
    for (let i = start; i < end; i++) {
      const move = moves[i]!;
      if (move === hint) {
        scores[i] = TT_MOVE;
        continue;
      }
      const piece = (move >>> 12) & 15;
      const captured = (move >>> 16) & 15;
      if (captured !== 0) {
        scores[i] = CAPTURE + VICTIM[captured & 7]! * 16 - ATTACKER[piece & 7]!;
        continue;
      }
      if (capturesOnly) {
        scores[i] = 0;
        continue;
      }
      const to = (move >>> 6) & 63;
      const role = piece & 7;
      const half = to >>> 5;
      const bit = 1 << to;
      let checking = 0;
      if (role === KNIGHT) checking = checks[half]! & bit;
      else if (role === BISHOP) checking = checks[2 + half]! & bit;
      else if (role === ROOK) checking = checks[4 + half]! & bit;
      else if (role === QUEEN) checking = (checks[2 + half]! | checks[4 + half]!) & bit;
      const h = history[piece * 64 + to]!;
      if (checking !== 0 && role !== KING) scores[i] = CHECK + h;
      else if (move === killer1) scores[i] = KILLER_1;
      else if (move === killer2) scores[i] = KILLER_2;
      else scores[i] = h;
    }
  }

  /**
   * Moves the best-scored move of `moves[i..end)` to index `i` (with its score) and returns it.
   */
  pick(moves: Int32Array, scores: Int32Array, i: number, end: number): Move {
    let best = i;
    let bestScore = scores[i]!;
    for (let j = i + 1; j < end; j++) {
      const s = scores[j]!;
      if (s > bestScore) {
        bestScore = s;
        best = j;
      }
    }
    const move = moves[best]!;
    if (best !== i) {
      moves[best] = moves[i]!;
      scores[best] = scores[i]!;
      moves[i] = move;
      scores[i] = bestScore;
    }
    return move;
  }

  /** Records that quiet `move` caused a beta cut-off at `ply` with `depth` plies left. */
  cutoff(move: Move, ply: number, depth: number): void {
    const killers = this.killers;
    if (killers[ply * 2] !== move) {
      killers[ply * 2 + 1] = killers[ply * 2]!;
      killers[ply * 2] = move;
    }
    const index = ((move >>> 12) & 15) * 64 + ((move >>> 6) & 63);
    const h = (this.history[index]! += depth * depth);
    if (h >= HISTORY_LIMIT) {
      for (let j = 0; j < this.history.length; j++) this.history[j]! >>= 1;
    }
  }
}
