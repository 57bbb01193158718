/**
 * Depth-limited negamax alpha-beta with recognizers at interior nodes, the way Heinz's
 * DarkThought used them: at every node below the root, the position's material is looked up in
 * the registry and, if a recognizer covers it, its verdict either ends the node with a score or
 * lets the search go on (and `fail extend` buys the line one more ply).
 *
 * Shape of the search, and why:
 *
 * - **Iterative deepening** from depth 1: each iteration seeds the transposition table and the
 *   history for the next, and a time or node limit can stop between iterations with a sound
 *   answer.
 * - **Principal variation search** (first move with the full window, the others with a null
 *   window and a re-search when they surprise): cheap to add to plain alpha-beta and it cuts the
 *   tree a lot once move ordering is good. Nodes with an open window are PV nodes; they never take
 *   transposition-table cut-offs, so the PV collected in the triangular table is complete.
 * - **Fail-soft** values, so that bounds stored in the transposition table are as tight as the
 *   search found them.
 * - **Quiescence search** of captures at the horizon (all evasions when in check, so mates at the
 *   horizon are seen), with the static evaluation as stand-pat. Recognizers are probed there too:
 *   the horizon is exactly where Heinz's KNNK[B,N] examples go wrong without them.
 * - **Mate distance pruning**: a node can never score better than mating at once or worse than
 *   being mated at once, so windows outside that are closed immediately.
 *
 * Node order of business: dead draw by material → repetition → recognizer → horizon (quiescence)
 * → transposition table → move generation (no moves: mate or stalemate) → moves. Recognizers come
 * before the transposition table because a compiled recognizer costs about what a table probe
 * does, so a recognized node is cheaper to recognize again than to store and look up.
 *
 * Scores are negated as `0 - x`, never `-x`: `-0` is a double to V8 (not a small integer, so it
 * would slow every score path down) and shows up in results as a surprising `-0`.
 *
 * Everything per node lives in preallocated typed arrays: one move buffer for all plies (each ply
 * writes after its parent's moves, as perft does), a parallel buffer of ordering scores, the
 * triangular PV table, killers and history. The hot path creates no objects and no closures.
 *
 * How verdicts become scores, and why that is sound, is explained in `score.ts` and
 * `docs/search.md`.
 *
 * @packageDocumentation
 */

import { materialKey } from "../material.ts";
import { MAX_MOVES, type Move, NO_MOVE } from "../move.ts";
import { generateMoves, inCheck, legalMoveCount } from "../movegen.ts";
import type { Position } from "../position.ts";
import { EMPTY_REGISTRY, type RecognizerRegistry, type RegistryEntry } from "../registry.ts";
import { FAIL, isExact, verdictExtends } from "../verdict.ts";
import { isDeadDrawKey } from "./draws.ts";
import { staticEvaluation } from "./evaluation.ts";
import { MoveOrderer } from "./moveOrdering.ts";
import {
  NO_RULE,
  RecognizerCounters,
  type RecognizerStats,
  UNKNOWN_RULE,
} from "./recognizerStats.ts";
import {
  formatScore,
  INFINITE_SCORE,
  isExactVerdictScore,
  isMateScore,
  MATE_SCORE,
  matedScore,
  mateMoves,
  MAX_PLY,
  scoreFromTable,
  scoreToTable,
  verdictScore,
} from "./score.ts";
import {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_UPPER,
  DEFAULT_TABLE_MEGABYTES,
  TranspositionTable,
} from "./transpositionTable.ts";

/** The default nominal depth in plies. */
export const DEFAULT_DEPTH = 6;

