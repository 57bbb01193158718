/**
 * Where the CLI gets its endgame knowledge: the one place that knows about `generated/`.
 *
 * The runtime never imports generated code; commands that search call {@link loadRegistry} and
 * hand the result to the search. Until the compiler emits `generated/registry.ts`, the import
 * below supplies the empty registry, so `patc best` searches without recognizers. Plugging the
 * compiled patterns in is one line: replace that import with
 *
 * ```ts
 * import { buildRegistry } from "../generated/registry.ts";
 * ```
 *
 * (`generated/registry.ts` exports `buildRegistry(): RecognizerRegistry`; see
 * `runtime/registry.ts` for the contract.)
 */
import { emptyRegistry as buildRegistry, type RecognizerRegistry } from "../runtime/registry.ts";

let registry: RecognizerRegistry | undefined;

/** The registry of every compiled pattern module (built on first use, then shared). */
export function loadRegistry(): RecognizerRegistry {
  registry ??= buildRegistry();
  return registry;
}
