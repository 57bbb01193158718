/**
 * Probing the tables with a {@link Position}: the result for the side to move and its distance
 * to mate.
 *
 * The material decides the table and its orientation: the strong side is the table's white, so
 * a position where black holds the strong material is probed with the colours exchanged (men
 * change colour, the other side is to move; no mirroring is needed, as the index canonicalises
 * under every board symmetry anyway). The position is then canonicalised and indexed as in
 * `nalimovIndex.ts`.
 *
 * {@link TableProber.probeCode} is the raw form for searches: it returns a packed verdict
 * (`runtime/verdict.ts`: `WIN` or `LOSS` with the distance in moves, or `DRAW`), or `-1` when
 * the position is not a legal position of an endgame patc has tables for. Once the endgame's
 * table is in memory it allocates nothing. The first probe of an endgame loads its table, and
 * builds it first when it is missing (reported through the store's `log`), so a search can
 * preload with {@link TableProber.preload} to keep that cost out of timed code.
 *
 * {@link probe} and {@link probeCode} use a shared prober on the default table directory
 * (`store.ts`), which builds missing tables and says so on stderr.
 *
 * @packageDocumentation
 */

import { BISHOP, KNIGHT, PAWN, QUEEN, ROOK } from "../pieces.ts";
import type { Position } from "../position.ts";
import { popcount32 } from "../squareSet.ts";
import { DRAW, LOSS, makeVerdict, WIN } from "../verdict.ts";
import { endgameOf, isTableName, parseEndgame, type Endgame } from "./endgames.ts";
import { TableStore } from "./store.ts";
import type { TableIndex } from "./nalimovIndex.ts";
import type { Table } from "./table.ts";
import { BROKEN_BYTE, depthOf, isLoss, isWin } from "./values.ts";

/** The outcome of a probe, for the side to move. */
export interface ProbeResult {
  /** `"win"`, `"draw"` or `"loss"` for the side to move. */
  readonly result: "win" | "draw" | "loss";
  /** Moves to mate (the winner's moves, the mating move included); 0 for a draw or when mated. */
  readonly dtm: number;
}

/** Table byte → packed verdict; -1 for broken entries. */
const BYTE_VERDICT = new Int32Array(256);
for (let v = 0; v < 256; v++) {
  BYTE_VERDICT[v] =
    v === BROKEN_BYTE
      ? -1
      : isWin(v)
        ? makeVerdict(WIN, depthOf(v))
        : isLoss(v)
          ? makeVerdict(LOSS, depthOf(v))
          : makeVerdict(DRAW);
}

/** Roles of men, in material-key digit order (role - KNIGHT). */
const KEY_ROLES = [KNIGHT, BISHOP, ROOK, QUEEN] as const;

/** One material balance the prober has seen: which table, how the colours map. */
interface Slot {
  readonly table: Table;
  /** The table's index and values, white to move then black to move. */
  readonly white: TableIndex;
  readonly black: TableIndex;
  readonly whiteValues: Uint8Array;
  readonly blackValues: Uint8Array;
  /** Whether black holds the table's white (strong) material. */
  readonly swap: number;
  /** Piece code to read for each man of the table, in the table's order. */
  readonly codes: Int8Array;
  /** For each man, how many like men come before it (its rank among the set bits). */
  readonly skip: Int8Array;
}

/** Probes positions against tables from a {@link TableStore}. */
export class TableProber {
  readonly store: TableStore;
  /** Material key → slot number + 1 (0: not seen yet); -1: no table for this material. */
  private readonly slotOfKey = new Int16Array(1 << 16);
  private readonly slots: Slot[] = [];
  private readonly squares = new Int32Array(5);

  constructor(store: TableStore = new TableStore()) {
    this.store = store;
  }

  /** Loads (or builds) the tables of `names` now rather than on first probe. */
  preload(names: Iterable<string>): void {
    for (const name of names) {
      const eg = parseEndgame(name);
      if (eg && isTableName(eg.name)) this.store.ensure(eg);
    }
  }

