/**
 * `npm run bench [NAME...] [--time=MS]`: runs every `bench/*.bench.ts` (or those whose file name
 * contains one of the NAMEs) with tinybench, prints ns/op, ops/s, work rates and speed-ups
 * against baselines, and writes the results as JSON to `bench/results/` (gitignored), one file
 * per benchmark file and run. Separate from the tests: timings are noisy and slow to gather.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Bench } from "tinybench";
import type { BenchFile, BenchTask } from "./bench.ts";

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, "results");

interface TaskReport {
  name: string;
  group?: string;
  baseline?: boolean;
  nsPerOp: number;
  opsPerSecond: number;
  relativeMarginOfError: number;
  samples: number;
  work?: { unit: string; perCall: number; perSecond: number };
}

interface Comparison {
  group: string;
  task: string;
  baseline: string;
  speedup: number;
}

function usage(message: string): never {
  process.stderr.write(`bench: ${message}\nusage: npm run bench -- [NAME...] [--time=MS]\n`);
  process.exit(2);
}

/** 1234567.8 → "1,234,568"; small numbers keep a few significant digits. */
function formatNumber(value: number): string {
  return value >= 100
    ? Math.round(value).toLocaleString("en-US")
    : value.toLocaleString("en-US", { maximumSignificantDigits: 3 });
}

/** A rate with an SI prefix: 61234567 → "61.2 M". */
function formatRate(value: number): string {
  const prefixes: Array<[number, string]> = [
    [1e9, "G"],
    [1e6, "M"],
    [1e3, "k"],
  ];
  for (const [scale, prefix] of prefixes) {
    if (value >= scale) return `${(value / scale).toFixed(1)} ${prefix}`;
  }
  return `${value.toFixed(1)} `;
}

async function runFile(path: string, time: number): Promise<void> {
  const module = (await import(pathToFileURL(path).href)) as BenchFile;
  const name = basename(path, ".bench.ts");
  process.stdout.write(`\n${name}: ${module.description}\n`);
  const bench = new Bench({ name, time, warmupTime: Math.min(time, 500) });
  const byName = new Map<string, BenchTask>();
  for (const task of module.tasks) {
    bench.add(task.name, task.fn);
    byName.set(task.name, task);
  }
  await bench.run();

  const reports: TaskReport[] = [];
  for (const task of bench.tasks) {
    const spec = byName.get(task.name)!;
    const result = task.result;
    if (result.state !== "completed") {
      const error = result.state === "errored" ? `: ${result.error.message}` : "";
      throw new Error(`task '${task.name}' did not complete (${result.state}${error})`);
    }
    const nsPerOp = result.period * 1e6;
    const opsPerSecond = 1e9 / nsPerOp;
    reports.push({
      name: task.name,
      group: spec.group,
      baseline: spec.baseline,
      nsPerOp,
      opsPerSecond,
      relativeMarginOfError: result.latency.rme,
      samples: result.latency.samplesCount,
      work: spec.work && { ...spec.work, perSecond: spec.work.perCall * opsPerSecond },
    });
  }

  const width = Math.max(...reports.map((r) => r.name.length), 4);
  process.stdout.write(
    `  ${"task".padEnd(width)}  ${"ns/op".padStart(14)}  ${"ops/s".padStart(10)}  ${"±".padStart(6)}  rate\n`,
  );
  for (const r of reports) {
    const rate = r.work ? `${formatRate(r.work.perSecond)}${r.work.unit}/s` : "";
    process.stdout.write(
      `  ${r.name.padEnd(width)}  ${formatNumber(r.nsPerOp).padStart(14)}  ` +
        `${formatNumber(r.opsPerSecond).padStart(10)}  ${`${r.relativeMarginOfError.toFixed(1)}%`.padStart(6)}  ${rate}\n`,
    );
  }

  const comparisons: Comparison[] = [];
  for (const baseline of reports.filter((r) => r.baseline && r.group)) {
    for (const r of reports.filter((t) => t.group === baseline.group && t !== baseline)) {
      const speedup = baseline.nsPerOp / r.nsPerOp;
      comparisons.push({ group: baseline.group!, task: r.name, baseline: baseline.name, speedup });
      process.stdout.write(
        `  ${baseline.group}: ${speedup.toFixed(1)}× (${r.name} vs ${baseline.name})\n`,
      );
    }
  }

  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = join(resultsDir, `${name}-${stamp}.json`);
  const environment = {
    node: process.version,
    cpu: cpus()[0]?.model,
    date: new Date().toISOString(),
  };
  writeFileSync(
    out,
    `${JSON.stringify({ file: name, description: module.description, environment, time, tasks: reports, comparisons }, null, 2)}\n`,
  );
  process.stdout.write(`  results: ${out}\n`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let time = 1000;
  const names: string[] = [];
  for (const arg of args) {
    const match = /^--time=(\d+)$/.exec(arg);
    if (match) time = Number(match[1]);
    else if (arg.startsWith("-")) usage(`unknown option '${arg}'`);
    else names.push(arg);
  }
  const files = readdirSync(here)
    .filter((file) => file.endsWith(".bench.ts"))
    .filter((file) => names.length === 0 || names.some((n) => file.includes(n)))
    .sort();
  if (files.length === 0) usage(`no bench/*.bench.ts matches ${names.join(", ")}`);
  for (const file of files) await runFile(join(here, file), time);
}

await main();
