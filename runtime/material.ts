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
 * @packageDocumentation
 */

import {
  BISHOP,
  BLACK,
  type Colour,
  KING,
  KNIGHT,
  makePiece,
  QUEEN,
  ROOK,
  WHITE,
} from "./pieces.ts";
import type { Position } from "./position.ts";
import { popcount } from "./squareSet.ts";

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
