/**
 * The report of `patc verify kbnk`: the figures the proof gathers (the strategy's and the
 * knowledge's), as the text a reader scans and as the JSON a script reads. Nothing here proves
 * anything; `verifyKbnk.ts` runs the proofs and hands their figures over.
 */
import type { ProofSummary } from "../../runtime/hedeam/proof.ts";
import { type StuckProfile, TRIANGLES } from "../../runtime/hedeam/stuckProfile.ts";
import type { RuleRow } from "../../runtime/patternModule.ts";
import { movetext, wrapTokens } from "../movetext.ts";
import type { KnowledgeJob, KnowledgeReport } from "./verifyKbnkWorker.ts";

/** What the strategy proof found, and what it cost. */
export interface StrategyFigures {
  readonly source: string;
  readonly summary: ProofSummary;
  /**
   * The first {@link LISTED_TABLE_LINE_FAILURES} of the summary's `versusTableFailures`, with
   * each position's FEN and how the line gives out there (`tableLineEnding`).
   */
  readonly tableLineFailures: readonly { fen: string; boards: number; ending: string }[];
  readonly positions: number;
  readonly nodes: number;
  readonly ms: number;
  readonly cpuMs: number;
  readonly rounds: number;
  readonly failures: { fen: string; move: string; kind: string; reason: string }[];
  /** Failing boards and table entries by kind (`FAILURE_KINDS`, "proved" left out). */
  readonly kinds: Record<string, { boards: number; entries: number }>;
  /**
   * Failing boards and entries on a cycle the defence can keep the game in without meeting a
   * stuck or drawn position (`cyclingEntries`): among the `downstream` ones when a stuck
   * position is reachable too.
   */
  readonly onCycle: { boards: number; entries: number };
  /** Where the stuck entries stand: what the next change to the knowledge must meet. */
  readonly stuck: StuckProfile;
  /** The longest forced mate, null when nothing is proved. */
  readonly longest: LongestMate | null;
  /** The proved positions whose forced mate is longer than {@link FIFTY_MOVES}, the longest first. */
  readonly tooLong: readonly TooLong[];
}

/**
 * A proved table entry whose forced mate is too long: from `fen` (white to move) the strategy
 * plays `move`, and against every defence it mates in `moves`; the table's distance is `dtm`.
 * The entry stands for `boards` boards.
 */
export interface TooLong {
  readonly fen: string;
  readonly move: string;
  readonly moves: number;
  readonly dtm: number;
  readonly boards: number;
}

/**
 * A longest forced mate: from `fen` (white to move) against every defence it takes `moves`
 * moves, the table's distance being `dtm`; `sans` is the game against the defence that drags it
 * out longest, white's move first.
 */
export interface LongestMate {
  readonly fen: string;
  readonly moves: number;
  readonly dtm: number;
  readonly sans: readonly string[];
  /**
   * The table's distance to mate before each of white's moves along the line (`dtm` first, 1
   * before the mating move): where it stalls is where the strategy loses its moves.
   */
  readonly dtms: readonly number[];
}

/** What the check of the exact knowledge (`stop`, `halt`, `reject`) found, and what it cost. */
export interface KnowledgeFigures {
  readonly report: KnowledgeReport;
  readonly rules: readonly RuleRow[];
  readonly threads: number;
  readonly jobs: readonly KnowledgeJob[];
  readonly ms: number;
}

/** How the strategy proof ran, as the report's first line says. */
export interface StrategyRun {
  /** White moves the chooser searched. */
  readonly depth: number;
  /** White moves more it searched a stuck position, one at a time. */
  readonly deepen: number;
  /** Worker threads it ran on: `--jobs` for the full proof, one for a sample. */
  readonly threads: number;
  /** What a sampled proof covered, in words; undefined for the full proof. */
  readonly sample: string | undefined;
  /** Whether the chooser's knowledge was memoised (`runtime/hedeam/knowledgeMemo.ts`). */
  readonly memo: boolean;
}

const n = (x: number) => x.toLocaleString("en-US");
const threads = (count: number) => (count === 1 ? "1 thread" : `${count} threads`);
const pct = (a: number, b: number) =>
  b === 0 ? "0" : ((100 * a) / b).toFixed(4).replace(/\.?0+$/, "");

/** `label  count  ####` rows, scaled to the largest count. */
function histogramLines(histogram: readonly number[], from: number): string[] {
  const max = Math.max(...histogram, 1);
  const lines: string[] = [];
  for (let i = from; i < histogram.length; i++) {
    const count = histogram[i]!;
    const bar = "#".repeat(Math.round((40 * count) / max));
    lines.push(`  ${String(i).padStart(3)}  ${n(count).padStart(11)}  ${bar}`);
  }
  return lines;
}

