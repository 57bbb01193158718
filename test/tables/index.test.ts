import { describe, expect, it } from "vitest";
import { BISHOP, KNIGHT } from "../../runtime/pieces.ts";
import { Prng } from "../../runtime/prng.ts";
import { TRANSFORMED_SQUARE } from "../../runtime/symmetry.ts";
import { parseEndgame, TABLE_NAMES } from "../../runtime/tables/endgames.ts";
import {
  DIAGONAL_PAIR,
  EntryCursor,
  KING_PAIRS,
  TableIndex,
} from "../../runtime/tables/nalimovIndex.ts";
import { PAPER } from "../../runtime/tables/paper.ts";
import { bruteForceLegal } from "./bruteForce.ts";

function indexOf(name: string, stm: 0 | 1): TableIndex {
  return new TableIndex(parseEndgame(name)!, stm);
}

/** Index sizes from the paper's Tables 9-11 for endgames patc does not build tables for. */
const MORE_SIZES: Record<string, [number, number]> = {
  KQK: [25629, 28644],
  KRK: [27030, 28644],
  KQKR: [1563735, 1649196],
  KRKB: [1649196, 1661823],
  KQRK: [1500276, 1747284],
  KBBK: [789885, 873642],
  KQQK: [698739, 873642],
  KBNKN: [93037200, 96192120],
  KBBKQ: [47393100, 46912050],
  KQRKR: [90038460, 98951760],
  KRRRK: [14644690, 17472840],
  KNNNK: [13486227, 17472840],
  KQBNK: [86166717, 104837040],
};

describe("Nalimov index sizes", () => {
  it("has 462 king placements, 21 of them with both kings on the a1-h8 diagonal", () => {
    expect(KING_PAIRS).toBe(462);
    expect(DIAGONAL_PAIR.reduce((a, b) => a + b, 0)).toBe(21);
  });

  for (const name of TABLE_NAMES) {
    it(`equals the paper for ${name}, white and black to move`, () => {
      expect([indexOf(name, 0).size, indexOf(name, 1).size]).toEqual(PAPER[name].size);
    });
  }

  it("equals the paper for other endgames of Tables 9-11 too", () => {
    for (const [name, sizes] of Object.entries(MORE_SIZES)) {
      expect([indexOf(name, 0).size, indexOf(name, 1).size], name).toEqual(sizes);
    }
  });

  it("trims trailing broken entries: KBNK white to move loses one, KQRK 366 (paper, Table 6)", () => {
    expect(indexOf("KBNK", 0).fullSize - indexOf("KBNK", 0).size).toBe(1);
    expect(indexOf("KQRK", 0).fullSize - indexOf("KQRK", 0).size).toBe(366);
  });
});

/** Counts the legal entries of `ix` with their multiplicities, checking the cursor on the way. */
function walk(ix: TableIndex, check: (entry: number, sq: Int32Array, mult: number) => void): void {
  const cursor = new EntryCursor(ix);
  for (let kp = 0; kp < KING_PAIRS; kp++) {
    const mult = DIAGONAL_PAIR[kp] === 1 ? 4 : 8;
    for (let ok = cursor.start(kp); ok; ok = cursor.next()) {
      if (cursor.distinct && ix.isLegal(cursor.sq)) check(cursor.index, cursor.sq, mult);
    }
  }
}

describe("index ↔ position", () => {
  const small = TABLE_NAMES.filter((n) => parseEndgame(n)!.men <= 2);

  for (const name of small) {
    it(`is a bijection on every legal entry of ${name}, under every board symmetry`, () => {
      const prng = new Prng(7);
      for (const stm of [0, 1] as const) {
        const ix = indexOf(name, stm);
        const decoded = new Int32Array(ix.squares);
        const moved = new Int32Array(ix.squares);
        let legal = 0;
        let bad = 0;
        walk(ix, (entry, sq) => {
          legal++;
          // decode agrees with the cursor, encode inverts decode
          if (!ix.decode(entry, decoded) || decoded.some((s, i) => s !== sq[i])) bad++;
          if (ix.encode(sq) !== entry) bad++;
          // any symmetric image encodes to the entry, or to its mirror twin on the diagonal
          const t = prng.nextInt(8);
          for (let i = 0; i < sq.length; i++) moved[i] = TRANSFORMED_SQUARE[t * 64 + sq[i]!]!;
          const image = ix.encode(moved);
          if (image !== entry && ix.encodePrimary(moved) !== ix.encodePrimary(sq)) bad++;
        });
        expect(bad, `${name} stm ${stm}`).toBe(0);
        expect(legal).toBeGreaterThan(0);
      }
    });
  }

  for (const name of TABLE_NAMES.filter((n) => parseEndgame(n)!.men === 3)) {
    it(`is a bijection on 1,000,000 sampled entries of ${name}, each side to move`, () => {
      const prng = new Prng(11);
      for (const stm of [0, 1] as const) {
        const ix = indexOf(name, stm);
        const sq = new Int32Array(ix.squares);
        const moved = new Int32Array(ix.squares);
        let sampled = 0;
        let bad = 0;
        while (sampled < 1_000_000) {
          const entry = Math.floor(prng.nextFloat() * ix.size);
          if (!ix.decode(entry, sq) || !ix.isLegal(sq)) continue;
          sampled++;
          if (ix.encode(sq) !== entry) bad++;
          const t = prng.nextInt(8);
          for (let i = 0; i < sq.length; i++) moved[i] = TRANSFORMED_SQUARE[t * 64 + sq[i]!]!;
          if (ix.encodePrimary(moved) !== ix.encodePrimary(sq)) bad++;
        }
        expect(bad, `${name} stm ${stm}`).toBe(0);
      }
    });
  }
});

describe("entries and boards", () => {
  // The 4-man tables take seconds each: `npm run verify:tables` checks them.
  const cases: Array<[string, number[], number[]]> = [
    ["KBK", [BISHOP], []],
    ["KNK", [KNIGHT], []],
  ];
  for (const [name, white, black] of cases) {
    it(`every legal ${name} board is one entry's image: multiplicities add up to a brute-force count`, () => {
      for (const stm of [0, 1] as const) {
        let boards = 0;
        walk(indexOf(name, stm), (_e, _sq, mult) => {
          boards += mult;
        });
        expect(boards, `${name} stm ${stm}`).toBe(bruteForceLegal(white, black, stm));
      }
    });
  }
});
