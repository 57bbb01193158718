/**
 * Normalisation makes the rules functions of the position (spec §3.1): a position and its images
 * under the eight board symmetries and the colour swap get the same verdicts and values from
 * `recognize`, `classify` and `evaluate`, and with the strong side to move `reject` prunes the
 * images of the same moves, compiled and interpreted alike, in every file with `normalise`
 * steps. The images that leave several symmetries (a designated square on an axis) are where the
 * first symmetry in a fixed order gave two answers, so they are drawn on purpose.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import * as interpreter from "../../compiler/interpret.ts";
import type { CheckedProgram } from "../../compiler/program.ts";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { strongSide } from "../../runtime/material.ts";
import { moveFrom, moveTo } from "../../runtime/move.ts";
import { legalMoves } from "../../runtime/movegen.ts";
import type { PatternModule } from "../../runtime/patternModule.ts";
import { leastFrame, NORMALISED_FRAME } from "../../runtime/patternSupport.ts";
import { BLACK, WHITE } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import {
  inverseTransform,
  TRANSFORM_COUNT,
  transformPosition,
  transformSquare,
  type Transform,
} from "../../runtime/symmetry.ts";
import { FIXTURE_FILES, loadFile, PATTERN_FILES, signaturesOf } from "../support/patternFiles.ts";

const POSITIONS_PER_FILE = 300;

/**
 * The answers of `recognize`, `classify` and `evaluate` on `pos`, compiled and interpreted, and
 * the moves that `reject` prunes (by each), their squares taken back through `back`. `reject`
 * is asked only with the strong side to move: it judges the strong side's moves and nothing else.
 */
function answers(
  program: CheckedProgram,
  module: PatternModule,
  pos: Position,
  back: Transform,
): string {
  const moves = pos.turn === strongSide(pos) ? legalMoves(pos) : [];
  const pruned = (rejects: (move: number) => boolean) =>
    moves
      .filter(rejects)
      .map((m) => `${transformSquare(back, moveFrom(m))}-${transformSquare(back, moveTo(m))}`)
      .sort()
      .join(",");
  return [
    module.recognize?.(pos),
    module.classify?.(pos),
    module.evaluate?.(pos),
    interpreter.recognize(program, pos),
    interpreter.classify(program, pos),
    interpreter.evaluate(program, pos),
    module.reject && pruned((m) => module.reject!(pos, m)),
    program.sections.reject !== undefined && pruned((m) => interpreter.reject(program, pos, m)),
  ].join(" ");
}

/** Whether the file at `path` has `normalise` steps. */
function normalises(path: string): boolean {
  const result = checkSource(readFileSync(path, "utf8"), path, { runExamples: false });
  return (result.program?.normalisation.length ?? 0) > 0;
}

/** Whether a square is on a long diagonal, an axis of two of the symmetries. */
function onLongDiagonal(square: number): boolean {
  const file = square & 7;
  const rank = square >>> 3;
  return file === rank || file + rank === 7;
}

describe("normalisation is a function of the position", () => {
  const scratch = new Position();

  for (const path of [...PATTERN_FILES, ...FIXTURE_FILES].filter(normalises)) {
    it(`in every orientation and both colours, ${path}`, async () => {
      const file = await loadFile(path);
      const signatures = signaturesOf(file.program);
      const prng = new Prng(20261128);
      let onAxis = 0;
      for (let i = 0; onAxis < POSITIONS_PER_FILE / 2 || i < POSITIONS_PER_FILE; i++) {
        const pos = randomPosition(prng, signatures[i % signatures.length]!);
        const kingsOnAxis = onLongDiagonal(pos.kings[WHITE]!) || onLongDiagonal(pos.kings[BLACK]!);
        // Past the first POSITIONS_PER_FILE, only positions with a king on a long diagonal, until
        // half are such (whatever the file's steps designate, a king is on an axis there).
        if (!kingsOnAxis && i >= POSITIONS_PER_FILE) continue;
        if (kingsOnAxis) onAxis++;
        const expected = answers(file.program, file.module, pos, 0);
        for (let t = 1; t < TRANSFORM_COUNT; t++) {
          const image = transformPosition(pos, t, scratch);
          expect(
            answers(file.program, file.module, image, inverseTransform(t)),
            `${makeFen(pos)}, transform ${t}`,
          ).toBe(expected);
        }
      }
    });
  }

  it("gives the KBNK goal one value for a lone king on the long diagonal and its mirror image", async () => {
    // The lone king on a1 in both; the normalisation's steps keep two symmetries for each.
    const file = await loadFile("patterns/kbnk.pat");
    const pos = parseFen("8/8/8/8/8/8/8/kNK1B3 w - - 0 1");
    const mirror = parseFen("8/8/8/B7/8/K7/N7/k7 w - - 0 1");
    expect(file.module.evaluate!(mirror)).toBe(file.module.evaluate!(pos));
    expect(interpreter.evaluate(file.program, mirror)).toBe(
      interpreter.evaluate(file.program, pos),
    );
  });
});

describe("leastFrame", () => {
  it("takes the frame whose board is least, kings first", () => {
    // Both kings on the a1-h8 diagonal: identity and the diagonal flip keep them there, and the
    // knight decides. b1 in one frame is a2 in the other, and b1 is the lower square.
    const pos = parseFen("8/8/8/8/3k4/8/8/KN6 w - - 0 1");
    const identityAndDiagonal = (1 << 0) | (1 << 4);
    expect(leastFrame(pos, WHITE, identityAndDiagonal)).toBe(0);
    const flipped = parseFen("8/8/8/8/3k4/8/N7/K7 w - - 0 1");
    expect(leastFrame(flipped, WHITE, identityAndDiagonal)).toBe(4);
  });

  it("lets the weak king decide when the strong king is on the axis", () => {
    // The lone king on b3 is on c2 after the diagonal flip, the lower square.
    const pos = parseFen("8/8/8/8/8/1k6/8/K2N4 w - - 0 1");
    expect(leastFrame(pos, WHITE, (1 << 0) | (1 << 4))).toBe(4);
  });

  it("compares squares in the upper half of the board", () => {
    // The knight on g8 (62) is on h7 (55) after the diagonal flip; on h7, g8.
    const pos = parseFen("6N1/8/8/8/3k4/8/8/K7 w - - 0 1");
    expect(leastFrame(pos, WHITE, (1 << 0) | (1 << 4))).toBe(4);
    const flipped = parseFen("8/7N/8/8/3k4/8/8/K7 w - - 0 1");
    expect(leastFrame(flipped, WHITE, (1 << 0) | (1 << 4))).toBe(0);
  });

  it("composes the colour swap when black is strong", () => {
    const pos = parseFen("kn6/8/8/3K4/8/8/8/8 b - - 0 1");
    // In the colour-swapped frame the strong king is on a1, the lone king on d4, the knight on b1.
    expect(leastFrame(pos, BLACK, (1 << 0) | (1 << 4))).toBe(NORMALISED_FRAME[8]);
    // The knight on a2 there: the diagonal flip puts it on b1.
    const flipped = parseFen("k7/n7/8/3K4/8/8/8/8 b - - 0 1");
    expect(leastFrame(flipped, BLACK, (1 << 0) | (1 << 4))).toBe(NORMALISED_FRAME[12]);
  });
});
