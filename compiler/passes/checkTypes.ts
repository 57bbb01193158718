/**
 * Pass: gives every expression its type (spec §4, §5) and reports type errors: operators on the
 * wrong types (PAT301), mate distances below 1 (PAT302), scores that are not numbers (PAT303),
 * conditions that are not true/false (PAT304), `if` branches of different types (PAT305), wrong
 * argument counts (PAT306), and bad file letters or rank numbers (PAT407).
 *
 * A square is accepted wherever a set is expected. An expression whose operand already had an
 * error gets no type, and nothing more is reported about it, so one mistake gives one message.
 *
 * @packageDocumentation
 */
import type { Expr, FunctionName, Statement, ValueType, Verdict } from "../../grammar/ast.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import type { ProgramUnderCheck } from "../program.ts";
import type { Pass, Session } from "../session.ts";

/** How a type is named in messages. */
export function describeType(type: ValueType): string {
  switch (type) {
    case "square":
      return "a square";
    case "set":
      return "a set of squares";
    case "number":
      return "a number";
    case "boolean":
      return "a condition (true or false)";
  }
}

const isSetLike = (t: ValueType | undefined) => t === "set" || t === "square";

/** What each built-in function takes (a `set` argument may be a square) and gives (spec §5). */
const SIGNATURES: Record<
  FunctionName,
  { readonly args: readonly ValueType[]; readonly result: ValueType }
> = {
  distance: { args: ["square", "square"], result: "number" },
  manhattan: { args: ["square", "square"], result: "number" },
  edge_distance: { args: ["square"], result: "number" },
  corner_distance: { args: ["square", "square"], result: "number" },
  knight_distance: { args: ["square", "square"], result: "number" },
  king_walk: { args: ["set", "set"], result: "set" },
  min: { args: ["number", "number"], result: "number" },
  max: { args: ["number", "number"], result: "number" },
  abs: { args: ["number"], result: "number" },
};

const prefixWords: Record<string, string> = {
  empty: "empty",
  not: "not",
  count: "count of",
  one: "one of",
  first: "first of",
  last: "last of",
  complement: "complement",
  fileOf: "file of",
  rankOf: "rank of",
  negate: "-",
  before: "before",
};

class TypeChecker {
  constructor(private readonly session: Session) {}

  private mismatch(
    expr: Expr,
    operation: string,
    expected: string,
    actual: ValueType,
    notes: string[] = [],
  ) {
    this.session.report(
      Messages.wrongOperand,
      expr.span,
      { operation, expected, actual: describeType(actual) },
      { notes },
    );
  }

  /** A note for the classic slip `empty A - B`, which means `(empty A) - B`. */
  private precedenceNote(operand: Expr): string[] {
    if (
      operand.kind === "unary" &&
      operand.operator !== "negate" &&
      operand.operator !== "before"
    ) {
      const word = prefixWords[operand.operator]!;
      return [
        `help: '${word}' applies only to what follows it directly; to apply it to more, use parentheses: '${word} (...)'`,
      ];
    }
    return [];
  }

  private expectSet(expr: Expr, operation: string, notes: string[] = []): boolean {
    const t = this.check(expr);
    if (t === undefined) return false;
    if (isSetLike(t)) return true;
    this.mismatch(expr, operation, "a set of squares", t, notes);
    return false;
  }

  private expect(expr: Expr, wanted: ValueType, operation: string): boolean {
    const t = this.check(expr);
    if (t === undefined) return false;
    if (t === wanted) return true;
    this.mismatch(expr, operation, describeType(wanted), t, this.precedenceNote(expr));
    return false;
  }

  /** Checks a condition of `when`/`if`. */
  condition(expr: Expr): void {
    const t = this.check(expr);
    if (t !== undefined && t !== "boolean") {
      this.session.report(Messages.conditionNotBoolean, expr.span, { actual: describeType(t) });
    }
  }

  /** Types `expr`, records the type on the node, and returns it (undefined after an error). */
  check(expr: Expr): ValueType | undefined {
    if (expr.type !== undefined) return expr.type;
    const type = this.compute(expr);
    if (type !== undefined) expr.type = type;
    return type;
  }

