/**
 * The forcing depth of `runtime/hedeam/force.ts` (`patc force`): the fewest white moves that force
 * a goal above the start's own against every defence, checked against a brute force without memo
 * or move ordering, and its tree checked move by move against the rules and the table.
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { type ForcingMove, forcingDepth } from "../../runtime/hedeam/force.ts";
import { legalMoves } from "../../runtime/movegen.ts";
import { moveToSan, parseSan } from "../../runtime/notation.ts";
import type { Move } from "../../runtime/move.ts";
import { WHITE } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { probe, probeCode } from "../../runtime/tables/probe.ts";
import { evalScore, SCORE_LIMIT } from "../../runtime/verdict.ts";

/** Forced in 2 by the shipped goal (docs/kbnk.md), and a net of mate in 4. */
const KNIGHT_E3 = "8/8/5B2/8/4k3/4N3/3K4/8 w - - 0 1";
const KNIGHT_D7 = "8/3N4/2B5/8/3k4/8/3K4/8 w - - 0 1";
const MATE_IN_4 = "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1";
/**
 * A start that needs many white moves to a goal above `FAR_TARGET`: none within 10 at slack 0, 6
 * at slack 2. (Its own goal is below that: the floors that freed it are forced in 2.)
 */
const FAR = "8/8/8/8/5N2/3KB3/8/4k3 w - - 0 1";
const FAR_TARGET = -1275;
/** A start where a move of slack saves a white move. */
const SLACK = "7N/8/B7/8/3K4/8/6k1/8 w - - 0 1";

/** The code a goal must exceed for `target` (the start's own score when undefined). */
function targetCode(pos: Position, target?: number): number {
  const code = PATTERN.evaluate!(pos);
  return target === undefined ? code : code - evalScore(code) + target;
}

/** White's moves from `pos` that keep the win within `slack`, nearest mate first. */
function candidates(pos: Position, slack: number): { move: Move; mate: number }[] {
  const before = probe(pos)!.dtm;
  const kept = legalMoves(pos).flatMap((move) => {
    pos.make(move);
    const after = probe(pos)!;
    pos.unmake(move);
    const mate = after.dtm + 1;
    return after.result === "loss" && mate <= before + slack ? [{ move, mate }] : [];
  });
  return kept.sort((a, b) => a.mate - b.mate);
}

/**
 * Whether white forces a goal above `above` or mate within `n` white moves from `pos`, by plain
 * recursion over every move: the definition, with nothing of the search's memo.
 */
function bruteForces(pos: Position, n: number, slack: number, above: number): boolean {
  if (n === 0) return false;
  return candidates(pos, slack).some(({ move }) => bruteForcesWith(pos, move, n, slack, above));
}

/** Whether white's `move` from `pos` forces as {@link bruteForces} says. */
function bruteForcesWith(
  pos: Position,
  move: Move,
  n: number,
  slack: number,
  above: number,
): boolean {
  pos.make(move);
  const forces = legalMoves(pos).every((reply) => {
    pos.make(reply);
    const good = PATTERN.evaluate!(pos) > above || bruteForces(pos, n - 1, slack, above);
    pos.unmake(reply);
    return good;
  });
  pos.unmake(move);
  return forces;
}

/** The brute force's answer: the fewest moves up to `max`, or null. */
function bruteDepth(fen: string, max: number, slack: number, target?: number): number | null {
  const pos = parseFen(fen);
  const above = targetCode(pos, target);
  for (let n = 1; n <= max; n++) if (bruteForces(pos, n, slack, above)) return n;
  return null;
}

/** Won KBNK starts, white to move, from a seeded generator: the same every run. */
function sampleStarts(count: number, seed: number): string[] {
  const prng = new Prng(seed);
  const starts: string[] = [];
  while (starts.length < count) {
    const pos = randomPosition(prng, "KBNK", { turn: WHITE });
    if (probe(pos)?.result === "win") starts.push(makeFen(pos));
  }
  return starts;
}

/** The number of white moves along the tree's longest line. */
function treeDepth(node: ForcingMove): number {
  return 1 + Math.max(0, ...node.replies.map((r) => (r.next === null ? 0 : treeDepth(r.next))));
}

/**
 * Checks every node of `node`, played from `pos`: white's move keeps the win within `slack` and
 * its `mate` is the table's; the replies are every legal reply, each with the table's distance,
 * the module's goal, `reached` exactly when the goal is above `above`, and a subtree exactly when
 * not reached; the line ends within `left` white moves.
 */
