/**
 * The token vocabulary of the `.pat` language (spec §2). The order of {@link allTokens} is the
 * lexer's order of preference: context-sensitive tokens first, then comments, literals, keywords
 * (longest first, so that `kings` is not lexed as `king` + `s`), identifiers and punctuation.
 *
 * Two tokens depend on what came before, which chevrotain allows through custom patterns:
 * - a {@link Sentence} is the rest of the line after `rule "name":` or `class "name":`;
 * - a {@link Move} (SAN or UCI) may follow the FEN of an `example`.
 *
 * @packageDocumentation
 */
import { createToken, Lexer, type IToken, type TokenType } from "chevrotain";

/** Identifiers: lower case, digits and underscores. Keywords and squares take precedence. */
export const Identifier = createToken({ name: "Identifier", pattern: /[a-z_][a-z0-9_]*/ });

function previousTokens(tokens: IToken[], count: number): IToken[] {
  return tokens.slice(Math.max(0, tokens.length - count));
}

function onSameLine(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return false;
  }
  return true;
}

const sentenceText = /[^\r\n]*/y;

/**
 * The human sentence of a rule or class: everything after `rule "name":` up to the end of the
 * line or a `--` comment. Matched only in that position and only when not empty.
 */
export const Sentence = createToken({
  name: "Sentence",
  label: "a sentence",
  line_breaks: false,
  // Any printable character may start a sentence; the hint keeps chevrotain's fast path on.
  start_chars_hint: Array.from({ length: 0x3000 - 32 }, (_, i) => 32 + i),
  pattern: {
    exec(text, offset, tokens) {
      const [keyword, name, colon] = previousTokens(tokens, 3);
      if (colon === undefined || colon.tokenType !== Colon) return null;
      if (name!.tokenType !== StringLiteral) return null;
      if (keyword!.tokenType !== Rule && keyword!.tokenType !== Class) return null;
      if (!onSameLine(text, colon.endOffset! + 1, offset)) return null;
      sentenceText.lastIndex = offset;
      let rest = sentenceText.exec(text)![0];
      const comment = rest.indexOf("--");
      if (comment >= 0) rest = rest.slice(0, comment);
      rest = rest.trimEnd();
      if (rest.trim() === "") return null;
      // Leading blanks are left to the whitespace token, so the sentence starts at a word.
      const lead = rest.length - rest.trimStart().length;
      if (lead > 0) return null;
      return [rest] as [string];
    },
  },
});

const moveText = /[A-Za-z0-9][A-Za-z0-9+#=-]*/y;

/** The move of an `example "FEN" Nb6: rejected` line, in SAN or UCI; validated later. */
export const Move = createToken({
  name: "Move",
  label: "a move",
  line_breaks: false,
  start_chars_hint: [..."abcdefghKQRBNO"],
  pattern: {
    exec(text, offset, tokens) {
      const [keyword, fen] = previousTokens(tokens, 2);
      if (fen === undefined || keyword!.tokenType !== Example) return null;
      if (fen.tokenType !== StringLiteral) return null;
      if (!onSameLine(text, fen.endOffset! + 1, offset)) return null;
      moveText.lastIndex = offset;
      const match = moveText.exec(text);
      return match === null ? null : ([match[0]] as [string]);
    },
  },
});

/** `-- a comment`, kept aside for the formatter. */
export const Comment = createToken({ name: "Comment", pattern: /--[^\r\n]*/, group: "comments" });

/** Spaces, tabs and line ends: insignificant. */
export const Whitespace = createToken({
  name: "Whitespace",
  pattern: /[ \t\r\n]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});

/** A well-formed string: `"..."` on one line with escapes `\"` and `\\` only. */
export const StringLiteral = createToken({
  name: "StringLiteral",
  label: "a string",
  pattern: /"(?:[^"\\\r\n]|\\["\\])*"/,
});

/** A string with an escape other than `\"` and `\\`; reported (PAT003), then parsed as a string. */
export const BadEscapeString = createToken({
  name: "BadEscapeString",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*"/,
});

/** A string with no closing quote on its line; reported (PAT002), then parsed as a string. */
export const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/,
});

/** A region: `a1-d4` (rectangle) or `a1-d1-d4` (triangle), no spaces. */
export const Region = createToken({
  name: "Region",
  label: "a region",
  pattern: /[a-h][1-8]-[a-h][1-8](?:-[a-h][1-8])?(?![a-z0-9_])/,
});

/** A square such as `c3`. */
export const SquareName = createToken({
  name: "SquareName",
  label: "a square",
  pattern: /[a-h][1-8]/,
  longer_alt: Identifier,
});

/** A decimal number; range-checked by the lexer facade (PAT004). */
export const NumberLiteral = createToken({
  name: "NumberLiteral",
  label: "a number",
  pattern: /[0-9]+/,
});

/**
 * A capitalised word: a material such as `KNNKB`. Any capitalised word is lexed here and checked
 * afterwards (PAT005, PAT006), so that `KNNBK` gets a useful message rather than a lexing error.
 */
export const MaterialName = createToken({
  name: "MaterialName",
  label: "a material",
  pattern: /[A-Z][A-Za-z0-9_]*/,
});

