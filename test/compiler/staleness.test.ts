/**
 * `generated/` must be exactly what the compiler makes of `patterns/*.pat` today: every module
 * and the registry, byte for byte, and nothing else. A failure means someone changed a pattern
 * file or the compiler without regenerating: run `npx patc compile` and commit the result.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileProject } from "../../compiler/compile.ts";
import { PATTERN_FILES } from "../support/patternFiles.ts";

const HINT = "generated/ is stale: run `npx patc compile` and commit generated/";

describe("generated/ is up to date", async () => {
  const sources = new Map(PATTERN_FILES.map((p) => [p, readFileSync(p, "utf8")]));
  const result = await compileProject(sources);

  it("compiles every pattern file without errors", () => {
    expect(result.errors).toBe(0);
  });

  for (const { name, text } of result.outputs) {
    it(`generated/${name}`, () => {
      const path = `generated/${name}`;
      expect(existsSync(path), `${HINT} (${path} is missing)`).toBe(true);
      expect(readFileSync(path, "utf8") === text, `${HINT} (${path} differs)`).toBe(true);
    });
  }

  it("holds no module that no pattern file compiles to", () => {
    const expected = new Set(result.outputs.map((o) => o.name));
    const extra = readdirSync("generated").filter((f) => f.endsWith(".ts") && !expected.has(f));
    expect(extra, HINT).toEqual([]);
  });

  it("is byte-identical when compiled twice", async () => {
    const again = await compileProject(sources);
    expect(again.outputs).toEqual(result.outputs);
  });
});
