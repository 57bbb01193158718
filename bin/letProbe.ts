/**
 * `--lets NAMES` of `patc explain` and `patc trace`: the values of a pattern file's `let`s on a
 * position. A compiled module keeps only its verdicts and scores, not the terms behind them (the
 * box, the reach, each term of a goal), so they are read from the `.pat` source by the reference
 * interpreter, on the normalised board the rules see. This is how a knowledge author finds which
 * term of a goal falls where the proof is stuck, without compiling one module per term.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkSource } from "../compiler/check.ts";
import {
  evaluate,
  type LetReading,
  readableLets,
  readLets,
  type PositionView,
} from "../compiler/interpret.ts";
import type { CheckedProgram } from "../compiler/program.ts";
import { declarationsOf } from "../compiler/passes/resolveNames.ts";
import { squaresOf, type SquareSet } from "../compiler/geometry.ts";
import type { Binding } from "../grammar/ast.ts";
import { parse } from "../grammar/parse.ts";
import type { PatternModule } from "../runtime/patternModule.ts";
import { pieceLetter } from "../runtime/pieces.ts";
import type { Position } from "../runtime/position.ts";
import { squareName } from "../runtime/squares.ts";
import { CliError } from "./cliError.ts";

/** The project root, where the committed modules' `source` paths start. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Splits `--lets a,b, c` into names; empty names are an error. */
export function parseLetNames(text: string): string[] {
  const names = text.split(",").map((name) => name.trim());
  if (names.some((name) => name === "")) {
    throw new CliError(`--lets: expected let names separated by commas, not '${text}'`);
  }
  return names;
}

/** What one position's lets read, and the normalised board they were read on. */
export interface LetSnapshot {
  /** The normalised board: piece codes as in `compiler/interpret.ts`'s `PositionView`. */
  readonly board: Int8Array;
  readonly readings: readonly LetReading[];
}

/** Reads named lets of a module's `.pat` source on positions. */
export class LetProbe {
  private warned = false;

  private constructor(
    /** The `.pat` file the lets are read from. */
    readonly source: string,
    private readonly program: CheckedProgram,
    private readonly bindings: readonly Binding[],
    private readonly module: PatternModule,
  ) {}

  /**
   * Checks `module`'s source file and finds `names` in it. The source is looked up as written in
   * the module (relative to the working directory, then to the project root). Errors name the
   * file, and for a name it lacks, the names it has.
   */
  static load(module: PatternModule, names: readonly string[]): LetProbe {
    const source = [module.source, join(ROOT, module.source)].find((path) => existsSync(path));
    if (source === undefined) {
      throw new CliError(
        `--lets: cannot read ${module.source}, the source of the compiled patterns, to read its lets`,
      );
    }
    const text = readFileSync(source, "utf8");
    const result = checkSource(text, module.source, { runExamples: false });
    if (result.program === undefined) {
      throw new CliError(
        `--lets: ${module.source} has errors (see \`patc check ${module.source}\`): its lets cannot be read`,
      );
    }
    const readable = readableLets(result.program);
    const bindings = names.map((name) => {
      const binding = readable.get(name);
      if (binding !== undefined) return binding;
      // The checker expands functions into their calls, so look for one in the file as parsed.
      const declared = declarationsOf(parse(text, module.source).file!).find(
        (d) => d.kind === "let" && d.name === name && d.params.length > 0,
      );
      if (declared !== undefined) {
        throw new CliError(
          `--lets: '${name}' in ${module.source} takes parameters; name a let that calls it, e.g. \`let x = ${name}(...)\``,
        );
      }
      throw new CliError(
        `--lets: ${module.source} has no let named '${name}'; it has ${[...readable.keys()].join(", ")}`,
      );
    });
    return new LetProbe(module.source, result.program, bindings, module);
  }

  /**
   * The lets on `pos`, or undefined when its material is not the file's. Warns once (on stderr)
   * when the source no longer agrees with the compiled module on a position's rank, since the
   * values would then explain another goal than the one shown.
   */
  read(pos: Position): LetSnapshot | undefined {
    const view: PositionView = pos;
    const snapshot = readLets(this.program, view, this.bindings);
    if (!this.warned && this.module.evaluate !== undefined) {
      if (evaluate(this.program, view) !== this.module.evaluate(pos)) {
        this.warned = true;
        process.stderr.write(
          `patc: warning: ${this.source} has changed since it was compiled; the lets are the source's, the ranks the compiled module's (run patc compile)\n`,
        );
      }
    }
    return snapshot;
  }
}

/** A reading as JSON: squares by name (null for none), sets as lists of square names. */
export function readingJson(reading: LetReading): number | boolean | string | string[] | null {
  switch (reading.type) {
    case "square": {
      const square = reading.value as number;
      return square < 0 ? null : squareName(square);
    }
    case "set":
      return squaresOf(reading.value as SquareSet).map(squareName);
    default:
      return reading.value as number | boolean;
  }
}

/** Readings as one JSON object, by let name (see {@link readingJson}). */
export function readingsJson(
  readings: readonly LetReading[],
): Record<string, ReturnType<typeof readingJson>> {
  return Object.fromEntries(readings.map((r) => [r.name, readingJson(r)]));
}

/** A reading in one short cell: a set by its size (`12 sq`), a square by name. */
export function readingCell(reading: LetReading): string {
  switch (reading.type) {
    case "square": {
      const square = reading.value as number;
      return square < 0 ? "none" : squareName(square);
    }
    case "set":
      return `${squaresOf(reading.value as SquareSet).length} sq`;
    default:
      return String(reading.value);
  }
}

/** How many set diagrams one row of text holds. */
const DIAGRAMS_PER_ROW = 4;

/**
 * The readings as text: one line per number, boolean or square, and the sets as diagrams of
 * the normalised board side by side (`x` a square of the set, `.` another, a letter a piece; a
 * piece's square in the set is listed under its diagram).
 */
export function renderSnapshot(snapshot: LetSnapshot): string {
  const lines: string[] = [];
  for (const reading of snapshot.readings) {
    if (reading.type !== "set") lines.push(`  ${reading.name} = ${readingCell(reading)}`);
  }
  const sets = snapshot.readings.filter((reading) => reading.type === "set");
  for (let first = 0; first < sets.length; first += DIAGRAMS_PER_ROW) {
    const row = sets.slice(first, first + DIAGRAMS_PER_ROW);
    const width = Math.max(10, ...row.map((r) => r.name.length + 1));
    const cells = row.map((reading) => diagram(snapshot.board, reading));
    for (let line = 0; line < cells[0]!.length; line++) {
      lines.push(`  ${cells.map((cell) => cell[line]!.padEnd(width)).join("  ")}`.trimEnd());
    }
  }
  return lines.join("\n");
}

/** One set's diagram: its name, eight ranks, its size and the pieces on its squares. */
function diagram(board: Int8Array, reading: LetReading): string[] {
  const set = reading.value as SquareSet;
  const members = new Set(squaresOf(set));
  const lines = [reading.name];
  const covered: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let line = "";
    for (let file = 0; file < 8; file++) {
      const square = rank * 8 + file;
      const code = board[square]!;
      if (code !== 0) {
        line += pieceLetter(code);
        if (members.has(square)) covered.push(pieceLetter(code));
      } else line += members.has(square) ? "x" : ".";
    }
    lines.push(line);
  }
  lines.push(`${members.size} sq${covered.length > 0 ? ` +${covered.join("")}` : ""}`);
  return lines;
}
