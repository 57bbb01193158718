/**
 * `patc perft FEN DEPTH [--divide] [--json]`: counts the leaves of the legal move tree, the
 * standard check of a move generator. `-` instead of a FEN reads FENs from stdin, one per line,
 * and prints one JSON object per line.
 */
import { type Command, InvalidArgumentError } from "commander";
import { ChessInputError } from "../../runtime/errors.ts";
import { parseFen } from "../../runtime/fen.ts";
import { moveToUci } from "../../runtime/notation.ts";
import { perft, perftDivide } from "../../runtime/perft.ts";
import { Position } from "../../runtime/position.ts";
import { CliError } from "../cliError.ts";
import { answerEachLine, writeJsonLine } from "../lines.ts";

/** Deeper than this would run for days on any position worth asking about. */
const MAX_DEPTH = 30;

interface PerftOptions {
  divide?: boolean;
  json?: boolean;
}

function parseDepth(text: string): number {
  if (!/^[0-9]+$/.test(text) || Number(text) > MAX_DEPTH) {
    throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_DEPTH}.`);
  }
  return Number(text);
}

/** The JSON answer for one position: fen, depth, nodes, and per-move counts with `--divide`. */
function perftResult(fen: string, pos: Position, depth: number, divide: boolean): object {
  if (!divide) return { fen, depth, nodes: perft(pos, depth) };
  const { moves, total } = divided(pos, depth);
  return {
    fen,
    depth,
    nodes: total,
    divide: Object.fromEntries(moves.map(({ move, nodes }) => [moveToUci(move), nodes])),
  };
}

/** Perft split by first move; at depth 0 there are no moves and the total is 1. */
function divided(pos: Position, depth: number) {
  const moves = depth > 0 ? perftDivide(pos, depth) : [];
  const total = depth > 0 ? moves.reduce((sum, { nodes }) => sum + nodes, 0) : 1;
  return { moves, total };
}

function readFen(fen: string, into?: Position): Position {
  try {
    return parseFen(fen, into);
  } catch (error) {
    if (error instanceof ChessInputError) throw new CliError(error.message);
    throw error;
  }
}

/** Registers `perft` on `program`. */
export function registerPerft(program: Command): void {
  program
    .command("perft")
    .description("count the leaf nodes of the legal move tree DEPTH plies deep")
    .argument("<fen>", "the position, in quotes; - reads one FEN per line from stdin")
    .argument("<depth>", "plies to look ahead (0 or more)", parseDepth)
    .option("--divide", "also count the leaves below each legal move")
    .option("--json", "print a JSON object (always so when reading stdin)")
    .action(async (fen: string, depth: number, options: PerftOptions) => {
      const divide = options.divide === true;
      if (fen === "-") {
        const pos = new Position();
        await answerEachLine(
          (line) => perftResult(line, parseFen(line, pos), depth, divide),
          (error): error is ChessInputError => error instanceof ChessInputError,
        );
        return;
      }
      const pos = readFen(fen);
      if (options.json) {
        writeJsonLine(perftResult(fen, pos, depth, divide));
        return;
      }
      if (!divide) {
        process.stdout.write(`${perft(pos, depth)}\n`);
        return;
      }
      const { moves, total } = divided(pos, depth);
      const lines = moves.map(({ move, nodes }) => `${moveToUci(move)}: ${nodes}`);
      process.stdout.write(`${lines.join("\n")}${lines.length ? "\n\n" : ""}Nodes: ${total}\n`);
    });
}
