/**
 * Legal move generation and attack queries for pawnless positions.
 *
 * Moves are generated legal, not pseudo-legal-then-filtered, because without pawns, castling
 * and en passant the three legality rules are cheap to apply up front:
 *
 * 1. The king may go only to squares the enemy does not attack, computed with the king itself
 *    removed from the board (so a slider's attack continues "through" the square it vacates).
 * 2. In check from one piece, other pieces may only capture the checker or block between it and
 *    the king; in double check only the king moves.
 * 3. A piece pinned to its king by an enemy slider may only move along the pin line, which is the
 *    line through the king and the pinned piece itself (`ray(king, piece)`), so pinners need not be
 *    remembered. A pinned knight cannot move at all.
 *
 * Everything here is allocation-free: square sets live in int32 locals and in a module-private
 * scratch array, and moves are written into the caller's `Int32Array`. Counting
 * (`legalMoveCount`) shares the legality set-up but only popcounts the destination sets, which is
 * what makes bulk-counting perft fast.
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
  rayHi,
  rayLo,
  rookAttacksInto,
  rookRaysHi,
  rookRaysLo,
} from "./attacks.ts";
import { MAX_MOVES, type Move } from "./move.ts";
import { BISHOP, type Colour, KING, KNIGHT, QUEEN, ROOK } from "./pieces.ts";
import type { Position } from "./position.ts";
import { popcount32 } from "./squareSet.ts";
import type { Square } from "./squares.ts";

/** Slider attack sets are written here: `[0]` lo, `[1]` hi. */
const scratch = new Int32Array(2);

/**
 * What `prepareLegality` works out for the side to move. Module-level rather than an object so
 * that nothing is allocated per call; every reader runs straight after it.
 */
let kingDestLo = 0;
let kingDestHi = 0;
/** Where non-king pieces may go: not our own pieces, and (in check) capture or block. */
let targetLo = 0;
let targetHi = 0;
/** Our pieces pinned to our king. */
let pinnedLo = 0;
let pinnedHi = 0;

/**
 * Writes into `out[at]`, `out[at + 1]` every square attacked by `colour`'s pieces when the occupied
 * squares are `occLo`/`occHi` (which may differ from the board, e.g. without the enemy king).
 */
export function attacksWithOccupancy(
  pos: Position,
  colour: Colour,
  occLo: number,
  occHi: number,
  out: Int32Array,
  at: number,
): void {
  const pieces = pos.pieces;
  const base = colour << 4;
  const king = pos.kings[colour]!;
  let lo = 0;
  let hi = 0;
  if (king >= 0) {
    lo = kingAttacksLo(king);
    hi = kingAttacksHi(king);
  }
  let sq: Square;
  for (let b = pieces[base + KNIGHT * 2]!; b !== 0; b &= b - 1) {
    sq = 31 - Math.clz32(b & -b);
    lo |= knightAttacksLo(sq);
    hi |= knightAttacksHi(sq);
  }
  for (let b = pieces[base + KNIGHT * 2 + 1]!; b !== 0; b &= b - 1) {
    sq = 63 - Math.clz32(b & -b);
    lo |= knightAttacksLo(sq);
    hi |= knightAttacksHi(sq);
  }
  for (let b = pieces[base + BISHOP * 2]! | pieces[base + QUEEN * 2]!; b !== 0; b &= b - 1) {
    bishopAttacksInto(31 - Math.clz32(b & -b), occLo, occHi, scratch, 0);
    lo |= scratch[0]!;
    hi |= scratch[1]!;
  }
  for (
    let b = pieces[base + BISHOP * 2 + 1]! | pieces[base + QUEEN * 2 + 1]!;
    b !== 0;
    b &= b - 1
  ) {
    bishopAttacksInto(63 - Math.clz32(b & -b), occLo, occHi, scratch, 0);
    lo |= scratch[0]!;
    hi |= scratch[1]!;
  }
  for (let b = pieces[base + ROOK * 2]! | pieces[base + QUEEN * 2]!; b !== 0; b &= b - 1) {
    rookAttacksInto(31 - Math.clz32(b & -b), occLo, occHi, scratch, 0);
    lo |= scratch[0]!;
    hi |= scratch[1]!;
  }
  for (let b = pieces[base + ROOK * 2 + 1]! | pieces[base + QUEEN * 2 + 1]!; b !== 0; b &= b - 1) {
    rookAttacksInto(63 - Math.clz32(b & -b), occLo, occHi, scratch, 0);
    lo |= scratch[0]!;
    hi |= scratch[1]!;
  }
  out[at] = lo;
  out[at + 1] = hi;
}

