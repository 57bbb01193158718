/**
 * Proving a strategy against an endgame table, in the spirit of Herschberg, van den Herik and
 * Schoo (seed 004): the *relevant* positions are the table's won positions with the strong side
 * to move; the strategy's *goal* is mate, against every defence.
 *
 * The strategy is a function from positions to moves (the HEDEAM chooser). For each relevant
 * table entry it is asked once; its move is made and every reply of the defender is followed to
 * the table entry it lands on. That gives a graph, one node per entry, whose edges are the
 * defender's replies. The **fixpoint** over that graph is the set of entries from which the
 * strategy forces mate against every defence, and for each the worst-case number of moves:
 *
 * - an entry whose chosen move mates is proved in 1;
 * - an entry is proved in `1 + n` when every reply leads to a proved entry, the worst in `n`;
 * - nothing else is proved: a reply that captures a piece, a move that stalemates, a reply into
 *   a position the table calls drawn, or a cycle the defender can keep the game in.
 *
 * Entries are the table's own (`runtime/tables/nalimovIndex.ts`): one per symmetry class, and
 * both diagonal twins when the kings are on the a1-h8 diagonal. The chooser is symmetric by
 * construction (it decides in the canonical frame), so an entry stands for all the boards of its
 * class; {@link forEachEntry}'s multiplicities turn entry counts into board counts.
 *
 * The **table defender** plays the reply that keeps the mate furthest away by the table (a
 * capture or a drawn position first of all; ties go to the first reply generated). Following it
 * through the same graph gives the length of the game against perfect defence, to compare with
 * the table's distance to mate.
 *
 * Everything is typed arrays indexed by entry: the graph of KBNK's 1.4 million won entries takes
 * about 60 MB.
 *
 * @packageDocumentation
 */

import { generateMoves, inCheck } from "../movegen.ts";
import { MAX_MOVES, type Move, NO_MOVE } from "../move.ts";
import { BLACK, type Colour, makePiece, type Role, WHITE } from "../pieces.ts";
import { Position } from "../position.ts";
import { FLIP_DIAGONAL, transformPosition } from "../symmetry.ts";
import type { Prng } from "../prng.ts";
import type { TableIndex } from "../tables/nalimovIndex.ts";
import type { Table } from "../tables/table.ts";
import { depthOf, isWin } from "../tables/values.ts";

/** Successor slots per entry: a lone king has at most 8 replies. */
export const SLOTS = 8;
/** A free slot. */
export const NO_SUCCESSOR = -1;
/** The chosen move mates: the line ends there, won. */
export const MATED = -2;
/** The line ends in a draw: a reply captures a piece, or the chosen move stalemates. */
export const DRAWN_LINE = -3;
/** The strategy had no move (never happens in a won position: reported as a failure). */
export const NO_CHOICE = -4;

/** Where a line against the table defender that mates gives out. */
export const NOWHERE = -1;

/** A worst-case length meaning "not proved". */
export const UNPROVED = 0xffff;

/** A strategy: the strong side's move in a position with the strong side to move. */
export type Strategy = (pos: Position) => Move;

/**
 * The strategy's graph over a table's white-to-move entries. Only the entries that were expanded
 * have successors; the others (drawn entries, or entries outside a sample) are never proved.
 */
export class StrategyGraph {
  /** Number of entries (the table's white-to-move index size). */
  readonly size: number;
  /** `successors[entry * SLOTS + i]`: entry index after reply i, or one of the codes above. */
  readonly successors: Int32Array;
  /** The slot of the table defender's reply, or -1 (no reply: the chosen move ends the line). */
  readonly defender: Int8Array;
  /** The strategy's move in the entry's own orientation (as decoded), 0 if not expanded. */
  readonly chosen: Int32Array;
  /** 1 for the entries that were expanded. */
  readonly expanded: Uint8Array;
  /**
   * 1 for the expanded entries where the strategy reported itself *stuck*: the goal-directed
   * chooser found no goal above the position's own (`HedeamChooser.stuck`).
   */
  readonly stuck: Uint8Array;

