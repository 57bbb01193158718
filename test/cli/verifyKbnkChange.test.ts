/**
 * `patc verify kbnk-change`: the screen of a change to the KBNK goal. A goal raised on purpose
 * where the lone king is in a corner and the white king two diagonal steps from it must be found
 * at every such entry, and the chooser is stuck wherever that raise tops every line it can see.
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { screenChange } from "../../bin/commands/verifyKbnkChange.ts";
import { parseFen } from "../../runtime/fen.ts";
import { HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import type { PatternModule } from "../../runtime/patternModule.ts";
import { BLACK, WHITE, WHITE_BISHOP } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import { defaultTablesDir, TableStore } from "../../runtime/tables/store.ts";
import { runCli } from "../support/cli.ts";

const CORNERS = new Set([0, 7, 56, 63]);

/** Whether squares `a` and `b` share a diagonal. */
function diagonal(a: number, b: number): boolean {
  return Math.abs((a & 7) - (b & 7)) === Math.abs((a >> 3) - (b >> 3));
}

/**
 * The lone king in a corner, the white king two diagonal steps out and the bishop on that
 * diagonal too: a set-up closed under the board's symmetries, and rare.
 */
function cornered(pos: Position): boolean {
  const weak = pos.kings[BLACK]!;
  const strong = pos.kings[WHITE]!;
  if (!CORNERS.has(weak) || !diagonal(weak, strong)) return false;
  if (Math.abs((weak & 7) - (strong & 7)) !== 2) return false;
  for (let sq = 0; sq < 64; sq++) {
    if (pos.board[sq] === WHITE_BISHOP) return diagonal(weak, sq);
  }
  return false;
}

/** The shipped goal, raised far above every other goal where {@link cornered} holds. */
const RAISED: PatternModule = {
  ...PATTERN,
  evaluate: (pos) => PATTERN.evaluate!(pos) + (cornered(pos) ? 4_000_000 : 0),
};

describe("patc verify kbnk-change", () => {
  it("finds every entry whose goal changed, and the chooser stuck among them", () => {
    const store = new TableStore({ dir: defaultTablesDir() });
    // Depth 1 and one step of deepening keep the test quick (every raised entry is stuck, and
    // each step searches it again); the screen's logic is the same at every depth.
    const options = { depth: 1, deepen: 1 };
    const screen = screenChange(PATTERN, RAISED, store, options);
    expect(screen.wonEntries).toBe(1_384_795);
    expect(screen.lowered).toBe(0);
    expect(screen.raised).toBeGreaterThan(10);
    // Raised far above anything the search reaches, such a position is stuck unless the search
    // finds a mate or wins a higher raise.
    expect(screen.stuck.length).toBeGreaterThan(0);
    const chooser = new HedeamChooser(RAISED, options);
    const shipped = new HedeamChooser(PATTERN, options);
    let freedByTheRaise = 0;
    for (const entry of screen.stuck) {
      const pos = parseFen(entry.fen);
      expect(cornered(pos)).toBe(true);
      expect(entry.after - entry.before).toBe(4_000_000);
      chooser.choose(pos);
      expect(chooser.stuck).toBe(true);
      shipped.choose(pos);
      if (!shipped.stuck) freedByTheRaise++;
    }
    // The raise is what makes them stuck: the shipped goal is not stuck at some of them.
    expect(freedByTheRaise).toBeGreaterThan(0);
  }, 240_000);

  it("reports no change between a module and itself, and names bad arguments", async () => {
    const same = await runCli("verify", "kbnk-change", "generated/kbnk.ts", "--json");
    expect(same.code).toBe(0);
    expect(JSON.parse(same.stdout)).toMatchObject({ raised: 0, lowered: 0, stuck: [] });
    const depth = await runCli("verify", "kbnk-change", "generated/kbnk.ts", "--depth", "9");
    expect(depth.code).toBe(2);
    expect(depth.stderr).toContain(
      "option '--depth <moves>' argument '9' is invalid. expected a whole number from 1 to 6.",
    );
    const missing = await runCli("verify", "kbnk-change", "nowhere/kbnk.ts");
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("nowhere/kbnk.ts: no such file");
    expect(missing.stderr).not.toContain("    at ");
  });
});
