/**
 * `patc verify knnk [--json] [--jobs N] [--sample N] [--king-pairs LIST]`: runs the compiled KNNKB/KNNKN recognizers
 * (ours, from `generated/`, and the paper's, from `generated/paper/`) on every legal position of
 * both endgames, both sides to move and either colour as the strong side, and compares every
 * verdict with the endgame tables. Prints errors, coverage (paper against ours, by the table's
 * outcome), iCE's categories and every rule's work; exits 1 if any verdict is wrong.
 *
 * The work is split into tasks (`runtime/verify/knnk.ts`) run by one worker process per core
 * (`bin/workers/verifyKnnk.ts`), with a progress bar on a terminal. `--sample N` checks only N
 * king placements, spread over the index, for a quick look; `--king-pairs` names them (the
 * sampled check in the test suite).
 */
import { fileURLToPath } from "node:url";
import { type Command, InvalidArgumentError } from "commander";
import { findPatternModules } from "../../runtime/patternModule.ts";
import { endgame } from "../../runtime/tables/endgames.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { KING_PAIRS } from "../../runtime/tables/nalimovIndex.ts";
import {
  addKnnkResults,
  type KnnkModules,
  type KnnkTaskResult,
  knnkTasks,
  KNNK_MATERIALS,
} from "../../runtime/verify/knnk.ts";
import { formatKnnkReport, knnkReport } from "../../runtime/verify/knnkReport.ts";
import { ProgressBar } from "../../runtime/verify/progress.ts";
import { defaultJobs, runTasks } from "../../runtime/verify/workers.ts";
import { CliError } from "../cliError.ts";
import { writeJsonLine } from "../lines.ts";
import { loadPaperModules, loadPatternModules } from "../loadRegistry.ts";

const WORKER = fileURLToPath(new URL("../workers/verifyKnnk.ts", import.meta.url));

interface KnnkOptions {
  json?: boolean;
  jobs: number;
  sample?: number;
  kingPairs?: number[];
}

function kingPairList(text: string): number[] {
  const list = text.split(",").map((part) => part.trim());
  if (!list.every((part) => /^[0-9]+$/.test(part) && Number(part) < KING_PAIRS)) {
    throw new InvalidArgumentError(
      `expected king placements 0 to ${KING_PAIRS - 1}, comma-separated.`,
    );
  }
  return [...new Set(list.map(Number))];
}

function positiveInteger(text: string): number {
  if (!/^[0-9]+$/.test(text) || Number(text) < 1) {
    throw new InvalidArgumentError("expected a whole number from 1.");
  }
  return Number(text);
}

/** Ours (`generated/`) and the paper's (`generated/paper/`) recognizer for KNNKB and KNNKN. */
export async function loadKnnkModules(): Promise<KnnkModules> {
  const find = (modules: Awaited<ReturnType<typeof loadPatternModules>>, where: string) => {
    const found = findPatternModules(modules, KNNK_MATERIALS[0]);
    const module = found[0];
    if (module === undefined || !KNNK_MATERIALS.every((m) => module.materials.includes(m))) {
      throw new CliError(`no compiled recognizer for KNNKB and KNNKN in ${where}`, 1);
    }
    if (module.recognize === undefined || module.recognizeExplained === undefined) {
      throw new CliError(`${module.source} has no recognize section`, 1);
    }
    return module;
  };
  return {
    ours: find(await loadPatternModules(), "generated/"),
    paper: find(await loadPaperModules(), "generated/paper/"),
  };
}

/** `count` king placements spread evenly over the index. */
function sampledKingPairs(count: number): number[] {
  const step = KING_PAIRS / Math.min(count, KING_PAIRS);
  return Array.from({ length: Math.min(count, KING_PAIRS) }, (_, i) => Math.floor(i * step));
}

/** Registers `verify knnk` on the `verify` command. */
export function registerVerifyKnnk(verify: Command): void {
  verify
    .command("knnk")
    .description("prove the KNNKB/KNNKN recognizers (ours and the paper's) on every legal position")
    .option("--json", "print one JSON object")
    .option(
      "--jobs <n>",
      "worker processes (default: one per core)",
      positiveInteger,
      defaultJobs(),
    )
    .option(
      "--sample <n>",
      "only n king placements, spread over the index (a quick look)",
      positiveInteger,
    )
    .option(
      "--king-pairs <list>",
      "only these king placements of the index (comma-separated, 0-461)",
      kingPairList,
    )
    .action(async (options: KnnkOptions) => {
      const modules = await loadKnnkModules();
      // Build missing tables once, here, rather than in every worker at the same time.
      const store = new TableStore({ log: (line) => process.stderr.write(`tables: ${line}\n`) });
      for (const material of KNNK_MATERIALS) store.ensure(endgame(material));
      const kingPairs =
        options.kingPairs ??
        (options.sample === undefined ? undefined : sampledKingPairs(options.sample));
      const tasks = kingPairs === undefined ? knnkTasks() : knnkTasks({ kingPairs });
      const bar = new ProgressBar("verify knnk");
      const started = performance.now();
      const results = await runTasks<unknown, KnnkTaskResult>({
        script: WORKER,
        jobs: options.jobs,
        tasks,
        onProgress: (done, total) => bar.update(done, total),
      });
      bar.finish();
      const seconds = (performance.now() - started) / 1000;
      const totals = addKnnkResults(modules, results);
      const scope =
        kingPairs === undefined
          ? "every legal board"
          : `a sample of ${kingPairs.length} of the 462 king placements`;
      const report = knnkReport(modules, totals, {
        scope,
        seconds,
        jobs: Math.min(options.jobs, tasks.length),
      });
      if (options.json) writeJsonLine(report);
      else process.stdout.write(formatKnnkReport(report));
      if (report.errors > 0) process.exitCode = 1;
    });
}