  /**
   * A graph of `size` entries. With `shared`, the arrays live in shared memory so that worker
   * threads can fill them (see {@link StrategyGraph.buffers}).
   */
  constructor(size: number, shared?: GraphBuffers) {
    this.size = size;
    const buffers = shared ?? StrategyGraph.buffers(size, false);
    this.successors = new Int32Array(buffers.successors);
    this.defender = new Int8Array(buffers.defender);
    this.chosen = new Int32Array(buffers.chosen);
    this.expanded = new Uint8Array(buffers.expanded);
    this.stuck = new Uint8Array(buffers.stuck);
    if (shared === undefined) {
      this.successors.fill(NO_SUCCESSOR);
      this.defender.fill(-1);
    }
  }

  /** Fresh buffers for a graph of `size` entries, shared between threads when `shared`. */
  static buffers(size: number, shared: boolean): GraphBuffers {
    const make = (bytes: number) =>
      shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
    const buffers = {
      successors: make(size * SLOTS * 4),
      defender: make(size),
      chosen: make(size * 4),
      expanded: make(size),
      stuck: make(size),
    };
    if (shared) {
      new Int32Array(buffers.successors).fill(NO_SUCCESSOR);
      new Int8Array(buffers.defender).fill(-1);
    }
    return buffers;
  }
}

/** The memory behind a {@link StrategyGraph}. */
export interface GraphBuffers {
  readonly successors: ArrayBufferLike;
  readonly defender: ArrayBufferLike;
  readonly chosen: ArrayBufferLike;
  readonly expanded: ArrayBufferLike;
  readonly stuck: ArrayBufferLike;
}

const WHITE_KING = makePiece(WHITE, 6);
const BLACK_KING = makePiece(BLACK, 6);

/**
 * Writes table entries as positions and follows the strategy's move and every reply from them.
 * One expander per thread of work: it owns its scratch position and buffers.
 */
export class StrategyExpander {
  readonly table: Table;
  private readonly wtm: TableIndex;
  private readonly wtmValues: Uint8Array;
  private readonly codes: Int8Array;
  private readonly squares: Int32Array;
  private readonly after: Int32Array;
  private readonly moves = new Int32Array(MAX_MOVES);
  /** The position of the last {@link load}. */
  readonly pos = new Position();

  constructor(table: Table) {
    this.table = table;
    this.wtm = table.index[0];
    this.wtmValues = table.values[0];
    const eg = table.endgame;
    this.codes = new Int8Array(2 + eg.men);
    this.codes[0] = WHITE_KING;
    this.codes[1] = BLACK_KING;
    for (let i = 0; i < eg.men; i++)
      this.codes[2 + i] = makePiece(eg.colours[i]! as Colour, eg.roles[i]! as Role);
    this.squares = new Int32Array(2 + eg.men);
    this.after = new Int32Array(2 + eg.men);
  }

  /** Whether `entry` is a won white-to-move entry: the relevant positions. */
  isRelevant(entry: number): boolean {
    return isWin(this.wtmValues[entry]!);
  }

  /**
   * `count` won entries drawn by `prng` from the whole index (a seeded sample of the relevant
   * positions, repeats possible): the starts of `patc verify kbnk --sample` and the positions of
   * `npm run bench:chooser`.
   */
  randomWonEntries(prng: Prng, count: number): number[] {
    const size = this.wtm.size;
    const entries: number[] = [];
    while (entries.length < count) {
      const entry = prng.nextInt(size);
      if (this.isRelevant(entry)) entries.push(entry);
    }
    return entries;
  }

  /** The table's distance to mate of a won entry, in moves. */
  dtm(entry: number): number {
    return depthOf(this.wtmValues[entry]!);
  }