/** How a search runs. Every field is optional. */
export interface SearchOptions {
  /** Nominal depth in plies, 1 to `MAX_PLY / 2`; iterative deepening goes up to it. Default 6. */
  readonly depth?: number;
  /** Where recognizers, pattern evaluations and reject rules come from. Default: none. */
  readonly registry?: RecognizerRegistry;
  /** Probe recognizers (`recognize`, then `classify`) at every node below the root. Default true. */
  readonly recognizers?: boolean;
  /**
   * What a verdict that is only a bound ("mates in at most N" with N > 1, "wins" without a
   * distance, and their losing twins) does at a full-width node: `"cut"` ends the node with the
   * bound's score, as Heinz's recognizers do (fast; reported distances are "at most");
   * `"refine"` uses it as a floor or ceiling and searches on when the window needs more (slower;
   * finds shorter mates the search can see). Quiescence nodes always cut. Default `"cut"`.
   */
  readonly boundVerdicts?: "cut" | "refine";
  /** Let `fail extend` verdicts extend the line by one ply. Default true. */
  readonly extensions?: boolean;
  /** Extend on every `fail`, not only on `fail extend`. Default false. */
  readonly extendEveryFail?: boolean;
  /**
   * Extension plies allowed on one line, beyond the nominal depth. Default: half the nominal
   * depth, rounded up, so no line is longer than 1.5 times the depth. Heinz asks for an extension
   * "in this line" at every `fail extend`; a recognizer that fails-extend on whole regions (every
   * trapped weak king, say) would otherwise multiply the tree by the branching factor per
   * extension (a full budget of `depth` plies cost 60 times the nodes in KNNKN at depth 8).
   */
  readonly maxExtensions?: number;
  /** Search captures (and check evasions) beyond the horizon. Default true. */
  readonly quiescence?: boolean;
  /** Use the transposition table. Default true. */
  readonly transpositionTable?: boolean;
  /** Transposition table size in MB. Default 16. */
  readonly tableMegabytes?: number;
  /** Add the registry's pattern evaluation (`blackeval`/`whiteval`) at the horizon. Default true. */
  readonly patternEvaluation?: boolean;
  /** Prune the strong side's moves that `reject` rules reject. Default false. */
  readonly reject?: boolean;
  /** Call the explaining twins, to count verdicts by deciding rule. Default false (faster). */
  readonly explain?: boolean;
  /** Stop after this many milliseconds (checked between nodes; the first iteration always ends). */
  readonly timeLimitMs?: number;
  /** Stop after this many nodes (same rules as `timeLimitMs`). */
  readonly nodeLimit?: number;
}

/** One completed iteration of iterative deepening. */
export interface IterationResult {
  /** Nominal depth of the iteration. */
  readonly depth: number;
  /** Score for the side to move at the root. */
  readonly score: number;
  /** Best move (0 when the root has no legal move). */
  readonly bestMove: Move;
  /** Principal variation, starting with the best move. */
  readonly pv: readonly Move[];
  /** Nodes searched so far, this iteration included. */
  readonly nodes: number;
}

/** What a search found. Scores are from the side to move's point of view at the root. */
export interface SearchResult {
  /** The best move, or `NO_MOVE` (0) when the root has no legal move. */
  readonly bestMove: Move;
  /** The score: see `score.ts` for the bands (mate, recognized win, centipawns). */
  readonly score: number;
  /** Mate distance in moves: > 0 side to move mates, < 0 it is mated, 0 checkmated now. */
  readonly mate: number | undefined;
  /**
   * False when the mate distance rests on a recognizer's "mates in at most N" with N > 1 at the
   * end of the PV: the real mate may then be shorter.
   */
  readonly mateDistanceExact: boolean;
  /** The score in words: `"mate in 3"`, `"mate in at most 4"`, `"+3.25"`, ... */
  readonly scoreText: string;
  /** The principal variation, starting with the best move. */
  readonly pv: readonly Move[];
  /** The deepest completed iteration. */
  readonly depth: number;
  /** The longest line searched, in plies (extensions and quiescence included). */
  readonly selectiveDepth: number;
  /** Nodes visited, quiescence nodes included. */
  readonly nodes: number;
  /** Wall-clock milliseconds. */
  readonly timeMs: number;
  /** `nodes` per second. */
  readonly nodesPerSecond: number;
  /** Whether a time or node limit cut the last iteration short (its result was discarded). */
  readonly stopped: boolean;
  /** Every completed iteration. */
  readonly iterations: readonly IterationResult[];
  /** What the recognizers did. */
  readonly recognizers: RecognizerStats;
}

