/**
 * Shared helpers for the table tests: the tables built by `globalSetup.ts`, loaded read-only.
 */
import { parseEndgame, type TableName } from "../../runtime/tables/endgames.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import type { Table } from "../../runtime/tables/table.ts";

/** The suite's table store (the directory `globalSetup.ts` filled). */
export const store = new TableStore();

/** The built table of `name`, loaded and checked (throws if `globalSetup` did not build it). */
export function table(name: TableName): Table {
  return store.load(parseEndgame(name)!);
}
