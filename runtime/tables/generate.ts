/**
 * Retrograde generation of a distance-to-mate table for both sides to move.
 *
 * **Initialisation** visits every entry of both tables once: broken entries are marked, then the
 * side to move's legal moves are generated. Quiet moves are counted; captures leave the
 * endgame and are scored at once by probing the (already built) subgame table. A checkmate is
 * lost in 0; a capture into a lost subgame position is a provisional win (a quiet move may mate
 * sooner); a capture into a drawn one means the position can never be lost.
 *
 * **Retrograde rounds** then decide positions in order of distance, from newly decided positions
 * only, by generating the moves that led to them (un-moves): in round `n`, every predecessor of
 * a position lost in `n - 1` wins in `n`; then every predecessor of a position won in `n` has
 * one move fewer left, and a position whose last move is refuted is lost in `n`. A capture into
 * a subgame position that the opponent wins in `n` is refuted in round `n` too. What is never
 * decided is a draw (stalemate included).
 *
 * **Symmetry.** The index stores both mirror twins of a position whose kings are both on the a1-h8
 * diagonal. Generation works on the lower-indexed twin (the *primary*) only and copies it to the
 * other at the end. Move counters count moves twice over: an un-move from a position `s` to a
 * predecessor `y` takes `2 * |Stab(y)| / |Stab(s)|` off `y`'s counter, where `|Stab|` is 2 for a
 * position that is its own diagonal mirror image and 1 otherwise. Summed over the un-moves of
 * one `s`, this takes off exactly two per move of `y` into the orbit of `s`, even when `s` or
 * `y` is symmetric (the un-moves of a symmetric `s` come in mirror pairs).
 *
 * The generator checks itself as it goes: a predecessor of a lost position that is already lost,
 * a counter that would go below zero, or a capture into a broken subgame entry throws.
 *
 * Allocation: the hot loops (initialisation and rounds) allocate nothing per position; the
 * queues of newly decided entries grow by doubling.
 *
 * @packageDocumentation
 */

import {
  betweenHi,
  betweenLo,
  bishopAttacksInto,
  bishopRaysHi,
  bishopRaysLo,
  kingAttacksHi,
  kingAttacksLo,
  knightAttacksHi,
  knightAttacksLo,
  queenAttacksInto,
  rayHi,
  rayLo,
  rookAttacksInto,
  rookRaysHi,
  rookRaysLo,
} from "../attacks.ts";
import { BISHOP, KING, KNIGHT, QUEEN, ROOK } from "../pieces.ts";
import { popcount32 } from "../squareSet.ts";
import { conversion, type Endgame } from "./endgames.ts";
import {
  DIAGONAL_PAIR,
  EntryCursor,
  KING_PAIRS,
  manAttacks,
  type TableIndex,
} from "./nalimovIndex.ts";
import { indexesOf, type Table } from "./table.ts";
import { BROKEN_BYTE, DRAW_BYTE, MAX_DEPTH, isLoss, isWin, lossIn, winIn } from "./values.ts";

/** Value of a primary's mirror twin during generation; copied from the primary at the end. */
const SECONDARY = 0xfe;
/** Added to the move counter of a position that has a drawing capture: it can never be lost. */
const CANNOT_LOSE = 128;
/** Entries never decided are draws: generation starts every legal entry at this value. */
const UNDECIDED = DRAW_BYTE;

/** A growable list of entry numbers. */
class IndexList {
  data = new Int32Array(1024);
  length = 0;
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
  /** Sorts the entries in index order, so that nearby entries are processed together. */
  sort(): void {
    this.data.subarray(0, this.length).sort();
  }
}

/** One list per distance, created on demand. */
class ListsByDepth {
  private readonly lists: (IndexList | undefined)[] = [];
  /** Largest depth pushed so far, -1 when nothing was. */
  maxDepth = -1;
  at(depth: number): IndexList {
    let list = this.lists[depth];
    if (!list) {
      list = new IndexList();
      this.lists[depth] = list;
    }
    if (depth > this.maxDepth) this.maxDepth = depth;
    return list;
  }
  push(depth: number, x: number): void {
    if (depth > MAX_DEPTH - 1) throw new Error(`distance ${depth} does not fit a table byte`);
    this.at(depth).push(x);
  }
  free(depth: number): void {
    this.lists[depth] = undefined;
  }
}

