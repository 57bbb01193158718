/**
 * A fast sample of `patc verify knnk`: the same command, on a few king placements of the tables'
 * index (`--king-pairs`: every board of each, both endgames, both sides to move, either colour
 * strong). The placements are chosen where the recognizers have most to say, kings two steps
 * apart near a corner, plus a seeded random one; the full run over all 462 is
 * `npm run verify:knnk` (figures in docs/knnk.md). The command runs in its own process: under
 * vitest's module transform the compiled recognizers run several times slower.
 *
 * A recognizer that lies is checked in-process on one task, to show the check can fail.
 */
import { describe, expect, it } from "vitest";
import { loadKnnkModules } from "../../bin/commands/verifyKnnk.ts";
import { handWrittenModule } from "../../runtime/patternModule.ts";
import { Prng } from "../../runtime/prng.ts";
import { KING_PAIR_OTHER, KING_PAIR_STM, KING_PAIRS } from "../../runtime/tables/nalimovIndex.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { addKnnkResults, knnkTasks, runKnnkTask } from "../../runtime/verify/knnk.ts";
import { type KnnkReport, knnkReport } from "../../runtime/verify/knnkReport.ts";
import { DRAW, makeVerdict } from "../../runtime/verdict.ts";
import { runCli } from "../support/cli.ts";

function distance(a: number, b: number): number {
  return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
}

/** Corner distance of a square: 0 in a corner, 1 beside it, ... */
function fromCorner(sq: number): number {
  const f = Math.min(sq & 7, 7 - (sq & 7));
  const r = Math.min(sq >>> 3, 7 - (sq >>> 3));
  return Math.max(f, r);
}

/** Placements with the kings two steps apart, one of them within a step of a corner. */
const NEAR_CORNER: number[] = [];
for (let kp = 0; kp < KING_PAIRS; kp++) {
  const a = KING_PAIR_STM[kp]!;
  const b = KING_PAIR_OTHER[kp]!;
  if (distance(a, b) === 2 && Math.min(fromCorner(a), fromCorner(b)) <= 1) NEAR_CORNER.push(kp);
}

const prng = new Prng(5);
const SAMPLE = [prng.pick(NEAR_CORNER), prng.nextInt(KING_PAIRS)];

describe(`patc verify knnk --king-pairs ${SAMPLE.join(",")}`, () => {
  it("finds no wrong verdict, ours or the paper's; ours decides more, wins included", async () => {
    const run = await runCli(
      "verify",
      "knnk",
      "--king-pairs",
      SAMPLE.join(","),
      "--jobs",
      "1",
      "--json",
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as KnnkReport;
    expect(report.positions).toBeGreaterThan(10_000_000);
    expect(report.errors).toBe(0);
    for (const side of [report.ours, report.paper]) {
      expect(side.errors).toBe(0);
      expect(side.coloursAgree).toBe(true);
    }
    expect(report.ours.categories["spotted wins"]).toBeGreaterThan(
      report.paper.categories["spotted wins"],
    );
    expect(report.ours.coverage.all.decided).toBeGreaterThan(report.paper.coverage.all.decided);
  }, 300_000);

  it("catches a wrong recognizer", async () => {
    const modules = await loadKnnkModules();
    const lying = handWrittenModule({
      materials: ["KNNKB", "KNNKN"],
      recognize: () => makeVerdict(DRAW),
      recognizeExplained: (_pos, out) => {
        out[0] = 0;
        return makeVerdict(DRAW);
      },
      rules: [{ ...modules.ours.rules[0]!, index: 0 }],
    });
    const liars = { ours: lying, paper: modules.paper };
    const task = knnkTasks({ kingPairs: [SAMPLE[0]!] }).find((t) => t.stm === 0)!;
    const results = addKnnkResults(liars, [runKnnkTask(task, liars, new TableStore())]);
    const report = knnkReport(liars, results, { scope: "liar", seconds: 1, jobs: 1 });
    expect(report.ours.wrongDraws).toBeGreaterThan(0);
    expect(report.paper.errors).toBe(0);
  }, 120_000);
});
