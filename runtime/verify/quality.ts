/**
 * Search quality in KNNKB and KNNKN, with and without recognizers: how often the move `best`
 * would play at depths 1 to 6 is right according to the tables, and what it costs in nodes.
 *
 * Four sets of positions, the strong side (two knights) white:
 *
 * - **won, strong side to move**: right when the move keeps a forced win (the table still says
 *   the strong side mates, whatever the distance);
 * - **lost, weak side to move**: every move loses, so "avoiding a losing move" means not losing
 *   faster than necessary: right when the move is a longest defence (the table's distance to
 *   mate does not drop);
 * - **drawn, weak side to move**: right when the move keeps the draw; uniform, and again with
 *   the weak king on the edge at most 4 steps from the strong king ("near a net": outside the
 *   paper's distance rule, where the weak side can go wrong).
 *
 * One search to depth 6 answers all six depths: the search clears its transposition table,
 * history and killers when it starts, and iteration d of iterative deepening has the extension
 * budget of a depth-d search, so its move and node count are exactly those of `best --depth d`
 * (`test/verify/knnkQuality.test.ts` checks this).
 *
 * The positions are a seeded uniform sample of each set's table entries (reservoir sampling
 * over the index, so the sample depends only on the seed and the tables), or every entry.
 *
 * @packageDocumentation
 */

import { MAX_MOVES } from "../move.ts";
import { generateMoves } from "../movegen.ts";
import { makePiece } from "../pieces.ts";
import { Position } from "../position.ts";
import { Prng } from "../prng.ts";
import type { RecognizerRegistry } from "../registry.ts";
import { Search } from "../search/search.ts";
import { parseEndgame } from "../tables/endgames.ts";
import { forEachEntry } from "../tables/enumerate.ts";
import type { TableProber } from "../tables/probe.ts";
import { DRAW_BYTE, isLoss, isWin } from "../tables/values.ts";
import { LOSS, WIN } from "../verdict.ts";

/** The deepest nominal depth measured. */
export const QUALITY_DEPTH = 6;

/** The sets of positions, in report order. */
export const QUALITY_SETS = [
  { name: "won, strong side to move", stm: 0, accepts: isWin, hard: false, every: true },
  { name: "lost, weak side to move", stm: 1, accepts: isLoss, hard: false, every: true },
  {
    name: "drawn, weak side to move",
    stm: 1,
    accepts: (v: number) => v === DRAW_BYTE,
    hard: false,
    every: false,
  },
  {
    name: "drawn, weak side to move, near a net",
    stm: 1,
    accepts: (v: number) => v === DRAW_BYTE,
    hard: true,
    every: false,
  },
] as const;

/** What one set of one endgame measured, by depth (index 0 is depth 1). */
export interface QualityRow {
  readonly endgame: string;
  readonly set: string;
  /** Positions measured (sampled entries with a legal move: stalemates are left out). */
  positions: number;
  /** Right moves per depth, with recognizers and without. */
  readonly rightWith: number[];
  readonly rightWithout: number[];
  /** Total nodes per depth, with recognizers and without. */
  readonly nodesWith: number[];
  readonly nodesWithout: number[];
}

