/**
 * The compiled KNNKB/KNNKN recognizer (`patterns/knnk.pat`) at work: recognizer calls per second
 * on real search nodes, and search nodes per second with and without the recognizers.
 *
 * The nodes are recorded once, before timing: a depth-7 search of each position below, with the
 * recognizers, through a registry whose KNNK[B,N] entry copies every position it is asked about
 * and then asks the compiled recognizer. The timed task calls the compiled `recognize` on those
 * positions, in the order the search met them (repeats included, as in the search), and the
 * paper's recognizer (`generated/paper/`) on the same positions, for comparison.
 *
 * Each search task starts from an empty transposition table, so its node count is fixed and the
 * rate exact; the trees with and without recognizers differ (verdicts cut, `fail extend`
 * extends), so compare nodes/s, not time per search.
 */
import { loadRegistry } from "../bin/loadRegistry.ts";
import { makeFen, parseFen } from "../runtime/fen.ts";
import { findPatternModules, handWrittenModule } from "../runtime/patternModule.ts";
import type { Position } from "../runtime/position.ts";
import { RecognizerRegistry } from "../runtime/registry.ts";
import { Search } from "../runtime/search/search.ts";
import type { BenchTask } from "./bench.ts";

/** What this file measures. */
export const description =
  "compiled KNNKB/KNNKN recognizer: calls/s on recorded search nodes; search nodes/s with and without it";

/** Heinz's Figures 5 and 6 (docs/knnk.md), and two drawn positions with the weak king on the edge. */
const POSITIONS = [
  { name: "KNNKB Figure 5", fen: "k2K4/1b6/8/1N1N4/8/8/8/8 w - - 0 1", depth: 7 },
  { name: "KNNKN Figure 6", fen: "1kN5/2NK4/8/8/8/8/8/7n w - - 0 1", depth: 9 },
  { name: "KNNKB edge", fen: "3k4/8/3K4/8/2NN4/8/8/6b1 w - - 0 1", depth: 7 },
  { name: "KNNKN edge", fen: "3k4/8/3K4/8/2NN4/8/8/6n1 w - - 0 1", depth: 7 },
];

const registry = await loadRegistry();
const knnk = findPatternModules(
  (await import("../generated/registry.ts")).PATTERN_MODULES,
  "KNNKB",
)[0]!;
const recognize = knnk.recognize!;
const paper = findPatternModules(
  (await import("../generated/paper/registry.ts")).PATTERN_MODULES,
  "KNNKB",
)[0]!.recognize!;

/** Every position the search asks the KNNK[B,N] recognizer about, copied. */
function recordNodes(): Position[] {
  const nodes: Position[] = [];
  const recording = new RecognizerRegistry([
    handWrittenModule({
      materials: ["KNNKB", "KNNKN"],
      recognize: (pos) => {
        nodes.push(parseFen(makeFen(pos)));
        return recognize(pos);
      },
    }),
  ]);
  for (const { fen, depth } of POSITIONS) {
    new Search({ registry: recording, tableMegabytes: 4 }).run(parseFen(fen), depth);
  }
  return nodes;
}

const nodes = recordNodes();
let sink = 0;

/** The recognizer on the recorded nodes, then one search per position with and without it. */
export const tasks: BenchTask[] = [
  {
    name: `recognize on ${nodes.length} recorded search nodes`,
    fn: () => {
      for (let i = 0; i < nodes.length; i++) sink ^= recognize(nodes[i]!);
      return sink;
    },
    work: { unit: "calls", perCall: nodes.length },
    group: "recognize",
  },
  {
    // The paper's rules alone (generated/paper/), on the same nodes: what our rules cost.
    name: `paper's recognize on the same nodes`,
    fn: () => {
      for (let i = 0; i < nodes.length; i++) sink ^= paper(nodes[i]!);
      return sink;
    },
    work: { unit: "calls", perCall: nodes.length },
    group: "recognize",
    baseline: true,
  },
  ...POSITIONS.flatMap(({ name, fen, depth }) =>
    ([true, false] as const).map((recognizers): BenchTask => {
      const pos = parseFen(fen);
      const search = new Search({ registry, recognizers, depth, tableMegabytes: 4 });
      const count = search.run(pos).nodes;
      return {
        name: `search ${name} depth ${depth}, recognizers ${recognizers ? "on" : "off"} (${count} nodes)`,
        fn: () => search.run(pos),
        work: { unit: "nodes", perCall: count },
      };
    }),
  ),
];
