/**
 * Tokens to a concrete syntax tree: the grammar of spec §3, §5, §6 and §7 as a chevrotain
 * `CstParser` with error recovery on, so that one run reports every syntax error it can.
 *
 * The CST keeps every token; `buildAst.ts` turns it into the typed AST. Rule names here are the
 * grammar's nonterminals; the `LABEL`s group children that `buildAst.ts` reads in source order.
 *
 * Error messages come from {@link errorMessages}: each is `CODE\u0000message\u0000label` so that
 * `parse.ts` can turn chevrotain's exceptions into catalogue diagnostics.
 *
 * @packageDocumentation
 */
import {
  CstParser,
  EOF,
  type CstNode,
  type IParserErrorMessageProvider,
  type IToken,
  type TokenType,
} from "chevrotain";
import { Messages } from "./diagnostic.ts";
import * as T from "./tokens.ts";

/** What the user reads for a token that was found. */
export function describeFound(token: IToken): string {
  if (token.tokenType === EOF) return "the end of the file";
  switch (token.tokenType) {
    case T.Sentence:
      return `the sentence '${token.image}'`;
    case T.StringLiteral:
      return `the string ${token.image}`;
    default:
      return `'${token.image}'`;
  }
}

function describeExpected(type: TokenType): string {
  if (type === EOF) return ruleNouns["declaration"]!;
  return type.LABEL ?? type.name;
}

/** Nouns for grammar rules, used when several tokens could have come next. */
const ruleNouns: Record<string, string> = {
  file: "'endgame'",
  header: "'endgame'",
  declaration: "'squares', 'let', 'example' or a section ('recognize', 'stop', ...)",
  section: "a section ('recognize', 'stop', 'halt', 'blackeval', 'whiteval' or 'reject')",
  statement: "a statement ('let', 'if', an example or a verdict)",
  verdict: "a verdict ('draw', 'fail', 'side to move mates in 1', ...)",
  verdictSubject: "'side to move', 'strong side' or 'weak side'",
  verdictOutcome: "'wins', 'loses', 'mates in N' or 'is mated'",
  expectation: "a verdict, 'class \"name\"', 'residual', 'rejected' or 'allowed'",
  designator: "a piece ('strong king', 'weak knights', ...)",
  pieceWord: "a piece: king, knight(s), bishop(s), rook(s), queen(s), minor(s) or pieces",
  sideName: "'strong side' or 'weak side'",
  normaliseStep: "'normalise'",
  expression: "an expression",
  orExpression: "an expression",
  andExpression: "an expression",
  notExpression: "an expression",
  relation: "an expression",
  relationTail: "a comparison",
  additive: "an expression",
  multiplicative: "an expression",
  prefixExpression: "an expression",
  primary: "an expression",
  namedRegion: "a region ('file a', 'rank 1', 'dark squares', ...)",
  positionFact: "a fact about the position",
  functionCall: "a function",
  verdictSectionItem: "'let', 'rule', 'example' or a new section",
  evalSectionItem: "'let', 'class', 'example' or a new section",
  rejectSectionItem: "'let', 'rule', 'example' or a new section",
};

function encode(code: string, message: string, label = ""): string {
  return `${code}\u0000${message}\u0000${label}`;
}

/** Chevrotain's hooks for error messages, producing catalogue-coded messages. */
export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, ruleName }) {
    if (expected === T.End && ruleName === "ifStatement") {
      return encode(
        Messages.missingEnd.code,
        `expected 'end' to close this 'if' but found ${describeFound(actual)}`,
        "expected 'end' before this",
      );
    }
    if (expected === T.Sentence) {
      const what = ruleName === "classDecl" ? "a class" : "a rule";
      return encode(
        Messages.missingSentence.code,
        `${what} needs a sentence after the ':'`,
        'say in words what it recognises, e.g. rule "name": the weak king is trapped',
      );
    }
    return encode(
      Messages.expected.code,
      `expected ${describeExpected(expected)} but found ${describeFound(actual)}`,
    );
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return encode(
      Messages.expected.code,
      `expected ${ruleNouns["declaration"]} but found ${describeFound(firstRedundant)}`,
    );
  },
  buildNoViableAltMessage({ actual, ruleName }) {
    const noun = ruleNouns[ruleName] ?? ruleName;
    return encode(
      Messages.expected.code,
      `expected ${noun} but found ${describeFound(actual[0]!)}`,
    );
  },
  buildEarlyExitMessage({ actual, ruleName }) {
    const noun = ruleNouns[ruleName] ?? ruleName;
    return encode(
      Messages.expected.code,
      `expected ${noun} but found ${describeFound(actual[0]!)}`,
    );
  },
};

