/**
 * Golden diagnostics: every `diagnostics/*.pat` is checked and its rendered diagnostics compared
 * with the `.golden` file next to it. Accept new output with
 * `UPDATE_GOLDEN=1 npx vitest run test/language/diagnostics.test.ts`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { renderDiagnostics } from "../../grammar/diagnostic.ts";

const folder = "test/language/diagnostics";
const update = process.env["UPDATE_GOLDEN"] === "1";
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".pat"))
  .sort();

describe("golden diagnostics", () => {
  it("has at least 25 bad files", () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
  });

  for (const name of files) {
    it(name, () => {
      const path = join(folder, name);
      const source = readFileSync(path, "utf8");
      const { diagnostics } = checkSource(source, path);
      expect(diagnostics.length, "a bad file must produce diagnostics").toBeGreaterThan(0);
      const actual = renderDiagnostics(diagnostics, new Map([[path, source]]));
      const goldenPath = path.replace(/\.pat$/, ".golden");
      if (update || !existsSync(goldenPath)) writeFileSync(goldenPath, actual);
      expect(actual).toBe(readFileSync(goldenPath, "utf8"));
    });
  }
});
