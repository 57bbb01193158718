/**
 * `patc verify kbnk [--json] [--jobs N] [--depth N] [--deepen N] [--no-knowledge] [--sample N |
 * --from F] [--failures F] [--too-long F]`: the proof of the KBNK strategy and of the exact
 * knowledge of `patterns/kbnk.pat` against the endgame tables.
 *
 * 1. **Strategy** (seed 004's *relevant* positions: every won KBNK position with the strong side
 *    to move, one table entry per symmetry class): the HEDEAM chooser's move once per entry, then
 *    every reply; the fixpoint over all replies gives the positions from which mate is forced and
 *    the worst-case length; the table defender's replies give the length against perfect
 *    defence (`runtime/hedeam/proof.ts`).
 * 2. **Knowledge**: every board of KBNK, KBK and KNK, both sides to move, the strong side white
 *    and black: every `stop`/`halt` verdict against the table, and on every won KBNK board with
 *    the strong side to move, that `reject` spares a winning move; on one board of every KBNK
 *    entry with white strong and to move, that the goal is the same in every orientation of the
 *    board; and on every entry, that the boards it stands for (and its twin's, the mirror images
 *    in the a1-h8 diagonal) get one verdict. The chooser's argument against cycles needs both to
 *    be functions of the position (`runtime/hedeam/knowledgeCheck.ts`).
 *
 * `--sample N` proves the strategy on the closure of N seeded random won entries instead (one
 * thread, a minute or two): the quick loop for working on the knowledge, whose figure to watch is
 * the number of stuck entries the defence can reach. `--seed S` draws another sample, to check
 * that a change helps beyond the sample it was tuned on. `--from FILE` starts the closure from the
 * positions listed in FILE instead, e.g. the stuck entries of the last full proof's failure list:
 * the quick way to see whether a change to the knowledge frees the stuck positions of the full
 * proof, not only those a sample meets. `--too-long FILE` lists the proved positions whose forced
 * mate is longer than the 50-move rule, the longest first, in the same form: the head of that
 * list is where to start such a closure when the work is on the length of the mates.
 *
 * Both run on worker threads (`--jobs`, default 2: this machine has two cores) taking chunks of
 * entries from a shared counter. The strategy's chooser reads its knowledge through a memo
 * (`runtime/hedeam/knowledgeMemo.ts`; `--no-memo` turns it off): the same choices, in two
 * fifths of the time. Exits 1 when a won position is not proved, a verdict is wrong, `reject`
 * prunes every winning move somewhere, the goal or a verdict differs between orientations of a
 * board, or the maximin exceeds 50 moves. The report, as text and as JSON, is written by
 * `verifyKbnkReport.ts`.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Command } from "commander";
import { ChessInputError } from "../../runtime/errors.ts";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { materialSides } from "../../runtime/material.ts";
import { canonicalTransform, transformPosition } from "../../runtime/symmetry.ts";
import { HedeamChooser, type ChooserOptions } from "../../runtime/hedeam/chooser.ts";
import {
  classifyFailures,
  cyclingEntries,
  DRAWN_LINE,
  FAILURE_KINDS,
  FailureKind,
  type GraphBuffers,
  NO_CHOICE,
  proveClosure,
  tableLineEnding,
  type ProofResult,
  SLOTS,
  solve,
  StrategyExpander,
  StrategyGraph,
  summarise,
  UNPROVED,
  worstLine,
} from "../../runtime/hedeam/proof.ts";
import { memoiseKnowledge } from "../../runtime/hedeam/knowledgeMemo.ts";
import { StuckProfiler } from "../../runtime/hedeam/stuckProfile.ts";
import { valleyDepth } from "../../runtime/hedeam/trace.ts";
import { moveToSan } from "../../runtime/notation.ts";
import type { PatternModule, RuleRow } from "../../runtime/patternModule.ts";
import { WHITE, WHITE_BISHOP, WHITE_KNIGHT } from "../../runtime/pieces.ts";
import { WIN } from "../../runtime/verdict.ts";
import type { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { defaultTablesDir, TableStore } from "../../runtime/tables/store.ts";
import { ProgressBar } from "../../runtime/verify/progress.ts";
import { type ChooserFlags, chooserOptions, deepenOption, depthOption } from "../chooserOptions.ts";
import { CliError } from "../cliError.ts";
import { parseWhole } from "../kbnkStart.ts";
import { writeJsonLine, writeTabLines } from "../lines.ts";
import { loadKbnkPatterns } from "../loadKbnkPatterns.ts";
import {
  FIFTY_MOVES,
  type KnowledgeFigures,
  knowledgeJson,
  knowledgeLines,
  LISTED_TABLE_LINE_FAILURES,
  type LongestMate,
  shortfalls,
  type StrategyFigures,
  strategyJson,
  strategyLines,
  type StrategyRun,
  type TooLong,
} from "./verifyKbnkReport.ts";
import type {
  KnowledgeJob,
  KnowledgeReport,
  StrategyReport,
  StrategyTask,
  KnowledgeTask,
} from "./verifyKbnkWorker.ts";

const WORKER = new URL("../worker.js", import.meta.url);
const WORKER_MODULE = new URL("./verifyKbnkWorker.ts", import.meta.url).href;

interface VerifyKbnkOptions extends ChooserFlags {
  json?: boolean;
  jobs: number;
  knowledge: boolean;
  strategy: boolean;
  failures: string;
  tooLong: string;
  patterns?: string;
  sample?: number;
  seed?: number;
  from?: string;
  memo: boolean;
}

/** Runs `jobs` workers on tasks sharing `counter` ([next chunk, done]) and shows the progress. */
async function runWorkers<T>(
  label: string,
  tasks: readonly (StrategyTask | KnowledgeTask)[],
  counter: Int32Array,
  total: number,
): Promise<T[]> {
  const bar = new ProgressBar(label);
  const timer = setInterval(() => bar.update(Atomics.load(counter, 1), total), 100);
  try {
    return await Promise.all(
      tasks.map(
        (task) =>
          new Promise<T>((resolve, reject) => {
            const worker = new Worker(WORKER, { workerData: task });
            worker.once("message", (report: T) => resolve(report));
            worker.once("error", reject);
            worker.once("exit", (code) => {
              if (code !== 0) reject(new Error(`a ${label} worker exited with ${code}`));
            });
          }),
      ),
    );
  } finally {
    clearInterval(timer);
    bar.finish();
  }
}

