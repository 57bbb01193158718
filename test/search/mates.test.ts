/**
 * Mate-in-N puzzles in pawnless endgames. Every distance is checked twice: by the brute-force
 * solver in `test/support/mateSolver.ts` (independent of the search) and by the search, with the
 * transposition table on and off and with quiescence on and off.
 */
import { describe, expect, it } from "vitest";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { isCheckmate, legalMoves } from "../../runtime/movegen.ts";
import { moveToSan } from "../../runtime/notation.ts";
import type { Position } from "../../runtime/position.ts";
import { Search, type SearchOptions } from "../../runtime/search/search.ts";
import { COLOUR_SWAP, transformPosition } from "../../runtime/symmetry.ts";
import { canMateWithin, shortestMate } from "../support/mateSolver.ts";

interface Puzzle {
  readonly name: string;
  readonly fen: string;
  readonly mate: number;
  /** The mating first move, when it is the only one. */
  readonly key?: string;
}

const PUZZLES: readonly Puzzle[] = [
  { name: "KQK mate in 1", fen: "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", mate: 1 },
  { name: "KQK mate in 2", fen: "7k/8/5K2/8/8/8/8/1Q6 w - - 0 1", mate: 2 },
  { name: "KQK mate in 3", fen: "8/8/8/8/8/4K1k1/8/2Q5 w - - 0 1", mate: 3 },
  { name: "KQK mate in 3, king in the middle", fen: "4Q3/8/1k1K4/8/8/8/8/8 w - - 0 1", mate: 3 },
  { name: "KRK mate in 1", fen: "k7/8/1K6/8/8/8/8/7R w - - 0 1", mate: 1 },
  { name: "KRK mate in 2", fen: "k7/8/2K5/8/8/8/8/7R w - - 0 1", mate: 2 },
  { name: "KRK mate in 3", fen: "3K4/k7/8/8/8/8/3R4/8 w - - 0 1", mate: 3 },
  { name: "KRK mate in 3 on the edge", fen: "8/8/8/8/k2K4/8/3R4/8 w - - 0 1", mate: 3 },
  { name: "KBNK mate in 2", fen: "8/8/8/7N/8/7K/3B4/7k w - - 0 1", mate: 2 },
  { name: "KBNK mate in 2, a8 corner", fen: "k1K4B/8/N7/8/8/8/8/8 w - - 0 1", mate: 2 },
  { name: "KBNK mate in 3", fen: "k7/3B4/1K6/8/N7/8/8/8 w - - 0 1", mate: 3 },
  { name: "KBNK mate in 3, h8 corner", fen: "5B1k/4K3/4N3/8/8/8/8/8 w - - 0 1", mate: 3 },
  {
    name: "KNNKB mate in 2 (Heinz, Figure 3 theme: 1. Nd5! and Nc7# or Nb6#)",
    fen: "k1K5/8/2N5/8/5N2/8/8/b7 w - - 0 1",
    mate: 2,
    key: "Nd5",
  },
  { name: "KNNKN mate in 2", fen: "k1K5/8/2N5/8/5N2/8/8/n7 w - - 0 1", mate: 2 },
  {
    name: "KNNKN mate in 3 (Heinz, Figure 4 theme: four quiet half-moves before the mate)",
    fen: "k1K5/8/2N5/8/8/8/4N3/7n w - - 0 1",
    mate: 3,
  },
];

/** Whether every legal reply of the side to move allows mate within `moves`. */
function everyReplyMated(pos: Position, moves: number): boolean {
  return legalMoves(pos).every((reply) => {
    pos.make(reply);
    const mated = canMateWithin(pos, moves);
    pos.unmake(reply);
    return mated;
  });
}

/** One searcher per option set, reused across puzzles (small tables keep set-up cheap). */
function searcher(options: SearchOptions): Search {
  return new Search({ tableMegabytes: 1, ...options });
}

const VARIANTS: ReadonlyArray<[string, Search]> = [
  ["table and quiescence", searcher({})],
  ["no transposition table", searcher({ transpositionTable: false })],
  ["no quiescence", searcher({ quiescence: false })],
];