/** What a capture of one man turns the position into. */
interface CaptureTarget {
  /** The subgame's indexes and values, or undefined for bare kings (a draw). */
  readonly table: Table | undefined;
  /** Whether colours swap between the endgame and the subgame. */
  readonly swap: boolean;
  /** For each slot of the subgame's piece-square array, the slot it comes from here. */
  readonly map: Int32Array;
}

/**
 * Progress callback: `phase` names the step, `done` of `total` units are finished; a `total` of 0
 * means the total is unknown (the retrograde phase reports its round number as `done`).
 */
export type Progress = (phase: string, done: number, total: number) => void;

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Returns the built table of a subgame (every endgame a capture can lead to). */
  readonly subtable: (eg: Endgame) => Table;
  /** Called from time to time while generating. */
  readonly progress?: Progress;
}

/** Figures about one generation run. */
export interface GenerateReport {
  /** Milliseconds spent initialising (move counting and captures). */
  readonly initMs: number;
  /** Milliseconds spent in retrograde rounds. */
  readonly retroMs: number;
  /** Number of retrograde rounds. */
  readonly rounds: number;
}

/**
 * Builds the distance-to-mate table of `eg` for both sides to move. Every subgame must already
 * be available through `options.subtable`.
 */
export function generate(
  eg: Endgame,
  options: GenerateOptions,
): { table: Table; report: GenerateReport } {
  const g = new Generator(eg, options);
  return g.run();
}

class Generator {
  private readonly eg: Endgame;
  private readonly n: number;
  private readonly role: Int32Array;
  private readonly colour: Int32Array;
  private readonly index: readonly [TableIndex, TableIndex];
  private readonly val: readonly [Uint8Array, Uint8Array];
  private readonly cnt: readonly [Uint8Array, Uint8Array];
  private readonly loss: readonly [ListsByDepth, ListsByDepth] = [
    new ListsByDepth(),
    new ListsByDepth(),
  ];
  private readonly win: readonly [ListsByDepth, ListsByDepth] = [
    new ListsByDepth(),
    new ListsByDepth(),
  ];
  private readonly pending: readonly [ListsByDepth, ListsByDepth] = [
    new ListsByDepth(),
    new ListsByDepth(),
  ];
  private readonly captures: CaptureTarget[] = [];
  private readonly progress: Progress | undefined;

  private readonly sq: Int32Array;
  private readonly subSq = new Int32Array(5);
  private readonly att = new Int32Array(2);
  private readonly lossDepths = new Int32Array(64);
  /** Predecessors of the entry being processed (see `predecessors`). */
  private readonly preds = new Int32Array(256);
  private eventKingPair = 0;
  // Summary of the captures of the position being initialised.
  private bestWin = 0;
  private losses = 0;
  private drawCapture = false;

  constructor(eg: Endgame, options: GenerateOptions) {
    this.eg = eg;
    this.n = 2 + eg.men;
    this.role = Int32Array.from([KING, KING, ...eg.roles]);
    this.colour = Int32Array.from([0, 1, ...eg.colours]);
    this.index = indexesOf(eg);
    this.val = [new Uint8Array(this.index[0].size), new Uint8Array(this.index[1].size)];
    this.cnt = [new Uint8Array(this.index[0].size), new Uint8Array(this.index[1].size)];
    this.sq = new Int32Array(this.n);
    this.progress = options.progress;
    for (let m = 0; m < eg.men; m++) {
      const c = conversion(eg, m);
      const slots: number[] = [];
      if (c.subgame) {
        // The subgame's slots in its own order: white king, black king, its white men, its
        // black men. With `swap`, its white is our black.
        const whiteHere = c.swap ? 1 : 0;
        slots.push(whiteHere, 1 - whiteHere);
        for (const side of [whiteHere, 1 - whiteHere]) {
          const sideRoles = side === whiteHere ? c.subgame.strong : c.subgame.weak;
          const used = new Set<number>();
          for (const r of sideRoles) {
            let found = -1;
            for (let i = 0; i < eg.men; i++) {
              if (i === m || used.has(i) || eg.colours[i] !== side || eg.roles[i] !== r) continue;
              found = i;
              break;
            }
            if (found < 0)
              throw new Error(`internal: cannot map ${c.subgame.name} into ${eg.name}`);
            used.add(found);
            slots.push(2 + found);
          }
        }
      }
      this.captures.push({
        table: c.subgame ? options.subtable(c.subgame) : undefined,
        swap: c.swap,
        map: Int32Array.from(slots),
      });
    }
  }