/** Why a won entry is not proved, in words. */
function failureReason(graph: StrategyGraph, e: number, kind: number, onCycle: boolean): string {
  if (kind === FailureKind.Stuck) return "no goal above its own within the chooser's depth";
  if (kind === FailureKind.Downstream)
    return onCycle
      ? "the defence can steer into a stuck or drawn position, or keep the game in a cycle"
      : "the defence can steer into a stuck or drawn position";
  if (kind === FailureKind.Cycle) return "the defence keeps the game in a cycle";
  const base = e * SLOTS;
  const first = graph.successors[base]!;
  if (first === NO_CHOICE) return "the chooser found no move";
  for (let i = 0; i < SLOTS; i++) {
    const next = graph.successors[base + i]!;
    if (next === DRAWN_LINE)
      return i === 0 && graph.successors[base + 1] === -1
        ? "stalemate or a piece lost"
        : "a reply wins a piece or the move stalemates";
    if (next >= 0 && graph.expanded[next] === 0) return "a reply reaches a drawn position";
  }
  return "the defence avoids mate: a cycle, or a line into an unproved position";
}

async function proveStrategy(
  jobs: number,
  chooser: ChooserOptions,
  tablesDir: string,
  patterns: string | undefined,
  module: PatternModule,
  memo: boolean,
): Promise<StrategyFigures> {
  const store = new TableStore({ dir: tablesDir });
  const table = store.load(parseEndgame("KBNK")!);
  const size = table.index[0].size;
  const buffers: GraphBuffers = StrategyGraph.buffers(size, true);
  const counterBuffer = new SharedArrayBuffer(8);
  const counter = new Int32Array(counterBuffer);
  const start = performance.now();
  const tasks: StrategyTask[] = Array.from({ length: jobs }, () => ({
    task: "strategy",
    module: WORKER_MODULE,
    tablesDir,
    buffers,
    counter: counterBuffer,
    chooser,
    memo,
    ...(patterns === undefined ? {} : { patterns }),
  }));
  const reports = await runWorkers<StrategyReport>("strategy", tasks, counter, size);
  const graph = new StrategyGraph(size, buffers);
  return strategyFigures(
    new StrategyExpander(table),
    graph,
    solve(graph),
    store,
    module,
    chooser,
    start,
    {
      positions: reports.reduce((n, r) => n + r.positions, 0),
      nodes: reports.reduce((n, r) => n + r.nodes, 0),
      cpuMs: reports.reduce((n, r) => n + r.ms, 0),
    },
  );
}