  /** Writes the position of white-to-move entry `entry` into {@link pos}; false if broken. */
  load(entry: number): boolean {
    if (!this.wtm.decode(entry, this.squares)) return false;
    const pos = this.pos;
    pos.clear();
    const n = this.squares.length;
    for (let i = 0; i < n; i++) pos.put(this.squares[i]!, this.codes[i]!);
    pos.setTurn(WHITE);
    return true;
  }

  /**
   * Expands `entry` into `graph`: asks `strategy` for its move, makes it, and records the entry
   * every reply leads to, and the table defender's reply.
   */
  expand(entry: number, strategy: Strategy, graph: StrategyGraph, stuck?: () => boolean): void {
    graph.expanded[entry] = 1;
    const base = entry * SLOTS;
    if (!this.load(entry)) {
      graph.successors[base] = NO_CHOICE;
      return;
    }
    const pos = this.pos;
    const move = strategy(pos);
    graph.chosen[entry] = move;
    if (stuck !== undefined && stuck()) graph.stuck[entry] = 1;
    if (move === NO_MOVE) {
      graph.successors[base] = NO_CHOICE;
      return;
    }
    pos.make(move);
    const moves = this.moves;
    const end = generateMoves(pos, moves, 0);
    if (end === 0) {
      // Checkmate or stalemate: the only two ways a lone king has no move.
      graph.successors[base] = inCheck(pos) ? MATED : DRAWN_LINE;
      pos.unmake(move);
      return;
    }
    let bestSlot = -1;
    let bestDepth = -1;
    for (let i = 0; i < end; i++) {
      const reply = moves[i]!;
      let next: number;
      let depth: number;
      if (((reply >>> 16) & 15) !== 0) {
        next = DRAWN_LINE;
        depth = 1000;
      } else {
        pos.make(reply);
        next = this.encodeWtm(pos);
        pos.unmake(reply);
        const value = this.wtmValues[next]!;
        depth = isWin(value) ? depthOf(value) : 1000;
      }
      graph.successors[base + i] = next;
      if (depth > bestDepth) {
        bestDepth = depth;
        bestSlot = i;
      }
    }
    graph.defender[entry] = bestSlot;
    pos.unmake(move);
  }

  /**
   * The white-to-move table entry of `pos`: a KBNK position with white strong and to move, all
   * men on the board (the index folds its symmetric images onto one entry).
   */
  entryOf(pos: Position): number {
    return this.encodeWtm(pos);
  }

  /** The white-to-move entry of `pos` (white strong, all men on the board). */
  private encodeWtm(pos: Position): number {
    const sq = this.after;
    const n = sq.length;
    sq[0] = pos.kings[0]!;
    sq[1] = pos.kings[1]!;
    for (let i = 2; i < n; i++) {
      const code = this.codes[i]!;
      // One man of each code in the tables this prover handles (KBNK): its set has one bit.
      const lo = pos.pieces[code * 2]!;
      const hi = pos.pieces[code * 2 + 1]!;
      sq[i] = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
    }
    return this.wtm.encode(sq);
  }
}

/** What the fixpoint computes, per entry. */
export interface ProofResult {
  /** Worst-case moves to mate against every defence, or {@link UNPROVED}. */
  readonly worst: Uint16Array;
  /**
   * Moves to mate against the table defender, or {@link UNPROVED}: known for every expanded
   * entry, proved or not (`patc play`'s default game from it, up to how the table's ties are
   * broken).
   */
  readonly perfect: Uint16Array;
  /**
   * Where the line against the table defender gives out, for every expanded entry whose line
   * does not mate: the first stuck entry along it, since that is the strategy's own failure and
   * what the knowledge must fix; else the entry where the line ends: its chosen move or the
   * defender's reply draws or leaves the expanded entries, or, for a cycle, the cycle's least
   * entry. {@link NOWHERE} where the line mates or the entry was not expanded.
   */
  readonly tableLineFailsAt: Int32Array;
  /** Sweeps the fixpoint took. */
  readonly rounds: number;
}

/**
 * The fixpoint: worst-case and perfect-defence lengths for every expanded entry. Entries never
 * expanded count as unproved successors.
 */