  run(): { table: Table; report: GenerateReport } {
    const t0 = performance.now();
    this.initialise(0);
    this.initialise(1);
    const t1 = performance.now();
    const rounds = this.retrograde();
    this.finish(0);
    this.finish(1);
    const t2 = performance.now();
    return {
      table: { endgame: this.eg, index: this.index, values: this.val },
      report: { initMs: t1 - t0, retroMs: t2 - t1, rounds },
    };
  }

  // ---------------------------------------------------------------------------------------
  // Initialisation

  private initialise(stm: 0 | 1): void {
    const ix = this.index[stm];
    const val = this.val[stm];
    const cursor = new EntryCursor(ix);
    const sq = cursor.sq;
    for (let kp = 0; kp < KING_PAIRS; kp++) {
      const diagonal = DIAGONAL_PAIR[kp] === 1;
      for (let ok = cursor.start(kp); ok; ok = cursor.next()) {
        const i = cursor.index;
        if (!cursor.distinct) val[i] = BROKEN_BYTE;
        else if (diagonal && ix.twinIndex(kp, sq) < i) val[i] = SECONDARY;
        else this.analyse(stm, i, sq);
      }
      if (this.progress && (kp & 15) === 15) {
        this.progress(`init ${stm === 0 ? "wtm" : "btm"}`, kp + 1, KING_PAIRS);
      }
    }
  }

  /** Attack set of a `role` on `s` through the given occupancy, into `this.att`. */
  private attacks(role: number, s: number, occLo: number, occHi: number): void {
    const att = this.att;
    switch (role) {
      case KNIGHT:
        att[0] = knightAttacksLo(s);
        att[1] = knightAttacksHi(s);
        return;
      case BISHOP:
        bishopAttacksInto(s, occLo, occHi, att, 0);
        return;
      case ROOK:
        rookAttacksInto(s, occLo, occHi, att, 0);
        return;
      case QUEEN:
        queenAttacksInto(s, occLo, occHi, att, 0);
        return;
      default:
        att[0] = kingAttacksLo(s);
        att[1] = kingAttacksHi(s);
    }
  }

