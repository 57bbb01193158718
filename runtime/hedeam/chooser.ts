/**
 * HEDEAM's move chooser (van den Herik, seed 003), driven by a compiled pattern module.
 *
 * The algorithm, for the strong side (white) to move in position `p`:
 *
 * 1. generate the successors `q` of `p` (white's legal moves, less those the `reject` section
 *    prunes);
 * 2. rank them by a depth-limited, **goal-directed** search. Every node is first classified by
 *    the module's `stop` (black to move) or `halt` (white to move) rules; a node they decide is
 *    valued at once (a mate by its distance, a draw below everything). Every other white-to-move
 *    node `n` at ply `t` is worth the pair `(V(n), -t)`, where `V` is its `whiteval` rank (class
 *    first, then the class's tie-break score): the goal reached, and how soon. A line is worth
 *    the best goal white reaches along it, so a white node takes the maximum of its own pair and
 *    its children's, and a black node the minimum over its replies. The search looks `depth`
 *    white moves ahead (depth 2: plies W B W B, `V` read at plies 0, 2 and 4);
 * 3. play the highest ranked successor; of equal ones, the first examined.
 *
 * **Why it cannot cycle.** Let `(F, -T)` be the root's value: the best goal white can force
 * within `depth` moves, reached after `T` plies. If `T > 0`, the chosen move and *any* reply
 * leave a position from which the rest of the same strategy still forces `F` within `T - 2`
 * plies, and a fresh search sees at least that: the value rises strictly (lexicographically)
 * with every full move. Values are bounded, so the game ends in a mate (mates rank above every
 * class, the sooner the better) unless it meets a position with `T = 0`, where white cannot
 * force any goal above the one it stands on: a *stuck* position, a local maximum of `V` at the
 * horizon. The knowledge (`whiteval`) is therefore designed so that no won position is stuck;
 * `patc verify kbnk` counts the stuck positions and proves the rest. The argument takes a value
 * to be a function of the position, while a search values the positions below its root in the
 * root's frame: it needs knowledge that values a board alike in every orientation, which the
 * language's normalisation gives (spec §3.1) and the knowledge check of `patc verify kbnk`
 * requires.
 *
 * **Deepening where stuck.** A position stuck at `depth` is searched again at `depth + 1`, and,
 * if it is still stuck there, at `depth + 2` (option `deepen`, the most white moves added). The
 * argument above survives the first step: it needs the search after the next reply to be at
 * most one white move shallower than this one, and such searches are `depth` or `depth + 1`
 * deep. It does not survive the second: a `depth + 2` plan need not be visible to the next
 * `depth` search, which may head for another goal and come back. So a plan that a further step
 * finds is played only if it *holds*: after its move and every reply, the chooser's own search
 * there (with the first step, which the argument covers) is worth more than the plan is here,
 * the worth of a position being its search's value, or its own goal where it is stuck. Then
 * that worth rises with every move wherever the chooser is not stuck, and values are bounded,
 * so no cycle avoids a stuck position. A plan that does not hold leaves the root stuck, with the
 * first step's move. (Before the check, the second step's plans closed into cycles: 16 entries
 * of the full proof and 586 of one sample at depth 1; docs/kbnk-log.md.) The depth is a
 * function of the position, so the strategy stays a function of the position.
 *
 * **Extensions** (HEDEAM's tree of "variable but limited depth", Heinz's `fail extend`). A white
 * node whose `halt` verdict is `fail extend` is searched one white move further, as long as its
 * line stays within `depth + extensions` white moves of the root; a root with that verdict is
 * searched one move deeper, and that counts as the first step of deepening where stuck. The
 * argument above survives this too: the next search, from two plies further down the plan,
 * extends at the same positions of the plan (a node's verdict is a function of its position),
 * and both its depth and its limit, counted from its root, are at least what this search has
 * left two plies down (for a root searched at most `depth + 1` deep; the next is at least
 * `depth`), so it sees the plan at least as deep. A stored node is keyed by its ply and its
 * plies to go, which no longer fix each other.
 *
 * **Symmetric by construction.** The chooser works on the canonical form of the position
 * (`runtime/symmetry.ts`: strong side white, then the least of the board symmetries) and maps the
 * chosen move back. The strategy is therefore a function of the position's symmetry class: the 16
 * images of a position get the 16 images of one move. This is what lets `patc verify kbnk` prove
 * the strategy on one representative per class.
 *
 * **No table knowledge.** The chooser knows the rules of chess (a side without moves is mated or
 * stalemated) and what the pattern module says; nothing else. A `wins` verdict without a distance
 * does not end a line: in a won endgame every node is won, and the search needs a distance or
 * the goal's ranking to compare moves.
 *
 * **Hot path.** One move buffer for all plies, a triangular principal-variation table, typed
 * arrays only; {@link HedeamChooser.choose} allocates nothing. A white node's own goal is a lower
 * bound on its value, so it cuts off at once when that already reaches beta (quiescence search's
 * "stand pat"). Below the root, each node tries first the move that settled it when another move
 * order reached it before (a transposition table, emptied for every search from the root), else
 * its ply's last cut-off move (a killer); neither can change a value, and the root keeps
 * generation order, which breaks ties. A node reached again is cut off by its stored bound where
 * its own search would be cut off, and never settled by an exact value, so that the principal
 * variation is searched out to the goal it reaches. The deeper search where stuck starts from the
 * shallower one's value, which no move's deeper value is below.
 *
 * @packageDocumentation
 */

