/**
 * `patc force`: the fewest white moves that force a goal above the start's own against every
 * defence, as text and as JSON, and its refusals.
 */
import { describe, expect, it } from "vitest";
import { hasStackTrace, runCli } from "../support/cli.ts";

/** Forced in 2 by the shipped goal (docs/kbnk.md). */
const KNIGHT_E3 = "8/8/5B2/8/4k3/4N3/3K4/8 w - - 0 1";
/** A net of mate in 4, in the goal's first class. */
const MATE_IN_4 = "8/8/8/8/8/2N1B3/2K5/k7 w - - 0 1";
/** Forced in 4 by the table's best moves, in 3 with one move of slack. */
const SLACK = "7N/8/B7/8/3K4/8/6k1/8 w - - 0 1";

interface Goal {
  code: number;
  rank: number;
  score: number;
  name?: string;
}

interface Reply {
  move: string;
  fen: string;
  dtm: number;
  goal: Goal;
  reached: boolean;
  lets?: Record<string, unknown>;
  next: Node | null;
}

interface Node {
  move: string;
  mate: number;
  replies: Reply[];
}

interface Forced {
  fen: string;
  maxMoves: number;
  slack: number | null;
  rootGoal: Goal;
  lets?: Record<string, unknown>;
  target: Goal;
  moves: number | null;
  searched: number;
  tree: Node | null;
}

/** Runs `patc force ARGS --json` and parses its one object. */
async function forceJson(...args: string[]): Promise<Forced> {
  const run = await runCli("force", ...args, "--json");
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout.trim().split("\n")).toHaveLength(1);
  return JSON.parse(run.stdout) as Forced;
}

/** The tree's lines as the text shows them, up to the lets, from the JSON. */
function treeLines(node: Node, indent = ""): string[] {
  const lines = [`${indent}${node.move} (mate ${node.mate})${node.replies.length ? "" : ": mate"}`];
  for (const reply of node.replies) {
    const reached = reply.reached ? "reached" : "       ";
    const goal = `"${reply.goal.name}" ${reply.goal.score}`;
    lines.push(
      `${indent}  ${reply.move.padEnd(7)} dtm ${String(reply.dtm).padStart(2)} ${reached} ${goal}`,
    );
    if (reply.next !== null) lines.push(...treeLines(reply.next, `${indent}    `));
  }
  return lines;
}

describe("patc force", () => {
  it("prints the answer and the forcing tree, and the JSON says the same", async () => {
    const text = await runCli("force", KNIGHT_E3, "--lets", "reach");
    expect(text.code, text.stderr).toBe(0);
    const json = await forceJson(KNIGHT_E3, "--lets", "reach");
    expect(json).toMatchObject({ fen: KNIGHT_E3, maxMoves: 6, slack: null, moves: 2 });
    expect(json.rootGoal).toMatchObject({ name: "boxed", rank: 0 });
    expect(json.target).toMatchObject({ code: json.rootGoal.code, score: json.rootGoal.score });
    const lines = text.stdout.trimEnd().split("\n");
    const rootReach = (json.lets!.reach as string[]).length;
    expect(lines[0]).toContain("white plays any move that keeps the win");
    expect(lines.slice(1, 4)).toEqual([
      `root goal "boxed" ${json.rootGoal.score}  reach=${rootReach} sq`,
      `target: a goal above "boxed" ${json.target.score}, or mate`,
      `forced in 2 white moves (${json.searched} positions searched)`,
    ]);
    const expected = treeLines(json.tree!);
    const shown = lines.slice(4);
    expect(shown).toHaveLength(expected.length);
    // Each reply's lets follow its goal: the size of the set `reach`, as the JSON lists it.
    const replies: Reply[] = [];
    const collect = (node: Node) =>
      node.replies.forEach((reply) => {
        replies.push(reply);
        if (reply.next) collect(reply.next);
      });
    collect(json.tree!);
    expect(replies.length).toBeGreaterThan(1);
    shown.forEach((line, i) => expect(line.startsWith(expected[i]!), line).toBe(true));
    const replyLines = shown.filter((line) => / dtm /.test(line));
    replyLines.forEach((line, i) =>
      expect(line.endsWith(`  reach=${(replies[i]!.lets!.reach as string[]).length} sq`)).toBe(
        true,
      ),
    );
    expect(text.stdout).toContain("Ke2 (mate 25)");
  });

  it("says when nothing is forced within --max, and --max one more finds it", async () => {
    const text = await runCli("force", SLACK, "--slack", "0", "--max", "3");
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("white plays the table's best moves");
    expect(text.stdout).toMatch(/\nnot forced within 3 white moves \(\d+ positions searched\)\n$/);
    const best = (max: string) => forceJson(SLACK, "--slack", "0", "--max", max);
    expect(await best("3")).toMatchObject({ moves: null, tree: null, slack: 0 });
    expect((await best("4")).moves).toBe(4);
    expect((await forceJson(SLACK, "--slack", "1")).moves).toBe(3);
    const slack = await runCli("force", SLACK, "--slack", "1");
    expect(slack.stdout).toContain("white plays moves within 1 of the table's best");
    expect(slack.stdout).toContain("forced in 3 white moves");
  });

  it("takes --target, negative too, and counts mate as reaching it", async () => {
    // No goal of the first class is above its top score: only mate reaches, in the table's 4.
    const top = await forceJson(MATE_IN_4, "--target", "524287");
    expect(top).toMatchObject({ moves: 4, target: { score: 524287, rank: 0 } });
    const text = await runCli("force", MATE_IN_4, "--target", "524287");
    expect(text.stdout).toMatch(/# \(mate 1\): mate\n/);
    expect(text.stdout).not.toContain("reached");
    const low = await forceJson(KNIGHT_E3, "--target", "-96117");
    expect(low).toMatchObject({ moves: 1, target: { score: -96117 } });
  });

  it("refuses bad input, naming what it expected, without a stack trace", async () => {
    const cases: [string[], string][] = [
      [["8/8/5B2/8/4k3/4N3/3K4/8 b - - 0 1"], "force: expected the strong side"],
      [["8/8/8/8/2BkN3/8/8/K7 w - - 0 1"], "force: expected a position the strong side wins"],
      [["8/8/8/8/8/8/2K5/k7 w - - 0 1"], "force: not a KBNK position (KK)"],
      [["8/8/5B2/8/4k3/4N3/3K4/8 x - - 0 1"], "FEN field 2"],
      [[KNIGHT_E3, "--max", "0"], "expected a whole number from 1 to 100"],
      [[KNIGHT_E3, "--slack", "x"], "expected a whole number from 0 to 33"],
      [[KNIGHT_E3, "--target", "1.5"], "expected a whole score from -524288 to 524287"],
      [[KNIGHT_E3, "--lets", "no_such_let"], "has no let named 'no_such_let'"],
    ];
    for (const [args, message] of cases) {
      const run = await runCli("force", ...args);
      expect(run.code, args.join(" ")).not.toBe(0);
      expect(run.stderr).toContain(message);
      expect(hasStackTrace(run.stderr)).toBe(false);
      expect(run.stdout).toBe("");
    }
  });
});
