/**
 * The proof's memo of the chooser's knowledge (`runtime/hedeam/knowledgeMemo.ts`): it must give
 * the module's own values, whatever the material, and so leave every choice as it was.
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { makeFen } from "../../runtime/fen.ts";
import { HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import { memoiseKnowledge } from "../../runtime/hedeam/knowledgeMemo.ts";
import { WHITE_BISHOP, WHITE_KNIGHT } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";

// One memo for the file: each of its two tables takes 134 MB.
const memoised = memoiseKnowledge(PATTERN, WHITE_BISHOP, WHITE_KNIGHT);

describe("the knowledge memo", () => {
  it("gives the module's values, computed and read back, on every material it may meet", () => {
    const prng = new Prng(5);
    // KBNK with the memo's pieces, each also with the other side to move; the captures the
    // search reaches; black strong (not the memo's pieces); and material it is not for at all.
    const positions: Position[] = [];
    for (const signature of ["KBNK", "KBK", "KNK", "KKBN", "KNNK", "KBBK"]) {
      for (let i = 0; i < 2000; i++) {
        const pos = randomPosition(prng, signature, { turn: 0 });
        const twin = pos.clone();
        twin.setTurn(1);
        positions.push(pos, twin);
      }
    }
    // All of them through the memo first, so that a slot two positions shared would show.
    for (const pos of positions) {
      memoised.classify!(pos);
      memoised.evaluate!(pos);
    }
    for (const pos of positions) {
      expect(memoised.classify!(pos), makeFen(pos)).toBe(PATTERN.classify!(pos));
      expect(memoised.evaluate!(pos), makeFen(pos)).toBe(PATTERN.evaluate!(pos));
    }
  });

  it("leaves the chooser's every choice, value and node count as they were", () => {
    const plain = new HedeamChooser(PATTERN);
    const memo = new HedeamChooser(memoised);
    const prng = new Prng(8);
    for (let i = 0; i < 300; i++) {
      const pos = randomPosition(prng, "KBNK", { turn: 0 });
      const move = plain.choose(pos);
      expect(memo.choose(pos), makeFen(pos)).toBe(move);
      expect([memo.value, memo.rootValue, memo.nodes]).toEqual([
        plain.value,
        plain.rootValue,
        plain.nodes,
      ]);
    }
  });

  it("is made for two different pieces", () => {
    expect(() => memoiseKnowledge(PATTERN, WHITE_BISHOP, WHITE_BISHOP)).toThrow(RangeError);
  });
});