import { encodeMove, MAX_MOVES, type Move, NO_MOVE } from "../move.ts";
import { generateMoves, inCheck } from "../movegen.ts";
import type { PatternModule, PositionEntry, RejectEntry } from "../patternModule.ts";
import { Position } from "../position.ts";
import {
  canonicalTransform,
  inverseTransform,
  TRANSFORMED_SQUARE,
  transformPosition,
} from "../symmetry.ts";
import { DRAW, evalScore, LOSS, verdictDistance, verdictExtends, WIN } from "../verdict.ts";
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from "../search/transpositionTable.ts";
import { ChoiceTable } from "./choiceTable.ts";

/** The value of mating at once; a mate `n` plies from the root is worth `MATE - n`. */
export const MATE = 1 << 30;
/** The value of a draw (or of anything lost): below every ranking class. */
export const DRAWN = -MATE;
/** Values above this are mates found by the search. */
export const MATE_BOUND = MATE - 1000;

/** The default number of white moves searched, the root's move included. */
export const DEFAULT_DEPTH = 2;
/** The deepest search the chooser accepts, in white moves. */
export const MAX_DEPTH = 6;
/** The most white moves `extend` verdicts may add to a line (see {@link ChooserOptions.extensions}). */
export const MAX_EXTENSIONS = 2;
/** White moves a stuck root is searched deeper by default (see {@link ChooserOptions.deepen}). */
export const DEFAULT_DEEPENING = 2;
/** The most white moves a stuck root may be searched deeper. */
export const MAX_DEEPENING = 3;

/** Plies of the deepest search: a white and a black move per unit of depth. */
const MAX_PLY = 2 * (MAX_DEPTH + MAX_DEEPENING + MAX_EXTENSIONS);

/**
 * A goal `V` reached at ply `t` is worth `V * PLY_SCALE - t`: goals first, the sooner the better
 * among equal goals. Eval codes stay below 2^24 for up to 15 classes, so values stay far below
 * {@link MATE_BOUND} and exact in int32 arithmetic.
 */
const PLY_SCALE = 16;

