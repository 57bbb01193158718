/**
 * Frames at compile time: which of the eight board symmetries a call of a recognizer can be
 * evaluated in, and the images of the rule's constants in each.
 *
 * A call's **frame** `k` is the symmetry taking the position's squares to the rule's (the
 * colour swap, which mirrors the ranks, followed by the symmetry the `normalise` steps chose), as
 * numbered by `runtime/patternSupport.ts`. A constant set `S` of the rule is `{p : frame_k(p) ∈
 * S}` in the position's squares. When that image is the same in every frame the file can
 * produce (Heinz's corner, edge and extended corner are), the constant is one literal and the
 * frame costs nothing; otherwise it becomes a small table indexed by the frame.
 *
 * Frames the file can never produce get the value of the first one it can, so "the same in
 * every entry" means "the same in every reachable frame".
 *
 * @packageDocumentation
 */

import type { ConstantSet } from "../grammar/ast.ts";
import { FRAME_COUNT, FRAME_SQUARE, NORMALISED_FRAME } from "../runtime/patternSupport.ts";
import type { FrameValues } from "./ir.ts";
import type { CheckedProgram } from "./program.ts";

/** The frames a program's calls can be evaluated in. */
export class Frames {
  /** Reachable frames, ascending. */
  readonly reachable: readonly number[];
  /** Whether the strong side can be black (some material is not symmetric). */
  readonly strongCanBeBlack: boolean;

  constructor(program: CheckedProgram) {
    this.strongCanBeBlack = program.materials.some(
      (m) =>
        m.strong.queens !== m.weak.queens ||
        m.strong.rooks !== m.weak.rooks ||
        m.strong.bishops !== m.weak.bishops ||
        m.strong.knights !== m.weak.knights,
    );
    const symmetries = program.normalisation.length > 0 ? [0, 1, 2, 3, 4, 5, 6, 7] : [0];
    const colours = this.strongCanBeBlack ? [0, 1] : [0];
    const set = new Set<number>();
    for (const c of colours) for (const j of symmetries) set.add(NORMALISED_FRAME[8 * c + j]!);
    this.reachable = [...set].sort((a, b) => a - b);
  }

  /** Whether only the identity frame is reachable. */
  get identityOnly(): boolean {
    return this.reachable.length === 1 && this.reachable[0] === 0;
  }

  /** Whether every reachable frame maps each square to one with the same file (or rank). */
  preserves(what: "file" | "rank"): boolean {
    return this.reachable.every((k) => {
      for (let s = 0; s < 64; s++) {
        const t = FRAME_SQUARE[64 * k + s]!;
        if (what === "file" ? (t & 7) !== (s & 7) : t >>> 3 !== s >>> 3) return false;
      }
      return true;
    });
  }

  /** Fills the unreachable frames with the first reachable frame's value. */
  private spread<T>(compute: (k: number) => T): T[] {
    const values: (T | undefined)[] = new Array(FRAME_COUNT).fill(undefined);
    for (const k of this.reachable) values[k] = compute(k);
    const first = values[this.reachable[0]!]!;
    return values.map((v) => (v === undefined ? first : v));
  }

  /** The per-frame images of the rule's constant set `set`. */
  setValues(set: ConstantSet): FrameValues {
    const images = this.spread((k) => {
      let lo = 0;
      let hi = 0;
      for (let p = 0; p < 64; p++) {
        const n = FRAME_SQUARE[64 * k + p]!;
        const inside = ((n < 32 ? set.lo : set.hi) >>> n) & 1;
        if (inside === 0) continue;
        if (p < 32) lo |= 1 << p;
        else hi |= 1 << p;
      }
      return [lo, hi] as const;
    });
    return { lo: images.map((i) => i[0]), hi: images.map((i) => i[1]) };
  }

  /** The per-frame images of the rule's square `square` (-1: no square). */
  squareValues(square: number): FrameValues {
    return {
      square: this.spread((k) => {
        if (square < 0) return -1;
        for (let p = 0; p < 64; p++) if (FRAME_SQUARE[64 * k + p] === square) return p;
        return -1;
      }),
    };
  }

  /** The rule's square of position square `p` in frame `k`. */
  static toRule(k: number, p: number): number {
    return p < 0 ? -1 : FRAME_SQUARE[64 * k + p]!;
  }

  /** The position's square of rule square `n` in frame `k`. */
  static fromRule(k: number, n: number): number {
    if (n < 0) return -1;
    for (let p = 0; p < 64; p++) if (FRAME_SQUARE[64 * k + p] === n) return p;
    return -1;
  }
}

/** Whether a per-frame constant is the same in every frame. */
export function frameInvariant(values: FrameValues): boolean {
  const same = (xs: readonly number[] | undefined) =>
    xs === undefined || xs.every((x) => x === xs[0]);
  return same(values.lo) && same(values.hi) && same(values.square);
}
