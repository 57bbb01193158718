/**
 * Alpha-beta must return exactly the value plain minimax computes over the same tree: same draw
 * rules, same recognizer scoring, same horizon (static evaluation, or the same quiescence).
 * The reference below is written independently of the search, straight from the rules in
 * `docs/search.md`, without windows, ordering, transposition table or pruning.
 *
 * The recognizers here are deliberately nonsense (a verdict drawn from the position's hash), so
 * that recognizer cut-offs, bounds and extensions happen all over the tree.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { materialKey } from "../../runtime/material.ts";
import { inCheck, legalMoves } from "../../runtime/movegen.ts";
import type { Position } from "../../runtime/position.ts";
import { handWrittenModule as module } from "../../runtime/patternModule.ts";
import { RecognizerRegistry, type RegistryEntry } from "../../runtime/registry.ts";
import { isDeadDrawKey } from "../../runtime/search/draws.ts";
import { staticEvaluation } from "../../runtime/search/evaluation.ts";
import { isExactVerdictScore, matedScore, verdictScore } from "../../runtime/search/score.ts";
import { Search, type SearchOptions } from "../../runtime/search/search.ts";
import {
  DRAW,
  failVerdict,
  FAIL,
  isExact,
  LOSS,
  makeVerdict,
  verdictExtends,
  WIN,
} from "../../runtime/verdict.ts";
import { arbitraryPosition, ENDGAME_SIGNATURES } from "../support/positions.ts";

const NONSENSE = [
  FAIL,
  FAIL,
  FAIL,
  failVerdict(true),
  makeVerdict(DRAW),
  makeVerdict(WIN, 1),
  makeVerdict(WIN, 3),
  makeVerdict(WIN),
  makeVerdict(LOSS, 0),
  makeVerdict(LOSS, 2),
  makeVerdict(LOSS),
];

const nonsense = module({
  materials: ["KBNK", "KNNK", "KBKN", "KNNKB", "KBNKN"],
  recognize: (pos) => NONSENSE[(pos.hashHi >>> 0) % NONSENSE.length]!,
  // A pattern evaluation too, so that the horizon uses it.
  evaluate: (pos) => (pos.hashLo >>> 0) % (3 << 20),
});
const REGISTRY = new RecognizerRegistry([nonsense]);

interface Reference {
  readonly registry: RecognizerRegistry;
  readonly quiescence: boolean;
  readonly extensions: boolean;
  readonly refine: boolean;
  /** Nominal depth plus the default extension budget, half the depth rounded up. */
  readonly lineLimit: number;
}

function value(pos: Position, depth: number, ply: number, r: Reference): number {
  const key = materialKey(pos);
  const entry = r.registry.find(key);
  if (ply > 0) {
    if (isDeadDrawKey(key) || pos.isRepetition()) return 0;
    if (entry?.recognize) {
      const verdict = entry.recognize(pos);
      if (isExact(verdict)) {
        const score = verdictScore(verdict, ply);
        if (!r.refine || isExactVerdictScore(verdict)) return score;
        const searched = expand(pos, depth, ply, key, entry, r);
        return score > 0 ? Math.max(score, searched) : Math.min(score, searched);
      }
      if (r.extensions && verdictExtends(verdict) && ply + depth < r.lineLimit) depth++;
    }
  }
  return expand(pos, depth, ply, key, entry, r);
}

function expand(
  pos: Position,
  depth: number,
  ply: number,
  key: number,
  entry: RegistryEntry | undefined,
  r: Reference,
): number {
  if (ply > 0 && depth <= 0 && r.quiescence) return quiescence(pos, ply, key, entry, r);
  const moves = legalMoves(pos);
  if (moves.length === 0) return inCheck(pos) ? matedScore(ply) : 0;
  if (ply > 0 && depth <= 0) return staticEvaluation(pos, key, entry, true);
  let best = -Infinity;
  for (const move of moves) {
    pos.make(move);
    best = Math.max(best, 0 - value(pos, depth - 1, ply + 1, r));
    pos.unmake(move);
  }
  return best;
}

function quiescence(
  pos: Position,
  ply: number,
  key: number,
  entry: RegistryEntry | undefined,
  r: Reference,
): number {
  const moves = legalMoves(pos);
  const check = inCheck(pos);
  if (moves.length === 0) return check ? matedScore(ply) : 0;
  let best = check ? -Infinity : staticEvaluation(pos, key, entry, true);
  for (const move of moves) {
    if (!check && (move & 0xf0000) === 0) continue;
    pos.make(move);
    best = Math.max(best, 0 - quiescenceNode(pos, ply + 1, r));
    pos.unmake(move);
  }
  return best;
}

function quiescenceNode(pos: Position, ply: number, r: Reference): number {
  const key = materialKey(pos);
  if (isDeadDrawKey(key) || pos.isRepetition()) return 0;
  const entry = r.registry.find(key);
  if (entry?.recognize) {
    const verdict = entry.recognize(pos);
    if (isExact(verdict)) return verdictScore(verdict, ply);
  }
  return quiescence(pos, ply, key, entry, r);
}

interface Case {
  readonly name: string;
  readonly options: SearchOptions;
  readonly depths: readonly number[];
  readonly runs: number;
}

const CASES: readonly Case[] = [
  {
    name: "no recognizers, static leaves, no table",
    options: { quiescence: false, transpositionTable: false },
    depths: [2, 3],
    runs: 40,
  },
  { name: "no recognizers, quiescence, table", options: {}, depths: [2, 3], runs: 40 },
  {
    name: "recognizers cutting, quiescence, table",
    options: { registry: REGISTRY, extensions: false },
    depths: [2, 3],
    runs: 60,
  },
  {
    name: "recognizers with extensions, no table",
    options: { registry: REGISTRY, transpositionTable: false },
    depths: [2, 3],
    runs: 40,
  },
  {
    name: "recognizers refining bounds, extensions, no table",
    options: { registry: REGISTRY, transpositionTable: false, boundVerdicts: "refine" },
    depths: [2, 3],
    runs: 40,
  },
];

describe("alpha-beta agrees with minimax", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const search = new Search({ tableMegabytes: 1, ...c.options });
      const reference = {
        registry: c.options.registry ?? new RecognizerRegistry(),
        quiescence: c.options.quiescence ?? true,
        extensions: c.options.extensions ?? true,
        refine: c.options.boundVerdicts === "refine",
      };
      fc.assert(
        fc.property(
          arbitraryPosition(ENDGAME_SIGNATURES),
          fc.constantFrom(...c.depths),
          (pos, depth) => {
            const lineLimit = depth + ((depth + 1) >> 1);
            const expected = value(pos, depth, 0, { ...reference, lineLimit });
            const result = search.run(pos, depth);
            // Iterative deepening may stop early on a mate inside the depth; the value is final.
            expect(result.score).toBe(expected);
          },
        ),
        { numRuns: c.runs },
      );
    });
  }
});