/** The chooser's knobs. Every one has a default; `docs/kbnk.md` explains them. */
export interface ChooserOptions {
  /** White moves searched, the root's move included (1 = rank the successors by `whiteval` after every reply). */
  readonly depth?: number;
  /** Whether `reject` also prunes the root's moves (default true). */
  readonly rejectAtRoot?: boolean;
  /**
   * The most white moves a stuck position is searched deeper (default
   * {@link DEFAULT_DEEPENING}, 0 to {@link MAX_DEEPENING}): a root stuck at `depth` is searched
   * again one white move deeper, and again while it stays stuck. Each step costs some twenty
   * times the last, so it runs only where the shallower search finds no progress. A plan found
   * beyond the first step is played only if it holds (see the module's comment).
   */
  readonly deepen?: number;
  /**
   * Whether the search takes shortcuts that save nodes and never change the chosen move, its
   * value or the goal it expects (default true): below the root, a node reached again by another move order
   * is cut off by the bound its earlier search stored, where its own search would be cut off too,
   * and tries first the move that settled it then, or else its ply's last cut-off move (a killer;
   * values below the root do not depend on move order, and the root's order, which breaks ties,
   * is left alone); and the search one move deeper where stuck starts from the shallower search's
   * value (a deeper search never values a move lower, so no move it skips could have been chosen).
   */
  readonly shortcuts?: boolean;
  /**
   * The most white moves that `fail extend` verdicts may add to one line (default 1). A white
   * node whose `halt` verdict is `fail extend` is searched one white move further, while its line
   * stays within `depth + extensions` white moves of the root.
   */
  readonly extensions?: number;
}

/** What the search found for the chosen move, in words a player reads. */
export type ChoiceOutcome =
  | { readonly kind: "mate"; readonly moves: number }
  | { readonly kind: "draw" }
  | {
      readonly kind: "class";
      /** `whiteval` (the goal), or `blackeval` for the defender's choice. */
      readonly section: string;
      /** The class's name, or `residual`. */
      readonly name: string;
      readonly score: number;
      /** White moves until the goal is reached, against the worst defence; 0 when stuck. */
      readonly moves: number;
    };

/** The module entry points the chooser needs. */
interface Knowledge {
  readonly classify: PositionEntry;
  readonly evaluate: PositionEntry;
  readonly reject: RejectEntry | undefined;
}

/** A node's level in the transposition table: its ply and its plies to go (each below 64). */
function level(ply: number, depth: number): number {
  return ply * 64 + depth;
}

/** Moves per ply that fit the buffer: far above the ~40 a KBNK position has. */
const PLY_STRIDE = 256;

/** Plays the strong side by HEDEAM's algorithm on the knowledge of one pattern module. */
export class HedeamChooser {
  readonly depth: number;
  readonly rejectAtRoot: boolean;
  readonly deepen: number;
  readonly shortcuts: boolean;
  readonly extensions: number;
  /**
   * White moves the last {@link choose} searched: `depth`, one more when its root asked for an
   * extension, and one more for each step it deepened where stuck.
   */
  searched = 0;
  /** Nodes visited by the last {@link choose} (root successors included). */
  nodes = 0;
  /** The search value of the last choice (see {@link MATE} and {@link goalValue}). */
  value = 0;
  /** The root's own goal value in the last {@link choose}: `V(root) * 16`. */
  rootValue = 0;

  private readonly knowledge: Knowledge;
  private readonly module: PatternModule;
  private readonly pos = new Position();
  private readonly moves = new Int32Array(PLY_STRIDE * (MAX_PLY + 2) + MAX_MOVES);
  /** Triangular PV table: row `ply` holds the best line from that ply, `pvLength[ply]` long. */
  private readonly pv = new Int32Array((MAX_PLY + 1) * (MAX_PLY + 1));
  private readonly pvLength = new Int32Array(MAX_PLY + 2);
  /** The root's line after the first step and after the further ones, while a plan is checked. */
  private readonly stuckPv = new Int32Array(MAX_PLY + 2);
  private readonly deepPv = new Int32Array(MAX_PLY + 2);
  /** The defender's replies to a plan's move, while it is checked. */
  private readonly replies = new Int32Array(MAX_MOVES);
  /**
   * Per ply, the last move that cut the search off there (a "killer"), tried first at the next
   * node of that ply. Move order changes which moves are searched, never a node's value, so the
   * chosen move is the same; the killers are cleared for every choice, so the search itself is
   * a function of the position too.
   */
  private readonly killers = new Int32Array(MAX_PLY + 2);
  /** Nodes reached again by another move order, for the shortcuts; emptied for every search. */
  private readonly table = new ChoiceTable();
  private transform = 0;
  private defending = false;
  /** Plies no line of the current search from the root may go beyond. */
  private plyLimit = 0;

