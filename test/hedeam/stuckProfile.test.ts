import { describe, expect, it } from "vitest";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import {
  farthestMinor,
  flightSquares,
  loneKingRoom,
  loneKingTriangle,
  placementWithout,
  StuckProfiler,
} from "../../runtime/hedeam/stuckProfile.ts";
import { generateMoves, inCheck, isAttacked } from "../../runtime/movegen.ts";
import { MAX_MOVES } from "../../runtime/move.ts";
import { BLACK, WHITE } from "../../runtime/pieces.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { isLegalPosition } from "../../runtime/validate.ts";
import { PATTERN } from "../../generated/kbnk.ts";
import { HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import { goalBelow, traceOptimalLine, valleyDepth } from "../../runtime/hedeam/trace.ts";
import { probe, probeCode } from "../../runtime/tables/probe.ts";

const moves = new Int32Array(MAX_MOVES);

describe("stuck profile", () => {
  it("measures the lone king's triangle from the corners of the bishop's colour", () => {
    // Dark bishop: a1 and h8 mate. The king in a1, next to h8, and in the wrong corner h1.
    expect(loneKingTriangle(parseFen("8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1"), WHITE)).toBe(0);
    expect(loneKingTriangle(parseFen("6k1/8/8/8/8/2N1B3/2K5/8 w - - 0 1"), WHITE)).toBe(1);
    expect(loneKingTriangle(parseFen("8/8/8/8/6N1/5K2/5B2/7k w - - 0 1"), WHITE)).toBe(7);
    // A light bishop turns it round: h1 mates, a1 is a wrong corner. Black strong too.
    expect(loneKingTriangle(parseFen("8/8/8/8/6n1/5k2/4b3/7K b - - 0 1"), BLACK)).toBe(0);
    expect(loneKingTriangle(parseFen("8/8/8/8/8/2n1b3/2k5/K7 b - - 0 1"), BLACK)).toBe(0);
    expect(loneKingTriangle(parseFen("8/8/8/8/8/2n2b2/2k5/K7 b - - 0 1"), BLACK)).toBe(7);
  });

  it("counts the lone king's flight squares as its moves with the turn passed to it", () => {
    const prng = new Prng(7);
    let checked = 0;
    let none = 0;
    while (checked < 3000) {
      const pos = randomPosition(prng, "KBNK", { turn: WHITE });
      pos.setTurn(BLACK);
      // In check the lone king has fewer squares than after a white waiting move; and with the
      // turn passed, the position must still be legal (white's king not in check by nothing).
      const legal = isLegalPosition(pos) && !inCheck(pos);
      const replies = legal ? generateMoves(pos, moves, 0) : 0;
      pos.setTurn(WHITE);
      if (!legal) continue;
      const flights = flightSquares(pos, WHITE);
      expect(flights, makeFen(pos)).toBe(replies);
      if (flights === 0) none++;
      checked++;
    }
    expect(none).toBeGreaterThan(0); // stalemate-like boxes were met, not only open boards
  });

  it("measures the lone king's room as a flood fill over the squares white does not attack", () => {
    // The parked placement of docs/kbnk-log.md: the bishop's diagonal a2-g8 and the king on c2 wall
    // off the upper left; everything else below the diagonal is the lone king's.
    expect(loneKingRoom(parseFen("6N1/5B2/8/8/8/8/2K5/7k w - - 0 1"), WHITE)).toBe(38);
    // Shut in on a1: the king on c2 takes b1 and b2, the knight on c3 a2.
    expect(loneKingRoom(parseFen("8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1"), WHITE)).toBe(1);
    // Against an independent flood over isAttacked, the lone king taken off the board (so that
    // a bishop's line runs on behind it), on random positions of both colours.
    const prng = new Prng(11);
    for (let i = 0; i < 2000; i++) {
      const strong = i % 2 === 0 ? WHITE : BLACK;
      const pos = randomPosition(prng, strong === WHITE ? "KBNK" : "KKBN", { turn: strong });
      const lone = pos.kings[strong ^ 1]!;
      const without = pos.clone();
      without.remove(lone);
      const open = (square: number) =>
        square !== pos.kings[strong] && !isAttacked(without, square, strong);
      const seen = new Set([lone]);
      const frontier = [lone];
      while (frontier.length > 0) {
        const from = frontier.pop()!;
        for (let to = 0; to < 64; to++) {
          const near = Math.max(Math.abs((to & 7) - (from & 7)), Math.abs((to >> 3) - (from >> 3)));
          if (near === 1 && !seen.has(to) && open(to)) {
            seen.add(to);
            frontier.push(to);
          }
        }
      }
      expect(loneKingRoom(pos, strong), makeFen(pos)).toBe(seen.size);
    }
  });

  it("measures how far the farther minor piece stands from the lone king", () => {
    expect(farthestMinor(parseFen("6N1/5B2/8/8/8/8/2K5/7k w - - 0 1"), WHITE)).toBe(7);
    expect(farthestMinor(parseFen("8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1"), WHITE)).toBe(4);
    expect(farthestMinor(parseFen("8/8/8/8/8/2n1b3/2k5/K7 b - - 0 1"), BLACK)).toBe(4);
  });

  it("tallies entries by triangle, by distance to mate and without a flight square", () => {
    const profiler = new StuckProfiler();
    profiler.add(parseFen("8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1"), WHITE, 4, 8, 2);
    profiler.add(parseFen("8/8/8/8/6N1/5K2/5B2/7k w - - 0 1"), WHITE, 20, 8, 5);
    profiler.add(parseFen("8/8/3k4/8/2K5/8/8/1NB5 w - - 0 1"), WHITE, 20, 4, 5);
    const p = profiler.profile();
    expect([p.entries, p.boards, p.noFlight]).toEqual([3, 20, 2]);
    expect(p.byTriangle).toEqual([1, 0, 0, 0, 0, 0, 1, 1]); // d6: h8 six steps away;
    expect(p.noFlightByTriangle).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
    expect(p.byDtm[4]).toBe(1);
    expect(p.byDtm[20]).toBe(2);
    expect(p.byDtm.length).toBe(21);
    expect(p.byValley).toEqual([0, 0, 1, 0, 0, 2]);
    // Rooms of 1 (boxed in a1, and in h1) and 48 (d6, on an open board).
    expect([p.byRoom[1], p.byRoom[48], p.byRoom.length]).toEqual([2, 1, 49]);
    // The farther minor piece: Be3 from a1, Ng4 from h1, both pieces five steps from d6.
    expect(p.byFarthestMinor).toEqual([0, 0, 0, 1, 1, 1]);
    expect(p.topPlacements).toEqual([
      { placement: "8/8/8/8/2K5/8/8/1NB5", entries: 1 },
      { placement: "8/8/8/8/6N1/5K2/5B2/8", entries: 1 },
      { placement: "8/8/8/8/8/2N1B3/2K5/8", entries: 1 },
    ]);
  });

  it("groups entries that differ only in the lone king's square, commonest first", () => {
    const profiler = new StuckProfiler();
    // The parked placement of docs/kbnk-log.md, with the lone king on six squares.
    const parked = [
      "6N1/5B2/8/8/8/8/2K5/7k",
      "6N1/5B2/8/8/8/8/2K5/6k1",
      "6N1/5B2/8/8/4k3/8/2K5/8",
      "k5N1/5B2/8/8/8/8/2K5/8",
      "6N1/5B2/1k6/8/8/8/2K5/8",
      "6N1/5B2/2k5/8/8/8/2K5/8",
    ];
    for (const placement of parked)
      profiler.add(parseFen(`${placement} w - - 0 1`), WHITE, 10, 8, 1);
    profiler.add(parseFen("8/8/8/8/6N1/5K2/5B2/7k w - - 0 1"), WHITE, 20, 8, 5);
    expect(profiler.profile().topPlacements).toEqual([
      { placement: "6N1/5B2/8/8/8/8/2K5/8", entries: 6 },
      { placement: "8/8/8/8/6N1/5K2/5B2/8", entries: 1 },
    ]);
    expect(placementWithout(parseFen("6N1/5B2/8/8/3k4/8/2K5/8 w - - 0 1"), 27)).toBe(
      "6N1/5B2/8/8/8/8/2K5/8",
    );
  });

  it("measures the goal's valley along the table's line, as patc trace shows it", () => {
    // Stuck wrong-corner entries, the default game's stuck position, a mate in 4, black strong.
    const fens = [
      "8/8/8/1N6/2B5/8/8/k1K5 w - - 0 1",
      "8/8/8/6N1/5B2/8/3K1k2/8 w - - 0 1",
      "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1",
      "8/8/8/8/6n1/5k2/5b2/7K b - - 0 1",
    ];
    const chooser = new HedeamChooser(PATTERN);
    for (const fen of fens) {
      const pos = parseFen(fen);
      const valley = valleyDepth(pos, PATTERN, probeCode);
      expect(makeFen(pos)).toBe(fen); // the position is left alone
      const steps = traceOptimalLine(pos, PATTERN, chooser, probeCode);
      const rises = steps.findIndex((step) => goalBelow(steps[0]!.goal, step.goal));
      expect(valley, fen).toBe(rises === -1 ? steps.length : rises);
    }
  });

  it("counts the whole distance to mate as the valley of a goal that never rises", () => {
    const flat = { ...PATTERN, evaluate: () => 0 };
    for (const fen of ["8/8/8/1N6/2B5/8/8/k1K5 w - - 0 1", "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1"]) {
      expect(valleyDepth(parseFen(fen), flat, probeCode)).toBe(probe(parseFen(fen))!.dtm);
    }
  });
});
