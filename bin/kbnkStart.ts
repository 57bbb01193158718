/**
 * The start position of a command that plays KBNK (`patc play`, `patc trace`): a FEN, or the
 * default mate-in-33, checked to be KBNK with a move to make. Bad input is a {@link CliError}
 * naming what was wrong, never a stack trace.
 */
import { InvalidArgumentError } from "commander";
import { ChessInputError } from "../runtime/errors.ts";
import { DEFAULT_FEN, parseFen } from "../runtime/fen.ts";
import { materialSides } from "../runtime/material.ts";
import { MAX_MOVES } from "../runtime/move.ts";
import { generateMoves } from "../runtime/movegen.ts";
import type { Position } from "../runtime/position.ts";
import { CliError } from "./cliError.ts";

const buffer = new Int32Array(MAX_MOVES);

/** Parses `fen` (the default start when undefined) for `command`, which needs KBNK. */
export function parseKbnkStart(fen: string | undefined, command: string): Position {
  let pos: Position;
  try {
    pos = parseFen(fen ?? DEFAULT_FEN);
  } catch (error) {
    if (error instanceof ChessInputError) throw new CliError(error.message);
    throw error;
  }
  if (materialSides(pos).strongSignature !== "KBNK") {
    throw new CliError(`${command}: not a KBNK position (${materialSides(pos).strongSignature})`);
  }
  if (generateMoves(pos, buffer, 0) === 0) {
    throw new CliError(`${command}: the side to move has no legal move`);
  }
  return pos;
}

/** A commander parser for a whole number from `min` (default 1) to `max`. */
export function parseWhole(max: number, min = 1) {
  return (text: string): number => {
    if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}.`);
    }
    return Number(text);
  };
}
