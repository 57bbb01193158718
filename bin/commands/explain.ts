/**
 * `patc explain FEN [--json] [--ascii]`: which compiled rule decides a position, and why. It
 * draws the board, finds the pattern module for the position's material (either colour), runs its
 * explaining entry point and prints the verdict for the side to move, the rule that fired, its
 * sentence and its source location. `-` instead of a FEN reads FENs from stdin, one per line, and
 * prints one JSON object per line. A position of a material no file covers says so.
 *
 * It runs the committed modules of `generated/` (through `generated/registry.ts`): what the
 * search runs, not the interpreter.
 */
import type { Command } from "commander";
import { renderBoard } from "../../runtime/board.ts";
import { ChessInputError } from "../../runtime/errors.ts";
import { makePlacement, parseFen } from "../../runtime/fen.ts";
import { strongSideSignature } from "../../runtime/material.ts";
import { findPatternModules, type PatternModule } from "../../runtime/patternModule.ts";
import { colourName } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import {
  evalScore,
  formatVerdict,
  verdictDistance,
  verdictExtends,
  verdictName,
} from "../../runtime/verdict.ts";
import { CliError } from "../cliError.ts";
import { answerEachLine, writeJsonLine } from "../lines.ts";
import {
  LetProbe,
  type LetSnapshot,
  parseLetNames,
  readingsJson,
  renderSnapshot,
} from "../letProbe.ts";

interface ExplainOptions {
  json?: boolean;
  ascii?: boolean;
  lets?: string;
}

const out = new Int32Array(1);

/** The rule that decided, as shown to people and scripts. */
interface RuleReport {
  readonly name: string;
  readonly section: string;
  readonly sentence: string;
  readonly source: string;
  readonly line: number;
}

/** What `explain` reports about one position. */
export interface Explanation {
  readonly fen: string;
  /** The material, strong side first, e.g. `KNNKB`. */
  readonly material: string;
  /** The `.pat` file whose module answered, or null when none covers the material. */
  readonly module: string | null;
  /** `fail`, `draw`, `win` or `loss` for the side to move; null when no module covers it. */
  readonly verdict: string | null;
  /** The verdict in the pattern language's words, e.g. `side to move mates in 1`. */
  readonly text?: string;
  /** The claimed mate distance in moves, when the verdict claims one (0: checkmated now). */
  readonly dtm?: number;
  /** For `fail extend`: the rule asks the search for an extension. */
  readonly extend?: boolean;
  /** The rule that decided, or null when no rule did (`fail`). */
  readonly rule: RuleReport | null;
  /** The ranking class from `blackeval`/`whiteval`, when the file has them. */
  readonly class?: { readonly rule: RuleReport | null; readonly score: number };
  /** Why there is no verdict. */
  readonly note?: string;
  /** With `--lets`: the normalised board the lets were read on (a FEN board field). */
  readonly normalised?: string;
  /** With `--lets`: each let's value (squares by name, sets as lists of square names). */
  readonly lets?: ReturnType<typeof readingsJson>;
}

function ruleReport(module: PatternModule, index: number): RuleReport | null {
  const row = module.rules[index];
  if (row === undefined) return null;
  return {
    name: row.name,
    section: row.section,
    sentence: row.sentence,
    source: row.source,
    line: row.line,
  };
}

