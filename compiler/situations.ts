/**
 * What the checker knows about a position at a point of the program: which material it may have
 * and which side may be to move. A *situation* is one (material, side to move) pair; a set of
 * situations is a bit mask. Conditions narrow it (spec §6, "material narrowing"): inside
 * `in KNNKB and ...` only KNNKB situations remain, after `when weak side to move` only weak ones.
 *
 * The same abstraction decides conditions that are always true or false (PAT504), rules that can
 * never fire (PAT501), singular designators that may be absent (PAT402) and sets that are always
 * empty (PAT503).
 *
 * @packageDocumentation
 */
import type { Expr, Material, PieceWord, SideName } from "../grammar/ast.ts";
import {
  ALL_SQUARES,
  countSquares,
  fromConstantSet,
  NO_SQUARES,
  setAttacks,
  type SquareSet,
} from "./geometry.ts";
import { pieceCount } from "./program.ts";
import { childrenOf } from "./walk.ts";

/** A set of situations: bit `2 * m + (weak to move ? 1 : 0)` for material index `m`. */
export type Situations = number;

/** The situations of one file. */
export class SituationSpace {
  /**
   * Upper bounds of `let` values already computed, by value and situations. Lets build on lets
   * (a flood fill is a chain of them, each naming the one before twice), so without it the
   * bound of the last one would walk the chain exponentially often.
   */
  private readonly letBounds = new Map<Expr, Map<Situations, SquareSet>>();

  constructor(
    /** Every material a rule may see (header materials first). */
    readonly materials: readonly Material[],
  ) {}

  /** Situations of `materials` (all by default) with `toMove` to move (either by default). */
  of(
    materials: readonly Material[] = this.materials,
    toMove: SideName | "either" = "either",
  ): Situations {
    let mask = 0;
    for (const material of materials) {
      const m = this.materials.findIndex((x) => x.name === material.name);
      if (m < 0) continue;
      if (toMove !== "weak") mask |= 1 << (2 * m);
      if (toMove !== "strong") mask |= 1 << (2 * m + 1);
    }
    return mask;
  }

  /** The materials present in `mask`. */
  materialsIn(mask: Situations): Material[] {
    return this.materials.filter((_, m) => (mask >> (2 * m)) & 3);
  }

  /** Whether some situation of `mask` has `side` to move. */
  mayHaveToMove(mask: Situations, side: SideName): boolean {
    const bit = side === "strong" ? 0 : 1;
    return this.materials.some((_, m) => (mask >> (2 * m + bit)) & 1);
  }

  /** The situations of `mask` in which `expr` can have truth value `truth`. */
  narrow(expr: Expr, mask: Situations, truth: boolean): Situations {
    switch (expr.kind) {
      case "paren":
        return this.narrow(expr.inner, mask, truth);
      case "inMaterial":
        if (expr.material === undefined) return mask;
        return truth ? mask & this.of([expr.material]) : mask & ~this.of([expr.material]);
      case "sideToMove": {
        const side: SideName = truth ? expr.side : expr.side === "strong" ? "weak" : "strong";
        return mask & this.of(this.materials, side);
      }
      case "unary":
        return expr.operator === "not"
          ? this.narrow(expr.operand, mask, !truth)
          : this.byValue(expr, mask, truth);
      case "binary":
        if (expr.operator === "and") {
          if (truth) return this.narrow(expr.right, this.narrow(expr.left, mask, true), true);
          const leftTrue = this.narrow(expr.left, mask, true);
          return this.narrow(expr.left, mask, false) | this.narrow(expr.right, leftTrue, false);
        }
        if (expr.operator === "or") {
          if (!truth) return this.narrow(expr.right, this.narrow(expr.left, mask, false), false);
          const leftFalse = this.narrow(expr.left, mask, false);
          return this.narrow(expr.left, mask, true) | this.narrow(expr.right, leftFalse, true);
        }
        return this.byValue(expr, mask, truth);
      default:
        return this.byValue(expr, mask, truth);
    }
  }

  private byValue(expr: Expr, mask: Situations, truth: boolean): Situations {
    const value = this.decide(expr, mask);
    return value === undefined || value === truth ? mask : 0;
  }

  /** The value of boolean `expr` in every situation of `mask`, or undefined if it varies. */
  decide(expr: Expr, mask: Situations): boolean | undefined {
    if (mask === 0) return undefined;
    switch (expr.kind) {
      case "paren":
        return this.decide(expr.inner, mask);
      case "inMaterial":
      case "sideToMove": {
        const yes = this.narrow(expr, mask, true);
        return yes === 0 ? false : yes === mask ? true : undefined;
      }
      case "unary": {
        if (expr.operator === "not") {
          const v = this.decide(expr.operand, mask);
          return v === undefined ? undefined : !v;
        }
        if (expr.operator === "empty") {
          const upper = this.upperBound(expr.operand, mask);
          if (upper === NO_SQUARES) return true;
          const lower = this.lowerBound(expr.operand);
          return lower !== NO_SQUARES ? false : undefined;
        }
        return undefined;
      }
      case "binary": {
        const { operator, left, right } = expr;
        if (operator === "and" || operator === "or") {
          const l = this.decide(left, mask);
          const stop = operator === "or";
          if (l === stop) return stop;
          const r = this.decide(right, this.narrow(left, mask, !stop));
          if (r === stop) return stop;
          return l === !stop && r === !stop ? !stop : undefined;
        }
        const a = numberValue(left);
        const b = numberValue(right);
        if (a === undefined || b === undefined) return undefined;
        switch (operator) {
          case "<":
            return a < b;
          case "<=":
            return a <= b;
          case ">":
            return a > b;
          case ">=":
            return a >= b;
          case "=":
            return a === b;
          case "!=":
            return a !== b;
          default:
            return undefined;
        }
      }
      case "membership": {
        if (expr.element.constant === undefined || expr.set.constant === undefined)
          return undefined;
        const element = fromConstantSet(expr.element.constant);
        if (element === NO_SQUARES) return expr.negated;
        const inside = (element & fromConstantSet(expr.set.constant)) !== NO_SQUARES;
        return inside !== expr.negated;
      }
      default:
        return undefined;
    }
  }

