/**
 * `patc best FEN [--depth N] [--no-recognizers] [--no-extensions] [--table-mb MB] [--json]`:
 * searches a position and prints the best move, the score, the principal variation, the effort,
 * and which recognizer verdicts cut the tree (by verdict, and by deciding rule).
 *
 * The recognizers come from `bin/loadRegistry.ts`: every compiled pattern module of
 * `generated/registry.ts`. The search runs the explaining twins so that the verdicts can be
 * counted by rule; that costs a little speed, which is fine for a command a person runs.
 */
import { type Command, InvalidArgumentError } from "commander";
import { ChessInputError } from "../../runtime/errors.ts";
import { parseFen } from "../../runtime/fen.ts";
import type { Move } from "../../runtime/move.ts";
import { inCheck } from "../../runtime/movegen.ts";
import { moveToSan, moveToUci } from "../../runtime/notation.ts";
import { BLACK, WHITE } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import type { RecognizerRegistry } from "../../runtime/registry.ts";
import type { RecognizerStats } from "../../runtime/search/recognizerStats.ts";
import { MAX_PLY } from "../../runtime/search/score.ts";
import { DEFAULT_DEPTH, Search, type SearchResult } from "../../runtime/search/search.ts";
import { CliError } from "../cliError.ts";
import { writeJsonLine } from "../lines.ts";
import { loadRegistry } from "../loadRegistry.ts";

const MAX_DEPTH = MAX_PLY / 2;

interface BestOptions {
  depth: number;
  recognizers: boolean;
  extensions: boolean;
  tableMb: number;
  json?: boolean;
}

