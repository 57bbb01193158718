/**
 * What the compiler buys: the compiled recognizers against the reference interpreter on the same
 * fixed position sets, in the same process. Each task runs a whole set, so the per-call overhead
 * of the harness is spread; the rate column is calls per second (ns per call = 1e9 / rate). The
 * set is small enough (512 positions) to stay in cache, as the position being searched does: a
 * set of thousands of `Position` objects would measure memory latency, not the recognizer.
 *
 * Targets (issue 7): compiled ≤ 30 ns per call, at least 50× the interpreter, and faster than
 * probing the endgame tables (Heinz's claim for static recognizers). The probe runs on the same
 * set with its tables already in memory, which is the best case for the tables.
 */
import { readFileSync } from "node:fs";
import { checkSource } from "../compiler/check.ts";
import * as interpreter from "../compiler/interpret.ts";
import type { CheckedProgram } from "../compiler/program.ts";
import { PATTERN as kbnk } from "../generated/kbnk.ts";
import { PATTERN as knnk } from "../generated/knnk.ts";
import { PATTERN as paper } from "../generated/paper/knnk-heinz2001.ts";
import { PATTERN as hedeam } from "../test/compiler/golden/hedeam-sample.ts";
import type { Position } from "../runtime/position.ts";
import { Prng } from "../runtime/prng.ts";
import { randomPosition } from "../runtime/randomPosition.ts";
import { TableProber } from "../runtime/tables/probe.ts";
import { TableStore } from "../runtime/tables/store.ts";
import type { BenchTask } from "./bench.ts";

/** What this file measures. */
export const description =
  "compiled recognizers against the reference interpreter on fixed KNNKB/KNNKN and KBNK sets";

/** Seeded, so every run and machine measures the same positions. */
function positions(signatures: readonly string[], count: number, seed: number): Position[] {
  const prng = new Prng(seed);
  return Array.from({ length: count }, (_, i) =>
    randomPosition(prng, signatures[i % signatures.length]!),
  );
}

function program(path: string): CheckedProgram {
  const result = checkSource(readFileSync(path, "utf8"), path, { runExamples: false });
  if (result.program === undefined) throw new Error(`${path} has errors`);
  return result.program;
}

const SET_SIZE = 512;
const knnkSet = positions(["KNNKB", "KNNKN", "KBKNN", "KNKNN"], SET_SIZE, 7);
const knnkProgram = program("patterns/knnk.pat");
const recognize = knnk.recognize!;
const recognizeExplained = knnk.recognizeExplained!;
const out = new Int32Array(1);
// Heinz's section 7 as published: the workload of his claim, before our extra rules.
const paperProgram = program("patterns/paper/knnk-heinz2001.pat");
const paperRecognize = paper.recognize!;
// The HEDEAM sample is a test fixture; its module is the committed golden one.
const kbnkSet = positions(["KBNK", "KKBN"], SET_SIZE, 11);
const hedeamProgram = program("test/language/fixtures/hedeam-sample.pat");
const classify = hedeam.classify!;
const evaluate = hedeam.evaluate!;
const kbnkProgram = program("patterns/kbnk.pat");
// The tables come from the default cache (`$PATC_TABLES` or `.cache/tables`), built if missing.
const prober = new TableProber(
  new TableStore({ log: (line) => process.stderr.write(`tables: ${line}\n`) }),
);
prober.preload(["KNNKB", "KNNKN"]);
const probeTables = (pos: Position): number => prober.probeCode(pos);

/** Keeps the JIT from dropping the calls: the results are summed and returned. */
function runAll(set: readonly Position[], f: (pos: Position) => number): number {
  let sum = 0;
  for (let i = 0; i < set.length; i++) sum += f(set[i]!);
  return sum;
}

const work = { unit: "calls", perCall: SET_SIZE };
const group = "KNNK recognize";

export const tasks: BenchTask[] = [
  {
    name: "interpreter recognize (knnk.pat)",
    fn: () => runAll(knnkSet, (pos) => interpreter.recognize(knnkProgram, pos)),
    work,
    group,
    baseline: true,
  },
  {
    name: "compiled recognize (generated/knnk.ts)",
    fn: () => runAll(knnkSet, recognize),
    work,
    group,
  },
  {
    name: "compiled recognizeExplained (generated/knnk.ts)",
    fn: () => runAll(knnkSet, (pos) => recognizeExplained(pos, out)),
    work,
    group,
  },
  {
    name: "interpreter classify (HEDEAM sample, KBNK)",
    fn: () => runAll(kbnkSet, (pos) => interpreter.classify(hedeamProgram, pos)),
    work,
    group: "KBNK classify",
    baseline: true,
  },
  {
    name: "compiled classify (HEDEAM sample, KBNK)",
    fn: () => runAll(kbnkSet, classify),
    work,
    group: "KBNK classify",
  },
  {
    name: "compiled evaluate (HEDEAM sample, KBNK)",
    fn: () => runAll(kbnkSet, evaluate),
    work,
  },
  {
    name: "interpreter recognize (paper/knnk-heinz2001.pat)",
    fn: () => runAll(knnkSet, (pos) => interpreter.recognize(paperProgram, pos)),
    work,
    group: "paper's KNNK recognize",
    baseline: true,
  },
  {
    name: "compiled recognize (generated/paper/knnk-heinz2001.ts)",
    fn: () => runAll(knnkSet, paperRecognize),
    work,
    group: "paper's KNNK recognize",
  },
  {
    name: "interpreter classify (kbnk.pat)",
    fn: () => runAll(kbnkSet, (pos) => interpreter.classify(kbnkProgram, pos)),
    work,
    group: "kbnk.pat classify",
    baseline: true,
  },
  {
    name: "compiled classify (generated/kbnk.ts)",
    fn: () => runAll(kbnkSet, kbnk.classify!),
    work,
    group: "kbnk.pat classify",
  },
  {
    name: "compiled evaluate (generated/kbnk.ts)",
    fn: () => runAll(kbnkSet, kbnk.evaluate!),
    work,
  },
  {
    name: "table probe (KNNKB/KNNKN tables)",
    fn: () => runAll(knnkSet, probeTables),
    work,
    group,
  },
];
