import { Chess } from "chess.js";
import { Chess as ChessopsChess } from "chessops/chess";
import { perft as chessopsPerft } from "chessops/debug";
import { parseFen as chessopsParseFen } from "chessops/fen";
import { describe, expect, it } from "vitest";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { MAX_MOVES } from "../../runtime/move.ts";
import { generateMoves, legalMoveCount } from "../../runtime/movegen.ts";
import { moveToUci } from "../../runtime/notation.ts";
import { perft, perftDivide } from "../../runtime/perft.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { ENDGAME_SIGNATURES, HEAVY_SIGNATURES } from "../support/positions.ts";

describe("perft on fixed positions", () => {
  it("KNNKN: 8/8/4k3/3Nn3/3nN3/4K3/8/8 w", () => {
    const pos = parseFen("8/8/4k3/3Nn3/3nN3/4K3/8/8 w - - 0 1");
    expect([1, 2, 3, 4, 5].map((depth) => perft(pos, depth))).toEqual([
      19, 289, 4442, 73584, 1198299,
    ]);
  });

  it("KBNK: the default position", () => {
    const pos = parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1");
    expect([0, 1, 2, 3, 4, 5, 6].map((depth) => perft(pos, depth))).toEqual([
      1, 11, 37, 448, 1759, 23981, 116295,
    ]);
  });

  it("divide sums to perft and leaves the position unchanged", () => {
    const pos = parseFen("8/8/4k3/3Nn3/3nN3/4K3/8/8 w - - 0 1");
    const before = pos.clone();
    const divided = perftDivide(pos, 3);
    expect(divided.reduce((sum, { nodes }) => sum + nodes, 0)).toBe(4442);
    expect(divided.length).toBe(19);
    expect(pos.equals(before)).toBe(true);
  });
});

describe("perft equals chess.js on random endgame positions", () => {
  // chess.js (the oracle) checks depths 1-3 everywhere and depth 4 where it can afford it (its
  // perft runs ~150k nodes/s); chessops, a second independent oracle 20 times faster, checks
  // depth 4 everywhere.
  const POSITIONS = 240;
  const DEPTH_4_BUDGET = 12_000;

  it(`${POSITIONS} positions from ${ENDGAME_SIGNATURES.length} signatures, both colours strong`, () => {
    const prng = new Prng(20_240_601);
    const buffer = new Int32Array(MAX_MOVES);
    let depth4 = 0;
    for (let i = 0; i < POSITIONS; i++) {
      const signature = ENDGAME_SIGNATURES[i % ENDGAME_SIGNATURES.length]!;
      const pos = randomPosition(prng, signature);
      const fen = makeFen(pos);
      const oracle = new Chess(fen);
      // The moves themselves, not only their number.
      const end = generateMoves(pos, buffer, 0);
      const ours = Array.from(buffer.subarray(0, end), moveToUci).sort();
      const theirs = oracle
        .moves({ verbose: true })
        .map((m) => m.from + m.to)
        .sort();
      expect(ours, fen).toEqual(theirs);
      expect(legalMoveCount(pos), fen).toBe(end);
      for (let depth = 1; depth <= 4; depth++) {
        const nodes = perft(pos, depth);
        if (depth === 4 && nodes > DEPTH_4_BUDGET) break;
        expect(nodes, `${fen} depth ${depth}`).toBe(oracle.perft(depth));
        if (depth === 4) depth4++;
      }
      const second = ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
      expect(perft(pos, 4), `${fen} depth 4 (chessops)`).toBe(chessopsPerft(second, 4));
    }
    // Most positions reach depth 4 against chess.js too (the rest are the busiest ones).
    expect(depth4).toBeGreaterThanOrEqual(100);
  });

  it("heavier material (rooks and queens, so pins and double checks) to depth 3", () => {
    const prng = new Prng(7);
    for (let i = 0; i < 60; i++) {
      const pos = randomPosition(prng, HEAVY_SIGNATURES[i % HEAVY_SIGNATURES.length]!);
      const fen = makeFen(pos);
      const oracle = new Chess(fen);
      for (let depth = 1; depth <= 3; depth++) {
        expect(perft(pos, depth), `${fen} depth ${depth}`).toBe(oracle.perft(depth));
      }
    }
  });
});
