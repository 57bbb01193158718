import { describe, expect, it } from "vitest";
import { makePlacement } from "../../runtime/fen.ts";
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { forEachEntry, forEachPosition } from "../../runtime/tables/enumerate.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { DRAW, LOSS, makeVerdict } from "../../runtime/verdict.ts";
import { tableStats } from "../../runtime/tables/stats.ts";
import { indexesOf } from "../../runtime/tables/table.ts";
import { store, table } from "./support.ts";

describe("enumeration of every legal position", () => {
  it("visits each legal KBK board once, as many as the entries' multiplicities add up to", () => {
    for (const stm of [0, 1] as const) {
      const eg = parseEndgame("KBK")!;
      let weighted = 0;
      forEachEntry(indexesOf(eg)[stm], (_e, _sq, m) => {
        weighted += m;
      });
      const seen = new Set<string>();
      forEachPosition(eg, stm, (pos) => {
        seen.add(`${makePlacement(pos)} ${pos.turn}`);
      });
      expect(seen.size).toBe(weighted);
      const stats = tableStats(table("KBK")).sides[stm];
      expect(seen.size).toBe(stats.positions.draw);
    }
  });

  it("hands out each board with its table byte, here with black as the strong side", () => {
    const eg = parseEndgame("KNNK")!;
    const t = table("KNNK");
    const prober = new TableProber(store);
    let boards = 0;
    let mated = 0;
    let wrong = 0;
    forEachPosition(
      eg,
      1,
      (pos, value) => {
        boards++;
        if (pos.turn !== 0) wrong++; // the weak side, white here, is to move
        if (value !== 0) {
          mated++;
          if (prober.probeCode(pos) !== makeVerdict(LOSS, 0)) wrong++;
        } else if (boards % 1009 === 0 && prober.probeCode(pos) !== makeVerdict(DRAW)) wrong++;
      },
      { table: t, strongColour: 1 },
    );
    const stats = tableStats(t).sides[1];
    expect(boards).toBe(stats.positions.draw + stats.positions.loss);
    expect(mated).toBe(stats.positions.loss);
    expect(wrong).toBe(0);
  });

  it("splits between ranges of king placements without losing or repeating a board", () => {
    const eg = parseEndgame("KBK")!;
    const all = new Set<string>();
    forEachPosition(eg, 0, (pos) => {
      all.add(makePlacement(pos));
    });
    const split = new Set<string>();
    let visits = 0;
    for (const [from, to] of [
      [0, 100],
      [100, 101],
      [101, 462],
    ] as const) {
      forEachPosition(
        eg,
        0,
        (pos) => {
          visits++;
          split.add(makePlacement(pos));
        },
        { kingPairs: { from, to } },
      );
    }
    expect(visits).toBe(all.size);
    expect(split).toEqual(all);
  });
});