function parseDepth(text: string): number {
  if (!/^[0-9]+$/.test(text) || Number(text) < 1 || Number(text) > MAX_DEPTH) {
    throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_DEPTH}.`);
  }
  return Number(text);
}

function parseMegabytes(text: string): number {
  if (!/^[0-9]+$/.test(text) || Number(text) < 1 || Number(text) > 4096) {
    throw new InvalidArgumentError("expected a whole number of megabytes from 1 to 4096.");
  }
  return Number(text);
}

/** The moves of `line` from `pos` in SAN; `pos` is left as it was. */
function sanLine(pos: Position, line: readonly Move[]): string[] {
  const sans: string[] = [];
  for (const move of line) {
    sans.push(moveToSan(pos, move));
    pos.make(move);
  }
  for (let i = line.length - 1; i >= 0; i--) pos.unmake(line[i]!);
  return sans;
}

/** `1. Nd5 Bf6 2. Nb6#`, or `1... Kg8 2. Qb8#` when black moves first. */
function numbered(pos: Position, sans: readonly string[]): string {
  let number = pos.fullmoves;
  let white = pos.turn === WHITE;
  const parts: string[] = [];
  sans.forEach((san, i) => {
    if (white) parts.push(`${number}. ${san}`);
    else parts.push(i === 0 ? `${number}... ${san}` : san);
    if (!white) number++;
    white = !white;
  });
  return parts.join(" ");
}

/** 1234567 → "1,234,567". */
function n(count: number): string {
  return count.toLocaleString("en-US");
}

function plural(count: number, word: string): string {
  return `${n(count)} ${word}${count === 1 ? "" : "s"}`;
}

/** The recognizer lines of the text report. */
function recognizerLines(
  stats: RecognizerStats,
  enabled: boolean,
  registry: RecognizerRegistry,
): string[] {
  if (!enabled) return ["recognizers  off"];
  if (registry.size === 0) return ["recognizers  none registered"];
  if (stats.probes === 0) return ["recognizers  none for the materials searched"];
  const lines = [
    `recognizers  ${plural(stats.probes, "probe")}; ${plural(stats.cutoffs, "node")} cut ` +
      `(${n(stats.draws)} draw, ${n(stats.wins)} win, ${n(stats.losses)} loss); ` +
      `${n(stats.fails)} fail (${n(stats.failExtends)} extend, ${plural(stats.extensions, "extension")})`,
  ];
  const cuts = stats.byRule.filter(({ verdict }) => verdict !== "fail");
  if (cuts.length > 0) lines.push("cut by rule");
  for (const count of cuts) {
    const where = count.line > 0 ? `${count.source}:${count.line}` : count.source;
    const name = count.line > 0 ? `"${count.rule}"` : count.rule;
    lines.push(
      `  ${count.verdict.padEnd(4)} ${String(count.count).padStart(9)}  ${name} (${where})`,
    );
  }
  return lines;
}

/** What `best` reports, as JSON. */
function jsonReport(fen: string, pos: Position, result: SearchResult, enabled: boolean) {
  const best = result.bestMove;
  return {
    fen,
    bestMove: best === 0 ? null : { san: moveToSan(pos, best), uci: moveToUci(best) },
    score: result.score,
    scoreText: result.scoreText,
    mate: result.mate ?? null,
    mateDistanceExact: result.mateDistanceExact,
    pv: sanLine(pos, result.pv),
    pvUci: result.pv.map(moveToUci),
    depth: result.depth,
    selectiveDepth: result.selectiveDepth,
    nodes: result.nodes,
    timeMs: Math.round(result.timeMs * 1000) / 1000,
    nodesPerSecond: result.nodesPerSecond,
    recognizers: { enabled, ...result.recognizers },
  };
}

function textReport(
  pos: Position,
  result: SearchResult,
  enabled: boolean,
  registry: RecognizerRegistry,
): string {
  const side = pos.turn === BLACK ? "Black" : "White";
  const lines: string[] = [];
  if (result.bestMove === 0) {
    const why = inCheck(pos) ? "is checkmated" : "is stalemated";
    lines.push(`best move    none: ${side} ${why}`);
  } else {
    lines.push(`best move    ${moveToSan(pos, result.bestMove)}`);
  }
  lines.push(`score        ${result.scoreText} (for ${side})`);
  if (result.pv.length > 0) lines.push(`pv           ${numbered(pos, sanLine(pos, result.pv))}`);
  const rate = `${result.nodesPerSecond.toLocaleString("en-US")} nodes/s`;
  lines.push(
    `search       depth ${result.depth} (selective ${result.selectiveDepth}), ` +
      `${plural(result.nodes, "node")} in ${result.timeMs.toFixed(0)} ms (${rate})`,
  );
  lines.push(...recognizerLines(result.recognizers, enabled, registry));
  return `${lines.join("\n")}\n`;
}

/** Registers `best` on `program`. */
export function registerBest(program: Command): void {
  program
    .command("best")
    .description("search a position: best move, score, principal variation, recognizer cut-offs")
    .argument("<fen>", "the position, in quotes")
    .option("--depth <plies>", `nominal search depth, 1 to ${MAX_DEPTH}`, parseDepth, DEFAULT_DEPTH)
    .option("--no-recognizers", "search without the compiled recognizers")
    .option("--no-extensions", "ignore the recognizers' 'fail extend' requests")
    .option("--table-mb <MB>", "transposition table size in megabytes", parseMegabytes, 16)
    .option("--json", "print one JSON object")
    .action(async (fen: string, options: BestOptions) => {
      let pos: Position;
      try {
        pos = parseFen(fen);
      } catch (error) {
        if (error instanceof ChessInputError) throw new CliError(error.message);
        throw error;
      }
      const registry = await loadRegistry();
      const search = new Search({
        registry,
        depth: options.depth,
        recognizers: options.recognizers,
        extensions: options.extensions,
        tableMegabytes: options.tableMb,
        explain: true,
      });
      const result = search.run(pos);
      if (options.json) writeJsonLine(jsonReport(fen, pos, result, options.recognizers));
      else process.stdout.write(textReport(pos, result, options.recognizers, registry));
    });
}
