/**
 * `--lets` of `patc explain` and `patc trace`: the terms behind a verdict or a goal, read from the
 * `.pat` source by the reference interpreter on the normalised board.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { readableLets, readLets } from "../../compiler/interpret.ts";
import { PATTERN } from "../../generated/kbnk.ts";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import { WHITE } from "../../runtime/pieces.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { evalClassIndex, evalScore } from "../../runtime/verdict.ts";
import { runCli } from "../support/cli.ts";

const KBNK = checkSource(readFileSync("patterns/kbnk.pat", "utf8"), "patterns/kbnk.pat", {
  runExamples: false,
}).program!;

/** The rules see a mirrored board here: the bishop is normalised onto dark squares. */
const LIGHT_BISHOP = "8/8/8/8/8/2K5/8/k2B1N2 w - - 0 1";

function hasStackTrace(text: string): boolean {
  return /\n\s+at /.test(text);
}

describe("reading lets", () => {
  it("reads the goal that the compiled module ranks the position by", () => {
    // Both classes above `piece in danger` score `goal`: on random positions, the let read by the
    // interpreter is the score the compiled code computes, so a term read beside it is the
    // same term the chooser's goal is made of.
    const goal = readableLets(KBNK).get("goal")!;
    const prng = new Prng(20261127);
    let compared = 0;
    for (let i = 0; i < 2000; i++) {
      const pos = randomPosition(prng, "KBNK", { turn: WHITE });
      const code = PATTERN.evaluate!(pos);
      if (evalClassIndex(code, PATTERN.classCounts.whiteval) > 1) continue;
      const { readings } = readLets(KBNK, pos, [goal])!;
      expect(readings[0]!.value, makeFen(pos)).toBe(evalScore(code));
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("lists plain lets and squares declarations, not functions", () => {
    const readable = readableLets(KBNK);
    expect(readable.has("box")).toBe(true);
    expect(readable.has("triangle3")).toBe(true);
    expect(readable.has("spread")).toBe(false);
  });
});

describe("patc explain --lets", () => {
  it("prints numbers, squares and sets in the normalised frame", async () => {
    const run = await runCli("explain", LIGHT_BISHOP, "--lets", "weak_k,triangle,box,goal");
    expect(run.code).toBe(0);
    // a1 with a light bishop is the wrong corner: mirrored, the lone king stands on h1.
    expect(run.stdout).toContain("Lets of patterns/kbnk.pat, on the normalised board");
    expect(run.stdout).toContain("  weak_k = h1\n");
    expect(run.stdout).toContain("  triangle = 7\n");
    expect(run.stdout).toMatch(/ {2}box\n/);
    const score = /score (-?\d+)/.exec(run.stdout)![1];
    expect(run.stdout).toContain(`  goal = ${score}\n`);
  });

  it("gives the lets in JSON, sets as square names", async () => {
    const run = await runCli("explain", LIGHT_BISHOP, "--json", "--lets", "weak_k,box,reach");
    const report = JSON.parse(run.stdout);
    expect(report.normalised).toBe("8/8/8/8/8/5K2/8/2N1B2k");
    expect(report.lets.weak_k).toBe("h1");
    expect(report.lets.reach).toEqual([...new Set([...report.lets.box, "h1"])].sort(bySquare));
  });

  it("names the file and the lets it has when a name is wrong", async () => {
    const unknown = await runCli("explain", LIGHT_BISHOP, "--lets", "box,nonesuch");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("--lets: patterns/kbnk.pat has no let named 'nonesuch'");
    expect(unknown.stderr).toContain("box");
    const fn = await runCli("explain", LIGHT_BISHOP, "--lets", "spread");
    expect(fn.stderr).toContain("'spread' in patterns/kbnk.pat takes parameters");
    const empty = await runCli("explain", LIGHT_BISHOP, "--lets", "box,,goal");
    expect(empty.stderr).toContain("--lets: expected let names separated by commas");
    for (const run of [unknown, fn, empty]) expect(hasStackTrace(run.stderr)).toBe(false);
  });
});

describe("patc trace --lets", () => {
  it("adds a column per let, and the values to the JSON steps", async () => {
    const fen = "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1";
    const text = await runCli("trace", fen, "--lets", "triangle,box");
    const json = await runCli("trace", fen, "--json", "--lets", "triangle,box");
    expect(text.code).toBe(0);
    const { steps } = JSON.parse(json.stdout) as {
      steps: { fen: string; lets: { triangle: number; box: string[] } }[];
    };
    const lines = text.stdout.split("\n").filter((line) => /^\d+\. /.test(line));
    expect(text.stdout.split("\n")[1]).toMatch(/goal \(v: fell\) +triangle +box /);
    expect(lines.length).toBe(steps.length);
    steps.forEach((step, i) => {
      const explained = readLets(KBNK, parseFen(step.fen), [...readableLets(KBNK).values()]);
      const triangle = explained!.readings.find((r) => r.name === "triangle")!.value;
      expect(step.lets.triangle).toBe(triangle);
      expect(lines[i]).toContain(` ${step.lets.triangle} ${`${step.lets.box.length} sq`} `);
    });
  });
});

describe("a source changed since it was compiled", () => {
  it("is read all the same, with a warning that the values explain another goal", async () => {
    // Inside the project: Node loads a compiled module as an ES module only in an ES package.
    mkdirSync(".cache", { recursive: true });
    const dir = mkdtempSync(join(".cache", "lets-"));
    try {
      const source = join(dir, "kbnk.pat");
      copyFileSync("patterns/kbnk.pat", source);
      expect((await runCli("compile", source, "-o", dir)).code).toBe(0);
      const fen = "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1";
      const module = ["--patterns", join(dir, "kbnk.ts"), "--lets", "goal"];
      const fresh = await runCli("trace", fen, ...module);
      expect(fresh.code).toBe(0);
      expect(fresh.stderr).toBe("");
      const text = readFileSync(source, "utf8");
      const edited = text.replace("- 2 * triangle", "- 9 * triangle");
      expect(edited).not.toBe(text);
      writeFileSync(source, edited);
      const stale = await runCli("trace", fen, ...module);
      expect(stale.code).toBe(0);
      expect(stale.stderr).toContain(`patc: warning: ${source} has changed since it was compiled`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Orders square names as the board does: a1, b1, ..., h8. */
function bySquare(a: string, b: string): number {
  return a[1]!.localeCompare(b[1]!) || a[0]!.localeCompare(b[0]!);
}
