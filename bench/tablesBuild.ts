/**
 * `npm run bench:tables-build [ENDGAME...] [--repeat=N]`: build time and peak memory of each
 * endgame table, each build in a fresh Node process of its own (so the peak resident set size
 * is that table's), on one core (the generator is single-threaded), into a temporary directory
 * that already holds the table's subgames. Prints a Markdown table and writes the figures as
 * JSON to `bench/results/`. With `--repeat=N` every table is built N times and the fastest run
 * is kept (the machine may be shared).
 *
 * The targets: KBNK at most 2 s, KNNKN at most 30 s.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEndgame, subgames, TABLE_NAMES } from "../runtime/tables/endgames.ts";
import { TableStore } from "../runtime/tables/store.ts";

interface BuildFigures {
  endgame: string;
  wallMs: number;
  cpuMs: number;
  initMs: number;
  retroMs: number;
  rounds: number;
  peakRssBytes: number;
  tableBytes: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/** In the child: build one table (its subgames are in `dir`) and print the figures as JSON. */
function child(name: string, dir: string): void {
  const store = new TableStore({ dir });
  const eg = parseEndgame(name)!;
  for (const sub of subgames(eg)) store.load(sub);
  const cpu0 = process.cpuUsage();
  store.build(eg);
  const cpu = process.cpuUsage(cpu0);
  const b = store.builds.at(-1)!;
  const figures: BuildFigures = {
    endgame: name,
    wallMs: b.ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    initMs: b.report.initMs,
    retroMs: b.report.retroMs,
    rounds: b.report.rounds,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    tableBytes: b.bytes,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

function buildIn(name: string, dir: string): BuildFigures {
  const run = spawnSync(
    process.execPath,
    [join(here, "..", "bin", "run-ts.js"), join(here, "tablesBuild.ts"), "--child", name, dir],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`building ${name} failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as BuildFigures;
}

function main(args: string[]): void {
  if (args[0] === "--child") return child(args[1]!, args[2]!);
  let repeat = 1;
  const names: string[] = [];
  for (const arg of args) {
    const m = /^--repeat=(\d+)$/.exec(arg);
    if (m) repeat = Math.max(1, Number(m[1]));
    else names.push(arg.toUpperCase());
  }
  const wanted = names.length > 0 ? names : [...TABLE_NAMES];
  const dir = mkdtempSync(join(tmpdir(), "patc-bench-tables-"));
  const results: BuildFigures[] = [];
  try {
    // Tables in dependency order; each is built `repeat` times, the last build stays for the
    // tables that capture into it.
    for (const name of TABLE_NAMES) {
      const needed = wanted.some((w) => w === name || dependsOn(w, name));
      if (!needed) continue;
      let best: BuildFigures | undefined;
      for (let r = 0; r < (wanted.includes(name) ? repeat : 1); r++) {
        const figures = buildIn(name, dir);
        if (!best || figures.wallMs < best.wallMs) best = figures;
      }
      if (wanted.includes(name)) results.push(best!);
      process.stderr.write(`built ${name}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const mb = (b: number) => (b / 1e6).toFixed(0);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const lines = [
    "| table | wall s | CPU s | init s | retrograde s | rounds | peak RSS MB | table MB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.endgame} | ${s(r.wallMs)} | ${s(r.cpuMs)} | ${s(r.initMs)} | ${s(r.retroMs)} | ` +
        `${r.rounds} | ${mb(r.peakRssBytes)} | ${mb(r.tableBytes)} |`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  const resultsDir = join(here, "results");
  mkdirSync(resultsDir, { recursive: true });
  const out = join(
    resultsDir,
    `tables-build-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  const environment = {
    node: process.version,
    cpu: cpus()[0]?.model,
    date: new Date().toISOString(),
  };
  writeFileSync(out, `${JSON.stringify({ environment, repeat, results }, null, 2)}\n`);
  process.stdout.write(`results: ${out}\n`);
}

/** Whether building `endgame` needs `sub` first (directly or through another subgame). */
function dependsOn(endgame: string, sub: string): boolean {
  const eg = parseEndgame(endgame);
  if (!eg) return false;
  return subgames(eg).some((s) => s.name === sub || dependsOn(s.name, sub));
}

main(process.argv.slice(2));
