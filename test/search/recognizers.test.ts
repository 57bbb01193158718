/**
 * Recognizers at interior nodes, with hand-written recognizers standing in for compiled ones:
 * verdicts end nodes (and are trusted, right or wrong), `fail extend` extends, bounds are scored
 * soundly, the root is never probed, and every probe and cut-off is counted, by rule when the
 * module can explain itself.
 */
import { describe, expect, it } from "vitest";
import { parseFen } from "../../runtime/fen.ts";
import { MAX_MOVES } from "../../runtime/move.ts";
import { generateMoves, inCheck, legalMoveCount } from "../../runtime/movegen.ts";
import { moveToSan } from "../../runtime/notation.ts";
import { ROOK, QUEEN } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import { handWrittenModule as module, type PatternModule } from "../../runtime/patternModule.ts";
import { RecognizerRegistry } from "../../runtime/registry.ts";
import { Search, type SearchOptions } from "../../runtime/search/search.ts";
import { COLOUR_SWAP, transformPosition } from "../../runtime/symmetry.ts";
import { DRAW, FAIL, failVerdict, LOSS, makeVerdict, WIN } from "../../runtime/verdict.ts";
import { canMateWithin } from "../support/mateSolver.ts";

const KRK_MATE_IN_2 = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
const KQK_MATE_IN_1 = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";
const FIGURE_3 = "k1K5/8/2N5/8/5N2/8/8/b7 w - - 0 1"; // KNNKB, 1. Nd5! mates in 2

function run(fen: string, depth: number, options: SearchOptions) {
  const pos = parseFen(fen);
  const result = new Search({ tableMegabytes: 1, ...options }).run(pos, depth);
  return { pos, result, best: result.bestMove === 0 ? "" : moveToSan(pos, result.bestMove) };
}

function registryOf(...modules: PatternModule[]): RecognizerRegistry {
  return new RecognizerRegistry(modules);
}

/** The colour owning any piece of `role`, or -1. */
function colourWith(pos: Position, role: number): number {
  for (const colour of [0, 1]) {
    const code = (colour << 3) | role;
    if ((pos.pieces[code * 2]! | pos.pieces[code * 2 + 1]!) !== 0) return colour;
  }
  return -1;
}

describe("recognizer verdicts end nodes", () => {
  const allDrawn = module({
    materials: ["KNNK"],
    source: "test/knnk.pat",
    recognize: () => makeVerdict(DRAW),
    recognizeExplained: (_pos, out) => {
      out[0] = 0;
      return makeVerdict(DRAW);
    },
    rules: [
      {
        index: 0,
        section: "recognize",
        name: "all drawn",
        sentence: "every KNNK position is a draw",
        source: "test/knnk.pat",
        line: 3,
      },
    ],
  });

  it("never at the root: every child is probed once per iteration and cut", () => {
    const fen = "8/8/4k3/8/8/2NN4/8/K7 w - - 0 1"; // KNNK, White to move
    const moves = legalMoveCount(parseFen(fen));
    const { result } = run(fen, 3, { registry: registryOf(allDrawn) });
    expect(result.score).toBe(0);
    expect(result.recognizers.probes).toBe(moves * 3);
    expect(result.recognizers.draws).toBe(moves * 3);
    expect(result.recognizers.cutoffs).toBe(moves * 3);
    expect(result.nodes).toBe(1 + moves * 3 + 2); // root three times, children, nothing below
    // Without the recognizer the two extra knights count as material.
    expect(run(fen, 3, {}).result.score).toBeGreaterThan(500);
    expect(
      run(fen, 3, { registry: registryOf(allDrawn), recognizers: false }).result.score,
    ).toBeGreaterThan(500);
  });

  it("where captures lead into the recognized material", () => {
    // KNNKN: White can take the knight on d4; the KNNK that follows is a recognized draw.
    const fen = "8/8/4k3/3N4/3nN3/4K3/8/8 w - - 0 1";
    const { result } = run(fen, 4, { registry: registryOf(allDrawn), explain: true });
    expect(result.recognizers.draws).toBeGreaterThan(0);
    expect(result.recognizers.byRule).toEqual([
      {
        source: "test/knnk.pat",
        section: "recognize",
        rule: "all drawn",
        sentence: "every KNNK position is a draw",
        line: 3,
        verdict: "draw",
        count: result.recognizers.draws,
      },
    ]);
  });

  it("and are trusted when wrong: a KRK 'draw' hides a mate in 2", () => {
    const lying = module({ materials: ["KRK"], recognize: () => makeVerdict(DRAW) });
    expect(run(KRK_MATE_IN_2, 3, {}).result.mate).toBe(2);
    const { result } = run(KRK_MATE_IN_2, 3, { registry: registryOf(lying) });
    expect(result.score).toBe(0);
    expect(result.mate).toBeUndefined();
  });

  it("speak for the side to move, in either colour", () => {
    // A KRK recognizer that says the rook side wins, without a distance.
    const rookWins = module({
      materials: ["KRK"],
      recognize: (pos) => makeVerdict(pos.turn === colourWith(pos, ROOK) ? WIN : LOSS),
    });
    const registry = registryOf(rookWins);
    const white = run("8/8/4k3/8/8/8/8/R3K3 w - - 0 1", 2, { registry }).result;
    expect(white.scoreText).toBe("wins (recognized)");
    const black = run("8/8/4K3/8/8/8/8/r3k3 w - - 0 1", 2, { registry }).result;
    expect(black.scoreText).toBe("loses (recognized)");
    expect(black.score).toBe(-white.score);
  });
});

