/**
 * The proof of the KNNKB/KNNKN recognizers: which boards, split into which tasks, and what one
 * task does. Two recognizers are checked side by side on every board: ours
 * (`patterns/knnk.pat`, the one the search uses) and the paper's (`patterns/paper/`, Heinz's
 * algorithm with only the corrections the tables force), so that their coverage can be compared.
 *
 * "Every legal board" is every placement of the five men that is a legal position, like knights
 * interchangeable, in both endgames, with either side to move and **either colour as the strong
 * side**: the compiled code is only colour- and board-symmetric if the compiler is right, so no
 * symmetry is assumed. A task is one endgame, side to move and colour over a range of the
 * index's 462 king placements; the tasks together visit every board exactly once.
 *
 * The modules are passed in (the runtime never imports `generated/`): see `bin/commands/verifyKnnk.ts`.
 *
 * @packageDocumentation
 */

import type { PatternModule } from "../patternModule.ts";
import { parseEndgame } from "../tables/endgames.ts";
import type { KingPairRange } from "../tables/enumerate.ts";
import { KING_PAIRS } from "../tables/nalimovIndex.ts";
import type { TableStore } from "../tables/store.ts";
import { verifyBoards } from "./recognizers.ts";
import { type TallyJson, VerifyTally } from "./tally.ts";

/** The endgames, in the order the tallies count them. */
export const KNNK_MATERIALS = ["KNNKB", "KNNKN"] as const;

/** One share of the work. */
export interface KnnkTask {
  /** Index into {@link KNNK_MATERIALS}. */
  readonly material: number;
  /** 0: the strong side to move, 1: the weak side. */
  readonly stm: 0 | 1;
  /** 0: the strong side is white, 1: black. */
  readonly colour: 0 | 1;
  /** King placements of the table's index. */
  readonly kingPairs: KingPairRange;
}

/** What one task found. */
export interface KnnkTaskResult {
  readonly boards: number;
  readonly ours: TallyJson;
  readonly paper: TallyJson;
}

/** The two recognizers under test. */
export interface KnnkModules {
  readonly ours: PatternModule;
  readonly paper: PatternModule;
}

/**
 * The tasks covering every board: each endgame, side to move and colour, split into ranges of
 * `kingPairsPerTask` king placements. With `kingPairs`, only those placements (a sample; each
 * one task per endgame, side and colour).
 */
export function knnkTasks(
  options: { kingPairsPerTask?: number; kingPairs?: readonly number[] } = {},
): KnnkTask[] {
  const ranges: KingPairRange[] = [];
  if (options.kingPairs !== undefined) {
    for (const kp of options.kingPairs) ranges.push({ from: kp, to: kp + 1 });
  } else {
    const step = options.kingPairsPerTask ?? 21;
    for (let from = 0; from < KING_PAIRS; from += step) {
      ranges.push({ from, to: Math.min(KING_PAIRS, from + step) });
    }
  }
  const tasks: KnnkTask[] = [];
  for (const kingPairs of ranges) {
    for (let material = 0; material < KNNK_MATERIALS.length; material++) {
      for (const stm of [0, 1] as const) {
        for (const colour of [0, 1] as const) tasks.push({ material, stm, colour, kingPairs });
      }
    }
  }
  return tasks;
}

/** An empty tally for `module` over the KNNK materials. */
export function knnkTally(module: PatternModule): VerifyTally {
  return new VerifyTally({ materials: KNNK_MATERIALS, rules: module.rules.length });
}

/**
 * Runs one task: our recognizer (both its entry points, as the search calls `recognize`) and the
 * paper's (its explaining twin) on every board of the task, tables from `store`.
 */
export function runKnnkTask(
  task: KnnkTask,
  modules: KnnkModules,
  store: TableStore,
): KnnkTaskResult {
  const endgame = parseEndgame(KNNK_MATERIALS[task.material]!)!;
  const table = store.ensure(endgame);
  const ours = knnkTally(modules.ours);
  const paper = knnkTally(modules.paper);
  const boards = verifyBoards(
    {
      endgame,
      table,
      material: task.material,
      stm: task.stm,
      colour: task.colour,
      kingPairs: task.kingPairs,
    },
    [
      { module: modules.ours, tally: ours, fastEntry: true },
      { module: modules.paper, tally: paper, fastEntry: false },
    ],
  );
  return { boards, ours: ours.toJSON(), paper: paper.toJSON() };
}

/** The results of many tasks, added up. */
export interface KnnkTotals {
  readonly boards: number;
  readonly ours: VerifyTally;
  readonly paper: VerifyTally;
}

/** Adds up task results. */
export function addKnnkResults(
  modules: KnnkModules,
  results: readonly KnnkTaskResult[],
): KnnkTotals {
  const ours = knnkTally(modules.ours);
  const paper = knnkTally(modules.paper);
  let boards = 0;
  for (const result of results) {
    boards += result.boards;
    ours.merge(result.ours);
    paper.merge(result.paper);
  }
  return { boards, ours, paper };
}
