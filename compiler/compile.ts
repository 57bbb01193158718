/**
 * The compiler driver: a `.pat` file's text to the text of its generated module.
 *
 * check (front end) → lower → foldConstants → orderConditions → shareSubexpressions → emit →
 * format. Each step is one file; this one only runs them in order and reports the checker's
 * diagnostics. A file with errors produces no module.
 *
 * @packageDocumentation
 */

import { basename } from "node:path";
import type { Diagnostic } from "../grammar/diagnostic.ts";
import { checkSource } from "./check.ts";
import { emitModule } from "./emit.ts";
import { formatTypeScript } from "./format.ts";
import type { IrModule } from "./ir.ts";
import { lower } from "./lower.ts";
import { foldConstants } from "./optimize/foldConstants.ts";
import { orderConditions } from "./optimize/orderConditions.ts";
import { shareSubexpressions } from "./optimize/shareSubexpressions.ts";
import type { CheckedProgram } from "./program.ts";

/** Options of {@link compileSource}. */
export interface CompileOptions {
  /**
   * How the generated module imports the runtime, e.g. `../runtime/` (the default, right for
   * `generated/`). Tests that write modules elsewhere change it.
   */
  readonly runtimeImportPrefix?: string;
  /** Run the file's examples while checking (default true, as `patc check`). */
  readonly runExamples?: boolean;
}

/** The result of compiling one file. */
export interface CompileResult {
  /** The formatted module text; undefined when the file has errors. */
  readonly code: string | undefined;
  readonly program: CheckedProgram | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** The generated module's file name for a `.pat` file: `patterns/knnk.pat` → `knnk.ts`. */
export function moduleFileName(patFile: string): string {
  return basename(patFile).replace(/\.pat$/, "") + ".ts";
}

/** Runs the back end's passes on a checked program: the optimised IR. */
export function lowerAndOptimize(program: CheckedProgram): IrModule {
  const module = lower(program);
  foldConstants(module);
  orderConditions(module);
  foldConstants(module);
  shareSubexpressions(module);
  return module;
}

/** The unformatted module text of a checked program. */
export function emitProgram(program: CheckedProgram, options: CompileOptions = {}): string {
  return emitModule(lowerAndOptimize(program), {
    runtimeImportPrefix: options.runtimeImportPrefix ?? "../runtime/",
  });
}

/**
 * Compiles the text of one `.pat` file. `fileName` is recorded in the module (header, rule
 * table): pass it relative to the project root with `/` separators so that the output is the
 * same on every machine.
 */
export async function compileSource(
  text: string,
  fileName: string,
  options: CompileOptions = {},
): Promise<CompileResult> {
  const checked = checkSource(text, fileName, { runExamples: options.runExamples });
  if (checked.program === undefined) {
    return { code: undefined, program: undefined, diagnostics: checked.diagnostics };
  }
  const code = await formatTypeScript(emitProgram(checked.program, options));
  return { code, program: checked.program, diagnostics: checked.diagnostics };
}
