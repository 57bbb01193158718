/**
 * `patc check FILES`: parses, type-checks and runs the examples of each pattern file, and
 * reports every diagnostic. Exit 1 if any error (or a file cannot be read), else 0. With `--json`
 * the diagnostics are printed to stdout as a JSON array; otherwise rustc-style to stderr.
 */
import type { Command } from "commander";
import { checkSource } from "../../compiler/check.ts";
import {
  diagnosticToJson,
  plural,
  renderDiagnostics,
  type Diagnostic,
} from "../../grammar/diagnostic.ts";
import { readSources } from "./sources.ts";

/** Registers `check` on `program`. */
export function registerCheck(program: Command): void {
  program
    .command("check")
    .description("parse, type-check and run the examples of pattern files")
    .argument("<files...>", ".pat files to check")
    .option("--json", "print diagnostics as JSON on stdout")
    .option("--no-examples", "skip running the examples")
    .action((files: string[], options: { json?: boolean; examples: boolean }) => {
      const sources = readSources(files);
      const diagnostics: Diagnostic[] = [];
      for (const [file, text] of sources) {
        diagnostics.push(...checkSource(text, file, { runExamples: options.examples }).diagnostics);
      }
      const errors = diagnostics.filter((d) => d.severity === "error").length;
      const warnings = diagnostics.length - errors;
      if (options.json) {
        process.stdout.write(JSON.stringify(diagnostics.map(diagnosticToJson), null, 2) + "\n");
      } else {
        const rendered = renderDiagnostics(diagnostics, sources);
        if (rendered !== "") process.stderr.write(rendered + "\n");
        const summary =
          diagnostics.length === 0
            ? `${plural(sources.size, "file")} checked, no problems`
            : `${plural(sources.size, "file")} checked: ${plural(errors, "error")}, ${plural(warnings, "warning")}`;
        process.stderr.write(`${summary}\n`);
      }
      process.exitCode = errors > 0 ? 1 : 0;
    });
}