/** Which mates the proof covers in full: "every mate in k or less", and how far the next gets. */
function completeText(m: ProofSummary): string {
  const k = m.completeThroughDtm;
  if (m.provedBoards === m.wonBoards) return `every won position (mate in ${k} or less)`;
  const next = k + 1;
  return (
    (k === 0 ? "not even every mate in 1; " : `every mate in ${k} or less; `) +
    `mates in ${next}: ${n(m.provedByDtm[next]!)} of ${n(m.wonByDtm[next]!)} boards`
  );
}

/** One line per distance to mate: proved and won boards, the share, a bar of the share. */
function dtmLines(m: ProofSummary): string[] {
  const lines: string[] = [];
  for (let d = 1; d < m.wonByDtm.length; d++) {
    const won = m.wonByDtm[d]!;
    if (won === 0) continue;
    const proved = m.provedByDtm[d]!;
    const bar = "#".repeat(Math.round((40 * proved) / won));
    lines.push(
      `  ${String(d).padStart(3)}  ${n(proved).padStart(11)} of ${n(won).padStart(11)}` +
        `  ${((100 * proved) / won).toFixed(1).padStart(5)}%  ${bar}`,
    );
  }
  return lines;
}

/** The 50-move rule: a strategy that needs more cannot claim the win over the board. */
export const FIFTY_MOVES = 50;

/**
 * Why the proof does not hold, one reason a line, empty when it does: every won position proved
 * within the 50-move rule, and the knowledge exact. Now that the share can reach 100%, a bare
 * "NOT proved" would hide which target failed.
 */
export function shortfalls(
  strategy: Pick<ProofSummary, "provedBoards" | "wonBoards" | "maximin"> | undefined,
  knowledge:
    | Pick<KnowledgeReport, "wrong" | "rejectFailureCount" | "unlikeGoals" | "unlikeVerdicts">
    | undefined,
): string[] {
  const reasons: string[] = [];
  if (strategy !== undefined) {
    const { provedBoards, wonBoards, maximin } = strategy;
    if (provedBoards < wonBoards) {
      reasons.push(
        `mate is not forced from ${n(wonBoards - provedBoards)} of the ${n(wonBoards)} won boards`,
      );
    }
    if (maximin > FIFTY_MOVES) {
      reasons.push(
        `the longest forced mate takes ${maximin} moves, more than the 50-move rule allows`,
      );
    }
  }
  if (knowledge !== undefined) {
    const wrong = knowledge.wrong.reduce((a, b) => a + b, 0);
    if (wrong > 0) reasons.push(`${n(wrong)} wrong verdicts`);
    if (knowledge.rejectFailureCount > 0) {
      reasons.push(`reject prunes every winning move on ${n(knowledge.rejectFailureCount)} boards`);
    }
    // The chooser's argument against cycles needs a goal and verdicts (which decide where it
    // extends) that are functions of the position.
    if (knowledge.unlikeGoals > 0) {
      reasons.push(`the goal differs between orientations of ${n(knowledge.unlikeGoals)} entries`);
    }
    if (knowledge.unlikeVerdicts > 0) {
      reasons.push(
        `the verdict differs between the boards of ${n(knowledge.unlikeVerdicts)} entries`,
      );
    }
  }
  return reasons;
}

/** Where the table's games give out: the positions listed, most boards first. */
export const LISTED_TABLE_LINE_FAILURES = 12;

/** The boards whose forced mate is longer than the 50-move rule. */
function tooLongBoards(s: StrategyFigures): number {
  return s.tooLong.reduce((sum, t) => sum + t.boards, 0);
}

/** Failing positions listed in the text report; the rest go to the failures file only. */
const LISTED_FAILURES = 100;

/**
 * The strategy proof's text report; `files` says where the whole failure list and the list of
 * mates too long were written.
 */
