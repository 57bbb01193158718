import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";

describe("the checker", () => {
  it("bounds a chain of lets that each name the one before twice in linear work", () => {
    // kbnk.pat's flood fill has this shape. Walking every path of a chain of 40 such lets is
    // 2^40 steps, which would never finish; the bounds are shared, so it does at once.
    const lets = ["let s0 = king attacks of weak king"];
    for (let i = 1; i <= 40; i++) lets.push(`let s${i} = s${i - 1} + king attacks of s${i - 1}`);
    const source = [
      "endgame KNNK",
      ...lets,
      "recognize",
      'rule "chain": a rule on the last set',
      "  when empty s40",
      "  then draw",
      "",
    ].join("\n");
    const result = checkSource(source, "chain.pat", { runExamples: false });
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
