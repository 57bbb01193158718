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
 * ## The contract with the compiler
 *
 * There is one contract, {@link PatternModule} in `runtime/patternModule.ts`: what each compiled
 * `.pat` file (`generated/*.ts`) exports as its `PATTERN` descriptor (materials, entry points,
 * explaining twins, one rule table). The compiler also emits `generated/registry.ts`, which
 * exports every descriptor as one plain readonly array, `PATTERN_MODULES`. The registry is built
 * from that array:
 *
 * ```ts
 * import { PATTERN_MODULES } from "../generated/registry.ts";
 * import { RecognizerRegistry } from "../runtime/registry.ts";
 *
 * const registry = new RecognizerRegistry(PATTERN_MODULES);
 * ```
 *
 * The runtime never imports `generated/`: the search receives its registry as an option, and the
 * CLI builds it in `bin/loadRegistry.ts`.
 *
 * @packageDocumentation
 */

import {
  materialKey,
  materialKeyOfSignature,
  parseSignature,
  swapMaterialKeyColours,
} from "./material.ts";
import type {
  ExplainedPositionEntry,
  ExplainedRejectEntry,
  PatternModule,
  PositionEntry,
  RejectEntry,
} from "./patternModule.ts";
import { BLACK, type Colour, WHITE } from "./pieces.ts";
import type { Position } from "./position.ts";

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
  readonly recognize: PositionEntry | undefined;
  /** See {@link PatternModule}. */
  readonly recognizeExplained: ExplainedPositionEntry | undefined;
  /** See {@link PatternModule}. */
  readonly classify: PositionEntry | undefined;
  /** See {@link PatternModule}. */
  readonly classifyExplained: ExplainedPositionEntry | undefined;
  /** See {@link PatternModule}. */
  readonly evaluate: PositionEntry | undefined;
  /** See {@link PatternModule}. */
  readonly reject: RejectEntry | undefined;
  /** See {@link PatternModule}. */
  readonly rejectExplained: ExplainedRejectEntry | undefined;
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
   * A registry of `modules` (usually `PATTERN_MODULES` of `generated/registry.ts`). Throws an `Error` when a module lists a malformed signature, one not
   * written strong side first, or a material another module already covers.
   */
  constructor(modules: readonly PatternModule[] = []) {
    const entries: RegistryEntry[] = [];
    const owner = new Map<number, string>();
    modules.forEach((module, moduleIndex) => {
      const name = module.source;
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