export function strategyLines(
  s: StrategyFigures,
  run: StrategyRun,
  files: { readonly failures: string; readonly tooLong: string },
): string[] {
  const m = s.summary;
  const lines: string[] = [];
  lines.push(
    `strategy: ${s.source}, HEDEAM goal-directed chooser, depth ${run.depth} white moves` +
      ` (up to ${run.deepen} more where stuck)` +
      (run.sample === undefined ? "" : `; SAMPLE: ${run.sample}`),
  );
  lines.push(
    `  won positions (strong side to move)  ${n(m.wonBoards)} boards, ${n(m.wonEntries)} table entries`,
  );
  lines.push(
    `  mate forced against every defence    ${n(m.provedBoards)} boards (${pct(m.provedBoards, m.wonBoards)}%)`,
  );
  lines.push(
    `  mate against the table's defence     ${n(m.versusTableBoards)} boards (${pct(m.versusTableBoards, m.wonBoards)}%), ` +
      `mean excess ${m.versusTableMeanExcess.toFixed(2)} moves (its one line from each position, proved or not)`,
  );
  lines.push(
    `  maximin (longest forced mate)        ${m.maximin} moves` +
      (s.longest === null ? "" : ` from ${s.longest.fen} (the table: mate in ${s.longest.dtm})`),
  );
  lines.push(`  mean worst-case length               ${m.meanWorst.toFixed(2)} moves`);
  lines.push(
    `  against perfect defence              mean ${m.meanPerfect.toFixed(2)} moves, table DTM ${m.meanDtm.toFixed(2)}`,
  );
  lines.push(
    `  excess over the table's DTM          mean ${m.meanExcess.toFixed(2)} moves, worst ${m.worstExcess}`,
  );
  lines.push(`  complete through the table's DTM     ${completeText(m)}`);
  lines.push(
    `  time                                 ${(s.ms / 1000).toFixed(1)} s wall with ${threads(run.threads)}` +
      `${run.memo ? "" : " (no memo)"}, ` +
      `${((1000 * s.cpuMs) / Math.max(1, s.positions)).toFixed(0)} µs and ` +
      `${Math.round(s.nodes / Math.max(1, s.positions))} nodes per position, fixpoint in ${s.rounds} sweeps`,
  );
  lines.push("worst-case moves to mate, proved positions (boards):");
  lines.push(...histogramLines(m.worstHistogram, 1));
  if (s.tooLong.length > 0) {
    const boards = tooLongBoards(s);
    lines.push(
      `  over ${FIFTY_MOVES} moves: ${n(boards)} boards (${pct(boards, m.wonBoards)}% of the won boards), ` +
        `${n(s.tooLong.length)} table entries, the longest first in ${files.tooLong}`,
    );
  }
  lines.push("excess over the DTM against perfect defence, proved positions (boards):");
  lines.push(...histogramLines(m.excessHistogram, 0));
  if (s.longest !== null) {
    lines.push("the longest forced mate, against the defence that drags it out longest:");
    lines.push(...wrapTokens(movetext(s.longest.sans), 96).map((line) => `  ${line}`));
    lines.push("the table's distance to mate before each of white's moves along it:");
    lines.push(...wrapTokens(s.longest.dtms.map(String), 96).map((line) => `  ${line}`));
  }
  if (m.provedBoards < m.wonBoards) {
    lines.push("proved by the table's distance to mate (boards proved of won):");
    lines.push(...dtmLines(m));
  }
  if (s.failures.length > 0) {
    lines.push("failures by kind (boards, table entries):");
    for (const [name, tally] of Object.entries(s.kinds)) {
      lines.push(
        `  ${name.padEnd(11)} ${n(tally.boards).padStart(11)} ${n(tally.entries).padStart(10)}`,
      );
    }
    lines.push(
      `  on a cycle that meets no stuck or drawn position (of the above): ` +
        `${n(s.onCycle.boards)} boards, ${n(s.onCycle.entries)} table entries`,
    );
    if (s.stuck.entries > 0) lines.push(...stuckLines(s.stuck));
    lines.push(...tableLineLines(s, m));
    const shown = s.failures.slice(0, LISTED_FAILURES);
    lines.push(
      `failing positions: ${n(s.failures.length)} table entries, ${n(m.wonBoards - m.provedBoards)} boards` +
        (shown.length < s.failures.length
          ? ` (the first ${shown.length}; all in ${files.failures})`
          : ""),
    );
    for (const f of shown) lines.push(`  ${f.fen}  ${f.move}: ${f.kind}: ${f.reason}`);
  }
  return lines;
}