/**
 * Writes into `out[at]`, `out[at + 1]` every square `colour` attacks (or defends) in `pos`.
 */
export function attacksOfColour(pos: Position, colour: Colour, out: Int32Array, at = 0): void {
  attacksWithOccupancy(pos, colour, pos.occupied[0]!, pos.occupied[1]!, out, at);
}

/** Whether any piece of colour `by` attacks `square` in `pos`. */
export function isAttacked(pos: Position, square: Square, by: Colour): boolean {
  const pieces = pos.pieces;
  const base = by << 4;
  if (
    ((knightAttacksLo(square) & pieces[base + KNIGHT * 2]!) |
      (knightAttacksHi(square) & pieces[base + KNIGHT * 2 + 1]!) |
      (kingAttacksLo(square) & pieces[base + KING * 2]!) |
      (kingAttacksHi(square) & pieces[base + KING * 2 + 1]!)) !==
    0
  ) {
    return true;
  }
  const occLo = pos.occupied[0]!;
  const occHi = pos.occupied[1]!;
  let lo = pieces[base + BISHOP * 2]! | pieces[base + QUEEN * 2]!;
  let hi = pieces[base + BISHOP * 2 + 1]! | pieces[base + QUEEN * 2 + 1]!;
  if (((bishopRaysLo(square) & lo) | (bishopRaysHi(square) & hi)) !== 0) {
    bishopAttacksInto(square, occLo, occHi, scratch, 0);
    if (((scratch[0]! & lo) | (scratch[1]! & hi)) !== 0) return true;
  }
  lo = pieces[base + ROOK * 2]! | pieces[base + QUEEN * 2]!;
  hi = pieces[base + ROOK * 2 + 1]! | pieces[base + QUEEN * 2 + 1]!;
  if (((rookRaysLo(square) & lo) | (rookRaysHi(square) & hi)) !== 0) {
    rookAttacksInto(square, occLo, occHi, scratch, 0);
    if (((scratch[0]! & lo) | (scratch[1]! & hi)) !== 0) return true;
  }
  return false;
}

/** Whether the side to move is in check. */
export function inCheck(pos: Position): boolean {
  return isAttacked(pos, pos.kings[pos.turn]!, (pos.turn ^ 1) as Colour);
}

/**
 * Works out, for the side to move, the king's safe destinations, the target mask of the other
 * pieces (check evasion) and the pinned pieces, into the module-level variables above.
 */
