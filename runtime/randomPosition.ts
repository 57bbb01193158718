/**
 * Seeded random legal positions for a given material signature, for tests and benchmarks that
 * need many varied positions without committing them to the repository.
 *
 * Pieces are dropped on uniformly random empty squares and the whole set-up is redrawn until it
 * is legal (kings apart, side not to move not in check). That rejection sampling is uniform over
 * legal placements, and cheap because few random set-ups are illegal.
 *
 * @packageDocumentation
 */

import { parseSignature } from "./material.ts";
import { BLACK, type Colour, makePiece, roleOfLetter, WHITE } from "./pieces.ts";
import { Position } from "./position.ts";
import type { Prng } from "./prng.ts";
import { isLegalPosition } from "./validate.ts";

/** Options of {@link randomPosition}. */
export interface RandomPositionOptions {
  /** The side to move; random when omitted. */
  readonly turn?: Colour;
  /** Give up (and throw) after this many illegal draws; default 10000. */
  readonly maxAttempts?: number;
}

/**
 * A random legal position with the material `signature` (white's side first, e.g. `"KKBN"` for
 * black K+B+N against the white king), drawn from `prng`. Throws when the signature is malformed
 * or no legal position turns up (e.g. too many pieces).
 */
export function randomPosition(
  prng: Prng,
  signature: string,
  options: RandomPositionOptions = {},
): Position {
  const material = parseSignature(signature);
  if (!material) throw new Error(`not a material signature: '${signature}'`);
  const whiteSide = material.signature.slice(0, material.signature.indexOf("K", 1));
  const blackSide = material.signature.slice(whiteSide.length);
  const pieces = [
    ...[...whiteSide].map((letter) => makePiece(WHITE, roleOfLetter(letter))),
    ...[...blackSide].map((letter) => makePiece(BLACK, roleOfLetter(letter))),
  ];
  if (pieces.length > 64) throw new Error(`too many pieces in '${signature}'`);
  const pos = new Position();
  const maxAttempts = options.maxAttempts ?? 10000;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    pos.clear();
    for (const piece of pieces) {
      let square: number;
      do square = prng.nextInt(64);
      while (pos.board[square] !== 0);
      pos.put(square, piece);
    }
    pos.setTurn(options.turn ?? (prng.nextInt(2) as Colour));
    if (isLegalPosition(pos)) return pos;
  }
  throw new Error(`no legal position found for '${signature}' in ${maxAttempts} attempts`);
}
