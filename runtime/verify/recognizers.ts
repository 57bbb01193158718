/**
 * Running compiled recognizers on every legal board of a table (or a range of its king
 * placements) and judging each verdict against the table: the inner loop of `patc verify`.
 *
 * Boards come from `forEachPosition` (each legal board once, written into one reused position,
 * with its table byte), with either colour as the strong side. Each recognizer under test is
 * called through its explaining twin, which names the deciding rule; when `fastEntry` is set the
 * plain `recognize` is called too, it is the verdict that gets judged (it is what the search
 * calls), and a twin that disagrees with it is counted as an error of its own.
 *
 * @packageDocumentation
 */

import { makeFen } from "../fen.ts";
import type { PatternModule } from "../patternModule.ts";
import type { Position } from "../position.ts";
import type { Endgame } from "../tables/endgames.ts";
import { forEachPosition, type KingPairRange } from "../tables/enumerate.ts";
import type { Table } from "../tables/table.ts";
import { depthOf, isLoss, isWin } from "../tables/values.ts";
import { formatVerdict } from "../verdict.ts";
import { isError, isLooseBound, judge, tableOutcome } from "./judge.ts";
import type { VerifyTally } from "./tally.ts";

/** One recognizer under test and where its counts go. */
export interface RecognizerUnderTest {
  /** The compiled module; it must have `recognize` and `recognizeExplained`. */
  readonly module: PatternModule;
  /** Where the counts go. */
  readonly tally: VerifyTally;
  /** Also call `recognize` and judge its verdict (else only the explaining twin's). */
  readonly fastEntry: boolean;
}

/** Which boards to visit. */
export interface BoardSet {
  readonly endgame: Endgame;
  readonly table: Table;
  /** The index of the endgame in the tallies' materials. */
  readonly material: number;
  /** 0: the strong side to move, 1: the weak side. */
  readonly stm: 0 | 1;
  /** 0: the strong side is white, 1: black. */
  readonly colour: 0 | 1;
  /** The king placements (default: all). */
  readonly kingPairs?: KingPairRange;
}

/** The table's value in words: `win in 3`, `draw`, `loss in 0`. */
export function tableText(value: number): string {
  if (isWin(value)) return `win in ${depthOf(value)}`;
  if (isLoss(value)) return `loss in ${depthOf(value)}`;
  return "draw";
}

/**
 * Runs every recognizer of `subjects` on every legal board of `boards`, counting into their
 * tallies. Returns the number of boards visited.
 */
export function verifyBoards(boards: BoardSet, subjects: readonly RecognizerUnderTest[]): number {
  const out = new Int32Array(1);
  let visited = 0;
  const judgeOne = (subject: RecognizerUnderTest, pos: Position, value: number): void => {
    const module = subject.module;
    out[0] = -1;
    const explained = module.recognizeExplained!(pos, out);
    const rule = out[0]!;
    const verdict = subject.fastEntry ? module.recognize!(pos) : explained;
    const category = judge(verdict, value);
    const twinDisagrees = verdict !== explained;
    const error = isError(category) || twinDisagrees;
    const loose = !error && (verdict & 2) !== 0 && isLooseBound(verdict, value);
    subject.tally.count(
      boards.material,
      boards.colour,
      boards.stm,
      rule,
      verdict & 3,
      tableOutcome(value),
      error,
      loose,
    );
    if (error && subject.tally.wantsSample()) {
      subject.tally.addSample({
        fen: makeFen(pos),
        rule,
        verdict: twinDisagrees
          ? `${formatVerdict(verdict)} (explaining twin: ${formatVerdict(explained)})`
          : formatVerdict(verdict),
        table: tableText(value),
      });
    }
  };
  forEachPosition(
    boards.endgame,
    boards.stm,
    (pos, value) => {
      visited++;
      for (let i = 0; i < subjects.length; i++) judgeOne(subjects[i]!, pos, value);
    },
    { table: boards.table, strongColour: boards.colour, kingPairs: boards.kingPairs },
  );
  return visited;
}
