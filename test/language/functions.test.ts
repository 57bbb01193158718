/**
 * Functions (`let spread(region) = ...`): an application means the function's body with the
 * arguments in place of the parameters, so a file compiles to the very code of the same file with
 * every application written out by hand. The errors are in the golden diagnostics
 * (`diagnostics/names-function-*.pat`).
 */
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { compileSource } from "../../compiler/compile.ts";
import { format } from "../../grammar/format.ts";

const HEADER = `endgame KBNK
squares corner = a1 h8
`;

// `ring` is applied to a square and to a set, `weight` to a set made by another application.
const FUNCTIONS = `let ring(centre) = centre + king attacks of centre
let weight(region, w) = w * count of (region - corner)
let inside(region) = if empty (region * corner) then 0 otherwise 1
`;
const GOAL = `let near = ring(weak king)
let goal = weight(ring(near), 3) - weight(near * strong king, 2) + inside(near)
`;
// The same goal written out as the expansion reads: each application, and each argument that is
// not a single term, in parentheses. The blank lines keep the rules on the same lines.
const WRITTEN_OUT = `let near = (weak king + king attacks of weak king)
let goal = (3 * count of ((near + king attacks of near) - corner))
 - (2 * count of ((near * strong king) - corner)) + (if empty (near * corner) then 0 otherwise 1)
`;
const SECTIONS = `
whiteval

class "any": every position
  score goal
  example "8/8/3k4/8/2K5/8/8/1NB5 w - - 0 1": class "any"
`;

describe("functions", () => {
  it("compile to the code of the same file written out", async () => {
    const withFunctions = await compileSource(HEADER + FUNCTIONS + GOAL + SECTIONS, "f.pat");
    const writtenOut = await compileSource(HEADER + "\n\n" + WRITTEN_OUT + SECTIONS, "f.pat");
    expect(withFunctions.diagnostics).toEqual([]);
    expect(writtenOut.diagnostics).toEqual([]);
    expect(withFunctions.code).toBeDefined();
    expect(withFunctions.code).toBe(writtenOut.code);
  });

  it("leave no application behind for the later passes", () => {
    const { program } = checkSource(HEADER + FUNCTIONS + GOAL + SECTIONS, "f.pat");
    const text = JSON.stringify(program!.file);
    expect(text).not.toContain('"apply"');
    expect(program!.file.declarations.map((d) => (d.kind === "example" ? d.kind : d.name))).toEqual(
      ["corner", "near", "goal"],
    );
  });

  it("are laid out by the formatter as written", () => {
    const text = HEADER + FUNCTIONS + GOAL + SECTIONS;
    expect(format(text, "f.pat").output).toBe(text);
    const messy = "endgame KBNK\nlet   ring( centre ,x )=centre+x\nlet r = ring( weak king,a1 )\n";
    expect(format(messy, "m.pat").output).toBe(
      "endgame KBNK\nlet ring(centre, x) = centre + x\nlet r = ring(weak king, a1)\n",
    );
  });
});
