/**
 * Everything from a `.pat` file that reaches the generated TypeScript goes through here, so that
 * no name or string can inject code:
 *
 * - identifiers are prefixed with `v_` (the generated code's own names never start so), which
 *   also keeps JavaScript reserved words (`function`, `let`) and the generated locals (`pos`,
 *   `out`, `strong`) out of reach; any character outside `[A-Za-z0-9_]` is spelled as `$xx`;
 * - strings are JSON string literals with every character outside printable ASCII escaped, so
 *   quotes, backslashes, backticks, `${` and the line separators U+2028/U+2029 stay inside;
 * - comment text has the same escapes without the quotes, so nothing can end a `//` comment.
 *
 * @packageDocumentation
 */

/** The generated identifier for the `.pat` name `name`. */
export function mangle(name: string): string {
  return "v_" + name.replace(/[^A-Za-z0-9_]/g, (c) => "$" + c.charCodeAt(0).toString(16));
}

function escapeNonAscii(text: string): string {
  return text.replace(
    /[^\x20-\x7e]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
  );
}

/** A TypeScript string literal with the value `text`. */
export function stringLiteral(text: string): string {
  return escapeNonAscii(JSON.stringify(text));
}

/** `text` made safe for the inside of a `//` comment. */
export function commentText(text: string): string {
  return escapeNonAscii(text);
}