  constructor(module: PatternModule, options: ChooserOptions = {}) {
    const { classify, evaluate, reject } = module;
    if (classify === undefined || evaluate === undefined) {
      throw new Error(`${module.source} has no stop/halt or no blackeval/whiteval sections`);
    }
    this.knowledge = { classify, evaluate, reject };
    this.module = module;
    const depth = options.depth ?? DEFAULT_DEPTH;
    if (!Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH) {
      throw new RangeError(`depth must be a whole number from 1 to ${MAX_DEPTH}, not ${depth}`);
    }
    this.depth = depth;
    this.rejectAtRoot = options.rejectAtRoot ?? true;
    const deepen = options.deepen ?? DEFAULT_DEEPENING;
    if (!Number.isInteger(deepen) || deepen < 0 || deepen > MAX_DEEPENING) {
      throw new RangeError(
        `deepen must be a whole number from 0 to ${MAX_DEEPENING}, not ${deepen}`,
      );
    }
    this.deepen = deepen;
    this.shortcuts = options.shortcuts ?? true;
    const extensions = options.extensions ?? 1;
    if (!Number.isInteger(extensions) || extensions < 0 || extensions > MAX_EXTENSIONS) {
      throw new RangeError(
        `extensions must be a whole number from 0 to ${MAX_EXTENSIONS}, not ${extensions}`,
      );
    }
    this.extensions = extensions;
  }

  /**
   * The strong side's move in `pos` (which must have the strong side to move), or
   * {@link NO_MOVE} when it has none. `pos` is not changed.
   */
  choose(pos: Position): Move {
    const t = canonicalTransform(pos);
    this.transform = t;
    const work = transformPosition(pos, t, this.pos);
    this.nodes = 0;
    this.defending = false;
    this.killers.fill(NO_MOVE);
    const best = this.root(work);
    if (best === NO_MOVE) return NO_MOVE;
    return this.toCaller(pos, best);
  }

  /**
   * Whether the last {@link choose} found no goal above the root's own within its depth: a
   * *stuck* position, the only place where the strategy can fail to progress.
   */
  get stuck(): boolean {
    return this.value <= this.rootValue;
  }

  /**
   * The weak side's reply in `pos` (weak side to move): the reply after which white's best next
   * move leaves the lowest `blackeval` rank (a two-ply search on the defender's knowledge; a
   * mate or a lost piece is seen by `stop`). {@link NO_MOVE} when it has none. This is the
   * `chooser` defender of `patc play`.
   */
  chooseDefence(pos: Position): Move {
    const t = canonicalTransform(pos);
    this.transform = t;
    const work = transformPosition(pos, t, this.pos);
    this.nodes = 0;
    this.defending = true;
    const moves = this.moves;
    const end = generateMoves(work, moves, 0);
    this.pvLength[0] = 0;
    let best = MATE + 1;
    let bestMove = NO_MOVE;
    for (let i = 0; i < end; i++) {
      const move = moves[i]!;
      work.make(move);
      const value = this.defenceReply(work, end);
      work.unmake(move);
      if (value < best) {
        best = value;
        bestMove = move;
        this.updatePv(0, move);
      }
    }
    this.value = best;
    return bestMove === NO_MOVE ? NO_MOVE : this.toCaller(pos, bestMove);
  }

  /**
   * The principal variation of the last {@link choose}, in the caller's squares, starting with
   * the chosen move and ending where the goal is reached: valid for the position that was passed
   * to `choose`.
   */
  principalVariation(pos: Position): Move[] {
    const line: Move[] = [];
    const scratch = pos.clone();
    for (let i = 0; i < this.pvLength[0]!; i++) {
      const move = this.toCaller(scratch, this.pv[i]!);
      line.push(move);
      scratch.make(move);
    }
    return line;
  }

