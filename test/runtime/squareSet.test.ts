import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstSquare,
  flipAntiDiagonal,
  flipDiagonal,
  flipFiles,
  flipRanks,
  hasSquare,
  lastSquare,
  moreThanOne,
  popcount,
  popcount32,
  rotate180,
  rotate270,
  rotate90,
  SquareSet,
} from "../../runtime/squareSet.ts";
import {
  isLightSquare,
  parseSquare,
  squareAt,
  squareDistance,
  squareName,
} from "../../runtime/squares.ts";
import {
  FLIP_ANTI_DIAGONAL,
  FLIP_DIAGONAL,
  FLIP_FILES,
  FLIP_RANKS,
  ROTATE_180,
  ROTATE_270,
  ROTATE_90,
  transformSquare,
} from "../../runtime/symmetry.ts";

const int32 = fc.integer({ min: -0x80000000, max: 0x7fffffff });
const squareSet = fc.record({ lo: int32, hi: int32 }).map(({ lo, hi }) => new SquareSet(lo, hi));
const square = fc.integer({ min: 0, max: 63 });

function naiveSquares(set: SquareSet): number[] {
  const squares: number[] = [];
  for (let sq = 0; sq < 64; sq++) {
    if ((((sq < 32 ? set.lo : set.hi) >>> (sq & 31)) & 1) === 1) squares.push(sq);
  }
  return squares;
}

