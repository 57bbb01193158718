import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEN, FenError, makeFen, parseFen, tryParseFen } from "../../runtime/fen.ts";
import { BLACK, WHITE_BISHOP, WHITE_KING, WHITE_KNIGHT } from "../../runtime/pieces.ts";
import { parseSquare } from "../../runtime/squares.ts";
import { arbitraryPosition } from "../support/positions.ts";

/** Each malformed or illegal FEN with the exact message the user sees. */
const BAD_FENS: ReadonlyArray<readonly [fen: string, message: string]> = [
  ["", "FEN: empty string, expected a position"],
  ["   ", "FEN: empty string, expected a position"],
  ["8/8/8/8/8/8/2k5/KNB5", "FEN: has 1 field, expected 4 to 6"],
  ["8/8/8/8/8/8/2k5/KNB5 w -", "FEN: has 3 fields, expected 4 to 6"],
  ["8/8/8/8/8/8/2k5/KNB5 w - - 0 1 extra", "FEN: has 7 fields, expected 4 to 6"],
  ["8/8/8/8/8/2k5/KNB5 w - - 0 1", "FEN field 1 (piece placement): has 7 ranks, expected 8"],
  ["8/8/8/8/8/8/8/2k5/KNB5 w - -", "FEN field 1 (piece placement): has 9 ranks, expected 8"],
  [
    "9/8/8/8/8/8/2k5/KNB5 w - -",
    "FEN field 1 (piece placement): unexpected character '9' in rank 8",
  ],
  ["8/8/8/8/8/8/2k5/KNB6 w - -", "FEN field 1 (piece placement): rank 1 has 9 squares, expected 8"],
  ["8/8/8/8/8/8/2k5/KNB4 w - -", "FEN field 1 (piece placement): rank 1 has 7 squares, expected 8"],
  ["8/8/8/8/8/8/2k5/ w - -", "FEN field 1 (piece placement): rank 1 has 0 squares, expected 8"],
  [
    "8/8/8/8/8/8/2k5/KNBx4 w - -",
    "FEN field 1 (piece placement): unexpected character 'x' in rank 1",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB41 w - -",
    "FEN field 1 (piece placement): rank 1 has two digits in a row ('KNB41')",
  ],
  ["8/8/8/8/8/8/2k4p/KNB5 w - -", "FEN field 1 (piece placement): pawns are not supported yet"],
  ["8/8/8/8/8/8/2k5/KNB4P w - -", "FEN field 1 (piece placement): pawns are not supported yet"],
  ["8/8/8/8/8/8/8/KNB5 w - -", "FEN field 1 (piece placement): black has no king"],
  ["8/8/8/8/8/8/2k5/1NB5 w - -", "FEN field 1 (piece placement): white has no king"],
  [
    "8/8/8/8/8/8/2k5/KNBK4 w - -",
    "FEN field 1 (piece placement): white has 2 kings, expected exactly one",
  ],
  [
    "k6k/8/8/8/8/8/8/KNB5 w - -",
    "FEN field 1 (piece placement): black has 2 kings, expected exactly one",
  ],
  [
    "8/8/8/8/8/8/1k6/KNB5 w - -",
    "FEN field 1 (piece placement): the kings are adjacent (a1 and b2)",
  ],
  ["8/8/8/8/8/8/2k5/KNB5 x - - 0 1", "FEN field 2 (side to move): expected 'w' or 'b', found 'x'"],
  ["8/8/8/8/8/8/2k5/KNB5 W - - 0 1", "FEN field 2 (side to move): expected 'w' or 'b', found 'W'"],
  [
    "8/8/8/8/8/8/2k5/K1R5 w - - 0 1",
    "FEN field 2 (side to move): white is to move, but the black king on c2 is in check",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w KQkq - 0 1",
    "FEN field 3 (castling rights): castling is not supported, expected '-', found 'KQkq'",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w - e3 0 1",
    "FEN field 4 (en passant): en passant is not supported, expected '-', found 'e3'",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w - - x 1",
    "FEN field 5 (halfmove clock): expected a whole number (0 or more), found 'x'",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w - - -1 1",
    "FEN field 5 (halfmove clock): expected a whole number (0 or more), found '-1'",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w - - 99999999999 1",
    "FEN field 5 (halfmove clock): '99999999999' is too large",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w - - 0 0",
    "FEN field 6 (fullmove number): expected a whole number (1 or more), found '0'",
  ],
  [
    "8/8/8/8/8/8/2k5/KNB5 w - - 0 1.5",
    "FEN field 6 (fullmove number): expected a whole number (1 or more), found '1.5'",
  ],
];

describe("FEN parsing", () => {
  it("reads pieces, side to move and counters", () => {
    const pos = parseFen("8/8/8/8/8/8/2k5/KNB5 b - - 7 42");
    expect(pos.board[parseSquare("a1")]).toBe(WHITE_KING);
    expect(pos.board[parseSquare("b1")]).toBe(WHITE_KNIGHT);
    expect(pos.board[parseSquare("c1")]).toBe(WHITE_BISHOP);
    expect(pos.kings[BLACK]).toBe(parseSquare("c2"));
    expect(pos.turn).toBe(BLACK);
    expect([pos.halfmoves, pos.fullmoves]).toEqual([7, 42]);
  });

  it("defaults the move counters to 0 1 and tolerates extra whitespace", () => {
    expect(makeFen(parseFen("8/8/8/8/8/8/2k5/KNB5 w - -"))).toBe(DEFAULT_FEN);
    expect(makeFen(parseFen("  8/8/8/8/8/8/2k5/KNB5   w  - -\t0 1 "))).toBe(DEFAULT_FEN);
    expect(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 5").fullmoves).toBe(1);
  });

  describe("rejects malformed and illegal FENs with a message naming the field", () => {
    it.each(BAD_FENS)("%j", (fen, message) => {
      expect(() => parseFen(fen)).toThrow(FenError);
      const result = tryParseFen(fen);
      expect(result.ok ? "parsed" : result.error.message).toBe(message);
    });
  });

  it("has a non-throwing variant that returns the error as a value", () => {
    const bad = tryParseFen("8/8/8/8/8/8/2k5/KNB5 w KQ - 0 1");
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.field).toBe(3);
      expect(bad.error.reason).toBe("castling is not supported, expected '-', found 'KQ'");
    }
    const good = tryParseFen(DEFAULT_FEN);
    expect(good.ok && makeFen(good.position)).toBe(DEFAULT_FEN);
  });
});

describe("FEN printing", () => {
  it("round-trips: parse(print(pos)) is the same position", () => {
    fc.assert(
      fc.property(
        arbitraryPosition(),
        fc.nat({ max: 200 }),
        fc.integer({ min: 1, max: 500 }),
        (pos, halfmoves, fullmoves) => {
          pos.halfmoves = halfmoves;
          pos.fullmoves = fullmoves;
          const fen = makeFen(pos);
          const again = parseFen(fen);
          expect(again.equals(pos)).toBe(true);
          expect(makeFen(again)).toBe(fen);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("can leave out the counters", () => {
    expect(makeFen(parseFen(DEFAULT_FEN), { counters: false })).toBe("8/8/8/8/8/8/2k5/KNB5 w - -");
  });
});