  /**
   * What the last {@link choose} expects from its move: a mate in so many moves, or the goal
   * class (and tie-break score) its principal variation reaches. Off the hot path.
   */
  outcome(): ChoiceOutcome {
    const value = this.value;
    if (value >= MATE_BOUND) return { kind: "mate", moves: Math.ceil((MATE - value) / 2) };
    if (value <= DRAWN) return { kind: "draw" };
    const pos = this.pos;
    const line = Array.from(this.pv.subarray(0, this.pvLength[0]!));
    for (const move of line) pos.make(move);
    const out = new Int32Array(1);
    const explained = this.module.evaluateExplained;
    const code = explained ? explained(pos, out) : this.knowledge.evaluate(pos);
    const rule = explained && out[0]! >= 0 ? this.module.rules[out[0]!] : undefined;
    const strongToMove = line.length % 2 === 0;
    for (let i = line.length - 1; i >= 0; i--) pos.unmake(line[i]!);
    return {
      kind: "class",
      section: rule?.section ?? (strongToMove ? "whiteval" : "blackeval"),
      name: rule?.name ?? "residual",
      score: evalScore(code),
      moves: this.defending ? 1 : this.stuck ? 0 : line.length / 2,
    };
  }

  /** A move of the canonical frame as a move of `pos`. */
  private toCaller(pos: Position, move: Move): Move {
    const back = inverseTransform(this.transform) * 64;
    const from = TRANSFORMED_SQUARE[back + (move & 63)]!;
    const to = TRANSFORMED_SQUARE[back + ((move >>> 6) & 63)]!;
    return encodeMove(from, to, pos.board[from]!, pos.board[to]!);
  }

  /**
   * The root: every plausible move is searched, and the best is played even when it does not
   * beat the root's own goal (a stuck position still gets a move).
   */
  private root(pos: Position): Move {
    const own = this.knowledge.evaluate(pos) * PLY_SCALE;
    let move = this.firstSteps(pos, own, this.deepen);
    if (move !== NO_MOVE && this.value <= own && this.deepen > 1) {
      move = this.furtherSteps(pos, own, move);
    }
    this.rootValue = own;
    return move;
  }

  /**
   * The root searched `depth` white moves deep, and one move deeper where that is stuck (when
   * `deepen` allows) or where the root asks for an extension, which stands for that first step:
   * the searches the argument against cycles covers. Sets {@link value} and {@link searched}.
   */
  private firstSteps(pos: Position, own: number, deepen: number): Move {
    const extended = this.extensions > 0 && verdictExtends(this.knowledge.classify(pos));
    const depth = extended ? this.depth + 1 : this.depth;
    const move = this.searchRoot(pos, depth);
    return this.deepenWhileStuck(pos, own, move, depth, this.depth + Math.min(deepen, 1));
  }

  /**
   * The root, found stuck by a search `depth` white moves deep that chose `move`, searched one
   * white move deeper at a time while it stays stuck, up to `limit` white moves. Sets
   * {@link value} and {@link searched}.
   */
  private deepenWhileStuck(
    pos: Position,
    own: number,
    move: Move,
    depth: number,
    limit: number,
  ): Move {
    while (move !== NO_MOVE && this.value <= own && depth < limit) {
      depth++;
      move = this.searchRoot(pos, depth, this.shortcuts ? this.value - 1 : DRAWN - 1);
    }
    this.searched = depth;
    return move;
  }

  /**
   * The steps of deepening beyond the first, at a root still stuck one move deeper: each one
   * more white move, up to `depth + deepen`. A plan they find is played only if it holds up
   * ({@link planHolds}); otherwise the root stays stuck, with the first step's move, value and
   * line ({@link searched} still says how deep it looked).
   */
  private furtherSteps(pos: Position, own: number, stuckMove: Move): Move {
    const stuckValue = this.value;
    this.savePv(this.stuckPv);
    let move = this.deepenWhileStuck(pos, own, stuckMove, this.searched, this.depth + this.deepen);
    // Read before the check, whose searches set it again.
    const depth = this.searched;
    let freed = false;
    if (move !== NO_MOVE && this.value > own) {
      const value = this.value;
      this.savePv(this.deepPv);
      freed = this.planHolds(pos, move, value);
      this.value = value;
      this.restorePv(this.deepPv);
    }
    if (!freed) {
      move = stuckMove;
      this.value = stuckValue;
      this.restorePv(this.stuckPv);
    }
    this.searched = depth;
    return move;
  }