function checkTree(
  pos: Position,
  node: ForcingMove,
  left: number,
  slack: number,
  above: number,
): void {
  expect(left).toBeGreaterThan(0);
  const before = probe(pos)!.dtm;
  const move = parseSan(pos, node.move);
  pos.make(move);
  const after = probe(pos)!;
  expect(after.result).toBe("loss");
  expect(node.mate).toBe(after.dtm + 1);
  expect(node.mate).toBeLessThanOrEqual(before + slack);
  const replies = legalMoves(pos);
  expect(node.replies.map((r) => r.move)).toEqual(replies.map((b) => moveToSan(pos, b)));
  replies.forEach((reply, i) => {
    const shown = node.replies[i]!;
    pos.make(reply);
    expect(shown.fen).toBe(makeFen(pos));
    expect(shown.dtm).toBe(probe(pos)!.dtm);
    const code = PATTERN.evaluate!(pos);
    expect(shown.goal.code).toBe(code);
    expect(shown.goal.score).toBe(evalScore(code));
    expect(shown.reached).toBe(code > above);
    if (shown.reached) expect(shown.next).toBeNull();
    else checkTree(pos, shown.next!, left - 1, slack, above);
    pos.unmake(reply);
  });
  pos.unmake(move);
}

describe("the forcing depth", () => {
  it("is the brute force's answer on the docs' entries and on sampled starts", () => {
    const cases: { fen: string; slack: number; target?: number }[] = [
      { fen: KNIGHT_E3, slack: 0 },
      { fen: KNIGHT_D7, slack: 0 },
      { fen: MATE_IN_4, slack: 0 },
      { fen: FAR, slack: 0, target: FAR_TARGET },
      // Targets below the start's own: the goal after 1. Ke2 Kf4 is above the first and equal
      // to the second, and the goals after 2. Kd3 equal the third.
      { fen: KNIGHT_E3, slack: 0, target: -96117 },
      { fen: KNIGHT_E3, slack: 0, target: -96116 },
      { fen: KNIGHT_E3, slack: 0, target: -39500 },
      ...sampleStarts(12, 2026).map((fen) => ({ fen, slack: 0 })),
      ...sampleStarts(4, 7).map((fen) => ({ fen, slack: 1 })),
      // Any move that keeps the win, the default.
      { fen: KNIGHT_E3, slack: Infinity },
      { fen: KNIGHT_D7, slack: Infinity },
      ...sampleStarts(4, 11).map((fen) => ({ fen, slack: Infinity })),
    ];
    const answers = cases.map(({ fen, slack, target }) => {
      const result = forcingDepth(parseFen(fen), PATTERN, probeCode, {
        maxMoves: 2,
        slack: slack === Infinity ? undefined : slack,
        target,
      });
      expect(result.moves, `${fen} slack ${slack}`).toBe(bruteDepth(fen, 2, slack, target));
      expect(result.tree === null).toBe(result.moves === null);
      return result.moves;
    });
    // The comparison means something only if both answers and "not within 2" occur.
    expect(answers).toContain(1);
    expect(answers).toContain(2);
    expect(answers).toContain(null);
  });

  it("is the brute force's answer within 4 moves, with a tree that proves it", () => {
    // Starts a seeded sample found forced in 3 or 4 (the last in 5), and more sampled.
    const starts = [
      "8/5B2/7k/2K5/8/8/5N2/8 w - - 0 1",
      "8/8/B7/2k5/8/8/7K/1N6 w - - 0 1",
      "4K3/8/8/8/4B3/2k5/8/2N5 w - - 0 1",
      "8/5B2/8/1K6/8/4N3/7k/8 w - - 0 1",
      "6k1/8/8/5K2/5N2/8/4B3/8 w - - 0 1",
      "8/8/3K4/8/8/N3k3/8/7B w - - 0 1",
      "3K3B/8/4k3/7N/8/8/8/8 w - - 0 1",
      ...sampleStarts(6, 99),
    ];
    const answers = starts.map((fen) => {
      const pos = parseFen(fen);
      const result = forcingDepth(pos, PATTERN, probeCode, { maxMoves: 4, slack: 0 });
      expect(result.moves, fen).toBe(bruteDepth(fen, 4, 0));
      if (result.tree !== null) {
        checkTree(pos, result.tree, result.moves!, 0, targetCode(pos));
        expect(treeDepth(result.tree)).toBe(result.moves);
      }
      return result.moves;
    });
    expect(answers.filter((moves) => moves === 3).length).toBeGreaterThan(1);
    expect(answers.filter((moves) => moves === 4).length).toBeGreaterThan(1);
    expect(answers).toContain(null);
  });

  it("answers 2 on the docs' two entries, and nothing within one move fewer", () => {
    for (const fen of [KNIGHT_E3, KNIGHT_D7]) {
      const pos = parseFen(fen);
      expect(forcingDepth(pos, PATTERN, probeCode, { maxMoves: 6, slack: 0 }).moves).toBe(2);
      const fewer = forcingDepth(pos, PATTERN, probeCode, { maxMoves: 1, slack: 0 });
      expect(fewer).toMatchObject({ moves: null, tree: null });
      expect(makeFen(pos)).toBe(fen);
    }
  });

  it("gives the table's moves slack: a net forced in 4 by its best moves, in 3 with one to spare", () => {
    const pos = parseFen(SLACK);
    const depth = (maxMoves: number, slack: number) =>
      forcingDepth(pos, PATTERN, probeCode, { maxMoves, slack }).moves;
    expect([depth(6, 0), depth(3, 0)]).toEqual([4, null]);
    expect([depth(6, 1), depth(2, 1)]).toEqual([3, null]);
    expect(bruteDepth(SLACK, 4, 0)).toBe(4);
    expect(bruteDepth(SLACK, 3, 1)).toBe(3);
  });

  it("counts mate as reaching: with a target no goal exceeds, the answer is the table's mate", () => {
    const pos = parseFen(MATE_IN_4);
    const top = SCORE_LIMIT - 1;
    const result = forcingDepth(pos, PATTERN, probeCode, { maxMoves: 6, slack: 0, target: top });
    // The start is in the first class, so nothing but mate is above the target.
    expect(result.rootGoal.rank).toBe(0);
    expect(result.target).toMatchObject({ rank: 0, score: top });
    expect(result.moves).toBe(probe(pos)!.dtm);
    const leaves: ForcingMove[] = [];
    const walk = (node: ForcingMove): void => {
      if (node.replies.length === 0) leaves.push(node);
      for (const reply of node.replies) {
        expect(reply.reached).toBe(false);
        walk(reply.next!);
      }
    };
    walk(result.tree!);
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves)
      expect(leaf).toMatchObject({ mate: 1, move: expect.stringMatching(/#$/) });
    const fewer = forcingDepth(pos, PATTERN, probeCode, { maxMoves: 3, slack: 0, target: top });
    expect(fewer.moves).toBeNull();
  });
});

describe("the forcing tree", () => {
  it("is a proof: every reply answered, reached leaves above the target, the depth the answer", () => {
    const cases = [
      { fen: KNIGHT_E3, slack: 0 },
      { fen: KNIGHT_D7, slack: 0 },
      { fen: MATE_IN_4, slack: 0, target: SCORE_LIMIT - 1 },
      { fen: SLACK, slack: 0 },
      { fen: SLACK, slack: 1 },
      // 1. Ke2 Kf4 leaves a goal equal to the target: not reached.
      { fen: KNIGHT_E3, slack: 0, target: -96116 },
    ];
    for (const { fen, slack, target } of cases) {
      const pos = parseFen(fen);
      const result = forcingDepth(pos, PATTERN, probeCode, { maxMoves: 6, slack, target });
      const above = targetCode(pos, target);
      expect(result.target.code).toBe(above);
      expect(result.rootGoal.code).toBe(PATTERN.evaluate!(pos));
      checkTree(pos, result.tree!, result.moves!, slack, above);
      // A tree whose lines were all shorter would have forced in fewer moves.
      expect(treeDepth(result.tree!)).toBe(result.moves);
    }
  });

  it("starts with the first forcing move, nearest mate first, as the search tries them", () => {
    for (const slack of [0, 1, 2]) {
      const pos = parseFen(SLACK);
      const result = forcingDepth(pos, PATTERN, probeCode, { maxMoves: 6, slack });
      const above = targetCode(pos);
      const first = candidates(pos, slack).find(({ move }) =>
        bruteForcesWith(pos, move, result.moves!, slack, above),
      )!;
      expect(result.tree).toMatchObject({ move: moveToSan(pos, first.move), mate: first.mate });
    }
  });

  it("proves the far entry's 6 white moves with two moves of slack", () => {
    const pos = parseFen(FAR);
    const options = { maxMoves: 6, slack: 2, target: FAR_TARGET };
    const result = forcingDepth(pos, PATTERN, probeCode, options);
    expect(result.moves).toBe(6);
    checkTree(pos, result.tree!, 6, 2, targetCode(pos, FAR_TARGET));
    expect(treeDepth(result.tree!)).toBe(6);
  });

  it("names the goals' classes", () => {
    const result = forcingDepth(parseFen(KNIGHT_E3), PATTERN, probeCode, {
      maxMoves: 2,
      slack: 0,
    });
    expect(result.rootGoal.name).toBe("boxed");
    expect(result.tree!.replies.map((r) => r.goal.name)).toEqual(["boxed"]);
  });
});

describe("bad input", () => {
  it("throws a RangeError for a start the side to move does not win, or options out of range", () => {
    const won = parseFen(KNIGHT_E3);
    const run =
      (fen: string, options: { maxMoves: number; slack: number; target?: number }) => () =>
        forcingDepth(parseFen(fen), PATTERN, probeCode, options);
    expect(run("8/8/5B2/8/4k3/4N3/3K4/8 b - - 0 1", { maxMoves: 2, slack: 0 })).toThrow(RangeError);
    expect(run("8/8/8/8/2BkN3/8/8/K7 w - - 0 1", { maxMoves: 2, slack: 0 })).toThrow(/wins/);
    expect(run(KNIGHT_E3, { maxMoves: 0, slack: 0 })).toThrow(/maxMoves/);
    expect(run(KNIGHT_E3, { maxMoves: 2, slack: -1 })).toThrow(/slack/);
    expect(run("8/8/8/8/8/2k5/8/KBB5 w - - 0 1", { maxMoves: 2, slack: 0 })).toThrow(/KBNK/);
    expect(run(KNIGHT_E3, { maxMoves: 2, slack: 0, target: SCORE_LIMIT })).toThrow(/target/);
    expect(makeFen(won)).toBe(KNIGHT_E3);
  });
});
