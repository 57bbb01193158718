/**
 * `patc fmt [--check] FILES`: rewrites pattern files in the canonical layout (comments kept).
 * With `--check` nothing is written; the files that would change are listed and the exit code
 * is 1 if there are any. Files with syntax errors are reported and left alone (exit 1).
 */
import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { renderDiagnostics } from "../../grammar/diagnostic.ts";
import { format } from "../../grammar/format.ts";
import { readSources } from "./sources.ts";

/** Registers `fmt` on `program`. */
export function registerFmt(program: Command): void {
  program
    .command("fmt")
    .description("format pattern files in the canonical layout")
    .argument("<files...>", ".pat files to format")
    .option("--check", "only report files that are not formatted")
    .action((files: string[], options: { check?: boolean }) => {
      const sources = readSources(files);
      let problems = 0;
      for (const [file, text] of sources) {
        const result = format(text, file);
        if (result.output === undefined) {
          process.stderr.write(renderDiagnostics(result.diagnostics, sources) + "\n");
          problems++;
          continue;
        }
        if (result.output === text) continue;
        if (options.check) {
          process.stderr.write(`${file}: not formatted\n`);
          problems++;
        } else {
          writeFileSync(file, result.output);
          process.stderr.write(`${file}: formatted\n`);
        }
      }
      process.exitCode = problems > 0 ? 1 : 0;
    });
}
