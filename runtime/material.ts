/**
 * Material signatures: the pieces on the board as a short string such as `KBNK`, for keying
 * endgame knowledge by material the way Stockfish's endgame registry does.
 *
 * - A **side** is written `K` followed by its other pieces in the fixed order Q, R, B, N,
 *   e.g. `KBN`.
 * - A **signature** is white's side followed by black's: white K+B+N against a lone black king
 *   is `KBNK`; the same material with colours swapped is `KKBN`.
 * - The **strong-side-first signature** puts the stronger side first whichever colour it is, so
 *   one registry entry (`KBNK`) serves both `KBNK` and `KKBN`. The stronger side has the greater
 *   total value (Q 9, R 5, B 3, N 3); equal totals go to the side with more queens, then rooks,
 *   then bishops, then knights; identical sides go to white.
 *
 * The **material key** is the same information as a number, for code that looks material up at
 * every search node: {@link materialKey} packs the count of each non-king piece code into a nibble
 * (white N, B, R, Q in nibbles 0..3, black N, B, R, Q in nibbles 4..7). It is computed from the
 * piece sets with popcounts rather than maintained by `Position.make`, because a search needs it
 * only after captures (quiet moves never change it) and sixteen 32-bit popcounts are cheap next to
 * the move generation that happens at the same node; keeping it out of `Position` also keeps
 * `make`/`unmake` as lean as perft needs them. Counts saturate at 15, which only matters for
 * composed positions with fifteen or more like pieces of one colour; registries refuse such
 * signatures, so a saturated key never finds an entry.
 *
 * @packageDocumentation
 */

import {
  BISHOP,
  BLACK,
  type Colour,
  KING,
  KNIGHT,
  makePiece,
  type Piece,
  QUEEN,
  roleOfLetter,
  ROOK,
  WHITE,
} from "./pieces.ts";
import type { Position } from "./position.ts";
import { popcount, popcount32 } from "./squareSet.ts";

/** Roles other than the king, in signature order, with their letters and values. */
const ORDER = [
  { role: QUEEN, letter: "Q", value: 9 },
  { role: ROOK, letter: "R", value: 5 },
  { role: BISHOP, letter: "B", value: 3 },
  { role: KNIGHT, letter: "N", value: 3 },
] as const;

/**
 * Compares the two sides of `pos` by the rules above without building strings: positive when
 * white is stronger, negative when black is, 0 when both have the same pieces. Allocation-free.
 */
export function compareMaterial(pos: Position): number {
  const pieces = pos.pieces;
  const count = (piece: number) => popcount(pieces[piece * 2]!, pieces[piece * 2 + 1]!);
  let byValue = 0;
  for (const { role, value } of ORDER) {
    byValue += value * (count(makePiece(WHITE, role)) - count(makePiece(BLACK, role)));
  }
  if (byValue !== 0) return byValue;
  for (const { role } of ORDER) {
    const byCount = count(makePiece(WHITE, role)) - count(makePiece(BLACK, role));
    if (byCount !== 0) return byCount;
  }
  return 0;
}

/** A side's pieces as a signature part, e.g. `"KBN"`. */
export function sideSignature(pos: Position, colour: Colour): string {
  const king = makePiece(colour, KING);
  let side = "K".repeat(popcount(pos.pieces[king * 2]!, pos.pieces[king * 2 + 1]!));
  for (const { role, letter } of ORDER) {
    const piece = makePiece(colour, role);
    side += letter.repeat(popcount(pos.pieces[piece * 2]!, pos.pieces[piece * 2 + 1]!));
  }
  return side;
}

/** The material signature of `pos`, white's side first, e.g. `"KBNK"`. */
export function materialSignature(pos: Position): string {
  return sideSignature(pos, WHITE) + sideSignature(pos, BLACK);
}

/** How many times `letter` occurs in `side`. */
function count(side: string, letter: string): number {
  return side.split(letter).length - 1;
}

function sideValue(side: string): number {
  let value = 0;
  for (const { letter, value: v } of ORDER) value += v * count(side, letter);
  return value;
}

/**
 * Compares two sides (`"KBN"`, `"KR"`): positive when `a` is stronger, negative when `b` is,
 * 0 only when they are identical. Used to pick the strong side of a signature.
 */
export function compareSides(a: string, b: string): number {
  const byValue = sideValue(a) - sideValue(b);
  if (byValue !== 0) return byValue;
  for (const { letter } of ORDER) {
    const byCount = count(a, letter) - count(b, letter);
    if (byCount !== 0) return byCount;
  }
  return 0;
}

/** How the material of a position or signature splits into a strong and a weak side. */
export interface MaterialSides {
  /** The signature with white's side first, e.g. `"KKBN"`. */
  readonly signature: string;
  /** The colour of the strong side (white when the sides are identical). */
  readonly strong: Colour;
  /** The signature with the strong side first, e.g. `"KBNK"`. */
  readonly strongSignature: string;
  /** Whether both sides have the same pieces (e.g. `KNKN`), so either could be "strong". */
  readonly symmetric: boolean;
}

function sides(white: string, black: string): MaterialSides {
  const order = compareSides(white, black);
  const strong: Colour = order >= 0 ? WHITE : BLACK;
  return {
    signature: white + black,
    strong,
    strongSignature: strong === WHITE ? white + black : black + white,
    symmetric: order === 0,
  };
}

/** The material of `pos`, split into strong and weak side. */
export function materialSides(pos: Position): MaterialSides {
  return sides(sideSignature(pos, WHITE), sideSignature(pos, BLACK));
}

