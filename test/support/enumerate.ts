/**
 * Every legal position of a small material, by plain nested loops: each piece on each square,
 * each side to move, keeping the legal set-ups (kings apart, the side not to move not in check).
 * Kept deliberately small and obvious; it is a test oracle's input, not a table builder.
 *
 * The callback receives one reused `Position`: copy it if you keep it.
 */
import { parseSignature } from "../../runtime/material.ts";
import { BLACK, makePiece, roleOfLetter, WHITE, type Colour } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";
import { isLegalPosition } from "../../runtime/validate.ts";

/** The pieces of a signature (white's side first), kings first. */
function piecesOf(signature: string): number[] {
  const material = parseSignature(signature);
  if (!material) throw new Error(`not a material signature: '${signature}'`);
  const white = material.signature.slice(0, material.signature.indexOf("K", 1));
  const black = material.signature.slice(white.length);
  const pieces = [
    ...[...white].map((l) => makePiece(WHITE, roleOfLetter(l))),
    ...[...black].map((l) => makePiece(BLACK, roleOfLetter(l))),
  ];
  return pieces;
}

/**
 * Calls `visit` on every legal position with the material `signature` (white's side first) and
 * either side to move; returns how many there were. With `shard`, only the positions whose first
 * piece (the white king) stands on a square `≡ shard.index (mod shard.count)`. Positions that differ only by exchanging two
 * identical pieces are visited once per arrangement (both orders), as plain loops give them.
 */
export function forEachLegalPosition(
  signature: string,
  visit: (pos: Position) => void,
  shard: { readonly index: number; readonly count: number } = { index: 0, count: 1 },
): number {
  const pieces = piecesOf(signature);
  const pos = new Position();
  let count = 0;
  const place = (i: number) => {
    if (i === pieces.length) {
      for (const turn of [WHITE, BLACK] as Colour[]) {
        pos.setTurn(turn);
        if (!isLegalPosition(pos)) continue;
        count++;
        visit(pos);
      }
      return;
    }
    for (let square = 0; square < 64; square++) {
      if (pos.board[square] !== 0) continue;
      // Shards split the work by the first piece's square, for parallel runs.
      if (i === 0 && square % shard.count !== shard.index) continue;
      pos.put(square, pieces[i]!);
      place(i + 1);
      pos.remove(square);
    }
  };
  place(0);
  return count;
}
