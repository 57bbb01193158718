/**
 * `patc trace`: the table's optimal line with the goal at every strong-side-to-move position.
 */
import { describe, expect, it } from "vitest";
import { PATTERN_MODULES } from "../../generated/registry.ts";
import { explain } from "../../bin/commands/explain.ts";
import { goalBelow } from "../../runtime/hedeam/trace.ts";
import { parseFen } from "../../runtime/fen.ts";
import { probe } from "../../runtime/tables/probe.ts";
import { runCli } from "../support/cli.ts";

interface Step {
  fen: string;
  moveNumber: number;
  dtm: number;
  goal: { name: string; rank: number; score: number };
  move: string;
  reply: string | null;
  chooser: { move: string; outcome: { kind: string; moves?: number }; stuck: boolean };
}

describe("patc trace", () => {
  it("follows the table's line to mate, one move nearer at every step", async () => {
    // Black strong, to test the colours too; and the net of the open problems (mate in 4).
    for (const fen of ["8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1", "8/8/8/8/6n1/5k2/5b2/7K b - - 0 1"]) {
      const run = await runCli("trace", fen, "--json");
      expect(run.code).toBe(0);
      const { steps } = JSON.parse(run.stdout) as { steps: Step[] };
      const dtm = probe(parseFen(fen))!.dtm;
      expect(steps.map((s) => s.dtm)).toEqual(Array.from({ length: dtm }, (_, i) => dtm - i));
      expect(steps.at(-1)!.move).toMatch(/#$/);
      expect(steps.at(-1)!.reply).toBeNull();
      for (const step of steps) {
        // Each step is the position its distance says, and its goal is what explain reports.
        expect(probe(parseFen(step.fen))).toEqual({ result: "win", dtm: step.dtm });
        const e = explain(step.fen, parseFen(step.fen), PATTERN_MODULES);
        expect(step.goal.score).toBe(e.class!.score);
        expect(step.goal.name).toBe(e.class!.rule?.name ?? "residual");
      }
    }
  });

  it("marks where the goal falls and counts where the chooser is stuck", async () => {
    // The text agrees with the JSON steps, whatever the knowledge: one line per step, a `v` where
    // the goal ranks below the step before, `stuck` where the chooser is, and the counts.
    const fen = "8/8/8/1N6/2B5/8/8/k1K5 w - - 0 1"; // a stuck wrong-corner entry, mate in 23
    const text = await runCli("trace", fen);
    const json = await runCli("trace", fen, "--json");
    expect(text.code).toBe(0);
    const { steps } = JSON.parse(json.stdout) as { steps: Step[] };
    const lines = text.stdout.split("\n").filter((line) => /^\d+\. /.test(line));
    expect(lines.length).toBe(steps.length);
    let fell = 0;
    steps.forEach((step, i) => {
      const previous = steps[i - 1];
      const below = previous !== undefined && goalBelow(step.goal, previous.goal);
      if (below) fell++;
      const line = lines[i]!;
      const moves = `${step.moveNumber}. ${step.move}${step.reply === null ? "" : ` ${step.reply}`} `;
      expect(line.startsWith(moves), line).toBe(true);
      expect(line).toContain(` ${below ? "v" : " "} "${step.goal.name}" ${step.goal.score} `);
      expect(line.endsWith(" stuck"), line).toBe(step.chooser.stuck);
    });
    expect(fell).toBeGreaterThan(0);
    const stuck = steps.filter((s) => s.chooser.stuck).length;
    expect(text.stdout).toContain(
      `the goal fell at ${fell} of ${steps.length - 1} moves; the chooser is stuck at ${stuck} of ${steps.length} positions`,
    );
  });

  it("takes the chooser's deepening where stuck from --deepen", async () => {
    // A net by the mating corner: stuck with one step of deepening, freed by the second, which
    // is the default.
    const fen = "8/8/1B1N4/8/k7/8/2K5/8 w - - 0 1";
    const chooserAt = async (...flags: string[]) => {
      const run = await runCli("trace", fen, "--json", ...flags);
      expect(run.code, run.stderr).toBe(0);
      const { deepen, steps } = JSON.parse(run.stdout) as { deepen: number; steps: Step[] };
      return { deepen, first: steps[0]!.chooser };
    };
    expect(await chooserAt("--deepen", "1")).toMatchObject({ deepen: 1, first: { stuck: true } });
    expect(await chooserAt()).toMatchObject({ deepen: 2, first: { stuck: false } });
    const bad = await runCli("trace", fen, "--deepen", "4");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "option '--deepen <moves>' argument '4' is invalid. expected a whole number from 0 to 3.",
    );
  });

  it("refuses a position the side to move does not win, naming why", async () => {
    const lost = await runCli("trace", "8/8/3k4/8/2K5/8/8/1NB5 b - - 0 1");
    expect(lost.code).not.toBe(0);
    expect(lost.stderr).toContain("trace: expected a position the side to move wins");
    const other = await runCli("trace", "8/8/8/8/8/8/2K5/k7 w - - 0 1");
    expect(other.stderr).toContain("trace: not a KBNK position (KK)");
    const bad = await runCli("trace", "8/8/8/8/8/2N1B3/2K5/k7 x - - 0 1");
    expect(bad.stderr).toMatch(/field 2/i);
    for (const run of [lost, other, bad]) expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
