import { describe, expect, it } from "vitest";
import {
  formatScore,
  isExactVerdictScore,
  isMateScore,
  isWinScore,
  MATE_SCORE,
  matedScore,
  mateMoves,
  RECOGNIZED_WIN,
  scoreFromTable,
  scoreToTable,
  verdictScore,
} from "../../runtime/search/score.ts";
import { DRAW, failVerdict, LOSS, makeVerdict, WIN } from "../../runtime/verdict.ts";

describe("mate scores", () => {
  it("count plies from the root and read as moves", () => {
    expect(mateMoves(MATE_SCORE - 1)).toBe(1);
    expect(mateMoves(MATE_SCORE - 3)).toBe(2);
    expect(mateMoves(MATE_SCORE - 5)).toBe(3);
    expect(mateMoves(matedScore(0))).toBe(0);
    expect(mateMoves(matedScore(2))).toBe(-1);
    expect(mateMoves(matedScore(4))).toBe(-2);
    expect(mateMoves(RECOGNIZED_WIN)).toBeUndefined();
    expect(mateMoves(350)).toBeUndefined();
  });

  it("are told apart from recognized wins and evaluations", () => {
    expect(isMateScore(MATE_SCORE - 40)).toBe(true);
    expect(isMateScore(RECOGNIZED_WIN - 3)).toBe(false);
    expect(isWinScore(RECOGNIZED_WIN - 3)).toBe(true);
    expect(isWinScore(-(RECOGNIZED_WIN - 3))).toBe(true);
    expect(isWinScore(5000)).toBe(false);
  });

  it("print as words", () => {
    expect(formatScore(MATE_SCORE - 3)).toBe("mate in 2");
    expect(formatScore(matedScore(2))).toBe("mated in 1");
    expect(formatScore(matedScore(0))).toBe("checkmated");
    expect(formatScore(RECOGNIZED_WIN - 4)).toBe("wins (recognized)");
    expect(formatScore(-(RECOGNIZED_WIN - 4))).toBe("loses (recognized)");
    expect(formatScore(325)).toBe("+3.25");
    expect(formatScore(-25)).toBe("-0.25");
    expect(formatScore(0)).toBe("0.00");
  });
});

describe("verdictScore", () => {
  it("scores a draw 0", () => {
    expect(verdictScore(makeVerdict(DRAW), 5)).toBe(0);
  });

  it("scores 'mates in N' as mate in 2N - 1 plies from the node, the slowest it allows", () => {
    expect(verdictScore(makeVerdict(WIN, 1), 3)).toBe(MATE_SCORE - 4);
    expect(verdictScore(makeVerdict(WIN, 2), 3)).toBe(MATE_SCORE - 6);
    expect(verdictScore(makeVerdict(WIN, 7), 0)).toBe(MATE_SCORE - 13);
  });

  it("scores 'is mated in N' as mated in 2N plies, 'is mated' as mated now", () => {
    expect(verdictScore(makeVerdict(LOSS, 0), 3)).toBe(matedScore(3));
    expect(verdictScore(makeVerdict(LOSS, 1), 3)).toBe(matedScore(5));
    expect(verdictScore(makeVerdict(LOSS, 3), 1)).toBe(matedScore(7));
  });

  it("scores wins and losses without a distance below every mate, above every evaluation", () => {
    const win = verdictScore(makeVerdict(WIN), 4);
    expect(win).toBe(RECOGNIZED_WIN - 4);
    expect(verdictScore(makeVerdict(LOSS), 4)).toBe(-win);
    expect(win).toBeLessThan(verdictScore(makeVerdict(WIN, 400), 100));
    expect(isWinScore(win) && !isMateScore(win)).toBe(true);
    // a nearer recognized win ranks higher
    expect(verdictScore(makeVerdict(WIN), 2)).toBeGreaterThan(win);
  });

  it("falls back to the recognized-win band for distances beyond the mate band", () => {
    expect(verdictScore(makeVerdict(WIN, 6000), 1)).toBe(RECOGNIZED_WIN - 1);
    expect(verdictScore(makeVerdict(LOSS, 6000), 1)).toBe(-(RECOGNIZED_WIN - 1));
  });

  it("refuses 'fail'", () => {
    expect(() => verdictScore(failVerdict(true), 1)).toThrow();
  });

  it("knows which verdict scores are exact and which are bounds", () => {
    expect(isExactVerdictScore(makeVerdict(DRAW))).toBe(true);
    expect(isExactVerdictScore(makeVerdict(WIN, 1))).toBe(true);
    expect(isExactVerdictScore(makeVerdict(LOSS, 0))).toBe(true);
    expect(isExactVerdictScore(makeVerdict(LOSS, 1))).toBe(true);
    expect(isExactVerdictScore(makeVerdict(WIN, 2))).toBe(false);
    expect(isExactVerdictScore(makeVerdict(LOSS, 2))).toBe(false);
    expect(isExactVerdictScore(makeVerdict(WIN))).toBe(false);
    expect(isExactVerdictScore(makeVerdict(LOSS))).toBe(false);
  });
});

describe("transposition table score adjustment", () => {
  it("stores win scores relative to the node and reads them back relative to the root", () => {
    // Mate in 3 plies found at ply 4 is mate in 7 plies from the root; met again at ply 2 it is
    // mate in 5 plies from the root.
    const stored = scoreToTable(MATE_SCORE - 7, 4);
    expect(stored).toBe(MATE_SCORE - 3);
    expect(scoreFromTable(stored, 2)).toBe(MATE_SCORE - 5);
    expect(scoreFromTable(scoreToTable(matedScore(6), 6), 1)).toBe(matedScore(1));
    expect(scoreFromTable(scoreToTable(RECOGNIZED_WIN - 5, 5), 3)).toBe(RECOGNIZED_WIN - 3);
  });

  it("leaves evaluations alone", () => {
    for (const score of [0, 325, -900, 59_999]) {
      expect(scoreToTable(score, 7)).toBe(score);
      expect(scoreFromTable(score, 7)).toBe(score);
    }
  });
});
