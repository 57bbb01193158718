/**
 * `patc play [FEN] [--defender table|random|chooser] [--depth N] [--deepen N] [--seed N] [--quiet]
 * [--ascii] [--pgn FILE] [--json]`: the HEDEAM chooser plays the strong side of a KBNK position
 * with the knowledge of `patterns/kbnk.pat` (its compiled module), against a defender; by default
 * the perfect defence of the endgame table from the mate-in-33 position `8/8/8/8/8/8/2k5/KNB5 w`.
 *
 * Per move it prints the SAN, the board, what the chooser's search expected of the move (a mate,
 * or the class its principal variation ends in) and the time taken. At the end: the result, the
 * strong side's number of moves, and the table's distance to mate from the start (the optimum
 * against perfect defence).
 */
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type Command, InvalidArgumentError } from "commander";
import { writeFileAtomically } from "../../runtime/atomicFile.ts";
import { renderBoard } from "../../runtime/board.ts";
import { DEFAULT_FEN, makeFen } from "../../runtime/fen.ts";
import { type ChoiceOutcome, HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import {
  chooserDefender,
  type Defender,
  type DefenderKind,
  DEFENDERS,
  type Game,
  playGame,
  randomDefender,
  tableDefender,
} from "../../runtime/hedeam/game.ts";
import { strongSide } from "../../runtime/material.ts";
import { moveToSan } from "../../runtime/notation.ts";
import { WHITE } from "../../runtime/pieces.ts";
import { probe, probeCode } from "../../runtime/tables/probe.ts";
import { CliError } from "../cliError.ts";
import { writeJsonLine } from "../lines.ts";
import { movetext, wrapTokens } from "../movetext.ts";
import { type ChooserFlags, chooserOptions, deepenOption, depthOption } from "../chooserOptions.ts";
import { parseKbnkStart, parseWhole } from "../kbnkStart.ts";
import { loadKbnkPatterns } from "../loadKbnkPatterns.ts";

interface PlayOptions extends ChooserFlags {
  defender: DefenderKind;
  seed: number;
  quiet?: boolean;
  ascii?: boolean;
  pgn?: string;
  json?: boolean;
  patterns?: string;
}

function parseDefender(text: string): DefenderKind {
  if (!(DEFENDERS as readonly string[]).includes(text)) {
    throw new InvalidArgumentError(`expected one of ${DEFENDERS.join(", ")}.`);
  }
  return text as DefenderKind;
}

/** The outcome of a choice in words: `mate in 3`, `blackeval "driven" (score -64)`. */
export function outcomeText(outcome: ChoiceOutcome): string {
  switch (outcome.kind) {
    case "mate":
      return `mate in ${outcome.moves}`;
    case "draw":
      return "every line draws";
    default:
      return outcome.section === "whiteval"
        ? `goal ${outcome.section} "${outcome.name}" (score ${outcome.score}) ` +
            (outcome.moves === 0 ? "stuck" : `in ${outcome.moves}`)
        : `${outcome.section} "${outcome.name}" (score ${outcome.score})`;
  }
}

const RESULT_TEXT: Record<Game["result"], string> = {
  checkmate: "checkmate",
  stalemate: "stalemate: a draw",
  "piece lost": "a piece is lost: a draw",
  "fifty-move rule": "the 50-move rule: a draw",
  repetition: "threefold repetition: a draw",
};

/** The moves of a game as PGN movetext, from a start position with `white` to move first. */
function pgnText(
  start: string,
  sans: readonly string[],
  firstMoveNumber: number,
  whiteFirst: boolean,
  result: string,
): string {
  const lines = wrapTokens([...movetext(sans, firstMoveNumber, whiteFirst), result], 79);
  const headers = [
    `[Event "patc play"]`,
    `[Site "?"]`,
    `[Date "????.??.??"]`,
    `[Round "-"]`,
    `[White "?"]`,
    `[Black "?"]`,
    `[Result "${result}"]`,
    `[SetUp "1"]`,
    `[FEN "${start}"]`,
  ];
  return `${headers.join("\n")}\n\n${lines.join("\n")}\n`;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Registers `play` on `program`. */
export function registerPlay(program: Command): void {
  program
    .command("play")
    .description("the KBNK chooser plays a position against a defender (default: perfect defence)")
    .argument("[fen]", `a KBNK position, in quotes (default: ${DEFAULT_FEN})`)
    .option(
      "--defender <kind>",
      `who defends: ${DEFENDERS.join(", ")} (table: the endgame table's perfect defence)`,
      parseDefender,
      "table",
    )
    .addOption(depthOption())
    .addOption(deepenOption())
    .option("--seed <n>", "seed of the random defender", parseWhole(2 ** 31 - 1), 1)
    .option("--quiet", "no boards")
    .option("--ascii", "draw the boards with letters")
    .option("--pgn <file>", "write the game to FILE in PGN")
    .option(
      "--patterns <module.ts>",
      "play with another compiled KBNK pattern module (default generated/kbnk.ts)",
    )
    .option("--json", "print one JSON object: the summary and the moves")
    .action(async (fen: string | undefined, options: PlayOptions) => {
      // Refuse a PGN file that cannot be written before the game, not after it.
      if (options.pgn !== undefined && !existsSync(dirname(resolve(options.pgn)))) {
        throw new CliError(`--pgn ${options.pgn}: no such folder ${dirname(options.pgn)}`);
      }
      const { module } = await loadKbnkPatterns(options.patterns);
      const pos = parseKbnkStart(fen, "play");
      const strong = strongSide(pos);
      const startFen = makeFen(pos);
      const optimum = probe(pos);
      const strongToMove = pos.turn === strong;
      const chooser = new HedeamChooser(module, chooserOptions(options));
      let defender: Defender;
      if (options.defender === "table") defender = tableDefender(probeCode);
      else if (options.defender === "random") defender = randomDefender(options.seed);
      else defender = chooserDefender(new HedeamChooser(module, chooserOptions(options)));

      const sans: string[] = [];
      const log: {
        san: string;
        side: "strong" | "weak";
        ms: number;
        expects?: string;
      }[] = [];
      const firstMoveNumber = pos.fullmoves;
      const whiteFirst = pos.turn === WHITE;
      const text = !options.json;
      const write = (line: string) => process.stdout.write(`${line}\n`);
      if (text && !options.quiet) write(renderBoard(pos, { ascii: options.ascii === true }));
      const game = playGame(pos, strong, chooser, defender, {
        onMove: (after, played) => {
          after.unmake(played.move);
          const san = moveToSan(after, played.move);
          const number = after.fullmoves;
          const dots = after.turn === WHITE ? "." : "...";
          after.make(played.move);
          sans.push(san);
          const expects = played.strong ? outcomeText(chooser.outcome()) : undefined;
          log.push({
            san,
            side: played.strong ? "strong" : "weak",
            ms: played.ms,
            ...(expects ? { expects } : {}),
          });
          if (!text) return;
          const who = played.strong ? expects! : `${options.defender} defence`;
          write(
            `${`${number}${dots} ${san}`.padEnd(14)} ${who.padEnd(44)} ${played.ms.toFixed(2)} ms`,
          );
          if (!options.quiet) write(renderBoard(after, { ascii: options.ascii === true }));
        },
      });

      const strongTimes = game.moves.filter((m) => m.strong).map((m) => m.ms);
      // The table scores the side to move: with the weak side to move, its loss in N is the
      // strong side's mate in N.
      const dtm =
        optimum !== undefined && optimum.result === (strongToMove ? "win" : "loss")
          ? optimum.dtm
          : null;
      const mated = game.result === "checkmate";
      const excess = mated && dtm !== null ? game.strongMoves - dtm : null;
      const pgnResult = mated ? (strong === WHITE ? "1-0" : "0-1") : "1/2-1/2";
      if (options.pgn) {
        const pgn = pgnText(startFen, sans, firstMoveNumber, whiteFirst, pgnResult);
        try {
          writeFileAtomically(options.pgn, pgn);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new CliError(`--pgn ${options.pgn}: cannot write the game: ${message}`);
        }
      }
      if (options.json) {
        writeJsonLine({
          fen: startFen,
          defender: options.defender,
          depth: options.depth,
          deepen: options.deepen,
          result: game.result,
          strongMoves: game.strongMoves,
          optimalDtm: dtm,
          excess,
          msPerMove: { median: median(strongTimes), max: Math.max(0, ...strongTimes) },
          moves: log,
        });
      } else {
        write("");
        write(`result     ${RESULT_TEXT[game.result]} after ${game.strongMoves} moves`);
        if (dtm !== null) {
          const compare =
            excess === null
              ? "no mate"
              : excess === 0
                ? "optimal"
                : `${excess} move${excess === 1 ? "" : "s"} more than optimal`;
          write(`optimum    mate in ${dtm} against perfect defence (the table); here: ${compare}`);
        } else {
          write(
            optimum === undefined
              ? "optimum    the table has no entry for the start position"
              : "optimum    the table scores the start position as a draw",
          );
        }
        write(
          `time       ${median(strongTimes).toFixed(2)} ms per move (median), ` +
            `${Math.max(0, ...strongTimes).toFixed(2)} ms at most`,
        );
        if (options.pgn) write(`pgn        written to ${options.pgn}`);
      }
      if (!mated) process.exitCode = 1;
    });
}
