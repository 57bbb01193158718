import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { legalMoves } from "../../runtime/movegen.ts";
import {
  MoveError,
  moveToSan,
  moveToUci,
  parseMove,
  parseSan,
  parseUci,
} from "../../runtime/notation.ts";
import { arbitraryPosition } from "../support/positions.ts";

function san(fen: string, uci: string): string {
  const pos = parseFen(fen);
  return moveToSan(pos, parseUci(pos, uci));
}

function error(fen: string, text: string): string {
  try {
    parseMove(parseFen(fen), text);
    return "parsed";
  } catch (e) {
    expect(e).toBeInstanceOf(MoveError);
    return (e as MoveError).message;
  }
}

const TWO_KNIGHTS = "8/8/4k3/3Nn3/3nN3/4K3/8/8 w - - 0 1";

describe("SAN output", () => {
  it("writes piece, capture, destination and check suffixes", () => {
    expect(san("8/8/8/8/8/8/2k5/KNB5 w - - 0 1", "b1a3")).toBe("Na3+");
    expect(san("8/8/8/8/8/8/2k5/KNB5 w - - 0 1", "c1e3")).toBe("Be3");
    expect(san("k7/8/8/8/8/8/8/KQ5r w - - 0 1", "b1h1")).toBe("Qxh1+");
    expect(san("k7/7Q/1K6/8/8/8/8/8 w - - 0 1", "h7b7")).toBe("Qb7#");
  });

  it("disambiguates by file, then rank, then both", () => {
    expect(san(TWO_KNIGHTS, "e4c3")).toBe("Nec3");
    expect(san(TWO_KNIGHTS, "d5c3")).toBe("Ndc3");
    expect(san("7k/8/8/8/R7/8/8/R6K w - - 0 1", "a1a2")).toBe("R1a2");
    expect(san("7k/8/8/8/Q1Q5/8/Q7/7K w - - 0 1", "a4b3")).toBe("Qa4b3");
  });
});

describe("move input", () => {
  it("reads UCI and SAN, ignoring decorations", () => {
    const pos = parseFen(TWO_KNIGHTS);
    const move = parseUci(pos, "e4c3");
    expect(parseMove(pos, "e4c3")).toBe(move);
    expect(parseMove(pos, "Nec3")).toBe(move);
    expect(parseMove(pos, " Nec3+!? ")).toBe(move);
    expect(parseSan(pos, "Ne4c3")).toBe(move);
    expect(moveToUci(move)).toBe("e4c3");
  });

  it("every legal move's SAN and UCI read back to the same move", () => {
    fc.assert(
      fc.property(arbitraryPosition(), (pos) => {
        for (const move of legalMoves(pos)) {
          expect(parseMove(pos, moveToSan(pos, move))).toBe(move);
          expect(parseMove(pos, moveToUci(move))).toBe(move);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("explains what is wrong with a move", () => {
    expect(error(TWO_KNIGHTS, "Nc3")).toBe("move 'Nc3': ambiguous, could be Nec3 or Ndc3");
    expect(error(TWO_KNIGHTS, "Nh8")).toBe("move 'Nh8': not a legal move in this position");
    expect(error(TWO_KNIGHTS, "e3e2")).toBe("move 'e3e2': not a legal move in this position");
    expect(error(TWO_KNIGHTS, "e4")).toBe(
      "move 'e4': pawn moves are not supported (pieces are written K, Q, R, B, N)",
    );
    expect(error(TWO_KNIGHTS, "O-O")).toBe("move 'O-O': castling is not supported");
    expect(error(TWO_KNIGHTS, "e7e8q")).toBe(
      "move 'e7e8q': promotions are not supported (no pawns)",
    );
    expect(error(TWO_KNIGHTS, "Zz9")).toBe(
      "move 'Zz9': not a SAN move (expected e.g. 'Nc3' or 'Rxa8+')",
    );
  });
});
