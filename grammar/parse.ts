/**
 * The front door of `grammar/`: source text and a file name in, an AST and diagnostics out.
 * Lexing and parsing form one stage: all their problems are reported together, and the AST is
 * built only when there were none (so later stages never see a half-recovered tree).
 *
 * @packageDocumentation
 */
import { EOF, type IRecognitionException, type IToken } from "chevrotain";
import type { PatFile } from "./ast.ts";
import { AstBuilder } from "./buildAst.ts";
import {
  compareDiagnostics,
  hasErrors,
  LineMap,
  makeDiagnostic,
  Messages,
  type Diagnostic,
  type MessageTemplate,
  type Span,
} from "./diagnostic.ts";
import { lex } from "./lexer.ts";
import { parser, parseTokens } from "./parser.ts";

/** The result of {@link parse}. */
export interface ParseResult {
  /** The AST, present when lexing and parsing found no error. */
  readonly file: PatFile | undefined;
  /** Every lexing and parsing problem, in source order. */
  readonly diagnostics: Diagnostic[];
}

/** Parses the text of one `.pat` file. Never throws: a bug in patc becomes PAT900. */
export function parse(text: string, fileName: string): ParseResult {
  const lines = new LineMap(fileName, text);
  try {
    const lexed = lex(text, fileName);
    const cst = parseTokens(lexed.tokens);
    const syntaxErrors = parserDiagnostics(parser.errors, lines, lexed.tokens);
    const diagnostics = [...lexed.diagnostics, ...syntaxErrors];
    if (hasErrors(diagnostics))
      return { file: undefined, diagnostics: diagnostics.sort(compareDiagnostics) };
    const builder = new AstBuilder(lines, lexed.comments);
    const file = builder.file(cst, fileName);
    diagnostics.push(...builder.diagnostics);
    return { file, diagnostics: diagnostics.sort(compareDiagnostics) };
  } catch (error) {
    return { file: undefined, diagnostics: [internalError(error, lines.span(0, 0))] };
  }
}

/** Wraps an unexpected exception as a PAT900 diagnostic (never a stack trace). */
export function internalError(error: unknown, span: Span): Diagnostic {
  const detail = error instanceof Error ? error.message : String(error);
  return makeDiagnostic(
    Messages.internalError,
    span,
    { detail },
    {
      notes: ["note: this is a bug in patc, not in your file; please report it"],
    },
  );
}

const codes = new Map<string, MessageTemplate>(
  Object.values(Messages).map((message) => [message.code, message]),
);

function parserDiagnostics(
  errors: readonly IRecognitionException[],
  lines: LineMap,
  tokens: readonly IToken[],
): Diagnostic[] {
  const seen = new Set<string>();
  const result: Diagnostic[] = [];
  for (const error of errors) {
    const [code, message, label] = error.message.split("\u0000");
    const span = errorSpan(error.token, lines, tokens);
    const key = `${span.start}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const template = codes.get(code ?? "") ?? Messages.expected;
    result.push({
      code: template.code,
      severity: template.severity,
      message: message ?? error.message,
      span,
      ...(label ? { label } : {}),
    });
  }
  return result;
}

function errorSpan(token: IToken, lines: LineMap, tokens: readonly IToken[]): Span {
  if (token.tokenType === EOF || Number.isNaN(token.startOffset)) {
    // At the end of the file: point just after the last token.
    const last = tokens[tokens.length - 1];
    const at = last === undefined ? 0 : last.endOffset! + 1;
    return lines.span(at, at);
  }
  return lines.span(token.startOffset, token.endOffset! + 1);
}