/** How often the node counter is compared with the limits. */
const LIMIT_CHECK_INTERVAL = 1023;

/**
 * A searcher: owns the transposition table, the move buffers, killers and history, and the
 * recognizer counters, so repeated searches allocate nothing but their results. Not re-entrant.
 */
export class Search {
  private readonly registry: RecognizerRegistry;
  private readonly depth: number;
  private readonly useRecognizers: boolean;
  private readonly refineBounds: boolean;
  private readonly useExtensions: boolean;
  private readonly extendEveryFail: boolean;
  private readonly maxExtensions: number;
  private readonly useQuiescence: boolean;
  private readonly useTable: boolean;
  private readonly usePatternEvaluation: boolean;
  private readonly useReject: boolean;
  private readonly explain: boolean;
  private readonly timeLimitMs: number;
  private readonly nodeLimit: number;
  /** Whether any registry lookup can matter (registry non-empty and some use of it on). */
  private readonly lookUp: boolean;

  private readonly table: TranspositionTable | undefined;
  private readonly orderer = new MoveOrderer();
  private readonly counters: RecognizerCounters;
  /** Moves of every ply of the current line, each ply after its parent's. */
  private readonly moves = new Int32Array((MAX_PLY + 1) * MAX_MOVES);
  /** Ordering scores, parallel to `moves`. */
  private readonly scores = new Int32Array((MAX_PLY + 1) * MAX_MOVES);
  /** Triangular PV table: the PV from ply p is `pvTable[p * MAX_PLY + p .. pvLength[p])`. */
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  /** The deciding rule written by the explaining twins. */
  private readonly explained = new Int32Array(1);

  private nodes = 0;
  private selectiveDepth = 0;
  private stopped = false;
  private limitsActive = false;
  private deadline = 0;
  /** The longest line (in plies) extensions may reach in the current iteration. */
  private lineLimit = 0;
  /** The best move of the previous iteration, tried first at the root. */
  private rootHint: Move = NO_MOVE;

  /** A searcher with `options` (see {@link SearchOptions}); `depth` can be overridden per run. */
  constructor(options: SearchOptions = {}) {
    this.registry = options.registry ?? EMPTY_REGISTRY;
    this.depth = checkDepth(options.depth ?? DEFAULT_DEPTH);
    this.useRecognizers = options.recognizers ?? true;
    this.refineBounds = options.boundVerdicts === "refine";
    this.useExtensions = options.extensions ?? true;
    this.extendEveryFail = options.extendEveryFail ?? false;
    this.maxExtensions = options.maxExtensions ?? -1;
    this.useQuiescence = options.quiescence ?? true;
    this.useTable = options.transpositionTable ?? true;
    this.usePatternEvaluation = options.patternEvaluation ?? true;
    this.useReject = options.reject ?? false;
    this.explain = options.explain ?? false;
    this.timeLimitMs = options.timeLimitMs ?? Infinity;
    this.nodeLimit = options.nodeLimit ?? Infinity;
    this.lookUp =
      this.registry.size > 0 &&
      (this.useRecognizers || this.usePatternEvaluation || this.useReject);
    this.table = this.useTable
      ? new TranspositionTable(options.tableMegabytes ?? DEFAULT_TABLE_MEGABYTES)
      : undefined;
    this.counters = new RecognizerCounters(this.registry);
  }