describe("recognizers against the horizon effect", () => {
  /**
   * A toy recognizer for KNNKB and KNNKN by brute force: the side to move mates in 1, is
   * checkmated, or is mated in 1 whatever it does; otherwise fail. Exact, so the search may
   * trust it; slow, which does not matter here.
   */
  const buffer = new Int32Array(MAX_MOVES);
  const mateSpotter = module({
    materials: ["KNNKB", "KNNKN"],
    recognize: (pos) => {
      const end = generateMoves(pos, buffer, 0);
      if (end === 0) return inCheck(pos) ? makeVerdict(LOSS, 0) : makeVerdict(DRAW);
      if (canMateWithin(pos, 1, 64)) return makeVerdict(WIN, 1);
      const replies = Array.from(buffer.subarray(0, end));
      const lost = replies.every((move) => {
        pos.make(move);
        const mated = canMateWithin(pos, 1, 64);
        pos.unmake(move);
        return mated;
      });
      return lost ? makeVerdict(LOSS, 1) : FAIL;
    },
  });

  it("a depth-1 search sees Heinz's Figure 3 mate in 2", () => {
    expect(run(FIGURE_3, 1, {}).result.mate).toBeUndefined();
    const { result, best } = run(FIGURE_3, 1, { registry: registryOf(mateSpotter) });
    expect(best).toBe("Nd5");
    expect(result.scoreText).toBe("mate in 2");
    expect(result.mateDistanceExact).toBe(true);
    expect(result.recognizers.losses).toBeGreaterThan(0);
  });
});

describe("bound verdicts", () => {
  /**
   * A truthful but loose KQK recognizer: KQK is won in at most 10 moves for the queen's side,
   * unless the lone king can take the queen or is stalemated.
   */
  const loose = module({
    materials: ["KQK"],
    recognize: (pos) => {
      if (pos.turn === colourWith(pos, QUEEN)) return makeVerdict(WIN, 10);
      const moves = legalMoveCount(pos);
      if (moves === 0) return inCheck(pos) ? makeVerdict(LOSS, 10) : FAIL;
      const queen = (colourWith(pos, QUEEN) << 3) | QUEEN;
      const king = pos.kings[pos.turn]!;
      const q =
        pos.pieces[queen * 2]! !== 0
          ? 31 - Math.clz32(pos.pieces[queen * 2]!)
          : 63 - Math.clz32(pos.pieces[queen * 2 + 1]!);
      const near = Math.max(Math.abs((q & 7) - (king & 7)), Math.abs((q >> 3) - (king >> 3))) === 1;
      return near ? FAIL : makeVerdict(LOSS, 10);
    },
  });
  const registry = registryOf(loose);

  it("'cut' ends the node on the bound: sound, but only 'at most'", () => {
    const { result, best } = run(KQK_MATE_IN_1, 3, { registry });
    expect(result.mate).toBe(11); // one move, then mated in at most 10
    expect(result.mateDistanceExact).toBe(false);
    expect(result.scoreText).toBe("mate in at most 11");
    expect(best).not.toBe(""); // a move that wins, if not the fastest
  });

  it("'refine' searches on where the window needs it, and finds the real distance", () => {
    const { result, best } = run(KQK_MATE_IN_1, 3, { registry, boundVerdicts: "refine" });
    expect(result.mate).toBe(1);
    expect(best).toBe("Qb8#");
    expect(result.mateDistanceExact).toBe(true);
    expect(result.recognizers.refinements).toBeGreaterThan(0);
  });
});

