/**
 * Optimisation: constant folding on the IR.
 *
 * The checker already folds constant square sets of the source. Here, after lowering has turned
 * known facts (side to move by section, the material of a one-material file) into constants,
 * whatever depends only on constants is computed at compile time: set algebra and king/knight
 * attacks frame by frame (so a folded set is still one literal when it is the same in every
 * frame), queries on them, arithmetic and comparisons, and the logic around them (`x and false`
 * is false, `if true then a otherwise b` is `a`). Dropping an operand is always allowed: the
 * language has no side effects and no errors.
 *
 * @packageDocumentation
 */

import { FRAME_COUNT, FRAME_SQUARE } from "../../runtime/patternSupport.ts";
import type { FrameValues, IrModule, IrNode } from "../ir.ts";
import { rewriteModule } from "./rewrite.ts";
import {
  CORNER_DISTANCE,
  KNIGHT_DISTANCE,
  EDGE_DISTANCE,
  KING_ATTACKS,
  KNIGHT_ATTACKS,
  MANHATTAN_DISTANCE,
  SQUARE_DISTANCE,
} from "../../runtime/patternSupport.ts";

type Pair = readonly [number, number];

function has([lo, hi]: Pair, s: number): boolean {
  return s >= 0 && (((s < 32 ? lo : hi) >>> s) & 1) !== 0;
}

function squaresOf([lo, hi]: Pair): number[] {
  const out: number[] = [];
  for (let s = 0; s < 64; s++) if (has([lo, hi], s)) out.push(s);
  return out;
}