/** Where a sampled proof starts: seeded random won entries, or given positions. */
type Starts =
  { readonly count: number; readonly seed: number } | { readonly positions: readonly Position[] };

/**
 * The positions of `--from FILE`: one FEN per line, its first tab-separated field (so a failure
 * list of an earlier run can be passed as it is); blank lines and lines starting with `#` are
 * skipped. Each must be a KBNK position that the strong side, to move, wins (with black strong,
 * its colour-swapped image is proved). `store` has the tables loaded. Errors name the file and
 * line.
 */
function readStarts(file: string, store: TableStore): Position[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliError(`--from: cannot read ${file}: ${(error as Error).message}`);
  }
  const prober = new TableProber(store);
  const positions: Position[] = [];
  text.split("\n").forEach((line, i) => {
    const fen = line.split("\t")[0]!.trim();
    if (fen === "" || fen.startsWith("#")) return;
    const where = `${file}:${i + 1}`;
    let pos: Position;
    try {
      pos = parseFen(fen);
    } catch (error) {
      if (error instanceof ChessInputError) throw new CliError(`${where}: ${error.message}`);
      throw error;
    }
    // Black strong: the colours swapped (and the board turned), as the table keeps it. A position
    // with white strong stays as it is: its own entry, not a mirror image's (with both kings on
    // the long diagonal, a board and its mirror image are two entries).
    if (materialSides(pos).strong !== WHITE) pos = transformPosition(pos, canonicalTransform(pos));
    if (materialSides(pos).strongSignature !== "KBNK") {
      throw new CliError(
        `${where}: expected a KBNK position, not ${materialSides(pos).strongSignature}`,
      );
    }
    if (pos.turn !== WHITE) {
      throw new CliError(`${where}: expected the strong side (bishop and knight) to move`);
    }
    if ((prober.probeCode(pos) & 3) !== WIN) {
      throw new CliError(
        `${where}: expected a position the strong side wins (the table says it does not)`,
      );
    }
    positions.push(pos);
  });
  if (positions.length === 0) throw new CliError(`--from: ${file} has no positions`);
  return positions;
}

/**
 * The strategy proof on a sample, for iterating on the knowledge: the closure of some won entries
 * (seeded random ones, or given positions) under the strategy and every defence, on this thread.
 * Every expanded entry is reported, so the stuck positions the defence can reach from the sample
 * are all listed. The closure of 20 entries (some 10,000 table entries) takes half a minute;
 * the full proof, on two threads, five.
 */
function proveSample(
  starts: Starts,
  chooserOptions: ChooserOptions,
  tablesDir: string,
  module: PatternModule,
  memo: boolean,
): StrategyFigures {
  const store = new TableStore({ dir: tablesDir });
  const expander = new StrategyExpander(store.load(parseEndgame("KBNK")!));
  const chooser = new HedeamChooser(
    memo ? memoiseKnowledge(module, WHITE_BISHOP, WHITE_KNIGHT) : module,
    chooserOptions,
  );
  const entries =
    "positions" in starts
      ? starts.positions.map((pos) => expander.entryOf(pos))
      : expander.randomWonEntries(new Prng(starts.seed), starts.count);
  let nodes = 0;
  const strategy = (pos: Position) => {
    const move = chooser.choose(pos);
    nodes += chooser.nodes;
    return move;
  };
  const start = performance.now();
  const { graph, result, expanded } = proveClosure(
    expander,
    strategy,
    entries,
    Infinity,
    () => chooser.stuck,
  );
  const ms = performance.now() - start;
  return strategyFigures(expander, graph, result, store, module, chooserOptions, start, {
    positions: expanded,
    nodes,
    cpuMs: ms,
  });
}

/**
 * The default seed of `--sample`'s entries: fixed, so that two versions of the knowledge meet the
 * same sample unless `--seed` says otherwise.
 */
const SAMPLE_SEED = 2026;

