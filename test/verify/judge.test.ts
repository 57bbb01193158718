/**
 * Judging verdicts against table values (iCE's categories, loose bounds) and adding up tallies.
 */
import { describe, expect, it } from "vitest";
import { DRAW_BYTE, lossIn, winIn } from "../../runtime/tables/values.ts";
import { DRAW, FAIL, failVerdict, LOSS, makeVerdict, WIN } from "../../runtime/verdict.ts";
import {
  isError,
  isLooseBound,
  judge,
  MISSED_DRAW,
  MISSED_WIN,
  SPOTTED_DRAW,
  SPOTTED_WIN,
  TABLE_DRAW,
  TABLE_LOSS,
  TABLE_WIN,
  tableOutcome,
  WRONG_DRAW,
  WRONG_WIN,
} from "../../runtime/verify/judge.ts";
import { VerifyTally } from "../../runtime/verify/tally.ts";

describe("judging a verdict against the table", () => {
  it("sorts draws into spotted, missed and wrong", () => {
    expect(judge(makeVerdict(DRAW), DRAW_BYTE)).toBe(SPOTTED_DRAW);
    expect(judge(FAIL, DRAW_BYTE)).toBe(MISSED_DRAW);
    expect(judge(failVerdict(true), DRAW_BYTE)).toBe(MISSED_DRAW);
    expect(judge(makeVerdict(DRAW), winIn(3))).toBe(WRONG_DRAW);
    expect(judge(makeVerdict(DRAW), lossIn(0))).toBe(WRONG_DRAW);
    expect(judge(makeVerdict(WIN, 1), DRAW_BYTE)).toBe(WRONG_WIN);
  });

  it("accepts a mate claim only with a table distance no longer than claimed", () => {
    expect(judge(makeVerdict(WIN, 2), winIn(2))).toBe(SPOTTED_WIN);
    expect(judge(makeVerdict(WIN, 2), winIn(1))).toBe(SPOTTED_WIN);
    expect(judge(makeVerdict(WIN, 2), winIn(3))).toBe(WRONG_WIN);
    expect(judge(makeVerdict(WIN), winIn(7))).toBe(SPOTTED_WIN);
    expect(judge(makeVerdict(WIN, 1), lossIn(1))).toBe(WRONG_WIN);
    expect(judge(FAIL, winIn(4))).toBe(MISSED_WIN);
    expect(isLooseBound(makeVerdict(WIN, 2), winIn(1))).toBe(true);
    expect(isLooseBound(makeVerdict(WIN, 2), winIn(2))).toBe(false);
    expect(isLooseBound(makeVerdict(WIN), winIn(2))).toBe(false);
  });

  it("takes 'is mated' for a checkmate only", () => {
    expect(judge(makeVerdict(LOSS, 0), lossIn(0))).toBe(SPOTTED_WIN);
    expect(judge(makeVerdict(LOSS, 0), lossIn(1))).toBe(WRONG_WIN);
    expect(judge(makeVerdict(LOSS, 3), lossIn(2))).toBe(SPOTTED_WIN);
    expect(judge(makeVerdict(LOSS), lossIn(5))).toBe(SPOTTED_WIN);
    expect(judge(makeVerdict(LOSS, 0), winIn(1))).toBe(WRONG_WIN);
    expect(judge(FAIL, lossIn(0))).toBe(MISSED_WIN);
  });

  it("calls wrong draws and wrong wins errors, nothing else", () => {
    const errors = [
      SPOTTED_DRAW,
      MISSED_DRAW,
      WRONG_DRAW,
      SPOTTED_WIN,
      MISSED_WIN,
      WRONG_WIN,
    ].filter(isError);
    expect(errors).toEqual([WRONG_DRAW, WRONG_WIN]);
    expect([winIn(1), DRAW_BYTE, lossIn(0)].map(tableOutcome)).toEqual([
      TABLE_WIN,
      TABLE_DRAW,
      TABLE_LOSS,
    ]);
  });
});

describe("tallies", () => {
  const shape = { materials: ["KNNKB", "KNNKN"], rules: 3 };

  it("count by every dimension and add up across processes", () => {
    const a = new VerifyTally(shape);
    a.count(0, 0, 0, 2, DRAW, TABLE_DRAW, false, false);
    a.count(1, 1, 1, -1, FAIL, TABLE_LOSS, false, false);
    a.count(1, 0, 0, 0, WIN, TABLE_WIN, false, true);
    const b = new VerifyTally(shape);
    b.merge(JSON.parse(JSON.stringify(a.toJSON())));
    b.count(0, 0, 0, 2, DRAW, TABLE_WIN, true, false);
    b.addSample({ fen: "8/8/8/8/8/8/8/8 w - - 0 1", rule: 2, verdict: "draw", table: "win in 1" });
    expect(b.sum()).toBe(4);
    expect(b.sum({ rule: 2 })).toBe(2);
    expect(b.sum({ rule: -1, kind: FAIL })).toBe(1);
    expect(b.sum({ error: 1 })).toBe(1);
    expect(b.sum({ material: 1, stm: 1, outcome: TABLE_LOSS })).toBe(1);
    expect(b.looseBounds()).toBe(1);
    expect(b.looseBounds({ rule: 0 })).toBe(1);
    expect(b.errors).toHaveLength(1);
    expect(() => b.merge(new VerifyTally({ materials: ["KNNKB"], rules: 3 }))).toThrow(/shapes/);
  });

  it("tell whether both colours gave the same counts", () => {
    const t = new VerifyTally(shape);
    t.count(1, 0, 1, 1, DRAW, TABLE_DRAW, false, false);
    expect(t.coloursAgree()).toBe(false);
    t.count(1, 1, 1, 1, DRAW, TABLE_DRAW, false, false);
    expect(t.coloursAgree()).toBe(true);
  });
});
