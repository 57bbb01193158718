import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { verdictSource } from "../../grammar/format.ts";
import { classify, evaluate, recognize, reject, type Decision } from "../../compiler/interpret.ts";
import type { CheckedProgram } from "../../compiler/program.ts";
import { evalClassIndex, formatVerdict } from "../../runtime/verdict.ts";
import { kingWalk, knightDistance, NO_SQUARES, squareBit } from "../../compiler/geometry.ts";
import { boardFromFen } from "./boardFromFen.ts";

function load(path: string): CheckedProgram {
  const result = checkSource(readFileSync(path, "utf8"), path);
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return result.program!;
}

function squareIndex(name: string): number {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

describe("reference interpreter", () => {
  const knnk = load("patterns/knnk.pat");
  const hedeam = load("test/language/fixtures/hedeam-sample.pat");

  it("answers every example of knnk.pat with the expected verdict and rule", () => {
    for (const { example, rule } of knnk.examples) {
      if (example.expect.kind !== "verdict") continue;
      const out: Decision = { rule: -2 };
      const code = recognize(knnk, boardFromFen(example.fen), out);
      expect(formatVerdict(code)).toBe(verdictSource(example.expect.verdict));
      if (rule !== undefined) expect(out.rule).toBe(rule.index);
    }
  });

  it("is colour-blind: the same position with colours swapped gets the same verdict", () => {
    const white = "k7/1b6/2N5/3N4/8/8/8/7K w - - 0 1";
    const black = "7k/8/8/8/3n4/2n5/1B6/K7 b - - 0 1";
    expect(formatVerdict(recognize(knnk, boardFromFen(white)))).toBe("side to move mates in 1");
    expect(formatVerdict(recognize(knnk, boardFromFen(black)))).toBe("side to move mates in 1");
  });

  it("fails for a material the file does not cover", () => {
    const out: Decision = { rule: 0 };
    expect(
      formatVerdict(recognize(knnk, boardFromFen("8/8/8/3k4/8/8/2N5/K7 w - - 0 1"), out)),
    ).toBe("fail");
    expect(out.rule).toBe(-1);
  });

  it("uses stop and halt by side to move, and ranks with blackeval and whiteval", () => {
    const out: Decision = { rule: -2 };
    expect(
      formatVerdict(classify(hedeam, boardFromFen("7k/4N3/6K1/4B3/8/8/8/8 b - - 0 1"), out)),
    ).toBe("side to move is mated");
    expect(hedeam.rules[out.rule]!.name).toBe("mate");
    const code = evaluate(hedeam, boardFromFen("6k1/8/8/8/8/2K5/8/1NB5 b - - 0 1"), out);
    expect(hedeam.rules[out.rule]!.name).toBe("driven to the right corner");
    expect(evalClassIndex(code, 3)).toBe(1);
  });

  it("rejects implausible moves of the strong side only", () => {
    const fen = "8/8/8/3k4/8/3K4/8/2BN4 w - - 0 1";
    const move = (from: string, to: string) => ({ from: squareIndex(from), to: squareIndex(to) });
    expect(reject(hedeam, boardFromFen(fen), move("d3", "c2"))).toBe(true);
    expect(reject(hedeam, boardFromFen(fen), move("d3", "e3"))).toBe(false);
    expect(reject(hedeam, boardFromFen("8/8/8/3k4/8/3K4/8/2BN4 b - - 0 1"), move("d5", "e5"))).toBe(
      false,
    );
  });
});

describe("knight_distance", () => {
  it("counts knight moves on an empty board", async () => {
    const at = squareIndex;
    expect(knightDistance(at("a1"), at("a1"))).toBe(0);
    expect(knightDistance(at("a1"), at("b3"))).toBe(1);
    expect(knightDistance(at("a1"), at("b2"))).toBe(4);
    expect(knightDistance(at("a1"), at("h8"))).toBe(6);
    expect(knightDistance(at("d4"), at("e5"))).toBe(2);
    expect(knightDistance(-1, at("e5"))).toBe(0);
  });

  it("is the same in the interpreter's geometry and the compiled code's table", async () => {
    const { KNIGHT_DISTANCE } = await import("../../runtime/patternSupport.ts");
    for (let a = -1; a < 64; a++) {
      for (let b = -1; b < 64; b++) {
        expect(KNIGHT_DISTANCE[65 * a + b + 66]).toBe(knightDistance(a, b));
      }
    }
  });
});

describe("king_walk", () => {
  const toSet = (squares: readonly number[]) =>
    squares.reduce((s, q) => s | squareBit(q), NO_SQUARES);
  const set = (...names: string[]) => toSet(names.map(squareIndex));

  it("walks from a1 along a first rank cut at d1 to c1, and back to a1", async () => {
    const rank = set("a1", "b1", "c1", "e1", "f1", "g1", "h1");
    expect(kingWalk(set("a1"), rank)).toBe(set("a1", "b1", "c1"));
    // A start square is in the walk only when the walk comes back to it.
    expect(kingWalk(set("a1"), rank & ~set("a1"))).toBe(set("b1", "c1"));
    expect(kingWalk(set("a1"), set("h8"))).toBe(0n);
    // From a set, the walks of all its squares.
    expect(kingWalk(set("a1", "h1"), rank & ~set("a1", "h1"))).toBe(rank & ~set("a1", "h1"));
  });

  it("is every square a breadth-first search over king steps inside the region reaches", async () => {
    const fc = (await import("fast-check")).default;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 64 }),
        (from, within) => {
          const inside = new Set(within);
          const seen = new Set<number>();
          const queue = [...from];
          for (let i = 0; i < queue.length; i++) {
            const s = queue[i]!;
            for (let df = -1; df <= 1; df++) {
              for (let dr = -1; dr <= 1; dr++) {
                const f = (s & 7) + df;
                const r = (s >> 3) + dr;
                const t = r * 8 + f;
                if ((df === 0 && dr === 0) || f < 0 || f > 7 || r < 0 || r > 7) continue;
                if (!inside.has(t) || seen.has(t)) continue;
                seen.add(t);
                queue.push(t);
              }
            }
          }
          expect(kingWalk(toSet(from), toSet(within))).toBe(toSet([...seen]));
        },
      ),
      { numRuns: 300 },
    );
  });
});
