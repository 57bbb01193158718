/**
 * Helpers shared by commands that read many inputs from stdin, one per line, and answer each
 * with one JSON object per line, so scripts can check thousands of positions in one process;
 * and the tab-separated position lists the proofs write for `--from` to read back.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";
import { writeFileAtomically } from "../runtime/atomicFile.ts";
import { CliError } from "./cliError.ts";

/** The non-blank lines of `input` (stdin by default), trimmed, as they arrive. */
export async function* readLines(
  input: NodeJS.ReadableStream = process.stdin,
): AsyncGenerator<string> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const trimmed = line.trim();
    if (trimmed !== "") yield trimmed;
  }
}

/**
 * Writes `rows` to `path`, a row a line with its fields separated by tabs (a FEN first, which is
 * what `--from` reads), creating the folder and replacing the file atomically. Written even when
 * empty, so that a stale list from an earlier run cannot mislead.
 */
export function writeTabLines(path: string, rows: readonly (readonly (string | number)[])[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomically(path, rows.map((row) => `${row.join("\t")}\n`).join(""));
}

/** Writes one JSON object as one line of stdout. */
export function writeJsonLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/**
 * Runs `answer` on every line of stdin and prints its result as a JSON line; a line that throws
 * an input error `isInputError` gets `{"fen": line, "error": message}` instead. After the last line,
 * throws a {@link CliError} (exit code 1) if any line failed, so the exit status tells scripts.
 */
export async function answerEachLine(
  answer: (line: string) => unknown,
  isInputError: (error: unknown) => error is Error,
): Promise<void> {
  let lines = 0;
  let failures = 0;
  for await (const line of readLines()) {
    lines++;
    let result: unknown;
    try {
      result = answer(line);
    } catch (error) {
      if (!isInputError(error)) throw error;
      failures++;
      result = { fen: line, error: error.message };
    }
    writeJsonLine(result);
  }
  if (failures > 0) {
    throw new CliError(`${failures} of ${lines} input line${lines === 1 ? "" : "s"} had errors`);
  }
}
