/**
 * The contract between compiled pattern modules (`generated/*.ts`) and whoever uses them: the
 * search's material-keyed registry, `patc explain`, tests and benchmarks.
 *
 * Each generated module exports one {@link PatternModule} descriptor, and `generated/registry.ts`
 * exports them all as a plain readonly array, `PATTERN_MODULES`. The array is data on purpose: a
 * registry keyed by an allocation-free material code (the search's) can be built from it at start
 * up, and so can a simple lookup by signature ({@link findPatternModules}) for tools. Each entry
 * point is present exactly when the `.pat` file defines the sections behind it (spec §9).
 *
 * @packageDocumentation
 */

import { parseSignature } from "./material.ts";
import type { Move } from "./move.ts";
import type { Position } from "./position.ts";

/** A verdict or eval entry point: returns the code of `runtime/verdict.ts`. */
export type PositionEntry = (pos: Position) => number;
/**
 * The explaining twin of a {@link PositionEntry}: same result, and writes the index of the
 * deciding rule (into {@link PatternModule.rules}) to `out[0]`, or -1 when no rule decided.
 */
export type ExplainedPositionEntry = (pos: Position, out: Int32Array) => number;
/** `reject(pos, move)`: whether the strong side's legal `move` is pruned. */
export type RejectEntry = (pos: Position, move: Move) => boolean;
/** The explaining twin of {@link RejectEntry}. */
export type ExplainedRejectEntry = (pos: Position, move: Move, out: Int32Array) => boolean;

/** The sections a rule can belong to (spec §3). */
export type RuleSection = "recognize" | "stop" | "halt" | "blackeval" | "whiteval" | "reject";

/** One row of a module's rule table: what an explanation shows. */
export interface RuleRow {
  /** Index in the table; what the explaining twins write to `out[0]`. */
  readonly index: number;
  readonly section: RuleSection;
  /** The rule's or class's name, e.g. `NN-mate`. */
  readonly name: string;
  /** The human sentence after the colon. */
  readonly sentence: string;
  /** The `.pat` file, relative to the project root with `/` separators. */
  readonly source: string;
  /** 1-based line of the `rule` or `class` keyword. */
  readonly line: number;
}

/** A compiled `.pat` file: its materials, entry points and rule table. */
export interface PatternModule {
  /** The `.pat` file, relative to the project root with `/` separators. */
  readonly source: string;
  /**
   * The materials the file covers, strong side first as the header writes them (e.g. `KNNKB`).
   * Each applies in both colours.
   */
  readonly materials: readonly string[];
  /** Number of classes in `blackeval` and `whiteval`, to decode eval codes. */
  readonly classCounts: { readonly blackeval: number; readonly whiteval: number };
  readonly recognize?: PositionEntry;
  readonly recognizeExplained?: ExplainedPositionEntry;
  readonly classify?: PositionEntry;
  readonly classifyExplained?: ExplainedPositionEntry;
  readonly evaluate?: PositionEntry;
  readonly evaluateExplained?: ExplainedPositionEntry;
  readonly reject?: RejectEntry;
  readonly rejectExplained?: ExplainedRejectEntry;
  /** Every rule, class and reject rule in file order. */
  readonly rules: readonly RuleRow[];
}

/** `signature` with the strong side first by the runtime's rule (see `material.ts`). */
function strongFirst(signature: string): string | undefined {
  return parseSignature(signature)?.strongSignature;
}

/**
 * The modules covering a position whose strong-side-first signature (`strongSideSignature`) is
 * `signature`, in registry order. Off the hot path: it parses signatures.
 */
export function findPatternModules(
  modules: readonly PatternModule[],
  signature: string,
): PatternModule[] {
  const wanted = strongFirst(signature);
  if (wanted === undefined) return [];
  return modules.filter((m) => m.materials.some((name) => strongFirst(name) === wanted));
}

/** What a hand-written module gives: its materials, and any other part of a descriptor. */
export type HandWrittenModule = Partial<PatternModule> & Pick<PatternModule, "materials">;

/**
 * A {@link PatternModule} written by hand, for tests, benchmarks and experiments: what `fields`
 * leaves out is what a module without rules has (source `(hand-written)`, no eval classes, an
 * empty rule table, no entry points).
 */
export function handWrittenModule(fields: HandWrittenModule): PatternModule {
  return {
    source: "(hand-written)",
    classCounts: { blackeval: 0, whiteval: 0 },
    rules: [],
    ...fields,
  };
}
