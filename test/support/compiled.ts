/**
 * Compiling a `.pat` file in memory and loading the result as a real module, for tests that run
 * compiled code from files that have no committed module in `generated/` (fixtures, hostile
 * names). The module is written under `.cache/compiled/` (gitignored) with runtime imports
 * adjusted, then imported; the file name carries a hash of the code, so a changed compiler
 * never meets a stale module cache.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { compileSource } from "../../compiler/compile.ts";
import { writeFileAtomically } from "../../runtime/atomicFile.ts";
import type { CheckedProgram } from "../../compiler/program.ts";
import type { PatternModule } from "../../runtime/patternModule.ts";

const CACHE = resolve(".cache/compiled");

/** A compiled file: its checked program, its module text and the loaded descriptor. */
export interface Compiled {
  readonly program: CheckedProgram;
  readonly code: string;
  readonly module: PatternModule;
}

/** Compiles `path` (relative to the project root) and imports the result. */
export async function loadCompiled(
  path: string,
  text = readFileSync(path, "utf8"),
): Promise<Compiled> {
  const result = await compileSource(text, path, { runtimeImportPrefix: "../../runtime/" });
  if (result.code === undefined || result.program === undefined) {
    throw new Error(
      `${path} does not compile:\n${result.diagnostics.map((d) => d.message).join("\n")}`,
    );
  }
  const hash = createHash("sha256").update(result.code).digest("hex").slice(0, 12);
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `${basename(path, ".pat")}-${hash}.ts`);
  writeFileAtomically(file, result.code);
  const loaded = (await import(pathToFileURL(file).href)) as { PATTERN: PatternModule };
  return { program: result.program, code: result.code, module: loaded.PATTERN };
}
