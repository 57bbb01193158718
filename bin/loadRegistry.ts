/**
 * Where the CLI gets its endgame knowledge: the one place that knows about `generated/`.
 *
 * The runtime never imports generated code; commands that search call {@link loadRegistry} and
 * hand the result to the search. Until the compiler emits `generated/registry.ts`, this returns
 * the empty registry, so `patc best` searches without recognizers. To plug the compiled patterns
 * in, swap the two marked lines: import `buildRegistry` from `../generated/registry.ts` (which
 * must export `buildRegistry(): RecognizerRegistry`, see `runtime/registry.ts`) and return its
 * result.
 */
import { EMPTY_REGISTRY, type RecognizerRegistry } from "../runtime/registry.ts";
// Switch: import { buildRegistry } from "../generated/registry.ts";

let registry: RecognizerRegistry | undefined;

/** The registry of every compiled pattern module (built once, then shared). */
export function loadRegistry(): RecognizerRegistry {
  registry ??= EMPTY_REGISTRY; // Switch: registry ??= buildRegistry();
  return registry;
}
