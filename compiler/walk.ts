/**
 * Generic traversal of expressions, so that passes that only care about a few node kinds need
 * not list every kind.
 *
 * @packageDocumentation
 */
import type { Expr } from "../grammar/ast.ts";

/** The direct subexpressions of `expr`, in source order. */
export function childrenOf(expr: Expr): Expr[] {
  switch (expr.kind) {
    case "call":
    case "apply":
      return [...expr.args];
    case "conditional":
      return [expr.condition, expr.then, expr.otherwise];
    case "unary":
    case "attacks":
      return [expr.operand];
    case "binary":
      return [expr.left, expr.right];
    case "membership":
      return [expr.element, expr.set];
    case "attackedBy":
      return [expr.target];
    case "paren":
      return [expr.inner];
    default:
      return [];
  }
}

/**
 * A new node like `expr` with each direct subexpression replaced by `f` of it (a leaf is copied
 * as it is), for passes that rewrite expressions.
 */
export function mapChildren(expr: Expr, f: (e: Expr) => Expr): Expr {
  switch (expr.kind) {
    case "call":
    case "apply":
      return { ...expr, args: expr.args.map(f) };
    case "conditional":
      return {
        ...expr,
        condition: f(expr.condition),
        then: f(expr.then),
        otherwise: f(expr.otherwise),
      };
    case "unary":
    case "attacks":
      return { ...expr, operand: f(expr.operand) };
    case "binary":
      return { ...expr, left: f(expr.left), right: f(expr.right) };
    case "membership":
      return { ...expr, element: f(expr.element), set: f(expr.set) };
    case "attackedBy":
      return { ...expr, target: f(expr.target) };
    case "paren":
      return { ...expr, inner: f(expr.inner) };
    default:
      return { ...expr };
  }
}

/** Calls `visit` on `expr` and every subexpression, parents first. */
export function forEachExpr(expr: Expr, visit: (e: Expr) => void): void {
  visit(expr);
  for (const child of childrenOf(expr)) forEachExpr(child, visit);
}

/** `expr` without any enclosing parentheses. */
export function stripParens(expr: Expr): Expr {
  let e = expr;
  while (e.kind === "paren") e = e.inner;
  return e;
}
