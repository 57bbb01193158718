import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { format } from "../../grammar/format.ts";
import { parse } from "../../grammar/parse.ts";
import { astShape } from "./astShape.ts";

const files = [
  ...readdirSync("patterns")
    .filter((f) => f.endsWith(".pat"))
    .map((f) => `patterns/${f}`),
  "test/language/fixtures/hedeam-sample.pat",
];

describe("formatter", () => {
  for (const path of files) {
    it(`keeps ${path} canonical, its AST and every comment`, () => {
      const text = readFileSync(path, "utf8");
      const output = format(text, path).output!;
      expect(output).toBe(text);
      expect(astShape(parse(output, path).file)).toBe(astShape(parse(text, path).file));
    });
  }

  it("lays out a messy file canonically and idempotently", () => {
    const messy = `endgame   KNNK
squares e=file a+file h   -- the edge
recognize
rule "x":   a sentence   -- c1
  when weak king not on e and (strong side to move or in check) then draw
`;
    const once = format(messy, "m.pat").output!;
    expect(once).toBe(`endgame KNNK
squares e = file a + file h -- the edge

recognize

rule "x": a sentence -- c1
  when weak king not on e and (strong side to move or in check)
  then draw
`);
    expect(format(once, "m.pat").output).toBe(once);
  });

  it("fills a long list of squares line by line, within 100 columns", () => {
    const squares = Array.from({ length: 48 }, (_, i) => "abcdefgh"[i % 8]! + String(1 + (i >> 3)));
    const text = `endgame KNNK\nsquares many = ${squares.join(" ")}\n`;
    const out = format(text, "m.pat").output!;
    const lines = out.trimEnd().split("\n");
    expect(lines.length).toBe(3);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines[2]).toMatch(/^ [a-h][1-8] /); // a continuation line, one column in
    expect(format(out, "m.pat").output).toBe(out);
    expect(astShape(parse(out, "m.pat").file)).toBe(astShape(parse(text, "m.pat").file));
  });

  it("breaks a long if-otherwise chain before an otherwise, within 100 columns", () => {
    const arms = Array.from({ length: 7 }, (_, i) => `if count of weak king = ${i} then ${i * 11}`);
    const text = `endgame KNNK\nlet far = ${arms.join(" otherwise ")} otherwise 99\n`;
    const out = format(text, "m.pat").output!;
    const lines = out.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines.slice(2).every((line) => line.startsWith(" otherwise "))).toBe(true);
    expect(format(out, "m.pat").output).toBe(out);
    expect(astShape(parse(out, "m.pat").file)).toBe(astShape(parse(text, "m.pat").file));
  });

  it("breaks an arm too long for a line of its own before `then`, within 100 columns", () => {
    // An arm was one unbreakable piece: `if C then X` of 114 columns stayed on one line.
    const long = "count of (king attacks of weak king - king attacks of strong king - strong king)";
    const text = `endgame KNNK\nlet x = if ${long} <= 1 then (if ${long} = 0 then 1 otherwise 2) otherwise ${long} + ${long}\n`;
    const out = format(text, "m.pat").output!;
    const lines = out.trimEnd().split("\n");
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines[1]).toMatch(/^let x = if count of .* <= 1$/);
    expect(lines[2]).toMatch(/^ then \(if /);
    expect(lines.some((line) => line.startsWith(" otherwise count of "))).toBe(true);
    expect(format(out, "m.pat").output).toBe(out);
    expect(astShape(parse(out, "m.pat").file)).toBe(astShape(parse(text, "m.pat").file));
  });

  it("keeps a comment on the line after `then` inside the rule's body", () => {
    // The printed `then` took its place from the body's first statement, so a comment between
    // them was printed before `then`, outside the block it was written in.
    const rule = `rule "r": r
  when weak king in c3-f6
  then
    -- note
    let k = weak king
    draw
`;
    const source = `endgame KNNK\n\nrecognize\n\n${rule}`;
    expect(format(source, "m.pat").output).toBe(source);
  });

  it("never glues two minus signs into a comment", () => {
    const out = format("endgame KNNK\nlet x = - -3\n", "m.pat").output!;
    expect(out).toContain("- -3");
    expect(astShape(parse(out, "m.pat").file)).toBe(
      astShape(parse("endgame KNNK\nlet x = - -3\n", "m.pat").file),
    );
  });

  it("keeps a comment after an empty `then` on its line, also when formatted again", () => {
    // Found by the fuzz test: the printed `then` took its place from the condition, so a comment
    // after `then` trailed it only while `when` and `then` shared a source line.
    const source = 'endgame KNNK\nrecognize\nrule "r": r\n  when weak king in c3-f6 then -- note\n';
    const once = format(source, "m.pat").output!;
    expect(once).toContain("  then -- note\n");
    expect(format(once, "m.pat").output).toBe(once);
  });

  it("refuses a file with syntax errors", () => {
    const result = format("endgame KNNK\nlet = 3\n", "m.pat");
    expect(result.output).toBeUndefined();
    expect(result.diagnostics[0]!.code).toBe("PAT101");
  });
});
