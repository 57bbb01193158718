/**
 * Where pattern files live and where their modules go.
 *
 * `patterns/*.pat` compile into `generated/`, with `generated/registry.ts` listing them: that is
 * the registry the search and the CLI use. Each subfolder `patterns/NAME/` is a separate set of
 * files compiled into `generated/NAME/`, with a registry of its own. Subfolders hold versions kept
 * for comparison (`patterns/paper/`: an algorithm as published, beside our extended version in
 * `patterns/`), so a material may be covered once in `patterns/` and once more in each
 * subfolder without being registered twice. One level of subfolders; deeper ones are ignored.
 *
 * @packageDocumentation
 */

import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { moduleFileName } from "./compile.ts";

/** The folder of the pattern files, relative to the project root. */
export const PATTERNS_DIR = "patterns";
/** The folder of the generated modules, relative to the project root. */
export const GENERATED_DIR = "generated";

/** One set of pattern files compiled together into one output folder with its registry. */
export interface PatternFolder {
  /** The folder of the `.pat` files, e.g. `patterns/paper`. */
  readonly sources: string;
  /** The output folder, e.g. `generated/paper`. */
  readonly out: string;
  /** The `.pat` files, in name order, as `sources/NAME.pat`. */
  readonly files: readonly string[];
}

function patFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".pat"))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/**
 * The pattern folders under `patternsDir`: the folder itself (compiled into `outDir`) and each
 * subfolder holding `.pat` files (into `outDir/NAME`), in name order. Empty when `patternsDir`
 * does not exist.
 */
export function patternFolders(
  patternsDir = PATTERNS_DIR,
  outDir = GENERATED_DIR,
): PatternFolder[] {
  if (!existsSync(patternsDir)) return [];
  const folders: PatternFolder[] = [
    { sources: patternsDir, out: outDir, files: patFiles(patternsDir) },
  ];
  for (const name of readdirSync(patternsDir).sort()) {
    const sub = `${patternsDir}/${name}`;
    if (!statSync(sub).isDirectory()) continue;
    const files = patFiles(sub);
    if (files.length > 0) folders.push({ sources: sub, out: `${outDir}/${name}`, files });
  }
  return folders;
}

/** Every pattern file of every folder under {@link PATTERNS_DIR}, folder by folder. */
export function allPatternFiles(): string[] {
  return patternFolders().flatMap((folder) => folder.files);
}

/**
 * The committed module of a pattern file: `patterns/knnk.pat` → `generated/knnk.ts`,
 * `patterns/paper/x.pat` → `generated/paper/x.ts`.
 */
export function generatedModulePath(patFile: string): string {
  const folder = relative(PATTERNS_DIR, dirname(patFile));
  return join(GENERATED_DIR, folder, moduleFileName(basename(patFile)));
}
