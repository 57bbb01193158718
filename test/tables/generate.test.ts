import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { parseMove } from "../../runtime/notation.ts";
import { TABLE_NAMES } from "../../runtime/tables/endgames.ts";
import { DIAGONAL_PAIR, EntryCursor, KING_PAIRS } from "../../runtime/tables/nalimovIndex.ts";
import { PAPER } from "../../runtime/tables/paper.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { tableStats } from "../../runtime/tables/stats.ts";
import { BROKEN_BYTE } from "../../runtime/tables/values.ts";
import { store, table } from "./support.ts";

describe("longest mates (the paper's Table 8)", () => {
  for (const name of TABLE_NAMES) {
    it(`${name}: ${JSON.stringify(PAPER[name].whiteWins)} for white, ${JSON.stringify(PAPER[name].blackWins)} for black`, () => {
      const [w, b] = tableStats(table(name)).sides;
      // White's longest win with white to move is the longest white-to-move win; with black to
      // move it is black's longest loss. And the other way round for black's wins.
      const whiteWins = w.maxWin < 0 && b.maxLoss < 0 ? null : [w.maxWin, b.maxLoss];
      const blackWins = w.maxLoss < 0 && b.maxWin < 0 ? null : [w.maxLoss, b.maxWin];
      expect(whiteWins).toEqual(PAPER[name].whiteWins);
      expect(blackWins).toEqual(PAPER[name].blackWins);
    });
  }
});

describe("broken entries (the paper's Table 14)", () => {
  for (const name of TABLE_NAMES) {
    it(`${name}: ${PAPER[name].broken?.join(" wtm, ")} btm`, () => {
      const t = table(name);
      const broken = t.values.map((v) => v.reduce((n, x) => n + (x === BROKEN_BYTE ? 1 : 0), 0));
      expect(broken).toEqual(PAPER[name].broken);
    });
  }
});

describe("mirror twins (both kings on the a1-h8 diagonal)", () => {
  for (const name of TABLE_NAMES.filter((n) => n.length <= 4)) {
    it(`${name}: every entry has the value of its twin`, () => {
      const t = table(name);
      let twins = 0;
      for (const stm of [0, 1] as const) {
        const ix = t.index[stm];
        const cursor = new EntryCursor(ix);
        for (let kp = 0; kp < KING_PAIRS; kp++) {
          if (DIAGONAL_PAIR[kp] === 0) continue;
          for (let ok = cursor.start(kp); ok; ok = cursor.next()) {
            if (!cursor.distinct || t.values[stm][cursor.index] === BROKEN_BYTE) continue;
            const twin = ix.twinIndex(kp, cursor.sq);
            twins++;
            if (t.values[stm][twin] !== t.values[stm][cursor.index]) {
              expect.fail(`${name} stm ${stm}: entries ${cursor.index} and ${twin} differ`);
            }
          }
        }
      }
      expect(twins).toBeGreaterThan(0);
    });
  }
});

describe("reference positions", () => {
  const prober = new TableProber(store);
  const cases: Array<[string, string, string]> = [
    ["the default KBNK position", "8/8/8/8/8/8/2k5/KNB5 w - - 0 1", "win 33"],
    ["the same with colours swapped", "8/8/8/8/8/8/2K5/knb5 b - - 0 1", "win 33"],
    ["KNNKB, Heinz's Figure 5 line", "k1NK4/1b6/8/1N6/8/8/8/8 w - - 0 1", "win 4"],
    ["KNNKN, Heinz's Figure 6", "1kN5/2NK4/8/8/8/8/8/7n w - - 0 1", "win 7"],
    [
      "KNNKN, Heinz's Figure 15 (Figure 6 after 1.Na6+ Kb7)",
      "2N5/1k1K4/N7/8/8/8/8/7n w - - 0 2",
      "win 6",
    ],
    ["a lone knight cannot mate", "k7/8/1K6/8/8/8/8/7N w - - 0 1", "draw 0"],
    [
      "mate with two knights when the defender walks in",
      "k7/8/1K6/8/3N4/8/8/7N w - - 0 1",
      "draw 0",
    ],
  ];
  for (const [what, fen, expected] of cases) {
    it(`${what}: ${expected}`, () => {
      const r = prober.probe(parseFen(fen))!;
      expect(`${r.result} ${r.dtm}`).toBe(expected);
    });
  }

  it("Heinz's Figure 6 line loses one move of distance per white move", () => {
    const pos = parseFen("1kN5/2NK4/8/8/8/8/8/7n w - - 0 1");
    const line = ["Na6+", "Kb7", "Nc5+", "Kb8", "Ne7", "Ng3", "Nc6+", "Ka8", "Kc7"];
    const seen: string[] = [];
    for (const san of line) {
      pos.make(parseMove(pos, san));
      const r = prober.probe(pos)!;
      seen.push(`${r.result} ${r.dtm}`);
    }
    expect(seen).toEqual([
      "loss 6",
      "win 6",
      "loss 5",
      "win 5",
      "loss 4",
      "win 4",
      "loss 3",
      "win 3",
      "loss 2",
    ]);
  });
});
