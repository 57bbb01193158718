import { describe, expect, it } from "vitest";
import { hasStackTrace, runCli, spawnCli } from "../support/cli.ts";

const KNNKN = "8/8/4k3/3Nn3/3nN3/4K3/8/8 w - - 0 1";
const KBNK = "8/8/8/8/8/8/2k5/KNB5 w - - 0 1";

describe("patc perft", () => {
  it("prints the node count", async () => {
    expect(await runCli("perft", KNNKN, "5")).toEqual({ code: 0, stdout: "1198299\n", stderr: "" });
    expect((await runCli("perft", KBNK, "0")).stdout).toBe("1\n");
  });

  it("divides by first move", async () => {
    const run = await runCli("perft", KBNK, "2", "--divide");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^a1a2: 3\nb1d2: 4\n/);
    expect(run.stdout).toMatch(/\n\nNodes: 37\n$/);
  });

  it("prints JSON with --json", async () => {
    const run = await runCli("perft", KBNK, "3", "--json");
    expect(JSON.parse(run.stdout)).toEqual({ fen: KBNK, depth: 3, nodes: 448 });
    const divided = JSON.parse((await runCli("perft", KBNK, "1", "--json", "--divide")).stdout);
    expect(divided.nodes).toBe(11);
    expect(divided.divide["b1a3"]).toBe(1);
  });

  it("exits 1 on a bad FEN, naming the field on stderr, without a stack trace", async () => {
    const run = await runCli("perft", "8/8/8/8/8/8/2k5/KNB5 w KQkq - 0 1", "3");
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "patc: FEN field 3 (castling rights): castling is not supported, expected '-', found 'KQkq'\n",
    });
  });

  it("exits 2 on a usage error", async () => {
    const badDepth = await runCli("perft", KBNK, "deep");
    expect(badDepth.code).toBe(2);
    expect(badDepth.stderr).toContain("expected a whole number from 0 to 30");
    expect((await runCli("perft", KBNK)).code).toBe(2);
    expect((await runCli("perft", "8/8/8/8/8/8/2k5/KNB5", "w", "-", "-", "3")).code).toBe(2);
  });

  it("reads FENs from stdin with -, one JSON object per line", () => {
    const run = spawnCli(["perft", "-", "3"], `${KNNKN}\n\n${KBNK}\n`);
    expect(run.code).toBe(0);
    expect(
      run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { fen: KNNKN, depth: 3, nodes: 4442 },
      { fen: KBNK, depth: 3, nodes: 448 },
    ]);
  });

  it("answers a bad stdin line with an error object, and exits 1 at the end", () => {
    const run = spawnCli(["perft", "-", "2"], `${KBNK}\n8/8/8/8/8/8/8/KNB5 w - - 0 1\n${KNNKN}\n`);
    expect(run.code).toBe(1);
    expect(
      run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { fen: KBNK, depth: 2, nodes: 37 },
      {
        fen: "8/8/8/8/8/8/8/KNB5 w - - 0 1",
        error: "FEN field 1 (piece placement): black has no king",
      },
      { fen: KNNKN, depth: 2, nodes: 289 },
    ]);
    expect(run.stderr).toBe("patc: 1 of 3 input lines had errors\n");
  });

  it("shows a real user no stack trace", () => {
    const run = spawnCli(["perft", "not a fen", "1"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("patc: FEN: has 3 fields, expected 4 to 6\n");
    expect(hasStackTrace(run.stderr)).toBe(false);
  });
});
