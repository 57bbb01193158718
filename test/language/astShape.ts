/** Helpers for tests that compare ASTs regardless of layout. */
import type { PatFile } from "../../grammar/ast.ts";

const IGNORED = new Set(["span", "comments", "type", "constant", "binding", "index"]);

/** The AST as JSON without source positions, comments or checker annotations. */
export function astShape(file: PatFile | undefined): string {
  return JSON.stringify(file, (key, value) =>
    IGNORED.has(key) || key.endsWith("Span") ? undefined : value,
  );
}