function prepareLegality(pos: Position): void {
  const us = pos.turn;
  const them = (us ^ 1) as Colour;
  const pieces = pos.pieces;
  const base = them << 4;
  const king = pos.kings[us]!;
  const occLo = pos.occupied[0]!;
  const occHi = pos.occupied[1]!;
  const usLo = pos.colours[us * 2]!;
  const usHi = pos.colours[us * 2 + 1]!;

  // 1. King destinations: enemy attacks with our king lifted off the board.
  attacksWithOccupancy(
    pos,
    them,
    king < 32 ? occLo & ~(1 << king) : occLo,
    king < 32 ? occHi : occHi & ~(1 << king),
    scratch,
    0,
  );
  kingDestLo = kingAttacksLo(king) & ~usLo & ~scratch[0]!;
  kingDestHi = kingAttacksHi(king) & ~usHi & ~scratch[1]!;

  // 2. Checkers: look outwards from the king as each kind of piece.
  const diagLo = pieces[base + BISHOP * 2]! | pieces[base + QUEEN * 2]!;
  const diagHi = pieces[base + BISHOP * 2 + 1]! | pieces[base + QUEEN * 2 + 1]!;
  const lineLo = pieces[base + ROOK * 2]! | pieces[base + QUEEN * 2]!;
  const lineHi = pieces[base + ROOK * 2 + 1]! | pieces[base + QUEEN * 2 + 1]!;
  // (Kings never give check: legal positions keep them apart.)
  let checkLo = knightAttacksLo(king) & pieces[base + KNIGHT * 2]!;
  let checkHi = knightAttacksHi(king) & pieces[base + KNIGHT * 2 + 1]!;
  // Snipers: enemy sliders on a line with our king, whatever stands between.
  let sniperLo = (bishopRaysLo(king) & diagLo) | (rookRaysLo(king) & lineLo);
  let sniperHi = (bishopRaysHi(king) & diagHi) | (rookRaysHi(king) & lineHi);

  // 3. Each sniper either checks (nothing between), pins (exactly one of ours between) or
  //    neither. Usually there are none.
  pinnedLo = 0;
  pinnedHi = 0;
  while ((sniperLo | sniperHi) !== 0) {
    let sniper: Square;
    if (sniperLo !== 0) {
      sniper = 31 - Math.clz32(sniperLo & -sniperLo);
      sniperLo &= sniperLo - 1;
    } else {
      sniper = 63 - Math.clz32(sniperHi & -sniperHi);
      sniperHi &= sniperHi - 1;
    }
    const blockLo = betweenLo(king, sniper) & occLo;
    const blockHi = betweenHi(king, sniper) & occHi;
    if ((blockLo | blockHi) === 0) {
      if (sniper < 32) checkLo |= 1 << sniper;
      else checkHi |= 1 << sniper;
    } else if (
      (blockLo === 0 || blockHi === 0) &&
      (blockLo & (blockLo - 1)) === 0 &&
      (blockHi & (blockHi - 1)) === 0
    ) {
      pinnedLo |= blockLo & usLo;
      pinnedHi |= blockHi & usHi;
    }
  }

  if ((checkLo | checkHi) === 0) {
    targetLo = ~usLo;
    targetHi = ~usHi;
  } else if (
    (checkLo === 0 || checkHi === 0) &&
    (checkLo & (checkLo - 1)) === 0 &&
    (checkHi & (checkHi - 1)) === 0
  ) {
    const checker = checkLo !== 0 ? 31 - Math.clz32(checkLo) : 63 - Math.clz32(checkHi);
    targetLo = checkLo | betweenLo(king, checker);
    targetHi = checkHi | betweenHi(king, checker);
  } else {
    targetLo = 0;
    targetHi = 0;
  }
}

/**
 * Writes into `scratch` the legal destinations of our `role` piece on `from`: its attacks, within
 * the target mask, and along the pin line if it is pinned. Needs `prepareLegality` first.
 */
function destinations(
  role: number,
  from: Square,
  king: Square,
  occLo: number,
  occHi: number,
): void {
  let lo: number;
  let hi: number;
  if (role === KNIGHT) {
    lo = knightAttacksLo(from);
    hi = knightAttacksHi(from);
  } else if (role === BISHOP) {
    bishopAttacksInto(from, occLo, occHi, scratch, 0);
    lo = scratch[0]!;
    hi = scratch[1]!;
  } else if (role === ROOK) {
    rookAttacksInto(from, occLo, occHi, scratch, 0);
    lo = scratch[0]!;
    hi = scratch[1]!;
  } else {
    rookAttacksInto(from, occLo, occHi, scratch, 0);
    lo = scratch[0]!;
    hi = scratch[1]!;
    bishopAttacksInto(from, occLo, occHi, scratch, 0);
    lo |= scratch[0]!;
    hi |= scratch[1]!;
  }
  lo &= targetLo;
  hi &= targetHi;
  if ((((from < 32 ? pinnedLo : pinnedHi) >>> from) & 1) !== 0) {
    lo &= rayLo(king, from);
    hi &= rayHi(king, from);
  }
  scratch[0] = lo;
  scratch[1] = hi;
}

