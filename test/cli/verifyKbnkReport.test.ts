/**
 * The verdict line of `patc verify kbnk`: with every won position proved, what is left to fail
 * must still be named, not hidden behind "NOT proved".
 */
import { describe, expect, it } from "vitest";
import { FIFTY_MOVES, shortfalls } from "../../bin/commands/verifyKbnkReport.ts";

const exactKnowledge = {
  wrong: [0, 0, 0],
  rejectFailureCount: 0,
  unlikeGoals: 0,
  unlikeVerdicts: 0,
};

describe("the proof's shortfalls", () => {
  it("are none when every won position is mated within the 50-move rule and the knowledge is exact", () => {
    const proved = { provedBoards: 100, wonBoards: 100, maximin: FIFTY_MOVES };
    expect(shortfalls(proved, exactKnowledge)).toEqual([]);
    expect(shortfalls(proved, undefined)).toEqual([]);
    expect(shortfalls(undefined, exactKnowledge)).toEqual([]);
  });

  it("name the longest mate when every position is proved but it breaks the 50-move rule", () => {
    expect(shortfalls({ provedBoards: 100, wonBoards: 100, maximin: 68 }, exactKnowledge)).toEqual([
      "the longest forced mate takes 68 moves, more than the 50-move rule allows",
    ]);
  });

  it("count the boards not proved, and every failing check of the knowledge", () => {
    const strategy = { provedBoards: 1_544_144, wonBoards: 10_822_184, maximin: 44 };
    const knowledge = {
      wrong: [2, 0, 1],
      rejectFailureCount: 4,
      unlikeGoals: 5,
      unlikeVerdicts: 6,
    };
    expect(shortfalls(strategy, knowledge)).toEqual([
      "mate is not forced from 9,278,040 of the 10,822,184 won boards",
      "3 wrong verdicts",
      "reject prunes every winning move on 4 boards",
      "the goal differs between orientations of 5 entries",
      "the verdict differs between the boards of 6 entries",
    ]);
  });
});
