/**
 * Parsing and checking every file in `patterns/` (and the HEDEAM sample), which should take well
 * under a second together. Examples are not run here: that measures the interpreter, not the
 * front end.
 */
import { readdirSync, readFileSync } from "node:fs";
import { checkSource } from "../compiler/check.ts";
import { parse } from "../grammar/parse.ts";
import type { BenchTask } from "./bench.ts";

/** What this file measures. */
export const description = "parse and check time of all pattern files";

const files = [
  ...readdirSync("patterns")
    .filter((f) => f.endsWith(".pat"))
    .map((f) => `patterns/${f}`),
  "test/language/fixtures/hedeam-sample.pat",
].map((path) => ({ path, text: readFileSync(path, "utf8") }));

const work = { unit: "files", perCall: files.length };

export const tasks: BenchTask[] = [
  {
    name: "parse all pattern files",
    fn: () => files.map((f) => parse(f.text, f.path)),
    work,
  },
  {
    name: "parse and check all pattern files",
    fn: () => files.map((f) => checkSource(f.text, f.path, { runExamples: false })),
    work,
  },
];
