/**
 * The worker thread of `patc verify kbnk` (started through `bin/worker.js`, which registers the
 * TypeScript loader). Workers take chunks of table entries from a shared counter until none are
 * left, so both cores stay busy to the end:
 *
 * - `strategy`: asks the chooser for its move in every won white-to-move KBNK entry and writes
 *   the reply graph into shared memory (`runtime/hedeam/proof.ts`);
 * - `knowledge`: every board of KBNK, KBK and KNK, both sides to move, the strong side white and
 *   black: `classify` against the table, and for won KBNK boards with the strong side to move,
 *   `reject` against the table (`runtime/hedeam/knowledgeCheck.ts`).
 */
import { parentPort, workerData } from "node:worker_threads";
import { PATTERN as KBNK_PATTERN } from "../../generated/kbnk.ts";
import { makeFen } from "../../runtime/fen.ts";
import { HedeamChooser, type ChooserOptions } from "../../runtime/hedeam/chooser.ts";
import {
  BoardExpander,
  evaluatesAlike,
  rejectSparesAWin,
  verdictAgrees,
} from "../../runtime/hedeam/knowledgeCheck.ts";
import { memoiseKnowledge } from "../../runtime/hedeam/knowledgeMemo.ts";
import { type GraphBuffers, StrategyExpander, StrategyGraph } from "../../runtime/hedeam/proof.ts";
import { type Colour, WHITE_BISHOP, WHITE_KNIGHT } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import { FLIP_DIAGONAL, transformPosition } from "../../runtime/symmetry.ts";
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { isWin } from "../../runtime/tables/values.ts";
import { formatVerdict } from "../../runtime/verdict.ts";
import type { PatternModule } from "../../runtime/patternModule.ts";

/** Entries per chunk taken from the shared counter. */
const CHUNK = 2048;

/** What the main thread hands a strategy worker. */
export interface StrategyTask {
  readonly task: "strategy";
  readonly module: string;
  readonly tablesDir: string;
  readonly buffers: GraphBuffers;
  /** [next chunk, entries done]. */
  readonly counter: SharedArrayBuffer;
  readonly chooser: ChooserOptions;
  /** Whether to memoise the module's `classify` and `evaluate` (`knowledgeMemo.ts`). */
  readonly memo: boolean;
  /** A compiled pattern module to use instead of `generated/kbnk.ts` (a file URL). */
  readonly patterns?: string;
}

/** One enumeration of the knowledge check: a table, a side to move, a strong colour. */
export interface KnowledgeJob {
  readonly endgame: string;
  readonly stm: 0 | 1;
  readonly strongColour: 0 | 1;
  /** Entries of this job (its index size). */
  readonly size: number;
}

/** What the main thread hands a knowledge worker. */
export interface KnowledgeTask {
  readonly task: "knowledge";
  readonly module: string;
  readonly tablesDir: string;
  readonly jobs: readonly KnowledgeJob[];
  /** [next chunk, entries done]. */
  readonly counter: SharedArrayBuffer;
  /** A compiled pattern module to use instead of `generated/kbnk.ts` (a file URL). */
  readonly patterns?: string;
}

/** What a strategy worker reports. */
export interface StrategyReport {
  readonly positions: number;
  readonly nodes: number;
  readonly ms: number;
}

/** A wrong verdict, with its board. */
export interface VerdictError {
  readonly fen: string;
  readonly rule: number;
  readonly verdict: string;
  readonly table: string;
}

/** What a knowledge worker reports. */
export interface KnowledgeReport {
  /** Boards classified, per job. */
  readonly boards: number[];
  /** Boards each rule decided (by rule index), and how many of them wrongly. */
  readonly decided: number[];
  readonly wrong: number[];
  readonly errors: VerdictError[];
  /** Won KBNK boards with the strong side to move whose winning moves were all rejected. */
  readonly rejectFailures: string[];
  readonly rejectBoards: number;
  readonly rejectFailureCount: number;
  /** Moves rejected and moves looked at, over those boards. */
  readonly movesRejected: number;
  readonly moves: number;
  /**
   * KBNK table entries with white strong and to move whose boards the goal (`evaluate`) does not
   * value alike in every orientation (`evaluatesAlike`), of those looked at; a few examples.
   */
  readonly unlikeGoals: number;
  readonly goalEntries: number;
  readonly unlikeGoalExamples: string[];
  /**
   * Table entries, of every material, side to move and colour, on whose boards (the images the
   * entry stands for, and its twin's where it has one) `classify` does not give one verdict; of
   * those looked at; a few examples (a board, its verdict and another image's).
   */
  readonly unlikeVerdicts: number;
  readonly verdictEntries: number;
  readonly unlikeVerdictExamples: string[];
}

/** A board whose verdict differs from another image's of the same position, for the report. */
function unlikeText(pos: Position, verdict: number, other: number): string {
  return `${makeFen(pos)}: ${formatVerdict(verdict)}, another image: ${formatVerdict(other)}`;
}

function byteText(byte: number): string {
  if (byte === 0) return "draw";
  if (byte < 0x80) return `win in ${byte}`;
  return byte === 0x80 ? "checkmated" : `loss in ${byte - 0x80}`;
}