  /**
   * Searches `pos` (left as it was) to `depth` plies (default: the constructor's) and returns
   * the best move, score, PV and statistics. Each run starts from an empty transposition table,
   * killers and history, so results do not depend on earlier runs.
   */
  run(pos: Position, depth: number = this.depth): SearchResult {
    depth = checkDepth(depth);
    const started = performance.now();
    this.nodes = 0;
    this.selectiveDepth = 0;
    this.stopped = false;
    this.limitsActive = false;
    this.deadline = started + this.timeLimitMs;
    this.rootHint = NO_MOVE;
    this.counters.reset();
    this.orderer.clear();
    this.table?.clear();

    const key = materialKey(pos);
    const iterations: IterationResult[] = [];
    let score = 0;
    let bestMove: Move = NO_MOVE;
    let pv: Move[] = [];
    for (let iteration = 1; iteration <= depth; iteration++) {
      this.limitsActive = iteration > 1;
      this.lineLimit = Math.min(
        MAX_PLY - 1,
        iteration + (this.maxExtensions >= 0 ? this.maxExtensions : (iteration + 1) >> 1),
      );
      this.table?.newSearch();
      const value = this.negamax(pos, iteration, -INFINITE_SCORE, INFINITE_SCORE, 0, key, 0);
      if (this.stopped) break;
      score = value;
      pv = Array.from(this.pvTable.subarray(0, this.pvLength[0]!));
      bestMove = pv[0] ?? NO_MOVE;
      this.rootHint = bestMove;
      iterations.push({ depth: iteration, score, bestMove, pv, nodes: this.nodes });
      // Nothing to choose at the root, or a forced mate inside the nominal depth: a shorter mate
      // would have been found already, and a longer defence would not have scored as a mate,
      // so deeper iterations would only repeat the answer.
      if (bestMove === NO_MOVE || (isMateScore(score) && mateFoundWithin(score, iteration))) break;
    }

    const timeMs = performance.now() - started;
    const exact = this.mateDistanceIsExact(pos, pv, score);
    const mate = mateMoves(score);
    const text = formatScore(score);
    return {
      bestMove,
      score,
      mate,
      mateDistanceExact: exact,
      scoreText: mate !== undefined && !exact ? text.replace(/ in /, " in at most ") : text,
      pv,
      depth: iterations.length === 0 ? 0 : iterations[iterations.length - 1]!.depth,
      selectiveDepth: this.selectiveDepth,
      nodes: this.nodes,
      timeMs,
      nodesPerSecond: timeMs > 0 ? Math.round((this.nodes * 1000) / timeMs) : 0,
      stopped: this.stopped,
      iterations,
      recognizers: this.counters.report(),
    };
  }

  /**
   * The main search. `key` is the material key of `pos`, `start` where this node may write moves.
   * Returns a fail-soft score for the side to move; `ply` 0 is the root.
   */
  private negamax(
    pos: Position,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    key: number,
    start: number,
  ): number {
    this.pvLength[ply] = ply;
    if ((++this.nodes & LIMIT_CHECK_INTERVAL) === 0) this.checkLimits();
    if (this.stopped) return 0;
    if (ply > this.selectiveDepth) this.selectiveDepth = ply;

    let entry: RegistryEntry | undefined;
    if (this.lookUp) entry = this.registry.find(key);
    if (ply > 0) {
      if (isDeadDrawKey(key) || pos.isRepetition()) return 0;
      if (entry !== undefined && this.useRecognizers) {
        const verdict = this.probe(entry, pos);
        if (verdict !== -1) {
          if (isExact(verdict)) {
            const score = verdictScore(verdict, ply);
            if (!this.refineBounds || isExactVerdictScore(verdict)) return score;
            return this.refine(pos, depth, alpha, beta, ply, key, start, entry, score);
          }
          if (
            this.useExtensions &&
            (this.extendEveryFail || verdictExtends(verdict)) &&
            ply + depth < this.lineLimit
          ) {
            depth++;
            this.counters.extensions++;
          }
        }
      }
    }
    return this.expand(pos, depth, alpha, beta, ply, key, start, entry, true);
  }

  /**
   * Searches a node whose verdict is only a bound (`refine` mode): a win verdict's score is a
   * floor, a loss verdict's a ceiling. If the bound already settles the window it ends the node;
   * otherwise the node is searched in the narrowed window and the result kept within the bound.
   * Such nodes are not stored in the transposition table: their value mixes search and knowledge
   * in a way no single bound type describes.
   */
  private refine(
    pos: Position,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    key: number,
    start: number,
    entry: RegistryEntry,
    bound: number,
  ): number {
    this.counters.refinements++;
    if (bound > 0) {
      if (bound >= beta) return bound;
      const score = this.expand(
        pos,
        depth,
        bound > alpha ? bound : alpha,
        beta,
        ply,
        key,
        start,
        entry,
        false,
      );
      if (score >= bound) return score;
      this.pvLength[ply] = ply; // the value is the verdict's, not the line's below
      return bound;
    }
    if (bound <= alpha) return bound;
    const score = this.expand(
      pos,
      depth,
      alpha,
      bound < beta ? bound : beta,
      ply,
      key,
      start,
      entry,
      false,
    );
    if (score <= bound) return score;
    this.pvLength[ply] = ply;
    return bound;
  }

