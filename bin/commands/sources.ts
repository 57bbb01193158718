/** Reading the files named on the command line, with errors for people rather than stacks. */
import { readFileSync } from "node:fs";
import { CliError } from "../cliError.ts";

/** Reads every file; a missing or unreadable one is a {@link CliError} (exit 1). */
export function readSources(files: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of files) {
    try {
      sources.set(file, readFileSync(file, "utf8"));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === "ENOENT"
          ? "no such file"
          : code === "EISDIR"
            ? "is a directory"
            : (error as Error).message;
      throw new CliError(`cannot read '${file}': ${reason}`, 1);
    }
  }
  return sources;
}