  /**
   * Initialises entry `i` of table `x` (squares `sq`, men on distinct squares): marks it broken
   * when the king of the side not to move is in check, else counts the side to move's moves and
   * scores its captures.
   */
  private analyse(x: 0 | 1, i: number, sq: Int32Array): void {
    const n = this.n;
    const role = this.role;
    const colour = this.colour;
    const val = this.val[x];
    const y = 1 - x;
    const king = sq[x]!;
    const enemyKing = sq[y]!;
    let occLo = 0;
    let occHi = 0;
    let ownLo = 0;
    let ownHi = 0;
    for (let s = 0; s < n; s++) {
      const p = sq[s]!;
      if (colour[s] === x) {
        if (p < 32) ownLo |= 1 << p;
        else ownHi |= 1 << (p - 32);
      } else if (p < 32) occLo |= 1 << p;
      else occHi |= 1 << (p - 32);
    }
    const enemyLo = occLo;
    const enemyHi = occHi;
    occLo |= ownLo;
    occHi |= ownHi;
    for (let s = 2; s < n; s++) {
      if (colour[s] === x && manAttacks(role[s]!, sq[s]!, enemyKing, occLo, occHi)) {
        val[i] = BROKEN_BYTE;
        return;
      }
    }
    const kingLo = king < 32 ? 1 << king : 0;
    const kingHi = king < 32 ? 0 : 1 << (king - 32);
    // Squares the opponent attacks, seen through our king (it may not step back along a line);
    // the squares a man may move to when in check (capture the checker or block); pinned men.
    let aLo = kingAttacksLo(enemyKing);
    let aHi = kingAttacksHi(enemyKing);
    let checkers = 0;
    let evasionLo = -1;
    let evasionHi = -1;
    let pinnedLo = 0;
    let pinnedHi = 0;
    for (let s = 2; s < n; s++) {
      if (colour[s] !== y) continue;
      const r = role[s]!;
      const p = sq[s]!;
      this.attacks(r, p, occLo & ~kingLo, occHi & ~kingHi);
      aLo |= this.att[0]!;
      aHi |= this.att[1]!;
      if (r === KNIGHT) {
        if ((((p < 32 ? knightAttacksLo(king) : knightAttacksHi(king)) >>> p) & 1) !== 0) {
          checkers++;
          evasionLo = p < 32 ? 1 << p : 0;
          evasionHi = p < 32 ? 0 : 1 << (p - 32);
        }
        continue;
      }
      const high = king >= 32;
      const diagonal = (((high ? bishopRaysHi(p) : bishopRaysLo(p)) >>> king) & 1) !== 0;
      const straight = (((high ? rookRaysHi(p) : rookRaysLo(p)) >>> king) & 1) !== 0;
      if (!(r === BISHOP ? diagonal : r === ROOK ? straight : diagonal || straight)) continue;
      const lineLo = betweenLo(p, king);
      const lineHi = betweenHi(p, king);
      const bLo = lineLo & occLo;
      const bHi = lineHi & occHi;
      if ((bLo | bHi) === 0) {
        checkers++;
        evasionLo = lineLo | (p < 32 ? 1 << p : 0);
        evasionHi = lineHi | (p < 32 ? 0 : 1 << (p - 32));
      } else if (popcount32(bLo) + popcount32(bHi) === 1 && ((bLo & ownLo) | (bHi & ownHi)) !== 0) {
        pinnedLo |= bLo;
        pinnedHi |= bHi;
      }
    }

    // King moves: quiet ones counted at once, captures scored one by one.
    let tLo = kingAttacksLo(king) & ~aLo & ~ownLo;
    let tHi = kingAttacksHi(king) & ~aHi & ~ownHi;
    let quiet = popcount32(tLo & ~enemyLo) + popcount32(tHi & ~enemyHi);
    this.bestWin = 0;
    this.losses = 0;
    this.drawCapture = false;
    let cLo = tLo & enemyLo;
    let cHi = tHi & enemyHi;
    while ((cLo | cHi) !== 0) {
      let t: number;
      if (cLo !== 0) {
        t = 31 - Math.clz32(cLo & -cLo);
        cLo &= cLo - 1;
      } else {
        t = 63 - Math.clz32(cHi & -cHi);
        cHi &= cHi - 1;
      }
      sq[x] = t;
      this.scoreCapture(x, x, t, sq);
      sq[x] = king;
    }

    // Moves of the other men: into the evasion squares when in check, along the pin line when
    // pinned (the line through the king and the man).
    if (checkers < 2) {
      for (let s = 2; s < n; s++) {
        if (colour[s] !== x) continue;
        const from = sq[s]!;
        this.attacks(role[s]!, from, occLo, occHi);
        tLo = this.att[0]! & ~ownLo & evasionLo;
        tHi = this.att[1]! & ~ownHi & evasionHi;
        if (((from < 32 ? pinnedLo >>> from : pinnedHi >>> (from - 32)) & 1) !== 0) {
          tLo &= rayLo(king, from);
          tHi &= rayHi(king, from);
        }
        quiet += popcount32(tLo & ~enemyLo) + popcount32(tHi & ~enemyHi);
        tLo &= enemyLo;
        tHi &= enemyHi;
        while ((tLo | tHi) !== 0) {
          let t: number;
          if (tLo !== 0) {
            t = 31 - Math.clz32(tLo & -tLo);
            tLo &= tLo - 1;
          } else {
            t = 63 - Math.clz32(tHi & -tHi);
            tHi &= tHi - 1;
          }
          sq[s] = t;
          this.scoreCapture(x, s, t, sq);
          sq[s] = from;
        }
      }
    }

    const bestWin = this.bestWin;
    const losses = this.losses;
    const drawCapture = this.drawCapture;
    if (quiet === 0 && losses === 0 && bestWin === 0 && !drawCapture) {
      if (checkers > 0) {
        val[i] = lossIn(0);
        this.loss[x].push(0, i);
      }
      return; // stalemate stays undecided: a draw
    }
    if (bestWin > 0) {
      val[i] = winIn(bestWin);
      this.win[x].push(bestWin, i);
      return;
    }
    this.cnt[x][i] = 2 * (quiet + losses) + (drawCapture ? CANNOT_LOSE : 0);
    if (!drawCapture) for (let j = 0; j < losses; j++) this.pending[x].push(this.lossDepths[j]!, i);
  }