  private compute(expr: Expr): ValueType | undefined {
    switch (expr.kind) {
      case "number":
        return "number";
      case "squareList":
        return expr.items.length === 1 && expr.items[0]!.kind === "square" ? "square" : "set";
      case "namedRegion":
        if ((expr.region === "file" || expr.region === "rank") && expr.index < 0) {
          const what = expr.region === "file" ? "file" : "rank";
          this.session.report(
            Messages.badFileOrRank,
            expr.argument!.span,
            { what, text: expr.argument!.text },
            {
              label: expr.region === "file" ? "files are a to h" : "ranks are 1 to 8",
            },
          );
          return undefined;
        }
        return "set";
      case "name":
        return expr.binding === undefined ? undefined : this.check(expr.binding.value);
      case "designator":
        return expr.plural ? "set" : "square";
      case "sideToMove":
      case "gameFact":
      case "inMaterial":
        return "boolean";
      case "sideAttacks":
      case "occupied":
        return "set";
      case "moved":
        return "square";
      case "paren":
        return this.check(expr.inner);
      case "call":
        return this.call(expr);
      case "apply":
        throw new Error(`'${expr.fn}(...)' reached the type checker unexpanded`);
      case "conditional": {
        this.condition(expr.condition);
        const a = this.check(expr.then);
        const b = this.check(expr.otherwise);
        if (a === undefined || b === undefined) return undefined;
        if (a === b) return a;
        if (isSetLike(a) && isSetLike(b)) return "set";
        this.session.report(Messages.branchMismatch, expr.span, {
          then: describeType(a),
          otherwise: describeType(b),
        });
        return undefined;
      }
      case "unary":
        return this.unary(expr.operator, expr.operand);
      case "attacks":
        return this.expectSet(expr.operand, `'${expr.piece} attacks of'`) ? "set" : undefined;
      case "membership": {
        const word = expr.negated ? `'not ${expr.word}'` : `'${expr.word}'`;
        const left = this.expect(expr.element, "square", `${word} (on its left)`);
        const right = this.expectSet(expr.set, `${word} (on its right)`);
        return left && right ? "boolean" : undefined;
      }
      case "attackedBy":
        return this.expectSet(expr.target, "'attacked by'") ? "boolean" : undefined;
      case "binary":
        return this.binary(expr);
    }
  }

  private unary(operator: string, operand: Expr): ValueType | undefined {
    const word = `'${prefixWords[operator]}'`;
    switch (operator) {
      case "not":
        return this.expect(operand, "boolean", word) ? "boolean" : undefined;
      case "negate":
        return this.expect(operand, "number", word) ? "number" : undefined;
      case "empty":
        return this.expectSet(operand, word) ? "boolean" : undefined;
      case "complement":
        return this.expectSet(operand, word) ? "set" : undefined;
      case "count":
        return this.expectSet(operand, word) ? "number" : undefined;
      case "one":
      case "first":
      case "last":
        return this.expectSet(operand, word) ? "square" : undefined;
      case "fileOf":
      case "rankOf":
        return this.expect(operand, "square", word) ? "number" : undefined;
      default:
        // `before X` has the type of X.
        return this.check(operand);
    }
  }

  private binary(expr: Extract<Expr, { kind: "binary" }>): ValueType | undefined {
    const { operator, left, right } = expr;
    const word = `'${operator}'`;
    switch (operator) {
      case "and":
      case "or": {
        const a = this.expect(left, "boolean", word);
        const b = this.expect(right, "boolean", word);
        return a && b ? "boolean" : undefined;
      }
      case "<":
      case "<=":
      case ">":
      case ">=": {
        const a = this.expect(left, "number", word);
        const b = this.expect(right, "number", word);
        return a && b ? "boolean" : undefined;
      }
      case "=":
      case "!=": {
        const a = this.check(left);
        const b = this.check(right);
        if (a === undefined || b === undefined) return undefined;
        if (a === b || (isSetLike(a) && isSetLike(b))) return "boolean";
        this.mismatch(
          right,
          word,
          `${describeType(a)}, like its left side`,
          b,
          this.precedenceNote(left),
        );
        return undefined;
      }
      default: {
        // + - *: two numbers (arithmetic) or two sets (union, difference, intersection).
        const a = this.check(left);
        const b = this.check(right);
        if (a === undefined || b === undefined) return undefined;
        if (a === "number" && b === "number") return "number";
        if (isSetLike(a) && isSetLike(b)) return "set";
        const expected = "two sets of squares or two numbers";
        if (a === "boolean" || (b !== "boolean" && !isSetLike(a) && a !== "number")) {
          this.mismatch(left, word, expected, a, this.precedenceNote(left));
        } else if (b === "boolean") {
          this.mismatch(right, word, expected, b, this.precedenceNote(right));
        } else {
          const like = isSetLike(a) ? "a set of squares" : describeType(a);
          this.mismatch(right, word, `${like}, like its left side`, b);
        }
        return undefined;
      }
    }
  }

