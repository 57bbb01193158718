/**
 * Games between the HEDEAM chooser (the strong side) and a defender, for `patc play`.
 *
 * Defenders:
 *
 * - `table`: perfect defence by the endgame table: the reply after which mate is furthest away
 *   (a capture or any drawn position first of all); of equal replies, the first generated.
 * - `random`: a uniformly random legal reply, from a seeded generator.
 * - `chooser`: the chooser's own search from the weak side: the reply its knowledge ranks lowest
 *   for the strong side.
 *
 * A game ends with mate, stalemate, a capture (the weak side takes a piece: a draw, whatever the
 * rest), the 50-move rule (100 plies without a capture) or a threefold repetition.
 *
 * @packageDocumentation
 */

import { MAX_MOVES, type Move, NO_MOVE } from "../move.ts";
import { generateMoves, inCheck } from "../movegen.ts";
import type { Position } from "../position.ts";
import { Prng } from "../prng.ts";
import { LOSS, verdictDistance, WIN } from "../verdict.ts";
import type { HedeamChooser } from "./chooser.ts";

/** Who defends. */
export type DefenderKind = "table" | "random" | "chooser";

/** The defenders `patc play --defender` accepts. */
export const DEFENDERS: readonly DefenderKind[] = ["table", "random", "chooser"];

/** A defender: the weak side's reply in `pos` (weak side to move, at least one legal move). */
export type Defender = (pos: Position) => Move;

const buffer = new Int32Array(MAX_MOVES);

/**
 * The move of `pos` whose position after it `rank`s highest, from the table verdict there (for
 * the side to move next); of equal moves, the first generated.
 */
function bestByTable(
  pos: Position,
  probeCode: (pos: Position) => number,
  rank: (verdict: number) => number,
): Move {
  const end = generateMoves(pos, buffer, 0);
  let best = NO_MOVE;
  let bestRank = -Infinity;
  for (let i = 0; i < end; i++) {
    const move = buffer[i]!;
    pos.make(move);
    const r = rank(probeCode(pos));
    pos.unmake(move);
    if (r > bestRank) {
      bestRank = r;
      best = move;
    }
  }
  return best;
}

/**
 * The table defender, from a probe returning `runtime/verdict.ts` codes for the side to move (the
 * tables' `probeCode`).
 */
export function tableDefender(probeCode: (pos: Position) => number): Defender {
  // After the reply the strong side is to move: a win for it is a mate in n; anything else (a
  // draw, or no table at all after a capture) holds.
  return (pos) => bestByTable(pos, probeCode, (v) => ((v & 3) === WIN ? verdictDistance(v) : 1000));
}

/**
 * The table's strong side, from the same probe: the move after which the mate is nearest (a mate
 * at once first of all); of equal moves, the first generated. It is what `patc trace` follows to
 * show the goal along optimal play; the chooser never uses it.
 */
export function tableAttacker(probeCode: (pos: Position) => number): (pos: Position) => Move {
  // After the move the lone king is to move: a loss for it is a mate in n (0: mated now).
  return (pos) =>
    bestByTable(pos, probeCode, (v) => ((v & 3) === LOSS ? -verdictDistance(v) : -Infinity));
}

/** A random defender from a seed. */
export function randomDefender(seed: number): Defender {
  const prng = new Prng(seed);
  return (pos) => {
    const end = generateMoves(pos, buffer, 0);
    return end === 0 ? NO_MOVE : buffer[prng.nextInt(end)]!;
  };
}

/** The chooser's own search, playing the weak side. */
export function chooserDefender(chooser: HedeamChooser): Defender {
  return (pos) => chooser.chooseDefence(pos);
}

/** How a game ended. */
export type GameResult =
  "checkmate" | "stalemate" | "piece lost" | "fifty-move rule" | "repetition";

/** One move of a game. */
export interface GameMove {
  readonly move: Move;
  /** Whether the strong side played it. */
  readonly strong: boolean;
  /** Milliseconds the mover took to choose it. */
  readonly ms: number;
}

/** Options of {@link playGame}. */
export interface PlayOptions {
  /** Called after every move with the position after it (valid during the call only). */
  readonly onMove?: (pos: Position, played: GameMove) => void;
}

/** A finished game. */
export interface Game {
  readonly result: GameResult;
  /** Every ply, in order. */
  readonly moves: readonly GameMove[];
  /** The strong side's moves played (a mating move counts). */
  readonly strongMoves: number;
}

/**
 * Plays from `pos` until the game ends, the chooser for the strong side (colour `strong`) and
 * `defender` for the other. `pos` is left at the final position.
 */
export function playGame(
  pos: Position,
  strong: 0 | 1,
  chooser: HedeamChooser,
  defender: Defender,
  options: PlayOptions = {},
): Game {
  const moves: GameMove[] = [];
  let strongMoves = 0;
  // Occurrences of each position (the hash includes the side to move), for threefold repetition.
  const seen = new Map<string, number>();
  const occurs = (): number => {
    const key = `${pos.hashLo}:${pos.hashHi}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count;
  };
  occurs();
  for (;;) {
    if (generateMoves(pos, buffer, 0) === 0) {
      return { result: inCheck(pos) ? "checkmate" : "stalemate", moves, strongMoves };
    }
    const isStrong = pos.turn === strong;
    const start = performance.now();
    const move = isStrong ? chooser.choose(pos) : defender(pos);
    const played: GameMove = { move, strong: isStrong, ms: performance.now() - start };
    pos.make(move);
    moves.push(played);
    if (isStrong) strongMoves++;
    options.onMove?.(pos, played);
    if (((move >>> 16) & 15) !== 0) return { result: "piece lost", moves, strongMoves };
    if (generateMoves(pos, buffer, 0) === 0) continue; // mate or stalemate, said above
    if (pos.halfmoves >= 100) return { result: "fifty-move rule", moves, strongMoves };
    if (occurs() >= 3) return { result: "repetition", moves, strongMoves };
  }
}
