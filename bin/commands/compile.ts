/**
 * `patc compile [FILES] [-o DIR] [--check]`: compiles pattern files into TypeScript modules and
 * the registry listing them. Without FILES it compiles `patterns/*.pat` into `generated/` and
 * each subfolder `patterns/NAME/*.pat` into `generated/NAME/`, each folder with its own registry
 * (see `compiler/layout.ts`). FILES compiled into a project folder (`generated/` itself) leave
 * its registry listing the folder's other modules too.
 *
 * Files are written atomically (a temporary file, then a rename), so a reader never sees half a
 * module, and only when their contents change. With `--check` nothing is written: the command
 * lists the modules that are missing, differ or are left over, and exits 1 if there are any.
 * A file with errors is reported like `patc check` does, and nothing is written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { compileProject, ProjectError, type OutputFile } from "../../compiler/compile.ts";
import { patternFolders, PATTERNS_DIR } from "../../compiler/layout.ts";
import { plural, renderDiagnostics } from "../../grammar/diagnostic.ts";
import { writeFileAtomically } from "../../runtime/atomicFile.ts";
import { CliError } from "../cliError.ts";
import { readSources } from "./sources.ts";

/** The runtime folder of this package, which generated modules import. */
const RUNTIME_DIR = new URL("../../runtime/", import.meta.url);

interface CompileOptions {
  out: string;
  check?: boolean;
}

/** `file` relative to the working folder with `/` separators, as recorded in the output. */
function projectPath(file: string): string {
  return relative(process.cwd(), resolve(file)).split(sep).join("/");
}

/** The output files that differ from (or are missing in) `dir`, and `.ts` files left over. */
function staleness(outputs: readonly OutputFile[], dir: string, reportExtra: boolean) {
  const stale: string[] = [];
  for (const { name, text } of outputs) {
    const path = join(dir, name);
    if (!existsSync(path)) stale.push(`${path}: missing`);
    else if (readFileSync(path, "utf8") !== text) stale.push(`${path}: out of date`);
  }
  if (reportExtra && existsSync(dir)) {
    const names = new Set(outputs.map((o) => o.name));
    for (const f of readdirSync(dir).sort()) {
      if (f.endsWith(".ts") && !names.has(f))
        stale.push(`${join(dir, f)}: no .pat file compiles to it`);
    }
  }
  return stale;
}

/** Registers `compile` on `program`. */
export function registerCompile(program: Command): void {
  program
    .command("compile")
    .description("compile pattern files to TypeScript recognizers (default: patterns/*.pat)")
    .argument("[files...]", ".pat files to compile")
    .option("-o, --out <dir>", "output folder", "generated")
    .option("--check", "write nothing; list stale modules and exit 1 if there are any")
    .action(async (files: string[], options: CompileOptions) => {
      const explicit = files.length > 0;
      const project = patternFolders(PATTERNS_DIR, options.out).filter((f) => f.files.length > 0);
      // Files compiled into a project folder (`generated/`) keep its other modules registered.
      const home = project.find((f) => resolve(f.out) === resolve(options.out));
      const folders = explicit
        ? [{ files, out: options.out, others: home?.files ?? [] }]
        : project.map((f) => ({ ...f, others: [] }));
      if (folders.length === 0) throw new CliError("no .pat files to compile", 1);
      for (const { files, out, others } of folders) {
        await compileFolder(files, out, options.check === true, !explicit, others);
      }
    });
}

/**
 * Compiles `inputs` into `dir` with their registry, or with `check` only compares; `reportExtra`
 * also lists `.ts` files in `dir` that no input compiles to. The registry lists `others` too.
 */
async function compileFolder(
  inputs: readonly string[],
  dir: string,
  check: boolean,
  reportExtra: boolean,
  others: readonly string[],
): Promise<void> {
  const texts = readSources(inputs);
  const sources = new Map<string, string>();
  for (const [file, text] of texts) sources.set(projectPath(file), text);
  // Modules import the runtime relative to where they are written, so any folder works.
  const runtime = relative(resolve(dir), fileURLToPath(RUNTIME_DIR)).split(sep).join("/");
  let result;
  try {
    result = await compileProject(sources, {
      runtimeImportPrefix: `${runtime}/`,
      alsoRegistered: others,
    });
  } catch (error) {
    if (error instanceof ProjectError) throw new CliError(error.message, 1);
    throw error;
  }
  const rendered = renderDiagnostics([...result.diagnostics], sources);
  if (rendered !== "") process.stderr.write(rendered + "\n");
  if (result.errors > 0) {
    throw new CliError(`${plural(result.errors, "error")}: nothing written`, 1);
  }
  if (check) {
    const stale = staleness(result.outputs, dir, reportExtra);
    if (stale.length > 0) {
      process.stderr.write(stale.map((s) => `stale: ${s}`).join("\n") + "\n");
      throw new CliError(`${plural(stale.length, "stale module")}: run \`npx patc compile\``, 1);
    }
    process.stderr.write(`${plural(result.outputs.length, "module")} up to date in ${dir}\n`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const { name, text } of result.outputs) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
    writeFileAtomically(path, text);
    written++;
  }
  process.stderr.write(
    `${plural(result.outputs.length, "module")} compiled into ${dir} (${written} changed)\n`,
  );
}
