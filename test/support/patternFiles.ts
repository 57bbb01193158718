/**
 * The pattern files the compiler tests run on, and random positions of their materials in both
 * colours. `patterns/*.pat` and `patterns/NAME/*.pat` are tested through their committed modules
 * in `generated/` (see `compiler/layout.ts`); the fixtures are compiled in memory.
 */
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { checkSource } from "../../compiler/check.ts";
import { allPatternFiles, generatedModulePath } from "../../compiler/layout.ts";
import type { CheckedProgram } from "../../compiler/program.ts";
import { readFileSync } from "node:fs";
import type { PatternModule } from "../../runtime/patternModule.ts";
import { loadCompiled } from "./compiled.ts";
import { swapColours } from "./positions.ts";

/** The real pattern files, `patterns/` first, then each subfolder, in name order. */
export const PATTERN_FILES: readonly string[] = allPatternFiles();

/** Fixtures compiled in memory for the differential tests. */
export const FIXTURE_FILES: readonly string[] = [
  "test/language/fixtures/hedeam-sample.pat",
  "test/compiler/golden/frames.pat",
  "test/compiler/golden/operators.pat",
  "test/compiler/golden/hostile-names.pat",
  "test/compiler/golden/plain-names.pat",
  "test/compiler/golden/outlined.pat",
  "test/compiler/golden/arms.pat",
  "test/compiler/golden/walks.pat",
];

/** A file under test: checked program and compiled module. */
export interface FileUnderTest {
  readonly path: string;
  readonly program: CheckedProgram;
  readonly module: PatternModule;
}

/** Loads a real pattern file's committed module, or compiles a fixture. */
export async function loadFile(path: string): Promise<FileUnderTest> {
  if (path.startsWith("patterns/")) {
    const result = checkSource(readFileSync(path, "utf8"), path, { runExamples: false });
    if (result.program === undefined) throw new Error(`${path} has errors`);
    const url = pathToFileURL(resolve(generatedModulePath(path))).href;
    const loaded = (await import(url)) as { PATTERN: PatternModule };
    return { path, program: result.program, module: loaded.PATTERN };
  }
  const compiled = await loadCompiled(path);
  return { path, program: compiled.program, module: compiled.module };
}

/**
 * The signatures (white's side first) to draw random positions from: every material of the
 * file, with each colour as the strong side.
 */
export function signaturesOf(program: CheckedProgram): string[] {
  return program.materials.flatMap((m) => [m.name, swapColours(m.name)]);
}
