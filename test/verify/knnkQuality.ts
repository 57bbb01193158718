/**
 * `npm run quality:knnk -- [--sample N | --all | --every-win] [--seed S] [--table-mb MB] [--json]`: the
 * search-quality table of docs/knnk.md (see `runtime/verify/quality.ts`): for each endgame and
 * set of positions, the share of right moves at depths 1 to 6 with and without recognizers, and
 * the mean nodes. Default: a seeded sample of 200 table entries per set and endgame.
 * `--every-win` measures every won and lost entry (about 51,000: minutes), and samples only the
 * draws; `--all` measures every entry, draws included, which would take weeks on one core.
 */
import { loadRegistry } from "../../bin/loadRegistry.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { ProgressBar } from "../../runtime/verify/progress.ts";
import { measureQuality, QUALITY_DEPTH, type QualityRow } from "../../runtime/verify/quality.ts";

function usage(message: string): never {
  process.stderr.write(
    `quality:knnk: ${message}\nusage: npm run quality:knnk -- [--sample N | --all | --every-win] [--seed S] [--table-mb MB] [--json]\n`,
  );
  process.exit(2);
}

let sample: number | undefined = 200;
let seed = 5;
let tableMegabytes = 16;
let json = false;
let everyDecisive = false;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  const option = /^--(sample|seed|table-mb)(?:=(.*))?$/.exec(arg);
  if (option) {
    const text = option[2] ?? args[++i] ?? "";
    if (!/^[0-9]+$/.test(text)) usage(`${arg} needs a whole number`);
    const value = Number(text);
    if (option[1] === "seed") seed = value;
    else if (value < 1) usage(`${arg} needs a whole number from 1`);
    else if (option[1] === "sample") sample = value;
    else tableMegabytes = value;
  } else if (arg === "--all") sample = undefined;
  else if (arg === "--every-win") everyDecisive = true;
  else if (arg === "--json") json = true;
  else usage(`unknown option '${arg}'`);
}

const percent = (right: number, positions: number) =>
  positions === 0 ? "-" : `${((100 * right) / positions).toFixed(1)}%`;

function format(rows: readonly QualityRow[]): string {
  const depths = Array.from({ length: QUALITY_DEPTH }, (_, d) => d + 1);
  const lines = [
    "Right moves, with recognizers / without (share of positions), by nominal depth in plies:",
    "",
    `| endgame | positions | set | ${depths.map((d) => `${d}`).join(" | ")} |`,
    `| --- | ---: | --- | ${depths.map(() => "---:").join(" | ")} |`,
  ];
  for (const r of rows) {
    const cells = depths.map(
      (d) =>
        `${percent(r.rightWith[d - 1]!, r.positions)} / ${percent(r.rightWithout[d - 1]!, r.positions)}`,
    );
    lines.push(`| ${r.endgame} | ${r.positions} | ${r.set} | ${cells.join(" | ")} |`);
  }
  lines.push("", "Mean nodes per search, with recognizers / without:", "");
  lines.push(`| endgame | set | ${depths.map((d) => `${d}`).join(" | ")} |`);
  lines.push(`| --- | --- | ${depths.map(() => "---:").join(" | ")} |`);
  for (const r of rows) {
    const mean = (n: number) =>
      r.positions === 0 ? "-" : Math.round(n / r.positions).toLocaleString("en-US");
    const cells = depths.map(
      (d) => `${mean(r.nodesWith[d - 1]!)} / ${mean(r.nodesWithout[d - 1]!)}`,
    );
    lines.push(`| ${r.endgame} | ${r.set} | ${cells.join(" | ")} |`);
  }
  return `${lines.join("\n")}\n`;
}

const prober = new TableProber(new TableStore());
const registry = await loadRegistry();
const bar = new ProgressBar("quality knnk");
const started = performance.now();
const rows = measureQuality(prober, registry, {
  sample,
  everyDecisive,
  seed,
  tableMegabytes,
  onProgress: (done, total) => bar.update(done, total),
});
bar.finish();
const seconds = (performance.now() - started) / 1000;
const scope =
  sample === undefined
    ? "every table entry"
    : everyDecisive
      ? `every won and lost table entry, and a sample of ${sample} drawn ones per endgame (seed ${seed})`
      : `a sample of ${sample} table entries per set (seed ${seed})`;
if (json) {
  process.stdout.write(
    `${JSON.stringify({ scope, seed, sample: sample ?? null, tableMegabytes, seconds, rows })}\n`,
  );
} else {
  process.stdout.write(
    `KNNKB and KNNKN, ${scope}, ${tableMegabytes} MB table, in ${seconds.toFixed(0)} s\n\n${format(rows)}`,
  );
}