  /** Scores a capture by side `x` (see {@link captureValue}) into the per-position summary. */
  private scoreCapture(x: number, mover: number, to: number, sq: Int32Array): void {
    const v = this.captureValue(x, mover, to, sq);
    if (isLoss(v)) {
      const w = v - 0x80 + 1;
      if (this.bestWin === 0 || w < this.bestWin) this.bestWin = w;
    } else if (isWin(v)) this.lossDepths[this.losses++] = v;
    else this.drawCapture = true;
  }

  /**
   * The value, for the opponent to move, of the subgame position reached when side `x`'s piece
   * in slot `mover` has captured the man on `to` (`this.sq` already shows the mover on `to`).
   */
  private captureValue(x: number, mover: number, to: number, sq: Int32Array): number {
    let captured = -1;
    for (let s = 2; s < this.n; s++) {
      if (s !== mover && sq[s] === to && this.colour[s] !== x) captured = s;
    }
    const target = this.captures[captured - 2]!;
    const table = target.table;
    if (!table) return DRAW_BYTE;
    const sub = this.subSq;
    const map = target.map;
    for (let u = 0; u < map.length; u++) sub[u] = sq[map[u]!]!;
    const subStm = target.swap ? x : 1 - x;
    const ix = table.index[subStm];
    const e = ix.encode(sub);
    const v = e >= 0 && e < ix.size ? table.values[subStm][e]! : BROKEN_BYTE;
    if (v === BROKEN_BYTE)
      throw new Error(
        `internal: capture in ${this.eg.name} reaches a broken ${table.endgame.name} entry`,
      );
    return v;
  }

  // ---------------------------------------------------------------------------------------
  // Retrograde rounds

  private retrograde(): number {
    let round = 0;
    for (let n = 1; ; n++) {
      let more = false;
      for (const x of [0, 1] as const) {
        if (
          this.loss[x].maxDepth >= n - 1 ||
          this.win[x].maxDepth >= n ||
          this.pending[x].maxDepth >= n
        ) {
          more = true;
        }
      }
      if (!more) break;
      round = n;
      // (a) Predecessors of positions lost in n - 1 win in n.
      for (const x of [0, 1] as const) {
        const list = this.loss[x].at(n - 1);
        list.sort();
        for (let j = 0; j < list.length; j++) this.markWins(x, list.data[j]!, n);
        this.loss[x].free(n - 1);
      }
      // (b) Moves into positions won in n are refuted; a position with none left is lost in n.
      for (const x of [0, 1] as const) {
        const list = this.win[x].at(n);
        list.sort();
        const val = this.val[x];
        for (let j = 0; j < list.length; j++) {
          const e = list.data[j]!;
          if (val[e] === winIn(n)) this.refute(x, e, n);
        }
        this.win[x].free(n);
      }
      for (const x of [0, 1] as const) {
        const list = this.pending[x].at(n);
        const val = this.val[x];
        const cnt = this.cnt[x];
        for (let j = 0; j < list.length; j++) {
          const e = list.data[j]!;
          if (val[e] !== UNDECIDED) continue;
          const c = cnt[e]! - 2;
          if (c < 0) throw new Error(`internal: move counter underflow in ${this.eg.name}`);
          cnt[e] = c;
          if (c === 0) {
            val[e] = lossIn(n);
            this.loss[x].push(n, e);
          }
        }
        this.pending[x].free(n);
      }
      if (this.progress) this.progress("retrograde", n, 0);
    }
    return round;
  }

