/**
 * The report of `patc verify knnk`: errors, coverage by table outcome (the paper's rules against
 * ours), the iCE categories, every rule's work, and the first errors with their positions; as
 * one JSON object or as text.
 *
 * Coverage is the share of positions decided without `fail`. A position counts once per
 * recognizer, so "ours" and "paper" columns cover the same positions.
 *
 * @packageDocumentation
 */

import type { PatternModule } from "../patternModule.ts";
import { DRAW, FAIL, LOSS, WIN } from "../verdict.ts";
import {
  CATEGORY_NAMES,
  MISSED_DRAW,
  MISSED_WIN,
  OUTCOME_NAMES,
  SPOTTED_DRAW,
  SPOTTED_WIN,
  TABLE_DRAW,
  TABLE_LOSS,
  TABLE_WIN,
  WRONG_DRAW,
  WRONG_WIN,
} from "./judge.ts";
import { KNNK_MATERIALS, type KnnkModules, type KnnkTotals } from "./knnk.ts";
import type { TallyFilter, VerifyTally } from "./tally.ts";

/** How the positions were chosen and how long it took. */
export interface KnnkRun {
  /** `every legal board`, or what the sample was. */
  readonly scope: string;
  readonly seconds: number;
  readonly jobs: number;
}

/** One rule's work. */
export interface RuleReport {
  readonly rule: string;
  readonly line: number;
  readonly positions: number;
  readonly draw: number;
  readonly win: number;
  readonly loss: number;
  readonly fail: number;
  readonly errors: number;
  readonly looseBounds: number;
}

/** Coverage of one group of positions. */
export interface CoverageRow {
  readonly positions: number;
  readonly decided: number;
  readonly share: number;
}

/** One recognizer's part of the report. */
export interface RecognizerReport {
  readonly source: string;
  readonly errors: number;
  readonly wrongDraws: number;
  readonly wrongWins: number;
  /** Right "mates in N" (or "is mated in N") claims whose table distance is less than N. */
  readonly looseBounds: number;
  /** Whether every count is the same with the strong side white and black. */
  readonly coloursAgree: boolean;
  /** By table outcome for the side to move, and all together. */
  readonly coverage: Record<"win" | "draw" | "loss" | "all", CoverageRow>;
  /** Per endgame and side to move, by outcome. */
  readonly coverageBySide: {
    readonly material: string;
    readonly sideToMove: "strong" | "weak";
    readonly byOutcome: Record<"win" | "draw" | "loss", CoverageRow>;
  }[];
  readonly categories: Record<(typeof CATEGORY_NAMES)[number], number>;
  readonly rules: RuleReport[];
  readonly firstErrors: { fen: string; rule: string; verdict: string; table: string }[];
}

/** The whole report. */
export interface KnnkReport {
  readonly scope: string;
  readonly positions: number;
  readonly seconds: number;
  readonly jobs: number;
  readonly errors: number;
  readonly paper: RecognizerReport;
  readonly ours: RecognizerReport;
}

function coverage(tally: VerifyTally, filter: TallyFilter): CoverageRow {
  const positions = tally.sum(filter);
  const decided = positions - tally.sum({ ...filter, kind: FAIL });
  return { positions, decided, share: positions === 0 ? 0 : decided / positions };
}

function outcomes(
  tally: VerifyTally,
  filter: TallyFilter,
): Record<"win" | "draw" | "loss", CoverageRow> {
  return {
    win: coverage(tally, { ...filter, outcome: TABLE_WIN }),
    draw: coverage(tally, { ...filter, outcome: TABLE_DRAW }),
    loss: coverage(tally, { ...filter, outcome: TABLE_LOSS }),
  };
}

function recognizerReport(module: PatternModule, tally: VerifyTally): RecognizerReport {
  const wrongDraws = tally.sum({ kind: DRAW, error: 1 });
  const errors = tally.sum({ error: 1 });
  const categories = {
    [CATEGORY_NAMES[SPOTTED_DRAW]]: tally.sum({ kind: DRAW, error: 0 }),
    [CATEGORY_NAMES[MISSED_DRAW]]: tally.sum({ kind: FAIL, outcome: TABLE_DRAW }),
    [CATEGORY_NAMES[WRONG_DRAW]]: wrongDraws,
    [CATEGORY_NAMES[SPOTTED_WIN]]:
      tally.sum({ kind: WIN, error: 0 }) + tally.sum({ kind: LOSS, error: 0 }),
    [CATEGORY_NAMES[MISSED_WIN]]:
      tally.sum({ kind: FAIL, outcome: TABLE_WIN }) +
      tally.sum({ kind: FAIL, outcome: TABLE_LOSS }),
    [CATEGORY_NAMES[WRONG_WIN]]: errors - wrongDraws,
  } as Record<(typeof CATEGORY_NAMES)[number], number>;
  const rules: RuleReport[] = [];
  for (let r = -1; r < module.rules.length; r++) {
    const positions = tally.sum({ rule: r });
    if (positions === 0) continue;
    const row = r >= 0 ? module.rules[r]! : undefined;
    rules.push({
      rule: row?.name ?? "(no rule: fail)",
      line: row?.line ?? 0,
      positions,
      draw: tally.sum({ rule: r, kind: DRAW }),
      win: tally.sum({ rule: r, kind: WIN }),
      loss: tally.sum({ rule: r, kind: LOSS }),
      fail: tally.sum({ rule: r, kind: FAIL }),
      errors: tally.sum({ rule: r, error: 1 }),
      looseBounds: tally.looseBounds({ rule: r }),
    });
  }
  const coverageBySide: RecognizerReport["coverageBySide"] = [];
  KNNK_MATERIALS.forEach((material, m) => {
    for (const stm of [0, 1]) {
      coverageBySide.push({
        material,
        sideToMove: stm === 0 ? "strong" : "weak",
        byOutcome: outcomes(tally, { material: m, stm }),
      });
    }
  });
  return {
    source: module.source,
    errors,
    wrongDraws,
    wrongWins: errors - wrongDraws,
    looseBounds: tally.looseBounds(),
    coloursAgree: tally.coloursAgree(),
    coverage: { ...outcomes(tally, {}), all: coverage(tally, {}) },
    coverageBySide,
    categories,
    rules,
    firstErrors: tally.errors.map((e) => ({
      fen: e.fen,
      rule: e.rule >= 0 ? module.rules[e.rule]!.name : "(no rule)",
      verdict: e.verdict,
      table: e.table,
    })),
  };
}

