/**
 * The compiler driver: a `.pat` file's text to the text of its generated module.
 *
 * check (front end) → lower → foldConstants → orderConditions → outlineShared →
 * splitConditions → shareSubexpressions → joinConditions → emit → format. Each step is one file;
 * this one only runs them in order and reports the checker's diagnostics. A file with errors
 * produces no module.
 *
 * @packageDocumentation
 */

import { basename } from "node:path";
import type { Diagnostic } from "../grammar/diagnostic.ts";
import { checkSource } from "./check.ts";
import { emitModule } from "./emit.ts";
import { emitRegistry } from "./emitRegistry.ts";
import { formatTypeScript } from "./format.ts";
import type { IrModule } from "./ir.ts";
import { lower } from "./lower.ts";
import { foldConstants } from "./optimize/foldConstants.ts";
import { orderConditions } from "./optimize/orderConditions.ts";
import { outlineShared } from "./optimize/outlineShared.ts";
import { shareSubexpressions } from "./optimize/shareSubexpressions.ts";
import { joinConditions, splitConditions } from "./optimize/splitConditions.ts";
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
  outlineShared(module);
  splitConditions(module);
  shareSubexpressions(module);
  joinConditions(module);
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

/** One output file of a project compile. */
export interface OutputFile {
  /** File name inside the output folder, e.g. `knnk.ts` or `registry.ts`. */
  readonly name: string;
  readonly text: string;
}

/** The result of compiling several files. */
export interface ProjectResult {
  /** The modules and the registry; empty when any file had errors. */
  readonly outputs: readonly OutputFile[];
  /** Every diagnostic, with each file's text for rendering. */
  readonly diagnostics: readonly Diagnostic[];
  readonly errors: number;
}

/** A problem with the set of files to compile (not with one file's contents). */
export class ProjectError extends Error {
  override readonly name = "ProjectError";
}

/** The name of the registry module in the output folder. */
export const REGISTRY_FILE = "registry.ts";

/** Options of {@link compileProject}. */
export interface ProjectOptions extends CompileOptions {
  /**
   * More `.pat` files the registry lists besides those compiled: the rest of the folder when
   * some of its files are compiled into it, so that its registry still lists every module.
   */
  readonly alsoRegistered?: readonly string[];
}

/**
 * Compiles `sources` (path relative to the project root → text) into their modules and the
 * registry listing them, in module-name order. Two sources with the same base name would write the
 * same module: that is reported as an error rather than one silently winning.
 */
export async function compileProject(
  sources: ReadonlyMap<string, string>,
  options: ProjectOptions = {},
): Promise<ProjectResult> {
  const byModule = new Map<string, string>();
  for (const path of sources.keys()) {
    const name = moduleFileName(path);
    const other = byModule.get(name);
    if (other !== undefined || name === REGISTRY_FILE) {
      throw new ProjectError(
        name === REGISTRY_FILE
          ? `'${path}' would overwrite the registry (${REGISTRY_FILE}); rename it`
          : `'${other}' and '${path}' would both compile to '${name}'; rename one`,
      );
    }
    byModule.set(name, path);
  }
  const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);
  const ordered = [...byModule.entries()].sort(byName);
  const registered = new Map(byModule);
  for (const path of options.alsoRegistered ?? []) {
    const name = moduleFileName(path);
    if (!registered.has(name)) registered.set(name, path);
  }
  const outputs: OutputFile[] = [];
  const diagnostics: Diagnostic[] = [];
  let errors = 0;
  for (const [name, path] of ordered) {
    const result = await compileSource(sources.get(path)!, path, options);
    diagnostics.push(...result.diagnostics);
    errors += result.diagnostics.filter((d) => d.severity === "error").length;
    if (result.code !== undefined) outputs.push({ name, text: result.code });
  }
  if (errors > 0) return { outputs: [], diagnostics, errors };
  outputs.push({
    name: REGISTRY_FILE,
    text: await emitRegistry(
      [...registered.entries()].sort(byName).map(([, path]) => path),
      options.runtimeImportPrefix,
    ),
  });
  return { outputs, diagnostics, errors };
}
