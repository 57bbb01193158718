/**
 * Probing speed of the endgame tables, measured the way a search uses them: play each legal
 * move of a set of random positions, probe the child with `probeCode`, take the move back. The
 * same loop without the probe is measured too; the difference per child is the cost of one
 * probe (material lookup, colour mapping, canonicalisation, indexing and the table read). The
 * issue's target is at most 100 ns per probe. Half the positions have the strong side black.
 *
 * The tables come from the default directory (`$PATC_TABLES` or `.cache/tables`) and are built
 * first if missing. Build times and memory are measured by `npm run bench:tables-build`, which
 * needs a fresh process per table.
 */
import { MAX_MOVES } from "../runtime/move.ts";
import { generateMoves } from "../runtime/movegen.ts";
import type { Position } from "../runtime/position.ts";
import { Prng } from "../runtime/prng.ts";
import { randomPosition } from "../runtime/randomPosition.ts";
import { TableProber } from "../runtime/tables/probe.ts";
import { TableStore } from "../runtime/tables/store.ts";
import type { BenchTask } from "./bench.ts";

/** What this file measures. */
export const description =
  "endgame table probes in a search-like loop (make, probeCode, unmake) against the loop alone";

const prober = new TableProber(
  new TableStore({ log: (line) => process.stderr.write(`tables: ${line}\n`) }),
);

interface Workload {
  readonly roots: Position[];
  readonly moves: Int32Array[];
  readonly children: number;
}

function workload(signature: string, count: number): Workload {
  const prng = new Prng(42);
  const black = signature.indexOf("K", 1);
  const swapped = signature.slice(black) + signature.slice(0, black);
  const roots = Array.from({ length: count }, (_, i) =>
    randomPosition(prng, i % 2 === 0 ? signature : swapped),
  );
  const buffer = new Int32Array(MAX_MOVES);
  const moves = roots.map((pos) => buffer.slice(0, generateMoves(pos, buffer, 0)));
  // Captures leave the endgame: their children are probed in the subgame's table.
  prober.preload([signature]);
  return { roots, moves, children: moves.reduce((n, m) => n + m.length, 0) };
}

function tasksFor(name: string, w: Workload): BenchTask[] {
  const work = { unit: "children", perCall: w.children };
  return [
    {
      name: `${name}: make + unmake each move of ${w.roots.length} positions`,
      work,
      fn: () => {
        let sum = 0;
        for (let i = 0; i < w.roots.length; i++) {
          const pos = w.roots[i]!;
          const moves = w.moves[i]!;
          for (let j = 0; j < moves.length; j++) {
            pos.make(moves[j]!);
            sum += pos.ply;
            pos.unmake(moves[j]!);
          }
        }
        return sum;
      },
    },
    {
      name: `${name}: make + probeCode + unmake each move`,
      work,
      fn: () => {
        let sum = 0;
        for (let i = 0; i < w.roots.length; i++) {
          const pos = w.roots[i]!;
          const moves = w.moves[i]!;
          for (let j = 0; j < moves.length; j++) {
            pos.make(moves[j]!);
            sum += prober.probeCode(pos);
            pos.unmake(moves[j]!);
          }
        }
        return sum;
      },
    },
  ];
}

const kbnk = workload("KBNK", 64);
const knnkn = workload("KNNKN", 64);
const knnkb = workload("KNNKB", 64);

/** ns per probe = (ns/op of the probing task - ns/op of its baseline) / children per call. */
export const tasks: BenchTask[] = [
  ...tasksFor("KBNK", kbnk),
  ...tasksFor("KNNKN", knnkn),
  ...tasksFor("KNNKB", knnkb),
  {
    name: "probe (object form), KBNK children",
    work: { unit: "children", perCall: kbnk.children },
    fn: () => {
      let sum = 0;
      for (let i = 0; i < kbnk.roots.length; i++) {
        const pos = kbnk.roots[i]!;
        const moves = kbnk.moves[i]!;
        for (let j = 0; j < moves.length; j++) {
          pos.make(moves[j]!);
          sum += prober.probe(pos)?.dtm ?? 0;
          pos.unmake(moves[j]!);
        }
      }
      return sum;
    },
  },
];
