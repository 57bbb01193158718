/**
 * The `patc` command line. Each subcommand lives in `bin/commands/` and registers itself on the
 * program; this file only owns the exit-code contract:
 * 0 ok, 1 the command found a problem (failed check, illegal input), 2 usage error.
 */
import { Command, CommanderError } from "commander";
import { CliError } from "./cliError.ts";
import { registerCheck } from "./commands/check.ts";
import { registerCompile } from "./commands/compile.ts";
import { registerExplain } from "./commands/explain.ts";
import { registerFmt } from "./commands/fmt.ts";
import { registerForce } from "./commands/force.ts";
import { registerBest } from "./commands/best.ts";
import { registerMoves } from "./commands/moves.ts";
import { registerPerft } from "./commands/perft.ts";
import { registerPlay } from "./commands/play.ts";
import { registerTables } from "./commands/tables.ts";
import { registerTrace } from "./commands/trace.ts";
import { registerVerify } from "./commands/verify.ts";

/** Builds the program with every subcommand registered. */
export function buildProgram(): Command {
  const program = new Command("patc")
    .description("compile readable chess endgame patterns into fast, verified recognizers")
    .version("0.1.0")
    .showHelpAfterError()
    .exitOverride();
  registerPerft(program);
  registerMoves(program);
  registerCheck(program);
  registerFmt(program);
  registerBest(program);
  registerTables(program);
  registerCompile(program);
  registerExplain(program);
  registerVerify(program);
  registerPlay(program);
  registerTrace(program);
  registerForce(program);
  return program;
}

/** Runs the CLI on `argv` (as in `process.argv`) and returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version arrive here too, with exit code 0.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof CliError) {
      process.stderr.write(`patc: ${error.message}\n`);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`patc: internal error: ${message}\n`);
    return 1;
  }
}
