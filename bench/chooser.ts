/**
 * `npm run bench:chooser [-- --positions=N] [--depth=D]`: the HEDEAM chooser's time per move at
 * its default settings, with `patterns/kbnk.pat` compiled: median, 90th and 99th percentile,
 * worst and mean over a fixed, seeded set of won KBNK positions (strong side to move), each
 * timed on its own after a warm-up pass over the whole set. Prints a Markdown table and writes
 * the figures as JSON to `bench/results/`.
 *
 * The target: at most 1 ms per move. The full proof (`patc verify kbnk`) reports its own
 * wall time and mean time per position.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PATTERN } from "../generated/kbnk.ts";
import { DEFAULT_DEPTH, HedeamChooser } from "../runtime/hedeam/chooser.ts";
import type { Position } from "../runtime/position.ts";
import { wonKbnkPositions } from "./kbnkPositions.ts";

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg === undefined ? fallback : Number(arg.slice(name.length + 3));
}

const count = option("positions", 5000);
const depth = option("depth", DEFAULT_DEPTH);
const positions: Position[] = wonKbnkPositions(count);

const chooser = new HedeamChooser(PATTERN, { depth });
for (const pos of positions) chooser.choose(pos); // warm-up: let the JIT settle
const times = new Float64Array(count);
let nodes = 0;
for (let i = 0; i < count; i++) {
  const start = performance.now();
  chooser.choose(positions[i]!);
  times[i] = performance.now() - start;
  nodes += chooser.nodes;
}
const sorted = Float64Array.from(times).sort();
const at = (q: number) => sorted[Math.min(count - 1, Math.floor(q * count))]!;
const mean = times.reduce((a, b) => a + b, 0) / count;
const figures = {
  positions: count,
  depth,
  medianMs: at(0.5),
  p90Ms: at(0.9),
  p99Ms: at(0.99),
  worstMs: sorted[count - 1]!,
  meanMs: mean,
  nodesPerMove: nodes / count,
  node: process.version,
};
const ms = (x: number) => x.toFixed(3);
console.log(
  `| depth | positions | median ms | p90 ms | p99 ms | worst ms | mean ms | nodes/move |`,
);
console.log(
  `| ----: | --------: | --------: | -----: | -----: | -------: | ------: | ---------: |`,
);
console.log(
  `| ${depth} | ${count} | ${ms(figures.medianMs)} | ${ms(figures.p90Ms)} | ${ms(figures.p99Ms)} | ` +
    `${ms(figures.worstMs)} | ${ms(mean)} | ${figures.nodesPerMove.toFixed(0)} |`,
);
const results = join(dirname(fileURLToPath(import.meta.url)), "results");
mkdirSync(results, { recursive: true });
writeFileSync(join(results, "chooser.json"), `${JSON.stringify(figures, null, 2)}\n`);
