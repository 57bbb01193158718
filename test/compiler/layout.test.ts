/**
 * Where pattern files live and where their modules go: `patterns/` into `generated/`, each
 * subfolder into its own output folder with its own registry.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generatedModulePath, patternFolders } from "../../compiler/layout.ts";

const dir = `.cache/layout-test-${process.pid}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pattern folders", () => {
  it("are the folder itself and each subfolder holding .pat files, in name order", () => {
    for (const sub of ["", "/paper", "/empty", "/old/deeper"])
      mkdirSync(`${dir}/p${sub}`, { recursive: true });
    for (const file of ["b.pat", "a.pat", "notes.md", "paper/x.pat", "old/deeper/y.pat"]) {
      writeFileSync(`${dir}/p/${file}`, "");
    }
    expect(patternFolders(`${dir}/p`, `${dir}/g`)).toEqual([
      { sources: `${dir}/p`, out: `${dir}/g`, files: [`${dir}/p/a.pat`, `${dir}/p/b.pat`] },
      { sources: `${dir}/p/paper`, out: `${dir}/g/paper`, files: [`${dir}/p/paper/x.pat`] },
    ]);
    expect(patternFolders(`${dir}/missing`)).toEqual([]);
  });

  it("map each pattern file to its committed module", () => {
    expect(generatedModulePath("patterns/knnk.pat")).toBe("generated/knnk.ts");
    expect(generatedModulePath("patterns/paper/knnk-heinz2001.pat")).toBe(
      "generated/paper/knnk-heinz2001.ts",
    );
  });
});