/** The reserved words of spec §2 plus `class` and `residual`. */
export const keywordNames = [
  "endgame",
  "normalise",
  "squares",
  "let",
  "recognize",
  "stop",
  "halt",
  "blackeval",
  "whiteval",
  "reject",
  "rule",
  "class",
  "residual",
  "example",
  "when",
  "then",
  "if",
  "otherwise",
  "end",
  "and",
  "or",
  "not",
  "in",
  "on",
  "strong",
  "weak",
  "side",
  "to",
  "move",
  "king",
  "kings",
  "knight",
  "knights",
  "bishop",
  "bishops",
  "rook",
  "rooks",
  "queen",
  "queens",
  "minor",
  "minors",
  "pieces",
  "attacks",
  "of",
  "attacked",
  "by",
  "empty",
  "complement",
  "count",
  "one",
  "first",
  "last",
  "file",
  "rank",
  "dark",
  "light",
  "all",
  "no",
  "distance",
  "manhattan",
  "edge_distance",
  "corner_distance",
  "knight_distance",
  "king_walk",
  "min",
  "max",
  "abs",
  "check",
  "checkmate",
  "stalemate",
  "fail",
  "draw",
  "wins",
  "loses",
  "mates",
  "is",
  "mated",
  "score",
  "extend",
  "before",
  "moved",
  "from",
  "occupied",
  "rejected",
  "allowed",
] as const;

/** A keyword's spelling. */
export type KeywordName = (typeof keywordNames)[number];

function keyword(word: KeywordName): TokenType {
  const name = word
    .split("_")
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
  return createToken({ name, label: `'${word}'`, pattern: word, longer_alt: Identifier });
}

/** Every keyword token, by spelling. */
export const Keywords: Readonly<Record<KeywordName, TokenType>> = Object.fromEntries(
  keywordNames.map((word) => [word, keyword(word)]),
) as Record<KeywordName, TokenType>;

// Named exports for the keywords the parser mentions by name.
export const {
  endgame: Endgame,
  normalise: Normalise,
  squares: Squares,
  let: Let,
  recognize: Recognize,
  stop: Stop,
  halt: Halt,
  blackeval: Blackeval,
  whiteval: Whiteval,
  reject: Reject,
  rule: Rule,
  class: Class,
  residual: Residual,
  example: Example,
  when: When,
  then: Then,
  if: If,
  otherwise: Otherwise,
  end: End,
  and: And,
  or: Or,
  not: Not,
  in: In,
  on: On,
  strong: Strong,
  weak: Weak,
  side: Side,
  to: To,
  move: MoveWord,
  attacks: Attacks,
  of: Of,
  attacked: Attacked,
  by: By,
  empty: Empty,
  complement: Complement,
  count: Count,
  one: One,
  first: First,
  last: Last,
  file: File,
  rank: Rank,
  dark: Dark,
  light: Light,
  all: All,
  no: No,
  check: Check,
  checkmate: Checkmate,
  stalemate: Stalemate,
  fail: Fail,
  draw: Draw,
  wins: Wins,
  loses: Loses,
  mates: Mates,
  is: Is,
  mated: Mated,
  score: Score,
  extend: Extend,
  before: Before,
  moved: Moved,
  from: From,
  occupied: Occupied,
  rejected: Rejected,
  allowed: Allowed,
} = Keywords;

/** Piece words usable after `strong`/`weak` and before `attacks of`. */
export const pieceWords = [
  "king",
  "knight",
  "knights",
  "bishop",
  "bishops",
  "rook",
  "rooks",
  "queen",
  "queens",
  "minor",
  "minors",
  "pieces",
] as const;

/** Built-in functions written with parentheses: `distance(a, b)`, `king_walk(from, within)`. */
export const functionNames = [
  "distance",
  "manhattan",
  "edge_distance",
  "corner_distance",
  "knight_distance",
  "king_walk",
  "min",
  "max",
  "abs",
] as const;

export type FunctionName = (typeof functionNames)[number];

function punctuation(name: string, text: string): TokenType {
  return createToken({ name, label: `'${text}'`, pattern: text });
}

export const NotEquals = punctuation("NotEquals", "!=");
export const LessEquals = punctuation("LessEquals", "<=");
export const GreaterEquals = punctuation("GreaterEquals", ">=");
export const Equals = punctuation("Equals", "=");
export const Less = punctuation("Less", "<");
export const Greater = punctuation("Greater", ">");
export const Plus = punctuation("Plus", "+");
export const Minus = punctuation("Minus", "-");
export const Star = punctuation("Star", "*");
export const LParen = punctuation("LParen", "(");
export const RParen = punctuation("RParen", ")");
export const Comma = punctuation("Comma", ",");
export const Colon = punctuation("Colon", ":");

const keywordsLongestFirst = [...keywordNames]
  .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  .map((word) => Keywords[word]);

/** Every token type in the lexer's order of preference. */
export const allTokens: TokenType[] = [
  Sentence,
  Move,
  Whitespace,
  Comment,
  StringLiteral,
  BadEscapeString,
  UnterminatedString,
  Region,
  SquareName,
  NumberLiteral,
  MaterialName,
  ...keywordsLongestFirst,
  Identifier,
  NotEquals,
  LessEquals,
  GreaterEquals,
  Equals,
  Less,
  Greater,
  Plus,
  Minus,
  Star,
  LParen,
  RParen,
  Comma,
  Colon,
];
