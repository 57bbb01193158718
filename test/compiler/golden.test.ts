/**
 * Golden tests of the emitted code: every `golden/*.pat` is compiled and compared with the `.ts`
 * module beside it. The expected modules are real TypeScript, so `tsc --noEmit` type-checks them
 * and prettier checks their formatting like any other file. Accept new output after a deliberate
 * change with `UPDATE_GOLDEN=1 npx vitest run test/compiler/golden.test.ts`, and review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileSource } from "../../compiler/compile.ts";

const folder = "test/compiler/golden";
const update = process.env["UPDATE_GOLDEN"] === "1";
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".pat"))
  .sort()
  .map((f) => join(folder, f));
/** Fixtures that live elsewhere; their expected modules sit in `golden/` too. */
const external = ["test/language/fixtures/hedeam-sample.pat"];

describe("golden generated modules", () => {
  it("has fixtures", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  for (const path of [...files, ...external]) {
    it(path, async () => {
      const result = await compileSource(readFileSync(path, "utf8"), path, {
        runtimeImportPrefix: "../../../runtime/",
      });
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const goldenPath = join(folder, basename(path).replace(/\.pat$/, ".ts"));
      if (update || !existsSync(goldenPath)) writeFileSync(goldenPath, result.code!);
      expect(result.code, `run UPDATE_GOLDEN=1 npx vitest run ${folder}.test.ts`).toBe(
        readFileSync(goldenPath, "utf8"),
      );
    });
  }
});
