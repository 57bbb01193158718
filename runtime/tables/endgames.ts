/**
 * The endgames our tables cover, and how a material balance maps onto one of them.
 *
 * An endgame is named strong side first, as in Nalimov's tables and the paper's Table 8: the
 * side with more men, and between equal numbers the one with the higher pieces (Q > R > B > N).
 * Inside a table the strong side is always **white** and the weak side **black**; a position in
 * which black holds the strong material is probed with the colours swapped.
 *
 * Every table holds pawnless positions with at most three men besides the kings. The men of an
 * endgame are listed in a fixed order, which is also the order of squares in the piece-square
 * arrays used by the index and the generator: strong men first, then weak men, each side's men
 * in the order Q, R, B, N.
 *
 * @packageDocumentation
 */

import { BISHOP, KNIGHT, QUEEN, ROOK } from "../pieces.ts";

const ROLE_LETTERS = "  NBRQ";

/** The order men are placed in within a side (Nalimov: Q-R-B-N). */
const ROLE_RANK: Record<number, number> = { [QUEEN]: 0, [ROOK]: 1, [BISHOP]: 2, [KNIGHT]: 3 };

/** One endgame: the men besides the two kings. */
export interface Endgame {
  /** The name, strong side first: `"KNNKB"`. */
  readonly name: string;
  /** Roles of the strong side's men (white in the table), in Q-R-B-N order. */
  readonly strong: readonly number[];
  /** Roles of the weak side's men (black in the table), in Q-R-B-N order. */
  readonly weak: readonly number[];
  /** Number of men besides the kings. */
  readonly men: number;
  /** Role of each man in piece-square order (strong men, then weak men). */
  readonly roles: readonly number[];
  /** Colour of each man in piece-square order: 0 white (strong), 1 black (weak). */
  readonly colours: readonly number[];
}

/** The endgames patc builds tables for, subgames before the endgames that capture into them. */
export const TABLE_NAMES = [
  "KBK",
  "KNK",
  "KNNK",
  "KBNK",
  "KBKN",
  "KNKN",
  "KNNKB",
  "KNNKN",
] as const;

/** The name of one of the supported endgames. */
export type TableName = (typeof TABLE_NAMES)[number];

function sortRoles(roles: number[]): number[] {
  return roles.sort((a, b) => ROLE_RANK[a]! - ROLE_RANK[b]!);
}

/** The letters of a side's men in Q-R-B-N order, after the king: `[KNIGHT, KNIGHT]` → `"KNN"`. */
export function sideName(roles: readonly number[]): string {
  return (
    "K" +
    sortRoles([...roles])
      .map((r) => ROLE_LETTERS[r]!)
      .join("")
  );
}

/**
 * Whether side `a` is stronger than side `b` in the naming order: more men first, then the
 * higher pieces (compared man by man in Q-R-B-N order). Equal sides are not stronger.
 */
export function isStronger(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return a.length > b.length;
  const sa = sortRoles([...a]);
  const sb = sortRoles([...b]);
  for (let i = 0; i < sa.length; i++) {
    if (sa[i] !== sb[i]) return ROLE_RANK[sa[i]!]! < ROLE_RANK[sb[i]!]!;
  }
  return false;
}

function makeEndgame(strong: number[], weak: number[]): Endgame {
  const s = sortRoles([...strong]);
  const w = sortRoles([...weak]);
  return {
    name: sideName(s) + sideName(w),
    strong: s,
    weak: w,
    men: s.length + w.length,
    roles: [...s, ...w],
    colours: [...s.map(() => 0), ...w.map(() => 1)],
  };
}

/**
 * Parses an endgame name such as `"KBNK"` or `"knnkb"`. Returns the endgame with the strong side
 * first whichever way round it was written, or `undefined` when the name is not a pawnless
 * endgame of two kings and at most three other men.
 */
export function parseEndgame(name: string): Endgame | undefined {
  const upper = name.toUpperCase();
  const m = /^K([QRBN]*)K([QRBN]*)$/.exec(upper);
  if (!m) return undefined;
  const a = [...m[1]!].map((c) => ROLE_LETTERS.indexOf(c));
  const b = [...m[2]!].map((c) => ROLE_LETTERS.indexOf(c));
  if (a.length + b.length > 3) return undefined;
  return isStronger(b, a) ? makeEndgame(b, a) : makeEndgame(a, b);
}

/** The endgame for a material balance given as the roles of each side's men. */
export function endgameOf(white: readonly number[], black: readonly number[]): Endgame {
  return isStronger(black, white)
    ? makeEndgame([...black], [...white])
    : makeEndgame([...white], [...black]);
}

/** The endgame named `name`; throws when it is not one patc builds. */
export function endgame(name: TableName): Endgame {
  return parseEndgame(name)!;
}

/** Whether `name` (already normalised by {@link parseEndgame}) is one of {@link TABLE_NAMES}. */
export function isTableName(name: string): name is TableName {
  return (TABLE_NAMES as readonly string[]).includes(name);
}

/**
 * A capture that leaves the endgame: which subgame it lands in and how the colours map.
 * `swap` is true when the capturing side's material makes the other colour strong in the
 * subgame (for instance the weak side of KNNKB taking a knight lands in KBKN with the bishop
 * side, black here, as the subgame's white).
 */
export interface Conversion {
  /** Index of the captured man in the endgame's piece-square order. */
  readonly captured: number;
  /** The endgame after the capture, or `undefined` for bare kings (always a draw). */
  readonly subgame: Endgame | undefined;
  /** Whether the colours swap between this endgame and the subgame. */
  readonly swap: boolean;
}

/** The conversion for capturing man `captured` of `eg`. */
export function conversion(eg: Endgame, captured: number): Conversion {
  const white: number[] = [];
  const black: number[] = [];
  for (let i = 0; i < eg.men; i++) {
    if (i === captured) continue;
    (eg.colours[i] === 0 ? white : black).push(eg.roles[i]!);
  }
  if (white.length + black.length === 0) return { captured, subgame: undefined, swap: false };
  const swap = isStronger(black, white);
  return { captured, subgame: endgameOf(white, black), swap };
}

/** The endgames a capture in `eg` can lead to (bare kings excluded), without repeats. */
export function subgames(eg: Endgame): Endgame[] {
  const seen = new Map<string, Endgame>();
  for (let i = 0; i < eg.men; i++) {
    const c = conversion(eg, i);
    if (c.subgame && !seen.has(c.subgame.name)) seen.set(c.subgame.name, c.subgame);
  }
  return [...seen.values()];
}
