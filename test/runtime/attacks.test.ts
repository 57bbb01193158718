import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  between,
  bishopAttacks,
  bishopRaysHi,
  bishopRaysLo,
  kingAttacks,
  knightAttacks,
  queenAttacks,
  ray,
  rookAttacks,
  rookRaysHi,
  rookRaysLo,
} from "../../runtime/attacks.ts";
import { SquareSet } from "../../runtime/squareSet.ts";
import { parseSquare } from "../../runtime/squares.ts";

const int32 = fc.integer({ min: -0x80000000, max: 0x7fffffff });
const occupancy = fc
  .record({ lo: int32, hi: int32, density: fc.integer({ min: 0, max: 3 }) })
  .chain(({ lo, hi, density }) =>
    // Sparse boards are the interesting case for sliders: AND a few random words together.
    fc
      .record({ lo2: int32, hi2: int32 })
      .map(({ lo2, hi2 }) =>
        density === 0 ? new SquareSet(lo, hi) : new SquareSet(lo & lo2, hi & hi2),
      ),
  );
const square = fc.integer({ min: 0, max: 63 });

/** Attacks found by walking each direction until the edge or the first occupied square. */
function walk(from: number, directions: number[][], occupied: SquareSet, limit = 8): SquareSet {
  let result = SquareSet.empty();
  for (const [df, dr] of directions) {
    let file = (from & 7) + df!;
    let rank = (from >>> 3) + dr!;
    for (let step = 0; step < limit && file >= 0 && file < 8 && rank >= 0 && rank < 8; step++) {
      const sq = rank * 8 + file;
      result = result.with(sq);
      if (occupied.has(sq)) break;
      file += df!;
      rank += dr!;
    }
  }
  return result;
}

const DIAGONALS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const LINES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const KNIGHT = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

const names = (set: SquareSet) => set.toArray();
const sq = parseSquare;

describe("leaper attacks", () => {
  it("king and knight attacks match a naive step table on every square", () => {
    for (let from = 0; from < 64; from++) {
      expect(names(kingAttacks(from))).toEqual(
        names(walk(from, [...DIAGONALS, ...LINES], SquareSet.empty(), 1)),
      );
      expect(names(knightAttacks(from))).toEqual(names(walk(from, KNIGHT, SquareSet.empty(), 1)));
    }
    expect(kingAttacks(sq("a1")).size()).toBe(3);
    expect(knightAttacks(sq("d4")).size()).toBe(8);
  });
});

describe("slider attacks", () => {
  it("bishop, rook and queen attacks match walking the rays, on any occupancy", () => {
    fc.assert(
      fc.property(square, occupancy, (from, occupied) => {
        const diagonal = walk(from, DIAGONALS, occupied);
        const line = walk(from, LINES, occupied);
        expect(names(bishopAttacks(from, occupied))).toEqual(names(diagonal));
        expect(names(rookAttacks(from, occupied))).toEqual(names(line));
        expect(names(queenAttacks(from, occupied))).toEqual(names(diagonal.union(line)));
      }),
      { numRuns: 2000 },
    );
  });

  it("empty-board rays are the attacks on an empty board", () => {
    for (let from = 0; from < 64; from++) {
      const empty = SquareSet.empty();
      expect(new SquareSet(bishopRaysLo(from), bishopRaysHi(from))).toEqual(
        bishopAttacks(from, empty),
      );
      expect(new SquareSet(rookRaysLo(from), rookRaysHi(from))).toEqual(rookAttacks(from, empty));
    }
  });

  it("a slider's own square does not block it", () => {
    const occupied = SquareSet.fromSquares([sq("d4"), sq("f6")]);
    expect(bishopAttacks(sq("d4"), occupied).has(sq("f6"))).toBe(true);
    expect(bishopAttacks(sq("d4"), occupied).has(sq("g7"))).toBe(false);
    expect(bishopAttacks(sq("d4"), occupied).has(sq("a1"))).toBe(true);
  });
});

describe("between and ray", () => {
  it("between excludes both ends; ray is the whole line through both", () => {
    expect(names(between(sq("a1"), sq("d4")))).toEqual([sq("b2"), sq("c3")]);
    expect(names(between(sq("d4"), sq("a1")))).toEqual([sq("b2"), sq("c3")]);
    expect(names(between(sq("a1"), sq("a2")))).toEqual([]);
    expect(names(between(sq("a1"), sq("b3")))).toEqual([]);
    expect(names(ray(sq("b2"), sq("c3")))).toEqual(
      ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"].map(sq),
    );
    expect(names(ray(sq("c1"), sq("c5")))).toEqual(
      ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8"].map(sq),
    );
    expect(ray(sq("a1"), sq("b3")).isEmpty()).toBe(true);
    expect(ray(sq("e4"), sq("e4")).isEmpty()).toBe(true);
  });

  it("agrees with rook and bishop attacks for every pair of squares", () => {
    for (let a = 0; a < 64; a++) {
      for (let b = 0; b < 64; b++) {
        if (a === b) continue;
        const pair = SquareSet.fromSquares([a, b]);
        const aligned =
          rookAttacks(a, SquareSet.empty()).has(b) || bishopAttacks(a, SquareSet.empty()).has(b);
        // Between = squares both pieces see when each blocks the other.
        const seen = queenAttacks(a, pair).intersect(queenAttacks(b, pair));
        const line = rookAttacks(a, SquareSet.empty()).has(b)
          ? rookAttacks(a, SquareSet.empty()).intersect(rookAttacks(b, SquareSet.empty()))
          : bishopAttacks(a, SquareSet.empty()).intersect(bishopAttacks(b, SquareSet.empty()));
        expect(between(a, b)).toEqual(aligned ? seen.intersect(line) : SquareSet.empty());
        expect(ray(a, b).has(a) && ray(a, b).has(b)).toBe(aligned);
        expect(ray(a, b)).toEqual(ray(b, a));
        expect(between(a, b).subsetOf(ray(a, b))).toBe(true);
      }
    }
  });
});
