/**
 * Heinz's Figures 5 and 6, reconstructed from the tables (the paper prints only the lines):
 * every board from which the published line is legal and optimal, and the search with the
 * compiled recognizers finding the mate at a modest depth, where it needs more depth without
 * them (Figure 6). The FENs are also in docs/knnk.md.
 */
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../bin/loadRegistry.ts";
import { parseFen } from "../../runtime/fen.ts";
import { moveToSan } from "../../runtime/notation.ts";
import { Search } from "../../runtime/search/search.ts";
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { followsLine, type PublishedLine, reconstructLine } from "../../runtime/verify/lines.ts";

const prober = new TableProber(new TableStore());

const FIGURES = [
  {
    name: "Figure 5, KNNKB mate in 4",
    endgame: "KNNKB",
    line: ["Nb6+", "Kb8", "Nd7+", "Ka8", "Kc7", "*", "Nb6#"],
    mate: 4,
    depth: 5,
    fens: ["k1NK4/1b6/8/1N6/8/8/8/8 w - - 0 1", "k2K4/1b6/8/1N1N4/8/8/8/8 w - - 0 1"],
  },
  {
    name: "Figure 6, KNNKN mate in 7",
    endgame: "KNNKN",
    line: [
      "Na6+",
      "Kb7",
      "Nc5+",
      "Kb8",
      "Ne7",
      "Ng3",
      "Nc6+",
      "Ka8",
      "Kc7",
      "?",
      "Nd7",
      "?",
      "Nb6#",
    ],
    mate: 7,
    depth: 9,
    fens: ["1kN5/2NK4/8/8/8/8/8/7n w - - 0 1"],
  },
] as const;

describe.each(FIGURES)("$name", (figure) => {
  const line: PublishedLine = figure.line;

  it("is reconstructed from the tables: the line is optimal from exactly these boards", () => {
    expect(reconstructLine(prober, parseEndgame(figure.endgame)!, line)).toEqual(figure.fens);
  });

  it("is not reconstructed from a line with a wrong move", () => {
    const wrong = [...line];
    wrong[2] = wrong[2] === "Nd7+" ? "Na4" : "Nd6";
    for (const fen of figure.fens) expect(followsLine(prober, parseFen(fen), wrong)).toBe(false);
  });

  it.each(figure.fens)("from %s, best with recognizers finds the mate", async (fen) => {
    const registry = await loadRegistry();
    const pos = parseFen(fen);
    const result = new Search({ registry, tableMegabytes: 4 }).run(pos, figure.depth);
    expect(result.mate).toBe(figure.mate);
    expect(moveToSan(pos, result.bestMove)).toBe(line[0]);
  });
});

it("Figure 6 needs more depth without the recognizers", () => {
  const pos = parseFen(FIGURES[1].fens[0]);
  const result = new Search({ tableMegabytes: 4 }).run(pos, FIGURES[1].depth);
  expect(result.mate).toBeUndefined();
});
