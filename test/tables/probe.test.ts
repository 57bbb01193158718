import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { BLACK, KING, KNIGHT, makePiece, WHITE } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { transformPosition, TRANSFORM_COUNT } from "../../runtime/symmetry.ts";
import { DRAW, LOSS, makeVerdict, WIN } from "../../runtime/verdict.ts";
import { TABLE_NAMES } from "../../runtime/tables/endgames.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { store } from "./support.ts";

const prober = new TableProber(store);

describe("probe", () => {
  it("returns the result for the side to move and the distance in moves", () => {
    expect(prober.probe(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1"))).toEqual({
      result: "win",
      dtm: 33,
    });
    // Black to move, already mated: a loss in 0.
    expect(prober.probe(parseFen("k7/2K5/1NN5/8/8/8/8/8 b - - 0 1"))).toEqual({
      result: "loss",
      dtm: 0,
    });
    expect(prober.probe(parseFen("k7/8/1K6/8/8/8/8/7N w - - 0 1"))).toEqual({
      result: "draw",
      dtm: 0,
    });
  });

  it("packs the same answer into a verdict code, and -1 where no table applies", () => {
    expect(prober.probeCode(parseFen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1"))).toBe(makeVerdict(WIN, 33));
    expect(prober.probeCode(parseFen("k7/2K5/1NN5/8/8/8/8/8 b - - 0 1"))).toBe(
      makeVerdict(LOSS, 0),
    );
    expect(prober.probeCode(parseFen("k7/8/1K6/8/8/8/8/7N w - - 0 1"))).toBe(makeVerdict(DRAW));
    // no table: a queen, bare kings, too many men
    expect(prober.probeCode(parseFen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1"))).toBe(-1);
    expect(prober.probeCode(parseFen("k7/8/1K6/8/8/8/8/8 w - - 0 1"))).toBe(-1);
    expect(prober.probeCode(parseFen("k7/8/1K6/8/8/8/8/4NNNN w - - 0 1"))).toBe(-1);
  });

  it("is -1 for an illegal position (the side not to move in check)", () => {
    const pos = new Position();
    pos.put(0, makePiece(BLACK, KING)); // a1
    pos.put(17, makePiece(WHITE, KNIGHT)); // b3, checking a1
    pos.put(18, makePiece(WHITE, KNIGHT)); // c3
    pos.put(40, makePiece(WHITE, KING)); // a6
    pos.setTurn(BLACK);
    expect(prober.probeCode(pos)).toBeGreaterThan(0);
    pos.setTurn(WHITE); // white to move while black is in check
    expect(prober.probeCode(pos)).toBe(-1);
  });

  for (const name of TABLE_NAMES) {
    it(`${name}: gives the same answer for all 16 symmetric images of random positions`, () => {
      const prng = new Prng(name.length * 31 + 5);
      const image = new Position();
      for (let i = 0; i < 200; i++) {
        const pos = randomPosition(prng, name);
        const code = prober.probeCode(pos);
        expect(code).toBeGreaterThan(0);
        for (let t = 1; t < TRANSFORM_COUNT; t++) {
          expect(prober.probeCode(transformPosition(pos, t, image))).toBe(code);
        }
      }
    });
  }
});
