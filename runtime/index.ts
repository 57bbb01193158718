/**
 * The chess runtime in one import, for tools and tests:
 * `import { parseFen, perft } from "../runtime/index.ts"`. Hot code and generated code may
 * import the individual modules instead; the names are the same.
 *
 * @packageDocumentation
 */

export * from "./attacks.ts";
export * from "./board.ts";
export * from "./errors.ts";
export * from "./fen.ts";
export * from "./material.ts";
export * from "./move.ts";
export * from "./movegen.ts";
export * from "./notation.ts";
export * from "./perft.ts";
export * from "./pieces.ts";
export * from "./position.ts";
export * from "./prng.ts";
export * from "./randomPosition.ts";
export * from "./squares.ts";
export * from "./squareSet.ts";
export * from "./symmetry.ts";
export * from "./validate.ts";
export * from "./zobrist.ts";
