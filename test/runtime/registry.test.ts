import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { materialKey, materialSides, subSignatures } from "../../runtime/material.ts";
import { BLACK, WHITE } from "../../runtime/pieces.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { handWrittenModule as module } from "../../runtime/patternModule.ts";
import { EMPTY_REGISTRY, RecognizerRegistry } from "../../runtime/registry.ts";
import { DRAW, FAIL } from "../../runtime/verdict.ts";
import { arbitraryPosition, swapColours } from "../support/positions.ts";

/** A stand-in for a compiled KNNK[B,N] module, with every kind of export. */
const knnk = module({
  materials: ["KNNKB", "KNNKN"],
  source: "patterns/knnk.pat",
  recognize: () => FAIL,
  recognizeExplained: (_pos, out) => {
    out[0] = -1;
    return FAIL;
  },
  rules: [
    {
      index: 0,
      section: "recognize",
      name: "weak-draw I",
      sentence: "the weak king is off the edge",
      source: "patterns/knnk.pat",
      line: 14,
    },
  ],
  evaluate: () => 0,
  reject: () => false,
});

const knkn = module({ materials: ["KNKN"], recognize: () => DRAW });

describe("RecognizerRegistry", () => {
  const registry = new RecognizerRegistry([knnk, knkn]);

  it("files each material under both colours, with the strong side's colour", () => {
    expect(registry.size).toBe(5); // KNNKB and KNNKN twice, KNKN once (symmetric)
    for (const signature of ["KNNKB", "KNNKN"]) {
      const white = registry.entryForSignature(signature)!;
      const black = registry.entryForSignature(swapColours(signature))!;
      expect(white.signature).toBe(signature);
      expect(black.signature).toBe(signature);
      expect(white.strong).toBe(WHITE);
      expect(black.strong).toBe(BLACK);
      expect(white.module).toBe(knnk);
      expect(white.recognize).toBe(knnk.recognize);
      expect(white.recognizeExplained).toBe(knnk.recognizeExplained);
      expect(white.evaluate).toBe(knnk.evaluate);
      expect(white.reject).toBe(knnk.reject);
      expect(white.classify).toBeUndefined();
      expect(white.moduleIndex).toBe(0);
    }
    const symmetric = registry.entryForSignature("KNKN")!;
    expect(symmetric.strong).toBe(WHITE);
    expect(symmetric.moduleIndex).toBe(1);
  });

  it("finds the entry of any position of a registered material, and nothing else", () => {
    const registered = new Set(["KNNKB", "KNNKN", "KBKNN", "KNKNN", "KNKN"]);
    const signatures = [
      ...new Set([...subSignatures("KNNKB"), ...subSignatures("KNNKN"), "KQKR", "KBNK"]),
    ].flatMap((s) => [s, swapColours(s)]);
    fc.assert(
      fc.property(arbitraryPosition(signatures), (pos) => {
        const sides = materialSides(pos);
        const entry = registry.lookup(pos);
        expect(entry !== undefined).toBe(registered.has(sides.signature));
        if (entry) {
          expect(entry.signature).toBe(sides.strongSignature);
          expect(entry.strong).toBe(sides.strong);
          expect(registry.find(materialKey(pos))).toBe(entry);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("answers a lookup for a position of each colour", () => {
    const white = parseFen("8/8/4k3/3Nb3/4N3/4K3/8/8 w - - 0 1");
    const black = parseFen("8/8/4K3/3nB3/4n3/4k3/8/8 b - - 0 1");
    expect(registry.lookup(white)?.strong).toBe(WHITE);
    expect(registry.lookup(black)?.strong).toBe(BLACK);
    expect(registry.lookup(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1"))).toBeUndefined();
  });

  it("refuses signatures that are malformed, weak side first, or covered twice", () => {
    expect(() => new RecognizerRegistry([module({ materials: ["KNNXK"] })])).toThrow(
      "(hand-written): 'KNNXK' is not a material signature",
    );
    expect(
      () => new RecognizerRegistry([module({ materials: ["KKNN"], source: "a.pat" })]),
    ).toThrow("a.pat: 'KKNN' must be written strong side first, as 'KNNK'");
    expect(
      () =>
        new RecognizerRegistry([
          module({ materials: ["KNNK"], source: "a.pat" }),
          module({ materials: ["KBNK", "KNNK"], source: "b.pat" }),
        ]),
    ).toThrow("b.pat: KNNK is already covered by a.pat");
    expect(() => new RecognizerRegistry([module({ materials: [`K${"Q".repeat(16)}K`] })])).toThrow(
      /more like pieces/,
    );
  });

  it("stays correct when full of materials (hash collisions, probing past them)", () => {
    const signatures = [...new Set(["KQRBNKQRBN"].flatMap(subSignatures))]
      .map((s) => materialSides(randomPosition(new Prng(1), s)).strongSignature)
      .filter((s, i, all) => all.indexOf(s) === i);
    const big = new RecognizerRegistry(signatures.map((s) => module({ materials: [s] })));
    for (const signature of signatures) {
      expect(big.entryForSignature(signature)?.signature).toBe(signature);
      expect(big.entryForSignature(swapColours(signature))?.signature).toBe(signature);
    }
    expect(big.entryForSignature("KQQKQQ")).toBeUndefined();
  });

  it("has an empty registry that never finds anything", () => {
    expect(EMPTY_REGISTRY.size).toBe(0);
    expect(EMPTY_REGISTRY.find(0)).toBeUndefined();
    expect(EMPTY_REGISTRY.entryForSignature("KNNK")).toBeUndefined();
    expect(EMPTY_REGISTRY.entryForSignature("nonsense")).toBeUndefined();
  });
});
