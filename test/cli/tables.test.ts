import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasStackTrace, runCli, spawnCli } from "../support/cli.ts";

const KBNK = "8/8/8/8/8/8/2k5/KNB5 w - - 0 1";

describe("patc tables probe", () => {
  it("prints a white win in 33 moves for the default KBNK position", async () => {
    expect(await runCli("tables", "probe", KBNK)).toEqual({
      code: 0,
      stdout: "KBNK, white to move: white wins, mate in 33 moves\n",
      stderr: "",
    });
  });

  it("prints JSON with --json", async () => {
    const run = await runCli("tables", "probe", "8/8/8/8/8/8/2K5/knb5 b - - 0 1", "--json");
    expect(JSON.parse(run.stdout)).toEqual({
      fen: "8/8/8/8/8/8/2K5/knb5 b - - 0 1",
      endgame: "KBNK",
      sideToMove: "black",
      result: "win",
      dtm: 33,
      winner: "black",
    });
  });

  it("describes losses, checkmates and draws", async () => {
    expect((await runCli("tables", "probe", "8/8/8/8/8/8/2k5/KNB5 b - - 0 1")).stdout).toBe(
      "KBNK, black to move: draw\n",
    );
    expect((await runCli("tables", "probe", "k7/2K5/1NN5/8/8/8/8/8 b - - 0 1")).stdout).toBe(
      "KNNK, black to move: black is checkmated\n",
    );
    expect((await runCli("tables", "probe", "1kN5/2NK4/8/8/8/8/8/7n b - - 0 1")).code).toBe(0);
  });

  it("exits 1 on a bad FEN, naming the field, and on material without a table", async () => {
    const bad = await runCli("tables", "probe", "8/8/8/8/8/8/2k5/KNB5 w KQkq - 0 1");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(
      "patc: FEN field 3 (castling rights): castling is not supported, expected '-', found 'KQkq'\n",
    );
    const queen = await runCli("tables", "probe", "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1");
    expect(queen.code).toBe(1);
    expect(queen.stderr).toMatch(/^patc: no table covers this position's material/);
    expect(hasStackTrace(bad.stderr + queen.stderr)).toBe(false);
  });

  it("reads FENs from stdin and answers each with one JSON line", () => {
    const run = spawnCli(
      ["tables", "probe"],
      `${KBNK}\nnot a fen\nk7/8/1K6/8/8/8/8/7N w - - 0 1\n`,
    );
    expect(run.code).toBe(1);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ endgame: "KBNK", result: "win", dtm: 33 });
    expect(lines[1]).toEqual({ fen: "not a fen", error: "FEN: has 3 fields, expected 4 to 6" });
    expect(lines[2]).toMatchObject({ endgame: "KNK", result: "draw", dtm: 0, winner: null });
    expect(run.stderr).toBe("patc: 1 of 3 input lines had errors\n");
  });
});

describe("patc tables stats", () => {
  it("prints sizes against the paper and the longest mates", async () => {
    const run = await runCli("tables", "stats", "kbnk");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("index size 1550620 (paper 1550620, equal), broken 158939");
    expect(run.stdout).toContain("longest win 33, longest loss none");
    const json = JSON.parse((await runCli("tables", "stats", "KNNKN", "--json")).stdout);
    expect(json.sides[0].maxWin).toBe(7);
    expect(json.sides[1].maxLoss).toBe(6);
  });

  it("exits 2 on an endgame it has no table for", async () => {
    const run = await runCli("tables", "stats", "KQK");
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^patc: unknown endgame 'KQK': patc has tables for KBK, KNK/);
  });
});

describe("patc tables build", () => {
  it("builds what is missing into --dir, then finds it all present", async () => {
    const dir = mkdtempSync(join(tmpdir(), "patc-cli-tables-"));
    try {
      const first = await runCli("tables", "build", "KNK", "KBK", "--dir", dir);
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^built KNK /m);
      expect(first.stdout).toMatch(/^built KBK /m);
      expect(first.stdout).toMatch(/2 tables built in .* peak RSS .* MB; tables in /);
      expect(first.stderr).toBe("patc: tables: building KNK\npatc: tables: building KBK\n");
      const again = await runCli("tables", "build", "KNK", "KBK", "--dir", dir);
      expect(again.stdout).toBe(`all 2 requested tables present and intact in ${dir}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
