/**
 * `generated/` must be exactly what the compiler makes of `patterns/*.pat` today, and
 * `generated/NAME/` of `patterns/NAME/*.pat`: every module and each folder's registry, byte for
 * byte, and nothing else. A failure means someone changed a pattern file or the compiler without
 * regenerating: run `npx patc compile` and commit the result.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { compileProject } from "../../compiler/compile.ts";
import { patternFolders } from "../../compiler/layout.ts";

const HINT = "generated/ is stale: run `npx patc compile` and commit generated/";

describe("generated/ is up to date", () => {
  const folders = patternFolders();

  it("has the main folder and the published versions beside it", () => {
    expect(folders.map((f) => f.out)).toContain("generated");
  });

  for (const folder of folders) {
    describe(folder.out, async () => {
      const sources = new Map(folder.files.map((p) => [p, readFileSync(p, "utf8")]));
      const runtime = relative(folder.out, "runtime");
      const options = { runtimeImportPrefix: `${runtime}/` };
      const result = await compileProject(sources, options);

      it("compiles every pattern file without errors", () => {
        expect(result.errors).toBe(0);
      });

      for (const { name, text } of result.outputs) {
        it(`${folder.out}/${name}`, () => {
          const path = `${folder.out}/${name}`;
          expect(existsSync(path), `${HINT} (${path} is missing)`).toBe(true);
          expect(readFileSync(path, "utf8") === text, `${HINT} (${path} differs)`).toBe(true);
        });
      }

      it("holds no module that no pattern file compiles to", () => {
        const expected = new Set(result.outputs.map((o) => o.name));
        const extra = readdirSync(folder.out).filter((f) => f.endsWith(".ts") && !expected.has(f));
        expect(extra, HINT).toEqual([]);
      });

      it("is byte-identical when compiled twice", async () => {
        const again = await compileProject(sources, options);
        expect(again.outputs).toEqual(result.outputs);
      });
    });
  }

  it("has no output folder without its pattern folder", () => {
    const outs = new Set(folders.map((f) => f.out));
    const orphans = readdirSync("generated", { withFileTypes: true })
      .filter((d) => d.isDirectory() && !outs.has(`generated/${d.name}`))
      .map((d) => d.name);
    expect(orphans, HINT).toEqual([]);
  });
});
