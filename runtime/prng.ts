/**
 * A small, fast, seeded pseudo-random generator (SFC32, from PractRand), so that random test
 * positions and the Zobrist keys are the same on every machine and every run. `Math.random`
 * cannot be seeded, and reproducibility matters more here than statistical quality, which SFC32
 * has plenty of anyway.
 *
 * @packageDocumentation
 */

/** A seeded generator of pseudo-random 32-bit integers. Mutable: each call advances it. */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A generator whose sequence is determined by `seed` (any 32-bit integer). */
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed | 0;
    // The first outputs of SFC32 still show the seed; discard them.
    for (let i = 0; i < 16; i++) this.nextInt32();
  }

  /** The next pseudo-random int32 (any of the 2^32 values). */
  nextInt32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t;
  }

  /** A pseudo-random integer in `[0, n)`, for `n` between 1 and 2^32. */
  nextInt(n: number): number {
    // Multiply-shift instead of modulo: unbiased enough for n far below 2^32, and no division.
    return Math.floor(((this.nextInt32() >>> 0) / 4294967296) * n);
  }

  /** A pseudo-random float in `[0, 1)`. */
  nextFloat(): number {
    return (this.nextInt32() >>> 0) / 4294967296;
  }

  /** A pseudo-random element of the non-empty array `items`. */
  pick<T>(items: readonly T[]): T {
    return items[this.nextInt(items.length)]!;
  }
}
