/**
 * Run as a child process with `node --allow-natives-syntax bin/run-ts.js` (see
 * `test/compiler/optimisation.test.ts`): warms one entry point of a compiled pattern module on
 * random positions and prints, as one JSON line, whether V8 optimised it.
 *
 * Arguments: the module's path (relative to this file), the entry (`classify`, `evaluate` or
 * `recognize`), the material signatures to draw positions from, comma-separated, and optionally
 * the exported function to ask about instead of the entry (an outlined let the entry calls).
 */
import { Prng } from "../../runtime/prng.ts";
import { BLACK, WHITE } from "../../runtime/pieces.ts";
import type { Position } from "../../runtime/position.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";

/** V8's `OptimizationStatus` bit for a function running optimised code (stable since V8 6). */
const OPTIMIZED = 1 << 4;

const [modulePath, entry, signatures, checked] = process.argv.slice(2);
const module = await import(modulePath!);
const run = module.PATTERN[entry!] as (pos: Position) => number;
// The function asked about: the entry itself, or an outlined let it calls (`let_NAME`).
const subject = (checked === undefined ? run : module[checked]) as (...args: never[]) => unknown;
// `%GetOptimizationStatus` only parses with --allow-natives-syntax, hence the Function.
const status = new Function("f", "return %GetOptimizationStatus(f)") as (f: unknown) => number;

const prng = new Prng(7);
const kinds = signatures!.split(",");
const positions = Array.from({ length: 1000 }, (_, i) =>
  randomPosition(prng, kinds[i % kinds.length]!, { turn: i % 2 === 0 ? WHITE : BLACK }),
);
// V8 optimises on a background thread once a function is hot; a function too large for its
// optimising compiler (61,440 bytes of bytecode) never gets there, however long it runs.
const deadline = performance.now() + 20_000;
let sink = 0;
while ((status(subject) & OPTIMIZED) === 0 && performance.now() < deadline) {
  for (const pos of positions) sink ^= run(pos);
}
const optimised = (status(subject) & OPTIMIZED) !== 0;
const name = checked ?? entry;
process.stdout.write(
  `${JSON.stringify({ entry: name, optimised, status: status(subject), sink })}\n`,
);
