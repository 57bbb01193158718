/**
 * Counting legal boards the slow, obvious way, to check the index's multiplicities against.
 */
import { isAttacked } from "../../runtime/movegen.ts";
import { BLACK, KING, makePiece, WHITE } from "../../runtime/pieces.ts";
import { Position } from "../../runtime/position.ts";

/** Counts the legal boards of a material balance by brute force over all placements. */
export function bruteForceLegal(whiteMen: number[], blackMen: number[], turn: 0 | 1): number {
  const pieces = [
    makePiece(WHITE, KING),
    makePiece(BLACK, KING),
    ...whiteMen.map((r) => makePiece(WHITE, r)),
    ...blackMen.map((r) => makePiece(BLACK, r)),
  ];
  const pos = new Position();
  const squares = new Int32Array(pieces.length);
  let count = 0;
  const place = (i: number): void => {
    if (i === pieces.length) {
      pos.clear();
      for (let j = 0; j < pieces.length; j++) pos.put(squares[j]!, pieces[j]!);
      pos.setTurn(turn);
      const kingsApart =
        Math.max(
          Math.abs((squares[0]! & 7) - (squares[1]! & 7)),
          Math.abs((squares[0]! >>> 3) - (squares[1]! >>> 3)),
        ) > 1;
      if (kingsApart && !isAttacked(pos, pos.kings[turn ^ 1]!, turn)) count++;
      return;
    }
    for (let s = 0; s < 64; s++) {
      let taken = false;
      for (let j = 0; j < i; j++) taken ||= squares[j] === s;
      if (taken) continue;
      // like men as a set: each after the previous one of the same piece
      if (i > 2 && pieces[i] === pieces[i - 1] && s < squares[i - 1]!) continue;
      squares[i] = s;
      place(i + 1);
    }
  };
  place(0);
  return count;
}
