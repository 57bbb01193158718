/**
 * Formatting of generated code with the pinned prettier (a dependency, so every machine formats
 * alike), with the options of the repository's `.prettierrc.json`, read from the package root and
 * not from wherever the compiler happens to run: the output must be byte-identical from run to
 * run and machine to machine.
 *
 * @packageDocumentation
 */

import { readFileSync } from "node:fs";
import { format, type Options } from "prettier";

const PRETTIER_RC = new URL("../.prettierrc.json", import.meta.url);

let options: Options | undefined;

/** The repository's prettier options, with the TypeScript parser. */
export function prettierOptions(): Options {
  options ??= {
    ...(JSON.parse(readFileSync(PRETTIER_RC, "utf8")) as Options),
    parser: "typescript",
  };
  return options;
}

/** `code` formatted as the repository formats TypeScript. */
export async function formatTypeScript(code: string): Promise<string> {
  return format(code, prettierOptions());
}