/** How the strategy proof runs with `options`, for the report. */
function strategyRun(options: VerifyKbnkOptions): StrategyRun {
  const sample =
    options.from !== undefined
      ? `the closure of the positions of ${options.from}`
      : options.sample === undefined
        ? undefined
        : `the closure of ${options.sample.toLocaleString("en-US")} seeded random won entries` +
          ` (seed ${options.seed ?? SAMPLE_SEED})`;
  return {
    depth: options.depth,
    deepen: options.deepen,
    threads: sample === undefined ? options.jobs : 1,
    sample,
    memo: options.memo,
  };
}

/**
 * The figures of a solved strategy graph: the summary over its expanded entries, failures by kind,
 * and where the stuck ones stand (with the depth of `module`'s goal valley there).
 */
function strategyFigures(
  expander: StrategyExpander,
  graph: StrategyGraph,
  result: ProofResult,
  store: TableStore,
  module: PatternModule,
  chooserOptions: ChooserOptions,
  start: number,
  work: { positions: number; nodes: number; cpuMs: number },
): StrategyFigures {
  const table = expander.table;
  const summary = summarise(graph, result, table.index[0], (e) => expander.dtm(e));
  const kind = classifyFailures(graph, result);
  const cycling = cyclingEntries(graph, kind);
  const onCycle = { boards: 0, entries: 0 };
  const kinds: Record<string, { boards: number; entries: number }> = {};
  for (const name of FAILURE_KINDS.slice(1)) kinds[name] = { boards: 0, entries: 0 };
  // Failures listed by kind, the ones that fail on their own first: they are what to fix.
  const order = [
    FailureKind.Stuck,
    FailureKind.Draw,
    FailureKind.Other,
    FailureKind.Cycle,
    FailureKind.Downstream,
  ];
  const failing = [...summary.failing].sort(
    (a, b) => order.indexOf(kind[a] as never) - order.indexOf(kind[b] as never) || a - b,
  );
  const stuck = new StuckProfiler();
  // The store has loaded KBNK already; the prober reads KBK and KNK from it too.
  const prober = new TableProber(store);
  const probeCode = (pos: Position) => prober.probeCode(pos);
  const failures = failing.map((e) => {
    const k = kind[e]!;
    const tally = kinds[FAILURE_KINDS[k]!]!;
    const boards = table.index[0].boardsOf(e);
    tally.entries++;
    tally.boards += boards;
    if (cycling[e] === 1) {
      onCycle.entries++;
      onCycle.boards += boards;
    }
    expander.load(e);
    // The table's entries have the strong side white and to move.
    if (k === FailureKind.Stuck) {
      const valley = valleyDepth(expander.pos, module, probeCode);
      stuck.add(expander.pos, WHITE, expander.dtm(e), boards, valley);
    }
    const move = graph.chosen[e]!;
    return {
      fen: makeFen(expander.pos),
      move: move === 0 ? "none" : moveToSan(expander.pos, move),
      kind: FAILURE_KINDS[k]!,
      reason: failureReason(graph, e, k, cycling[e] === 1),
    };
  });
  // Where the table's games give out: the positions on top as FENs (the report sums the rest).
  const tableLineFailures = summary.versusTableFailures
    .slice(0, LISTED_TABLE_LINE_FAILURES)
    .map(({ entry, boards }) => {
      expander.load(entry);
      return { fen: makeFen(expander.pos), boards, ending: tableLineEnding(graph, entry) };
    });
  return {
    source: module.source,
    summary,
    tableLineFailures,
    ...work,
    ms: performance.now() - start,
    rounds: result.rounds,
    failures,
    kinds,
    onCycle,
    stuck: stuck.profile(),
    tooLong: tooLong(expander, graph, result),
    longest: longestMate(expander, result, module, chooserOptions),
  };
}

/**
 * The proved entries whose forced mate takes more moves than the 50-move rule allows, the longest
 * first (then in index order): where the strategy must get shorter. `--from` reads the list back,
 * so the closure of its head is the quick check of a change aimed at the maximin.
 */
function tooLong(expander: StrategyExpander, graph: StrategyGraph, result: ProofResult): TooLong[] {
  const index = expander.table.index[0];
  const entries: number[] = [];
  for (let e = 0; e < result.worst.length; e++) {
    const w = result.worst[e]!;
    if (w !== UNPROVED && w > FIFTY_MOVES) entries.push(e);
  }
  entries.sort((a, b) => result.worst[b]! - result.worst[a]! || a - b);
  return entries.map((e) => {
    expander.load(e);
    return {
      fen: makeFen(expander.pos),
      move: moveToSan(expander.pos, graph.chosen[e]!),
      moves: result.worst[e]!,
      dtm: expander.dtm(e),
      boards: index.boardsOf(e),
    };
  });
}

