import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { compareSides, materialSignature } from "../../runtime/material.ts";
import { perft } from "../../runtime/perft.ts";
import { WHITE } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import { SquareSet } from "../../runtime/squareSet.ts";
import { parseSquare } from "../../runtime/squares.ts";
import {
  canonicalFen,
  canonicalKey,
  canonicalPosition,
  canonicalTransform,
  COLOUR_SWAP,
  composeTransforms,
  IDENTITY,
  inverseTransform,
  ROTATE_90,
  TRANSFORM_COUNT,
  TRANSFORM_NAMES,
  transformPosition,
  transformSet,
  transformSquare,
} from "../../runtime/symmetry.ts";
import { arbitraryPosition } from "../support/positions.ts";

const transforms = [...Array(TRANSFORM_COUNT).keys()];
const int32 = fc.integer({ min: -0x80000000, max: 0x7fffffff });

/** Applies `t` to `pos` `times` times. */
function power(pos: Position, t: number, times: number): Position {
  let image = pos;
  for (let i = 0; i < times; i++) image = transformPosition(image, t);
  return image;
}

describe("transforms", () => {
  it("names all 16", () => {
    expect(TRANSFORM_NAMES[ROTATE_90]).toBe("rotate 90");
    expect(TRANSFORM_NAMES[COLOUR_SWAP | ROTATE_90]).toBe("rotate 90 + colour swap");
    expect(new Set(TRANSFORM_NAMES).size).toBe(16);
  });

  it("move square sets as the per-square tables say", () => {
    fc.assert(
      fc.property(fc.constantFrom(...transforms), int32, int32, (t, lo, hi) => {
        const set = new SquareSet(lo, hi);
        const expected = SquareSet.fromSquares(set.toArray().map((sq) => transformSquare(t, sq)));
        expect(transformSet(t, set)).toEqual(expected);
      }),
    );
  });

  it("rotate 90 takes a1 to a8, and colour swap mirrors ranks", () => {
    expect(transformSquare(ROTATE_90, parseSquare("a1"))).toBe(parseSquare("a8"));
    expect(transformSquare(ROTATE_90, parseSquare("a8"))).toBe(parseSquare("h8"));
    expect(transformSquare(COLOUR_SWAP, parseSquare("c2"))).toBe(parseSquare("c7"));
  });

  it("form a group: composition and inverses agree with the tables", () => {
    for (const a of transforms) {
      expect(composeTransforms(a, inverseTransform(a))).toBe(IDENTITY);
      for (const b of transforms) {
        const c = composeTransforms(a, b);
        expect(c & COLOUR_SWAP).toBe((a ^ b) & COLOUR_SWAP);
        for (let sq = 0; sq < 64; sq++) {
          expect(transformSquare(c, sq)).toBe(transformSquare(b, transformSquare(a, sq)));
        }
      }
    }
  });

  it("each is an involution or has the right order (1, 2 or 4), on positions", () => {
    // Board part: identity, mirrors and 180° have order 2, quarter turns 4. With a colour swap
    // the order is lcm(2, order of the square map), and the square map includes a rank mirror.
    const ORDERS = [1, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 2, 4, 2, 2, 4];
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        for (const t of transforms) {
          const order = ORDERS[t]!;
          expect(power(pos, t, order).equals(pos), `${TRANSFORM_NAMES[t]}`).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
    // No smaller power is the identity: on a position with no symmetry at all, the half power
    // (or the transform itself, for order 2) changes it.
    const asymmetric = parseFen("8/8/8/8/8/2N5/2k5/K1B5 w - - 0 1");
    for (const t of transforms.filter((t) => t !== IDENTITY)) {
      const order = ORDERS[t]!;
      expect(power(asymmetric, t, order / 2).equals(asymmetric), TRANSFORM_NAMES[t]).toBe(false);
    }
  });

  it("preserve the move tree: perft is the same on every image", () => {
    fc.assert(
      fc.property(arbitraryPosition(), fc.constantFrom(...transforms), (pos, t) => {
        expect(perft(transformPosition(pos, t), 3)).toBe(perft(pos, 3));
      }),
      { numRuns: 100 },
    );
  });
});

describe("canonical form", () => {
  it("is the same for all 16 images of a position", () => {
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        const key = canonicalKey(pos);
        const fen = canonicalFen(pos);
        for (const t of transforms) {
          const image = transformPosition(pos, t);
          expect(canonicalKey(image), TRANSFORM_NAMES[t]).toBe(key);
          expect(canonicalFen(image), TRANSFORM_NAMES[t]).toBe(fen);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is reached by the canonical transform, and is its own canonical form", () => {
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        const canonical = canonicalPosition(pos);
        expect(transformPosition(pos, canonicalTransform(pos)).equals(canonical)).toBe(true);
        expect(canonicalPosition(canonical).equals(canonical)).toBe(true);
      }),
    );
  });

  it("puts the strong side on white, then white to move, then the white king in a1-d1-d4", () => {
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        const canonical = canonicalPosition(pos);
        const signature = materialSignature(canonical);
        const blackSide = signature.indexOf("K", 1);
        const white = signature.slice(0, blackSide);
        const black = signature.slice(blackSide);
        expect(compareSides(white, black)).toBeGreaterThanOrEqual(0);
        if (white === black) {
          expect(canonical.turn).toBe(WHITE);
        }
        const king = canonical.kings[WHITE]!;
        const file = king & 7;
        const rank = king >>> 3;
        expect(rank <= file && file <= 3).toBe(true);
      }),
    );
  });

  it("separates positions that are not images of each other", () => {
    const a = parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1");
    const b = parseFen("8/8/8/8/8/8/2k5/K1BN4 w - - 0 1");
    expect(canonicalKey(a)).not.toBe(canonicalKey(b));
    const otherSideToMove = parseFen("8/8/8/8/8/8/2k5/KNB5 b - - 0 1");
    expect(canonicalKey(a)).not.toBe(canonicalKey(otherSideToMove));
  });

  it("swaps colours to make the strong side white", () => {
    const pos = parseFen("knb5/2K5/8/8/8/8/8/8 b - - 0 1");
    expect(materialSignature(pos)).toBe("KKBN");
    expect(canonicalTransform(pos) & COLOUR_SWAP).toBe(COLOUR_SWAP);
    expect(materialSignature(canonicalPosition(pos))).toBe("KBNK");
    expect(canonicalKey(pos)).toBe(canonicalKey(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1")));
    expect(canonicalTransform(pos, { colourSwap: false })).toBeLessThan(COLOUR_SWAP);
  });

  it("keys are placement and side to move", () => {
    expect(canonicalKey(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1"))).toMatch(
      /^[1-8KQRBNkqrbn/]+ w$/,
    );
    expect(makeFen(canonicalPosition(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 4 9")))).toMatch(/ 4 9$/);
  });
});
