/**
 * A tiny writer of TypeScript text: lines with indentation by nesting. The emitter does not try to
 * lay code out nicely (prettier does that); the indentation only makes the unformatted text
 * readable while debugging the compiler.
 *
 * @packageDocumentation
 */

/** Accumulates lines of code. */
export class CodeWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  /** Writes one line at the current depth. */
  line(text = ""): this {
    this.lines.push(text === "" ? "" : "  ".repeat(this.depth) + text);
    return this;
  }

  /** Dedents, writes `text` (e.g. `} else {`) and indents again. */
  middle(text: string): this {
    this.depth--;
    this.line(text);
    this.depth++;
    return this;
  }

  /** Writes `text` (e.g. `if (x) {`) and indents what follows. */
  open(text: string): this {
    this.line(text);
    this.depth++;
    return this;
  }

  /** Dedents and writes `text` (e.g. `}`). */
  close(text = "}"): this {
    this.depth--;
    return this.line(text);
  }

  /** The text so far, one trailing newline. */
  toString(): string {
    return this.lines.join("\n") + "\n";
  }
}
