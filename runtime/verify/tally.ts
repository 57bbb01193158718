/**
 * The counts a recognizer verification collects: how many positions each rule decided, with
 * which verdict, against which table outcome, and whether that was an error; the loose bounds;
 * and the first errors with their positions.
 *
 * Counting happens once per position of a table (billions of times), so the counts live in one
 * `Float64Array` (exact integers up to 2^53) indexed by material, colour of the strong side, side
 * to move, deciding rule, verdict kind, table outcome and error flag. A tally is plain data: it
 * travels between processes as JSON and tallies of the same shape add up ({@link merge}).
 *
 * @packageDocumentation
 */

/** What a tally counts over. */
export interface TallyShape {
  /** The materials, e.g. `["KNNKB", "KNNKN"]`; positions are counted by index into this. */
  readonly materials: readonly string[];
  /** The number of rows in the module's rule table (`PatternModule.rules`). */
  readonly rules: number;
}

/** One wrong verdict, for the report. */
export interface ErrorSample {
  readonly fen: string;
  /** Index of the deciding rule in the module's rule table, or -1. */
  readonly rule: number;
  /** The verdict in words (`formatVerdict`). */
  readonly verdict: string;
  /** The table's value in words. */
  readonly table: string;
}

/** A tally as JSON. */
export interface TallyJson {
  readonly counts: number[];
  readonly loose: number[];
  readonly errors: ErrorSample[];
}

/** A filter for {@link VerifyTally.sum}: every field left out matches everything. */
export interface TallyFilter {
  readonly material?: number;
  /** 0: the strong side is white, 1: black. */
  readonly colour?: number;
  /** 0: the strong side is to move, 1: the weak side. */
  readonly stm?: number;
  /** Index into the rule table; -1 for "no rule decided". */
  readonly rule?: number;
  /** Verdict kind (`FAIL`, `DRAW`, `WIN`, `LOSS`). */
  readonly kind?: number;
  /** Table outcome (`TABLE_WIN`, `TABLE_DRAW`, `TABLE_LOSS` of `judge.ts`). */
  readonly outcome?: number;
  /** 1: errors only, 0: right verdicts only. */
  readonly error?: number;
}

/** How many error samples a tally keeps. */
export const DEFAULT_MAX_SAMPLES = 50;

/** Counts of one recognizer over positions; see the file header. */
export class VerifyTally {
  readonly shape: TallyShape;
  /** `[material][colour][stm][rule + 1][kind][outcome][error]`, flattened. */
  readonly counts: Float64Array;
  /** Right win or loss claims with a longer distance than the table's: `[material][colour][stm][rule + 1]`. */
  readonly loose: Float64Array;
  /** The first errors. */
  readonly errors: ErrorSample[] = [];
  private readonly maxSamples: number;
  private readonly slots: number;

  constructor(shape: TallyShape, maxSamples = DEFAULT_MAX_SAMPLES) {
    this.shape = shape;
    this.maxSamples = maxSamples;
    this.slots = shape.rules + 1;
    this.counts = new Float64Array(shape.materials.length * 2 * 2 * this.slots * 4 * 3 * 2);
    this.loose = new Float64Array(shape.materials.length * 2 * 2 * this.slots);
  }

  private base(material: number, colour: number, stm: number, rule: number): number {
    return ((material * 2 + colour) * 2 + stm) * this.slots + rule + 1;
  }

  /**
   * Counts one position: the verdict's kind, the rule that decided (-1: none), the table outcome,
   * whether the verdict was an error and whether it was a loose bound. Allocation-free.
   */
  count(
    material: number,
    colour: number,
    stm: number,
    rule: number,
    kind: number,
    outcome: number,
    error: boolean,
    loose: boolean,
  ): void {
    const at = this.base(material, colour, stm, rule);
    this.counts[((at * 4 + kind) * 3 + outcome) * 2 + (error ? 1 : 0)]!++;
    if (loose) this.loose[at]!++;
  }

  /** Whether another error sample would be kept (so that the caller builds its FEN only then). */
  wantsSample(): boolean {
    return this.errors.length < this.maxSamples;
  }

  /** Keeps an error sample, up to the limit. */
  addSample(sample: ErrorSample): void {
    if (this.wantsSample()) this.errors.push(sample);
  }

  /** The number of positions matching `filter`. */
  sum(filter: TallyFilter = {}): number {
    let total = 0;
    this.forEachBase(filter, (at) => {
      for (let k = 0; k < 4; k++) {
        if (filter.kind !== undefined && filter.kind !== k) continue;
        for (let o = 0; o < 3; o++) {
          if (filter.outcome !== undefined && filter.outcome !== o) continue;
          for (let e = 0; e < 2; e++) {
            if (filter.error !== undefined && filter.error !== e) continue;
            total += this.counts[((at * 4 + k) * 3 + o) * 2 + e]!;
          }
        }
      }
    });
    return total;
  }

  /** The loose bounds matching `filter` (its `kind`, `outcome` and `error` are ignored). */
  looseBounds(filter: TallyFilter = {}): number {
    let total = 0;
    this.forEachBase(filter, (at) => (total += this.loose[at]!));
    return total;
  }

  /** Calls `visit` with the base of every (material, colour, side to move, rule) `filter` keeps. */
  private forEachBase(filter: TallyFilter, visit: (at: number) => void): void {
    for (let m = 0; m < this.shape.materials.length; m++) {
      if (filter.material !== undefined && filter.material !== m) continue;
      for (let c = 0; c < 2; c++) {
        if (filter.colour !== undefined && filter.colour !== c) continue;
        for (let s = 0; s < 2; s++) {
          if (filter.stm !== undefined && filter.stm !== s) continue;
          for (let r = -1; r < this.shape.rules; r++) {
            if (filter.rule !== undefined && filter.rule !== r) continue;
            visit(this.base(m, c, s, r));
          }
        }
      }
    }
  }

  /** Whether the counts with the strong side white equal those with it black, cell by cell. */
  coloursAgree(): boolean {
    const half = this.counts.length / this.shape.materials.length / 2;
    for (let m = 0; m < this.shape.materials.length; m++) {
      const white = m * 2 * half;
      for (let i = 0; i < half; i++) {
        if (this.counts[white + i] !== this.counts[white + half + i]) return false;
      }
    }
    return true;
  }

  /** Adds `other`'s counts and samples (up to the limit) to this tally. */
  merge(other: VerifyTally | TallyJson): void {
    const counts = other.counts;
    const loose = other.loose;
    if (counts.length !== this.counts.length || loose.length !== this.loose.length) {
      throw new Error("cannot merge tallies of different shapes");
    }
    for (let i = 0; i < counts.length; i++) this.counts[i]! += counts[i]!;
    for (let i = 0; i < loose.length; i++) this.loose[i]! += loose[i]!;
    for (const sample of other.errors) this.addSample(sample);
  }

  /** The tally as JSON, for another process. */
  toJSON(): TallyJson {
    return { counts: Array.from(this.counts), loose: Array.from(this.loose), errors: this.errors };
  }
}
