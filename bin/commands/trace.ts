/**
 * `patc trace [FEN] [--patterns M] [--depth N] [--deepen N] [--json]`: the goal along optimal play.
 * The endgame table plays both sides of a won KBNK position to mate; at every position with the
 * strong side to move, `trace` prints the table's distance to mate, the `whiteval` class and score
 * the knowledge gives the position, and the move the chooser would play there with what its search
 * expects. The lines where the goal falls (marked `v`) or the chooser is stuck show the knowledge's
 * local maxima along the way to mate, which is what to look at when the proof lists a stuck
 * position (docs/kbnk.md, "Working on the goal").
 */
import type { Command } from "commander";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import { goalBelow, traceOptimalLine, type TraceStep } from "../../runtime/hedeam/trace.ts";
import { WIN } from "../../runtime/verdict.ts";
import { probeCode } from "../../runtime/tables/probe.ts";
import { CliError } from "../cliError.ts";
import { type ChooserFlags, chooserOptions, deepenOption, depthOption } from "../chooserOptions.ts";
import { parseKbnkStart } from "../kbnkStart.ts";
import { writeJsonLine } from "../lines.ts";
import { LetProbe, parseLetNames, readingCell, readingsJson } from "../letProbe.ts";
import { loadKbnkPatterns } from "../loadKbnkPatterns.ts";
import { outcomeText } from "./play.ts";

interface TraceOptions extends ChooserFlags {
  patterns?: string;
  json?: boolean;
  lets?: string;
}

/**
 * One line per step: number, moves, distance, goal (and whether it fell), the `--lets` columns,
 * the chooser's move.
 */
function stepLine(step: TraceStep, previous: TraceStep | undefined, lets: string): string {
  const moves = `${step.moveNumber}. ${step.move}${step.reply === null ? "" : ` ${step.reply}`}`;
  const fell = previous !== undefined && goalBelow(step.goal, previous.goal) ? "v" : " ";
  const goal = `"${step.goal.name}" ${step.goal.score}`;
  const chooser = `${step.chooser.move}: ${outcomeText(step.chooser.outcome)}`;
  return `${moves.padEnd(16)} ${String(step.dtm).padStart(3)}  ${fell} ${goal.padEnd(22)}${lets} ${chooser}`;
}

/** Registers `trace` on `program`. */
export function registerTrace(program: Command): void {
  program
    .command("trace")
    .description(
      "the table's optimal line from a won KBNK position, with the goal of each position and the chooser's move",
    )
    .argument("[fen]", "a won KBNK position, in quotes (default: the mate-in-33 of patc play)")
    .addOption(depthOption())
    .addOption(deepenOption())
    .option(
      "--patterns <module.ts>",
      "trace another compiled KBNK pattern module (default generated/kbnk.ts)",
    )
    .option("--json", "print one JSON object: the start and the steps")
    .option(
      "--lets <names>",
      "add a column for each of these lets of the .pat file, read on the normalised board (comma-separated; a set shows its size)",
    )
    .action(async (fen: string | undefined, options: TraceOptions) => {
      const { module } = await loadKbnkPatterns(options.patterns);
      const probe =
        options.lets === undefined ? undefined : LetProbe.load(module, parseLetNames(options.lets));
      const pos = parseKbnkStart(fen, "trace");
      const start = makeFen(pos);
      if ((probeCode(pos) & 3) !== WIN) {
        throw new CliError(
          "trace: expected a position the side to move wins (the table says it does not; " +
            "the strong side must be to move)",
        );
      }
      const chooser = new HedeamChooser(module, chooserOptions(options));
      const steps = traceOptimalLine(pos, module, chooser, probeCode);
      // Read after the line is played: each step's position is set up again from its FEN.
      const readings = steps.map((step) => probe?.read(parseFen(step.fen))?.readings ?? []);
      if (options.json) {
        const withLets = steps.map((step, i) =>
          probe === undefined
            ? step
            : {
                ...step,
                lets: readingsJson(readings[i]!),
              },
        );
        writeJsonLine({
          fen: start,
          patterns: module.source,
          depth: options.depth,
          deepen: options.deepen,
          steps: withLets,
        });
        return;
      }
      const write = (line: string) => process.stdout.write(`${line}\n`);
      write(`${start}: the table's line, both sides perfect; the goal by ${module.source}`);
      const names = readings[0]?.map((r) => r.name) ?? [];
      const widths = names.map((name, n) =>
        Math.max(name.length, ...readings.map((row) => readingCell(row[n]!).length)),
      );
      const columns = (cells: readonly string[]) =>
        cells.map((cell, n) => ` ${cell.padStart(widths[n]!)}`).join("");
      write(
        `${"moves".padEnd(16)} dtm    ${"goal (v: fell)".padEnd(22)}${columns(names)} the chooser's move here`,
      );
      steps.forEach((step, i) =>
        write(stepLine(step, steps[i - 1], columns(readings[i]!.map(readingCell)))),
      );
      const fell = steps.filter((s, i) => i > 0 && goalBelow(s.goal, steps[i - 1]!.goal)).length;
      const stuck = steps.filter((s) => s.chooser.stuck);
      write("");
      write(
        `the goal fell at ${fell} of ${steps.length - 1} moves; the chooser is stuck at ${stuck.length} of ${steps.length} positions`,
      );
    });
}
