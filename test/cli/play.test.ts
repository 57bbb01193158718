import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEN } from "../../runtime/fen.ts";
import { runCli } from "../support/cli.ts";

/** White mates in two: 1. Ke6 (or another quiet move) and the bishop or knight mates. */
const MATE_IN_1 = "7k/4N3/6K1/8/8/4B3/8/8 w - - 0 1";

describe("patc play", () => {
  it("mates against the table's defence and compares with the optimum", async () => {
    const run = await runCli("play", MATE_IN_1, "--quiet");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\. Bd4#\s+mate in 1\s+[\d.]+ ms$/m);
    expect(run.stdout).toContain("result     checkmate after 1 moves");
    expect(run.stdout).toContain(
      "optimum    mate in 1 against perfect defence (the table); here: optimal",
    );
  });

  it("mates from the default mate-in-33 against the table's defence (`npm start`)", async () => {
    // The game README.md and docs/kbnk.md describe: a change to kbnk.pat that changes it must
    // change them too.
    const run = await runCli("play", "--quiet", "--json");
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as { fen: string; result: string; optimalDtm: number };
    expect(summary).toMatchObject({
      fen: DEFAULT_FEN,
      result: "checkmate",
      strongMoves: 40,
      optimalDtm: 33,
      excess: 7,
    });
  });

  it("compares with the optimum when the defender moves first", async () => {
    // The table scores black to move: its loss in 4 is white's mate in 4 after black's move.
    const start = "7k/4N3/5K2/8/8/4B3/8/8 b - - 0 1";
    const json = await runCli("play", start, "--quiet", "--json");
    expect(JSON.parse(json.stdout)).toMatchObject({
      result: "checkmate",
      strongMoves: 6,
      optimalDtm: 4,
      excess: 2,
    });
    const text = await runCli("play", start, "--quiet");
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      "optimum    mate in 4 against perfect defence (the table); here: 2 moves more than optimal",
    );
  });

  it("says so when the table scores the start as a draw", async () => {
    // Black to move takes the bishop, which nothing guards.
    const run = await runCli("play", "8/8/8/8/3k4/4B3/8/K6N b - - 0 1", "--quiet");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("result     a piece is lost: a draw after 0 moves");
    expect(run.stdout).toContain("optimum    the table scores the start position as a draw");
  });

  it("draws the board after each move unless --quiet", async () => {
    const run = await runCli("play", MATE_IN_1, "--ascii");
    expect(run.stdout).toContain("8 | . . . . . . . k |");
    expect(run.stdout.match(/a b c d e f g h/g)?.length).toBe(2);
  });

  it("prints a JSON summary and writes the game in PGN", async () => {
    const dir = mkdtempSync(join(tmpdir(), "patc-play-"));
    try {
      const pgn = join(dir, "game.pgn");
      const run = await runCli("play", MATE_IN_1, "--json", "--pgn", pgn);
      const summary = JSON.parse(run.stdout) as Record<string, unknown>;
      expect(summary).toMatchObject({
        fen: MATE_IN_1,
        defender: "table",
        result: "checkmate",
        strongMoves: 1,
        optimalDtm: 1,
        excess: 0,
      });
      const text = readFileSync(pgn, "utf8");
      expect(text).toContain(`[FEN "${MATE_IN_1}"]`);
      expect(text).toContain('[Result "1-0"]');
      expect(text).toContain("1. Bd4# 1-0");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("plays the strong side in either colour and against every defender", async () => {
    for (const defender of ["table", "random", "chooser"]) {
      const run = await runCli(
        "play",
        "8/4b3/8/8/8/4n3/5k2/7K b - - 0 1",
        "--quiet",
        "--defender",
        defender,
        "--json",
      );
      const summary = JSON.parse(run.stdout) as { result: string; defender: string };
      expect(summary.defender).toBe(defender);
      expect(["checkmate", "repetition", "fifty-move rule", "piece lost", "stalemate"]).toContain(
        summary.result,
      );
    }
  });

  it("plays with another compiled pattern module (--patterns)", async () => {
    // Inside the project: Node loads a compiled module as an ES module only in an ES package.
    mkdirSync(".cache", { recursive: true });
    const dir = mkdtempSync(join(".cache", "play-patterns-"));
    try {
      const compiled = await runCli("compile", "patterns/kbnk.pat", "-o", dir);
      expect(compiled.code).toBe(0);
      const run = await runCli("play", MATE_IN_1, "--json", "--patterns", join(dir, "kbnk.ts"));
      expect(run.stderr).toBe("");
      expect(JSON.parse(run.stdout)).toMatchObject({ result: "checkmate", strongMoves: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a pattern module or a PGN file it cannot use, before playing", async () => {
    const missing = await runCli("play", "--patterns", "no/such/module.ts");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("patc: --patterns no/such/module.ts: no such file\n");
    const knnk = await runCli("play", "--patterns", "generated/knnk.ts");
    expect(knnk.code).toBe(1);
    expect(knnk.stderr).toBe(
      "patc: --patterns generated/knnk.ts: expected patterns for KBNK, but patterns/knnk.pat covers KNNKB, KNNKN\n",
    );
    const outside = join(tmpdir(), "kbnk.ts");
    writeFileSync(outside, "export const PATTERN = {};\n");
    try {
      const run = await runCli("play", "--patterns", outside);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("compile it into a folder of an ES module package");
    } finally {
      rmSync(outside, { force: true });
    }
    const pgn = await runCli("play", "--quiet", "--pgn", "no/such/folder/game.pgn");
    expect(pgn.code).toBe(1);
    expect(pgn.stdout).toBe("");
    expect(pgn.stderr).toBe("patc: --pgn no/such/folder/game.pgn: no such folder no/such/folder\n");
  });

  it("refuses what it cannot play", async () => {
    const notKbnk = await runCli("play", "8/8/8/3k4/8/8/8/KNN5 w - - 0 1");
    expect(notKbnk.code).toBe(1);
    expect(notKbnk.stderr).toBe("patc: play: not a KBNK position (KNNK)\n");
    const bad = await runCli("play", "8/8/8/8 w");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^patc: FEN/);
    const defender = await runCli("play", "--defender", "perfect");
    expect(defender.code).toBe(2);
  });
});
