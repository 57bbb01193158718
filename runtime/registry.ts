/**
 * The recognizer registry: endgame knowledge keyed by material, like Stockfish's endgame map.
 *
 * A compiled pattern module ({@link PatternModule}) covers a few materials written strong side
 * first (`KNNKB`, `KNNKN`). The registry files the module under the material key
 * ({@link materialKey}) of each of them **in both colours**, so the search finds the module's
 * entry points for white KNN against black KB and for black KNN against white KB with one lookup,
 * and learns from the entry which colour is the strong side there.
 *
 * Lookups happen at every search node, so they are an open-addressing hash table over two
 * `Int32Array`s (key, entry number) probed linearly from a multiplicative hash: no `Map` (whose
 * number keys outside the small-integer range would be boxed), no strings, no allocation. The
 * entries themselves are built once, when a module is registered, and never change.
 *
 * ## The contract with the compiler (`generated/registry.ts`)
 *
 * Each compiled `.pat` file becomes one TypeScript module whose exports satisfy
 * {@link PatternModule}: a `materials` list, any of the entry points `recognize`, `classify`,
 * `evaluate` and `reject` (language spec §9), their explaining twins, and the rule tables. The
 * compiler then emits one more file, `generated/registry.ts`, that imports every module as a
 * namespace and hands them to the constructor:
 *
 * ```ts
 * import { RecognizerRegistry } from "../runtime/registry.ts";
 * import * as knnk from "./knnk.ts";
 * import * as kbnk from "./kbnk.ts";
 *
 * // Every compiled pattern module, filed by material in both colours.
 * export function buildRegistry(): RecognizerRegistry {
 *   return new RecognizerRegistry([knnk, kbnk]);
 * }
 * ```
 *
 * The runtime never imports `generated/`: the search receives its registry as an option, and the
 * CLI obtains it from `bin/loadRegistry.ts`, where one import line switches from
 * {@link emptyRegistry} to the generated `buildRegistry`.
 *
 * @packageDocumentation
 */

import {
  materialKey,
  materialKeyOfSignature,
  parseSignature,
  swapMaterialKeyColours,
} from "./material.ts";
import type { Move } from "./move.ts";
import { BLACK, type Colour, WHITE } from "./pieces.ts";
import type { Position } from "./position.ts";

/** One rule (or eval class) of a pattern file, for explanations and statistics. */
export interface RuleInfo {
  /** The rule's name, e.g. `"weak-draw I"`. */
  readonly name: string;
  /** Its human sentence, the text after `rule "name":`. */
  readonly sentence: string;
  /** The 1-based line of the `rule` (or `class`) keyword in the `.pat` file. */
  readonly line: number;
}

/**
 * What a compiled pattern module exports (language spec §9). Everything but `materials` is
 * optional: a module has the entry points of the sections its file has. A TypeScript module
 * namespace (`import * as m from "./m.ts"`) with these exports is a `PatternModule` as it is.
 *
 * Every entry point takes the real position (any colour, any orientation: the module normalises
 * it itself), must not allocate, and must leave `pos` as it found it. Verdict codes and eval codes
 * are those of `runtime/verdict.ts`.
 *
 * The explaining twins behave like their entry points and also write, into `out[0]`, the index of
 * the rule (or class) that decided in the matching table, or `-1` when none did (the answer was
 * the default `fail`, or the residual class, or "not rejected").
 */
export interface PatternModule {
  /** The materials covered, strong side first, e.g. `["KNNKB", "KNNKN"]`. */
  readonly materials: readonly string[];
  /** Where the module came from, e.g. `"patterns/knnk.pat"`; shown in statistics. */
  readonly source?: string;

  /** The `recognize` section: a verdict for the side to move. */
  readonly recognize?: (pos: Position) => number;
  /** `recognize` that also writes the deciding rule's index into `out[0]`. */
  readonly recognizeExplained?: (pos: Position, out: Int32Array) => number;
  /** The `recognize` rules, in file order: `recognizeExplained` indexes into this. */
  readonly recognizeRules?: readonly RuleInfo[];

