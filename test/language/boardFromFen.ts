/**
 * Test helper: the piece placement and side to move of a FEN as the interpreter's
 * `PositionView`. Only for tests of the interpreter itself; FEN validation is the runtime's job.
 */
import type { PositionView } from "../../compiler/interpret.ts";

const ROLES: Record<string, number> = { n: 2, b: 3, r: 4, q: 5, k: 6 };

export function boardFromFen(fen: string): PositionView {
  const [placement, turn] = fen.split(" ");
  const board = new Int8Array(64);
  placement!.split("/").forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (c >= "1" && c <= "8") {
        file += Number(c);
        continue;
      }
      board[(7 - i) * 8 + file] = (c === c.toUpperCase() ? 0 : 8) + ROLES[c.toLowerCase()]!;
      file++;
    }
  });
  return { board, turn: turn === "w" ? 0 : 1 };
}
