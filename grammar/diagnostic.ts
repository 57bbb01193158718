/**
 * Diagnostics are data, not exceptions: every stage of the front end (lexer, parser, checker
 * passes, example runner) reports problems as {@link Diagnostic} values and carries on, so that
 * one run of `patc check` shows every problem in a file.
 *
 * The codes live in one catalogue, {@link Messages}, in the manner of the TypeScript compiler's
 * `diagnosticMessages.json`: each entry has a stable code, a severity and a message template with
 * `{name}` holes. Rendering follows rustc:
 *
 * ```
 * error[PAT401]: 'weak rook' is not in this file's endgames
 *   --> patterns/knnk.pat:14:9
 *    |
 * 14 |    when weak rook on edge
 *    |         ^^^^^^^^^ KNNKB and KNNKN have no weak rook
 * ```
 *
 * @packageDocumentation
 */

/** A range of source text. Lines and columns are 1-based, columns in UTF-16 code units. */
export interface Span {
  /** The file name as given by the caller (shown in diagnostics). */
  readonly file: string;
  /** Offset of the first character. */
  readonly start: number;
  /** Offset just past the last character. */
  readonly end: number;
  /** Line of `start`. */
  readonly line: number;
  /** Column of `start`. */
  readonly column: number;
  /** Line of `end` (the position just past the span). */
  readonly endLine: number;
  /** Column of `end` (the position just past the span). */
  readonly endColumn: number;
}

/** `error` makes `patc check` fail; `warning` does not. */
export type Severity = "error" | "warning";

/** One entry of the catalogue: a code, a severity and a message template with `{hole}`s. */
export interface MessageTemplate {
  readonly code: string;
  readonly severity: Severity;
  readonly template: string;
}

/** A problem found in a pattern file. */
export interface Diagnostic {
  /** Stable code such as `PAT201`; see {@link Messages}. */
  readonly code: string;
  readonly severity: Severity;
  /** One line, lower case, no trailing full stop (rustc style). */
  readonly message: string;
  /** Where the problem is. */
  readonly span: Span;
  /** Short text printed after the carets. */
  readonly label?: string;
  /** Further lines, printed as `= note: ...` or `= help: ...` (the prefix is part of the text). */
  readonly notes?: readonly string[];
}

function entry(code: string, severity: Severity, template: string): MessageTemplate {
  return { code, severity, template };
}

/**
 * The catalogue of every diagnostic patc reports. Ranges: PAT0xx lexing, PAT1xx parsing, PAT2xx
 * names, PAT3xx types, PAT4xx context and material, PAT5xx warnings, PAT6xx examples, PAT9xx
 * internal errors. Codes are never reused for a different meaning.
 */
export const Messages = {
  // Lexing.
  unexpectedCharacter: entry("PAT001", "error", "unexpected character {text}"),
  unterminatedString: entry("PAT002", "error", "unterminated string"),
  unknownEscape: entry("PAT003", "error", "unknown escape '{escape}' in a string"),
  numberTooLarge: entry("PAT004", "error", "number {text} is too large"),
  notAMaterial: entry("PAT005", "error", "'{text}' is not a material"),
  materialOrder: entry("PAT006", "error", "the pieces of material '{text}' are out of order"),

  // Parsing.
  expected: entry("PAT101", "error", "expected {expected} but found {found}"),
  missingEnd: entry("PAT102", "error", "this 'if' has no 'end'"),
  sectionTwice: entry("PAT103", "error", "section '{section}' appears twice"),
  missingSentence: entry("PAT104", "error", "{what} needs a sentence after the ':'"),
  badExpectation: entry("PAT105", "error", "{found} cannot be expected {where}"),

  // Names.
  unknownName: entry("PAT201", "error", "unknown name '{name}'"),
  constantUsesLet: entry("PAT202", "error", "constant '{name}' cannot depend on the position"),
  duplicateName: entry("PAT203", "error", "'{name}' is already defined"),
  usedBeforeDefined: entry("PAT204", "error", "'{name}' is used before it is defined"),
  duplicateRule: entry("PAT205", "error", 'there is already a {what} named "{name}"'),
  unknownClass: entry("PAT206", "error", 'unknown class "{name}"'),
  duplicateMaterial: entry("PAT207", "error", "material {material} is listed twice"),
  functionNotAtTop: entry(
    "PAT208",
    "error",
    "function '{name}' must be defined at the top of the file, before the sections",
  ),

  // Types.
  wrongOperand: entry("PAT301", "error", "{operation} needs {expected}, but this is {actual}"),
  distanceTooSmall: entry("PAT302", "error", "a mate distance must be at least 1"),
  scoreNotNumber: entry("PAT303", "error", "a score must be a number, but this is {actual}"),
  conditionNotBoolean: entry(
    "PAT304",
    "error",
    "a condition must be true or false, but this is {actual}",
  ),
  branchMismatch: entry(
    "PAT305",
    "error",
    "the branches of 'if' have different types: {then} and {otherwise}",
  ),
  wrongArgumentCount: entry("PAT306", "error", "{fn} takes {expected}, but was given {actual}"),
  notConstant: entry("PAT307", "error", "{what} must be a fixed set of squares"),
  notASquareDesignator: entry(
    "PAT308",
    "error",
    "'normalise' needs a single piece, but '{text}' names a set of squares",
  ),

  // Context and material.
  pieceNotInEndgames: entry("PAT401", "error", "'{piece}' is not in this file's endgames"),
  notExactlyOne: entry("PAT402", "error", "'{piece}' needs exactly one such piece"),
  impossibleVerdict: entry("PAT403", "error", "'{verdict}' is impossible here"),
  unsatisfiableNormalisation: entry(
    "PAT404",
    "error",
    "this normalisation step cannot always be met",
  ),
  reserveForReject: entry("PAT405", "error", "'{form}' only makes sense in a 'reject' rule"),
  materialNotInHeader: entry(
    "PAT406",
    "error",
    "material {material} is not in this file's endgames",
  ),
  badFileOrRank: entry("PAT407", "error", "there is no {what} '{text}'"),
  expectationDoesNotFit: entry("PAT408", "error", "{what}"),

  // Warnings.
  unreachable: entry("PAT501", "warning", "{what} can never {act}"),
  normalisationNoop: entry("PAT502", "warning", "this normalisation step never changes anything"),
  emptySet: entry("PAT503", "warning", "this set is always empty"),
  constantCondition: entry("PAT504", "warning", "this condition is always {value}"),

  // Examples.
  badFen: entry("PAT601", "error", "bad FEN: {reason}"),
  exampleMaterial: entry(
    "PAT602",
    "error",
    "the example's material {material} is not in this file's endgames",
  ),
  wrongAnswer: entry("PAT603", "error", "example failed: expected {expected}, got {actual}"),
  illegalMove: entry("PAT604", "error", "the example's move cannot be played: {reason}"),
  exampleCannotRun: entry("PAT605", "error", "this example cannot run: {reason}"),

  // Internal.
  internalError: entry("PAT900", "error", "internal error in patc: {detail}"),
} as const satisfies Record<string, MessageTemplate>;

