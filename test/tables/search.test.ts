import { describe, expect, it } from "vitest";
import { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { parseEndgame, TABLE_NAMES } from "../../runtime/tables/endgames.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { BROKEN_BYTE, depthOf, DRAW_BYTE, isLoss, isWin } from "../../runtime/tables/values.ts";
import { formatVerdict } from "../../runtime/verdict.ts";
import { boardOf, canMate, isLost, sampleEntries, verdictFromChildren } from "./mateSearch.ts";
import { store, table } from "./support.ts";

const prober = new TableProber(store);

describe("the tables satisfy the distance-to-mate equation", () => {
  for (const name of TABLE_NAMES) {
    it(`${name}: 2,000 random positions, either colour strong, equal what their moves lead to`, () => {
      const eg = parseEndgame(name)!;
      const t = table(name);
      const prng = new Prng(name.length * 1000 + 3);
      const pos = new Position();
      const sq = new Int32Array(2 + eg.men);
      const wrong: string[] = [];
      for (const stm of [0, 1] as const) {
        for (const e of sampleEntries(t, stm, (v) => v !== BROKEN_BYTE, 1000, prng)) {
          t.index[stm].decode(e, sq);
          boardOf(eg, sq, stm, prng.nextInt(8), prng.nextInt(2) as 0 | 1, pos);
          const stored = prober.probeCode(pos);
          const derived = verdictFromChildren(pos, prober);
          if (stored !== derived) {
            wrong.push(`${name} entry ${e}: ${formatVerdict(stored)} vs ${formatVerdict(derived)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

/** Entries to search, per table: quick wins and losses and draws. */
const SEARCHED = 12;

describe("an independent mate search agrees with the tables", () => {
  for (const name of TABLE_NAMES) {
    it(`${name}: mates in N are found in 2N-1 plies and not sooner; draws have no mate within 3 plies`, () => {
      const eg = parseEndgame(name)!;
      const t = table(name);
      const prng = new Prng(name.length * 77 + 1);
      const pos = new Position();
      const sq = new Int32Array(2 + eg.men);
      const wrong: string[] = [];
      let checked = 0;
      for (const stm of [0, 1] as const) {
        // 5-man positions branch more: search them less deep.
        const maxWin = eg.men === 3 ? 2 : 3;
        const maxLoss = eg.men === 3 ? 1 : 2;
        const picks = [
          ...sampleEntries(t, stm, (v) => isWin(v) && v <= maxWin, SEARCHED, prng),
          ...sampleEntries(t, stm, (v) => isLoss(v) && depthOf(v) <= maxLoss, SEARCHED, prng),
          ...sampleEntries(t, stm, (v) => v === DRAW_BYTE, SEARCHED, prng),
        ];
        for (const e of picks) {
          t.index[stm].decode(e, sq);
          boardOf(eg, sq, stm, prng.nextInt(8), prng.nextInt(2) as 0 | 1, pos);
          const v = t.values[stm][e]!;
          const n = depthOf(v);
          checked++;
          let ok: boolean;
          if (isWin(v)) ok = canMate(pos, 2 * n - 1) && !canMate(pos, 2 * n - 3);
          else if (isLoss(v)) ok = isLost(pos, 2 * n) && (n === 0 || !isLost(pos, 2 * n - 2));
          else ok = !canMate(pos, 3) && !isLost(pos, 2);
          if (!ok) wrong.push(`${name} stm ${stm} entry ${e} (byte ${v})`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    });
  }
});
