/**
 * Reconstructing a published position from its published line: Heinz's Figures 5 and 6 give
 * only the moves (`1.Nb6+ Kb8 2.Nd7+ Ka8 3.Kc7 (any) 4.Nb6#`), so the positions are found in
 * the tables: every board of the endgame, strong side to move, whose table distance is the
 * line's length and from which the line is legal, written exactly so in SAN (checks and mates
 * included), and optimal at every ply.
 *
 * "Optimal" is the table's: a strong move goes from "mates in d" to "is mated in d - 1"; a weak
 * move from "is mated in d" to "mates in d" (the longest defence). A line entry `"*"` is "any
 * move": every legal reply must be a longest defence and the line must go on after each of
 * them; `"?"` is an omitted reply: the line must go on after every longest defence there is.
 *
 * @packageDocumentation
 */

import { makeFen } from "../fen.ts";
import { MAX_MOVES } from "../move.ts";
import { generateMoves, isCheckmate } from "../movegen.ts";
import { moveToSan } from "../notation.ts";
import { makePiece } from "../pieces.ts";
import { Position } from "../position.ts";
import { BOARD_SYMMETRIES, TRANSFORMED_SQUARE } from "../symmetry.ts";
import type { Endgame } from "../tables/endgames.ts";
import { forEachEntry } from "../tables/enumerate.ts";
import type { TableProber } from "../tables/probe.ts";
import { winIn } from "../tables/values.ts";

/** A line as published: SAN moves, `"*"` for "any move", `"?"` for an omitted reply. */
export type PublishedLine = readonly string[];

/** The number of moves of the side that starts `line` (the mate's distance). */
export function lineMoves(line: PublishedLine): number {
  return Math.ceil(line.length / 2);
}

/** The table's verdict for the side to move: `+d` mates in d, `-d` is mated in d, 0 draw. */
function signedDtm(prober: TableProber, pos: Position): number | undefined {
  const result = prober.probe(pos);
  if (result === undefined) return undefined;
  return result.result === "win" ? result.dtm : result.result === "loss" ? -result.dtm : 0;
}

/**
 * Whether `line[ply...]` is legal and optimal from `pos`, which the table scores `dtm` (signed,
 * for the side to move). `pos` is left as it was.
 */
export function followsLine(
  prober: TableProber,
  pos: Position,
  line: PublishedLine,
  ply = 0,
  dtm = signedDtm(prober, pos),
): boolean {
  if (dtm === undefined) return false;
  if (ply === line.length) return dtm === 0 && isCheckmate(pos);
  const buffer = new Int32Array(MAX_MOVES);
  const count = generateMoves(pos, buffer, 0);
  const wanted = line[ply]!;
  const strong = dtm > 0;
  // What the table must say after an optimal move, for the side then to move.
  const after = strong ? -(dtm - 1) : -dtm;
  let followed = 0;
  for (let i = 0; i < count; i++) {
    const move = buffer[i]!;
    const san = moveToSan(pos, move);
    if (wanted !== "*" && wanted !== "?" && san !== wanted) continue;
    pos.make(move);
    const value = signedDtm(prober, pos);
    const optimal = value === after;
    const ok = optimal && followsLine(prober, pos, line, ply + 1, value);
    pos.unmake(move);
    if (wanted === "*" && !ok) return false;
    if (wanted === "?" && optimal && !ok) return false;
    if (wanted !== "*" && wanted !== "?") return ok;
    if (ok) followed++;
  }
  return followed > 0;
}

/**
 * Every board of `eg` with the strong side (white) to move from which `line` is legal and
 * optimal, as FENs, sorted. The table's entries are filtered by distance first, so only a few
 * thousand boards are tried.
 */
export function reconstructLine(prober: TableProber, eg: Endgame, line: PublishedLine): string[] {
  const table = prober.store.ensure(eg);
  const index = table.index[0];
  const values = table.values[0];
  const target = winIn(lineMoves(line));
  const codes = [
    makePiece(0, 6),
    makePiece(1, 6),
    ...eg.roles.map((r, i) => makePiece(eg.colours[i] as 0 | 1, r)),
  ];
  const found = new Set<string>();
  const pos = new Position();
  forEachEntry(
    index,
    (entry, sq) => {
      if (values[entry] !== target) return;
      for (const t of BOARD_SYMMETRIES) {
        pos.clear();
        for (let i = 0; i < codes.length; i++)
          pos.put(TRANSFORMED_SQUARE[t * 64 + sq[i]!]!, codes[i]!);
        pos.setTurn(0);
        if (followsLine(prober, pos, line)) found.add(makeFen(pos));
      }
    },
    values,
  );
  return [...found].sort();
}