/**
 * The longest forced mate of the proof (the first entry of the greatest worst case), with the
 * line the defence drags it out by and the table's distance to mate along it. Null when nothing
 * is proved.
 */
function longestMate(
  expander: StrategyExpander,
  result: ProofResult,
  module: PatternModule,
  chooserOptions: ChooserOptions,
): LongestMate | null {
  let entry = -1;
  for (let e = 0; e < result.worst.length; e++) {
    const w = result.worst[e]!;
    if (w !== UNPROVED && (entry < 0 || w > result.worst[entry]!)) entry = e;
  }
  if (entry < 0) return null;
  const chooser = new HedeamChooser(module, chooserOptions);
  const moves = worstLine(expander, result, (pos) => chooser.choose(pos), entry);
  expander.load(entry);
  const pos = expander.pos.clone();
  const fen = makeFen(pos);
  const dtms: number[] = [];
  const sans = moves.map((move) => {
    if (pos.turn === WHITE) dtms.push(expander.dtm(expander.entryOf(pos)));
    const san = moveToSan(pos, move);
    pos.make(move);
    return san;
  });
  return { fen, moves: result.worst[entry]!, dtm: expander.dtm(entry), sans, dtms };
}

async function proveKnowledge(
  jobs: number,
  tablesDir: string,
  patterns: string | undefined,
  rules: readonly RuleRow[],
): Promise<KnowledgeFigures> {
  const store = new TableStore({ dir: tablesDir });
  const list: KnowledgeJob[] = [];
  for (const endgame of ["KBNK", "KBK", "KNK"]) {
    const table = store.load(parseEndgame(endgame)!);
    for (const strongColour of [0, 1] as const) {
      for (const stm of [0, 1] as const) {
        list.push({ endgame, stm, strongColour, size: table.index[stm].size });
      }
    }
  }
  const counterBuffer = new SharedArrayBuffer(8);
  const counter = new Int32Array(counterBuffer);
  const start = performance.now();
  const tasks: KnowledgeTask[] = Array.from({ length: jobs }, () => ({
    task: "knowledge",
    module: WORKER_MODULE,
    tablesDir,
    jobs: list,
    counter: counterBuffer,
    ...(patterns === undefined ? {} : { patterns }),
  }));
  const total = list.reduce((n, j) => n + j.size, 0);
  const reports = await runWorkers<KnowledgeReport>("knowledge", tasks, counter, total);
  const merged: KnowledgeReport = {
    boards: list.map((_, j) => reports.reduce((n, r) => n + r.boards[j]!, 0)),
    decided: rules.map((_, i) => reports.reduce((n, r) => n + r.decided[i]!, 0)),
    wrong: rules.map((_, i) => reports.reduce((n, r) => n + r.wrong[i]!, 0)),
    errors: reports.flatMap((r) => r.errors),
    rejectFailures: reports.flatMap((r) => r.rejectFailures),
    rejectBoards: reports.reduce((n, r) => n + r.rejectBoards, 0),
    rejectFailureCount: reports.reduce((n, r) => n + r.rejectFailureCount, 0),
    unlikeGoals: reports.reduce((n, r) => n + r.unlikeGoals, 0),
    goalEntries: reports.reduce((n, r) => n + r.goalEntries, 0),
    unlikeGoalExamples: reports.flatMap((r) => r.unlikeGoalExamples).slice(0, 50),
    unlikeVerdicts: reports.reduce((n, r) => n + r.unlikeVerdicts, 0),
    verdictEntries: reports.reduce((n, r) => n + r.verdictEntries, 0),
    unlikeVerdictExamples: reports.flatMap((r) => r.unlikeVerdictExamples).slice(0, 50),
    movesRejected: reports.reduce((n, r) => n + r.movesRejected, 0),
    moves: reports.reduce((n, r) => n + r.moves, 0),
  };
  return { report: merged, rules, threads: jobs, jobs: list, ms: performance.now() - start };
}