describe("fail extend", () => {
  const extend = module({ materials: ["KRK"], recognize: () => failVerdict(true) });
  const registry = registryOf(extend);

  it("extends lines by a ply, so a depth-2 search finds a mate in 2", () => {
    expect(run(KRK_MATE_IN_2, 2, {}).result.mate).toBeUndefined();
    const { result } = run(KRK_MATE_IN_2, 2, { registry });
    expect(result.mate).toBe(2);
    expect(result.recognizers.failExtends).toBeGreaterThan(0);
    expect(result.recognizers.extensions).toBeGreaterThan(0);
    expect(result.selectiveDepth).toBeGreaterThan(2);
  });

  it("within the per-line limit, and not at all when extensions are off", () => {
    expect(run(KRK_MATE_IN_2, 2, { registry, maxExtensions: 0 }).result.mate).toBeUndefined();
    expect(run(KRK_MATE_IN_2, 2, { registry, extensions: false }).result.mate).toBeUndefined();
    const limited = run(KRK_MATE_IN_2, 2, { registry, maxExtensions: 1 }).result;
    expect(limited.selectiveDepth).toBeLessThanOrEqual(3 + 1); // 3-ply lines, plus a qsearch ply
  });

  it("on every fail when asked", () => {
    const plain = module({ materials: ["KRK"], recognize: () => FAIL });
    const off = run(KRK_MATE_IN_2, 2, { registry: registryOf(plain) }).result;
    expect(off.recognizers.extensions).toBe(0);
    const on = run(KRK_MATE_IN_2, 2, { registry: registryOf(plain), extendEveryFail: true });
    expect(on.result.recognizers.extensions).toBeGreaterThan(0);
    expect(on.result.mate).toBe(2);
  });
});

describe("recognize and classify", () => {
  it("ask classify when recognize fails, and classify alone when there is no recognize", () => {
    const both = module({
      materials: ["KRK"],
      recognize: () => FAIL,
      classify: () => makeVerdict(DRAW),
    });
    expect(run(KRK_MATE_IN_2, 3, { registry: registryOf(both) }).result.score).toBe(0);
    const only = module({ materials: ["KRK"], classify: () => makeVerdict(DRAW) });
    const { result } = run(KRK_MATE_IN_2, 3, { registry: registryOf(only), explain: true });
    expect(result.score).toBe(0);
    expect(result.recognizers.byRule).toMatchObject([
      { section: "classify", rule: "(unknown rule)", verdict: "draw" },
    ]);
  });

  it("count the default fail under '(no rule)'", () => {
    const silent = module({
      materials: ["KRK"],
      source: "test/krk.pat",
      recognize: () => FAIL,
      recognizeExplained: (_pos, out) => {
        out[0] = -1;
        return FAIL;
      },
    });
    const { result } = run(KRK_MATE_IN_2, 3, { registry: registryOf(silent), explain: true });
    expect(result.mate).toBe(2);
    expect(result.recognizers.byRule).toEqual([
      {
        source: "test/krk.pat",
        section: "recognize",
        rule: "(no rule)",
        sentence: "",
        line: 0,
        verdict: "fail",
        count: result.recognizers.fails,
      },
    ]);
  });

  it("leave materials without a recognizer to the search", () => {
    const evaluateOnly = module({ materials: ["KRK"], evaluate: () => 0 });
    const { result } = run(KRK_MATE_IN_2, 3, { registry: registryOf(evaluateOnly) });
    expect(result.mate).toBe(2);
    expect(result.recognizers.probes).toBe(0);
  });
});

describe("reject", () => {
  const kingMovesOnly = module({
    materials: ["KRK"],
    reject: (_pos, move) => ((move >>> 12) & 7) === ROOK,
  });

  it("prunes the strong side's rejected moves, when asked", () => {
    const registry = registryOf(kingMovesOnly);
    const fen = "k7/8/1K6/8/8/8/8/7R w - - 0 1"; // Rh8# and Ra1# mate
    expect(run(fen, 1, { registry }).best).toBe("Rh8#");
    const pruned = run(fen, 3, { registry, reject: true });
    expect(pruned.result.mate).toBeUndefined();
    expect(pruned.result.recognizers.rejectedMoves).toBeGreaterThan(0);
  });

  it("never prunes every move", () => {
    const all = module({ materials: ["KRK"], reject: () => true });
    const { result } = run(KRK_MATE_IN_2, 3, { registry: registryOf(all), reject: true });
    expect(result.mate).toBe(2);
    expect(result.recognizers.rejectedMoves).toBe(0);
  });
});

describe("colour symmetry", () => {
  it("gives the same verdict-driven result with colours swapped", () => {
    const figure3 = parseFen(FIGURE_3);
    const swapped = transformPosition(figure3, COLOUR_SWAP);
    const lying = module({ materials: ["KNNKB"], recognize: () => makeVerdict(DRAW) });
    const a = new Search({ registry: registryOf(lying), tableMegabytes: 1 }).run(figure3, 3);
    const b = new Search({ registry: registryOf(lying), tableMegabytes: 1 }).run(swapped, 3);
    expect(a.score).toBe(0);
    expect(b.score).toBe(0);
    expect(a.recognizers.probes).toBe(b.recognizers.probes);
  });
});