/** Writes one move per square of `lo`/`hi` into `buf` from `n`; returns the new end. */
function emit(
  buf: Int32Array,
  n: number,
  board: Int8Array,
  base: number,
  lo: number,
  hi: number,
): number {
  while (lo !== 0) {
    const to = 31 - Math.clz32(lo & -lo);
    lo &= lo - 1;
    buf[n++] = base | (to << 6) | (board[to]! << 16);
  }
  while (hi !== 0) {
    const to = 63 - Math.clz32(hi & -hi);
    hi &= hi - 1;
    buf[n++] = base | (to << 6) | (board[to]! << 16);
  }
  return n;
}

/**
 * Writes the legal moves of the side to move into `buf` starting at index `start`, and returns the
 * index after the last one (so the count is the result minus `start`). `buf` must have room for
 * `MAX_MOVES` entries after `start`. Allocation-free.
 *
 * Order: king moves, then knights, bishops, rooks and queens, each from a1 to h8, each to
 * destinations from a1 to h8.
 */
export function generateMoves(pos: Position, buf: Int32Array, start: number): number {
  prepareLegality(pos);
  const us = pos.turn;
  const board = pos.board;
  const pieces = pos.pieces;
  const king = pos.kings[us]!;
  const own = us << 3;
  let n = emit(buf, start, board, king | ((own | KING) << 12), kingDestLo, kingDestHi);
  if ((targetLo | targetHi) === 0) return n;
  const occLo = pos.occupied[0]!;
  const occHi = pos.occupied[1]!;
  for (let role = KNIGHT; role <= QUEEN; role++) {
    const piece = own | role;
    for (let b = pieces[piece * 2]!; b !== 0; b &= b - 1) {
      const from = 31 - Math.clz32(b & -b);
      destinations(role, from, king, occLo, occHi);
      n = emit(buf, n, board, from | (piece << 12), scratch[0]!, scratch[1]!);
    }
    for (let b = pieces[piece * 2 + 1]!; b !== 0; b &= b - 1) {
      const from = 63 - Math.clz32(b & -b);
      destinations(role, from, king, occLo, occHi);
      n = emit(buf, n, board, from | (piece << 12), scratch[0]!, scratch[1]!);
    }
  }
  return n;
}

/**
 * The number of legal moves of the side to move, without generating them (the destination sets
 * are popcounted). Allocation-free.
 */
export function legalMoveCount(pos: Position): number {
  prepareLegality(pos);
  let count = popcount32(kingDestLo) + popcount32(kingDestHi);
  if ((targetLo | targetHi) === 0) return count;
  const us = pos.turn;
  const pieces = pos.pieces;
  const king = pos.kings[us]!;
  const own = us << 3;
  const occLo = pos.occupied[0]!;
  const occHi = pos.occupied[1]!;
  for (let role = KNIGHT; role <= QUEEN; role++) {
    const piece = own | role;
    for (let b = pieces[piece * 2]!; b !== 0; b &= b - 1) {
      destinations(role, 31 - Math.clz32(b & -b), king, occLo, occHi);
      count += popcount32(scratch[0]!) + popcount32(scratch[1]!);
    }
    for (let b = pieces[piece * 2 + 1]!; b !== 0; b &= b - 1) {
      destinations(role, 63 - Math.clz32(b & -b), king, occLo, occHi);
      count += popcount32(scratch[0]!) + popcount32(scratch[1]!);
    }
  }
  return count;
}

/**
 * The legal moves of the side to move as a new array, in `generateMoves` order. For tools and
 * tests; hot code uses `generateMoves` with its own buffer.
 */
export function legalMoves(pos: Position): Move[] {
  const buffer = new Int32Array(MAX_MOVES);
  return Array.from(buffer.subarray(0, generateMoves(pos, buffer, 0)));
}

/** Whether the side to move has at least one legal move. */
export function hasLegalMove(pos: Position): boolean {
  return legalMoveCount(pos) !== 0;
}

/** Whether the side to move is checkmated: in check with no legal move. */
export function isCheckmate(pos: Position): boolean {
  return legalMoveCount(pos) === 0 && inCheck(pos);
}

/** Whether the side to move is stalemated: not in check but with no legal move. */
export function isStalemate(pos: Position): boolean {
  return legalMoveCount(pos) === 0 && !inCheck(pos);
}
