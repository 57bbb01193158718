/**
 * The endgame tables in one import: `import { probeCode, TableStore } from "../runtime/tables/index.ts"`.
 * Distance-to-mate tables for KBK, KNK, KNNK, KBNK, KBKN, KNKN, KNNKB and KNNKN, indexed as
 * Nalimov's, built by retrograde analysis, cached on disk. `docs/tables.md` is the guide.
 *
 * | file              | concern                                                         |
 * | ----------------- | --------------------------------------------------------------- |
 * | `endgames.ts`     | endgame names, strong side, captures into subgames              |
 * | `nalimovIndex.ts` | the index: position ↔ entry, sizes, cursor, incremental encoding |
 * | `values.ts`       | the value byte of an entry                                      |
 * | `generate.ts`     | retrograde generation                                           |
 * | `format.ts`       | the file format                                                 |
 * | `store.ts`        | the on-disk cache, building on demand                           |
 * | `probe.ts`        | `probe` / `probeCode` from a `Position`                         |
 * | `enumerate.ts`    | every legal entry or board of an endgame                        |
 * | `stats.ts`        | outcome counts and distance histograms                          |
 * | `paper.ts`        | the published figures the tables reproduce                      |
 *
 * @packageDocumentation
 */

export * from "./endgames.ts";
export * from "./enumerate.ts";
export * from "./format.ts";
export * from "./generate.ts";
export * from "./nalimovIndex.ts";
export * from "./paper.ts";
export * from "./probe.ts";
export * from "./stats.ts";
export * from "./store.ts";
export * from "./table.ts";
export * from "./values.ts";