  /**
   * The packed verdict (`runtime/verdict.ts`) of `pos` for the side to move, or -1 when `pos` is
   * not a legal position of a table patc builds. Allocation-free once the table is loaded.
   */
  probeCode(pos: Position): number {
    const pieces = pos.pieces;
    // Material key: two bits per colour and role (N, B, R, Q), white in the low byte. At most
    // three men, no pawns.
    const men = popcount32(pos.occupied[0]!) + popcount32(pos.occupied[1]!) - 2;
    if (men < 1 || men > 3) return -1;
    if (
      (pieces[PAWN * 2]! |
        pieces[PAWN * 2 + 1]! |
        pieces[(8 | PAWN) * 2]! |
        pieces[(8 | PAWN) * 2 + 1]!) !==
      0
    ) {
      return -1;
    }
    let key = 0;
    for (let code = KNIGHT; code <= QUEEN; code++) {
      let lo = pieces[code * 2]!;
      let hi = pieces[code * 2 + 1]!;
      if ((lo | hi) !== 0) key |= (popcount32(lo) + popcount32(hi)) << ((code - KNIGHT) * 2);
      lo = pieces[(8 | code) * 2]!;
      hi = pieces[(8 | code) * 2 + 1]!;
      if ((lo | hi) !== 0) key |= (popcount32(lo) + popcount32(hi)) << (8 + (code - KNIGHT) * 2);
    }
    let slotNumber = this.slotOfKey[key]!;
    if (slotNumber === 0) slotNumber = this.addSlot(key);
    if (slotNumber < 0) return -1;
    const slot = this.slots[slotNumber - 1]!;
    const sq = this.squares;
    const swap = slot.swap;
    sq[0] = pos.kings[swap]!;
    sq[1] = pos.kings[swap ^ 1]!;
    const codes = slot.codes;
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i]!;
      let lo = pieces[code * 2]!;
      let hi = pieces[code * 2 + 1]!;
      for (let k = slot.skip[i]!; k > 0; k--) {
        if (lo !== 0) lo &= lo - 1;
        else hi &= hi - 1;
      }
      sq[2 + i] = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
    }
    const stm = pos.turn ^ swap;
    const ix = stm === 0 ? slot.white : slot.black;
    const e = ix.encode(sq);
    if (e < 0 || e >= ix.size) return -1;
    return BYTE_VERDICT[(stm === 0 ? slot.whiteValues : slot.blackValues)[e]!]!;
  }

  /** {@link probeCode} as an object, or `undefined` when there is no table entry. */
  probe(pos: Position): ProbeResult | undefined {
    const code = this.probeCode(pos);
    if (code < 0) return undefined;
    const kind = code & 3;
    const dtm = (code >>> 3) - 1;
    return {
      result: kind === WIN ? "win" : kind === LOSS ? "loss" : "draw",
      dtm: kind === DRAW ? 0 : dtm,
    };
  }

  /** The endgame of `pos`'s material (strong side first) when patc has a table for it. */
  endgameOf(pos: Position): Endgame | undefined {
    const white: number[] = [];
    const black: number[] = [];
    for (const role of KEY_ROLES) {
      for (let colour = 0; colour < 2; colour++) {
        const code = (colour << 3) | role;
        const n = popcount32(pos.pieces[code * 2]!) + popcount32(pos.pieces[code * 2 + 1]!);
        for (let k = 0; k < n; k++) (colour === 0 ? white : black).push(role);
      }
    }
    if (white.length + black.length === 0) return undefined;
    const eg = endgameOf(white, black);
    return isTableName(eg.name) ? eg : undefined;
  }

  /** Registers the material with key `key`; returns its slot number + 1, or -1. */
  private addSlot(key: number): number {
    const white: number[] = [];
    const black: number[] = [];
    for (let colour = 0; colour < 2; colour++) {
      for (let i = 0; i < 4; i++) {
        const n = (key >>> (colour * 8 + i * 2)) & 3;
        for (let k = 0; k < n; k++) (colour === 0 ? white : black).push(KEY_ROLES[i]!);
      }
    }
    const eg = endgameOf(white, black);
    if (!isTableName(eg.name)) {
      this.slotOfKey[key] = -1;
      return -1;
    }
    // Black holds the strong material when white's men are not the endgame's strong men.
    const whiteName = [...white].sort().join(",");
    const swap = whiteName === [...eg.strong].sort().join(",") ? 0 : 1;
    const table = this.store.ensure(eg);
    const codes = new Int8Array(eg.men);
    const skip = new Int8Array(eg.men);
    for (let i = 0; i < eg.men; i++) {
      codes[i] = ((eg.colours[i]! ^ swap) << 3) | eg.roles[i]!;
      for (let j = 0; j < i; j++) if (codes[j] === codes[i]) skip[i]!++;
    }
    this.slots.push({
      table,
      white: table.index[0],
      black: table.index[1],
      whiteValues: table.values[0],
      blackValues: table.values[1],
      swap,
      codes,
      skip,
    });
    this.slotOfKey[key] = this.slots.length;
    return this.slots.length;
  }
}

let shared: TableProber | undefined;

/** The prober behind {@link probe} and {@link probeCode}: default directory, builds missing tables. */
export function defaultProber(): TableProber {
  shared ??= new TableProber(
    new TableStore({ log: (line) => process.stderr.write(`patc: tables: ${line}\n`) }),
  );
  return shared;
}

/** {@link TableProber.probeCode} on the shared default prober. */
export function probeCode(pos: Position): number {
  return defaultProber().probeCode(pos);
}

/** {@link TableProber.probe} on the shared default prober. */
export function probe(pos: Position): ProbeResult | undefined {
  return defaultProber().probe(pos);
}
