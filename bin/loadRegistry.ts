/**
 * Where the CLI gets its endgame knowledge: the one place that knows about `generated/`.
 *
 * The runtime never imports generated code; commands that search call {@link loadRegistry} and
 * hand the result to the search. The registry files every compiled pattern module of
 * `generated/registry.ts` (`PATTERN_MODULES`) under its materials, in both colours; see
 * `runtime/registry.ts` and the contract in `runtime/patternModule.ts`.
 *
 * The generated code is imported on first use, not when the CLI starts: a broken or stale
 * `generated/` must not stop `patc compile` from fixing it.
 */
import type { PatternModule } from "../runtime/patternModule.ts";
import { RecognizerRegistry } from "../runtime/registry.ts";

let registry: RecognizerRegistry | undefined;

/** The registry of every compiled pattern module (built on first use, then shared). */
export async function loadRegistry(): Promise<RecognizerRegistry> {
  registry ??= new RecognizerRegistry(await loadPatternModules());
  return registry;
}

/** Every compiled pattern module of `generated/`: the search's knowledge. */
export async function loadPatternModules(): Promise<readonly PatternModule[]> {
  return (await import("../generated/registry.ts")).PATTERN_MODULES;
}

/**
 * Every compiled module of `generated/paper/`: algorithms as published, kept for comparison and
 * never in the search's registry.
 */
export async function loadPaperModules(): Promise<readonly PatternModule[]> {
  return (await import("../generated/paper/registry.ts")).PATTERN_MODULES;
}
