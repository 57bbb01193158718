/**
 * The HEDEAM chooser (`runtime/hedeam/chooser.ts`) with the compiled `patterns/kbnk.pat`: its
 * move is legal, it is symmetric by construction, it finds the mates its depth can see, and its
 * knobs behave as documented.
 */
import { describe, expect, it } from "vitest";
import { PATTERN } from "../../generated/kbnk.ts";
import { makeFen, parseFen } from "../../runtime/fen.ts";
import {
  DEFAULT_DEEPENING,
  DEFAULT_DEPTH,
  DRAWN,
  HedeamChooser,
  MATE,
  MAX_DEEPENING,
} from "../../runtime/hedeam/chooser.ts";
import { StrategyExpander } from "../../runtime/hedeam/proof.ts";
import { generateMoves, isCheckmate, legalMoves } from "../../runtime/movegen.ts";
import { MAX_MOVES, NO_MOVE } from "../../runtime/move.ts";
import { handWrittenModule, type PatternModule } from "../../runtime/patternModule.ts";
import type { Position } from "../../runtime/position.ts";
import { Prng } from "../../runtime/prng.ts";
import { moveToSan } from "../../runtime/notation.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import {
  inverseTransform,
  TRANSFORM_COUNT,
  transformPosition,
  transformSquare,
} from "../../runtime/symmetry.ts";
import { probe } from "../../runtime/tables/probe.ts";
import { FAIL, failVerdict, makeVerdict, WIN } from "../../runtime/verdict.ts";
import { table } from "../tables/support.ts";

const buffer = new Int32Array(MAX_MOVES);

/** Calls `visit` on `pos` after each of its moves (the defender's replies); returns how many. */
function forEachReply(pos: Position, visit: (after: Position) => void): number {
  const end = generateMoves(pos, buffer, 0);
  for (let i = 0; i < end; i++) {
    const reply = buffer[i]!;
    pos.make(reply);
    visit(pos);
    pos.unmake(reply);
  }
  return end;
}

