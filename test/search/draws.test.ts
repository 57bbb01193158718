import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { materialKeyOfSignature } from "../../runtime/material.ts";
import { moveToSan, parseSan } from "../../runtime/notation.ts";
import type { Position } from "../../runtime/position.ts";
import { isDeadDrawKey } from "../../runtime/search/draws.ts";
import { Search } from "../../runtime/search/search.ts";

const search = new Search({ tableMegabytes: 1 });

function play(pos: Position, ...sans: string[]): Position {
  for (const san of sans) pos.make(parseSan(pos, san));
  return pos;
}

describe("stalemate", () => {
  it("scores 0 at the root, with no best move", () => {
    const result = search.run(parseFen("k7/8/1QK5/8/8/8/8/8 b - - 0 1"), 4);
    expect(result.score).toBe(0);
    expect(result.bestMove).toBe(0);
    expect(result.scoreText).toBe("0.00");
  });

  it("scores 0 inside the tree, so the winner mates instead of stalemating", () => {
    // Qb6 would stalemate the king on a8; Qb7# mates.
    const pos = parseFen("k7/8/2K5/1Q6/8/8/8/8 w - - 0 1");
    const result = search.run(pos, 3);
    expect(result.mate).toBe(1);
    expect(moveToSan(pos, result.bestMove)).toBe("Qb7#");
    pos.make(parseSan(pos, "Qb6"));
    expect(search.run(pos, 1).score).toBe(0);
  });
});

describe("insufficient material", () => {
  it("knows KK, KBK and KNK in either colour as dead, and KNNK, KNKN, KBKN as alive", () => {
    for (const dead of ["KK", "KBK", "KNK", "KKB", "KKN"]) {
      expect(isDeadDrawKey(materialKeyOfSignature(dead))).toBe(true);
    }
    for (const alive of ["KNNK", "KNKN", "KBKN", "KRK", "KQK", "KBBK", "KKNN"]) {
      expect(isDeadDrawKey(materialKeyOfSignature(alive))).toBe(false);
    }
  });

  it("scores dead positions 0 whatever the depth", () => {
    for (const fen of [
      "8/8/8/4k3/8/8/8/K7 w - - 0 1",
      "8/8/8/4k3/8/8/8/KB6 w - - 0 1",
      "8/8/8/4k3/8/8/8/KN6 b - - 0 1",
      "8/8/8/4kn2/8/8/8/K7 b - - 0 1",
    ]) {
      for (const depth of [1, 4]) expect(search.run(parseFen(fen), depth).score).toBe(0);
    }
  });

  it("scores a capture into a dead position 0, which the side a rook down takes", () => {
    // Black in check from the unprotected rook: Kxa2 leaves KK; Kb1 keeps a lost KRK.
    const pos = parseFen("8/8/8/8/8/2K5/R7/k7 b - - 0 1");
    const result = search.run(pos, 3);
    expect(result.score).toBe(0);
    expect(moveToSan(pos, result.bestMove)).toBe("Kxa2");
  });
});

describe("repetition", () => {
  it("scores a return to a position of the game's line as a draw", () => {
    // White a queen up; after 1. Qa3 Kg7 2. Qa2, Black's Kh8 repeats the start position.
    const pos = play(parseFen("7k/8/8/8/8/8/Q7/6K1 w - - 0 1"), "Qa3", "Kg7", "Qa2");
    const result = search.run(pos, 3);
    expect(result.score).toBe(0);
    expect(moveToSan(pos, result.bestMove)).toBe("Kh8");
    // Without the history the same position is simply lost for Black.
    const fresh = parseFen("8/6k1/8/8/8/8/Q7/6K1 b - - 0 1");
    expect(search.run(fresh, 3).score).toBeLessThan(-800);
  });

  it("finds repetitions inside the tree, which the winner avoids", () => {
    // After 1. Qa3 Kg7, White's 2. Qa2 would allow 2... Kh8, repeating the start position.
    const pos = play(parseFen("7k/8/8/8/8/8/Q7/6K1 w - - 0 1"), "Qa3", "Kg7");
    const result = search.run(pos, 3);
    expect(result.score).toBeGreaterThan(800);
    pos.make(parseSan(pos, "Qa2"));
    expect(search.run(pos, 2).score).toBe(0); // Black to move takes the draw
  });
});
