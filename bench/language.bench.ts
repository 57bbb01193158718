/**
 * Benchmark: parsing and checking every file in `patterns/` (and the HEDEAM sample). The aim is
 * "well under a second" for all of them together. Runs standalone with
 * `node bin/run-ts.js bench/language.bench.ts`; exports the tinybench tasks for `bench/run.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { Bench } from "tinybench";
import { checkSource } from "../compiler/check.ts";
import { parse } from "../grammar/parse.ts";

const files = [
  ...readdirSync("patterns")
    .filter((f) => f.endsWith(".pat"))
    .map((f) => `patterns/${f}`),
  "test/language/fixtures/hedeam-sample.pat",
].map((path) => ({ path, text: readFileSync(path, "utf8") }));

/** Adds the language tasks to `bench`. */
export function addTasks(bench: Bench): Bench {
  return bench
    .add("parse all pattern files", () => {
      for (const f of files) parse(f.text, f.path);
    })
    .add("parse and check all pattern files", () => {
      for (const f of files) checkSource(f.text, f.path);
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = addTasks(new Bench({ time: 500 }));
  await bench.run();
  console.table(bench.table());
}
