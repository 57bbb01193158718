/** The tutorial's final file must check cleanly, examples included; every snippet must parse. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { parse } from "../../grammar/parse.ts";

const tutorial = readFileSync("docs/tutorial.md", "utf8");
const snippets = [...tutorial.matchAll(/```pat\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe("docs/tutorial.md", () => {
  it("has pattern snippets", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(5);
  });

  it("every complete snippet checks without errors", () => {
    for (const snippet of snippets.filter((s) => s.includes("endgame"))) {
      const { diagnostics } = checkSource(snippet, "tutorial.pat");
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    }
  });

  it("the let snippet parses inside a file", () => {
    const lets = snippets.find((s) => s.startsWith("let "))!;
    expect(parse(`endgame KNNK\n${lets}`, "t.pat").diagnostics).toEqual([]);
  });

  it("the final file checks with no diagnostics at all", () => {
    const final = snippets.at(-1)!;
    const result = checkSource(final, "knnk-tutorial.pat");
    expect(result.diagnostics).toEqual([]);
    expect(result.program?.examples.length).toBe(3);
  });
});