  /**
   * Whether a plan found by the second step of deepening or beyond holds up: after `move` and
   * every reply, the chooser's own search there (which takes the first step where stuck, but no
   * further) is worth more than `value`, the plan's worth here: its value, or its own goal where
   * it is stuck. Only then does the worth of the position the chooser stands on rise with every
   * move, as the argument against cycles needs (a deeper plan need not be visible to the next,
   * shallower search, which may head for another goal and come back). A position the further
   * steps then reach may itself be freed by them: its worth is at least the one checked here.
   * The replies' searches run in this frame, which is right because the knowledge values a
   * position alike in every orientation (the knowledge check requires it; the proof would count
   * any cycle all the same). The root's value and line are restored after.
   */
  private planHolds(pos: Position, move: Move, value: number): boolean {
    const replies = this.replies;
    pos.make(move);
    const count = generateMoves(pos, replies, 0);
    let holds = true;
    for (let i = 0; i < count && holds; i++) {
      const reply = replies[i]!;
      pos.make(reply);
      // The worth of a position is its search's value, or its own goal where it is stuck.
      const own = this.knowledge.evaluate(pos) * PLY_SCALE;
      holds = this.firstSteps(pos, own, 1) !== NO_MOVE && Math.max(this.value, own) > value;
      pos.unmake(reply);
    }
    pos.unmake(move);
    return holds;
  }

  /** Copies the root's principal variation into `saved` (its length first). */
  private savePv(saved: Int32Array): void {
    const length = this.pvLength[0]!;
    saved[0] = length;
    for (let i = 0; i < length; i++) saved[i + 1] = this.pv[i]!;
  }

  /** Makes `saved` (from {@link savePv}) the root's principal variation again. */
  private restorePv(saved: Int32Array): void {
    const length = saved[0]!;
    this.pvLength[0] = length;
    for (let i = 0; i < length; i++) this.pv[i] = saved[i + 1]!;
  }

  /**
   * The root searched `depth` white moves deep: sets {@link value} and the PV. Only moves worth
   * more than `floor` can be chosen; `floor` must be below the best move's value.
   */
  private searchRoot(pos: Position, depth: number, floor = DRAWN - 1): Move {
    // Emptied for every search from the root, and keyed by ply and plies to go, so stored values
    // need no ply correction (the deeper search where stuck loses under 1% of its nodes by not
    // reusing the shallower one's).
    this.table.clear();
    this.plyLimit = 2 * (depth + this.extensions);
    const moves = this.moves;
    const end = generateMoves(pos, moves, 0);
    this.pvLength[0] = 0;
    if (end === 0) {
      this.value = DRAWN;
      return NO_MOVE;
    }
    const kept = this.rejectAtRoot ? this.plausible(pos, 0, end) : end;
    let best = floor;
    let bestMove = NO_MOVE;
    for (let i = 0; i < kept; i++) {
      const move = moves[i]!;
      pos.make(move);
      const value = this.blackNode(pos, 1, 2 * depth - 1, best, MATE, kept);
      pos.unmake(move);
      if (value > best) {
        best = value;
        bestMove = move;
        this.updatePv(0, move);
      }
    }
    // Cannot happen while deeper searches never value a move lower; if it did, searching again
    // from nothing keeps the choice right at the cost of time.
    if (bestMove === NO_MOVE && floor > DRAWN - 1) return this.searchRoot(pos, depth);
    this.value = best;
    return bestMove;
  }