  /** The `stop` (weak side to move) and `halt` (strong side to move) sections: a verdict. */
  readonly classify?: (pos: Position) => number;
  /** `classify` that also writes the deciding rule's index into `out[0]`. */
  readonly classifyExplained?: (pos: Position, out: Int32Array) => number;
  /** The `stop` rules followed by the `halt` rules: `classifyExplained` indexes into this. */
  readonly classifyRules?: readonly RuleInfo[];

  /** The `blackeval`/`whiteval` sections: an eval code, bigger is better for the strong side. */
  readonly evaluate?: (pos: Position) => number;
  /** `evaluate` that also writes the matching class's index into `out[0]` (-1: residual). */
  readonly evaluateExplained?: (pos: Position, out: Int32Array) => number;
  /** The `blackeval` classes followed by the `whiteval` classes. */
  readonly evaluateClasses?: readonly RuleInfo[];

  /**
   * The `reject` section: whether the strong side's legal `move` is implausible and may be
   * pruned. Called with the position **before** the move, strong side to move; it may make and
   * unmake the move internally but must leave `pos` as it was.
   */
  readonly reject?: (pos: Position, move: Move) => boolean;
  /** `reject` that also writes the deciding rule's index into `out[0]`. */
  readonly rejectExplained?: (pos: Position, move: Move, out: Int32Array) => boolean;
  /** The `reject` rules, in file order. */
  readonly rejectRules?: readonly RuleInfo[];
}

/**
 * What the registry holds for one material in one colour: the module's entry points copied out
 * (one property load at the call site instead of two) and which colour is strong.
 */
export interface RegistryEntry {
  /** The material key this entry is filed under (see {@link materialKey}). */
  readonly key: number;
  /** The material as written in the module, strong side first, e.g. `"KNNKB"`. */
  readonly signature: string;
  /** The colour of the strong side in positions with this key (white for `KNKN`-like sides). */
  readonly strong: Colour;
  /** The module, for its rule tables and source. */
  readonly module: PatternModule;
  /** The module's position in {@link RecognizerRegistry.modules}, for per-module statistics. */
  readonly moduleIndex: number;
  /** See {@link PatternModule}. */
  readonly recognize: ((pos: Position) => number) | undefined;
  /** See {@link PatternModule}. */
  readonly recognizeExplained: ((pos: Position, out: Int32Array) => number) | undefined;
  /** See {@link PatternModule}. */
  readonly classify: ((pos: Position) => number) | undefined;
  /** See {@link PatternModule}. */
  readonly classifyExplained: ((pos: Position, out: Int32Array) => number) | undefined;
  /** See {@link PatternModule}. */
  readonly evaluate: ((pos: Position) => number) | undefined;
  /** See {@link PatternModule}. */
  readonly reject: ((pos: Position, move: Move) => boolean) | undefined;
  /** See {@link PatternModule}. */
  readonly rejectExplained: ((pos: Position, move: Move, out: Int32Array) => boolean) | undefined;
}

/** Knuth's multiplicative hash constant: 2^32 divided by the golden ratio. */
const HASH_MULTIPLIER = 0x9e3779b1;

/**
 * Endgame knowledge by material. Build it once from the compiled modules; then {@link find} and
 * {@link lookup} are allocation-free and cheap enough for every node of a search.
 */
export class RecognizerRegistry {
  /** Every entry, two per asymmetric material (one per colour of the strong side). */
  readonly entries: readonly RegistryEntry[];
  /** The modules, in registration order. */
  readonly modules: readonly PatternModule[];

  private readonly keys: Int32Array;
  /** Entry number plus one; 0 marks a free slot (the key 0, KK, is a legal key). */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly shift: number;