  /**
   * The part of a node after draws and recognizers: horizon, transposition table, moves. `store`
   * says whether the result goes into the transposition table.
   */
  private expand(
    pos: Position,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    key: number,
    start: number,
    entry: RegistryEntry | undefined,
    store: boolean,
  ): number {
    if (ply > 0) {
      if (depth <= 0) {
        return this.useQuiescence
          ? this.quiescence(pos, alpha, beta, ply, key, start, entry)
          : this.leaf(pos, ply, key, entry);
      }
      if (ply >= MAX_PLY - 1) return staticEvaluation(pos, key, entry, this.usePatternEvaluation);
      // Mate distance pruning: nothing here beats mating next move or loses faster than now.
      const worst = matedScore(ply);
      const best = MATE_SCORE - ply - 1;
      if (alpha < worst) alpha = worst;
      if (beta > best) beta = best;
      if (alpha >= beta) return alpha;
    }

    const pvNode = beta - alpha > 1;
    const table = this.table;
    let hint: Move = ply === 0 ? this.rootHint : NO_MOVE;
    if (table !== undefined) {
      const handle = table.probe(pos.hashLo, pos.hashHi);
      if (handle >= 0) {
        if (hint === NO_MOVE) hint = table.move(handle);
        if (!pvNode && table.depth(handle) >= depth) {
          const stored = scoreFromTable(table.score(handle), ply);
          const bound = table.bound(handle);
          if (
            bound === BOUND_EXACT ||
            (bound === BOUND_LOWER && stored >= beta) ||
            (bound === BOUND_UPPER && stored <= alpha)
          ) {
            return stored;
          }
        }
      }
    }

    const moves = this.moves;
    const scores = this.scores;
    let end = generateMoves(pos, moves, start);
    if (end === start) return inCheck(pos) ? matedScore(ply) : 0;
    if (this.useReject && entry !== undefined && entry.reject !== undefined) {
      end = this.pruneRejected(pos, entry, start, end);
    }
    this.orderer.score(pos, moves, scores, start, end, hint, ply, false);

    const originalAlpha = alpha;
    let bestScore = -INFINITE_SCORE;
    let bestMove: Move = NO_MOVE;
    for (let i = start; i < end; i++) {
      const move = this.orderer.pick(moves, scores, i, end);
      pos.make(move);
      const childKey = (move & 0xf0000) !== 0 ? materialKey(pos) : key;
      let score: number;
      if (i === start) {
        score = 0 - this.negamax(pos, depth - 1, 0 - beta, 0 - alpha, ply + 1, childKey, end);
      } else {
        score = 0 - this.negamax(pos, depth - 1, -1 - alpha, 0 - alpha, ply + 1, childKey, end);
        if (score > alpha && score < beta) {
          score = 0 - this.negamax(pos, depth - 1, 0 - beta, 0 - alpha, ply + 1, childKey, end);
        }
      }
      pos.unmake(move);
      if (this.stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          alpha = score;
          bestMove = move;
          this.updatePv(ply, move);
          if (alpha >= beta) {
            if ((move & 0xf0000) === 0) this.orderer.cutoff(move, ply, depth);
            break;
          }
        }
      }
    }