/** Fills the `{hole}`s of a template. Unknown holes are left as they are, visibly. */
export function fillTemplate(template: string, args: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in args ? String(args[key]) : whole,
  );
}

/** Builds a diagnostic from a catalogue entry. */
export function makeDiagnostic(
  message: MessageTemplate,
  span: Span,
  args: Readonly<Record<string, string | number>> = {},
  extra: { label?: string; notes?: readonly string[] } = {},
): Diagnostic {
  return {
    code: message.code,
    severity: message.severity,
    message: fillTemplate(message.template, args),
    span,
    ...(extra.label !== undefined ? { label: extra.label } : {}),
    ...(extra.notes !== undefined && extra.notes.length > 0 ? { notes: extra.notes } : {}),
  };
}

/** Orders diagnostics by file, position, then code, so that output is stable. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.span.file !== b.span.file) return a.span.file < b.span.file ? -1 : 1;
  if (a.span.start !== b.span.start) return a.span.start - b.span.start;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** Whether any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** Computes line/column positions for offsets of one source text. */
export class LineMap {
  /** Offsets at which each line starts; `lineStarts[0] = 0`. */
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    }
  }

  /** 1-based line and column of `offset`. */
  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 };
  }

  /** The span of `[start, end)`. */
  span(start: number, end: number): Span {
    const from = this.position(start);
    const to = this.position(end);
    return {
      file: this.file,
      start,
      end,
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
    };
  }

  /** The text of 1-based line `line`, without its line end. */
  lineText(line: number): string {
    const start = this.lineStarts[line - 1];
    if (start === undefined) return "";
    const next = this.lineStarts[line];
    let end = next === undefined ? this.text.length : next - 1;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return this.text.slice(start, end);
  }

  /** Number of lines. */
  get lineCount(): number {
    return this.lineStarts.length;
  }
}

/**
 * Renders one diagnostic rustc-style. `source` is the text of `d.span.file`, or undefined when
 * it is not at hand (then only the header and location are printed).
 */
export function renderDiagnostic(d: Diagnostic, source: string | undefined): string {
  const { span } = d;
  const out: string[] = [`${d.severity}[${d.code}]: ${d.message}`];
  const gutter = " ".repeat(String(span.line).length);
  out.push(`${gutter}--> ${span.file}:${span.line}:${span.column}`);
  if (source !== undefined) {
    const lines = new LineMap(span.file, source);
    const text = lines.lineText(span.line);
    // A span that runs onto later lines is underlined to the end of its first line.
    const last = span.endLine === span.line ? span.endColumn : text.length + 1;
    const width = Math.max(1, last - span.column);
    const label = d.label === undefined ? "" : ` ${d.label}`;
    out.push(`${gutter} |`);
    out.push(`${span.line} | ${text}`.trimEnd());
    out.push(`${gutter} | ${" ".repeat(span.column - 1)}${"^".repeat(width)}${label}`);
  }
  for (const note of d.notes ?? []) out.push(`${gutter} = ${note}`);
  return out.join("\n");
}

/**
 * Renders diagnostics followed by a summary line such as `2 errors, 1 warning`. `sources` maps
 * file names to their text.
 */
export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, string>,
): string {
  const blocks = diagnostics.map((d) => renderDiagnostic(d, sources.get(d.span.file)));
  return blocks.length === 0 ? "" : blocks.join("\n\n") + "\n";
}

/** `1 error`, `2 warnings`, ... */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** A JSON-friendly copy of a diagnostic, as printed by `patc check --json`. */
export function diagnosticToJson(d: Diagnostic) {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    file: d.span.file,
    line: d.span.line,
    column: d.span.column,
    endLine: d.span.endLine,
    endColumn: d.span.endColumn,
    ...(d.label !== undefined ? { label: d.label } : {}),
    notes: d.notes ?? [],
  };
}
