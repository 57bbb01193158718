import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { materialKey, materialKeyOfSignature } from "../../runtime/material.ts";
import { handWrittenModule } from "../../runtime/patternModule.ts";
import { RecognizerRegistry } from "../../runtime/registry.ts";
import {
  BISHOP_VALUE,
  CLASS_STEP,
  KNIGHT_VALUE,
  materialBalance,
  patternBonus,
  QUEEN_VALUE,
  ROOK_VALUE,
  staticEvaluation,
} from "../../runtime/search/evaluation.ts";
import { evalCode } from "../../runtime/verdict.ts";

describe("materialBalance", () => {
  it("is white's material minus black's, read from the material key", () => {
    expect(materialBalance(materialKeyOfSignature("KK"))).toBe(0);
    expect(materialBalance(materialKeyOfSignature("KNNKB"))).toBe(2 * KNIGHT_VALUE - BISHOP_VALUE);
    expect(materialBalance(materialKeyOfSignature("KKQR"))).toBe(-QUEEN_VALUE - ROOK_VALUE);
    expect(materialBalance(materialKeyOfSignature("KQQQQQQQQKQQQQQQQQ"))).toBe(0);
  });
});

describe("patternBonus", () => {
  it("ranks by class first, then by tie-break", () => {
    const classes = 4;
    const codes = [
      evalCode(0, classes, 1000),
      evalCode(0, classes, 5),
      evalCode(0, classes, -1000),
      evalCode(1, classes, 1000),
      evalCode(3, classes, 0),
      evalCode(classes, classes, 3), // residual
    ];
    const bonuses = codes.map(patternBonus);
    for (let i = 1; i < bonuses.length; i++) {
      expect(bonuses[i]).toBeLessThanOrEqual(bonuses[i - 1]!);
    }
    expect(bonuses[0]! - bonuses[3]!).toBeLessThanOrEqual(CLASS_STEP + CLASS_STEP);
    expect(patternBonus(evalCode(classes, classes, 0))).toBe(0);
  });
});

describe("staticEvaluation", () => {
  const pos = parseFen("8/8/4k3/3Nb3/4N3/4K3/8/8 b - - 0 1"); // KNNKB, Black to move

  it("is material from the side to move's point of view", () => {
    const key = materialKey(pos);
    expect(staticEvaluation(pos, key, undefined, true)).toBe(-(2 * KNIGHT_VALUE - BISHOP_VALUE));
  });

  it("adds the pattern bonus for the strong side, subtracts it for the weak side", () => {
    const registry = new RecognizerRegistry([
      handWrittenModule({ materials: ["KNNKB"], evaluate: () => evalCode(0, 2, 0) }),
    ]);
    const entry = registry.lookup(pos)!;
    const key = materialKey(pos);
    const bonus = patternBonus(evalCode(0, 2, 0));
    expect(bonus).toBeGreaterThan(0);
    const plain = staticEvaluation(pos, key, undefined, true);
    expect(staticEvaluation(pos, key, entry, true)).toBe(plain - bonus);
    expect(staticEvaluation(pos, key, entry, false)).toBe(plain);
    pos.setTurn(0);
    expect(staticEvaluation(pos, key, entry, true)).toBe(-plain + bonus);
    pos.setTurn(1);
  });
});