export function solve(graph: StrategyGraph): ProofResult {
  const { size, successors, expanded } = graph;
  const worst = new Uint16Array(size).fill(UNPROVED);
  // Entries to settle: expanded, not yet proved, not known to fail.
  let open: Int32Array = new Int32Array(size);
  let count = 0;
  for (let e = 0; e < size; e++) if (expanded[e] === 1) open[count++] = e;
  let rounds = 0;
  for (;;) {
    rounds++;
    let kept = 0;
    let changed = false;
    for (let k = 0; k < count; k++) {
      const e = open[k]!;
      const base = e * SLOTS;
      let longest = 0;
      let ok = true;
      let failed = false;
      for (let i = 0; i < SLOTS; i++) {
        const next = successors[base + i]!;
        if (next === NO_SUCCESSOR) break;
        if (next === MATED) break;
        if (next < 0) {
          failed = true;
          break;
        }
        const w = worst[next]!;
        if (w === UNPROVED) {
          if (expanded[next] === 0) failed = true;
          ok = false;
          break;
        }
        if (w > longest) longest = w;
      }
      if (failed) continue;
      if (ok) {
        worst[e] = longest + 1;
        changed = true;
      } else {
        open[kept++] = e;
      }
    }
    count = kept;
    if (!changed || count === 0) break;
  }
  open = new Int32Array(0);
  return { ...againstTableDefender(graph), worst, rounds };
}

/**
 * Moves to mate against the table defender from every expanded entry, or {@link UNPROVED} where
 * its line draws, leaves the expanded entries or comes back to a position it has been in; and
 * where each line that does not mate gives out ({@link ProofResult.tableLineFailsAt}). The line
 * from an entry is a single path (one reply each time), so each entry is walked once.
 */
function againstTableDefender(graph: StrategyGraph): {
  perfect: Uint16Array;
  tableLineFailsAt: Int32Array;
} {
  const { size, successors, expanded, defender, stuck } = graph;
  const perfect = new Uint16Array(size).fill(UNPROVED);
  const failsAt = new Int32Array(size).fill(NOWHERE);
  // 0: not walked yet; 1: on the path being walked; 2: settled.
  const state = new Uint8Array(size);
  const path = new Int32Array(size);
  for (let e = 0; e < size; e++) {
    if (expanded[e] === 0 || state[e] !== 0) continue;
    let depth = 0;
    let at = e;
    // The length at the path's far end: 0 after the mating move, UNPROVED when it fails; and
    // then where the far end gives out.
    let end = UNPROVED;
    let farEnd = NOWHERE;
    for (;;) {
      if (state[at] === 2) {
        end = perfect[at]!;
        farEnd = failsAt[at]!;
        break;
      }
      if (state[at] === 1) {
        // Back on the path: a cycle. Each of its entries gives out at the first stuck entry
        // ahead of it around the cycle, so the walk back starts from the first one from `at`;
        // with none, the whole cycle gives out at its least entry, one place to report it.
        let k = depth - 1;
        while (path[k] !== at) k--;
        farEnd = at;
        for (; k < depth; k++) {
          const entry = path[k]!;
          if (stuck[entry] === 1) {
            farEnd = entry;
            break;
          }
          if (entry < farEnd) farEnd = entry;
        }
        break;
      }
      // The first entry is expanded, so a path that leaves the expanded entries has a last one.
      if (expanded[at] === 0) {
        farEnd = path[depth - 1]!;
        break;
      }
      state[at] = 1;
      path[depth++] = at;
      const slot = defender[at]!;
      if (slot < 0) {
        if (successors[at * SLOTS] === MATED) end = 0;
        else farEnd = at;
        break;
      }
      const next = successors[at * SLOTS + slot]!;
      if (next < 0) {
        farEnd = at;
        break;
      }
      at = next;
    }
    while (depth > 0) {
      const entry = path[--depth]!;
      if (end !== UNPROVED) end++;
      else if (stuck[entry] === 1) farEnd = entry;
      perfect[entry] = end;
      failsAt[entry] = farEnd;
      state[entry] = 2;
    }
  }
  return { perfect, tableLineFailsAt: failsAt };
}

