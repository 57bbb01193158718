/**
 * Shared test inputs: the endgames the runtime is verified on, and fast-check arbitraries of
 * random legal positions built with the runtime's own seeded generator.
 */
import fc from "fast-check";
import { subSignatures } from "../../runtime/material.ts";
import type { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";

/** The endgames named in the runtime issue, strong side white. */
export const ENDGAMES = ["KBNK", "KNNKB", "KNNKN", "KBNKB", "KBNKN"];

/** A signature with colours swapped: `"KBNK"` → `"KKBN"`. */
export function swapColours(signature: string): string {
  const black = signature.indexOf("K", 1);
  return signature.slice(black) + signature.slice(0, black);
}

/** The named endgames and all their subgames, each with white and with black as the strong side. */
export const ENDGAME_SIGNATURES: readonly string[] = [
  ...new Set(ENDGAMES.flatMap(subSignatures).flatMap((s) => [s, swapColours(s)])),
];

/** Heavier material, so that rooks, queens and pins get exercised too. */
export const HEAVY_SIGNATURES: readonly string[] = [
  "KQKR",
  "KRKB",
  "KQKQ",
  "KRRKQ",
  "KQBKR",
  "KRNKQ",
];

/** Random legal positions with the given signatures (default: the endgames and heavy material). */
export function arbitraryPosition(
  signatures: readonly string[] = [...ENDGAME_SIGNATURES, ...HEAVY_SIGNATURES],
): fc.Arbitrary<Position> {
  return fc
    .record({ seed: fc.integer(), signature: fc.constantFrom(...signatures) })
    .map(({ seed, signature }) => randomPosition(new Prng(seed), signature));
}