/** The `.pat` grammar. One instance is reused: set `input` and call {@link PatParser.file}. */
export class PatParser extends CstParser {
  constructor() {
    super(T.allTokens, {
      recoveryEnabled: true,
      maxLookahead: 4,
      nodeLocationTracking: "onlyOffset",
      errorMessageProvider: errorMessages,
    });
    this.performSelfAnalysis();
  }

  /** file := header declaration* section* */
  readonly file = this.RULE("file", () => {
    this.SUBRULE(this.header);
    this.MANY(() => this.SUBRULE(this.declaration));
    this.MANY2(() => this.SUBRULE(this.section));
  });

  /** header := "endgame" MATERIAL ("," MATERIAL)* normalise* */
  readonly header = this.RULE("header", () => {
    this.CONSUME(T.Endgame);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME(T.MaterialName) });
    this.MANY(() => this.SUBRULE(this.normaliseStep));
  });

  /** normalise := "normalise" designator ("on" | "in") set_expr */
  readonly normaliseStep = this.RULE("normaliseStep", () => {
    this.CONSUME(T.Normalise);
    this.SUBRULE(this.designator);
    this.OR([{ ALT: () => this.CONSUME(T.On) }, { ALT: () => this.CONSUME(T.In) }]);
    this.SUBRULE(this.expression);
  });

  readonly declaration = this.RULE("declaration", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.squaresDecl) },
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.example) },
    ]);
  });

  /** "squares" IDENT "=" set_expr */
  readonly squaresDecl = this.RULE("squaresDecl", () => {
    this.CONSUME(T.Squares);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  /** "let" IDENT [ "(" IDENT { "," IDENT } ")" ] "=" expr */
  readonly letDecl = this.RULE("letDecl", () => {
    this.CONSUME(T.Let);
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.LParen);
      this.AT_LEAST_ONE_SEP({
        SEP: T.Comma,
        DEF: () => this.CONSUME2(T.Identifier, { LABEL: "params" }),
      });
      this.CONSUME(T.RParen);
    });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  readonly section = this.RULE("section", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.verdictSection) },
      { ALT: () => this.SUBRULE(this.evalSection) },
      { ALT: () => this.SUBRULE(this.rejectSection) },
    ]);
  });

  /** ("recognize" | "stop" | "halt") (let | rule | example)* */
  readonly verdictSection = this.RULE("verdictSection", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Recognize, { LABEL: "keyword" }) },
      { ALT: () => this.CONSUME(T.Stop, { LABEL: "keyword" }) },
      { ALT: () => this.CONSUME(T.Halt, { LABEL: "keyword" }) },
    ]);
    this.MANY(() => this.SUBRULE(this.verdictSectionItem, { LABEL: "items" }));
  });

  readonly verdictSectionItem = this.RULE("verdictSectionItem", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.verdictRule) },
      { ALT: () => this.SUBRULE(this.example) },
    ]);
  });

  /** ("blackeval" | "whiteval") (let | class | example)* */
  readonly evalSection = this.RULE("evalSection", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Blackeval, { LABEL: "keyword" }) },
      { ALT: () => this.CONSUME(T.Whiteval, { LABEL: "keyword" }) },
    ]);
    this.MANY(() => this.SUBRULE(this.evalSectionItem, { LABEL: "items" }));
  });

  readonly evalSectionItem = this.RULE("evalSectionItem", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.classDecl) },
      { ALT: () => this.SUBRULE(this.example) },
    ]);
  });

  /** "reject" (let | reject_rule | example)* */
  readonly rejectSection = this.RULE("rejectSection", () => {
    this.CONSUME(T.Reject, { LABEL: "keyword" });
    this.MANY(() => this.SUBRULE(this.rejectSectionItem, { LABEL: "items" }));
  });

  readonly rejectSectionItem = this.RULE("rejectSectionItem", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.rejectRule) },
      { ALT: () => this.SUBRULE(this.example) },
    ]);
  });

  /** rule_decl := "rule" STRING ":" SENTENCE ("when" expr "then")? statement* */
  readonly verdictRule = this.RULE("verdictRule", () => {
    this.CONSUME(T.Rule);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.Colon);
    this.CONSUME(T.Sentence);
    this.OPTION(() => {
      this.CONSUME(T.When);
      this.SUBRULE(this.expression, { LABEL: "condition" });
      this.CONSUME(T.Then);
    });
    this.MANY(() => this.SUBRULE(this.statement, { LABEL: "body" }));
  });

  /** class_decl := "class" STRING ":" SENTENCE let* ("when" expr)? ("score" expr)? example* */
  readonly classDecl = this.RULE("classDecl", () => {
    this.CONSUME(T.Class);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.Colon);
    this.CONSUME(T.Sentence);
    this.MANY(() => this.SUBRULE(this.letDecl, { LABEL: "lets" }));
    this.OPTION(() => {
      this.CONSUME(T.When);
      this.SUBRULE(this.expression, { LABEL: "condition" });
    });
    this.OPTION2(() => {
      this.CONSUME(T.Score);
      this.SUBRULE2(this.expression, { LABEL: "score" });
    });
    this.MANY2(() => this.SUBRULE(this.example, { LABEL: "examples" }));
  });

  /** reject_decl := "rule" STRING ":" SENTENCE let* "when" expr example* */
  readonly rejectRule = this.RULE("rejectRule", () => {
    this.CONSUME(T.Rule);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.Colon);
    this.CONSUME(T.Sentence);
    this.MANY(() => this.SUBRULE(this.letDecl, { LABEL: "lets" }));
    this.CONSUME(T.When);
    this.SUBRULE(this.expression, { LABEL: "condition" });
    this.MANY2(() => this.SUBRULE(this.example, { LABEL: "examples" }));
  });

  readonly statement = this.RULE("statement", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.ifStatement) },
      { ALT: () => this.SUBRULE(this.verdict) },
      { ALT: () => this.SUBRULE(this.example) },
    ]);
  });

  /** "if" expr "then" statement* ("otherwise" "if" expr "then" statement*)* ("otherwise" statement*)? "end" */
  readonly ifStatement = this.RULE("ifStatement", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression, { LABEL: "conditions" });
    this.CONSUME(T.Then);
    this.SUBRULE(this.block, { LABEL: "blocks" });
    this.MANY(() => {
      this.CONSUME(T.Otherwise, { LABEL: "elseIfs" });
      this.CONSUME2(T.If);
      this.SUBRULE2(this.expression, { LABEL: "conditions" });
      this.CONSUME2(T.Then);
      this.SUBRULE2(this.block, { LABEL: "blocks" });
    });
    this.OPTION(() => {
      this.CONSUME2(T.Otherwise, { LABEL: "otherwise" });
      this.SUBRULE3(this.block, { LABEL: "otherwiseBlock" });
    });
    this.CONSUME(T.End);
  });

  /** statement* (a rule body or a branch of `if`) */
  readonly block = this.RULE("block", () => {
    this.MANY(() => this.SUBRULE(this.statement, { LABEL: "statements" }));
  });

  /** verdict := "fail" "extend"? | "draw" | subject outcome */
  readonly verdict = this.RULE("verdict", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Fail);
          this.OPTION(() => this.CONSUME(T.Extend));
        },
      },
      { ALT: () => this.CONSUME(T.Draw) },
      {
        ALT: () => {
          this.SUBRULE(this.verdictSubject);
          this.SUBRULE(this.verdictOutcome);
        },
      },
    ]);
  });

  readonly verdictSubject = this.RULE("verdictSubject", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Side);
          this.CONSUME(T.To);
          this.CONSUME(T.MoveWord);
        },
      },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(T.Strong) }, { ALT: () => this.CONSUME(T.Weak) }]);
          this.CONSUME2(T.Side);
        },
      },
    ]);
  });

  readonly verdictOutcome = this.RULE("verdictOutcome", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Wins) },
      { ALT: () => this.CONSUME(T.Loses) },
      {
        ALT: () => {
          this.CONSUME(T.Mates);
          this.CONSUME(T.In);
          this.CONSUME(T.NumberLiteral);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Is);
          this.CONSUME(T.Mated);
          this.OPTION(() => {
            this.CONSUME2(T.In);
            this.CONSUME2(T.NumberLiteral);
          });
        },
      },
    ]);
  });

  /** example := "example" STRING MOVE? ":" expectation */
  readonly example = this.RULE("example", () => {
    this.CONSUME(T.Example);
    this.CONSUME(T.StringLiteral);
    this.OPTION(() => this.CONSUME(T.Move));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expectation);
  });

  readonly expectation = this.RULE("expectation", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.verdict) },
      {
        ALT: () => {
          this.CONSUME(T.Class);
          this.CONSUME(T.StringLiteral);
        },
      },
      { ALT: () => this.CONSUME(T.Residual) },
      { ALT: () => this.CONSUME(T.Rejected) },
      { ALT: () => this.CONSUME(T.Allowed) },
    ]);
  });

  /** ("strong" | "weak") piece word */
  readonly designator = this.RULE("designator", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Strong, { LABEL: "side" }) },
      { ALT: () => this.CONSUME(T.Weak, { LABEL: "side" }) },
    ]);
    this.SUBRULE(this.pieceWord);
  });

  readonly pieceWord = this.RULE("pieceWord", () => {
    this.OR(
      T.pieceWords.map((word) => ({
        ALT: () => this.CONSUME(T.Keywords[word], { LABEL: "word" }),
      })),
    );
  });

  readonly sideName = this.RULE("sideName", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Strong, { LABEL: "side" }) },
      { ALT: () => this.CONSUME(T.Weak, { LABEL: "side" }) },
    ]);
    this.CONSUME(T.Side);
  });

  // Expressions, loosest first (spec §5).

  readonly expression = this.RULE("expression", () => {
    this.SUBRULE(this.orExpression);
  });

  readonly orExpression = this.RULE("orExpression", () => {
    this.SUBRULE(this.andExpression, { LABEL: "operands" });
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.andExpression, { LABEL: "operands" });
    });
  });

  readonly andExpression = this.RULE("andExpression", () => {
    this.SUBRULE(this.notExpression, { LABEL: "operands" });
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.notExpression, { LABEL: "operands" });
    });
  });

  readonly notExpression = this.RULE("notExpression", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Not);
          this.SUBRULE(this.notExpression, { LABEL: "operand" });
        },
      },
      { ALT: () => this.SUBRULE(this.relation, { LABEL: "relation" }) },
    ]);
  });

  readonly relation = this.RULE("relation", () => {
    this.SUBRULE(this.additive, { LABEL: "left" });
    this.MANY(() => this.SUBRULE(this.relationTail, { LABEL: "tails" }));
  });

  /** `= B`, `< B`, `in S`, `not on S`, `attacked by strong side`, ... */
  readonly relationTail = this.RULE("relationTail", () => {
    this.OR([
      {
        ALT: () => {
          this.OR2(
            [T.Equals, T.NotEquals, T.Less, T.LessEquals, T.Greater, T.GreaterEquals].map(
              (type) => ({ ALT: () => this.CONSUME(type, { LABEL: "operator" }) }),
            ),
          );
          this.SUBRULE(this.additive, { LABEL: "right" });
        },
      },
      {
        ALT: () => {
          this.OPTION(() => this.CONSUME(T.Not, { LABEL: "negation" }));
          this.OR3([
            { ALT: () => this.CONSUME(T.In, { LABEL: "operator" }) },
            { ALT: () => this.CONSUME(T.On, { LABEL: "operator" }) },
          ]);
          this.SUBRULE2(this.additive, { LABEL: "right" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Attacked, { LABEL: "operator" });
          this.CONSUME(T.By);
          this.SUBRULE(this.sideName);
        },
      },
    ]);
  });

  readonly additive = this.RULE("additive", () => {
    this.SUBRULE(this.multiplicative, { LABEL: "operands" });
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Plus, { LABEL: "operators" }) },
        { ALT: () => this.CONSUME(T.Minus, { LABEL: "operators" }) },
      ]);
      this.SUBRULE2(this.multiplicative, { LABEL: "operands" });
    });
  });

  readonly multiplicative = this.RULE("multiplicative", () => {
    this.SUBRULE(this.prefixExpression, { LABEL: "operands" });
    this.MANY(() => {
      this.CONSUME(T.Star, { LABEL: "operators" });
      this.SUBRULE2(this.prefixExpression, { LABEL: "operands" });
    });
  });

  /** The prefix forms of level 7 applied to a level-7 operand, or a primary. */
  readonly prefixExpression = this.RULE("prefixExpression", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.prefixOperator, { LABEL: "operator" });
          this.SUBRULE(this.prefixExpression, { LABEL: "operand" });
        },
      },
      { ALT: () => this.SUBRULE(this.primary) },
    ]);
  });

  /** `-`, `empty`, `complement`, `before`, `count of`, ..., `knight attacks of`. Labelled `op`. */
  readonly prefixOperator = this.RULE("prefixOperator", () => {
    this.OR([
      {
        ALT: () =>
          this.OR2(
            [T.Minus, T.Empty, T.Complement, T.Before].map((type) => ({
              ALT: () => this.CONSUME(type, { LABEL: "op" }),
            })),
          ),
      },
      {
        ALT: () => {
          this.OR3(
            [T.Count, T.One, T.First, T.Last, T.File, T.Rank].map((type) => ({
              ALT: () => this.CONSUME(type, { LABEL: "op" }),
            })),
          );
          this.CONSUME(T.Of);
        },
      },
      {
        ALT: () => {
          this.OR4(
            (["king", "knight", "bishop", "rook", "queen"] as const).map((word) => ({
              ALT: () => this.CONSUME(T.Keywords[word], { LABEL: "op" }),
            })),
          );
          this.CONSUME(T.Attacks);
          this.CONSUME2(T.Of);
        },
      },
    ]);
  });

  readonly primary = this.RULE("primary", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          this.SUBRULE(this.expression);
          this.CONSUME(T.RParen);
        },
      },
      { ALT: () => this.CONSUME(T.NumberLiteral) },
      { ALT: () => this.SUBRULE(this.squareList) },
      { ALT: () => this.SUBRULE(this.namedRegion) },
      { ALT: () => this.SUBRULE(this.reference) },
      { ALT: () => this.SUBRULE(this.positionFact) },
      { ALT: () => this.SUBRULE(this.designator) },
      {
        ALT: () => {
          this.CONSUME(T.Attacks);
          this.CONSUME(T.Of);
          this.SUBRULE(this.sideName);
        },
      },
      { ALT: () => this.CONSUME(T.Occupied) },
      { ALT: () => this.SUBRULE(this.functionCall) },
      { ALT: () => this.SUBRULE(this.conditional) },
      {
        ALT: () => {
          this.CONSUME(T.Moved);
          this.OR2([
            { ALT: () => this.CONSUME(T.From, { LABEL: "end" }) },
            { ALT: () => this.CONSUME(T.To, { LABEL: "end" }) },
          ]);
        },
      },
    ]);
  });

  /** Squares and regions side by side: their union. */
  readonly squareList = this.RULE("squareList", () => {
    this.AT_LEAST_ONE(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.SquareName, { LABEL: "items" }) },
        { ALT: () => this.CONSUME(T.Region, { LABEL: "items" }) },
      ]);
    });
  });

  /** `file a`, `rank 8`, `dark squares`, `light squares`, `all squares`, `no squares` */
  readonly namedRegion = this.RULE("namedRegion", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.File, { LABEL: "kind" });
          this.CONSUME(T.Identifier, { LABEL: "argument" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Rank, { LABEL: "kind" });
          this.CONSUME(T.NumberLiteral, { LABEL: "argument" });
        },
      },
      {
        ALT: () => {
          this.OR2(
            [T.Dark, T.Light, T.All, T.No].map((type) => ({
              ALT: () => this.CONSUME(type, { LABEL: "kind" }),
            })),
          );
          this.CONSUME(T.Squares);
        },
      },
    ]);
  });

  /** `strong side to move`, `in check`, `in KNNKB`, `checkmate`, `stalemate` */
  readonly positionFact = this.RULE("positionFact", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.sideName);
          this.CONSUME(T.To);
          this.CONSUME(T.MoveWord);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.In);
          this.OR2([
            { ALT: () => this.CONSUME(T.Check, { LABEL: "fact" }) },
            { ALT: () => this.CONSUME(T.MaterialName, { LABEL: "material" }) },
          ]);
        },
      },
      { ALT: () => this.CONSUME(T.Checkmate, { LABEL: "fact" }) },
      { ALT: () => this.CONSUME(T.Stalemate, { LABEL: "fact" }) },
    ]);
  });

  /** A name, or a function the file defines applied to arguments: `spread(reach)` */
  readonly reference = this.RULE("reference", () => {
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.LParen);
      this.AT_LEAST_ONE_SEP({
        SEP: T.Comma,
        DEF: () => this.SUBRULE(this.expression, { LABEL: "arguments" }),
      });
      this.CONSUME(T.RParen);
    });
  });

  /** `distance(a, b)` and the other built-in functions */
  readonly functionCall = this.RULE("functionCall", () => {
    this.OR(
      T.functionNames.map((name) => ({
        ALT: () => this.CONSUME(T.Keywords[name], { LABEL: "function" }),
      })),
    );
    this.CONSUME(T.LParen);
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => this.SUBRULE(this.expression, { LABEL: "arguments" }),
    });
    this.CONSUME(T.RParen);
  });

  /** `if C then A otherwise B` as an expression */
  readonly conditional = this.RULE("conditional", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression, { LABEL: "condition" });
    this.CONSUME(T.Then);
    this.SUBRULE2(this.expression, { LABEL: "then" });
    this.CONSUME(T.Otherwise);
    this.SUBRULE3(this.expression, { LABEL: "otherwise" });
  });
}

/** The single parser instance (chevrotain parsers are built once and reused). */
export const parser = new PatParser();

/** Parses `tokens` as a whole file. Errors are in `parser.errors` afterwards. */
export function parseTokens(tokens: IToken[]): CstNode {
  parser.input = tokens;
  return parser.file();
}
