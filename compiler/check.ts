/**
 * The checker: runs the passes of `compiler/passes/` in stages on a parsed file and, when no
 * stage reported an error, returns the {@link CheckedProgram}. Each stage relies on the ones
 * before it (types need names, material checks need types, warnings need folded constants), so a
 * stage with errors ends the check; warnings never do.
 *
 * @packageDocumentation
 */
import type { PatFile } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostic.ts";
import { parse } from "../grammar/parse.ts";
import { checkContext } from "./passes/checkContext.ts";
import { checkNormalisation } from "./passes/checkNormalisation.ts";
import { checkTypes } from "./passes/checkTypes.ts";
import { expandFunctions } from "./passes/expandFunctions.ts";
import { foldConstants } from "./passes/foldConstants.ts";
import { indexProgram } from "./passes/indexProgram.ts";
import { reportEmptySets } from "./passes/reportEmptySets.ts";
import { reportUnreachable } from "./passes/reportUnreachable.ts";
import { resolveNames } from "./passes/resolveNames.ts";
import { runExamples } from "./passes/runExamples.ts";
import type { CheckedProgram, ProgramUnderCheck } from "./program.ts";
import { Session, type Pass } from "./session.ts";

/** Options of {@link check}. */
export interface CheckOptions {
  /** Run the file's examples (PAT6xx). On by default; off for pure static checks. */
  readonly runExamples?: boolean;
}

/** The result of checking: the program when there was no error, and every diagnostic. */
export interface CheckResult {
  readonly program: CheckedProgram | undefined;
  readonly diagnostics: Diagnostic[];
}

/** The stages, in order. A stage with an error stops the check. */
export const STAGES: readonly (readonly Pass<ProgramUnderCheck>[])[] = [
  [expandFunctions],
  [indexProgram, resolveNames],
  [checkTypes],
  [foldConstants, checkContext, checkNormalisation],
  [reportUnreachable, reportEmptySets],
];

/** Checks a parsed file. Never throws: a bug in patc becomes a PAT900 diagnostic. */
export function check(file: PatFile, options: CheckOptions = {}): CheckResult {
  const session = new Session();
  const program: ProgramUnderCheck = {
    file,
    materials: [],
    universe: [],
    normalisation: [],
    sections: {},
    rules: [],
    examples: [],
  };
  const where = file.header.span;
  for (const stage of STAGES) {
    if (!session.runStage(stage, program, where))
      return { program: undefined, diagnostics: session.diagnostics };
  }
  if (options.runExamples !== false) {
    if (!session.runStage([runExamples], program, where)) {
      return { program: undefined, diagnostics: session.diagnostics };
    }
  }
  return { program, diagnostics: session.diagnostics };
}

/** Parses and checks the text of one file. */
export function checkSource(
  text: string,
  fileName: string,
  options: CheckOptions = {},
): CheckResult {
  const parsed = parse(text, fileName);
  if (parsed.file === undefined || parsed.diagnostics.some((d) => d.severity === "error")) {
    return { program: undefined, diagnostics: parsed.diagnostics };
  }
  const checked = check(parsed.file, options);
  return { program: checked.program, diagnostics: [...parsed.diagnostics, ...checked.diagnostics] };
}