/** The report of a finished run. */
export function knnkReport(modules: KnnkModules, totals: KnnkTotals, run: KnnkRun): KnnkReport {
  const paper = recognizerReport(modules.paper, totals.paper);
  const ours = recognizerReport(modules.ours, totals.ours);
  return {
    scope: run.scope,
    positions: totals.boards,
    seconds: run.seconds,
    jobs: run.jobs,
    errors: paper.errors + ours.errors,
    paper,
    ours,
  };
}

function n(count: number): string {
  return count.toLocaleString("en-US");
}

function percent(row: CoverageRow): string {
  if (row.positions === 0) return "-";
  const share = row.share * 100;
  // Never print 100.00% for a share that is not all, nor 0.00% for one that is not none.
  const text = share.toFixed(2);
  if (text === "100.00" && row.decided < row.positions) return ">99.99%";
  if (text === "0.00" && row.decided > 0) return "<0.01%";
  return `${text}%`;
}

/** Lays out rows of cells: the first column left-aligned, the others right-aligned. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}

function ruleLines(report: RecognizerReport): string[] {
  const rows = [["rule", "line", "positions", "draw", "win", "loss", "fail", "errors", "loose"]];
  for (const r of report.rules) {
    rows.push([
      r.rule,
      r.line === 0 ? "" : String(r.line),
      n(r.positions),
      n(r.draw),
      n(r.win),
      n(r.loss),
      n(r.fail),
      n(r.errors),
      n(r.looseBounds),
    ]);
  }
  return table(rows).map((line) => `  ${line}`);
}

/** The report as text. */
export function formatKnnkReport(report: KnnkReport): string {
  const { paper, ours } = report;
  const lines: string[] = [];
  lines.push(`KNNKB and KNNKN, ${report.scope}: ${n(report.positions)} positions`);
  lines.push(
    `(both sides to move, either colour strong) in ${report.seconds.toFixed(0)} s with ${report.jobs} process${report.jobs === 1 ? "" : "es"}`,
  );
  lines.push("");
  lines.push(
    ...table([
      ["", "paper", "ours"],
      ["source", paper.source, ours.source],
      ["errors", n(paper.errors), n(ours.errors)],
      ["  wrong draws", n(paper.wrongDraws), n(ours.wrongDraws)],
      ["  wrong wins", n(paper.wrongWins), n(ours.wrongWins)],
      ["mates in N with DTM < N", n(paper.looseBounds), n(ours.looseBounds)],
      [
        "colours give equal counts",
        paper.coloursAgree ? "yes" : "NO",
        ours.coloursAgree ? "yes" : "NO",
      ],
    ]),
  );
  lines.push("");
  lines.push(
    "Coverage (positions decided without fail), by the table's outcome for the side to move:",
  );
  const coverageRows = [["outcome", "positions", "paper", "ours"]];
  for (const key of ["win", "draw", "loss", "all"] as const) {
    coverageRows.push([
      key,
      n(ours.coverage[key].positions),
      percent(paper.coverage[key]),
      percent(ours.coverage[key]),
    ]);
  }
  lines.push(...table(coverageRows).map((line) => `  ${line}`));
  lines.push("");
  lines.push("By endgame and side to move (paper / ours):");
  const sideRows = [["", "win", "draw", "loss"]];
  ours.coverageBySide.forEach((row, i) => {
    const p = paper.coverageBySide[i]!;
    sideRows.push([
      `${row.material}, ${row.sideToMove} side to move`,
      ...OUTCOME_NAMES.map((o) => `${percent(p.byOutcome[o])} / ${percent(row.byOutcome[o])}`),
    ]);
  });
  lines.push(...table(sideRows).map((line) => `  ${line}`));
  lines.push("");
  lines.push("iCE's categories:");
  lines.push(
    ...table([
      ["", "paper", "ours"],
      ...CATEGORY_NAMES.map((name) => [name, n(paper.categories[name]), n(ours.categories[name])]),
    ]).map((line) => `  ${line}`),
  );
  for (const [title, report_] of [
    ["Rules of the paper", paper],
    ["Our rules", ours],
  ] as const) {
    lines.push("");
    lines.push(`${title} (${report_.source}):`);
    lines.push(...ruleLines(report_));
  }
  for (const [title, report_] of [
    ["paper", paper],
    ["ours", ours],
  ] as const) {
    if (report_.firstErrors.length === 0) continue;
    lines.push("");
    lines.push(`First errors (${title}):`);
    for (const e of report_.firstErrors) {
      lines.push(`  ${e.fen}  "${e.rule}" says ${e.verdict}, the table ${e.table}`);
    }
  }
  lines.push("");
  lines.push(report.errors === 0 ? "0 errors." : `${n(report.errors)} errors.`);
  return `${lines.join("\n")}\n`;
}
