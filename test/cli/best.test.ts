import { describe, expect, it } from "vitest";
import { hasStackTrace, runCli, spawnCli } from "../support/cli.ts";

const FIGURE_3 = "k1K5/8/2N5/8/5N2/8/8/b7 w - - 0 1";

describe("patc best", () => {
  it("prints the best move, score, PV, effort and recognizers", async () => {
    const run = await runCli("best", FIGURE_3, "--depth", "3");
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("best move    Nd5");
    expect(lines[1]).toBe("score        mate in 2 (for White)");
    // The PV may stop at a node the recognizer decides ("knight mates at once": mates in 1).
    expect(lines[2]).toMatch(/^pv           1\. Nd5 B[a-h][1-8]( 2\. N(b6|c7)#)?$/);
    expect(lines[3]).toMatch(/^search       depth 3 \(selective \d+\), [\d,]+ nodes in \d+ ms/);
    // The compiled KNNK[B,N] recognizer (generated/registry.ts) is probed below the root.
    expect(lines[4]).toMatch(/^recognizers  [\d,]+ probes; [\d,]+ nodes? cut \(/);
    expect(lines[5]).toBe("cut by rule");
    expect(lines[6]).toMatch(/^ {2}draw +\d+ {2}"[^"]+" \(patterns\/knnk\.pat:\d+\)$/);
  });

  it("numbers the PV from Black's move", async () => {
    const run = await runCli("best", "7k/8/6K1/8/8/8/8/1Q6 b - - 0 7", "--depth", "3");
    expect(run.stdout).toContain("score        mated in 1 (for Black)");
    expect(run.stdout).toContain("pv           7... Kg8 8. Qb8#");
  });

  it("says so when there is no move to play", async () => {
    const mate = await runCli("best", "1Q5k/8/6K1/8/8/8/8/8 b - - 0 1");
    expect(mate.stdout).toContain("best move    none: Black is checkmated");
    expect(mate.stdout).toContain("score        checkmated (for Black)");
    const stalemate = await runCli("best", "k7/8/1QK5/8/8/8/8/8 b - - 0 1");
    expect(stalemate.stdout).toContain("best move    none: Black is stalemated");
    expect(stalemate.stdout).toContain("score        0.00 (for Black)");
  });

  it("turns recognizers off with --no-recognizers", async () => {
    const run = await runCli("best", FIGURE_3, "--depth", "2", "--no-recognizers");
    expect(run.stdout).toContain("recognizers  off");
  });

  it("prints one JSON object with --json", async () => {
    const run = await runCli("best", FIGURE_3, "--depth", "4", "--json");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      fen: FIGURE_3,
      bestMove: { san: "Nd5", uci: "f4d5" },
      score: 99997,
      scoreText: "mate in 2",
      mate: 2,
      mateDistanceExact: true,
      depth: 3,
      recognizers: { enabled: true },
    });
    expect(report.recognizers.probes).toBeGreaterThan(0);
    expect(report.recognizers.byRule[0]).toMatchObject({
      source: "patterns/knnk.pat",
      section: "recognize",
    });
    expect(report.pv.length).toBeGreaterThanOrEqual(2);
    expect(report.pvUci[0]).toBe("f4d5");
    expect(report.nodes).toBeGreaterThan(0);
    const none = JSON.parse(
      (await runCli("best", "k7/8/1QK5/8/8/8/8/8 b - - 0 1", "--json")).stdout,
    );
    expect(none.bestMove).toBeNull();
    expect(none.mate).toBeNull();
  });

  it("exits 1 on a bad FEN, naming the field, without a stack trace", async () => {
    const run = await runCli("best", "k1K5/8/2N5/8/5N2/8/8/b7 x - - 0 1");
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: "patc: FEN field 2 (side to move): expected 'w' or 'b', found 'x'\n",
    });
    const illegal = await runCli("best", "kK6/8/8/8/8/8/8/8 w - - 0 1");
    expect(illegal.code).toBe(1);
    expect(illegal.stderr).toBe(
      "patc: FEN field 1 (piece placement): the kings are adjacent (b8 and a8)\n",
    );
  });

  it("exits 2 on usage errors", async () => {
    for (const args of [
      ["best"],
      ["best", FIGURE_3, "--depth", "0"],
      ["best", FIGURE_3, "--depth", "65"],
      ["best", FIGURE_3, "--depth", "deep"],
      ["best", FIGURE_3, "--table-mb", "0"],
      ["best", FIGURE_3, "--frobnicate"],
    ]) {
      const run = await runCli(...args);
      expect(run.code).toBe(2);
      expect(hasStackTrace(run.stderr)).toBe(false);
    }
  });

  it("behaves the same as a child process", () => {
    const run = spawnCli(["best", FIGURE_3, "--depth", "3"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^best move {4}Nd5\n/);
    const bad = spawnCli(["best", "not a fen"]);
    expect(bad.code).toBe(1);
    expect(hasStackTrace(bad.stderr)).toBe(false);
    expect(bad.stderr).toMatch(/^patc: FEN/);
  });
});