  /**
   * The defender's look-ahead after its reply (white to move): white's best plausible move by
   * the `blackeval` rank it leaves, a mate or a lost piece valued by `stop`.
   */
  private defenceReply(pos: Position, start: number): number {
    this.nodes++;
    const verdict = this.knowledge.classify(pos);
    const kind = verdict & 3;
    if (kind === WIN) {
      const distance = verdictDistance(verdict);
      if (distance > 0) return MATE - 2 * distance;
    } else if (kind !== 0) {
      return DRAWN;
    }
    const moves = this.moves;
    const end = generateMoves(pos, moves, start);
    if (end === start) return DRAWN;
    const kept = this.plausible(pos, start, end);
    let best = DRAWN - 1;
    for (let i = start; i < kept; i++) {
      const move = moves[i]!;
      pos.make(move);
      this.nodes++;
      const v = this.knowledge.classify(pos);
      const k = v & 3;
      let value: number;
      if (k === LOSS) value = MATE - 2 - 2 * verdictDistance(v);
      else if (k === DRAW || k === WIN) value = DRAWN;
      else if (generateMoves(pos, moves, kept) === kept) value = inCheck(pos) ? MATE - 2 : DRAWN;
      else value = this.knowledge.evaluate(pos) * PLY_SCALE;
      pos.unmake(move);
      if (value > best) best = value;
    }
    return best;
  }

  /**
   * HEDEAM's plausible-move generator: moves `start..end` of the buffer are compacted so that the
   * moves `reject` keeps come first, in generation order; returns the end of those. When `reject`
   * would prune every move, nothing is pruned (the generator never runs dry).
   */
  private plausible(pos: Position, start: number, end: number): number {
    const reject = this.knowledge.reject;
    if (reject === undefined) return end;
    const moves = this.moves;
    let kept = start;
    for (let i = start; i < end; i++) {
      const move = moves[i]!;
      if (!reject(pos, move)) moves[kept++] = move;
    }
    if (kept > start) return kept;
    return generateMoves(pos, moves, start);
  }

  private updatePv(ply: number, move: Move): void {
    const pv = this.pv;
    const row = ply * (MAX_PLY + 1);
    const child = row + MAX_PLY + 1;
    pv[row] = move;
    const n = this.pvLength[ply + 1]!;
    for (let i = 0; i < n; i++) pv[row + 1 + i] = pv[child + i]!;
    this.pvLength[ply] = n + 1;
  }

  /**
   * Puts the best move of the node's earlier search (`hinted`, from the transposition table) or
   * else the killer of `ply` first among moves `start..end`, when it is one of them.
   */
  private orderFirst(ply: number, hinted: Move, start: number, end: number): void {
    if (!this.shortcuts) return;
    const first = hinted !== NO_MOVE ? hinted : this.killers[ply]!;
    if (first === NO_MOVE) return;
    const moves = this.moves;
    for (let i = start + 1; i < end; i++) {
      if (moves[i] === first) {
        moves[i] = moves[start]!;
        moves[start] = first;
        return;
      }
    }
  }

  /**
   * The transposition table's slot for `pos` at `ply` with `depth` plies to go, when the
   * shortcuts are on and the node was searched before in this search from the root; else -1.
   */
  private probe(pos: Position, ply: number, depth: number): number {
    return this.shortcuts ? this.table.find(pos.hashLo, pos.hashHi, level(ply, depth)) : -1;
  }

  /**
   * Whether slot `slot` settles a node with window `alpha..beta`: a bound that cuts it off, as
   * its own search would. An exact value inside the window is not taken, so that the principal
   * variation is always searched out.
   */
  private cutsOff(slot: number, alpha: number, beta: number): boolean {
    const bound = this.table.bound(slot);
    const value = this.table.value(slot);
    return (bound !== BOUND_UPPER && value >= beta) || (bound !== BOUND_LOWER && value <= alpha);
  }

