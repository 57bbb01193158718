/**
 * The differential oracle: a compiled module and the reference interpreter must give identical
 * answers, entry point by entry point, and the explaining twins must name the same deciding rule.
 */
import * as interpreter from "../../compiler/interpret.ts";
import type { CheckedProgram } from "../../compiler/program.ts";
import { makeFen } from "../../runtime/fen.ts";
import { generateMoves } from "../../runtime/movegen.ts";
import { moveToUci } from "../../runtime/notation.ts";
import type { PatternModule } from "../../runtime/patternModule.ts";
import type { Position } from "../../runtime/position.ts";

const out = new Int32Array(1);
const decision: interpreter.Decision = { rule: -1 };
const moves = new Int32Array(1024);

/** How reject moves are chosen: every legal move, or one picked by `pick` among them. */
export type MoveChoice = "all" | { readonly pick: number };

/** Counts of compared calls by entry point. */
export type Counts = Record<"recognize" | "classify" | "evaluate" | "reject", number>;

/** A fresh zeroed {@link Counts}. */
export function zeroCounts(): Counts {
  return { recognize: 0, classify: 0, evaluate: 0, reject: 0 };
}

/**
 * Compares every entry point `module` defines on `pos`. Returns undefined when all agree, or a
 * description of the first disagreement (with the FEN) otherwise.
 */
export function compare(
  program: CheckedProgram,
  module: PatternModule,
  pos: Position,
  moveChoice: MoveChoice = "all",
  counts: Counts = zeroCounts(),
): string | undefined {
  const entries = [
    ["recognize", module.recognize, module.recognizeExplained, interpreter.recognize],
    ["classify", module.classify, module.classifyExplained, interpreter.classify],
    ["evaluate", module.evaluate, module.evaluateExplained, interpreter.evaluate],
  ] as const;
  for (const [name, fast, explained, reference] of entries) {
    if (fast === undefined || explained === undefined) continue;
    counts[name]++;
    const expected = reference(program, pos, decision);
    const actual = fast(pos);
    out[0] = -2;
    const actualExplained = explained(pos, out);
    if (actual !== expected || actualExplained !== expected || out[0] !== decision.rule) {
      return `${name} of ${makeFen(pos)}: interpreter ${expected} by rule ${decision.rule}, compiled ${actual}, explained ${actualExplained} by rule ${out[0]}`;
    }
  }
  if (module.reject !== undefined && module.rejectExplained !== undefined) {
    const end = generateMoves(pos, moves, 0);
    if (end === 0) return undefined;
    const first = moveChoice === "all" ? 0 : moveChoice.pick % end;
    const last = moveChoice === "all" ? end : first + 1;
    for (let i = first; i < last; i++) {
      const move = moves[i]!;
      counts.reject++;
      const expected = interpreter.reject(program, pos, move, decision);
      const before = makeFen(pos);
      const actual = module.reject(pos, move);
      out[0] = -2;
      const actualExplained = module.rejectExplained(pos, move, out);
      const rule = expected ? decision.rule : -1;
      if (makeFen(pos) !== before) return `reject changed the position ${before}`;
      if (actual !== expected || actualExplained !== expected || out[0] !== rule) {
        return `reject ${moveToUci(move)} in ${before}: interpreter ${expected} by rule ${rule}, compiled ${actual}, explained ${actualExplained} by rule ${out[0]}`;
      }
    }
  }
  return undefined;
}
