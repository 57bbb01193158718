/**
 * A fast sample of `patc verify knnk`: the same check, in-process, on a few king placements of
 * the tables' index (every board of each, both endgames, both sides to move, either colour
 * strong). The placements are chosen where the recognizers have most to say, kings close
 * together with one of them on the edge near a corner, plus a seeded random one; the full run
 * over all 462 is `npm run verify:knnk` (figures in docs/knnk.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadKnnkModules } from "../../bin/commands/verifyKnnk.ts";
import { handWrittenModule } from "../../runtime/patternModule.ts";
import { Prng } from "../../runtime/prng.ts";
import { KING_PAIR_OTHER, KING_PAIR_STM, KING_PAIRS } from "../../runtime/tables/nalimovIndex.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import {
  addKnnkResults,
  type KnnkModules,
  type KnnkTask,
  knnkTasks,
  type KnnkTotals,
  runKnnkTask,
} from "../../runtime/verify/knnk.ts";
import { type KnnkReport, knnkReport } from "../../runtime/verify/knnkReport.ts";
import { DRAW, makeVerdict } from "../../runtime/verdict.ts";

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
const store = new TableStore();

describe(`verify knnk on king placements ${SAMPLE.join(", ")}`, () => {
  let modules: KnnkModules;
  let tasks: KnnkTask[];
  let totals: KnnkTotals;
  let report: KnnkReport;
  beforeAll(async () => {
    modules = await loadKnnkModules();
    tasks = knnkTasks({ kingPairs: SAMPLE });
    totals = addKnnkResults(
      modules,
      tasks.map((task) => runKnnkTask(task, modules, store)),
    );
    report = knnkReport(modules, totals, { scope: "test sample", seconds: 1, jobs: 1 });
  }, 300_000);

  it("finds no wrong verdict, ours or the paper's, and equal counts in both colours", () => {
    expect(report.errors).toBe(0);
    expect(totals.ours.coloursAgree()).toBe(true);
    expect(totals.paper.coloursAgree()).toBe(true);
  });

  it("exercises wins and draws: ours decides more than the paper", () => {
    expect(report.ours.categories["spotted wins"]).toBeGreaterThan(0);
    expect(report.ours.categories["spotted draws"]).toBeGreaterThan(0);
    expect(report.ours.coverage.all.decided).toBeGreaterThan(report.paper.coverage.all.decided);
  });

  it("catches a wrong recognizer", () => {
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
    const task = tasks.find((t) => t.stm === 0)!;
    const results = addKnnkResults(liars, [runKnnkTask(task, liars, store)]);
    expect(
      knnkReport(liars, results, { scope: "liar", seconds: 1, jobs: 1 }).errors,
    ).toBeGreaterThan(0);
  });
});
