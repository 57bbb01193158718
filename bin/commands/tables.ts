/**
 * `patc tables build|probe|stats`: the endgame tables from the command line.
 *
 * - `patc tables build [ENDGAME...] [--force]` builds the tables that are missing (all by
 *   default, with their subgames), with a progress bar on stderr when it is a terminal, then
 *   prints what it built, how long it took and the peak memory. A damaged file is reported and
 *   rebuilt.
 * - `patc tables probe [FEN] [--json]` prints the result for the side to move and the distance
 *   to mate. Without a FEN it reads FENs from stdin, one per line, and prints one JSON object per
 *   line. A table that is missing is built first, which is said on stderr.
 * - `patc tables stats ENDGAME [--json]` prints index sizes (against the paper), broken entries,
 *   outcome counts over entries and positions, longest mates and the distance histograms.
 *
 * Every subcommand takes `--dir DIR` (default: `$PATC_TABLES`, else `.cache/tables/` in the
 * project). Exit codes: 0 ok, 1 bad input (a FEN that cannot be read, a position no table covers),
 * 2 usage (unknown option or endgame name).
 */
import type { Command } from "commander";
import { ChessInputError } from "../../runtime/errors.ts";
import { parseFen } from "../../runtime/fen.ts";
import { Position } from "../../runtime/position.ts";
import {
  isTableName,
  parseEndgame,
  TABLE_NAMES,
  type Endgame,
} from "../../runtime/tables/endgames.ts";
import { PAPER } from "../../runtime/tables/paper.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { tableStats } from "../../runtime/tables/stats.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { CliError } from "../cliError.ts";
import { answerEachLine, writeJsonLine } from "../lines.ts";

interface DirOption {
  dir?: string;
}

function endgameArgument(name: string): Endgame {
  const eg = parseEndgame(name);
  if (!eg || !isTableName(eg.name)) {
    throw new CliError(
      `unknown endgame '${name}': patc has tables for ${TABLE_NAMES.join(", ")}`,
      2,
    );
  }
  return eg;
}

function log(line: string): void {
  process.stderr.write(`patc: tables: ${line}\n`);
}

