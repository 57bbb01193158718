/**
 * The proof machinery of `runtime/hedeam/proof.ts` on samples (the exhaustive run is
 * `patc verify kbnk`): the strategy graph, the fixpoint over every defence, the table defender's
 * line and the figures.
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import {
  DRAWN_LINE,
  MATED,
  proveClosure,
  SLOTS,
  solve,
  StrategyExpander,
  StrategyGraph,
  summarise,
  UNPROVED,
} from "../../runtime/hedeam/proof.ts";
import { DIAGONAL_PAIR } from "../../runtime/tables/nalimovIndex.ts";
import { table } from "../tables/support.ts";

const kbnk = table("KBNK");
const expander = new StrategyExpander(kbnk);
const chooser = new HedeamChooser(PATTERN);
const strategy = chooser.choose.bind(chooser);

/** Won white-to-move entries whose weak king (in the entry's own squares) is on `squares`. */
function wonEntriesWithWeakKingOn(squares: readonly number[], maxDtm = 99): number[] {
  const entries: number[] = [];
  const sq = new Int32Array(4);
  for (let e = 0; e < kbnk.index[0].size; e++) {
    if (!expander.isRelevant(e) || expander.dtm(e) > maxDtm) continue;
    if (!kbnk.index[0].decode(e, sq)) continue;
    if (squares.includes(sq[1]!)) entries.push(e);
  }
  return entries;
}

describe("the fixpoint", () => {
  it("proves a hand-made graph: mates, a line through a proved entry, a cycle, a draw", () => {
    const graph = new StrategyGraph(6);
    const edges: number[][] = [[MATED], [0, 0], [1, 0], [4], [3], [DRAWN_LINE]];
    edges.forEach((next, e) => {
      graph.expanded[e] = 1;
      next.forEach((n, i) => (graph.successors[e * SLOTS + i] = n));
      graph.defender[e] = next[0] === MATED ? -1 : 0;
    });
    const { worst, perfect } = solve(graph);
    expect(Array.from(worst)).toEqual([1, 2, 3, UNPROVED, UNPROVED, UNPROVED]);
    expect(Array.from(perfect)).toEqual([1, 2, 3, UNPROVED, UNPROVED, UNPROVED]);
  });
});

describe("the sampled proof", () => {
  it("proves every mate in one and two, in exactly the table's number of moves", () => {
    const starts: number[] = [];
    for (let e = 0; e < kbnk.index[0].size; e++) {
      if (expander.isRelevant(e) && expander.dtm(e) <= 2) starts.push(e);
    }
    const { graph, result, complete } = proveClosure(expander, strategy, starts);
    expect(complete).toBe(true);
    const summary = summarise(graph, result, kbnk.index[0], (e) => expander.dtm(e), starts);
    expect(summary.failing).toEqual([]);
    expect(summary.provedBoards).toBe(summary.wonBoards);
    expect(summary.wonBoards).toBe(1840 + 1200);
    expect(summary.maximin).toBe(2);
    expect(summary.meanExcess).toBe(0);
  });

  it("keeps its invariants on the won positions with the weak king on h8, mate in 12 or less", () => {
    // The weak king on h8 as the table's entries place it (the strong king is in the a1-d1-d4
    // triangle there): its closure is followed for a bounded number of positions, and whatever
    // is cut off counts as unproved, so the figures are a lower bound.
    const starts = wonEntriesWithWeakKingOn([63], 12);
    const { graph, result, expanded } = proveClosure(expander, strategy, starts, 6_000);
    const summary = summarise(graph, result, kbnk.index[0], (e) => expander.dtm(e), starts);
    expect(summary.wonEntries).toBe(starts.length);
    expect(expanded).toBeGreaterThanOrEqual(starts.length);
    for (const e of starts) {
      const worst = result.worst[e]!;
      if (worst === UNPROVED) continue;
      // A forced mate takes at least the table's distance, and perfect defence lasts at most
      // the worst case.
      expect(result.perfect[e]!).toBeGreaterThanOrEqual(expander.dtm(e));
      expect(worst).toBeGreaterThanOrEqual(result.perfect[e]!);
    }
    const boards = starts.reduce(
      (n, e) => n + (DIAGONAL_PAIR[kbnk.index[0].kingPairOf(e)] === 1 ? 4 : 8),
      0,
    );
    expect(summary.wonBoards).toBe(boards);
    console.log(
      `sampled proof, weak king in a corner: ${summary.provedBoards} of ${summary.wonBoards} ` +
        `boards proved (${((100 * summary.provedBoards) / summary.wonBoards).toFixed(2)}%), ` +
        `maximin ${summary.maximin}, ${expanded} positions expanded`,
    );
  });
});