/**
 * How a line against the table defender gives out at `entry`, one of its
 * {@link ProofResult.tableLineFailsAt}: at a stuck entry; in a cycle, of which `entry` is the
 * least; in a draw (the chosen move stalemates or the reply takes a piece); or by leaving the
 * expanded entries (outside a sample, or a position the table calls drawn).
 */
export function tableLineEnding(
  graph: StrategyGraph,
  entry: number,
): "stuck" | "cycle" | "draw" | "unexpanded" {
  if (graph.stuck[entry] === 1) return "stuck";
  const slot = graph.defender[entry]!;
  const next = slot < 0 ? DRAWN_LINE : graph.successors[entry * SLOTS + slot]!;
  if (next < 0) return "draw";
  return graph.expanded[next] === 1 ? "cycle" : "unexpanded";
}

/** The proof's figures over a set of won entries, counted in boards (entry multiplicities). */
export interface ProofSummary {
  /** Won entries considered, and the boards they stand for. */
  readonly wonEntries: number;
  readonly wonBoards: number;
  /** Of those, proved: the strategy forces mate against every defence. */
  readonly provedEntries: number;
  readonly provedBoards: number;
  /** The longest forced mate over the proved positions, in moves (the maximin). */
  readonly maximin: number;
  /** Mean of the worst-case lengths. */
  readonly meanWorst: number;
  /** Against the table defender: mean length, mean table DTM, mean and worst excess. */
  readonly meanPerfect: number;
  readonly meanDtm: number;
  readonly meanExcess: number;
  readonly worstExcess: number;
  /**
   * Against the table defender alone, over every won position, proved or not: the boards from
   * which the strategy mates (`patc play`'s default game, up to how the table's ties are
   * broken), and its mean excess over the table's DTM there. The proof's figures above need
   * every defence; these need one.
   */
  readonly versusTableBoards: number;
  readonly versusTableMeanExcess: number;
  /**
   * The won boards whose line against the table defender does not mate, by where it gives out
   * ({@link ProofResult.tableLineFailsAt}), most boards first: which stuck entries cost the
   * most games against perfect defence.
   */
  readonly versusTableFailures: readonly { readonly entry: number; readonly boards: number }[];
  /** Boards by worst-case length (index = moves). */
  readonly worstHistogram: readonly number[];
  /** Boards by excess over the DTM against the table defender (index = moves). */
  readonly excessHistogram: readonly number[];
  /** Won boards by the table's distance to mate (index = moves), proved or not. */
  readonly wonByDtm: readonly number[];
  /** Proved boards by the table's distance to mate (index = moves). */
  readonly provedByDtm: readonly number[];
  /**
   * The largest `k` such that every won position with mate in `k` or less is proved (0 when
   * some mate in one is not). Unlike the share proved, which waits for the last stuck position,
   * it grows from the short end as the strategy improves.
   */
  readonly completeThroughDtm: number;
  /** The won entries not proved, in index order. */
  readonly failing: readonly number[];
}

/**
 * The figures of a solved graph over the won entries `entries` (all expanded won entries when
 * omitted). `index` is the table's white-to-move index (for the multiplicities), `dtm` the table
 * distance of a won entry.
 */
