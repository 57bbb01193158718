#!/usr/bin/env node
// Runs one TypeScript script (a benchmark or a maintenance task) under tsx's loader:
// `node bin/run-ts.js bench/run.ts [args...]`.
import { register } from "tsx/esm/api";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const script = process.argv[2];
if (!script) {
  console.error("usage: node bin/run-ts.js SCRIPT.ts [ARGS...]");
  process.exit(2);
}
register();
process.argv.splice(1, 2, resolve(script));
await import(pathToFileURL(resolve(script)).href);
