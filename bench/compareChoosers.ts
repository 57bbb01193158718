/**
 * `npm run bench:compare-choosers -- A.ts B.ts ...`: the KBNK chooser's time per move with each
 * compiled pattern module (`patc compile FILE -o DIR`), timed in one process on the same won
 * positions, in turns of 100 positions each, three rounds. The machine's speed drifts by more
 * than the difference between two versions of a goal (the same module has measured 0.67 and 1.11
 * ms a move in two runs of `bench:chooser` minutes apart); taking turns cancels the drift, so
 * the ratio to the first module is the figure to read.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { HedeamChooser } from "../runtime/hedeam/chooser.ts";
import type { PatternModule } from "../runtime/patternModule.ts";
import type { Position } from "../runtime/position.ts";
import { wonKbnkPositions } from "./kbnkPositions.ts";

const POSITIONS = 3000;
const TURN = 100;
const ROUNDS = 3;

const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (files.length === 0) {
  console.error("usage: npm run bench:compare-choosers -- MODULE.ts [MODULE.ts ...]");
  process.exit(2);
}
const positions: Position[] = wonKbnkPositions(POSITIONS);
const choosers: HedeamChooser[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(resolve(file)).href)) as { PATTERN: PatternModule };
  choosers.push(new HedeamChooser(module.PATTERN));
}
for (const chooser of choosers) for (const pos of positions) chooser.choose(pos); // warm-up
const total = files.map(() => 0);
for (let round = 0; round < ROUNDS; round++) {
  for (let start = 0; start < POSITIONS; start += TURN) {
    choosers.forEach((chooser, k) => {
      const t = performance.now();
      for (let i = start; i < start + TURN; i++) chooser.choose(positions[i]!);
      total[k]! += performance.now() - t;
    });
  }
}
console.log("| module | ms a move | ratio to the first |");
console.log("| ------ | --------: | -----------------: |");
files.forEach((file, k) => {
  const ms = total[k]! / (ROUNDS * POSITIONS);
  console.log(`| ${file} | ${ms.toFixed(3)} | ${(total[k]! / total[0]!).toFixed(3)} |`);
});