  /** Whether `side` has `piece` in no material of `mask`. */
  absentEverywhere(mask: Situations, side: SideName, piece: PieceWord): boolean {
    return this.materialsIn(mask).every((m) => pieceCount(m, side, piece) === 0);
  }

  /** A set holding every square `expr` (a set or square) can hold in the situations of `mask`. */
  upperBound(expr: Expr, mask: Situations): SquareSet {
    if (expr.constant !== undefined) return fromConstantSet(expr.constant);
    switch (expr.kind) {
      case "paren":
        return this.upperBound(expr.inner, mask);
      case "name": {
        if (expr.binding === undefined) return ALL_SQUARES;
        const value = expr.binding.value;
        let known = this.letBounds.get(value);
        if (known === undefined) this.letBounds.set(value, (known = new Map()));
        let bound = known.get(mask);
        if (bound === undefined) known.set(mask, (bound = this.upperBound(value, mask)));
        return bound;
      }
      case "designator":
        return this.absentEverywhere(mask, expr.side, expr.piece) ? NO_SQUARES : ALL_SQUARES;
      case "binary": {
        const l = this.upperBound(expr.left, mask);
        if (expr.operator === "*") return l & this.upperBound(expr.right, mask);
        if (expr.operator === "+") return l | this.upperBound(expr.right, mask);
        if (expr.operator === "-") return l & ~this.lowerBound(expr.right);
        return ALL_SQUARES;
      }
      case "unary":
        switch (expr.operator) {
          case "complement":
            return ALL_SQUARES & ~this.lowerBound(expr.operand);
          case "one":
          case "first":
          case "last":
          case "before":
            return this.upperBound(expr.operand, mask);
          default:
            return ALL_SQUARES;
        }
      case "attacks":
        // On an empty board a slider reaches furthest, so that bounds it from above.
        return setAttacks(expr.piece, this.upperBound(expr.operand, mask), NO_SQUARES);
      case "conditional":
        return this.upperBound(expr.then, mask) | this.upperBound(expr.otherwise, mask);
      case "call":
        // A king walk never leaves the squares it walks within.
        return expr.fn === "king_walk" ? this.upperBound(expr.args[1]!, mask) : ALL_SQUARES;
      default:
        return ALL_SQUARES;
    }
  }

  /** A set of squares `expr` always holds (only constants are known). */
  lowerBound(expr: Expr): SquareSet {
    return expr.constant !== undefined ? fromConstantSet(expr.constant) : NO_SQUARES;
  }
}

/** The value of a number expression that does not depend on the position, if it is one. */
export function numberValue(expr: Expr): number | undefined {
  switch (expr.kind) {
    case "number":
      return expr.value;
    case "paren":
      return numberValue(expr.inner);
    case "unary": {
      if (expr.operator === "negate") {
        const v = numberValue(expr.operand);
        return v === undefined ? undefined : -v;
      }
      if (expr.operator === "count" && expr.operand.constant !== undefined) {
        return countSquares(fromConstantSet(expr.operand.constant));
      }
      return undefined;
    }
    case "binary": {
      const a = numberValue(expr.left);
      const b = numberValue(expr.right);
      if (a === undefined || b === undefined || expr.type !== "number") return undefined;
      if (expr.operator === "+") return a + b;
      if (expr.operator === "-") return a - b;
      if (expr.operator === "*") return a * b;
      return undefined;
    }
    case "name":
      return expr.binding === undefined ? undefined : numberValue(expr.binding.value);
    default:
      return undefined;
  }
}

/**
 * Visits `expr` and its subexpressions with the situations in which each is evaluated: the right
 * operand of `and` only where the left is true, of `or` only where it is false, the branches of
 * `if` by their condition, and `before X` in the situations before the move.
 */
export function forEachWithSituations(
  space: SituationSpace,
  expr: Expr,
  mask: Situations,
  beforeMask: Situations,
  visit: (e: Expr, mask: Situations) => void,
): void {
  visit(expr, mask);
  const go = (e: Expr, m: Situations) => forEachWithSituations(space, e, m, beforeMask, visit);
  if (expr.kind === "binary" && (expr.operator === "and" || expr.operator === "or")) {
    go(expr.left, mask);
    go(expr.right, space.narrow(expr.left, mask, expr.operator === "and"));
  } else if (expr.kind === "conditional") {
    go(expr.condition, mask);
    go(expr.then, space.narrow(expr.condition, mask, true));
    go(expr.otherwise, space.narrow(expr.condition, mask, false));
  } else if (expr.kind === "unary" && expr.operator === "before") {
    go(expr.operand, beforeMask);
  } else {
    for (const child of childrenOf(expr)) go(child, mask);
  }
}

/** Whether `expr` can be decided at compile time from the constants alone (for messages). */
export function isPositionIndependent(expr: Expr): boolean {
  return expr.constant !== undefined || numberValue(expr) !== undefined;
}
