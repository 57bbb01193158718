/**
 * The on-disk cache of built tables, and building on demand.
 *
 * Tables live in one directory, by default `.cache/tables/` at the project root (gitignored).
 * The `PATC_TABLES` environment variable overrides the default, and an explicit `dir` option
 * overrides both. A table is built together with every subgame it captures into, subgames first.
 *
 * {@link TableStore.ensure} is the forgiving entry point: a missing table is built, and a file
 * that fails its checks (truncated, corrupt, another version) is reported through `log` and
 * rebuilt. {@link TableStore.load} is the strict one: it throws a {@link TableFileError}.
 * Either way a damaged file is never used.
 *
 * @packageDocumentation
 */

import { mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { subgames, type Endgame } from "./endgames.ts";
import { readTableFile, tableFileName, TableFileError, writeTableFile } from "./format.ts";
import { generate, type GenerateReport, type Progress } from "./generate.ts";
import { indexesOf, type Table } from "./table.ts";

/** The environment variable that overrides the default table directory. */
export const TABLES_ENV = "PATC_TABLES";

/** `<project root>/.cache/tables`, unless `PATC_TABLES` says otherwise. */
export function defaultTablesDir(): string {
  const env = process.env[TABLES_ENV];
  if (env) return resolve(env);
  return fileURLToPath(new URL("../../.cache/tables", import.meta.url));
}

/** Options of a {@link TableStore}. */
export interface StoreOptions {
  /** Directory of the table files; see {@link defaultTablesDir}. */
  readonly dir?: string;
  /** Receives one line per notable event (building, rebuilding a damaged file). */
  readonly log?: (line: string) => void;
  /** Receives generation progress. */
  readonly progress?: (endgame: string, phase: string, done: number, total: number) => void;
}

/** What building one table cost. */
export interface BuildRecord {
  readonly endgame: string;
  readonly report: GenerateReport;
  /** Wall-clock milliseconds, generation and writing. */
  readonly ms: number;
  /** The process's peak resident set size after the build, in bytes. */
  readonly peakRss: number;
  /** Bytes of the table's two value arrays. */
  readonly bytes: number;
}

/** Built tables on disk, loaded on demand and kept in memory. */
export class TableStore {
  /** The directory holding the table files. */
  readonly dir: string;
  /** Tables built by this store, in build order. */
  readonly builds: BuildRecord[] = [];
  private readonly loaded = new Map<string, Table>();
  private readonly log: (line: string) => void;
  private readonly progress: StoreOptions["progress"];

  constructor(options: StoreOptions = {}) {
    this.dir = resolve(options.dir ?? defaultTablesDir());
    this.log = options.log ?? (() => {});
    this.progress = options.progress;
  }

  /** The path of one table file. */
  path(endgame: string, stm: 0 | 1): string {
    return join(this.dir, tableFileName(endgame, stm));
  }

  /** A table already in memory, or undefined. */
  cached(name: string): Table | undefined {
    return this.loaded.get(name);
  }

  /** Whether both files of `eg` exist (without checking their contents). */
  exists(eg: Endgame): boolean {
    for (const stm of [0, 1] as const) {
      try {
        statSync(this.path(eg.name, stm));
      } catch {
        return false;
      }
    }
    return true;
  }

  /** Loads both files of `eg`, checking them fully. Throws a {@link TableFileError}. */
  load(eg: Endgame): Table {
    const hit = this.loaded.get(eg.name);
    if (hit) return hit;
    const index = indexesOf(eg);
    const values = [0, 1].map((stm) =>
      readTableFile(this.path(eg.name, stm as 0 | 1), eg.name, stm as 0 | 1, index[stm]!.size),
    );
    const table: Table = { endgame: index[0].endgame, index, values: [values[0]!, values[1]!] };
    this.loaded.set(eg.name, table);
    return table;
  }

  /**
   * Returns the table of `eg`, loading it, or building it (and any missing subgame) when it is
   * missing or damaged. Damage is reported through `log` before the rebuild.
   */
  ensure(eg: Endgame): Table {
    const hit = this.loaded.get(eg.name);
    if (hit) return hit;
    if (this.exists(eg)) {
      try {
        return this.load(eg);
      } catch (error) {
        if (!(error instanceof TableFileError)) throw error;
        this.log(`${error.message}; rebuilding ${eg.name}`);
      }
    }
    return this.build(eg);
  }

  /** Builds `eg` (subgames are ensured first) and writes its files, replacing any old ones. */
  build(eg: Endgame): Table {
    for (const sub of subgames(eg)) this.ensure(sub);
    this.log(`building ${eg.name}`);
    const t0 = performance.now();
    const progress: Progress | undefined = this.progress
      ? (phase, done, total) => this.progress!(eg.name, phase, done, total)
      : undefined;
    const { table, report } = generate(eg, {
      subtable: (sub) => this.ensure(sub),
      ...(progress ? { progress } : {}),
    });
    mkdirSync(this.dir, { recursive: true });
    for (const stm of [0, 1] as const) {
      writeTableFile(this.path(eg.name, stm), eg.name, stm, table.values[stm]);
    }
    this.loaded.set(eg.name, table);
    this.builds.push({
      endgame: eg.name,
      report,
      ms: performance.now() - t0,
      peakRss: process.resourceUsage().maxRSS * 1024,
      bytes: table.values[0].length + table.values[1].length,
    });
    return table;
  }

  /** Forgets the in-memory copy of `name` (the files stay). */
  unload(name: string): void {
    this.loaded.delete(name);
  }
}
