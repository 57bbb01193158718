/**
 * `patc force [FEN] [--max N] [--slack S] [--target T] [--patterns M] [--lets a,b] [--json]`: how
 * many white moves it takes to force the goal up against every defence. From a won KBNK position
 * with the strong side to move, `force` prints the fewest white moves in which white forces,
 * whatever the lone king replies, a position whose `whiteval` goal is above the start's own (or
 * `--target`'s score in the start's class), or mate, white playing any move that keeps the win
 * (or, with `--slack`, only moves that lose at most so many moves of the table's distance to
 * mate); and the forcing tree. At a stuck position of
 * the proof this is the depth the chooser would need there, and the tree shows which positions on
 * the way the goal should value higher (docs/kbnk.md, "Working on the goal").
 */
import { type Command, InvalidArgumentError } from "commander";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import {
  type ForcingMove,
  type ForcingReply,
  forcingDepth,
  MAX_FORCING_MOVES,
} from "../../runtime/hedeam/force.ts";
import type { NamedGoal } from "../../runtime/hedeam/trace.ts";
import { materialSides } from "../../runtime/material.ts";
import type { Position } from "../../runtime/position.ts";
import { probeCode } from "../../runtime/tables/probe.ts";
import { DRAW, SCORE_LIMIT, verdictKind, WIN } from "../../runtime/verdict.ts";
import { CliError } from "../cliError.ts";
import { parseKbnkStart, parseWhole } from "../kbnkStart.ts";
import { writeJsonLine } from "../lines.ts";
import { LetProbe, parseLetNames, readingCell, readingsJson } from "../letProbe.ts";
import { loadKbnkPatterns } from "../loadKbnkPatterns.ts";

/** The most `--slack`: KBNK's longest mate, so at 33 every move that keeps the win is searched. */
const MAX_SLACK = 33;
/** `--max`'s default: enough for the entries of the docs, a few seconds each. */
const DEFAULT_MAX = 6;

interface ForceOptions {
  max: number;
  slack?: number;
  target?: number;
  patterns?: string;
  lets?: string;
  json?: boolean;
}

/** A commander parser for `--target`: a whole score, negative allowed, within the codes' range. */
function parseScore(text: string): number {
  const score = Number(text);
  if (!/^-?[0-9]+$/.test(text) || score < -SCORE_LIMIT || score >= SCORE_LIMIT) {
    throw new InvalidArgumentError(
      `expected a whole score from ${-SCORE_LIMIT} to ${SCORE_LIMIT - 1}.`,
    );
  }
  return score;
}

/** Refuses, naming why, a start the search cannot take: the lone king to move, or no win. */
function checkStrongSideWins(pos: Position): void {
  if (pos.turn !== materialSides(pos).strong) {
    throw new CliError(
      "force: expected the strong side (king, bishop and knight) to move, not the lone king",
    );
  }
  const kind = verdictKind(probeCode(pos));
  if (kind !== WIN) {
    throw new CliError(
      `force: expected a position the strong side wins (the table says ${kind === DRAW ? "it is a draw" : "it does not"})`,
    );
  }
}

/** `1 white move`, `2 white moves`. */
function whiteMoves(count: number): string {
  return `${count} white move${count === 1 ? "" : "s"}`;
}

/** `"boxed" -41756`: a goal as the text shows it. */
function goalText(goal: NamedGoal): string {
  return `"${goal.name}" ${goal.score}`;
}

/** Registers `force` on `program`. */
export function registerForce(program: Command): void {
  program
    .command("force")
    .description(
      "the fewest white moves that force a goal above a won KBNK position's own against every defence, and the forcing tree",
    )
    .argument(
      "[fen]",
      "a won KBNK position, the strong side to move, in quotes (default: the mate-in-33 of patc play)",
    )
    .option(
      "--max <moves>",
      `the most white moves to search, 1 to ${MAX_FORCING_MOVES}`,
      parseWhole(MAX_FORCING_MOVES),
      DEFAULT_MAX,
    )
    .option(
      "--slack <moves>",
      `search only white moves that lose at most this many moves of the table's distance to mate, 0 (the table's best moves only) to ${MAX_SLACK} (default: any move that keeps the win, as the chooser may play)`,
      parseWhole(MAX_SLACK, 0),
    )
    .option(
      "--target <score>",
      "the score, in the start's class, that a goal must exceed (default: the start's own)",
      parseScore,
    )
    .option(
      "--patterns <module.ts>",
      "use another compiled KBNK pattern module (default generated/kbnk.ts)",
    )
    .option(
      "--lets <names>",
      "show these lets of the .pat file at every position of the tree, read on the normalised board (comma-separated; a set shows its size)",
    )
    .option("--json", "print one JSON object: the start, the goals, the answer and the tree")
    .action(async (fen: string | undefined, options: ForceOptions) => {
      const { module } = await loadKbnkPatterns(options.patterns);
      const probe =
        options.lets === undefined ? undefined : LetProbe.load(module, parseLetNames(options.lets));
      const pos = parseKbnkStart(fen, "force");
      checkStrongSideWins(pos);
      const result = forcingDepth(pos, module, probeCode, {
        maxMoves: options.max,
        slack: options.slack,
        target: options.target,
      });
      const readings = (fenText: string) => probe?.read(parseFen(fenText))?.readings ?? [];
      const start = makeFen(pos);
      if (options.json) {
        const withLets = (node: ForcingMove): unknown => ({
          ...node,
          replies: node.replies.map((reply) => ({
            ...reply,
            ...(probe === undefined ? {} : { lets: readingsJson(readings(reply.fen)) }),
            next: reply.next === null ? null : withLets(reply.next),
          })),
        });
        writeJsonLine({
          fen: start,
          patterns: module.source,
          maxMoves: options.max,
          slack: options.slack ?? null,
          rootGoal: result.rootGoal,
          ...(probe === undefined ? {} : { lets: readingsJson(readings(start)) }),
          target: result.target,
          moves: result.moves,
          searched: result.searched,
          tree: result.tree === null ? null : withLets(result.tree),
        });
        return;
      }
      const write = (line: string) => process.stdout.write(`${line}\n`);
      const letsText = (fenText: string) =>
        readings(fenText)
          .map((reading) => `  ${reading.name}=${readingCell(reading)}`)
          .join("");
      const replyLine = (reply: ForcingReply, indent: string) =>
        `${indent}${reply.move.padEnd(7)} dtm ${String(reply.dtm).padStart(2)} ${reply.reached ? "reached" : "       "} ${goalText(reply.goal)}${letsText(reply.fen)}`;
      const writeTree = (node: ForcingMove, indent: string) => {
        write(
          `${indent}${node.move} (mate ${node.mate})${node.replies.length === 0 ? ": mate" : ""}`,
        );
        for (const reply of node.replies) {
          write(replyLine(reply, `${indent}  `));
          if (reply.next !== null) writeTree(reply.next, `${indent}    `);
        }
      };
      const moves =
        options.slack === undefined
          ? "any move that keeps the win"
          : options.slack === 0
            ? "the table's best moves"
            : `moves within ${options.slack} of the table's best`;
      write(`${start}: white plays ${moves}; the goal by ${module.source}`);
      write(`root goal ${goalText(result.rootGoal)}${letsText(start)}`);
      write(`target: a goal above "${result.rootGoal.name}" ${result.target.score}, or mate`);
      write(
        result.moves === null
          ? `not forced within ${whiteMoves(options.max)} (${result.searched} positions searched)`
          : `forced in ${whiteMoves(result.moves)} (${result.searched} positions searched)`,
      );
      if (result.tree !== null) writeTree(result.tree, "");
    });
}