  private call(expr: Extract<Expr, { kind: "call" }>): ValueType | undefined {
    const wanted = SIGNATURES[expr.fn];
    if (expr.args.length !== wanted.args.length) {
      for (const arg of expr.args) this.check(arg);
      const count = (n: number) => `${n} argument${n === 1 ? "" : "s"}`;
      this.session.report(Messages.wrongArgumentCount, expr.span, {
        fn: `'${expr.fn}'`,
        expected: count(wanted.args.length),
        actual: expr.args.length,
      });
      return undefined;
    }
    let ok = true;
    expr.args.forEach((arg, i) => {
      const operation = `'${expr.fn}'`;
      const type = wanted.args[i]!;
      ok =
        (type === "set" ? this.expectSet(arg, operation) : this.expect(arg, type, operation)) && ok;
    });
    return ok ? wanted.result : undefined;
  }

  verdict(verdict: Verdict): void {
    if (verdict.distance !== undefined && verdict.distance < 1) {
      this.session.report(
        Messages.distanceTooSmall,
        verdict.distanceSpan!,
        {},
        {
          notes:
            verdict.outcome === "mated"
              ? ["help: for checkmate now, write 'side to move is mated'"]
              : [],
        },
      );
    }
  }

  statements(body: readonly Statement[]): void {
    for (const s of body) {
      switch (s.kind) {
        case "let":
          this.check(s.value);
          break;
        case "if":
          for (const branch of s.branches) {
            this.condition(branch.condition);
            this.statements(branch.body);
          }
          if (s.otherwise !== undefined) this.statements(s.otherwise);
          break;
        case "verdictStatement":
          this.verdict(s.verdict);
          break;
        case "example":
          if (s.expect.kind === "verdict") this.verdict(s.expect.verdict);
          break;
      }
    }
  }
}

export const checkTypes: Pass<ProgramUnderCheck> = (program, session) => {
  const checker = new TypeChecker(session);
  const { file } = program;
  for (const step of file.header.normalise) {
    if (step.designator.plural) {
      session.report(
        Messages.notASquareDesignator,
        step.designator.span,
        { text: step.designator.text },
        {
          notes: [
            `help: name one piece, e.g. '${step.designator.side} king' or '${step.designator.side} bishop'`,
          ],
        },
      );
    }
    checker.check(step.designator);
    const t = checker.check(step.target);
    if (t !== undefined && !isSetLike(t)) {
      session.report(Messages.wrongOperand, step.target.span, {
        operation: "'normalise'",
        expected: "a set of squares",
        actual: describeType(t),
      });
    }
  }
  for (const item of file.declarations) {
    if (item.kind === "example") {
      if (item.expect.kind === "verdict") checker.verdict(item.expect.verdict);
      continue;
    }
    const t = checker.check(item.value);
    if (item.kind === "squares" && t !== undefined && !isSetLike(t)) {
      session.report(Messages.wrongOperand, item.value.span, {
        operation: "'squares'",
        expected: "a set of squares",
        actual: describeType(t),
      });
    }
  }
  for (const section of file.sections) {
    for (const item of section.items) {
      switch (item.kind) {
        case "let":
          checker.check(item.value);
          break;
        case "example":
          if (item.expect.kind === "verdict") checker.verdict(item.expect.verdict);
          break;
        case "verdictRule":
          if (item.condition !== undefined) checker.condition(item.condition);
          checker.statements(item.body);
          break;
        case "class":
          for (const l of item.lets) checker.check(l.value);
          if (item.condition !== undefined) checker.condition(item.condition);
          if (item.score !== undefined) {
            const t = checker.check(item.score);
            if (t !== undefined && t !== "number") {
              session.report(Messages.scoreNotNumber, item.score.span, { actual: describeType(t) });
            }
          }
          break;
        case "rejectRule":
          for (const l of item.lets) checker.check(l.value);
          checker.condition(item.condition);
          break;
      }
    }
  }
};
