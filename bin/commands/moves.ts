/**
 * `patc moves [FEN] [--json] [--ascii]`: draws a position and lists its legal moves. Without a
 * FEN it shows the default KBNK position (the one `npm start` plays from).
 * `-` instead of a FEN reads FENs from stdin, one per line, and prints one JSON object per line.
 */
import type { Command } from "commander";
import { renderBoard } from "../../runtime/board.ts";
import { ChessInputError } from "../../runtime/errors.ts";
import { DEFAULT_FEN, parseFen } from "../../runtime/fen.ts";
import { generateMoves, inCheck } from "../../runtime/movegen.ts";
import { MAX_MOVES } from "../../runtime/move.ts";
import { moveToSan, moveToUci } from "../../runtime/notation.ts";
import { colourName, WHITE } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import { CliError } from "../cliError.ts";
import { answerEachLine, writeJsonLine } from "../lines.ts";

interface MovesOptions {
  json?: boolean;
  ascii?: boolean;
}

const buffer = new Int32Array(MAX_MOVES);

/** What `moves` reports about one position. */
function describe(fen: string, pos: Position) {
  const end = generateMoves(pos, buffer, 0);
  const moves = Array.from(buffer.subarray(0, end), (move) => ({
    uci: moveToUci(move),
    san: moveToSan(pos, move),
  }));
  const check = inCheck(pos);
  return {
    fen,
    turn: colourName(pos.turn),
    count: moves.length,
    moves,
    check,
    checkmate: check && moves.length === 0,
    stalemate: !check && moves.length === 0,
  };
}

/** The text shown under the board: whose move it is, and the moves in SAN. */
function summary(pos: Position, report: ReturnType<typeof describe>): string {
  const side = pos.turn === WHITE ? "White" : "Black";
  if (report.checkmate) return `${side} is checkmated.`;
  if (report.stalemate) return `${side} is stalemated.`;
  const plural = report.count === 1 ? "" : "s";
  const status = `${side} to move${report.check ? ", in check" : ""}: ${report.count} legal move${plural}`;
  return `${status}\n${report.moves.map(({ san }) => san).join(" ")}`;
}

/** Registers `moves` on `program`. */
export function registerMoves(program: Command): void {
  program
    .command("moves")
    .description("draw a position and list its legal moves")
    .argument(
      "[fen]",
      `the position, in quotes (default: ${DEFAULT_FEN}); - reads one FEN per line from stdin`,
    )
    .option("--json", "print a JSON object (always so when reading stdin)")
    .option("--ascii", "draw the board with letters instead of chess symbols")
    .action(async (fen: string | undefined, options: MovesOptions) => {
      if (fen === "-") {
        const pos = new Position();
        await answerEachLine(
          (line) => describe(line, parseFen(line, pos)),
          (error): error is ChessInputError => error instanceof ChessInputError,
        );
        return;
      }
      const text = fen ?? DEFAULT_FEN;
      let pos: Position;
      try {
        pos = parseFen(text);
      } catch (error) {
        if (error instanceof ChessInputError) throw new CliError(error.message);
        throw error;
      }
      const report = describe(text, pos);
      if (options.json) {
        writeJsonLine(report);
        return;
      }
      const board = renderBoard(pos, { ascii: options.ascii === true });
      process.stdout.write(`${board}\n${summary(pos, report)}\n`);
    });
}