function runStrategy(task: StrategyTask): StrategyReport {
  const store = new TableStore({ dir: task.tablesDir });
  const table = store.load(parseEndgame("KBNK")!);
  const graph = new StrategyGraph(table.index[0].size, task.buffers);
  const expander = new StrategyExpander(table);
  const knowledge = task.memo ? memoiseKnowledge(PATTERN, WHITE_BISHOP, WHITE_KNIGHT) : PATTERN;
  const chooser = new HedeamChooser(knowledge, task.chooser);
  const strategy = chooser.choose.bind(chooser);
  const stuck = () => chooser.stuck;
  const counter = new Int32Array(task.counter);
  const start = performance.now();
  let positions = 0;
  let nodes = 0;
  for (;;) {
    const first = Atomics.add(counter, 0, 1) * CHUNK;
    if (first >= graph.size) break;
    const last = Math.min(graph.size, first + CHUNK);
    for (let e = first; e < last; e++) {
      if (!expander.isRelevant(e)) continue;
      expander.expand(e, strategy, graph, stuck);
      nodes += chooser.nodes;
      positions++;
    }
    Atomics.add(counter, 1, last - first);
  }
  return { positions, nodes, ms: performance.now() - start };
}

function runKnowledge(task: KnowledgeTask): KnowledgeReport {
  const store = new TableStore({ dir: task.tablesDir });
  const classify = PATTERN.classifyExplained!;
  const reject = PATTERN.reject!;
  const rules = PATTERN.rules.length;
  const report = {
    boards: task.jobs.map(() => 0),
    decided: new Array<number>(rules).fill(0),
    wrong: new Array<number>(rules).fill(0),
    errors: [] as VerdictError[],
    rejectFailures: [] as string[],
    rejectBoards: 0,
    rejectFailureCount: 0,
    movesRejected: 0,
    moves: 0,
    unlikeGoals: 0,
    goalEntries: 0,
    unlikeGoalExamples: [] as string[],
    unlikeVerdicts: 0,
    verdictEntries: 0,
    unlikeVerdictExamples: [] as string[],
  };
  const evaluate = PATTERN.evaluate!;
  const image = new Position();
  const out = new Int32Array(1);
  const twinOut = new Int32Array(1);
  const squares = new Int32Array(4);
  const counts = new Float64Array(2);
  const expanders = task.jobs.map(
    (job) => new BoardExpander(store.load(parseEndgame(job.endgame)!), job.stm, job.strongColour),
  );
  // Chunk numbers run through the jobs one after the other.
  const firstChunk: number[] = [];
  let chunks = 0;
  for (const job of task.jobs) {
    firstChunk.push(chunks);
    chunks += Math.ceil(job.size / CHUNK);
  }
  const counter = new Int32Array(task.counter);
  for (;;) {
    const chunk = Atomics.add(counter, 0, 1);
    if (chunk >= chunks) break;
    let j = task.jobs.length - 1;
    while (firstChunk[j]! > chunk) j--;
    const job = task.jobs[j]!;
    const expander = expanders[j]!;
    const btm = expander.table.index[1];
    const btmValues = expander.table.values[1];
    const checkReject = job.endgame === "KBNK" && job.stm === 0;
    // One board per entry is enough: the others are its images.
    const checkGoal = checkReject && job.strongColour === 0;
    const first = (chunk - firstChunk[j]!) * CHUNK;
    const last = Math.min(job.size, first + CHUNK);
    for (let e = first; e < last; e++) {
      let firstBoard = checkGoal;
      // The verdict of the entry's first board, which every image must share, and its twin's.
      let entryVerdict: number | undefined;
      let unlikeVerdict: string | undefined;
      const hasTwin = expander.hasTwin(e);
      const boards = expander.forEachBoard(e, (pos, byte) => {
        if (firstBoard) {
          firstBoard = false;
          report.goalEntries++;
          if (!evaluatesAlike(evaluate, pos, image)) {
            report.unlikeGoals++;
            if (report.unlikeGoalExamples.length < 50) report.unlikeGoalExamples.push(makeFen(pos));
          }
        }
        const verdict = classify(pos, out);
        const rule = out[0]!;
        if (entryVerdict === undefined) {
          entryVerdict = verdict;
          // The twin's boards are this one's mirror images in the a1-h8 diagonal.
          if (hasTwin) {
            const mirrored = classify(transformPosition(pos, FLIP_DIAGONAL, image), twinOut);
            if (mirrored !== verdict) unlikeVerdict = unlikeText(image, mirrored, verdict);
          }
        } else if (verdict !== entryVerdict && unlikeVerdict === undefined) {
          unlikeVerdict = unlikeText(pos, verdict, entryVerdict);
        }
        if (rule >= 0) {
          report.decided[rule]!++;
          if (!verdictAgrees(verdict, byte)) {
            report.wrong[rule]!++;
            if (report.errors.length < 50) {
              report.errors.push({
                fen: makeFen(pos),
                rule,
                verdict: formatVerdict(verdict),
                table: byteText(byte),
              });
            }
          }
        }
        if (checkReject && isWin(byte)) {
          report.rejectBoards++;
          const spared = rejectSparesAWin(
            pos,
            reject,
            btm,
            btmValues,
            job.strongColour as Colour,
            squares,
            counts,
          );
          if (!spared) {
            report.rejectFailureCount++;
            if (report.rejectFailures.length < 50) report.rejectFailures.push(makeFen(pos));
          }
        }
      });
      report.boards[j]! += boards;
      if (boards > 0) report.verdictEntries++;
      if (unlikeVerdict !== undefined) {
        report.unlikeVerdicts++;
        if (report.unlikeVerdictExamples.length < 50) {
          report.unlikeVerdictExamples.push(unlikeVerdict);
        }
      }
    }
    Atomics.add(counter, 1, last - first);
  }
  report.movesRejected = counts[0]!;
  report.moves = counts[1]!;
  return report;
}

const task = workerData as StrategyTask | KnowledgeTask;
const PATTERN: PatternModule =
  task.patterns === undefined
    ? KBNK_PATTERN
    : ((await import(task.patterns)) as { PATTERN: PatternModule }).PATTERN;
if (task.task === "strategy") parentPort!.postMessage(runStrategy(task));
else parentPort!.postMessage(runKnowledge(task));
