import { Chess } from "chess.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { MAX_MOVES } from "../../runtime/move.ts";
import {
  attacksOfColour,
  generateMoves,
  hasLegalMove,
  inCheck,
  isAttacked,
  isCheckmate,
  isStalemate,
  legalMoveCount,
  legalMoves,
} from "../../runtime/movegen.ts";
import { moveToSan } from "../../runtime/notation.ts";
import { BLACK, type Colour, WHITE } from "../../runtime/pieces.ts";
import { SquareSet } from "../../runtime/squareSet.ts";
import { squareName } from "../../runtime/squares.ts";
import { arbitraryPosition } from "../support/positions.ts";

const sans = (fen: string) => {
  const pos = parseFen(fen);
  return legalMoves(pos)
    .map((move) => moveToSan(pos, move))
    .sort();
};

describe("check, checkmate and stalemate", () => {
  it("recognises checkmate", () => {
    const pos = parseFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    expect([inCheck(pos), isCheckmate(pos), isStalemate(pos), hasLegalMove(pos)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("recognises the KBNK mate in the corner", () => {
    // Bf6 checks along the long diagonal, the king covers g7 and h7, the knight covers g8.
    const pos = parseFen("7k/8/5BKN/8/8/8/8/8 b - - 0 1");
    expect(isCheckmate(pos)).toBe(true);
  });

  it("recognises stalemate", () => {
    const pos = parseFen("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    expect([inCheck(pos), isCheckmate(pos), isStalemate(pos), legalMoveCount(pos)]).toEqual([
      false,
      false,
      true,
      0,
    ]);
  });

  it("in double check only the king moves", () => {
    // The rook on e1 and the knight on d6 both check the king on e8.
    expect(sans("4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1")).toEqual(["Kd7", "Kd8", "Kf8"]);
  });

  it("a pinned knight cannot move, a pinned rook moves along the pin", () => {
    expect(sans("4k3/4n3/8/8/8/8/8/4R1K1 b - - 0 1")).toEqual(["Kd7", "Kd8", "Kf7", "Kf8"]);
    const rookMoves = sans("4k3/4r3/8/8/8/8/8/4R1K1 b - - 0 1").filter((san) => san[0] === "R");
    expect(rookMoves).toEqual(["Re2", "Re3", "Re4", "Re5", "Re6", "Rxe1+"]);
  });

  it("the king may not step back along the line of a checking slider", () => {
    // Rook a8 checks the king on d8; c8 and e8 are on the same rank, d7 and friends are fine.
    expect(sans("R2k4/8/8/8/8/8/8/6K1 b - - 0 1")).toEqual(["Kc7", "Kd7", "Ke7"]);
  });

  it("a check can be answered by capturing or blocking", () => {
    // The rook on g1 checks along the first rank: the knight blocks on c1 or captures on g1.
    expect(sans("k7/8/8/8/8/8/4N3/K5r1 w - - 0 1")).toEqual(["Ka2", "Kb2", "Nc1", "Nxg1"]);
  });
});

describe("attack queries", () => {
  it("isAttacked and attacksOfColour agree with chess.js", () => {
    const out = new Int32Array(2);
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        const oracle = new Chess(makeFen(pos));
        for (const colour of [WHITE, BLACK] as Colour[]) {
          attacksOfColour(pos, colour, out);
          const attacked = new SquareSet(out[0]!, out[1]!);
          for (let square = 0; square < 64; square++) {
            const expected = oracle.isAttacked(
              squareName(square) as never,
              colour === WHITE ? "w" : "b",
            );
            expect(isAttacked(pos, square, colour)).toBe(expected);
            expect(attacked.has(square)).toBe(expected);
          }
        }
        expect(inCheck(pos)).toBe(oracle.inCheck());
        expect(isCheckmate(pos)).toBe(oracle.isCheckmate());
        expect(isStalemate(pos)).toBe(oracle.isStalemate());
      }),
      { numRuns: 200 },
    );
  });
});

describe("move generation", () => {
  it("writes from the start offset and returns the end offset", () => {
    const pos = parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1");
    const buffer = new Int32Array(MAX_MOVES + 10).fill(-1);
    const end = generateMoves(pos, buffer, 10);
    expect(end - 10).toBe(11);
    expect(buffer[9]).toBe(-1);
    expect(buffer[end]).toBe(-1);
  });
});