export function summarise(
  graph: StrategyGraph,
  result: ProofResult,
  index: TableIndex,
  dtm: (entry: number) => number,
  entries?: Iterable<number>,
): ProofSummary {
  let wonEntries = 0;
  let wonBoards = 0;
  let provedEntries = 0;
  let provedBoards = 0;
  let maximin = 0;
  let sumWorst = 0;
  let sumPerfect = 0;
  let sumDtm = 0;
  let worstExcess = 0;
  let versusTableBoards = 0;
  let versusTableExcess = 0;
  const worstHistogram: number[] = [];
  const excessHistogram: number[] = [];
  const wonByDtm: number[] = [];
  const provedByDtm: number[] = [];
  const failing: number[] = [];
  const failsAt = new Map<number, number>();
  const visit = (e: number) => {
    const boards = index.boardsOf(e);
    wonEntries++;
    wonBoards += boards;
    const distance = dtm(e);
    wonByDtm[distance] = (wonByDtm[distance] ?? 0) + boards;
    const perfect = result.perfect[e]!;
    if (perfect !== UNPROVED) {
      versusTableBoards += boards;
      versusTableExcess += (perfect - distance) * boards;
    } else {
      const at = result.tableLineFailsAt[e]!;
      failsAt.set(at, (failsAt.get(at) ?? 0) + boards);
    }
    const worst = result.worst[e]!;
    if (worst === UNPROVED) {
      failing.push(e);
      return;
    }
    provedEntries++;
    provedBoards += boards;
    provedByDtm[distance] = (provedByDtm[distance] ?? 0) + boards;
    if (worst > maximin) maximin = worst;
    sumWorst += worst * boards;
    const excess = perfect - distance;
    sumPerfect += perfect * boards;
    sumDtm += distance * boards;
    if (excess > worstExcess) worstExcess = excess;
    worstHistogram[worst] = (worstHistogram[worst] ?? 0) + boards;
    const x = Math.max(0, excess);
    excessHistogram[x] = (excessHistogram[x] ?? 0) + boards;
  };
  if (entries === undefined) {
    for (let e = 0; e < graph.size; e++) if (graph.expanded[e] === 1) visit(e);
  } else {
    for (const e of entries) visit(e);
  }
  const fill = (h: number[], length = h.length) => Array.from({ length }, (_, i) => h[i] ?? 0);
  const won = fill(wonByDtm);
  const proved = fill(provedByDtm, won.length);
  let completeThroughDtm = 0;
  while (
    completeThroughDtm + 1 < won.length &&
    proved[completeThroughDtm + 1] === won[completeThroughDtm + 1]
  ) {
    completeThroughDtm++;
  }
  const per = provedBoards === 0 ? 0 : 1 / provedBoards;
  return {
    wonEntries,
    wonBoards,
    provedEntries,
    provedBoards,
    maximin,
    meanWorst: sumWorst * per,
    meanPerfect: sumPerfect * per,
    meanDtm: sumDtm * per,
    meanExcess: (sumPerfect - sumDtm) * per,
    worstExcess,
    versusTableBoards,
    versusTableMeanExcess: versusTableBoards === 0 ? 0 : versusTableExcess / versusTableBoards,
    versusTableFailures: [...failsAt]
      .map(([entry, boards]) => ({ entry, boards }))
      .sort((a, b) => b.boards - a.boards || a.entry - b.entry),
    worstHistogram: fill(worstHistogram),
    excessHistogram: fill(excessHistogram),
    wonByDtm: won,
    provedByDtm: proved,
    completeThroughDtm,
    failing,
  };
}

/**
 * The longest line from proved `entry` against every defence: the strategy's move, then the reply
 * into the entry proved in the most moves (the first generated of equals), until mate. It is
 * played on one board from the entry's position, so that the moves read as a game; the strategy
 * is asked again at each step, which is the proof's choice up to the board's symmetry (the
 * chooser decides on the normalised board). Every step must take the worst case down by exactly
 * one move, as the fixpoint says; a line that does not is an internal error.
 */
