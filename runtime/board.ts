/**
 * A text diagram of a position, for the terminal: Unicode chess glyphs in a box with file
 * letters and rank numbers, or plain FEN letters with `ascii: true` for terminals and logs that
 * lack the glyphs.
 *
 * @packageDocumentation
 */

import { type Colour, pieceLetter, WHITE } from "./pieces.ts";
import type { Position } from "./position.ts";
import type { SquareSet } from "./squareSet.ts";

/** How to draw a board. */
export interface BoardOptions {
  /** The side at the bottom of the diagram (default white). */
  readonly orientation?: Colour;
  /** Use FEN letters, `.` and `+-|` instead of chess glyphs and box-drawing characters. */
  readonly ascii?: boolean;
  /** Squares to mark (drawn as `×`, or `x` in ASCII, when empty). */
  readonly marks?: SquareSet;
}

/** Glyphs by piece code: white 1..6, black 9..14 (pawn, knight, bishop, rook, queen, king). */
const GLYPHS = " ♙♘♗♖♕♔  ♟♞♝♜♛♚";

/**
 * The diagram of `pos` as lines joined by `\n` (no trailing newline), for example:
 *
 * ```text
 *   ┌─────────────────┐
 * 8 │ · · · · · · · · │
 *   ...
 * 1 │ ♔ ♘ ♗ · · · · · │
 *   └─────────────────┘
 *     a b c d e f g h
 * ```
 */
export function renderBoard(pos: Position, options: BoardOptions = {}): string {
  const ascii = options.ascii === true;
  const flipped = options.orientation !== undefined && options.orientation !== WHITE;
  const lines: string[] = [];
  lines.push(ascii ? "  +-----------------+" : "  ┌─────────────────┐");
  for (let row = 0; row < 8; row++) {
    const rank = flipped ? row : 7 - row;
    const cells: string[] = [];
    for (let column = 0; column < 8; column++) {
      const square = rank * 8 + (flipped ? 7 - column : column);
      const piece = pos.board[square]!;
      if (piece !== 0) cells.push(ascii ? pieceLetter(piece) : GLYPHS[piece]!);
      else if (options.marks?.has(square)) cells.push(ascii ? "x" : "×");
      else cells.push(ascii ? "." : "·");
    }
    lines.push(`${rank + 1} ${ascii ? "|" : "│"} ${cells.join(" ")} ${ascii ? "|" : "│"}`);
  }
  lines.push(ascii ? "  +-----------------+" : "  └─────────────────┘");
  lines.push(`    ${(flipped ? "hgfedcba" : "abcdefgh").split("").join(" ")}`);
  return lines.join("\n");
}
