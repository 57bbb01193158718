/**
 * Concrete syntax tree to AST. Runs only on a CST that parsed without errors, so the shapes it
 * meets are exactly those of `parser.ts`; anything else is a bug in patc and is thrown as an
 * {@link InternalError}, which `parse.ts` reports as PAT900 rather than crashing.
 *
 * The few checks that need the whole file's syntax but no names or types are made here: a
 * section written twice (PAT103) and an example whose expectation cannot be expected where it is
 * written (PAT105).
 *
 * @packageDocumentation
 */
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./ast.ts";
import { LineMap, makeDiagnostic, Messages, type Diagnostic, type Span } from "./diagnostic.ts";

/** A bug in patc, not in the pattern file. Reported as PAT900. */
export class InternalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InternalError";
  }
}

type Child = CstNode | IToken;

function isToken(child: Child): child is IToken {
  return "image" in child;
}

/** The square index of a square name such as `c3` (a1 = 0, h8 = 63). */
export function squareIndex(name: string): A.SquareIndex {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

/** The name of square index `square`, e.g. 18 → `c3`. */
export function squareName(square: A.SquareIndex): string {
  return String.fromCharCode(97 + (square & 7), 49 + (square >> 3));
}

const ARMY_PIECES = { Q: "queens", R: "rooks", B: "bishops", N: "knights" } as const;

function parseArmy(pieces: string): A.Army | undefined {
  const army = { queens: 0, rooks: 0, bishops: 0, knights: 0 };
  for (const piece of pieces) {
    const key = ARMY_PIECES[piece as keyof typeof ARMY_PIECES];
    if (key === undefined) return undefined;
    army[key]++;
  }
  return army;
}

/** Parses a material such as `KNNKB`; undefined if it is not one (spec §2). */
export function parseMaterial(text: string): A.Material | undefined {
  if (!/^K[QRBN]*K[QRBN]*$/.test(text)) return undefined;
  const second = text.indexOf("K", 1);
  const strong = parseArmy(text.slice(1, second));
  const weak = parseArmy(text.slice(second + 1));
  if (strong === undefined || weak === undefined) return undefined;
  return { name: materialName(strong, weak), strong, weak };
}

/** The canonical name of a material: `K` + pieces in the order Q R B N, twice. */
export function materialName(strong: A.Army, weak: A.Army): string {
  const army = (a: A.Army) =>
    "Q".repeat(a.queens) + "R".repeat(a.rooks) + "B".repeat(a.bishops) + "N".repeat(a.knights);
  return `K${army(strong)}K${army(weak)}`;
}

/** The value of a string literal token, without quotes and with escapes resolved. */
export function stringValue(image: string): string {
  const body = image.endsWith('"') && image.length >= 2 ? image.slice(1, -1) : image.slice(1);
  return body.replace(/\\(.)/g, "$1");
}

/** Builds the AST of one file from its CST. */
export class AstBuilder {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly lines: LineMap,
    private readonly comments: readonly IToken[],
  ) {}

  // -- CST access --------------------------------------------------------------------------

  private children(node: CstNode, key: string): Child[] {
    return node.children[key] ?? [];
  }

  private token(node: CstNode, key: string, index = 0): IToken {
    const child = this.children(node, key)[index];
    if (child === undefined || !isToken(child)) {
      throw new InternalError(`expected token '${key}' in ${node.name}`);
    }
    return child;
  }

  private maybeToken(node: CstNode, key: string): IToken | undefined {
    const child = this.children(node, key)[0];
    return child !== undefined && isToken(child) ? child : undefined;
  }

  private node(node: CstNode, key: string, index = 0): CstNode {
    const child = this.children(node, key)[index];
    if (child === undefined || isToken(child)) {
      throw new InternalError(`expected node '${key}' in ${node.name}`);
    }
    return child;
  }

  private nodes(node: CstNode, key: string): CstNode[] {
    return this.children(node, key).filter((c): c is CstNode => !isToken(c));
  }

  private tokens(node: CstNode, key: string): IToken[] {
    return this.children(node, key).filter(isToken);
  }

  /** The single child of an OR rule whose alternatives are all subrules or tokens. */
  private onlyChild(node: CstNode): Child {
    const all = Object.values(node.children).flat();
    if (all.length !== 1) throw new InternalError(`expected one child in ${node.name}`);
    return all[0]!;
  }

  // -- spans ---------------------------------------------------------------------------------

  private tokenSpan(token: IToken): Span {
    return this.lines.span(token.startOffset, token.endOffset! + 1);
  }

  private nodeSpan(node: CstNode): Span {
    const location = node.location;
    if (location === undefined || Number.isNaN(location.startOffset)) {
      throw new InternalError(`no location for ${node.name}`);
    }
    return this.lines.span(location.startOffset, location.endOffset! + 1);
  }

  private join(first: Span, last: Span): Span {
    return this.lines.span(first.start, last.end);
  }

  // -- file ----------------------------------------------------------------------------------

  /** Builds the whole file. */
  file(cst: CstNode, fileName: string): A.PatFile {
    const header = this.header(this.node(cst, "header"));
    const declarations = this.nodes(cst, "declaration").map((d) => this.declaration(d));
    const sections = this.nodes(cst, "section").map((s) => this.section(s));
    const seen = new Map<A.SectionKind, A.Section>();
    for (const section of sections) {
      const first = seen.get(section.section);
      if (first !== undefined) {
        this.diagnostics.push(
          makeDiagnostic(
            Messages.sectionTwice,
            section.keywordSpan,
            { section: section.section },
            {
              label: "second one here",
              notes: [`note: the first '${section.section}' is on line ${first.keywordSpan.line}`],
            },
          ),
        );
      } else {
        seen.set(section.section, section);
      }
    }
    for (const item of declarations) if (item.kind === "example") this.checkExample(item, "top");
    return {
      kind: "file",
      fileName,
      span: this.lines.span(0, this.lines.text.length),
      header,
      declarations,
      sections,
      comments: this.comments.map((c) => ({ text: c.image, span: this.tokenSpan(c) })),
    };
  }

  private header(node: CstNode): A.Header {
    const materials = this.tokens(node, "MaterialName").map((token) => ({
      text: token.image,
      material: parseMaterial(token.image),
      span: this.tokenSpan(token),
    }));
    const normalise = this.nodes(node, "normaliseStep").map((step) => ({
      kind: "normalise" as const,
      span: this.nodeSpan(step),
      designator: this.designator(this.node(step, "designator")),
      word: this.maybeToken(step, "On") !== undefined ? ("on" as const) : ("in" as const),
      target: this.expression(this.node(step, "expression")),
    }));
    return { span: this.nodeSpan(node), materials, normalise };
  }

  private declaration(node: CstNode): A.SquaresDecl | A.LetDecl | A.Example {
    const child = this.onlyChild(node) as CstNode;
    switch (child.name) {
      case "squaresDecl":
        return this.squaresDecl(child);
      case "letDecl":
        return this.letDecl(child);
      default:
        return this.example(child);
    }
  }

  private squaresDecl(node: CstNode): A.SquaresDecl {
    const name = this.token(node, "Identifier");
    return {
      kind: "squares",
      span: this.nodeSpan(node),
      name: name.image,
      nameSpan: this.tokenSpan(name),
      value: this.expression(this.node(node, "expression")),
    };
  }

  private letDecl(node: CstNode): A.LetDecl {
    const name = this.token(node, "Identifier");
    return {
      kind: "let",
      span: this.nodeSpan(node),
      name: name.image,
      nameSpan: this.tokenSpan(name),
      params: this.tokens(node, "params").map((p) => ({ name: p.image, span: this.tokenSpan(p) })),
      value: this.expression(this.node(node, "expression")),
    };
  }

  // -- sections ------------------------------------------------------------------------------

  private section(node: CstNode): A.Section {
    const inner = this.onlyChild(node) as CstNode;
    const keyword = this.token(inner, "keyword");
    const section = keyword.image as A.SectionKind;
    const items = this.nodes(inner, "items").map((item) => {
      const child = this.onlyChild(item) as CstNode;
      switch (child.name) {
        case "letDecl":
          return this.letDecl(child);
        case "example": {
          const example = this.example(child);
          this.checkExample(example, "section");
          return example;
        }
        case "verdictRule":
          return this.verdictRule(child);
        case "classDecl":
          return this.classDecl(child);
        default:
          return this.rejectRule(child);
      }
    });
    return {
      kind: "section",
      section,
      span: this.nodeSpan(node),
      keywordSpan: this.tokenSpan(keyword),
      items,
    };
  }

  private ruleHead(node: CstNode) {
    const name = this.token(node, "StringLiteral");
    return {
      span: this.nodeSpan(node),
      name: stringValue(name.image),
      nameSpan: this.tokenSpan(name),
      sentence: this.token(node, "Sentence").image.trim(),
    };
  }

  private verdictRule(node: CstNode): A.VerdictRule {
    const condition = this.children(node, "condition")[0] as CstNode | undefined;
    const thenToken = this.maybeToken(node, "Then");
    const body = this.nodes(node, "body").map((s) => this.statement(s));
    this.checkBodyExamples(body);
    return {
      kind: "verdictRule",
      ...this.ruleHead(node),
      condition: condition === undefined ? undefined : this.expression(condition),
      thenSpan: thenToken === undefined ? undefined : this.tokenSpan(thenToken),
      body,
    };
  }

  private classDecl(node: CstNode): A.ClassDecl {
    const condition = this.children(node, "condition")[0] as CstNode | undefined;
    const score = this.children(node, "score")[0] as CstNode | undefined;
    const examples = this.nodes(node, "examples").map((e) => this.example(e));
    for (const example of examples) this.checkExample(example, "class");
    return {
      kind: "class",
      ...this.ruleHead(node),
      lets: this.nodes(node, "lets").map((l) => this.letDecl(l)),
      condition: condition === undefined ? undefined : this.expression(condition),
      score: score === undefined ? undefined : this.expression(score),
      examples,
    };
  }

  private rejectRule(node: CstNode): A.RejectRule {
    const examples = this.nodes(node, "examples").map((e) => this.example(e));
    for (const example of examples) this.checkExample(example, "rejectRule");
    return {
      kind: "rejectRule",
      ...this.ruleHead(node),
      lets: this.nodes(node, "lets").map((l) => this.letDecl(l)),
      condition: this.expression(this.node(node, "condition")),
      examples,
    };
  }

  private statement(node: CstNode): A.Statement {
    const child = this.onlyChild(node) as CstNode;
    switch (child.name) {
      case "letDecl":
        return this.letDecl(child);
      case "ifStatement":
        return this.ifStatement(child);
      case "verdict": {
        const verdict = this.verdict(child);
        return { kind: "verdictStatement", span: verdict.span, verdict };
      }
      default:
        return this.example(child);
    }
  }

  private block(node: CstNode): A.Statement[] {
    return this.nodes(node, "statements").map((s) => this.statement(s));
  }

  private ifStatement(node: CstNode): A.IfStatement {
    const conditions = this.nodes(node, "conditions");
    const blocks = this.nodes(node, "blocks");
    const ifToken = this.token(node, "If");
    const elseIfs = this.tokens(node, "elseIfs");
    const branches = conditions.map((condition, i) => {
      const start = i === 0 ? this.tokenSpan(ifToken) : this.tokenSpan(elseIfs[i - 1]!);
      const body = this.block(blocks[i]!);
      const condExpr = this.expression(condition);
      const last = body.length > 0 ? body[body.length - 1]!.span : condExpr.span;
      return { span: this.join(start, last), condition: condExpr, body };
    });
    const otherwiseToken = this.maybeToken(node, "otherwise");
    const otherwiseBlock = this.children(node, "otherwiseBlock")[0] as CstNode | undefined;
    const otherwise = otherwiseBlock === undefined ? undefined : this.block(otherwiseBlock);
    for (const branch of branches) this.checkBodyExamples(branch.body);
    if (otherwise !== undefined) this.checkBodyExamples(otherwise);
    return {
      kind: "if",
      span: this.nodeSpan(node),
      branches,
      otherwise,
      otherwiseSpan: otherwiseToken === undefined ? undefined : this.tokenSpan(otherwiseToken),
    };
  }

  private checkBodyExamples(body: readonly A.Statement[]): void {
    for (const statement of body)
      if (statement.kind === "example") this.checkExample(statement, "rule");
  }

  // -- verdicts and examples -----------------------------------------------------------------

  private verdict(node: CstNode): A.Verdict {
    const span = this.nodeSpan(node);
    if (this.maybeToken(node, "Fail") !== undefined) {
      const extend = this.maybeToken(node, "Extend") !== undefined;
      return {
        kind: "verdict",
        span,
        outcome: "fail",
        subject: undefined,
        extend,
        distance: undefined,
        distanceSpan: undefined,
      };
    }
    if (this.maybeToken(node, "Draw") !== undefined) {
      return {
        kind: "verdict",
        span,
        outcome: "draw",
        subject: undefined,
        extend: false,
        distance: undefined,
        distanceSpan: undefined,
      };
    }
    const subjectNode = this.node(node, "verdictSubject");
    const subject: A.VerdictSubject =
      this.maybeToken(subjectNode, "Strong") !== undefined
        ? "strong"
        : this.maybeToken(subjectNode, "Weak") !== undefined
          ? "weak"
          : "sideToMove";
    const outcomeNode = this.node(node, "verdictOutcome");
    const number = this.maybeToken(outcomeNode, "NumberLiteral");
    const distance = number === undefined ? undefined : Number(number.image);
    const distanceSpan = number === undefined ? undefined : this.tokenSpan(number);
    const outcome: A.Verdict["outcome"] =
      this.maybeToken(outcomeNode, "Wins") !== undefined
        ? "wins"
        : this.maybeToken(outcomeNode, "Loses") !== undefined
          ? "loses"
          : this.maybeToken(outcomeNode, "Mates") !== undefined
            ? "mates"
            : "mated";
    return { kind: "verdict", span, outcome, subject, extend: false, distance, distanceSpan };
  }

  private example(node: CstNode): A.Example {
    const fen = this.token(node, "StringLiteral");
    const move = this.maybeToken(node, "Move");
    const expectation = this.node(node, "expectation");
    const expectSpan = this.nodeSpan(expectation);
    let expect: A.Expectation;
    const verdictNode = this.children(expectation, "verdict")[0] as CstNode | undefined;
    if (verdictNode !== undefined) {
      expect = { kind: "verdict", verdict: this.verdict(verdictNode), span: expectSpan };
    } else if (this.maybeToken(expectation, "Class") !== undefined) {
      const name = this.token(expectation, "StringLiteral");
      expect = {
        kind: "class",
        name: stringValue(name.image),
        nameSpan: this.tokenSpan(name),
        span: expectSpan,
      };
    } else if (this.maybeToken(expectation, "Residual") !== undefined) {
      expect = { kind: "residual", span: expectSpan };
    } else if (this.maybeToken(expectation, "Rejected") !== undefined) {
      expect = { kind: "rejected", span: expectSpan };
    } else {
      expect = { kind: "allowed", span: expectSpan };
    }
    return {
      kind: "example",
      span: this.nodeSpan(node),
      fen: stringValue(fen.image),
      fenSpan: this.tokenSpan(fen),
      move: move?.image,
      moveSpan: move === undefined ? undefined : this.tokenSpan(move),
      expect,
    };
  }

  /**
   * A move example must expect `rejected`/`allowed` and vice versa; inside a rule an example
   * expects a verdict, inside a class a class, inside a reject rule a move (spec §7.4).
   */
  private checkExample(
    example: A.Example,
    where: "top" | "section" | "rule" | "class" | "rejectRule",
  ) {
    const kind = example.expect.kind;
    const isMove = kind === "rejected" || kind === "allowed";
    const report = (found: string, place: string, help: string) =>
      this.diagnostics.push(
        makeDiagnostic(
          Messages.badExpectation,
          example.expect.span,
          { found, where: place },
          {
            notes: [`help: ${help}`],
          },
        ),
      );
    if (isMove && example.move === undefined) {
      report(
        `'${kind}'`,
        "without a move",
        'write the move after the FEN: example "FEN" Nb6: rejected',
      );
    } else if (!isMove && example.move !== undefined) {
      report(
        "a verdict or class",
        "after a move",
        "a move example expects 'rejected' or 'allowed'",
      );
    } else if (where === "rule" && kind !== "verdict") {
      report(`'${kind}'`, "inside a rule", "an example inside a rule expects that rule's verdict");
    } else if (where === "class" && kind !== "class") {
      report(`'${kind}'`, "inside a class", 'an example inside a class expects class "its name"');
    } else if (where === "rejectRule" && kind !== "rejected") {
      report(
        `'${kind}'`,
        "inside a reject rule",
        "an example inside a reject rule gives a move and expects 'rejected'",
      );
    }
  }

  // -- expressions ---------------------------------------------------------------------------

  /** Builds any expression node (`expression` or one of its levels). */
  expression(node: CstNode): A.Expr {
    switch (node.name) {
      case "expression":
        return this.expression(this.node(node, "orExpression"));
      case "orExpression":
        return this.leftFold(this.nodes(node, "operands"), () => "or");
      case "andExpression":
        return this.leftFold(this.nodes(node, "operands"), () => "and");
      case "notExpression": {
        const relation = this.children(node, "relation")[0] as CstNode | undefined;
        if (relation !== undefined) return this.expression(relation);
        const operand = this.expression(this.node(node, "operand"));
        return this.unary("not", this.tokenSpan(this.token(node, "Not")), operand);
      }
      case "relation":
        return this.relation(node);
      case "additive":
      case "multiplicative": {
        const operators = this.tokens(node, "operators");
        return this.leftFold(
          this.nodes(node, "operands"),
          (i) => operators[i]!.image as A.BinaryOperator,
        );
      }
      case "prefixExpression":
        return this.prefixExpression(node);
      case "primary":
        return this.primary(node);
      default:
        throw new InternalError(`unexpected expression node ${node.name}`);
    }
  }

  private leftFold(operands: CstNode[], operator: (index: number) => A.BinaryOperator): A.Expr {
    let result = this.expression(operands[0]!);
    for (let i = 1; i < operands.length; i++) {
      const right = this.expression(operands[i]!);
      result = this.binary(operator(i - 1), result, right);
    }
    return result;
  }

  private binary(operator: A.BinaryOperator, left: A.Expr, right: A.Expr): A.Binary {
    return { kind: "binary", operator, left, right, span: this.join(left.span, right.span) };
  }

  private unary(operator: A.UnaryOperator, opSpan: Span, operand: A.Expr): A.Unary {
    return { kind: "unary", operator, operand, span: this.join(opSpan, operand.span) };
  }

  private relation(node: CstNode): A.Expr {
    let result = this.expression(this.node(node, "left"));
    for (const tail of this.nodes(node, "tails")) {
      const operator = this.token(tail, "operator");
      switch (operator.image) {
        case "in":
        case "on": {
          const set = this.expression(this.node(tail, "right"));
          result = {
            kind: "membership",
            word: operator.image,
            negated: this.maybeToken(tail, "negation") !== undefined,
            element: result,
            set,
            span: this.join(result.span, set.span),
          };
          break;
        }
        case "attacked": {
          const sideNode = this.node(tail, "sideName");
          result = {
            kind: "attackedBy",
            target: result,
            side: this.token(sideNode, "side").image as A.SideName,
            span: this.join(result.span, this.nodeSpan(tail)),
          };
          break;
        }
        default:
          result = this.binary(
            operator.image as A.BinaryOperator,
            result,
            this.expression(this.node(tail, "right")),
          );
      }
    }
    return result;
  }

  private prefixExpression(node: CstNode): A.Expr {
    const primary = this.children(node, "primary")[0] as CstNode | undefined;
    if (primary !== undefined) return this.primary(primary);
    const operatorNode = this.node(node, "operator");
    const op = this.token(operatorNode, "op");
    const operand = this.expression(this.node(node, "operand"));
    const opSpan = this.tokenSpan(op);
    switch (op.image) {
      case "king":
      case "knight":
      case "bishop":
      case "rook":
      case "queen":
        return { kind: "attacks", piece: op.image, operand, span: this.join(opSpan, operand.span) };
      case "-":
        return this.unary("negate", opSpan, operand);
      case "file":
        return this.unary("fileOf", opSpan, operand);
      case "rank":
        return this.unary("rankOf", opSpan, operand);
      default:
        return this.unary(op.image as A.UnaryOperator, opSpan, operand);
    }
  }

  private primary(node: CstNode): A.Expr {
    const span = this.nodeSpan(node);
    const child = Object.entries(node.children);
    const has = (key: string) => node.children[key] !== undefined;
    if (has("LParen")) {
      return { kind: "paren", inner: this.expression(this.node(node, "expression")), span };
    }
    if (has("NumberLiteral")) {
      return { kind: "number", value: Number(this.token(node, "NumberLiteral").image), span };
    }
    if (has("squareList")) return this.squareList(this.node(node, "squareList"));
    if (has("namedRegion")) return this.namedRegion(this.node(node, "namedRegion"));
    if (has("reference")) {
      const ref = this.node(node, "reference");
      const name = this.token(ref, "Identifier");
      if (ref.children["LParen"] === undefined) return { kind: "name", name: name.image, span };
      const args = this.nodes(ref, "arguments").map((a) => this.expression(a));
      return { kind: "apply", fn: name.image, fnSpan: this.tokenSpan(name), args, span };
    }
    if (has("positionFact")) return this.positionFact(this.node(node, "positionFact"));
    if (has("designator")) return this.designator(this.node(node, "designator"));
    if (has("Attacks")) {
      const side = this.token(this.node(node, "sideName"), "side").image as A.SideName;
      return { kind: "sideAttacks", side, span };
    }
    if (has("Occupied")) return { kind: "occupied", span };
    if (has("functionCall")) {
      const call = this.node(node, "functionCall");
      const fn = this.token(call, "function").image as A.FunctionName;
      const args = this.nodes(call, "arguments").map((a) => this.expression(a));
      return { kind: "call", fn, args, span };
    }
    if (has("conditional")) {
      const c = this.node(node, "conditional");
      return {
        kind: "conditional",
        condition: this.expression(this.node(c, "condition")),
        then: this.expression(this.node(c, "then")),
        otherwise: this.expression(this.node(c, "otherwise")),
        span,
      };
    }
    if (has("Moved")) {
      return { kind: "moved", end: this.token(node, "end").image as "from" | "to", span };
    }
    throw new InternalError(`unexpected primary with ${child.map(([k]) => k).join(", ")}`);
  }

  private squareList(node: CstNode): A.SquareList {
    const items = this.tokens(node, "items")
      .sort((a, b) => a.startOffset - b.startOffset)
      .map((token): A.SquareItem => {
        const corners = token.image.split("-").map(squareIndex);
        const kind =
          corners.length === 1 ? "square" : corners.length === 2 ? "rectangle" : "triangle";
        return { kind, text: token.image, corners, span: this.tokenSpan(token) };
      });
    return { kind: "squareList", items, span: this.nodeSpan(node) };
  }

  private namedRegion(node: CstNode): A.NamedRegion {
    const span = this.nodeSpan(node);
    const kind = this.token(node, "kind").image;
    const argumentToken = this.maybeToken(node, "argument");
    if (kind === "file" || kind === "rank") {
      const text = argumentToken!.image;
      const index =
        kind === "file"
          ? /^[a-h]$/.test(text)
            ? text.charCodeAt(0) - 97
            : -1
          : /^[1-8]$/.test(text)
            ? Number(text) - 1
            : -1;
      return {
        kind: "namedRegion",
        region: kind,
        index,
        argument: { text, span: this.tokenSpan(argumentToken!) },
        span,
      };
    }
    const region = kind === "no" ? "none" : (kind as "dark" | "light" | "all");
    return { kind: "namedRegion", region, index: -1, span };
  }

  private positionFact(node: CstNode): A.Expr {
    const span = this.nodeSpan(node);
    const sideNode = this.children(node, "sideName")[0] as CstNode | undefined;
    if (sideNode !== undefined) {
      return { kind: "sideToMove", side: this.token(sideNode, "side").image as A.SideName, span };
    }
    const material = this.maybeToken(node, "material");
    if (material !== undefined) {
      return {
        kind: "inMaterial",
        text: material.image,
        material: parseMaterial(material.image),
        materialSpan: this.tokenSpan(material),
        span,
      };
    }
    const fact = this.token(node, "fact").image as "check" | "checkmate" | "stalemate";
    return { kind: "gameFact", fact, span };
  }

  private designator(node: CstNode): A.Designator {
    const side = this.token(node, "side").image as A.SideName;
    const word = this.token(this.node(node, "pieceWord"), "word").image;
    const plural = word.endsWith("s");
    const piece = (plural && word !== "pieces" ? word.slice(0, -1) : word) as A.PieceWord;
    return {
      kind: "designator",
      side,
      piece,
      plural,
      text: `${side} ${word}`,
      span: this.nodeSpan(node),
    };
  }
}