/** The colour of the strong side of `pos` (see the rules above). */
export function strongSide(pos: Position): Colour {
  return materialSides(pos).strong;
}

/** The signature of `pos` with the strong side first, e.g. `"KBNK"` for black K+B+N vs K. */
export function strongSideSignature(pos: Position): string {
  return materialSides(pos).strongSignature;
}

const SIGNATURE = /^(K[QRBN]*)(K[QRBN]*)$/;

/**
 * Reads a signature such as `"KKBN"` (white's side first). Pieces within a side may come in any
 * order and are put into canonical order. Returns `undefined` when the text is not a signature.
 */
export function parseSignature(text: string): MaterialSides | undefined {
  const match = SIGNATURE.exec(text);
  if (!match) return undefined;
  const canonical = (side: string): string =>
    "K" + ORDER.map(({ letter }) => letter.repeat(count(side, letter))).join("");
  return sides(canonical(match[1]!), canonical(match[2]!));
}

/**
 * Every signature reachable from `signature` by captures, the signature itself included: each
 * side keeps its king and any subset of its other pieces. In first-seen order, without
 * duplicates. Throws on a malformed signature.
 */
export function subSignatures(signature: string): string[] {
  const parsed = parseSignature(signature);
  if (!parsed) throw new Error(`not a material signature: '${signature}'`);
  const match = SIGNATURE.exec(parsed.signature)!;
  const subsets = (side: string): string[] => {
    let result = ["K"];
    for (const letter of side.slice(1)) result = [...result, ...result.map((s) => s + letter)];
    return result;
  };
  const seen = new Set<string>();
  for (const white of subsets(match[1]!)) {
    for (const black of subsets(match[2]!)) seen.add(parseSignature(white + black)!.signature);
  }
  return [...seen];
}

/** The most pieces of one code a material key can count; more saturate at this value. */
export const MATERIAL_KEY_MAX_COUNT = 15;

/**
 * The nibble of each piece code in a material key, times 4 (`-1` for kings, empty squares and
 * pawns, which the key does not count). Indexed by piece code.
 */
const KEY_SHIFT = new Int8Array(16).fill(-1);
for (const colour of [WHITE, BLACK] as const) {
  for (const [i, role] of [KNIGHT, BISHOP, ROOK, QUEEN].entries()) {
    KEY_SHIFT[makePiece(colour, role)] = (colour * 4 + i) * 4;
  }
}

/**
 * The material key of `pos`: the number of white knights, bishops, rooks and queens and of black
 * knights, bishops, rooks and queens, one nibble each from the lowest (an int32; black queens in
 * the top nibble can make it negative). Two positions have the same key exactly when they have
 * the same material, unless a count exceeds {@link MATERIAL_KEY_MAX_COUNT}. Allocation-free, for
 * use at every search node; `KNNKB` with white strong is `0x00100002`.
 */
export function materialKey(pos: Position): number {
  const p = pos.pieces;
  // Piece code c has its sets at p[2c], p[2c + 1]: white N B R Q are codes 2..5, black 10..13.
  return (
    nibble(popcount32(p[4]!) + popcount32(p[5]!)) |
    (nibble(popcount32(p[6]!) + popcount32(p[7]!)) << 4) |
    (nibble(popcount32(p[8]!) + popcount32(p[9]!)) << 8) |
    (nibble(popcount32(p[10]!) + popcount32(p[11]!)) << 12) |
    (nibble(popcount32(p[20]!) + popcount32(p[21]!)) << 16) |
    (nibble(popcount32(p[22]!) + popcount32(p[23]!)) << 20) |
    (nibble(popcount32(p[24]!) + popcount32(p[25]!)) << 24) |
    (nibble(popcount32(p[26]!) + popcount32(p[27]!)) << 28)
  );
}

function nibble(count: number): number {
  return count > MATERIAL_KEY_MAX_COUNT ? MATERIAL_KEY_MAX_COUNT : count;
}

/**
 * What one piece of code `piece` adds to a material key (0 for kings and empty squares), so that
 * code which knows a capture can update a key without recounting: `key - materialKeyUnit(taken)`
 * (exact unless a count was saturated).
 */
export function materialKeyUnit(piece: Piece): number {
  const shift = KEY_SHIFT[piece & 15]!;
  return shift < 0 ? 0 : 1 << shift;
}

/** The material key with the colours swapped: white's nibbles become black's and back. */
export function swapMaterialKeyColours(key: number): number {
  return (key >>> 16) | (key << 16);
}

/**
 * The material key of a signature such as `"KNNKB"` (white's side first). Throws on a malformed
 * signature or one with more than {@link MATERIAL_KEY_MAX_COUNT} like pieces.
 */
export function materialKeyOfSignature(signature: string): number {
  const parsed = parseSignature(signature);
  if (!parsed) throw new Error(`not a material signature: '${signature}'`);
  const black = parsed.signature.indexOf("K", 1);
  let key = 0;
  for (let i = 0; i < parsed.signature.length; i++) {
    const letter = parsed.signature[i]!;
    if (letter === "K") continue;
    const piece = makePiece(i < black ? WHITE : BLACK, roleOfLetter(letter));
    const shift = KEY_SHIFT[piece]!;
    if (((key >>> shift) & 15) === MATERIAL_KEY_MAX_COUNT) {
      throw new Error(`'${signature}' has more like pieces than a material key can count`);
    }
    key += 1 << shift;
  }
  return key | 0;
}
