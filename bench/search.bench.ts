/**
 * Search speed, in nodes per second, on fixed KNNKN, KNNKB and KBNK positions, with no registry
 * and with a small hand-written one (until the compiled recognizers exist): Heinz's "weak-draw I"
 * rule for KNNKB/KNNKN, written the way the compiler will emit it (lo/hi locals, no allocation),
 * with `fail extend` otherwise as in his strong-win part; "every KNNK is a draw"; and a KBNK
 * recognizer that always fails, which measures the bare cost of a probe.
 *
 * Each task is one complete search from an empty transposition table, so its node count is
 * fixed and the rate is exact. The trees with and without recognizers differ (verdicts cut,
 * extensions grow), so compare nodes/s, not time per search.
 */
import { parseFen } from "../runtime/fen.ts";
import { BLACK, WHITE, WHITE_KNIGHT } from "../runtime/pieces.ts";
import type { Position } from "../runtime/position.ts";
import { handWrittenModule } from "../runtime/patternModule.ts";
import { RecognizerRegistry } from "../runtime/registry.ts";
import { Search } from "../runtime/search/search.ts";
import { popcount32 } from "../runtime/squareSet.ts";
import { DRAW, FAIL, failVerdict, makeVerdict } from "../runtime/verdict.ts";
import type { BenchTask } from "./bench.ts";

/** What this file measures. */
export const description =
  "search nodes/s on KNNKN, KNNKB and KBNK, without and with a hand-written registry";

// Edge and extended corners as lo/hi halves: a1-h1 + a/h files (lo), a/h files + a8-h8 (hi).
const EDGE_LO = 0x818181ff | 0;
const EDGE_HI = 0xff818181 | 0;
const XCORNER_LO = (1 << 9) | (1 << 14); // b2 g2
const XCORNER_HI = (1 << (49 - 32)) | (1 << (54 - 32)); // b7 g7
const DRAW_VERDICT = makeVerdict(DRAW);
const FAIL_EXTEND = failVerdict(true);

/** The weak side's colour in KNNK[B,N]: the side without the two knights. */
function weakColour(pos: Position): number {
  const p = pos.pieces;
  return popcount32(p[WHITE_KNIGHT * 2]!) + popcount32(p[WHITE_KNIGHT * 2 + 1]!) >= 2
    ? BLACK
    : WHITE;
}

/** Heinz's weak-draw I, then `fail extend`; KNNKN also spares the extended corners. */
function weakDrawI(pos: Position): number {
  const weak = weakColour(pos);
  const king = pos.kings[weak]!;
  const half = king >>> 5;
  const bit = 1 << king;
  const onEdge = ((half === 0 ? EDGE_LO : EDGE_HI) & bit) !== 0;
  if (onEdge) return FAIL_EXTEND;
  const weakKnight = (weak << 3) | WHITE_KNIGHT;
  const knnkn = (pos.pieces[weakKnight * 2]! | pos.pieces[weakKnight * 2 + 1]!) !== 0;
  const onXcorner = ((half === 0 ? XCORNER_LO : XCORNER_HI) & bit) !== 0;
  return knnkn && onXcorner ? FAIL_EXTEND : DRAW_VERDICT;
}

/** The hand-written registry, exported for experiments with the extension budget. */
export const HAND_WRITTEN = new RecognizerRegistry([
  handWrittenModule({ materials: ["KNNKB", "KNNKN"], source: "bench/knnk", recognize: weakDrawI }),
  handWrittenModule({
    materials: ["KNNK"],
    source: "bench/knnk-bare",
    recognize: () => DRAW_VERDICT,
  }),
  handWrittenModule({ materials: ["KBNK"], source: "bench/kbnk", recognize: () => FAIL }),
]);

const POSITIONS = [
  { name: "KNNKN", fen: "1k6/8/2K5/8/3NN3/8/8/6n1 w - - 0 1", depth: 6 },
  { name: "KNNKB", fen: "k7/8/1K6/8/2NN4/8/8/6b1 w - - 0 1", depth: 10 },
  { name: "KBNK", fen: "8/8/3k4/8/8/8/8/KNB5 w - - 0 1", depth: 9 },
];

function searchTasks(name: string, fen: string, depth: number): BenchTask[] {
  const tasks: BenchTask[] = [];
  for (const [label, registry] of [
    ["no registry", undefined],
    ["hand-written registry", HAND_WRITTEN],
  ] as const) {
    const pos = parseFen(fen);
    const search = new Search({ registry, depth, tableMegabytes: 4 });
    const nodes = search.run(pos).nodes; // fixed: every run starts from an empty table
    tasks.push({
      name: `search ${name} depth ${depth}, ${label} (${nodes} nodes)`,
      fn: () => search.run(pos),
      // No group/baseline: the trees differ, so time per search is not a fair comparison.
      work: { unit: "nodes", perCall: nodes },
    });
  }
  return tasks;
}

/** One search per position and registry. */
export const tasks: BenchTask[] = POSITIONS.flatMap(({ name, fen, depth }) =>
  searchTasks(name, fen, depth),
);
