/**
 * `patc trace`: the table's optimal line with the goal at every strong-side-to-move position.
 */
import { describe, expect, it } from "vitest";
import { PATTERN_MODULES } from "../../generated/registry.ts";
import { explain } from "../../bin/commands/explain.ts";
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
    const run = await runCli("trace", "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1");
    expect(run.code).toBe(0);
    // The net where the mate is deeper than the search: stuck on the first move, the goal
    // falling on the second (docs/kbnk.md).
    expect(run.stdout).toMatch(
      /^1\. Nb1 Ka2 +4 {4}"boxed" 0 +Nb1: goal whiteval "boxed" \(score 0\) stuck$/m,
    );
    expect(run.stdout).toMatch(/^2\. Bc1 Ka1 +3 {2}v "boxed" -14 /m);
    expect(run.stdout).toContain(
      "the goal fell at 1 of 3 moves; the chooser is stuck at 1 of 4 positions",
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
