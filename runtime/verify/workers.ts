/**
 * Spreading a verification over several processes, one per core: a small pool of child
 * processes, each running a TypeScript worker script that answers tasks over IPC.
 *
 * Child processes rather than worker threads because tsx's loader does not follow the code into
 * worker threads, and a process per core isolates memory (each worker loads its own 200 MB of
 * tables). Tasks are handed out one at a time, so a fast worker takes more of them and both
 * cores stay busy to the end; results come back in task order.
 *
 * The worker script calls {@link serveTasks} with its handler; the parent calls
 * {@link runTasks}. Messages are JSON: `{ id, task }` down, `{ id, result }` or
 * `{ id, error }` up.
 *
 * @packageDocumentation
 */

import { fork, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/** `bin/run-ts.js`, which runs a TypeScript file under tsx. */
const RUN_TS = fileURLToPath(new URL("../../bin/run-ts.js", import.meta.url));

/** How to run a list of tasks. */
export interface PoolOptions<T> {
  /** Absolute path of the worker script (a `.ts` file that calls {@link serveTasks}). */
  readonly script: string;
  /** Arguments for the worker script. */
  readonly args?: readonly string[];
  /** Number of processes (default: the number of cores, at most the number of tasks). */
  readonly jobs?: number;
  /** The tasks. */
  readonly tasks: readonly T[];
  /** Called after each finished task with the number finished so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

interface Reply<R> {
  readonly id: number;
  readonly result?: R;
  readonly error?: string;
}

/** The default number of worker processes: one per core. */
export function defaultJobs(): number {
  return availableParallelism();
}

/** Runs `tasks` in worker processes and returns their results in task order. */
export function runTasks<T, R>(options: PoolOptions<T>): Promise<R[]> {
  const tasks = options.tasks;
  const jobs = Math.max(1, Math.min(options.jobs ?? defaultJobs(), tasks.length));
  const results: R[] = new Array<R>(tasks.length);
  let next = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    if (tasks.length === 0) {
      resolve(results);
      return;
    }
    const children: ChildProcess[] = [];
    let failed = false;
    const fail = (error: Error): void => {
      if (failed) return;
      failed = true;
      for (const child of children) child.kill();
      reject(error);
    };
    const feed = (child: ChildProcess): void => {
      if (next < tasks.length) {
        const id = next++;
        child.send({ id, task: tasks[id] });
      } else child.disconnect();
    };
    for (let j = 0; j < jobs; j++) {
      const child = fork(RUN_TS, [options.script, ...(options.args ?? [])], {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      children.push(child);
      child.on("message", (message: Reply<R>) => {
        if (message.error !== undefined) {
          fail(new Error(`worker task ${message.id}: ${message.error}`));
          return;
        }
        results[message.id] = message.result as R;
        done++;
        options.onProgress?.(done, tasks.length);
        if (done === tasks.length) resolve(results);
        feed(child);
      });
      child.on("error", fail);
      child.on("exit", (code) => {
        if (code !== 0 && !failed && done < tasks.length) {
          fail(new Error(`worker exited with code ${code}`));
        }
      });
      feed(child);
    }
  });
}

/**
 * The worker's side: answers each task the parent sends with `handler(task)` and exits when the
 * parent disconnects.
 */
export function serveTasks<T, R>(handler: (task: T) => R | Promise<R>): void {
  if (process.send === undefined) throw new Error("serveTasks: not started by runTasks");
  process.on("message", (message: { id: number; task: T }) => {
    Promise.resolve()
      .then(() => handler(message.task))
      .then(
        (result) => process.send!({ id: message.id, result }),
        (error: unknown) =>
          process.send!({
            id: message.id,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
      );
  });
  process.on("disconnect", () => process.exit(0));
}
