/**
 * Source text to tokens. The chevrotain lexer does the matching; this file turns its errors and
 * the deliberately lenient error tokens (bad strings, over-large numbers, capitalised words that
 * are not materials) into diagnostics, so that one run reports every lexical problem and the
 * parser still sees a usable token stream.
 *
 * @packageDocumentation
 */
import { Lexer, type IToken, type TokenType } from "chevrotain";
import { LineMap, makeDiagnostic, Messages, type Diagnostic } from "./diagnostic.ts";
import {
  allTokens,
  BadEscapeString,
  MaterialName,
  NumberLiteral,
  StringLiteral,
  UnterminatedString,
} from "./tokens.ts";

const lexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: true });

/** The largest number literal the language accepts (spec §2). */
export const MAX_NUMBER = 1_000_000;

/** What the lexer produces. */
export interface LexResult {
  /** Significant tokens, in order. */
  readonly tokens: IToken[];
  /** `--` comments, in order (for the formatter). */
  readonly comments: IToken[];
  readonly diagnostics: Diagnostic[];
}

/** The canonical order of pieces in a material: queens, rooks, bishops, knights. */
const PIECE_ORDER = "QRBN";
const MATERIAL_SHAPE = /^K[QRBN]*K[QRBN]*$/;

function canonicalArmy(pieces: string): string {
  return [...pieces].sort((a, b) => PIECE_ORDER.indexOf(a) - PIECE_ORDER.indexOf(b)).join("");
}

function retype(token: IToken, type: TokenType): void {
  token.tokenType = type;
  token.tokenTypeIdx = type.tokenTypeIdx!;
}

/** Splits `text` into tokens, reporting lexical problems against `file`. */
export function lex(text: string, file: string): LexResult {
  const lines = new LineMap(file, text);
  const result = lexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  const spanOf = (token: IToken) => lines.span(token.startOffset, token.endOffset! + 1);

  for (const error of result.errors) {
    const bad = text.slice(error.offset, error.offset + error.length);
    const shown = bad.length > 20 ? `${bad.slice(0, 20)}...` : bad;
    diagnostics.push(
      makeDiagnostic(
        Messages.unexpectedCharacter,
        lines.span(error.offset, error.offset + error.length),
        { text: JSON.stringify(shown) },
        { label: "not part of the pattern language" },
      ),
    );
  }

  for (const token of result.tokens) {
    switch (token.tokenType) {
      case UnterminatedString:
        diagnostics.push(
          makeDiagnostic(
            Messages.unterminatedString,
            spanOf(token),
            {},
            {
              label: 'add a closing " on this line',
            },
          ),
        );
        retype(token, StringLiteral);
        break;
      case BadEscapeString: {
        const escape = /\\[^"\\]/.exec(token.image)![0];
        diagnostics.push(
          makeDiagnostic(
            Messages.unknownEscape,
            spanOf(token),
            { escape },
            {
              notes: ['help: only \\" and \\\\ are escapes'],
            },
          ),
        );
        retype(token, StringLiteral);
        break;
      }
      case NumberLiteral:
        if (token.image.length > 7 || Number(token.image) > MAX_NUMBER) {
          diagnostics.push(
            makeDiagnostic(
              Messages.numberTooLarge,
              spanOf(token),
              { text: token.image },
              {
                label: `numbers go up to ${MAX_NUMBER}`,
              },
            ),
          );
        }
        break;
      case MaterialName:
        checkMaterialName(token, spanOf, diagnostics);
        break;
    }
  }

  return { tokens: result.tokens, comments: result.groups["comments"] ?? [], diagnostics };
}

function checkMaterialName(
  token: IToken,
  spanOf: (token: IToken) => ReturnType<LineMap["span"]>,
  diagnostics: Diagnostic[],
): void {
  const word = token.image;
  if (!MATERIAL_SHAPE.test(word)) {
    const lower = word.toLowerCase();
    const notes =
      lower === word
        ? []
        : [
            "note: materials are a king and its pieces, then the other king and its pieces, e.g. KNNKB",
            ...(/^[a-z_][a-z0-9_]*$/.test(lower)
              ? [`help: names and keywords are lower case: '${lower}'`]
              : []),
          ];
    diagnostics.push(
      makeDiagnostic(Messages.notAMaterial, spanOf(token), { text: word }, { notes }),
    );
    return;
  }
  const second = word.indexOf("K", 1);
  const strong = word.slice(1, second);
  const weak = word.slice(second + 1);
  const fixed = `K${canonicalArmy(strong)}K${canonicalArmy(weak)}`;
  if (fixed !== word) {
    diagnostics.push(
      makeDiagnostic(
        Messages.materialOrder,
        spanOf(token),
        { text: word },
        {
          notes: [`help: write the pieces in the order Q R B N: '${fixed}'`],
        },
      ),
    );
  }
}
