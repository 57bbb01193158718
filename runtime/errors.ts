/**
 * Errors caused by what a person typed (a FEN, a move), as opposed to bugs. Their `message` is
 * written to be shown as it is, without a stack trace: the CLI prints it and exits 1. Each
 * parser also has a non-throwing variant that returns the error as a value.
 *
 * @packageDocumentation
 */

/** Base class of every input error the runtime throws. */
export class ChessInputError extends Error {
  /** An error whose `message` is fit to show to the user as it is. */
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