    if (table !== undefined && store) {
      const bound =
        bestScore >= beta ? BOUND_LOWER : bestScore > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
      table.store(pos.hashLo, pos.hashHi, depth, bound, scoreToTable(bestScore, ply), bestMove);
    }
    return bestScore;
  }

  /**
   * The quiescence search: stand pat on the static evaluation, or capture; when in check, every
   * evasion (no standing pat in check, so mates beyond the horizon are still mates).
   */
  private quiescence(
    pos: Position,
    alpha: number,
    beta: number,
    ply: number,
    key: number,
    start: number,
    entry: RegistryEntry | undefined,
  ): number {
    this.pvLength[ply] = ply;
    if ((++this.nodes & LIMIT_CHECK_INTERVAL) === 0) this.checkLimits();
    if (this.stopped) return 0;
    if (ply > this.selectiveDepth) this.selectiveDepth = ply;
    // The caller has done draws and recognizers for this node; they are redone below for the
    // children, which are quiescence nodes themselves.
    if (ply >= MAX_PLY - 1) return staticEvaluation(pos, key, entry, this.usePatternEvaluation);

    const moves = this.moves;
    const scores = this.scores;
    let end = generateMoves(pos, moves, start);
    const check = inCheck(pos);
    if (end === start) return check ? matedScore(ply) : 0;

    let bestScore = -INFINITE_SCORE;
    if (!check) {
      const standPat = staticEvaluation(pos, key, entry, this.usePatternEvaluation);
      if (standPat >= beta) return standPat;
      bestScore = standPat;
      if (standPat > alpha) alpha = standPat;
      let captures = start;
      for (let i = start; i < end; i++) {
        const move = moves[i]!;
        if ((move & 0xf0000) !== 0) moves[captures++] = move;
      }
      end = captures;
    }
    this.orderer.score(pos, moves, scores, start, end, NO_MOVE, ply, true);

    for (let i = start; i < end; i++) {
      const move = this.orderer.pick(moves, scores, i, end);
      pos.make(move);
      const childKey = (move & 0xf0000) !== 0 ? materialKey(pos) : key;
      const score = 0 - this.quiescenceNode(pos, 0 - beta, 0 - alpha, ply + 1, childKey, end);
      pos.unmake(move);
      if (this.stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, move);
          if (alpha >= beta) break;
        }
      }
    }
    return bestScore;
  }

  /** A quiescence child: the rule draws and the recognizer, then {@link quiescence}. */
  private quiescenceNode(
    pos: Position,
    alpha: number,
    beta: number,
    ply: number,
    key: number,
    start: number,
  ): number {
    this.pvLength[ply] = ply;
    if (isDeadDrawKey(key) || pos.isRepetition()) {
      this.nodes++;
      return 0;
    }
    let entry: RegistryEntry | undefined;
    if (this.lookUp) entry = this.registry.find(key);
    if (entry !== undefined && this.useRecognizers) {
      const verdict = this.probe(entry, pos);
      if (verdict !== -1 && isExact(verdict)) {
        this.nodes++;
        return verdictScore(verdict, ply);
      }
    }
    return this.quiescence(pos, alpha, beta, ply, key, start, entry);
  }

  /** A horizon node without quiescence: mate, stalemate or the static evaluation. */
  private leaf(pos: Position, ply: number, key: number, entry: RegistryEntry | undefined): number {
    if (legalMoveCount(pos) === 0) return inCheck(pos) ? matedScore(ply) : 0;
    return staticEvaluation(pos, key, entry, this.usePatternEvaluation);
  }

  /**
   * Asks the entry's recognizers about `pos`: `recognize`, then `classify` if that failed.
   * Returns the verdict, or -1 when the entry has neither. Counts the probe.
   */
  private probe(entry: RegistryEntry, pos: Position): number {
    const recognize = entry.recognize;
    const classify = entry.classify;
    if (recognize === undefined && classify === undefined) return -1;
    let verdict = FAIL;
    if (recognize !== undefined) verdict = this.ask(entry, pos, false);
    if ((verdict & 3) === FAIL && classify !== undefined) {
      // Keep `recognize`'s extend request if `classify` fails too.
      verdict = this.ask(entry, pos, true) | (verdict & 4);
    }
    this.counters.countProbe(verdict);
    return verdict;
  }

  /** Calls one verdict entry point, through its explaining twin when explaining. */
  private ask(entry: RegistryEntry, pos: Position, classify: boolean): number {
    if (!this.explain) return classify ? entry.classify!(pos) : entry.recognize!(pos);
    const twin = classify ? entry.classifyExplained : entry.recognizeExplained;
    let verdict: number;
    let rule: number;
    if (twin !== undefined) {
      this.explained[0] = NO_RULE;
      verdict = twin(pos, this.explained);
      rule = this.explained[0]!;
    } else {
      verdict = classify ? entry.classify!(pos) : entry.recognize!(pos);
      rule = UNKNOWN_RULE;
    }
    this.counters.countRule(entry.moduleIndex, classify, rule, verdict);
    return verdict;
  }

  /**
   * Drops the moves of `moves[start..end)` that the entry's `reject` rules reject, when the strong
   * side is to move, unless that would leave no move. Returns the new end.
   */
  private pruneRejected(pos: Position, entry: RegistryEntry, start: number, end: number): number {
    if (pos.turn !== entry.strong) return end;
    const reject = entry.reject!;
    const moves = this.moves;
    const scores = this.scores;
    let kept = 0;
    for (let i = start; i < end; i++) {
      const rejected = reject(pos, moves[i]!);
      scores[i] = rejected ? 1 : 0;
      if (!rejected) kept++;
    }
    if (kept === 0 || kept === end - start) return end;
    let to = start;
    for (let i = start; i < end; i++) if (scores[i] === 0) moves[to++] = moves[i]!;
    this.counters.rejectedMoves += end - to;
    return to;
  }

  /** Makes the PV from `ply` be `move` followed by the PV from `ply + 1`. */
  private updatePv(ply: number, move: Move): void {
    const pvTable = this.pvTable;
    const row = ply * MAX_PLY;
    const child = row + MAX_PLY;
    pvTable[row + ply] = move;
    const childLength = this.pvLength[ply + 1]!;
    for (let j = ply + 1; j < childLength; j++) pvTable[row + j] = pvTable[child + j]!;
    this.pvLength[ply] = childLength > ply + 1 ? childLength : ply + 1;
  }

  private checkLimits(): void {
    if (!this.limitsActive) return;
    if (this.nodes >= this.nodeLimit || performance.now() >= this.deadline) this.stopped = true;
  }

  /**
   * Whether a mate score's distance is exact: false when the PV ends in a position whose verdict
   * is only a bound ("mates in at most N", N > 1, or a win without a distance).
   */
  private mateDistanceIsExact(pos: Position, pv: readonly Move[], score: number): boolean {
    if (!isMateScore(score) || !this.useRecognizers || this.registry.size === 0) return true;
    if (pv.length === 0) return true;
    for (const move of pv) pos.make(move);
    const entry = this.registry.lookup(pos);
    let exact = true;
    // A PV ending in checkmate is exact whatever a recognizer would have said about it.
    const terminal = generateMoves(pos, this.moves, 0) === 0;
    if (!terminal && entry !== undefined) {
      let verdict = entry.recognize !== undefined ? entry.recognize(pos) : FAIL;
      if ((verdict & 3) === FAIL && entry.classify !== undefined) verdict = entry.classify(pos);
      exact = !isExact(verdict) || isExactVerdictScore(verdict);
    }
    for (let i = pv.length - 1; i >= 0; i--) pos.unmake(pv[i]!);
    return exact;
  }
}

/** Whether mate score `score` is a mate no deeper than `depth` plies from the root. */
function mateFoundWithin(score: number, depth: number): boolean {
  const plies = MATE_SCORE - (score > 0 ? score : -score);
  return plies <= depth;
}

function checkDepth(depth: number): number {
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_PLY / 2) {
    throw new RangeError(`search depth must be a whole number from 1 to ${MAX_PLY / 2}`);
  }
  return depth;
}

/** Searches `pos` once with `options`: a convenience for `new Search(options).run(pos)`. */
export function search(pos: Position, options: SearchOptions = {}): SearchResult {
  return new Search(options).run(pos);
}
