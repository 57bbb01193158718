/**
 * Errors meant for the person at the terminal. The CLI prints `message` alone, never a stack
 * trace, and exits with `exitCode`: 1 when the command found a problem with its input or its
 * check failed, 2 for a usage error.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}
