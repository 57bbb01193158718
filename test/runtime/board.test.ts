import { describe, expect, it } from "vitest";
import { renderBoard } from "../../runtime/board.ts";
import { DEFAULT_FEN, parseFen } from "../../runtime/fen.ts";
import { BLACK } from "../../runtime/pieces.ts";
import { SquareSet } from "../../runtime/squareSet.ts";

describe("board diagram", () => {
  const pos = parseFen(DEFAULT_FEN);

  it("draws Unicode glyphs with white at the bottom", () => {
    expect(renderBoard(pos)).toBe(
      [
        "  ┌─────────────────┐",
        "8 │ · · · · · · · · │",
        "7 │ · · · · · · · · │",
        "6 │ · · · · · · · · │",
        "5 │ · · · · · · · · │",
        "4 │ · · · · · · · · │",
        "3 │ · · · · · · · · │",
        "2 │ · · ♚ · · · · · │",
        "1 │ ♔ ♘ ♗ · · · · · │",
        "  └─────────────────┘",
        "    a b c d e f g h",
      ].join("\n"),
    );
  });

  it("can draw in ASCII, from black's side, with marked squares", () => {
    expect(
      renderBoard(pos, { ascii: true, orientation: BLACK, marks: SquareSet.fromSquare(63) }),
    ).toBe(
      [
        "  +-----------------+",
        "1 | . . . . . B N K |",
        "2 | . . . . . k . . |",
        "3 | . . . . . . . . |",
        "4 | . . . . . . . . |",
        "5 | . . . . . . . . |",
        "6 | . . . . . . . . |",
        "7 | . . . . . . . . |",
        "8 | x . . . . . . . |",
        "  +-----------------+",
        "    h g f e d c b a",
      ].join("\n"),
    );
  });
});
