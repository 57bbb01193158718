/**
 * Builds every table the suite needs, once, before any test file runs: into `$PATC_TABLES`, or
 * `.cache/tables/` by default. Tables already there are checked (header, size, checksums) and
 * kept; missing or damaged ones are built. Test files then load them read-only, so no two
 * workers ever build the same table.
 *
 * On a clean clone the two 5-man tables are built by two `patc tables build` processes side by
 * side (they only depend on the smaller tables, built first), which halves the wait on a
 * two-core machine.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseEndgame, TABLE_NAMES } from "../../runtime/tables/endgames.ts";
import { TableStore } from "../../runtime/tables/store.ts";

const PATC = fileURLToPath(new URL("../../bin/patc.js", import.meta.url));

function log(line: string): void {
  process.stderr.write(`tables: ${line}\n`);
}

/** Runs `patc tables build NAME --dir DIR` in a child process. */
function buildInChild(name: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PATC, "tables", "build", name, "--dir", dir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${name} failed (exit ${code})`)),
    );
  });
}

export default async function setup(): Promise<void> {
  const started = performance.now();
  const store = new TableStore({ log });
  const big = TABLE_NAMES.filter((name) => parseEndgame(name)!.men === 3);
  for (const name of TABLE_NAMES) {
    if (big.includes(name)) continue;
    store.ensure(parseEndgame(name)!);
  }
  const missing = big.filter((name) => {
    try {
      store.load(parseEndgame(name)!);
      store.unload(name);
      return false;
    } catch {
      return true;
    }
  });
  await Promise.all(missing.map((name) => buildInChild(name, store.dir)));
  const built = [...store.builds.map((b) => b.endgame), ...missing];
  log(
    `ready in ${store.dir} after ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (built.length ? ` (built ${built.join(", ")})` : " (all cached)"),
  );
}
