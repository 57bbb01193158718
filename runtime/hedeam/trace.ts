/**
 * The goal along optimal play: the table's line from a KBNK position, both sides perfect, with
 * the `whiteval` goal of every position where the strong side is to move and what the chooser
 * would play there. A goal without local maxima rises along some winning line; where it falls
 * along the table's line, and where the chooser is stuck, is where the knowledge must change
 * (docs/kbnk.md, "Working on the goal"). For `patc trace`; off the hot path.
 *
 * @packageDocumentation
 */

import { makeFen } from "../fen.ts";
import { generateMoves } from "../movegen.ts";
import { MAX_MOVES, type Move } from "../move.ts";
import { moveToSan } from "../notation.ts";
import type { PatternModule } from "../patternModule.ts";
import type { Position } from "../position.ts";
import { evalClassIndex, evalScore, LOSS, verdictDistance } from "../verdict.ts";
import type { ChoiceOutcome, HedeamChooser } from "./chooser.ts";
import { tableAttacker, tableDefender } from "./game.ts";

/** A `whiteval` goal: its class's rank (0 the first class: the lower, the better) and its score. */
export interface Goal {
  readonly rank: number;
  readonly score: number;
}

/** A `whiteval` goal with the evaluation code it was read from, which is what is compared. */
export interface GoalCode extends Goal {
  readonly code: number;
}

/** A position's `whiteval` goal and its class's name (`residual` when no class matched). */
export interface NamedGoal extends GoalCode {
  readonly name: string;
}

/** Whether goal `a` ranks below goal `b`: a later class, or the same class with a lower score. */
export function goalBelow(a: Goal, b: Goal): boolean {
  return a.rank > b.rank || (a.rank === b.rank && a.score < b.score);
}

/** One strong-side-to-move position of the line. */
export interface TraceStep {
  /** The position, strong side to move. */
  readonly fen: string;
  /** The move number, as in the game's notation. */
  readonly moveNumber: number;
  /** The table's moves to mate from here. */
  readonly dtm: number;
  /** The position's `whiteval` goal, and its class's name (`residual` when none matches). */
  readonly goal: Goal & { readonly name: string };
  /** The table's move and the table's reply (none after the mating move), in SAN. */
  readonly move: string;
  readonly reply: string | null;
  /** The chooser's move here, in SAN, what its search expects of it, and whether it is stuck. */
  readonly chooser: {
    readonly move: string;
    readonly outcome: ChoiceOutcome;
    readonly stuck: boolean;
  };
}

const buffer = new Int32Array(MAX_MOVES);
const out = new Int32Array(1);

/** The `whiteval` goal that `module`'s evaluation code `code` stands for. */
export function goalOfCode(module: PatternModule, code: number): Goal {
  return { rank: evalClassIndex(code, module.classCounts.whiteval), score: evalScore(code) };
}

/** `pos`'s `whiteval` goal by `module`: its code, rank and score, and the class that matched. */
export function namedGoal(module: PatternModule, pos: Position): NamedGoal {
  out[0] = -1;
  const code = module.evaluateExplained?.(pos, out) ?? module.evaluate!(pos);
  const name = module.rules[out[0]!]?.name ?? "residual";
  return { code, ...goalOfCode(module, code), name };
}

/**
 * How deep the goal's valley is along optimal play: the white moves, along the table's line from
 * `pos` (a won KBNK position, strong side to move), up to and including the first one after which
 * white is to move in a position whose goal ranks above `pos`'s own; the mating move counts as
 * rising above every goal, so the answer is at most the table's distance to mate. A stuck position
 * of the chooser is a local maximum of the goal within its search; this says how far optimal play
 * must go before it climbs out (one line against the table's defence, not every defence).
 */
export function valleyDepth(
  pos: Position,
  module: PatternModule,
  probeCode: (pos: Position) => number,
): number {
  const attack = tableAttacker(probeCode);
  const defend = tableDefender(probeCode);
  const line = pos.clone();
  const start = goalOfCode(module, module.evaluate!(line));
  for (let moves = 1; ; moves++) {
    line.make(attack(line));
    if (generateMoves(line, buffer, 0) === 0) return moves;
    line.make(defend(line));
    if (goalBelow(start, goalOfCode(module, module.evaluate!(line)))) return moves;
  }
}

/**
 * Follows the table's line from `pos` (a won KBNK position with the strong side to move) to mate;
 * `pos` is left at the mate. `probeCode` probes the tables (`runtime/tables/probe.ts`).
 */
export function traceOptimalLine(
  pos: Position,
  module: PatternModule,
  chooser: HedeamChooser,
  probeCode: (pos: Position) => number,
): TraceStep[] {
  const attack = tableAttacker(probeCode);
  const defend = tableDefender(probeCode);
  const steps: TraceStep[] = [];
  for (;;) {
    const verdict = probeCode(pos);
    if (generateMoves(pos, buffer, 0) === 0 || (verdict & 3) === LOSS) return steps;
    const { name, rank, score } = namedGoal(module, pos);
    const chosen = chooser.choose(pos);
    const chooserStep = {
      move: moveToSan(pos, chosen),
      outcome: chooser.outcome(),
      stuck: chooser.stuck,
    };
    const move: Move = attack(pos);
    const moveNumber = pos.fullmoves;
    const fen = makeFen(pos);
    const san = moveToSan(pos, move);
    pos.make(move);
    let reply: string | null = null;
    if (generateMoves(pos, buffer, 0) > 0) {
      const answer = defend(pos);
      reply = moveToSan(pos, answer);
      pos.make(answer);
    }
    steps.push({
      fen,
      moveNumber,
      dtm: verdictDistance(verdict),
      goal: { name, rank, score },
      move: san,
      reply,
      chooser: chooserStep,
    });
    if (reply === null) return steps;
  }
}