  /** Records a node's result, searched with window `alpha..beta`. */
  private record(
    pos: Position,
    ply: number,
    depth: number,
    alpha: number,
    beta: number,
    value: number,
    move: Move,
  ): void {
    if (!this.shortcuts) return;
    const bound = value <= alpha ? BOUND_UPPER : value >= beta ? BOUND_LOWER : BOUND_EXACT;
    this.table.store(pos.hashLo, pos.hashHi, level(ply, depth), bound, value, move);
  }

  /** Black to move, `ply` plies below the root, `depth` plies left: it minimises. */
  private blackNode(
    pos: Position,
    ply: number,
    depth: number,
    alpha: number,
    beta: number,
    start: number,
  ): number {
    this.nodes++;
    this.pvLength[ply] = 0;
    const slot = this.probe(pos, ply, depth);
    let hinted = NO_MOVE;
    if (slot >= 0) {
      if (this.cutsOff(slot, alpha, beta)) return this.table.value(slot);
      hinted = this.table.move(slot);
    }
    const verdict = this.knowledge.classify(pos);
    const kind = verdict & 3;
    if (kind === LOSS) return MATE - ply - 2 * verdictDistance(verdict);
    if (kind === DRAW || kind === WIN) return DRAWN;
    const moves = this.moves;
    const end = generateMoves(pos, moves, start);
    if (end === start) return inCheck(pos) ? MATE - ply : DRAWN;
    this.orderFirst(ply, hinted, start, end);
    let best = MATE + 1;
    let bestMove = NO_MOVE;
    for (let i = start; i < end; i++) {
      const move = moves[i]!;
      pos.make(move);
      const value = this.whiteNode(pos, ply + 1, depth - 1, alpha, best < beta ? best : beta, end);
      pos.unmake(move);
      if (value < best) {
        best = value;
        bestMove = move;
        this.updatePv(ply, move);
        if (best <= alpha) {
          this.killers[ply] = move;
          break;
        }
      }
    }
    this.record(pos, ply, depth, alpha, beta, best, bestMove);
    return best;
  }

  /**
   * White to move, `ply` plies below the root, `depth` plies left: the best of its own goal and
   * its plausible moves' values.
   */
  private whiteNode(
    pos: Position,
    ply: number,
    depth: number,
    alpha: number,
    beta: number,
    start: number,
  ): number {
    this.nodes++;
    this.pvLength[ply] = 0;
    const slot = depth > 0 ? this.probe(pos, ply, depth) : -1;
    let hinted = NO_MOVE;
    if (slot >= 0) {
      if (this.cutsOff(slot, alpha, beta)) return this.table.value(slot);
      hinted = this.table.move(slot);
    }
    const verdict = this.knowledge.classify(pos);
    const kind = verdict & 3;
    if (kind === WIN) {
      const distance = verdictDistance(verdict);
      if (distance > 0) return MATE - ply - 2 * distance + 1;
    } else if (kind !== 0) {
      return DRAWN;
    }
    const depthKey = depth;
    // `fail extend`: one white move further, while the line stays within its limit.
    if (verdictExtends(verdict) && ply + depth + 2 <= this.plyLimit) depth += 2;
    // The goal reached here: a lower bound on the node's value ("stand pat").
    let best = this.knowledge.evaluate(pos) * PLY_SCALE - ply;
    if (depth === 0 || best >= beta) return best;
    const moves = this.moves;
    const end = generateMoves(pos, moves, start);
    if (end === start) return DRAWN; // stalemated (a lone king never mates)
    const kept = this.plausible(pos, start, end);
    this.orderFirst(ply, hinted, start, kept);
    let bestMove = NO_MOVE;
    for (let i = start; i < kept; i++) {
      const move = moves[i]!;
      pos.make(move);
      const value = this.blackNode(
        pos,
        ply + 1,
        depth - 1,
        best > alpha ? best : alpha,
        beta,
        kept,
      );
      pos.unmake(move);
      if (value > best) {
        best = value;
        bestMove = move;
        this.updatePv(ply, move);
        if (best >= beta) {
          this.killers[ply] = move;
          break;
        }
      }
    }
    this.record(pos, ply, depthKey, alpha, beta, best, bestMove);
    return best;
  }
}