/** Folds constants in every expression of `module`. */
export function foldConstants(module: IrModule): void {
  const b = module.builder;
  const k0 = module.frames.reachable[0]!;
  const frames = [...Array(FRAME_COUNT).keys()];

  const setAt = (n: IrNode, k: number): Pair => [n.frames!.lo![k]!, n.frames!.hi![k]!];
  const squareAt = (n: IrNode, k: number): number => n.frames!.square![k]!;
  const num = (n: IrNode) => n.value!;
  const setNode = (f: (k: number) => Pair, phase: IrNode["phase"]) => {
    const pairs = frames.map(f);
    return b.node("const", "set", [], phase, {
      frames: { lo: pairs.map((p) => p[0] | 0), hi: pairs.map((p) => p[1] | 0) },
    });
  };
  const squareNode = (f: (k: number) => number, phase: IrNode["phase"]) =>
    b.node("const", "square", [], phase, { frames: { square: frames.map(f) } as FrameValues });
  const isEmptySet = (n: IrNode) =>
    n.op === "const" &&
    n.type === "set" &&
    n.frames!.lo!.every((x) => x === 0) &&
    n.frames!.hi!.every((x) => x === 0);
  const isTrue = (n: IrNode) => n.op === "const" && n.type === "boolean" && n.value === 1;
  const isFalse = (n: IrNode) => n.op === "const" && n.type === "boolean" && n.value === 0;

  /** The rule-frame square `first`/`last` of a constant set in frame `k`. */
  const extreme = (set: Pair, k: number, last: boolean) => {
    let best = -1;
    let key = last ? -1 : 64;
    for (const p of squaresOf(set)) {
      const n = FRAME_SQUARE[64 * k + p]!;
      if (last ? n > key : n < key) {
        key = n;
        best = p;
      }
    }
    return best;
  };

  const allConstant = (node: IrNode): IrNode | undefined => {
    const a = node.args;
    const [x, y, z] = a;
    const ph = node.phase;
    switch (node.op) {
      case "union":
        return setNode(
          (k) => [setAt(x!, k)[0] | setAt(y!, k)[0], setAt(x!, k)[1] | setAt(y!, k)[1]],
          ph,
        );
      case "intersect":
        return setNode(
          (k) => [setAt(x!, k)[0] & setAt(y!, k)[0], setAt(x!, k)[1] & setAt(y!, k)[1]],
          ph,
        );
      case "difference":
        return setNode(
          (k) => [setAt(x!, k)[0] & ~setAt(y!, k)[0], setAt(x!, k)[1] & ~setAt(y!, k)[1]],
          ph,
        );
      case "complement":
        return setNode((k) => [~setAt(x!, k)[0], ~setAt(x!, k)[1]], ph);
      case "squareSet":
        return setNode((k) => {
          const s = squareAt(x!, k);
          return [s >= 0 && s < 32 ? 1 << s : 0, s >= 32 ? 1 << s : 0];
        }, ph);
      case "attacks": {
        if (node.piece !== "king" && node.piece !== "knight") return undefined;
        const table = node.piece === "king" ? KING_ATTACKS : KNIGHT_ATTACKS;
        return setNode((k) => {
          const from = x!.type === "square" ? [squareAt(x!, k)] : squaresOf(setAt(x!, k));
          let lo = 0;
          let hi = 0;
          for (const s of from) {
            lo |= table[2 * s + 2]!;
            hi |= table[2 * s + 3]!;
          }
          return [lo, hi];
        }, ph);
      }
      case "first":
      case "last":
        return squareNode((k) => extreme(setAt(x!, k), k, node.op === "last"), ph);
      case "empty": {
        const [lo, hi] = setAt(x!, k0);
        return b.boolean((lo | hi) === 0, ph);
      }
      case "count":
        return b.number(squaresOf(setAt(x!, k0)).length, ph);
      case "fileOf":
      case "rankOf": {
        const p = squareAt(x!, k0);
        if (p < 0) return b.number(0, ph);
        const n = FRAME_SQUARE[64 * k0 + p]!;
        return b.number(node.op === "fileOf" ? (n & 7) + 1 : (n >>> 3) + 1, ph);
      }
      case "member":
        return b.boolean(has(setAt(y!, k0), squareAt(x!, k0)), ph);
      case "equal":
        if (x!.type === "set") {
          const [a1, a2] = setAt(x!, k0);
          const [b1, b2] = setAt(y!, k0);
          return b.boolean(a1 === b1 && a2 === b2, ph);
        }
        if (x!.type === "square") return b.boolean(squareAt(x!, k0) === squareAt(y!, k0), ph);
        return b.boolean(num(x!) === num(y!), ph);
      case "less":
        return b.boolean(num(x!) < num(y!), ph);
      case "lessEqual":
        return b.boolean(num(x!) <= num(y!), ph);
      case "add":
        return b.number(num(x!) + num(y!), ph);
      case "subtract":
        return b.number(num(x!) - num(y!), ph);
      case "multiply":
        return b.number(num(x!) * num(y!), ph);
      case "negate":
        return b.number(-num(x!), ph);
      case "min":
        return b.number(Math.min(num(x!), num(y!)), ph);
      case "max":
        return b.number(Math.max(num(x!), num(y!)), ph);
      case "abs":
        return b.number(Math.abs(num(x!)), ph);
      case "distance":
      case "manhattan":
      case "cornerDistance":
      case "knightDistance": {
        const table =
          node.op === "distance"
            ? SQUARE_DISTANCE
            : node.op === "manhattan"
              ? MANHATTAN_DISTANCE
              : node.op === "cornerDistance"
                ? CORNER_DISTANCE
                : KNIGHT_DISTANCE;
        return b.number(table[65 * squareAt(x!, k0) + squareAt(y!, k0) + 66]!, ph);
      }
      case "edgeDistance":
        return b.number(EDGE_DISTANCE[squareAt(x!, k0) + 1]!, ph);
      case "and":
        return b.boolean(num(x!) === 1 && num(y!) === 1, ph);
      case "or":
        return b.boolean(num(x!) === 1 || num(y!) === 1, ph);
      case "not":
        return b.boolean(num(x!) !== 1, ph);
      case "conditional":
        return num(x!) === 1 ? y : z;
      default:
        return undefined;
    }
  };

  const fold = (node: IrNode): IrNode => {
    const [x, y, z] = node.args;
    if (node.args.length > 0 && node.args.every((a) => a.op === "const")) {
      const folded = allConstant(node);
      if (folded !== undefined) return folded;
    }
    switch (node.op) {
      case "and":
        if (isFalse(x!) || isFalse(y!)) return b.boolean(false, node.phase);
        if (isTrue(x!)) return y!;
        if (isTrue(y!)) return x!;
        if (x === y) return x!;
        return node;
      case "or":
        if (isTrue(x!) || isTrue(y!)) return b.boolean(true, node.phase);
        if (isFalse(x!)) return y!;
        if (isFalse(y!)) return x!;
        if (x === y) return x!;
        return node;
      case "not":
        return x!.op === "not" ? x!.args[0]! : node;
      case "conditional":
        if (x!.op === "const") return x!.value === 1 ? y! : z!;
        return y === z ? y! : node;
      case "union":
        if (isEmptySet(x!)) return y!;
        if (isEmptySet(y!)) return x!;
        return node;
      case "difference":
        if (isEmptySet(y!)) return x!;
        if (isEmptySet(x!)) return x!;
        return node;
      case "intersect":
        if (isEmptySet(x!)) return x!;
        if (isEmptySet(y!)) return y!;
        return node;
      default:
        return node;
    }
  };

  rewriteModule(module, fold);
}