  /**
   * A registry of `modules`. Throws an `Error` when a module lists a malformed signature, one not
   * written strong side first, or a material another module already covers.
   */
  constructor(modules: readonly PatternModule[] = []) {
    const entries: RegistryEntry[] = [];
    const owner = new Map<number, string>();
    modules.forEach((module, moduleIndex) => {
      const name = module.source ?? `module ${moduleIndex + 1}`;
      for (const signature of module.materials) {
        const parsed = parseSignature(signature);
        if (!parsed) throw new Error(`${name}: '${signature}' is not a material signature`);
        if (parsed.strongSignature !== signature) {
          throw new Error(
            `${name}: '${signature}' must be written strong side first, as '${parsed.strongSignature}'`,
          );
        }
        // Throws for more like pieces than a key counts, so saturated keys never match.
        const key = materialKeyOfSignature(signature);
        const variants: Array<[number, Colour]> = [[key, WHITE]];
        if (!parsed.symmetric) variants.push([swapMaterialKeyColours(key), BLACK]);
        for (const [variantKey, strong] of variants) {
          const previous = owner.get(variantKey);
          if (previous !== undefined) {
            throw new Error(`${name}: ${signature} is already covered by ${previous}`);
          }
          owner.set(variantKey, name);
          entries.push(makeEntry(variantKey, signature, strong, module, moduleIndex));
        }
      }
    });
    this.entries = entries;
    this.modules = [...modules];

    // At most a quarter full, so that probes for absent materials (the common case in a search
    // that leaves the registered endgames) stop at the first or second slot.
    let bits = 4;
    while (1 << bits < entries.length * 4) bits++;
    this.keys = new Int32Array(1 << bits);
    this.slots = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    entries.forEach((entry, i) => {
      let slot = this.home(entry.key);
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.keys[slot] = entry.key;
      this.slots[slot] = i + 1;
    });
  }

  private home(key: number): number {
    return Math.imul(key, HASH_MULTIPLIER) >>> this.shift;
  }

  /** The entry for material key `key`, or `undefined`. Allocation-free. */
  find(key: number): RegistryEntry | undefined {
    const keys = this.keys;
    const slots = this.slots;
    for (let slot = this.home(key); ; slot = (slot + 1) & this.mask) {
      const entry = slots[slot]!;
      if (entry === 0) return undefined;
      if (keys[slot] === key) return this.entries[entry - 1];
    }
  }

  /** The entry for the material of `pos`, or `undefined`. Allocation-free. */
  lookup(pos: Position): RegistryEntry | undefined {
    return this.find(materialKey(pos));
  }

  /**
   * The entry for a signature written white's side first (`"KBKNN"`: black KNN against white
   * KB), or `undefined` when no module covers it or it is not a signature. Not for hot paths.
   */
  entryForSignature(signature: string): RegistryEntry | undefined {
    const parsed = parseSignature(signature);
    if (!parsed) return undefined;
    try {
      return this.find(materialKeyOfSignature(parsed.signature));
    } catch {
      return undefined; // more like pieces than a key counts: never registered
    }
  }

  /** The number of entries (both colours counted). */
  get size(): number {
    return this.entries.length;
  }
}

function makeEntry(
  key: number,
  signature: string,
  strong: Colour,
  module: PatternModule,
  moduleIndex: number,
): RegistryEntry {
  return Object.freeze({
    key,
    signature,
    strong,
    module,
    moduleIndex,
    recognize: module.recognize,
    recognizeExplained: module.recognizeExplained,
    classify: module.classify,
    classifyExplained: module.classifyExplained,
    evaluate: module.evaluate,
    reject: module.reject,
    rejectExplained: module.rejectExplained,
  });
}

/** A registry with no knowledge: every lookup misses. */
export const EMPTY_REGISTRY: RecognizerRegistry = new RecognizerRegistry();

/**
 * {@link EMPTY_REGISTRY}, as a function with the signature of `generated/registry.ts`'s
 * `buildRegistry`, so that code can switch between the two by changing one import.
 */
export function emptyRegistry(): RecognizerRegistry {
  return EMPTY_REGISTRY;
}
