/**
 * Counting what the recognizers did during a search: how often they were asked, how often each
 * kind of verdict ended a node, how many extensions `fail extend` bought, and (when the search
 * runs the explaining twins) which rule decided each time.
 *
 * Counting happens at every recognizer probe, so the counters are preallocated `Float64Array`s
 * (exact integers up to 2^53, no overflow in any realistic search) indexed by verdict kind, and per
 * module by section, rule and kind. The readable report ({@link RecognizerStats}) is built once at
 * the end.
 *
 * Per-rule layout for one module and one entry point (`recognize` or `classify`), four counters
 * (one per verdict kind) per slot: slot 0 "no rule decided" (the default `fail`), slot 1 "rule not
 * known" (the module has no explaining twin), then one slot per row of the module's rule table
 * (`PatternModule.rules`, which the explaining twins index into).
 *
 * @packageDocumentation
 */

import type { PatternModule } from "../patternModule.ts";
import type { RecognizerRegistry } from "../registry.ts";
import { DRAW, FAIL, LOSS, verdictExtends, verdictName, WIN } from "../verdict.ts";

/** The entry point a verdict came from. */
export type VerdictSection = "recognize" | "classify";

/** How often one rule gave one kind of verdict. */
export interface RuleCount {
  /** The module's `source`. */
  readonly source: string;
  /** The entry point: `recognize`, or `classify` (`stop`/`halt`). */
  readonly section: VerdictSection;
  /** The rule's name; `(no rule)` for the default `fail`, `(unknown rule)` without a twin. */
  readonly rule: string;
  /** The rule's sentence (empty for the two pseudo-rules). */
  readonly sentence: string;
  /** The rule's line in its `.pat` file (0 for the pseudo-rules). */
  readonly line: number;
  /** The verdict kind the rule gave. */
  readonly verdict: "fail" | "draw" | "win" | "loss";
  /** How many times. */
  readonly count: number;
}

/** What the recognizers did in one search. */
export interface RecognizerStats {
  /** Nodes where a recognizer (`recognize` and/or `classify`) was called. */
  readonly probes: number;
  /** Probes answered `fail` (including `fail extend`): the search went on. */
  readonly fails: number;
  /** Probes answered `fail extend`. */
  readonly failExtends: number;
  /** One-ply extensions granted because of a recognizer (within the per-line limit). */
  readonly extensions: number;
  /** Probes answered `draw`; each ended its node. */
  readonly draws: number;
  /**
   * Probes answered with a win for the side to move; each ended its node, except bounds searched
   * on in `refine` mode (counted in `refinements` too).
   */
  readonly wins: number;
  /** Probes answered with a loss for the side to move; as for `wins`. */
  readonly losses: number;
  /** `draws + wins + losses`: the verdicts that cut the tree (less `refinements` that did not). */
  readonly cutoffs: number;
  /** Bound verdicts searched on in `refine` mode instead of ending the node. */
  readonly refinements: number;
  /** Moves pruned by `reject` rules. */
  readonly rejectedMoves: number;
  /**
   * Counts by deciding rule and verdict, largest first; empty unless the search ran with
   * `explain`.
   */
  readonly byRule: readonly RuleCount[];
}

/** Slot offsets of the two pseudo-rules in a section's counters. */
export const NO_RULE = -1;
/** See {@link NO_RULE}: the module cannot say which rule decided. */
export const UNKNOWN_RULE = -2;

/** Mutable counters for one search; {@link report} turns them into a {@link RecognizerStats}. */
export class RecognizerCounters {
  /** Probes answered by kind: `[FAIL]`, `[DRAW]`, `[WIN]`, `[LOSS]`. */
  readonly byKind = new Float64Array(4);
  /** See {@link RecognizerStats}; the search adds to these directly. */
  probes = 0;
  /** See {@link RecognizerStats}. */
  failExtends = 0;
  /** See {@link RecognizerStats}. */
  extensions = 0;
  /** See {@link RecognizerStats}. */
  refinements = 0;
  /** See {@link RecognizerStats}. */
  rejectedMoves = 0;
  /** Per module: the `recognize` section's counters then the `classify` section's. */
  private readonly perRule: Float64Array[];
  /** Per module: where the `classify` counters start. */
  private readonly classifyOffset: Int32Array;
  private readonly modules: readonly PatternModule[];

  /** Counters for searches with `registry`. */
  constructor(registry: RecognizerRegistry) {
    this.modules = registry.modules;
    this.classifyOffset = new Int32Array(this.modules.length);
    this.perRule = this.modules.map((module, i) => {
      const slots = 2 + module.rules.length;
      this.classifyOffset[i] = slots * 4;
      return new Float64Array(slots * 2 * 4);
    });
  }

  /** Sets every counter to zero. */
  reset(): void {
    this.byKind.fill(0);
    this.probes = 0;
    this.failExtends = 0;
    this.extensions = 0;
    this.refinements = 0;
    this.rejectedMoves = 0;
    for (const counters of this.perRule) counters.fill(0);
  }

  /** Counts the final verdict of one probe. Allocation-free. */
  countProbe(verdict: number): void {
    this.probes++;
    this.byKind[verdict & 3]!++;
    if (verdictExtends(verdict)) this.failExtends++;
  }

  /**
   * Counts that rule `rule` (an index into the module's `rules`, or `NO_RULE`/`UNKNOWN_RULE`) of
   * module `moduleIndex` gave `verdict`. Allocation-free; indexes outside the table count as
   * unknown.
   */
  countRule(moduleIndex: number, classify: boolean, rule: number, verdict: number): void {
    const counters = this.perRule[moduleIndex]!;
    const base = classify ? this.classifyOffset[moduleIndex]! : 0;
    const end = classify ? counters.length : this.classifyOffset[moduleIndex]!;
    const slot = rule >= 0 ? rule + 2 : rule === NO_RULE ? 0 : 1;
    let at = base + slot * 4;
    if (at + 4 > end) at = base + 4;
    counters[at + (verdict & 3)]!++;
  }

  /** The readable report. */
  report(): RecognizerStats {
    const byRule: RuleCount[] = [];
    this.modules.forEach((module, i) => {
      const counters = this.perRule[i]!;
      const source = module.source;
      const rules = module.rules;
      const sections: Array<[VerdictSection, number]> = [
        ["recognize", 0],
        ["classify", this.classifyOffset[i]!],
      ];
      for (const [section, base] of sections) {
        for (let slot = 0; slot < rules.length + 2; slot++) {
          const info =
            slot === 0
              ? { name: "(no rule)", sentence: "", line: 0 }
              : slot === 1
                ? { name: "(unknown rule)", sentence: "", line: 0 }
                : rules[slot - 2]!;
          for (const kind of [FAIL, DRAW, WIN, LOSS]) {
            const count = counters[base + slot * 4 + kind]!;
            if (count === 0) continue;
            byRule.push({
              source,
              section,
              rule: info.name,
              sentence: info.sentence,
              line: info.line,
              verdict: verdictName(kind),
              count,
            });
          }
        }
      }
    });
    byRule.sort((a, b) => b.count - a.count);
    const draws = this.byKind[DRAW]!;
    const wins = this.byKind[WIN]!;
    const losses = this.byKind[LOSS]!;
    return {
      probes: this.probes,
      fails: this.byKind[FAIL]!,
      failExtends: this.failExtends,
      extensions: this.extensions,
      draws,
      wins,
      losses,
      cutoffs: draws + wins + losses,
      refinements: this.refinements,
      rejectedMoves: this.rejectedMoves,
      byRule,
    };
  }
}
