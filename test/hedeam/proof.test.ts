/**
 * The proof machinery of `runtime/hedeam/proof.ts` on samples (the exhaustive run is
 * `patc verify kbnk`): the strategy graph, the fixpoint over every defence, the table defender's
 * line and the figures.
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import {
  classifyFailures,
  DRAWN_LINE,
  FailureKind,
  MATED,
  proveClosure,
  SLOTS,
  solve,
  StrategyExpander,
  StrategyGraph,
  summarise,
  UNPROVED,
} from "../../runtime/hedeam/proof.ts";
import { table } from "../tables/support.ts";

const kbnk = table("KBNK");
const expander = new StrategyExpander(kbnk);
const chooser = new HedeamChooser(PATTERN);
const strategy = chooser.choose.bind(chooser);
const stuck = () => chooser.stuck;

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

  it("proves every mate in three and what the strategy and every defence reach from them", () => {
    // Every won position with mate in 3 or less, and everything the strategy and any defence
    // reach from them (the closure completes: the goal-directed chooser never wanders off).
    const starts: number[] = [];
    for (let e = 0; e < kbnk.index[0].size; e++) {
      if (expander.isRelevant(e) && expander.dtm(e) <= 3) starts.push(e);
    }
    const { graph, result, complete } = proveClosure(expander, strategy, starts, 5_000, stuck);
    expect(complete).toBe(true);
    const summary = summarise(graph, result, kbnk.index[0], (e) => expander.dtm(e), starts);
    const kind = classifyFailures(graph, result);
    let cycles = 0;
    let broken = 0;
    for (let e = 0; e < graph.size; e++) {
      if (graph.expanded[e] === 0) continue;
      // The chooser's guarantee: a failure starts at a stuck or a drawn position, never in a
      // cycle of positions that all make progress.
      if (kind[e] === FailureKind.Cycle || kind[e] === FailureKind.Other) cycles++;
      const worst = result.worst[e]!;
      if (
        worst !== UNPROVED &&
        (result.perfect[e]! < expander.dtm(e) || worst < result.perfect[e]!)
      )
        broken++;
    }
    expect(cycles).toBe(0);
    expect(broken).toBe(0);
    // Measured on this region (docs/kbnk.md): all 6,256 boards since the goal values an empty
    // box by its release (the release before proved 5,992: the rest failed downstream of a few
    // stuck mate-in-4 corner positions). A strategy that breaks here fails this.
    expect(summary.provedBoards).toBe(summary.wonBoards);
    console.log(
      `sampled proof, mate in 3 or less: ${summary.provedBoards} of ${summary.wonBoards} boards ` +
        `proved, maximin ${summary.maximin}, mean excess ${summary.meanExcess.toFixed(2)}`,
    );
  });
});
