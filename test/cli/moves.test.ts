import { describe, expect, it } from "vitest";
import { hasStackTrace, runCli, spawnCli } from "../support/cli.ts";

describe("patc moves", () => {
  it("shows the default KBNK position and its moves when given no FEN", async () => {
    const run = await runCli("moves");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "  ┌─────────────────┐",
        "8 │ · · · · · · · · │",
        "7 │ · · · · · · · · │",
        "6 │ · · · · · · · · │",
        "5 │ · · · · · · · · │",
        "4 │ · · · · · · · · │",
        "3 │ · · · · · · · · │",
        "2 │ · · ♚ · · · · · │",
        "1 │ ♔ ♘ ♗ · · · · · │",
        "  └─────────────────┘",
        "    a b c d e f g h",
        "White to move: 11 legal moves",
        "Ka2 Nd2 Na3+ Nc3 Bb2 Bd2 Ba3 Be3 Bf4 Bg5 Bh6",
        "",
      ].join("\n"),
    );
  });

  it("reports check, checkmate and stalemate", async () => {
    expect((await runCli("moves", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1")).stdout).toMatch(
      /Black is checkmated\.\n$/,
    );
    expect((await runCli("moves", "k7/8/1Q6/8/8/8/8/7K b - - 0 1")).stdout).toMatch(
      /Black is stalemated\.\n$/,
    );
    expect((await runCli("moves", "k7/8/8/8/8/8/8/RK6 b - - 0 1")).stdout).toMatch(
      /Black to move, in check: 2 legal moves\n/,
    );
  });

  it("prints JSON with --json", async () => {
    const run = await runCli("moves", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", "--json");
    expect(JSON.parse(run.stdout)).toEqual({
      fen: "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1",
      turn: "black",
      count: 0,
      moves: [],
      check: true,
      checkmate: true,
      stalemate: false,
    });
    const moves = JSON.parse((await runCli("moves", "--json")).stdout).moves;
    expect(moves[2]).toEqual({ uci: "b1a3", san: "Na3+" });
  });

  it("exits 1 on a bad FEN, naming the field", async () => {
    const run = await runCli("moves", "8/8/8/8/8/8/1k6/KNB5 w - - 0 1");
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "patc: FEN field 1 (piece placement): the kings are adjacent (a1 and b2)\n",
    );
  });

  it("reads FENs from stdin with -, one JSON object per line", () => {
    const run = spawnCli(["moves", "-"], "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1\nbad fen\n");
    expect(run.code).toBe(1);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ count: 0, checkmate: true });
    expect(lines[1]).toEqual({ fen: "bad fen", error: "FEN: has 2 fields, expected 4 to 6" });
    expect(hasStackTrace(run.stderr)).toBe(false);
  });
});
