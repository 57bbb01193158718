/**
 * Builds every table the suite needs, once, before any test file runs: into `$PATC_TABLES`, or
 * `.cache/tables/` by default. Tables already there are checked (header, size, checksums) and
 * kept; missing or damaged ones are built. Test files then load them read-only, so no two
 * workers ever build the same table.
 */
import { parseEndgame, TABLE_NAMES } from "../../runtime/tables/endgames.ts";
import { TableStore } from "../../runtime/tables/store.ts";

export default function setup(): void {
  const started = performance.now();
  const store = new TableStore({ log: (line) => process.stderr.write(`tables: ${line}\n`) });
  for (const name of TABLE_NAMES) {
    store.ensure(parseEndgame(name)!);
    store.unload(name);
  }
  const built = store.builds.map((b) => `${b.endgame} ${(b.ms / 1000).toFixed(1)} s`);
  process.stderr.write(
    `tables: ready in ${store.dir} after ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (built.length ? ` (built ${built.join(", ")})\n` : " (all cached)\n"),
  );
}