export function worstLine(
  expander: StrategyExpander,
  result: ProofResult,
  strategy: Strategy,
  entry: number,
): Move[] {
  let left = result.worst[entry]!;
  if (left === UNPROVED || !expander.load(entry)) return [];
  const pos = expander.pos.clone();
  const line: Move[] = [];
  const replies = new Int32Array(MAX_MOVES);
  for (; left > 0; left--) {
    const move = strategy(pos);
    pos.make(move);
    line.push(move);
    const end = generateMoves(pos, replies, 0);
    if (end === 0) {
      if (left !== 1 || !inCheck(pos)) break;
      return line;
    }
    let worstReply = NO_MOVE;
    let longest = -1;
    for (let i = 0; i < end; i++) {
      const reply = replies[i]!;
      pos.make(reply);
      let w = result.worst[expander.entryOf(pos)]!;
      // With both kings on the long diagonal a board and its mirror image in it are two entries
      // (the index's twins); a proof of a closure may have expanded the other one only.
      if (w === UNPROVED)
        w = result.worst[expander.entryOf(transformPosition(pos, FLIP_DIAGONAL))]!;
      pos.unmake(reply);
      if (w > longest) {
        longest = w;
        worstReply = reply;
      }
    }
    if (longest !== left - 1) break;
    pos.make(worstReply);
    line.push(worstReply);
  }
  throw new Error(`the worst line from entry ${entry} does not follow the fixpoint`);
}

/**
 * The sampled proof: expands the won entries `starts` and everything the strategy and the
 * defender can reach from them (the closure), up to `budget` expansions, then solves. Entries
 * left unexpanded when the budget runs out count as unproved, so the figures stay honest (a
 * start whose closure was cut off is reported unproved). Single-threaded, for tests and samples.
 */
export function proveClosure(
  expander: StrategyExpander,
  strategy: Strategy,
  starts: readonly number[],
  budget = Infinity,
  stuck?: () => boolean,
): { graph: StrategyGraph; result: ProofResult; expanded: number; complete: boolean } {
  const size = expander.table.index[0].size;
  const graph = new StrategyGraph(size);
  const queued = new Uint8Array(size);
  const queue: number[] = [];
  for (const e of starts) {
    if (queued[e] === 0 && expander.isRelevant(e)) {
      queued[e] = 1;
      queue.push(e);
    }
  }
  let head = 0;
  for (; head < queue.length && head < budget; head++) {
    const e = queue[head]!;
    expander.expand(e, strategy, graph, stuck);
    for (let i = 0; i < SLOTS; i++) {
      const next = graph.successors[e * SLOTS + i]!;
      if (next === NO_SUCCESSOR) break;
      if (next >= 0 && queued[next] === 0 && expander.isRelevant(next)) {
        queued[next] = 1;
        queue.push(next);
      }
    }
  }
  return { graph, result: solve(graph), expanded: head, complete: head === queue.length };
}

/** Why a won entry is not proved (see {@link classifyFailures}), index into {@link FAILURE_KINDS}. */
export const FailureKind = {
  /** Proved: not a failure. */
  None: 0,
  /** The chooser is stuck here: no goal above the position's own within its depth. */
  Stuck: 1,
  /** The chosen move stalemates, a reply wins a piece, or a reply reaches a drawn entry. */
  Draw: 2,
  /** Fails only because the defence can steer into a stuck or a drawn position further on. */
  Downstream: 3,
  /**
   * Fails although no stuck or drawn position is reachable: the defence keeps the game in a
   * cycle. The goal-directed chooser's guarantee says this never happens; the count checks it.
   */
  Cycle: 4,
  /** The chooser found no move, or the entry could not be decoded. */
  Other: 5,
} as const;

/** The failure kinds' names, by {@link FailureKind} value. */
export const FAILURE_KINDS = ["proved", "stuck", "draw", "downstream", "cycle", "other"] as const;

/**
 * Sorts the unproved expanded entries by the {@link FailureKind} of their failure: first the
 * entries that fail on their own (stuck, draw, no move), then, by sweeps to a fixpoint, those
 * from which the defence can reach one of them; what is left fails by a cycle alone.
 */