/** A one-line progress bar on stderr, redrawn at most ten times a second; only on a terminal. */
function progressBar(): {
  update: (endgame: string, phase: string, done: number, total: number) => void;
  clear: () => void;
} {
  if (!process.stderr.isTTY) return { update: () => {}, clear: () => {} };
  let last = 0;
  let shown = false;
  return {
    update(endgame, phase, done, total) {
      const now = Date.now();
      if (now - last < 100 && (total === 0 || done < total)) return;
      last = now;
      const width = 30;
      let text: string;
      if (total > 0) {
        const filled = Math.round((width * done) / total);
        const bar = "#".repeat(filled) + "-".repeat(width - filled);
        text = `[${bar}] ${Math.round((100 * done) / total)}%`;
      } else text = `round ${done}`.padEnd(width + 7);
      process.stderr.write(`\r${endgame.padEnd(6)} ${phase.padEnd(10)} ${text}  `);
      shown = true;
    },
    clear() {
      if (shown) process.stderr.write(`\r${" ".repeat(60)}\r`);
      shown = false;
    },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function buildCommand(names: string[], options: DirOption & { force?: boolean }): void {
  const endgames =
    names.length > 0 ? names.map(endgameArgument) : TABLE_NAMES.map((n) => parseEndgame(n)!);
  const bar = progressBar();
  const store = new TableStore({
    ...(options.dir ? { dir: options.dir } : {}),
    log: (line) => {
      bar.clear();
      log(line);
    },
    progress: bar.update,
  });
  const started = performance.now();
  try {
    for (const eg of endgames) {
      if (options.force) store.build(eg);
      else store.ensure(eg);
    }
  } finally {
    bar.clear();
  }
  const lines: string[] = [];
  for (const b of store.builds) {
    lines.push(
      `built ${b.endgame.padEnd(6)} ${seconds(b.ms).padStart(8)}  (init ${seconds(b.report.initMs)}, ` +
        `retrograde ${seconds(b.report.retroMs)} in ${b.report.rounds} rounds)  ` +
        `${megabytes(b.bytes)} of tables  peak RSS ${megabytes(b.peakRss)}`,
    );
    const table = store.cached(b.endgame);
    if (table) lines.push(...outcomeLines(tableStats(table)));
  }
  if (store.builds.length === 0) {
    lines.push(`all ${endgames.length} requested tables present and intact in ${store.dir}`);
  } else {
    lines.push(
      `${store.builds.length} table${store.builds.length === 1 ? "" : "s"} built in ` +
        `${seconds(performance.now() - started)}, peak RSS ${megabytes(process.resourceUsage().maxRSS * 1024)}; ` +
        `tables in ${store.dir}`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

const count = (n: number) => n.toLocaleString("en-US");

/** The build summary's outcome lines: positions won, drawn and lost per side to move. */
function outcomeLines(stats: ReturnType<typeof tableStats>): string[] {
  return stats.sides.map((side) => {
    const p = side.positions;
    const longest = [
      side.maxWin > 0 ? `longest win ${side.maxWin}` : "",
      side.maxLoss >= 0 ? `longest loss ${side.maxLoss}` : "",
    ]
      .filter((x) => x !== "")
      .map((x) => `, ${x}`)
      .join("");
    return (
      `       ${side.stm === 0 ? "white" : "black"} to move: ${count(p.win)} won, ` +
      `${count(p.draw)} drawn, ${count(p.loss)} lost (positions)${longest}`
    );
  });
}

const COLOUR = ["white", "black"] as const;

/** The JSON answer for one position. */
interface ProbeAnswer {
  readonly fen: string;
  readonly endgame: string;
  readonly sideToMove: "white" | "black";
  readonly result: "win" | "draw" | "loss";
  readonly dtm: number;
  readonly winner: "white" | "black" | null;
}

function probeAnswer(prober: TableProber, fen: string, pos: Position): ProbeAnswer {
  const eg = prober.endgameOf(pos);
  const result = eg ? prober.probe(pos) : undefined;
  if (!eg || !result) {
    throw new ProbeInputError(
      `no table covers this position's material: patc has tables for ${TABLE_NAMES.join(", ")}`,
    );
  }
  const stm = COLOUR[pos.turn]!;
  const other = COLOUR[pos.turn ^ 1]!;
  return {
    fen,
    endgame: eg.name,
    sideToMove: stm,
    result: result.result,
    dtm: result.dtm,
    winner: result.result === "win" ? stm : result.result === "loss" ? other : null,
  };
}

class ProbeInputError extends ChessInputError {}

function describe(answer: ProbeAnswer): string {
  const stm = answer.sideToMove;
  const other = stm === "white" ? "black" : "white";
  const head = `${answer.endgame}, ${stm} to move: `;
  if (answer.result === "draw") return `${head}draw`;
  const n = answer.dtm;
  const moves = `${n} move${n === 1 ? "" : "s"}`;
  if (answer.result === "win") return `${head}${stm} wins, mate in ${moves}`;
  return n === 0
    ? `${head}${stm} is checkmated`
    : `${head}${other} wins, ${stm} is mated in ${moves}`;
}

async function probeCommand(
  fen: string | undefined,
  options: DirOption & { json?: boolean },
): Promise<void> {
  const store = new TableStore({ ...(options.dir ? { dir: options.dir } : {}), log });
  const prober = new TableProber(store);
  const pos = new Position();
  const isInputError = (error: unknown): error is Error => error instanceof ChessInputError;
  if (fen === undefined) {
    await answerEachLine((line) => probeAnswer(prober, line, parseFen(line, pos)), isInputError);
    return;
  }
  let answer: ProbeAnswer;
  try {
    answer = probeAnswer(prober, fen, parseFen(fen, pos));
  } catch (error) {
    if (isInputError(error)) throw new CliError(error.message);
    throw error;
  }
  if (options.json) writeJsonLine(answer);
  else process.stdout.write(`${describe(answer)}\n`);
}

function histogramText(h: readonly number[]): string {
  return h.map((count, n) => `${n}:${count}`).join(" ");
}

function statsCommand(name: string, options: DirOption & { json?: boolean }): void {
  const eg = endgameArgument(name);
  const store = new TableStore({ ...(options.dir ? { dir: options.dir } : {}), log });
  const stats = tableStats(store.ensure(eg));
  const paper = PAPER[eg.name as keyof typeof PAPER];
  if (options.json) {
    writeJsonLine({ ...stats, paper });
    return;
  }
  const lines = [
    `${eg.name}: white is the strong side (${eg.name.slice(0, eg.name.indexOf("K", 1))})`,
  ];
  for (const side of stats.sides) {
    const label = side.stm === 0 ? "white to move" : "black to move";
    const expected = paper.size[side.stm];
    lines.push(
      `${label}:`,
      `  index size ${side.entries} (paper ${expected}${side.entries === expected ? ", equal" : ", DIFFERENT"}), broken ${side.broken}`,
      `  entries:   win ${side.entryCounts.win}, draw ${side.entryCounts.draw}, loss ${side.entryCounts.loss}`,
      `  positions: win ${side.positions.win}, draw ${side.positions.draw}, loss ${side.positions.loss}`,
      `  longest win ${side.maxWin < 0 ? "none" : side.maxWin}, longest loss ${side.maxLoss < 0 ? "none" : side.maxLoss}`,
    );
    if (side.maxWin >= 0)
      lines.push(`  wins by DTM (positions):   ${histogramText(side.winHistogram)}`);
    if (side.maxLoss >= 0)
      lines.push(`  losses by DTM (positions): ${histogramText(side.lossHistogram)}`);
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** Registers `tables` and its subcommands on `program`. */
export function registerTables(program: Command): void {
  const tables = program
    .command("tables")
    .description("build, probe and inspect the distance-to-mate endgame tables");
  tables
    .command("build")
    .description(
      `build missing tables with their subgames (default: all of ${TABLE_NAMES.join(" ")})`,
    )
    .argument("[endgames...]", "endgames to build, strong side first, e.g. KBNK")
    .option("--force", "rebuild the named tables even when present")
    .option("--dir <dir>", "table directory (default: $PATC_TABLES or .cache/tables)")
    .action((names: string[], options: DirOption & { force?: boolean }) =>
      buildCommand(names, options),
    );
  tables
    .command("probe")
    .description(
      "result and distance to mate for the side to move; no FEN: FENs from stdin, JSON lines",
    )
    .argument("[fen]", "the position, in quotes")
    .option("--json", "print a JSON object")
    .option("--dir <dir>", "table directory (default: $PATC_TABLES or .cache/tables)")
    .action((fen: string | undefined, options: DirOption & { json?: boolean }) =>
      probeCommand(fen, options),
    );
  tables
    .command("stats")
    .description("index sizes, outcome counts and distance histograms of one endgame")
    .argument("<endgame>", "e.g. KNNKN")
    .option("--json", "print a JSON object")
    .option("--dir <dir>", "table directory (default: $PATC_TABLES or .cache/tables)")
    .action((name: string, options: DirOption & { json?: boolean }) => statsCommand(name, options));
}
