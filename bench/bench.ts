/**
 * The contract of a benchmark file. Every `bench/*.bench.ts` exports a `description` and
 * `tasks`; `bench/run.ts` finds, runs and reports them, so adding a benchmark is writing one such
 * file:
 *
 * ```ts
 * import type { BenchTask } from "./bench.ts";
 * export const description = "what this measures, in one line";
 * export const tasks: BenchTask[] = [{ name: "parse a FEN", fn: () => parseFen(fen) }];
 * ```
 */

/** One thing to time. */
export interface BenchTask {
  /** Unique within the file, e.g. `"patc perft KNNKN depth 4"`. */
  readonly name: string;
  /** Does the work once. Must be synchronous for an honest ns/op. */
  readonly fn: () => unknown;
  /** Units of work one call does (e.g. 73584 nodes), to report a rate such as nodes/s. */
  readonly work?: { readonly unit: string; readonly perCall: number };
  /**
   * Tasks with the same group do the same work in different ways; the report gives each one's
   * speed relative to the group's baseline.
   */
  readonly group?: string;
  /** Whether this task is its group's reference (1×). */
  readonly baseline?: boolean;
}

/** What a `*.bench.ts` module exports. */
export interface BenchFile {
  /** One line saying what the file measures. */
  readonly description: string;
  /** The tasks, run in order. */
  readonly tasks: readonly BenchTask[];
}