export function classifyFailures(graph: StrategyGraph, result: ProofResult): Uint8Array {
  const { size, successors, expanded, stuck } = graph;
  const kind = new Uint8Array(size);
  const open: number[] = [];
  for (let e = 0; e < size; e++) {
    if (expanded[e] === 0 || result.worst[e] !== UNPROVED) continue;
    const base = e * SLOTS;
    let own = 0;
    for (let i = 0; i < SLOTS; i++) {
      const next = successors[base + i]!;
      if (next === NO_SUCCESSOR || next === MATED) break;
      if (next === NO_CHOICE) own = FailureKind.Other;
      else if (next === DRAWN_LINE || expanded[next] === 0) own = FailureKind.Draw;
      if (own !== 0) break;
    }
    if (own === 0 && stuck[e] === 1) own = FailureKind.Stuck;
    if (own !== 0) kind[e] = own;
    else open.push(e);
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const e of open) {
      if (kind[e] !== 0) continue;
      const base = e * SLOTS;
      for (let i = 0; i < SLOTS; i++) {
        const next = successors[base + i]!;
        if (next < 0) break;
        if (kind[next] !== 0) {
          kind[e] = FailureKind.Downstream;
          changed = true;
          break;
        }
      }
    }
  }
  for (const e of open) if (kind[e] === 0) kind[e] = FailureKind.Cycle;
  return kind;
}

/**
 * The failing entries that lie on a cycle of failing entries, none of them failing on its own: a
 * cycle the defence can keep the game in without ever meeting a stuck or a drawn position. The
 * kinds of {@link classifyFailures} call such an entry `downstream` when a stuck position is
 * reachable from it as well, so they would hide these: the cycles that freeing every stuck
 * position would leave. The goal-directed chooser's argument rules them out, the plans of its
 * further steps of deepening checked, for knowledge that values a board alike in every
 * orientation; this counts them all the same. Marks 1 for each such entry; Tarjan's strongly
 * connected components, without recursion.
 */
export function cyclingEntries(graph: StrategyGraph, kind: Uint8Array): Uint8Array {
  const { size, successors } = graph;
  const onCycle = new Uint8Array(size);
  const inside = (e: number) => kind[e] === FailureKind.Downstream || kind[e] === FailureKind.Cycle;
  const order = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const onStack = new Uint8Array(size);
  const stack: number[] = [];
  // The depth-first path: an entry and the slot of its next successor to try.
  const path: number[] = [];
  const slot: number[] = [];
  let counter = 0;
  for (let root = 0; root < size; root++) {
    if (!inside(root) || order[root] !== -1) continue;
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    path.push(root);
    slot.push(0);
    while (path.length > 0) {
      const top = path.length - 1;
      const e = path[top]!;
      const i = slot[top]!;
      const next = i < SLOTS ? successors[e * SLOTS + i]! : NO_SUCCESSOR;
      if (next !== NO_SUCCESSOR && next !== MATED) {
        slot[top] = i + 1;
        if (next < 0 || !inside(next)) continue;
        if (order[next] === -1) {
          order[next] = low[next] = counter++;
          stack.push(next);
          onStack[next] = 1;
          path.push(next);
          slot.push(0);
        } else if (onStack[next] === 1 && order[next]! < low[e]!) {
          low[e] = order[next]!;
        }
        continue;
      }
      path.pop();
      slot.pop();
      if (path.length > 0) {
        const parent = path[path.length - 1]!;
        if (low[e]! < low[parent]!) low[parent] = low[e]!;
      }
      if (low[e] !== order[e]) continue;
      // `e` roots a component: it is a cycle when it has two entries or a reply back to itself.
      let member: number;
      let members = 0;
      do {
        member = stack.pop()!;
        onStack[member] = 0;
        onCycle[member] = 1;
        members++;
      } while (member !== e);
      if (members === 1 && !repliesTo(successors, e, e)) onCycle[e] = 0;
    }
  }
  return onCycle;
}

/** Whether some reply from `from` leads to `to`. */
function repliesTo(successors: Int32Array, from: number, to: number): boolean {
  for (let i = 0; i < SLOTS; i++) {
    const next = successors[from * SLOTS + i]!;
    if (next === NO_SUCCESSOR) return false;
    if (next === to) return true;
  }
  return false;
}
