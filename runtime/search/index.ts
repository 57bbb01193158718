/**
 * The search in one import: `Search`/`search`, its options and results, scores, and the pieces
 * (transposition table, move ordering, evaluation) for tests and tools.
 *
 * @packageDocumentation
 */

export * from "./draws.ts";
export * from "./evaluation.ts";
export * from "./moveOrdering.ts";
export * from "./recognizerStats.ts";
export * from "./score.ts";
export * from "./search.ts";
export * from "./transpositionTable.ts";