  /**
   * Un-move generation: fills `this.preds` with the primary entries of the other table from
   * which a move of its side to move leads to entry `e` of table `x` (whose squares are left in
   * `this.sq`), each as `2 * entry + (1 if that entry is its own mirror image)`. Returns how many
   * there are. Illegal predecessors are left out (their entry is broken or has no index).
   */
  private predecessors(x: 0 | 1, e: number): number {
    const sq = this.sq;
    const own = this.index[x];
    const kp = own.kingPairOf(e);
    if (!own.decodeIn(kp, e - own.kingPairBase[kp]!, sq)) {
      throw new Error("internal: decided entry is broken");
    }
    this.eventKingPair = kp;
    const y = (1 - x) as 0 | 1;
    const ix = this.index[y];
    const val = this.val[y];
    const preds = this.preds;
    let count = 0;
    let occLo = 0;
    let occHi = 0;
    for (let s = 0; s < this.n; s++) {
      const p = sq[s]!;
      if (p < 32) occLo |= 1 << p;
      else occHi |= 1 << (p - 32);
    }
    ix.setBase(sq);
    const enemyKing = sq[x]!;
    for (let s = 0; s < this.n; s++) {
      if (this.colour[s] !== y) continue;
      const from = sq[s]!;
      const role = this.role[s]!;
      // A king cannot come from next to the other king: those squares are left out at once.
      // (Men coming from a checking square give an unindexable or broken entry, skipped below.)
      let checkLo = 0;
      let checkHi = 0;
      if (role === KING) {
        checkLo = kingAttacksLo(enemyKing);
        checkHi = kingAttacksHi(enemyKing);
      }
      this.attacks(role, from, occLo, occHi);
      let bLo = this.att[0]! & ~occLo & ~checkLo;
      let bHi = this.att[1]! & ~occHi & ~checkHi;
      while ((bLo | bHi) !== 0) {
        let to: number;
        if (bLo !== 0) {
          to = 31 - Math.clz32(bLo & -bLo);
          bLo &= bLo - 1;
        } else {
          to = 63 - Math.clz32(bHi & -bHi);
          bHi &= bHi - 1;
        }
        let p: number;
        p = s === y ? ix.encodeKingMoved(sq, to) : ix.encodeMoved(sq, s, to);
        if (p < 0 || val[p] === BROKEN_BYTE) continue;
        preds[count++] = 2 * p + (ix.symmetric ? 1 : 0);
      }
    }
    return count;
  }

  /** Round `n`, step (a): every predecessor of entry `e` of table `x` (lost in n - 1) wins in n. */
  private markWins(x: 0 | 1, e: number, n: number): void {
    const count = this.predecessors(x, e);
    const y = (1 - x) as 0 | 1;
    const val = this.val[y];
    const code = winIn(n);
    for (let j = 0; j < count; j++) {
      const p = this.preds[j]! >>> 1;
      const v = val[p]!;
      if (v === UNDECIDED || (isWin(v) && v > code)) {
        val[p] = code;
        this.win[y].push(n, p);
      } else if (!isWin(v)) {
        throw new Error(`internal: ${this.eg.name} predecessor of a lost position is not a win`);
      }
    }
  }

  /**
   * Round `n`, step (b): takes the move into entry `e` of table `x` (won in `n`) off each
   * predecessor's counter; a predecessor with no move left is lost in `n`.
   */
  private refute(x: 0 | 1, e: number, n: number): void {
    const count = this.predecessors(x, e);
    const kp = this.eventKingPair;
    // Halve the weights when `e` is its own mirror image (|Stab(e)| = 2).
    const shift = DIAGONAL_PAIR[kp] === 1 && this.index[x].twinIndex(kp, this.sq) === e ? 1 : 0;
    const y = (1 - x) as 0 | 1;
    const val = this.val[y];
    const cnt = this.cnt[y];
    for (let j = 0; j < count; j++) {
      const packed = this.preds[j]!;
      const p = packed >>> 1;
      const v = val[p]!;
      if (isWin(v)) continue;
      if (v !== UNDECIDED) throw new Error(`internal: ${this.eg.name} predecessor already lost`);
      const c = cnt[p]! - (((packed & 1) === 1 ? 4 : 2) >> shift);
      if (c < 0) throw new Error(`internal: move counter underflow in ${this.eg.name}`);
      cnt[p] = c;
      if (c === 0) {
        val[p] = lossIn(n);
        this.loss[y].push(n, p);
      }
    }
  }

  /** Copies each primary to its mirror twin. */
  private finish(stm: 0 | 1): void {
    const ix = this.index[stm];
    const val = this.val[stm];
    const sq = this.sq;
    for (let kp = 0; kp < KING_PAIRS; kp++) {
      if (DIAGONAL_PAIR[kp] === 0) continue;
      const start = ix.kingPairBase[kp]!;
      const end = Math.min(ix.kingPairBase[kp + 1]!, ix.size);
      for (let i = start; i < end; i++) {
        if (val[i] !== SECONDARY) continue;
        ix.decodeIn(kp, i - start, sq);
        const twin = ix.twinIndex(kp, sq);
        const v = val[twin]!;
        if (v === SECONDARY) throw new Error("internal: twin of a secondary entry is secondary");
        val[i] = v;
      }
    }
  }
}