/** Explains one position with the compiled `modules`. */
export function explain(
  fen: string,
  pos: Position,
  modules: readonly PatternModule[],
  lets?: (module: PatternModule, pos: Position) => LetSnapshot | undefined,
): Explanation {
  const material = strongSideSignature(pos);
  const module = findPatternModules(modules, material).find(
    (m) => m.recognizeExplained !== undefined || m.classifyExplained !== undefined,
  );
  if (module === undefined) {
    return {
      fen,
      material,
      module: null,
      verdict: null,
      rule: null,
      note: `no pattern file covers ${material}`,
    };
  }
  const decide = module.recognizeExplained ?? module.classifyExplained!;
  out[0] = -1;
  const verdict = decide(pos, out);
  const rule = ruleReport(module, out[0]!);
  const distance = verdictDistance(verdict);
  let ranking: Explanation["class"];
  if (module.evaluateExplained !== undefined) {
    out[0] = -1;
    const code = module.evaluateExplained(pos, out);
    ranking = { rule: ruleReport(module, out[0]!), score: evalScore(code) };
  }
  const snapshot = lets?.(module, pos);
  return {
    fen,
    material,
    module: module.source,
    verdict: verdictName(verdict),
    text: formatVerdict(verdict),
    ...(distance >= 0 ? { dtm: distance } : {}),
    ...(verdictExtends(verdict) ? { extend: true } : {}),
    rule,
    ...(ranking !== undefined ? { class: ranking } : {}),
    ...(snapshot !== undefined
      ? {
          normalised: makePlacement({ board: snapshot.board }),
          lets: readingsJson(snapshot.readings),
        }
      : {}),
  };
}

/** The text shown under the board. */
function summary(pos: Position, e: Explanation): string {
  const side = colourName(pos.turn);
  const lines = [`${side[0]!.toUpperCase()}${side.slice(1)} to move. Material ${e.material}.`];
  if (e.verdict === null) {
    lines.push(`No verdict: ${e.note}.`);
    return lines.join("\n");
  }
  lines.push(`Verdict: ${e.text} (${e.verdict} for the side to move), by ${e.module}`);
  if (e.rule === null) lines.push("No rule decided: the position is unknown to the patterns.");
  else {
    lines.push(`Rule: "${e.rule.name}" (${e.rule.section}), ${e.rule.source}:${e.rule.line}`);
    lines.push(`  ${e.rule.sentence}`);
  }
  if (e.class !== undefined) {
    lines.push(
      e.class.rule === null
        ? "Class: residual (no class matched)"
        : `Class: "${e.class.rule.name}", score ${e.class.score}, ${e.class.rule.source}:${e.class.rule.line}`,
    );
  }
  return lines.join("\n");
}

/** Registers `explain` on `program`. */
export function registerExplain(program: Command): void {
  program
    .command("explain")
    .description("show the verdict of the compiled patterns for a position, and the rule behind it")
    .argument("<fen>", "the position, in quotes; - reads one FEN per line from stdin (JSON lines)")
    .option("--json", "print a JSON object")
    .option("--ascii", "draw the board with letters instead of chess symbols")
    .option(
      "--lets <names>",
      "also show these lets of the answering .pat file, read on the normalised board (comma-separated)",
    )
    .action(async (fen: string, options: ExplainOptions) => {
      // Loaded here, not at start-up: a broken generated/ must not stop `patc compile` fixing it.
      const { PATTERN_MODULES: modules } = await import("../../generated/registry.ts");
      const names = options.lets === undefined ? undefined : parseLetNames(options.lets);
      const probes = new Map<PatternModule, LetProbe>();
      let snapshot: LetSnapshot | undefined;
      const lets =
        names === undefined
          ? undefined
          : (module: PatternModule, at: Position) => {
              let probe = probes.get(module);
              if (probe === undefined) probes.set(module, (probe = LetProbe.load(module, names)));
              return (snapshot = probe.read(at));
            };
      if (fen === "-") {
        const pos = new Position();
        await answerEachLine(
          (line) => explain(line, parseFen(line, pos), modules, lets),
          (error): error is ChessInputError => error instanceof ChessInputError,
        );
        return;
      }
      let pos: Position;
      try {
        pos = parseFen(fen);
      } catch (error) {
        if (error instanceof ChessInputError) throw new CliError(error.message);
        throw error;
      }
      const report = explain(fen, pos, modules, lets);
      if (options.json) {
        writeJsonLine(report);
        return;
      }
      const board = renderBoard(pos, { ascii: options.ascii === true });
      process.stdout.write(`${board}\n${summary(pos, report)}\n`);
      if (report.normalised !== undefined && snapshot !== undefined) {
        process.stdout.write(
          `Lets of ${report.module}, on the normalised board ${report.normalised} (strong side white):\n` +
            `${renderSnapshot(snapshot)}\n`,
        );
      }
    });
}