/** Where the games against the table's defence that do not mate give out, most boards first. */
function tableLineLines(s: StrategyFigures, m: ProofSummary): string[] {
  const lost = m.wonBoards - m.versusTableBoards;
  if (lost === 0) return [];
  const lines = [
    `games against the table's defence that do not mate (${n(lost)} boards), by where they give`,
    "out: the first stuck entry on the line, else where it ends (a cycle at its least entry, a",
    "draw or a line that leaves the proof's entries where it does); boards, share of the won boards:",
  ];
  for (const f of s.tableLineFailures) {
    lines.push(
      `  ${n(f.boards).padStart(11)}  ${pct(f.boards, m.wonBoards).padStart(7)}%  ` +
        `${f.ending.padEnd(10)}  ${f.fen}`,
    );
  }
  const rest = m.versusTableFailures.slice(s.tableLineFailures.length);
  if (rest.length > 0) {
    const boards = rest.reduce((sum, f) => sum + f.boards, 0);
    lines.push(
      `  ${n(boards).padStart(11)}  ${pct(boards, m.wonBoards).padStart(7)}%  ` +
        `${n(rest.length)} other positions`,
    );
  }
  return lines;
}

/** The lone king's room in bands of squares, as `stuckLines` prints them: first and last. */
const ROOM_BANDS: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 4],
  [5, 9],
  [10, 16],
  [17, 24],
  [25, 40],
  [41, 64],
];

/** Where the stuck entries stand: triangle, distance to mate, valley, room, parked pieces. */
function stuckLines(p: StuckProfile): string[] {
  const row = (label: string, counts: readonly (number | string)[]) =>
    `  ${label.padEnd(22)}${counts.map((c) => (typeof c === "number" ? n(c) : c).padStart(7)).join("")}`;
  const triangles = Array.from({ length: TRIANGLES }, (_, t) => t);
  const inBand = ([first, last]: readonly [number, number]) =>
    p.byRoom.slice(first, last + 1).reduce((sum, c) => sum + c, 0);
  const steps = Array.from({ length: 7 }, (_, i) => i + 1);
  return [
    `stuck entries by the lone king's Delétang triangle (0: a mating corner; 7: the long diagonal`,
    `of the other colour, the wrong corners on it), and those where it has no flight square:`,
    row("triangle", triangles),
    row("stuck entries", p.byTriangle),
    row("no flight square", p.noFlightByTriangle),
    "stuck entries by the table's moves to mate:",
    ...histogramLines(p.byDtm, 1),
    "stuck entries by the depth of the goal's valley: white moves along the table's line before",
    "the goal first rises above the stuck position's own (the mate counts as rising):",
    ...histogramLines(p.byValley, 1),
    "stuck entries by the lone king's room: the squares it can reach without stepping on one white",
    "attacks (a plain flood fill), and by the king steps from it to the farther minor piece:",
    row(
      "room (squares)",
      ROOM_BANDS.map(([first, last]) => (first === last ? `${first}` : `${first}-${last}`)),
    ),
    row("stuck entries", ROOM_BANDS.map(inBand)),
    row("farther minor piece", steps),
    row(
      "stuck entries",
      steps.map((d) => p.byFarthestMinor[d] ?? 0),
    ),
    "the commonest placements of white's pieces among the stuck entries (the lone king anywhere):",
    ...p.topPlacements.map((t) => `  ${n(t.entries).padStart(7)}  ${t.placement}`),
  ];
}

/** The knowledge check's text report. */
export function knowledgeLines(k: KnowledgeFigures): string[] {
  const r = k.report;
  const lines: string[] = [];
  lines.push("knowledge: every board of KBNK, KBK and KNK, both sides to move, both colours");
  k.jobs.forEach((job, j) => {
    const side = job.stm === 0 ? "strong side to move" : "weak side to move";
    const colour = job.strongColour === 0 ? "white strong" : "black strong";
    lines.push(`  ${job.endgame.padEnd(5)} ${colour}, ${side}: ${n(r.boards[j]!)} boards`);
  });
  lines.push("  stop/halt rule                                  decided boards    wrong");
  k.rules.forEach((rule, i) => {
    if (rule.section !== "stop" && rule.section !== "halt") return;
    lines.push(
      `  ${`${rule.section} "${rule.name}"`.padEnd(46)} ${n(r.decided[i]!).padStart(14)} ${n(r.wrong[i]!).padStart(8)}`,
    );
  });
  for (const e of r.errors) {
    lines.push(`  wrong: ${e.fen}: "${k.rules[e.rule]!.name}" says ${e.verdict}, table ${e.table}`);
  }
  lines.push(
    `  reject: ${n(r.rejectBoards)} won boards with the strong side to move; ${n(r.movesRejected)} of ` +
      `${n(r.moves)} moves rejected (${pct(r.movesRejected, r.moves)}%); every winning move ` +
      `rejected on ${n(r.rejectFailureCount)} boards`,
  );
  for (const fen of r.rejectFailures) lines.push(`  reject prunes every winning move: ${fen}`);
  lines.push(
    `  goal (whiteval), required: the same in every orientation of the board on ` +
      `${n(r.goalEntries - r.unlikeGoals)} of ${n(r.goalEntries)} KBNK table entries ` +
      `(white strong, to move); not on ${n(r.unlikeGoals)}`,
  );
  for (const fen of r.unlikeGoalExamples.slice(0, 10)) {
    lines.push(`  goal unlike on its mirror images: ${fen}`);
  }
  lines.push(
    `  verdicts (stop/halt), required: the same on every board of ` +
      `${n(r.verdictEntries - r.unlikeVerdicts)} of ${n(r.verdictEntries)} table entries ` +
      `(every material, side to move and colour); not on ${n(r.unlikeVerdicts)}`,
  );
  for (const example of r.unlikeVerdictExamples.slice(0, 10)) {
    lines.push(`  verdict unlike on another image: ${example}`);
  }
  lines.push(`  time ${(k.ms / 1000).toFixed(1)} s wall with ${k.threads} threads`);
  return lines;
}