/** Registers `verify kbnk` under the `verify` command. */
export function registerVerifyKbnk(verify: Command): void {
  verify
    .command("kbnk")
    .description("prove the KBNK strategy and the stop/halt/reject knowledge on every position")
    .option("--json", "print one JSON object")
    .option("--jobs <n>", "worker threads", parseWhole(64), Math.min(2, availableParallelism()))
    .addOption(depthOption())
    .addOption(deepenOption())
    .option("--no-strategy", "skip the strategy proof")
    .option("--no-knowledge", "skip the stop/halt/reject check")
    .option(
      "--failures <file>",
      "write every failing position (FEN, move, reason) to FILE",
      ".cache/verify-kbnk-failures.txt",
    )
    .option(
      "--too-long <file>",
      `write every proved position whose forced mate takes more than ${FIFTY_MOVES} moves (FEN, move, moves, the table's DTM) to FILE, the longest first`,
      ".cache/verify-kbnk-too-long.txt",
    )
    .option(
      "--sample <entries>",
      "prove the strategy only on the closure of this many seeded random won entries (one thread)",
      parseWhole(100_000),
    )
    .option(
      "--seed <n>",
      `the seed that draws --sample's entries (default: ${SAMPLE_SEED})`,
      parseWhole(2 ** 31 - 1),
    )
    .option(
      "--from <file>",
      "prove the strategy only on the closure of these positions (one FEN per line, e.g. an earlier --failures list; one thread)",
    )
    .option(
      "--no-memo",
      "do not memoise the knowledge the chooser reads (the same proof, two and a half times as slow; 268 MB less a thread)",
    )
    .option(
      "--patterns <module.ts>",
      "prove another compiled KBNK pattern module (default generated/kbnk.ts)",
    )
    .action(async (options: VerifyKbnkOptions) => {
      if (options.seed !== undefined && options.sample === undefined) {
        throw new CliError("--seed draws the entries of --sample: give --sample too", 2);
      }
      if (options.from !== undefined && options.sample !== undefined) {
        throw new CliError("--from and --sample each choose where the proof starts: give one", 2);
      }
      const { module, url: patterns } = await loadKbnkPatterns(options.patterns);
      const tablesDir = defaultTablesDir();
      const store = new TableStore({
        dir: tablesDir,
        log: (line) => process.stderr.write(`patc: tables: ${line}\n`),
      });
      for (const name of ["KBK", "KNK", "KBNK"]) store.ensure(parseEndgame(name)!);
      const chooser = chooserOptions(options);
      const strategy = !options.strategy
        ? undefined
        : options.from !== undefined
          ? proveSample(
              { positions: readStarts(options.from, store) },
              chooser,
              tablesDir,
              module,
              options.memo,
            )
          : options.sample !== undefined
            ? proveSample(
                { count: options.sample, seed: options.seed ?? SAMPLE_SEED },
                chooser,
                tablesDir,
                module,
                options.memo,
              )
            : await proveStrategy(options.jobs, chooser, tablesDir, patterns, module, options.memo);
      const knowledge = options.knowledge
        ? await proveKnowledge(options.jobs, tablesDir, patterns, module.rules)
        : undefined;
      // Written even when empty, so that a stale list from an earlier run cannot mislead.
      if (strategy !== undefined) {
        writeTabLines(
          options.failures,
          strategy.failures.map((f) => [f.fen, f.move, f.kind, f.reason]),
        );
        writeTabLines(
          options.tooLong,
          strategy.tooLong.map((t) => [t.fen, t.move, t.moves, t.dtm]),
        );
      }
      const reasons = shortfalls(strategy?.summary, knowledge?.report);
      const ok = reasons.length === 0;
      if (options.json) {
        writeJsonLine({
          ok,
          shortfalls: reasons,
          chooser,
          memo: options.memo,
          sample: options.sample ?? null,
          seed: options.sample === undefined ? null : (options.seed ?? SAMPLE_SEED),
          from: options.from ?? null,
          strategy: strategy === undefined ? null : strategyJson(strategy),
          knowledge: knowledge === undefined ? null : knowledgeJson(knowledge),
        });
      } else {
        const lines = [
          ...(strategy ? strategyLines(strategy, strategyRun(options), options) : []),
          ...(knowledge ? knowledgeLines(knowledge) : []),
          ok ? "proved" : `NOT proved: ${reasons.join("; ")}`,
        ];
        process.stdout.write(`${lines.join("\n")}\n`);
      }
      if (!ok) process.exitCode = 1;
    });
}
