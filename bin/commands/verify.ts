/**
 * `patc verify ...`: proofs of rules and strategies against the endgame tables, one subcommand
 * per body of knowledge. Each subcommand lives in its own file and adds itself here with one
 * line; they share the exit-code contract (1 when the proof finds an error).
 */
import type { Command } from "commander";
import { registerVerifyKnnk } from "./verifyKnnk.ts";
import { registerVerifyKbnk } from "./verifyKbnk.ts";
import { registerVerifyKbnkChange } from "./verifyKbnkChange.ts";

/** Registers `patc verify` and its subcommands. */
export function registerVerify(program: Command): void {
  const verify = program
    .command("verify")
    .description("prove pattern files and strategies against the endgame tables");
  registerVerifyKnnk(verify);
  registerVerifyKbnk(verify);
  registerVerifyKbnkChange(verify);
}
