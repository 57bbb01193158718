/**
 * Pass: folds every square or set expression that never depends on the position into a constant
 * (lo/hi int32 halves on the node's `constant`): squares, regions, `squares` constants, lets bound
 * to constants, set algebra on constants and king or knight attacks of constants. A `squares`
 * declaration or a normalisation target that does not fold is an error (PAT307).
 *
 * @packageDocumentation
 */
import type { Expr } from "../../grammar/ast.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import {
  ALL_SQUARES,
  DARK_SQUARES,
  fileSquares,
  firstSquare,
  fromConstantSet,
  lastSquare,
  LIGHT_SQUARES,
  NO_SQUARES,
  rankSquares,
  rectangle,
  kingWalk,
  setAttacks,
  squareBit,
  toConstantSet,
  triangle,
  type SquareSet,
} from "../geometry.ts";
import type { ProgramUnderCheck } from "../program.ts";
import type { Pass } from "../session.ts";
import { SituationSpace } from "../situations.ts";
import { childrenOf, forEachExpr } from "../walk.ts";
import { walkProgram } from "../walkProgram.ts";

/** The squares of a square list. */
export function squareListValue(expr: Extract<Expr, { kind: "squareList" }>): SquareSet {
  let set = NO_SQUARES;
  for (const item of expr.items) {
    const [a, b, c] = item.corners;
    if (item.kind === "square") set |= squareBit(a!);
    else if (item.kind === "rectangle") set |= rectangle(a!, b!);
    else set |= triangle(a!, b!, c!);
  }
  return set;
}

/** The squares of a named region (`file a`, `dark squares`, ...). */
export function namedRegionValue(expr: Extract<Expr, { kind: "namedRegion" }>): SquareSet {
  switch (expr.region) {
    case "file":
      return fileSquares(expr.index);
    case "rank":
      return rankSquares(expr.index);
    case "dark":
      return DARK_SQUARES;
    case "light":
      return LIGHT_SQUARES;
    case "all":
      return ALL_SQUARES;
    case "none":
      return NO_SQUARES;
  }
}

class Folder {
  private readonly done = new WeakSet<Expr>();

  fold(expr: Expr): void {
    if (this.done.has(expr)) return;
    this.done.add(expr);
    for (const child of childrenOf(expr)) this.fold(child);
    if (expr.kind === "name" && expr.binding !== undefined) this.fold(expr.binding.value);
    if (expr.type !== "set" && expr.type !== "square") return;
    const value = this.value(expr);
    if (value !== undefined) expr.constant = toConstantSet(value);
  }

  private get(expr: Expr): SquareSet | undefined {
    return expr.constant === undefined ? undefined : fromConstantSet(expr.constant);
  }

  private value(expr: Expr): SquareSet | undefined {
    switch (expr.kind) {
      case "squareList":
        return squareListValue(expr);
      case "namedRegion":
        return namedRegionValue(expr);
      case "name":
        return expr.binding === undefined ? undefined : this.get(expr.binding.value);
      case "paren":
        return this.get(expr.inner);
      case "binary": {
        const a = this.get(expr.left);
        const b = this.get(expr.right);
        if (a === undefined || b === undefined) return undefined;
        if (expr.operator === "+") return a | b;
        if (expr.operator === "-") return a & ~b;
        if (expr.operator === "*") return a & b;
        return undefined;
      }
      case "unary": {
        const a = this.get(expr.operand);
        if (a === undefined) return undefined;
        switch (expr.operator) {
          case "complement":
            return ALL_SQUARES & ~a;
          case "one":
          case "first":
            return squareBit(firstSquare(a));
          case "last":
            return squareBit(lastSquare(a));
          case "before":
            return a;
          default:
            return undefined;
        }
      }
      case "attacks": {
        // Only king and knight attacks are independent of the other pieces.
        const a = this.get(expr.operand);
        if (a === undefined || (expr.piece !== "king" && expr.piece !== "knight")) return undefined;
        return setAttacks(expr.piece, a, NO_SQUARES);
      }
      case "call": {
        if (expr.fn !== "king_walk") return undefined;
        const from = this.get(expr.args[0]!);
        const within = this.get(expr.args[1]!);
        return from === undefined || within === undefined ? undefined : kingWalk(from, within);
      }
      default:
        return undefined;
    }
  }
}

/** The first subexpression that depends on the position, to point at in PAT307. */
function firstVariable(expr: Expr): Expr {
  let found: Expr | undefined;
  forEachExpr(expr, (e) => {
    if (
      found === undefined &&
      e.constant === undefined &&
      childrenOf(e).every((c) => c.constant !== undefined)
    ) {
      found = e;
    }
  });
  return found ?? expr;
}

export const foldConstants: Pass<ProgramUnderCheck> = (program, session) => {
  const folder = new Folder();
  const { file } = program;
  for (const item of file.declarations) if (item.kind !== "example") folder.fold(item.value);
  for (const step of file.header.normalise) folder.fold(step.target);
  walkProgram(program, new SituationSpace(program.universe), { expr: (e) => folder.fold(e) });

  const usesLet = (e: Expr) => {
    let found = false;
    forEachExpr(e, (x) => (found ||= x.kind === "name" && x.binding?.kind === "let"));
    return found;
  };
  const requireConstant = (value: Expr, what: string) => {
    if (value.constant !== undefined || usesLet(value)) return;
    const culprit = firstVariable(value);
    session.report(
      Messages.notConstant,
      culprit.span,
      { what },
      {
        label: "this depends on the position",
        notes: [
          "help: use squares, regions (a1-d4, file a, dark squares), constants and + - * only",
        ],
      },
    );
  };
  for (const item of file.declarations) {
    if (item.kind === "squares") requireConstant(item.value, `the constant '${item.name}'`);
  }
  for (const step of file.header.normalise) requireConstant(step.target, "a normalisation target");
};