/** The strategy proof's figures for `--json`. */
export function strategyJson(s: StrategyFigures) {
  const m = s.summary;
  return {
    source: s.source,
    wonBoards: m.wonBoards,
    wonEntries: m.wonEntries,
    provedBoards: m.provedBoards,
    provedEntries: m.provedEntries,
    share: m.wonBoards === 0 ? 0 : m.provedBoards / m.wonBoards,
    versusTableBoards: m.versusTableBoards,
    versusTableShare: m.wonBoards === 0 ? 0 : m.versusTableBoards / m.wonBoards,
    versusTableMeanExcess: m.versusTableMeanExcess,
    versusTableFailures: s.tableLineFailures,
    versusTableFailurePositions: m.versusTableFailures.length,
    maximin: m.maximin,
    longest:
      s.longest === null
        ? null
        : {
            fen: s.longest.fen,
            moves: s.longest.moves,
            dtm: s.longest.dtm,
            line: movetext(s.longest.sans).join(" "),
            dtms: s.longest.dtms,
          },
    tooLong: { entries: s.tooLong.length, boards: tooLongBoards(s) },
    meanWorst: m.meanWorst,
    meanPerfect: m.meanPerfect,
    meanDtm: m.meanDtm,
    meanExcess: m.meanExcess,
    worstExcess: m.worstExcess,
    worstHistogram: m.worstHistogram,
    excessHistogram: m.excessHistogram,
    completeThroughDtm: m.completeThroughDtm,
    wonByDtm: m.wonByDtm,
    provedByDtm: m.provedByDtm,
    failingEntries: s.failures.length,
    failureKinds: s.kinds,
    onCycle: s.onCycle,
    stuck: s.stuck,
    failures: s.failures.slice(0, LISTED_FAILURES),
    seconds: s.ms / 1000,
    microsecondsPerPosition: (1000 * s.cpuMs) / Math.max(1, s.positions),
    nodesPerPosition: s.nodes / Math.max(1, s.positions),
  };
}

/** The knowledge check's figures for `--json`. */
export function knowledgeJson(k: KnowledgeFigures) {
  const r = k.report;
  return {
    boards: Object.fromEntries(
      k.jobs.map((job, j) => [
        `${job.endgame} ${job.strongColour === 0 ? "white" : "black"} strong, ` +
          `${job.stm === 0 ? "strong" : "weak"} side to move`,
        r.boards[j],
      ]),
    ),
    rules: k.rules
      .map((rule, i) => ({
        section: rule.section,
        name: rule.name,
        decided: r.decided[i],
        wrong: r.wrong[i],
      }))
      .filter((rule) => rule.section === "stop" || rule.section === "halt"),
    errors: r.errors,
    reject: {
      wonBoards: r.rejectBoards,
      moves: r.moves,
      movesRejected: r.movesRejected,
      boardsWithEveryWinningMoveRejected: r.rejectFailureCount,
      examples: r.rejectFailures,
    },
    goal: {
      entries: r.goalEntries,
      unlikeInSomeOrientation: r.unlikeGoals,
      examples: r.unlikeGoalExamples,
    },
    verdicts: {
      entries: r.verdictEntries,
      unlikeInSomeOrientation: r.unlikeVerdicts,
      examples: r.unlikeVerdictExamples,
    },
    seconds: k.ms / 1000,
  };
}
