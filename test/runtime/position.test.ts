import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import {
  encodeMove,
  isCapture,
  MAX_MOVES,
  moveCaptured,
  moveFrom,
  movePiece,
  moveTo,
} from "../../runtime/move.ts";
import { generateMoves } from "../../runtime/movegen.ts";
import { parseMove } from "../../runtime/notation.ts";
import { BLACK_KNIGHT, WHITE, WHITE_KING, WHITE_QUEEN } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import { SquareSet } from "../../runtime/squareSet.ts";
import { parseSquare } from "../../runtime/squares.ts";
import { arbitraryPosition } from "../support/positions.ts";

/** Square sets, occupancy and king squares recomputed from the board alone. */
function expectConsistent(pos: Position): void {
  const fresh = new Position();
  for (let square = 0; square < 64; square++) fresh.put(square, pos.board[square]!);
  fresh.setTurn(pos.turn);
  expect(Array.from(pos.pieces)).toEqual(Array.from(fresh.pieces));
  expect(Array.from(pos.colours)).toEqual(Array.from(fresh.colours));
  expect(Array.from(pos.occupied)).toEqual(Array.from(fresh.occupied));
  expect(Array.from(pos.kings)).toEqual(Array.from(fresh.kings));
  expect([pos.hashLo, pos.hashHi]).toEqual([fresh.hashLo, fresh.hashHi]);
}

describe("move encoding", () => {
  it("packs from, to, moving and captured piece into one int32", () => {
    const move = encodeMove(parseSquare("d1"), parseSquare("d8"), WHITE_QUEEN, BLACK_KNIGHT);
    expect([moveFrom(move), moveTo(move), movePiece(move), moveCaptured(move)]).toEqual([
      3,
      59,
      WHITE_QUEEN,
      BLACK_KNIGHT,
    ]);
    expect(isCapture(move)).toBe(true);
    expect(isCapture(encodeMove(0, 1, WHITE_KING, 0))).toBe(false);
  });
});

describe("make and unmake", () => {
  it("make keeps every field consistent; unmake restores the position exactly", () => {
    const buffer = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(
        arbitraryPosition(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        (pos, choices) => {
          const original = pos.clone();
          const played: number[] = [];
          for (const choice of choices) {
            const end = generateMoves(pos, buffer, 0);
            if (end === 0) break;
            const move = buffer[choice % end]!;
            pos.make(move);
            played.push(move);
            expectConsistent(pos);
            expect(pos.ply).toBe(played.length);
          }
          for (const move of played.reverse()) pos.unmake(move);
          expect(pos.equals(original)).toBe(true);
          expect(pos.ply).toBe(0);
          expect(makeFen(pos)).toBe(makeFen(original));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("updates the counters: the halfmove clock resets on captures", () => {
    const pos = parseFen("k7/8/8/8/8/8/8/KQ5r w - - 3 10");
    pos.make(parseMove(pos, "Qxh1"));
    expect([pos.halfmoves, pos.fullmoves]).toEqual([0, 10]);
    pos.make(parseMove(pos, "Kb8"));
    expect([pos.halfmoves, pos.fullmoves]).toEqual([1, 11]);
    expect(makeFen(pos)).toBe("1k6/8/8/8/8/8/8/K6Q w - - 1 11");
  });

  it("detects repetitions since the last capture", () => {
    const pos = parseFen("k7/8/8/8/8/8/8/KN6 w - - 0 1");
    for (const text of ["Nc3", "Kb7", "Nb1", "Ka8"]) {
      expect(pos.isRepetition()).toBe(false);
      pos.make(parseMove(pos, text));
    }
    expect(pos.isRepetition()).toBe(true);
  });

  it("keeps its history past 256 plies", () => {
    const pos = parseFen("k7/8/8/8/8/8/8/KN6 w - - 0 1");
    const original = pos.clone();
    const played: number[] = [];
    for (let i = 0; i < 400; i++) {
      const move = parseMove(pos, ["Nc3", "Kb7", "Nb1", "Ka8"][i % 4]!);
      pos.make(move);
      played.push(move);
    }
    expect([pos.ply, pos.halfmoves, pos.fullmoves]).toEqual([400, 400, 201]);
    expect(pos.isRepetition()).toBe(true);
    for (const move of played.reverse()) pos.unmake(move);
    expect(pos.equals(original)).toBe(true);
  });
});

describe("copying", () => {
  it("clone and set give independent, equal positions", () => {
    const pos = parseFen("8/8/4k3/3Nn3/3nN3/4K3/8/8 w - - 0 1");
    const copy = pos.clone();
    expect(copy.equals(pos)).toBe(true);
    copy.make(parseMove(copy, "Nec3"));
    expect(copy.equals(pos)).toBe(false);
    const reused = new Position().set(copy);
    expect(reused.equals(copy)).toBe(true);
    reused.unmake(parseMove(pos, "Nec3"));
    expect(reused.equals(pos)).toBe(true);
  });

  it("exposes square sets that other code can read directly", () => {
    const pos = parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1");
    const whiteKing = new SquareSet(pos.pieces[WHITE_KING * 2]!, pos.pieces[WHITE_KING * 2 + 1]!);
    expect(whiteKing.toArray()).toEqual([parseSquare("a1")]);
    expect(new SquareSet(pos.colours[WHITE * 2]!, pos.colours[WHITE * 2 + 1]!).size()).toBe(3);
    expect(new SquareSet(pos.occupied[0]!, pos.occupied[1]!).size()).toBe(4);
  });
});
