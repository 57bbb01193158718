/**
 * The `halt` rule "mate in one" of `patterns/kbnk.pat` on every legal KBNK position: the fact its
 * edge test relies on, and how many of the table's mates in one it finds. The knowledge check
 * (`knowledge.test.ts`, `patc verify kbnk`) proves the rule never wrong; this pins what it covers,
 * so that a change that makes it fire less is seen (docs/kbnk.md, "Mate in one").
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { isCheckmate } from "../../runtime/movegen.ts";
import { BLACK, KING, makePiece } from "../../runtime/pieces.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { verdictDistance, WIN } from "../../runtime/verdict.ts";
import { forEachLegalPosition } from "../support/enumerate.ts";
import { store } from "../tables/support.ts";

const BLACK_KING = makePiece(BLACK, KING);

function onEdge(square: number): boolean {
  const file = square & 7;
  const rank = square >> 3;
  return file === 0 || file === 7 || rank === 0 || rank === 7;
}

function isWinIn(verdict: number, moves: number): boolean {
  return (verdict & 3) === WIN && verdictDistance(verdict) === moves;
}

describe("mate in one, on every legal KBNK position with white strong", () => {
  // One walk over the 24.5 million positions for both checks: it is the slow part.
  it("relies on king, bishop and knight mating only on the edge; finds 1,760 of 1,840", () => {
    const prober = new TableProber(store);
    let checkmates = 0;
    let offEdge = 0;
    let mates = 0;
    let claimed = 0;
    let wrong = 0;
    forEachLegalPosition("KBNK", (pos) => {
      if (pos.turn === BLACK) {
        if (!isCheckmate(pos)) return;
        checkmates++;
        if (!onEdge(pos.board.indexOf(BLACK_KING))) offEdge++;
        return;
      }
      const mate = isWinIn(prober.probeCode(pos), 1);
      const claim = isWinIn(PATTERN.classify!(pos), 1);
      if (mate) mates++;
      if (claim) claimed++;
      if (claim && !mate) wrong++;
    });
    // The edge test the rule makes first is sound: every checkmate is on the edge.
    expect(checkmates).toBe(464);
    expect(offEdge).toBe(0);
    // The rule claims only mates in one, and misses only the 80 it cannot see cheaply.
    expect(wrong).toBe(0);
    expect(mates).toBe(1840);
    expect(claimed).toBe(1760);
  });
});