describe("squares", () => {
  it("index a1 = 0, h1 = 7, a8 = 56, h8 = 63", () => {
    expect(["a1", "h1", "a8", "h8", "e4"].map(parseSquare)).toEqual([0, 7, 56, 63, 28]);
    expect(squareName(squareAt(4, 3))).toBe("e4");
    expect(parseSquare("i1")).toBe(-1);
    expect(parseSquare("a9")).toBe(-1);
  });

  it("know their colour and king distance", () => {
    expect(["a1", "h1", "a8", "h8", "d4"].map((name) => isLightSquare(parseSquare(name)))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(squareDistance(parseSquare("a1"), parseSquare("h8"))).toBe(7);
    expect(squareDistance(parseSquare("c2"), parseSquare("d4"))).toBe(2);
  });
});

describe("square set vocabulary", () => {
  it("lo holds a1..h4 and hi holds a5..h8", () => {
    expect(SquareSet.fromSquare(0)).toEqual(new SquareSet(1, 0));
    expect(SquareSet.fromSquare(31)).toEqual(new SquareSet(0x80000000, 0));
    expect(SquareSet.fromSquare(32)).toEqual(new SquareSet(0, 1));
    expect(SquareSet.fromSquare(63)).toEqual(new SquareSet(0, 0x80000000));
    expect(SquareSet.fromRank(7).toArray()).toEqual([56, 57, 58, 59, 60, 61, 62, 63]);
    expect(SquareSet.fromFile(1).toArray()).toEqual([1, 9, 17, 25, 33, 41, 49, 57]);
  });

  it("iterates in increasing order, matching a naive bit scan", () => {
    fc.assert(
      fc.property(squareSet, (set) => {
        expect([...set]).toEqual(naiveSquares(set));
      }),
    );
  });

  it("counts, finds first and last, and tests membership", () => {
    fc.assert(
      fc.property(squareSet, square, (set, sq) => {
        const squares = naiveSquares(set);
        expect(set.size()).toBe(squares.length);
        expect(popcount(set.lo, set.hi)).toBe(squares.length);
        expect(popcount32(set.lo)).toBe(squares.filter((s) => s < 32).length);
        expect(set.first()).toBe(squares[0]);
        expect(set.last()).toBe(squares.at(-1));
        expect(firstSquare(set.lo, set.hi)).toBe(squares[0] ?? -1);
        expect(lastSquare(set.lo, set.hi)).toBe(squares.at(-1) ?? -1);
        expect(set.has(sq)).toBe(squares.includes(sq));
        expect(hasSquare(set.lo, set.hi, sq)).toBe(squares.includes(sq));
        expect(set.moreThanOne()).toBe(squares.length > 1);
        expect(moreThanOne(set.lo, set.hi)).toBe(squares.length > 1);
        expect(set.isEmpty()).toBe(squares.length === 0);
        expect(set.nonEmpty()).toBe(squares.length > 0);
        expect(set.single()).toBe(squares.length === 1 ? squares[0] : undefined);
        expect(set.with(sq).has(sq)).toBe(true);
        expect(set.without(sq).has(sq)).toBe(false);
      }),
    );
  });

  it("union, intersection, difference, xor and complement agree with sets of squares", () => {
    fc.assert(
      fc.property(squareSet, squareSet, (a, b) => {
        const as = new Set(naiveSquares(a));
        const bs = new Set(naiveSquares(b));
        const all = [...Array(64).keys()];
        expect(a.union(b).toArray()).toEqual(all.filter((s) => as.has(s) || bs.has(s)));
        expect(a.intersect(b).toArray()).toEqual(all.filter((s) => as.has(s) && bs.has(s)));
        expect(a.diff(b).toArray()).toEqual(all.filter((s) => as.has(s) && !bs.has(s)));
        expect(a.xor(b).toArray()).toEqual(all.filter((s) => as.has(s) !== bs.has(s)));
        expect(a.complement().toArray()).toEqual(all.filter((s) => !as.has(s)));
        expect(a.intersects(b)).toBe(a.intersect(b).nonEmpty());
        expect(a.intersect(b).subsetOf(a)).toBe(true);
      }),
    );
  });

  it("empty and full", () => {
    expect(SquareSet.empty().size()).toBe(0);
    expect(SquareSet.full().size()).toBe(64);
    expect(SquareSet.empty().first()).toBeUndefined();
  });
});

describe("square set symmetries", () => {
  const cases = [
    {
      name: "flipFiles",
      method: (s: SquareSet) => s.flipFiles(),
      free: flipFiles,
      t: FLIP_FILES,
      order: 2,
    },
    {
      name: "flipRanks",
      method: (s: SquareSet) => s.flipRanks(),
      free: flipRanks,
      t: FLIP_RANKS,
      order: 2,
    },
    {
      name: "flipDiagonal",
      method: (s: SquareSet) => s.flipDiagonal(),
      free: flipDiagonal,
      t: FLIP_DIAGONAL,
      order: 2,
    },
    {
      name: "flipAntiDiagonal",
      method: (s: SquareSet) => s.flipAntiDiagonal(),
      free: flipAntiDiagonal,
      t: FLIP_ANTI_DIAGONAL,
      order: 2,
    },
    {
      name: "rotate90",
      method: (s: SquareSet) => s.rotate90(),
      free: rotate90,
      t: ROTATE_90,
      order: 4,
    },
    {
      name: "rotate180",
      method: (s: SquareSet) => s.rotate180(),
      free: rotate180,
      t: ROTATE_180,
      order: 2,
    },
    {
      name: "rotate270",
      method: (s: SquareSet) => s.rotate270(),
      free: rotate270,
      t: ROTATE_270,
      order: 4,
    },
  ];

  for (const { name, method, free, t, order } of cases) {
    it(`${name} moves every square as the transform table says`, () => {
      for (let sq = 0; sq < 64; sq++) {
        expect(method(SquareSet.fromSquare(sq)).toArray()).toEqual([transformSquare(t, sq)]);
      }
      fc.assert(
        fc.property(squareSet, (set) => {
          const expected = set
            .toArray()
            .map((sq) => transformSquare(t, sq))
            .sort((a, b) => a - b);
          expect(method(set).toArray()).toEqual(expected);
          const out = new Int32Array(4);
          free(set.lo, set.hi, out, 2);
          expect([out[2], out[3]]).toEqual([method(set).lo, method(set).hi]);
        }),
      );
    });

    it(`${name} has order ${order}`, () => {
      const power = (set: SquareSet, n: number) => {
        for (let i = 0; i < n; i++) set = method(set);
        return set;
      };
      fc.assert(
        fc.property(squareSet, (set) => {
          expect(power(set, order)).toEqual(set);
        }),
      );
      // No smaller power is the identity (order 2 or 4 means the half power moves a square).
      const squares = [...Array(64).keys()];
      expect(squares.some((sq) => power(SquareSet.fromSquare(sq), order / 2).first() !== sq)).toBe(
        true,
      );
    });
  }

  it("rotations compose: rotate90 twice is rotate180, three times is rotate270", () => {
    fc.assert(
      fc.property(squareSet, (set) => {
        expect(set.rotate90().rotate90()).toEqual(set.rotate180());
        expect(set.rotate90().rotate90().rotate90()).toEqual(set.rotate270());
        expect(set.flipFiles().flipRanks()).toEqual(set.rotate180());
      }),
    );
  });
});
