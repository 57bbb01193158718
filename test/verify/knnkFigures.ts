/**
 * `node bin/run-ts.js test/verify/knnkFigures.ts`: prints the boards from which Heinz's
 * Figure 5 and Figure 6 lines are legal and optimal according to the tables (see
 * `runtime/verify/lines.ts`), the FENs quoted in docs/knnk.md and tested in
 * test/search/knnkFigures.test.ts.
 */
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { TableProber } from "../../runtime/tables/probe.ts";
import { TableStore } from "../../runtime/tables/store.ts";
import { reconstructLine } from "../../runtime/verify/lines.ts";

const FIGURES = [
  ["Figure 5", "KNNKB", "Nb6+ Kb8 Nd7+ Ka8 Kc7 * Nb6#"],
  ["Figure 6", "KNNKN", "Na6+ Kb7 Nc5+ Kb8 Ne7 Ng3 Nc6+ Ka8 Kc7 ? Nd7 ? Nb6#"],
] as const;

const prober = new TableProber(new TableStore());
for (const [name, endgame, line] of FIGURES) {
  const fens = reconstructLine(prober, parseEndgame(endgame)!, line.split(" "));
  process.stdout.write(`${name} (${endgame}), ${line}:\n`);
  for (const fen of fens) process.stdout.write(`  ${fen}\n`);
}
