import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import {
  MATERIAL_KEY_MAX_COUNT,
  materialKey,
  materialKeyOfSignature,
  materialKeyUnit,
  materialSignature,
  subSignatures,
  swapMaterialKeyColours,
} from "../../runtime/material.ts";
import { MAX_MOVES } from "../../runtime/move.ts";
import { generateMoves } from "../../runtime/movegen.ts";
import { BLACK_KING, BLACK_QUEEN, WHITE_KING, WHITE_KNIGHT } from "../../runtime/pieces.ts";
import { COLOUR_SWAP, transformPosition } from "../../runtime/symmetry.ts";
import {
  arbitraryPosition,
  ENDGAMES,
  HEAVY_SIGNATURES,
  swapColours,
} from "../support/positions.ts";

describe("materialKey", () => {
  it("packs piece counts one nibble each, white N B R Q then black N B R Q", () => {
    expect(materialKeyOfSignature("KK")).toBe(0);
    expect(materialKeyOfSignature("KNNKB")).toBe(0x00100002);
    expect(materialKeyOfSignature("KBNK")).toBe(0x00000011);
    expect(materialKeyOfSignature("KKQ")).toBe(0x10000000);
    expect(materialKeyOfSignature("KQQQQQQQQK")).toBe(0x8000);
    // Eight black queens reach the sign bit: keys are int32, like the runtime's other words.
    expect(materialKeyOfSignature("KKQQQQQQQQ")).toBe(0x80000000 | 0);
    expect(materialKey(parseFen("8/8/4k3/3Nb3/4N3/4K3/8/8 w - - 0 1"))).toBe(0x00100002);
  });

  it("agrees with the signature of random positions, both colours", () => {
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        expect(materialKey(pos)).toBe(materialKeyOfSignature(materialSignature(pos)));
      }),
      { numRuns: 300 },
    );
  });

  it("swaps colours by swapping halves", () => {
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        const swapped = transformPosition(pos, COLOUR_SWAP);
        expect(materialKey(swapped)).toBe(swapMaterialKeyColours(materialKey(pos)));
      }),
      { numRuns: 200 },
    );
    for (const signature of [...ENDGAMES, ...HEAVY_SIGNATURES]) {
      expect(materialKeyOfSignature(swapColours(signature))).toBe(
        swapMaterialKeyColours(materialKeyOfSignature(signature)),
      );
    }
  });

  it("gives different materials different keys", () => {
    const signatures = [
      ...new Set(["KNNKB", "KNNKN", "KBNKB", "KBNKN", "KQRKR"].flatMap(subSignatures)),
    ];
    const keys = new Set(signatures.map(materialKeyOfSignature));
    expect(keys.size).toBe(signatures.length);
  });

  it("follows captures with materialKeyUnit", () => {
    const buffer = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        const key = materialKey(pos);
        const end = generateMoves(pos, buffer, 0);
        for (let i = 0; i < end; i++) {
          const move = buffer[i]!;
          pos.make(move);
          expect(materialKey(pos)).toBe(key - materialKeyUnit((move >>> 16) & 15));
          pos.unmake(move);
        }
      }),
      { numRuns: 200 },
    );
    expect(materialKeyUnit(WHITE_KING)).toBe(0);
    expect(materialKeyUnit(BLACK_KING)).toBe(0);
    expect(materialKeyUnit(0)).toBe(0);
    expect(materialKeyUnit(BLACK_QUEEN)).toBe(1 << 28);
  });

  it("saturates counts it cannot hold, and signatures with them are refused", () => {
    const pos = parseFen("NNNNNNNN/NNNNNNNN/8/8/8/8/8/K6k w - - 0 1");
    expect(materialKey(pos) & 15).toBe(MATERIAL_KEY_MAX_COUNT);
    expect(materialKey(pos) >>> 4).toBe(0);
    expect(() => materialKeyOfSignature(`K${"N".repeat(16)}K`)).toThrow(/more like pieces/);
    expect(materialKeyOfSignature(`K${"N".repeat(15)}K`)).toBe(15);
    expect(() => materialKeyOfSignature("KXK")).toThrow(/not a material signature/);
    expect(materialKeyUnit(WHITE_KNIGHT)).toBe(1);
  });
});
