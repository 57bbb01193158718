/**
 * Runs the `patc` CLI for tests, either in this process (fast; stdout and stderr captured) or as
 * a real child process (for stdin input and to see exactly what a user would see).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { main } from "../../bin/cli.ts";

/** What a CLI run produced. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `patc ARGS...` in this process. */
export async function runCli(...args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const stdoutWrite = process.stdout.write;
  const stderrWrite = process.stderr.write;
  process.stdout.write = ((chunk: string) => out.push(String(chunk)) > 0) as typeof stdoutWrite;
  process.stderr.write = ((chunk: string) => err.push(String(chunk)) > 0) as typeof stderrWrite;
  // A command reports failure through process.exitCode; one run's must not leak into the next.
  const exitCode = process.exitCode;
  process.exitCode = undefined;
  try {
    const code = await main(["node", "patc", ...args]);
    return { code, stdout: out.join(""), stderr: err.join("") };
  } finally {
    process.stdout.write = stdoutWrite;
    process.stderr.write = stderrWrite;
    process.exitCode = exitCode;
  }
}

const PATC = fileURLToPath(new URL("../../bin/patc.js", import.meta.url));

/** Runs `node bin/patc.js ARGS...` as a child process, feeding it `stdin`. */
export function spawnCli(args: string[], stdin = ""): CliRun {
  const result = spawnSync(process.execPath, [PATC, ...args], { input: stdin, encoding: "utf8" });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Whether `text` looks like it contains a stack trace. */
export function hasStackTrace(text: string): boolean {
  return /^\s+at /m.test(text) || /\.ts:\d+/.test(text);
}