describe("mate puzzles", () => {
  for (const puzzle of PUZZLES) {
    describe(puzzle.name, () => {
      const plies = 2 * puzzle.mate - 1;

      it("has the distance the brute-force solver finds", () => {
        const pos = parseFen(puzzle.fen);
        expect(shortestMate(pos, puzzle.mate)).toBe(puzzle.mate);
        if (!puzzle.key) return;
        const keys = legalMoves(pos).filter((move) => {
          pos.make(move);
          const mated =
            puzzle.mate === 1 ? isCheckmate(pos) : everyReplyMated(pos, puzzle.mate - 1);
          pos.unmake(move);
          return mated;
        });
        expect(keys.map((move) => moveToSan(pos, move))).toEqual([puzzle.key]);
      });

      for (const [variant, search] of VARIANTS) {
        it(`is solved at depth ${plies} with ${variant}`, () => {
          const pos = parseFen(puzzle.fen);
          const result = search.run(pos, plies);
          expect(result.mate).toBe(puzzle.mate);
          expect(result.scoreText).toBe(`mate in ${puzzle.mate}`);
          expect(result.mateDistanceExact).toBe(true);
          expect(result.pv.length).toBe(plies);
          if (puzzle.key) expect(moveToSan(pos, result.bestMove)).toBe(puzzle.key);
          expect(makeFen(pos)).toBe(puzzle.fen); // the search leaves the position as it was
        });
      }

      it("ends in checkmate along the PV, and the defender is mated in one move less", () => {
        const pos = parseFen(puzzle.fen);
        const result = VARIANTS[0]![1].run(pos, plies);
        pos.make(result.bestMove);
        if (puzzle.mate > 1) {
          const reply = VARIANTS[0]![1].run(pos, plies - 1);
          expect(reply.mate).toBe(-(puzzle.mate - 1));
          expect(reply.scoreText).toBe(`mated in ${puzzle.mate - 1}`);
        }
        for (const move of result.pv.slice(1)) pos.make(move);
        expect(VARIANTS[0]![1].run(pos, 1).scoreText).toBe("checkmated");
      });

      it("is not seen one ply short of the mate", () => {
        if (puzzle.mate === 1) return;
        const result = VARIANTS[0]![1].run(parseFen(puzzle.fen), plies - 1);
        expect(result.mate).toBeUndefined();
      });

      it("is the same mate with colours swapped", () => {
        const swapped = transformPosition(parseFen(puzzle.fen), COLOUR_SWAP);
        const result = VARIANTS[0]![1].run(swapped, plies + 2);
        expect(result.mate).toBe(puzzle.mate);
      });
    });
  }

  it("stops iterating once a mate inside the nominal depth is found", () => {
    const result = VARIANTS[0]![1].run(parseFen(PUZZLES[1]!.fen), 12);
    expect(result.mate).toBe(2);
    expect(result.depth).toBe(3);
  });

  it("reports checkmate at the root with no best move", () => {
    const result = VARIANTS[0]![1].run(parseFen("1Q5k/8/6K1/8/8/8/8/8 b - - 0 1"), 3);
    expect(result.bestMove).toBe(0);
    expect(result.mate).toBe(0);
    expect(result.scoreText).toBe("checkmated");
    expect(result.pv).toEqual([]);
  });
});

describe("the transposition table and mate scores", () => {
  it("agree with a table-less search on every position one move from a puzzle", () => {
    const withTable = new Search({ tableMegabytes: 1 });
    const without = new Search({ transpositionTable: false });
    let mates = 0;
    for (const puzzle of PUZZLES) {
      const pos = parseFen(puzzle.fen);
      for (const move of legalMoves(pos)) {
        pos.make(move);
        const a = withTable.run(pos, 5);
        const b = without.run(pos, 5);
        expect(a.mate).toBe(b.mate);
        if (a.mate !== undefined) {
          mates++;
          expect(a.score).toBe(b.score);
        }
        pos.unmake(move);
      }
    }
    expect(mates).toBeGreaterThan(40);
  });
});

describe("runs", () => {
  it("are independent: the same search twice gives the same answer and node count", () => {
    const search = new Search({ tableMegabytes: 1 });
    const pos = parseFen("8/8/3k4/8/8/8/8/KNB5 w - - 0 1");
    const first = search.run(pos, 6);
    search.run(parseFen(PUZZLES[2]!.fen), 5);
    const again = search.run(pos, 6);
    expect(again.nodes).toBe(first.nodes);
    expect(again.pv).toEqual(first.pv);
    expect(again.score).toBe(first.score);
  });

  it("stop at a node limit, keeping the last completed iteration", () => {
    const pos = parseFen("8/8/3k4/8/8/8/8/KNB5 w - - 0 1");
    const result = new Search({ tableMegabytes: 1, nodeLimit: 3000 }).run(pos, 30);
    expect(result.stopped).toBe(true);
    expect(result.depth).toBeGreaterThanOrEqual(1);
    expect(result.depth).toBe(result.iterations.length);
    expect(result.bestMove).toBe(result.iterations[result.iterations.length - 1]!.bestMove);
    expect(result.nodes).toBeLessThan(3000 + 1024);
  });

  it("stop at a time limit", () => {
    const pos = parseFen("8/8/3k4/8/8/8/8/KNB5 w - - 0 1");
    const result = new Search({ tableMegabytes: 1, timeLimitMs: 30 }).run(pos, 40);
    expect(result.stopped).toBe(true);
    expect(result.bestMove).not.toBe(0);
    expect(result.timeMs).toBeLessThan(1000);
  });

  it("refuse depths outside 1 to 64", () => {
    expect(() => new Search({ depth: 0 })).toThrow(RangeError);
    expect(() => new Search().run(parseFen(PUZZLES[0]!.fen), 65)).toThrow(RangeError);
    expect(() => new Search({ depth: 2.5 })).toThrow(RangeError);
  });
});
