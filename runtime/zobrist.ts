/**
 * Zobrist keys: one 64-bit random key per (piece code, square) and one for "black to move". The
 * hash of a position is the XOR of the keys of its pieces (and the side key when black is to
 * move), kept as two int32 halves `hashLo`/`hashHi`, so a move updates it with a few XORs and
 * undoing the move applies the same XORs again.
 *
 * The keys come from a fixed seed. They are part of the on-disk format of anything that stores
 * hashes (transposition tables, endgame table checksums): changing the seed or the layout
 * changes every hash.
 *
 * @packageDocumentation
 */

import { Prng } from "./prng.ts";
import type { Piece } from "./pieces.ts";
import type { Square } from "./squares.ts";

/**
 * Piece-square keys: `ZOBRIST_PIECE_SQUARE[(piece * 64 + square) * 2]` is the lo half and
 * `+ 1` the hi half. Entries for piece code 0 (empty) are zero, so XOR-ing the key of an empty
 * square is harmless. Treat as read-only.
 */
export const ZOBRIST_PIECE_SQUARE = new Int32Array(16 * 64 * 2);

const prng = new Prng(0x5a0b7157);
for (let i = 64 * 2; i < ZOBRIST_PIECE_SQUARE.length; i++)
  ZOBRIST_PIECE_SQUARE[i] = prng.nextInt32();

/** Lo half of the key XOR-ed in when black is to move. */
export const ZOBRIST_BLACK_LO = prng.nextInt32();
/** Hi half of the key XOR-ed in when black is to move. */
export const ZOBRIST_BLACK_HI = prng.nextInt32();

/** Lo half of the key of `piece` on `square`. */
export function zobristLo(piece: Piece, square: Square): number {
  return ZOBRIST_PIECE_SQUARE[(piece * 64 + square) * 2]!;
}

/** Hi half of the key of `piece` on `square`. */
export function zobristHi(piece: Piece, square: Square): number {
  return ZOBRIST_PIECE_SQUARE[(piece * 64 + square) * 2 + 1]!;
}
