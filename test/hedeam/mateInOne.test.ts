/**
 * The `halt` rule "mate in one" of `patterns/kbnk.pat` on every legal KBNK position: the fact its
 * edge test relies on, and how many of the table's mates in one it finds. The knowledge check
 * (`knowledge.test.ts`, `patc verify kbnk`) proves it never claims a mate that is not; this pins
 * what it covers, so that a change that makes it fire less is seen (docs/kbnk.md, "Mate in
 * one"). The table tells the mates (a probe is far cheaper than generating the moves).
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { EDGE_DISTANCE } from "../../runtime/patternSupport.ts";
import { BLACK } from "../../runtime/pieces.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { LOSS, verdictDistance, WIN } from "../../runtime/verdict.ts";
import { forEachLegalPosition } from "../support/enumerate.ts";
import { store } from "../tables/support.ts";

function is(verdict: number, kind: number, moves: number): boolean {
  return (verdict & 3) === kind && verdictDistance(verdict) === moves;
}

describe("mate in one, on every legal KBNK position with white strong", () => {
  it("relies on king, bishop and knight mating only on the edge; finds 1,760 of 1,840", () => {
    const prober = new TableProber(store);
    let checkmates = 0;
    let offEdge = 0;
    let mates = 0;
    let found = 0;
    forEachLegalPosition("KBNK", (pos) => {
      const code = prober.probeCode(pos);
      if (pos.turn === BLACK) {
        if (!is(code, LOSS, 0)) return;
        checkmates++;
        if (EDGE_DISTANCE[pos.kings[BLACK]! + 1] !== 0) offEdge++;
      } else if (is(code, WIN, 1)) {
        mates++;
        if (is(PATTERN.classify!(pos), WIN, 1)) found++;
      }
    });
    // The edge test the rule makes first is sound: every checkmate is on the edge.
    expect(checkmates).toBe(464);
    expect(offEdge).toBe(0);
    // It misses only the 80 mates in one it cannot see cheaply (docs/kbnk.md).
    expect(mates).toBe(1840);
    expect(found).toBe(1760);
  }, 300_000); // a walk over 24.5 million positions: 39 s beside two busy processes
});