/** Options of {@link measureQuality}. */
export interface QualityOptions {
  /** Positions per set and endgame; `undefined` for every table entry of the set. */
  readonly sample?: number;
  /** Every entry of the won and lost sets, whatever `sample` says (it then applies to draws). */
  readonly everyDecisive?: boolean;
  readonly seed: number;
  /** Transposition table size of each searcher, in MB (as `best --table-mb`). */
  readonly tableMegabytes: number;
  /** Called after each position with the number done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Drawn positions outside the paper's distance rule: the weak king (black) on the edge and at
 * most 4 steps from the strong king, where a wrong step can walk into a net.
 */
function nearNet(strongKing: number, weakKing: number): boolean {
  const file = weakKing & 7;
  const rank = weakKing >>> 3;
  const onEdge = file === 0 || file === 7 || rank === 0 || rank === 7;
  const distance = Math.max(Math.abs(file - (strongKing & 7)), Math.abs(rank - (strongKing >>> 3)));
  return onEdge && distance <= 4;
}

/** The table entries (white to move: stm 0) of one set, sampled, as piece-square arrays. */
function entriesOf(
  prober: TableProber,
  endgame: string,
  set: (typeof QUALITY_SETS)[number],
  sample: number | undefined,
  prng: Prng,
): Int8Array[] {
  const table = prober.store.ensure(parseEndgame(endgame)!);
  const values = table.values[set.stm];
  const chosen: Int8Array[] = [];
  let seen = 0;
  forEachEntry(
    table.index[set.stm],
    (entry, sq) => {
      if (!set.accepts(values[entry]!)) return;
      if (set.hard && !nearNet(sq[0]!, sq[1]!)) return;
      seen++;
      if (sample === undefined || chosen.length < sample) {
        chosen.push(Int8Array.from(sq));
      } else {
        // Reservoir sampling: the kept entries are a uniform sample of those seen.
        const slot = prng.nextInt(seen);
        if (slot < sample) chosen[slot] = Int8Array.from(sq);
      }
    },
    values,
  );
  return chosen;
}

/** Whether `move` is right in `pos` for `set`, by the table. `pos` is left as it was. */
function isRight(
  prober: TableProber,
  pos: Position,
  move: number,
  set: (typeof QUALITY_SETS)[number],
  before: number,
): boolean {
  pos.make(move);
  const after = prober.probeCode(pos);
  pos.unmake(move);
  const kind = after & 3;
  if (set.stm === 0) return kind === LOSS; // the opponent is lost: the win is kept
  if ((before & 3) !== LOSS) return kind !== WIN; // drawn: the strong side must not win now
  // Lost: a longest defence keeps the distance; verdicts pack it as (dtm + 1) << 3.
  return kind === WIN && after >>> 3 === before >>> 3;
}

/**
 * Measures every set of both endgames. `registry` holds the recognizers; the searcher without
 * them is the same search with `recognizers: false`.
 */
export function measureQuality(
  prober: TableProber,
  registry: RecognizerRegistry,
  options: QualityOptions,
): QualityRow[] {
  const prng = new Prng(options.seed);
  const jobs: { endgame: string; set: (typeof QUALITY_SETS)[number]; entries: Int8Array[] }[] = [];
  for (const endgame of ["KNNKB", "KNNKN"]) {
    for (const set of QUALITY_SETS) {
      const every = options.everyDecisive === true && set.every;
      jobs.push({
        endgame,
        set,
        entries: entriesOf(prober, endgame, set, every ? undefined : options.sample, prng),
      });
    }
  }
  const total = jobs.reduce((sum, job) => sum + job.entries.length, 0);
  const withRecognizers = new Search({
    registry,
    depth: QUALITY_DEPTH,
    tableMegabytes: options.tableMegabytes,
  });
  const without = new Search({
    registry,
    recognizers: false,
    depth: QUALITY_DEPTH,
    tableMegabytes: options.tableMegabytes,
  });
  const buffer = new Int32Array(MAX_MOVES);
  const rows: QualityRow[] = [];
  let done = 0;
  for (const { endgame, set, entries } of jobs) {
    const eg = parseEndgame(endgame)!;
    const codes = [
      makePiece(0, 6),
      makePiece(1, 6),
      ...eg.roles.map((role, i) => makePiece(eg.colours[i] as 0 | 1, role)),
    ];
    const row: QualityRow = {
      endgame,
      set: set.name,
      positions: 0,
      rightWith: new Array<number>(QUALITY_DEPTH).fill(0),
      rightWithout: new Array<number>(QUALITY_DEPTH).fill(0),
      nodesWith: new Array<number>(QUALITY_DEPTH).fill(0),
      nodesWithout: new Array<number>(QUALITY_DEPTH).fill(0),
    };
    for (const sq of entries) {
      const pos = new Position();
      for (let i = 0; i < codes.length; i++) pos.put(sq[i]!, codes[i]!);
      pos.setTurn(set.stm as 0 | 1);
      options.onProgress?.(++done, total);
      if (generateMoves(pos, buffer, 0) === 0) continue;
      row.positions++;
      const before = prober.probeCode(pos);
      for (const [searcher, right, nodes] of [
        [withRecognizers, row.rightWith, row.nodesWith],
        [without, row.rightWithout, row.nodesWithout],
      ] as const) {
        const result = searcher.run(pos);
        for (let d = 0; d < QUALITY_DEPTH; d++) {
          // The search stops deepening once a mate is proved: deeper runs stop there too.
          const iteration = result.iterations[Math.min(d, result.iterations.length - 1)]!;
          if (isRight(prober, pos, iteration.bestMove, set, before)) right[d]!++;
          nodes[d]! += iteration.nodes;
        }
      }
    }
    rows.push(row);
  }
  return rows;
}