describe("the HEDEAM chooser", () => {
  const chooser = new HedeamChooser(PATTERN);

  /**
   * The chooser is not stuck at `fen` and plays `san` there (when given); after that move,
   * against every reply, it must not be stuck either.
   */
  function expectFreedAt(fen: string, san?: string): void {
    const pos = parseFen(fen);
    const move = chooser.choose(pos);
    expect(chooser.stuck, fen).toBe(false);
    if (san !== undefined) expect(moveToSan(pos, move), fen).toBe(san);
    pos.make(move);
    const replies = forEachReply(pos, (after) => {
      chooser.choose(after);
      expect(chooser.stuck, makeFen(after)).toBe(false);
    });
    expect(replies).toBeGreaterThan(0);
  }

  it("plays a legal move of the strong side, in either colour", () => {
    const prng = new Prng(3);
    for (let i = 0; i < 200; i++) {
      const signature = i % 2 === 0 ? "KBNK" : "KKBN";
      const pos = randomPosition(prng, signature, { turn: i % 2 === 0 ? 0 : 1 });
      const move = chooser.choose(pos);
      const legal = legalMoves(pos);
      if (legal.length === 0) expect(move).toBe(NO_MOVE);
      else expect(legal).toContain(move);
    }
  });

  it("commutes with the 16 symmetries (it decides in the canonical frame)", () => {
    const prng = new Prng(11);
    for (let i = 0; i < 60; i++) {
      const pos = randomPosition(prng, "KBNK", { turn: 0 });
      if (generateMoves(pos, buffer, 0) === 0) continue;
      const move = chooser.choose(pos);
      for (let t = 0; t < TRANSFORM_COUNT; t++) {
        const image = transformPosition(pos, t);
        const imageMove = chooser.choose(image);
        const back = inverseTransform(t);
        expect(transformSquare(back, imageMove & 63), makeFen(image)).toBe(move & 63);
        expect(transformSquare(back, (imageMove >>> 6) & 63), makeFen(image)).toBe(
          (move >>> 6) & 63,
        );
      }
    }
  });

  it("mates in one and in two wherever the table says it can", () => {
    const kbnk = table("KBNK");
    const expander = new StrategyExpander(kbnk);
    let checked = 0;
    for (let e = 0; e < kbnk.index[0].size && checked < 300; e++) {
      if (!expander.isRelevant(e) || expander.dtm(e) > 2 || !expander.load(e)) continue;
      const pos = expander.pos;
      const move = chooser.choose(pos);
      expect(chooser.value, makeFen(pos)).toBe(MATE - (2 * expander.dtm(e) - 1));
      pos.make(move);
      if (expander.dtm(e) === 1) expect(isCheckmate(pos), makeFen(pos)).toBe(true);
      pos.unmake(move);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("describes what it expects of its move", () => {
    const pos = parseFen("7k/8/5K2/8/8/8/4B3/6N1 w - - 0 1");
    chooser.choose(pos);
    const outcome = chooser.outcome();
    expect(["mate", "class"]).toContain(outcome.kind);
    const mateIn1 = parseFen("7k/4N3/6K1/8/8/4B3/8/8 w - - 0 1");
    chooser.choose(mateIn1);
    expect(chooser.outcome()).toEqual({ kind: "mate", moves: 1 });
  });

  it("goes on from the net of three squares on e1 by the rest of the W", () => {
    // Kf3 Be3 Nd4 against Ke1 on the normalised board: the net where `npm start`'s game and
    // 47.68% of the table's games stalled before the W's set-ups beyond it were valued.
    const net = "8/8/8/8/4N3/2KB4/8/3k4 w - - 0 1";
    chooser.choose(parseFen(net));
    expect(chooser.stuck).toBe(false);
    expect(chooser.value).toBeGreaterThan(chooser.rootValue);
  });

  it("passes the move in the corner net by the king's step", () => {
    // Kb3 Bc3 Nd4 against Kc1 on the normalised board, white to move: the net has no waiting
    // move, and 6.91% of the table's games stalled here before the king's step and the mating
    // net on e3 were valued. The king steps off b3 (Kd3 on this board), and against every reply
    // the chooser sees a goal above its own again.
    expectFreedAt("8/8/8/8/3N4/k1B5/2K5/8 w - - 0 1", "Kd3");
  });

  it("brings the knight round to d2 when the lone king is boxed near the mating corner", () => {
    // The lone king on e2 (d2 on the normalised board) boxed in 12 or 13 squares, or netted in 8
    // with the bishop still on the long diagonal: white must bring the knight round (by its check
    // on f4 here, or by g5 with the bishop's step) before any net can tighten, and the chooser
    // was stuck at all three before those set-ups were valued. After its move, against every
    // reply, it sees a goal above its own again.
    expectFreedAt("8/8/6N1/5B2/8/2K5/4k3/8 w - - 0 1");
    expectFreedAt("8/8/8/5B1N/8/2K5/4k3/8 w - - 0 1");
    expectFreedAt("8/8/8/3B4/8/2K4N/4k3/8 w - - 0 1");
  });

  it("cuts the lone king off a file when it stands in the middle of the board", () => {
    // The lone king on d4 or e4 with white's men around it: white steps the king in front of it
    // (Ke2, then Kd3 against Kf4; from the first board the bishop first goes back to its corner,
    // Bh1, and the white king comes to e3), keeps it off the file, and drives it to the edge in
    // two more moves. The goal falls along the way, and the chooser was stuck at both until the
    // set-up after the king's step was valued (`king_cut`).
    expectFreedAt("8/3N4/2B5/8/3k4/8/3K4/8 w - - 0 1", "Bh1");
    expectFreedAt("8/8/5B2/8/4k3/4N3/3K4/8 w - - 0 1", "Ke2");
  });

  it("opens a net or a box with a check and brings a man round behind it", () => {
    // The lone king held in a net of 16 squares on the a- and b-files, and in a box of 42 with
    // the white king behind it on c1: white checks, with the bishop (Bd6+) or the knight (Nd5+),
    // and brings the knight or the king round while the lone king answers. The goal falls along
    // the way, and the chooser was stuck at both until the set-ups that follow were valued
    // (`bishop_check`, `knight_check`).
    expectFreedAt("8/4N3/8/8/1k3B2/3K4/8/8 w - - 0 1", "Bd6+");
    expectFreedAt("8/4N3/3B4/8/8/2k5/8/2K5 w - - 0 1", "Nd5+");
  });

  it("opens the net of three squares on e1 when the white king stands on d3", () => {
    // The lone king on e1 with the white king on d3 cannot be mated there: white lets it out
    // (Ke4), then shuts e1 and g1 with the bishop and crosses with the king to the queen's side,
    // or, against Kf1, goes back into the net with the white king on f3. The goal falls to a
    // wide box on the way, and the chooser was stuck here until the set-ups after white's second
    // and fourth moves were valued (`net_open`, `net_open_next`).
    expectFreedAt("8/8/8/8/5N2/3KB3/8/4k3 w - - 0 1", "Ke4");
  });

  it("lets the lone king out of a net it cannot be kept in, instead of standing still", () => {
    // The previous release's goal was stuck at each: two empty boxes it valued by the knight's
    // release, which frees nothing (the knight holds none of the lone king's squares), and a box
    // of one flight square (d1), which it valued like any box although white cannot take d1 too.
    for (const fen of [
      "8/8/8/3N4/8/2K5/2B5/2k5 w - - 0 1",
      "8/8/3N4/8/8/2K5/2B5/2k5 w - - 0 1",
      "8/8/8/8/8/2KB1N2/8/2k5 w - - 0 1",
    ]) {
      chooser.choose(parseFen(fen));
      expect(chooser.stuck, fen).toBe(false);
    }
  });

  it("searches a position still stuck one move deeper a second move deeper, and no further", () => {
    // A net by the mating corner, stuck with one step of deepening: two moves deeper the chooser
    // finds a plan, and it holds: after its move and the reply, the chooser's own search there
    // (one move shallower) values the position above the plan's value here.
    const once = new HedeamChooser(PATTERN, { deepen: 1 });
    const freed = "8/8/1B1N4/8/k7/8/2K5/8 w - - 0 1";
    once.choose(parseFen(freed));
    expect([once.stuck, once.searched]).toEqual([true, DEFAULT_DEPTH + 1]);
    const pos = parseFen(freed);
    const move = chooser.choose(pos);
    expect([chooser.stuck, chooser.searched]).toEqual([false, DEFAULT_DEPTH + 2]);
    const value = chooser.value;
    expect(value).toBeGreaterThan(chooser.rootValue);
    pos.make(move);
    const replies = forEachReply(pos, (after) => {
      chooser.choose(after);
      expect(Math.max(chooser.value, chooser.rootValue), makeFen(after)).toBeGreaterThan(value);
    });
    expect(replies).toBeGreaterThan(0);
    // No won position is stuck at the default depth any more (the full proof), so the rest
    // searches one white move deep: there the position below is stuck at every depth that chooser
    // allows.
    const stall = "8/2k2N2/4B3/1K6/8/8/8/8 w - - 0 1";
    const shallow = new HedeamChooser(PATTERN, { depth: 1 });
    shallow.choose(parseFen(stall));
    expect([shallow.stuck, shallow.searched]).toEqual([true, 1 + DEFAULT_DEEPENING]);
    // It asks for an extension, which searches the root a move deeper even without deepening.
    const never = new HedeamChooser(PATTERN, { depth: 1, deepen: 0 });
    never.choose(parseFen(stall));
    expect([never.stuck, never.searched]).toEqual([true, 2]);
  });

  it("turns down a plan two moves deeper that the next, shallower search does not see", () => {
    // At the default depth no won position is stuck any more (the full proof), so this searches
    // one white move deep, where stuck roots are commoner. Three moves
    // deep the position below finds Kc6 and a goal further on; but after one of the six replies,
    // Kf3, the chooser's own search, one step deeper at most, finds less than the plan promised,
    // and heads elsewhere (Kd5). Plans that did not hold so once closed into cycles, which the
    // proof found. So the root stays stuck, and plays what it played one move deeper.
    const root = "8/8/1K6/B7/8/4k3/8/7N w - - 0 1";
    const depth = 1;
    const shallowest = new HedeamChooser(PATTERN, { depth });
    const threeDeep = new HedeamChooser(PATTERN, { depth: depth + 2, deepen: 0 });
    const plan = parseFen(root);
    const planMove = threeDeep.choose(plan);
    expect(moveToSan(plan, planMove)).toBe("Kc6");
    expect(threeDeep.stuck).toBe(false);
    const planValue = threeDeep.value;
    const once = new HedeamChooser(PATTERN, { depth, deepen: 1 });
    const shallow = once.choose(parseFen(root));
    expect(once.stuck).toBe(true);
    expect(shallowest.choose(parseFen(root))).toBe(shallow);
    expect([shallowest.stuck, shallowest.searched, shallowest.value]).toEqual([
      true,
      depth + 2,
      once.value,
    ]);
    plan.make(planMove);
    const breaking: string[] = [];
    for (const reply of legalMoves(plan)) {
      const san = moveToSan(plan, reply);
      plan.make(reply);
      const next = once.choose(plan);
      if (Math.max(once.value, once.rootValue) <= planValue) {
        breaking.push(`${san} ${moveToSan(plan, next)}`);
      }
      plan.unmake(reply);
    }
    expect(breaking).toEqual(["Kf3 Kd5"]);
  });

  it("keeps its pieces out of the lone king's reach where one would be lost", () => {
    // Positions where an earlier release's move let the lone king win a piece (the proof's
    // `draw` failures): the first four shut the knight in, the last three attack both pieces
    // after the reply, one of them unguarded. Every reply to the move now keeps the win.
    for (const fen of [
      "8/8/8/8/8/8/4k3/K1B4N w - - 0 1",
      "7N/8/8/4k3/8/7B/8/K7 w - - 0 1",
      "N7/8/8/1k6/8/B7/8/1K6 w - - 0 1",
      "8/8/8/8/5k2/2K5/8/B6N w - - 0 1",
      "4B3/5N2/5k2/8/8/8/8/K7 w - - 0 1",
      "8/8/8/8/8/5k2/5N2/K3B3 w - - 0 1",
      "8/8/1Nk5/B7/8/8/8/1K6 w - - 0 1",
    ]) {
      const pos = parseFen(fen);
      const move = chooser.choose(pos);
      pos.make(move);
      forEachReply(pos, (after) => {
        expect(probe(after)?.result, `${fen}: ${makeFen(after)}`).toBe("win");
      });
    }
  });

  it("falls back on every move when reject would prune them all", () => {
    const rejectAll: PatternModule = { ...PATTERN, reject: () => true };
    const pos = parseFen("8/8/8/3k4/8/8/8/KNB5 w - - 0 1");
    const move = new HedeamChooser(rejectAll).choose(pos);
    expect(legalMoves(pos)).toContain(move);
  });

  it("takes its depth and extensions from the options, within bounds", () => {
    expect(chooser.depth).toBe(DEFAULT_DEPTH);
    expect(new HedeamChooser(PATTERN, { depth: 1 }).depth).toBe(1);
    expect(() => new HedeamChooser(PATTERN, { depth: 0 })).toThrow(RangeError);
    expect(() => new HedeamChooser(PATTERN, { depth: 99 })).toThrow(RangeError);
    expect(chooser.extensions).toBe(1);
    expect(chooser.deepen).toBe(DEFAULT_DEEPENING);
    expect(new HedeamChooser(PATTERN, { deepen: 0 }).deepen).toBe(0);
    expect(() => new HedeamChooser(PATTERN, { deepen: -1 })).toThrow(RangeError);
    expect(() => new HedeamChooser(PATTERN, { deepen: MAX_DEEPENING + 1 })).toThrow(RangeError);
    expect(() => new HedeamChooser(PATTERN, { deepen: 1.5 })).toThrow(RangeError);
    expect(() => new HedeamChooser(PATTERN, { extensions: -1 })).toThrow(RangeError);
    expect(() => new HedeamChooser(PATTERN, { extensions: 3 })).toThrow(RangeError);
  });

  it.each([
    { kind: "sampled", depth: 2, positions: 400 },
    { kind: "sampled", depth: 3, positions: 40 },
    { kind: "stuck", depth: 2, positions: 8 },
  ])(
    "chooses the same move, value, depth and outcome with its search shortcuts as without them ($positions $kind positions, depth $depth)",
    ({ kind, depth, positions }) => {
      // Killers and the transposition table's moves only reorder moves below the root, a bound
      // from the table only cuts a node off where its own search would, and the deeper search
      // where stuck only skips moves the shallower one already valued lower: alpha-beta's values,
      // and so the choice and the goal it expects, must not move (the line shown may be another
      // of equal value). The node count must fall, or the shortcuts do nothing. Depth 3 has the
      // most transpositions; stuck positions are searched twice, and only there does the deeper
      // search meet the shallower one's nodes at other plies.
      const fast = new HedeamChooser(PATTERN, { depth });
      const plain = new HedeamChooser(PATTERN, { depth, shortcuts: false });
      const expander = new StrategyExpander(table("KBNK"));
      let nodes = 0;
      let plainNodes = 0;
      let compared = 0;
      for (const entry of expander.randomWonEntries(new Prng(23), 30_000)) {
        expander.load(entry);
        const pos = expander.pos;
        const move = fast.choose(pos);
        if (kind === "stuck" && fast.searched === depth) continue;
        nodes += fast.nodes;
        expect(plain.choose(pos), makeFen(pos)).toBe(move);
        expect(plain.value, makeFen(pos)).toBe(fast.value);
        expect(plain.searched, makeFen(pos)).toBe(fast.searched);
        expect(plain.outcome(), makeFen(pos)).toEqual(fast.outcome());
        plainNodes += plain.nodes;
        if (++compared === positions) break;
      }
      expect(compared).toBe(positions);
      expect(nodes).toBeLessThan(plainNodes);
    },
  );

  it("searches a position the same way whatever it searched before", () => {
    // The proof takes each choice for a function of its position; the search's tables (killers,
    // transpositions) are emptied for every choice, so even the node count must not depend on
    // what the chooser did before.
    const used = new HedeamChooser(PATTERN);
    const expander = new StrategyExpander(table("KBNK"));
    const entries = expander.randomWonEntries(new Prng(5), 300);
    for (const entry of entries) {
      expander.load(entry);
      used.choose(expander.pos);
    }
    for (const entry of entries.slice(0, 60)) {
      expander.load(entry);
      const fresh = new HedeamChooser(PATTERN);
      const move = fresh.choose(expander.pos);
      // Twice: the second time, anything left over from the first would be about this very
      // position, and would change the order of the search.
      for (let i = 0; i < 2; i++) {
        expect(used.choose(expander.pos), makeFen(expander.pos)).toBe(move);
        expect(used.nodes, makeFen(expander.pos)).toBe(fresh.nodes);
      }
    }
  });

  it("plays the weak side's defence with the same search", () => {
    const pos = parseFen("8/8/8/3k4/8/8/8/KNB5 b - - 0 1");
    const move = chooser.chooseDefence(pos);
    expect(legalMoves(pos)).toContain(move);
  });

  /**
   * The guarantee of the goal-directed search (runtime/hedeam/chooser.ts): unless the root is
   * stuck, the next position's value (the best of its own goal and its search's) is at least 2
   * higher, since the same goal is two plies nearer (a goal `V` at ply `t` is worth `16 V - t`, a
   * mate in `n` plies `MATE - n`). A bug in the search, the pruning or the extensions, or a goal
   * that depended on the frame the search runs in, breaks this on some position. Returns how
   * many sampled roots were stuck.
   */
  function checkProgress(subject: HedeamChooser, positions: number, seed: number): number {
    const kbnk = table("KBNK");
    const expander = new StrategyExpander(kbnk);
    const prng = new Prng(seed);
    const replies = new Int32Array(MAX_MOVES);
    let checked = 0;
    let stuck = 0;
    while (checked < positions) {
      const e = prng.nextInt(kbnk.index[0].size);
      if (!expander.isRelevant(e) || !expander.load(e)) continue;
      const pos = expander.pos.clone();
      const move = subject.choose(pos);
      if (subject.stuck) {
        stuck++;
        continue;
      }
      // A root freed only by a second step of deepening is outside the argument; the chooser
      // checks instead that its plan's value rises, if only by a ply.
      const rise = subject.searched > subject.depth + 1 ? 1 : 2;
      const value = subject.value;
      expect(value, makeFen(pos)).toBeGreaterThan(DRAWN);
      pos.make(move);
      const end = generateMoves(pos, replies, 0);
      for (let i = 0; i < end; i++) {
        const reply = replies[i]!;
        pos.make(reply);
        if (value < MATE - 2) {
          subject.choose(pos);
          expect(
            Math.max(subject.value, subject.rootValue),
            `${makeFen(pos)} after ${makeFen(expander.pos)}`,
          ).toBeGreaterThanOrEqual(value + rise);
        }
        pos.unmake(reply);
      }
      checked++;
    }
    return stuck;
  }

  it("makes progress by construction: after its move and any reply, its value rises by a move", () => {
    expect(checkProgress(chooser, 60, 17)).toBeLessThan(60);
  });

  /**
   * The shipped knowledge, but every position the search goes on from (`fail`, or a win without
   * a distance) asks for an extension.
   */
  const extendEverywhere = handWrittenModule({
    ...PATTERN,
    classify: (pos) => {
      const verdict = PATTERN.classify!(pos);
      return verdict === FAIL || verdict === makeVerdict(WIN) ? failVerdict(true) : verdict;
    },
  });

  it("keeps its guarantee when every line may be extended", () => {
    // The extensions' argument: the next search extends at the same positions of the plan and
    // has at least the depth and the limit this one has left there.
    // Depth 1, so that lines extended at every white node stay affordable.
    for (const [extensions, positions] of [
      [1, 16],
      [2, 3],
    ] as const) {
      const subject = new HedeamChooser(extendEverywhere, { depth: 1, extensions });
      checkProgress(subject, positions, 31 + extensions);
    }
  });

  it("searches a root that asks for an extension one move deeper, its first step of deepening", () => {
    const expander = new StrategyExpander(table("KBNK"));
    const plain = new HedeamChooser(PATTERN, { depth: 1, extensions: 0 });
    const unused = new HedeamChooser(extendEverywhere, { depth: 1, extensions: 0 });
    const extended = new HedeamChooser(extendEverywhere, {
      depth: 1,
      extensions: 1,
      deepen: 0,
    });
    for (const entry of expander.randomWonEntries(new Prng(41), 20)) {
      expander.load(entry);
      const pos = expander.pos;
      // With no extensions allowed, the verdict changes nothing.
      expect(unused.choose(pos)).toBe(plain.choose(pos));
      expect([unused.value, unused.nodes, unused.searched]).toEqual([
        plain.value,
        plain.nodes,
        plain.searched,
      ]);
      extended.choose(pos);
      expect(extended.searched, makeFen(pos)).toBe(2);
      expect(extended.nodes, makeFen(pos)).toBeGreaterThan(plain.nodes);
    }
    // With a goal that never rises every root is stuck, where deepening would search on: the
    // root's extension is its first step, so one step allows nothing more, and two one more.
    const flatModule = handWrittenModule({ ...extendEverywhere, evaluate: () => 0 });
    const flat = new HedeamChooser(flatModule, { depth: 1, extensions: 1, deepen: 1 });
    const flatTwice = new HedeamChooser(flatModule, { depth: 1, extensions: 1, deepen: 2 });
    for (const entry of expander.randomWonEntries(new Prng(43), 5)) {
      expander.load(entry);
      flat.choose(expander.pos);
      expect(flat.stuck, makeFen(expander.pos)).toBe(true);
      expect(flat.searched, makeFen(expander.pos)).toBe(2);
      flatTwice.choose(expander.pos);
      expect(flatTwice.stuck, makeFen(expander.pos)).toBe(true);
      expect(flatTwice.searched, makeFen(expander.pos)).toBe(3);
    }
  });
});
