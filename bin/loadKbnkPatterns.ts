/**
 * The KBNK pattern module a command plays or proves with: the shipped `generated/kbnk.ts`, or a
 * module compiled from another `.pat` file (`patc compile FILE -o DIR`), named by `--patterns`.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PATTERN } from "../generated/kbnk.ts";
import type { PatternModule } from "../runtime/patternModule.ts";
import { CliError } from "./cliError.ts";

/** A loaded module, and the URL worker threads import it from (none for the shipped one). */
export interface KbnkPatterns {
  readonly module: PatternModule;
  readonly url: string | undefined;
}

/**
 * Loads the module at `path` (or the shipped one when `path` is undefined), checking that it is
 * a compiled pattern module with the chooser's sections for KBNK.
 */
export async function loadKbnkPatterns(path: string | undefined): Promise<KbnkPatterns> {
  if (path === undefined) return { module: PATTERN, url: undefined };
  const file = resolve(path);
  if (!existsSync(file)) throw new CliError(`--patterns ${path}: no such file`);
  if (!inModulePackage(dirname(file))) {
    throw new CliError(
      `--patterns ${path}: compile it into a folder of an ES module package (one whose package.json says "type": "module", such as this project), where Node can load it`,
    );
  }
  const url = pathToFileURL(file).href;
  let loaded: { PATTERN?: PatternModule };
  try {
    loaded = (await import(url)) as { PATTERN?: PatternModule };
  } catch (error) {
    // A syntax error's first line says only that it failed; the second says where and why.
    const message =
      error instanceof Error ? error.message.split("\n").slice(0, 2).join(" ") : String(error);
    throw new CliError(`--patterns ${path}: cannot load it: ${message}`);
  }
  const module = loaded.PATTERN;
  if (module === undefined) {
    throw new CliError(
      `--patterns ${path}: expected a module compiled by \`patc compile\` (it exports no PATTERN)`,
    );
  }
  if (!module.materials.includes("KBNK")) {
    throw new CliError(
      `--patterns ${path}: expected patterns for KBNK, but ${module.source} covers ${module.materials.join(", ")}`,
    );
  }
  if (module.classify === undefined || module.evaluate === undefined) {
    throw new CliError(
      `--patterns ${path}: ${module.source} needs stop/halt and blackeval/whiteval sections for the chooser`,
    );
  }
  return { module, url };
}

/**
 * Whether `dir` lies in an ES module package: the nearest package.json above it says
 * `"type": "module"`. Elsewhere Node loads the compiled module as CommonJS, which cannot import
 * the runtime's ES modules.
 */
function inModulePackage(dir: string): boolean {
  for (let at = dir; ; at = dirname(at)) {
    const manifest = join(at, "package.json");
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, "utf8")) as { type?: string }).type === "module";
      } catch {
        return false;
      }
    }
    if (dirname(at) === at) return false;
  }
}
