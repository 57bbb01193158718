/**
 * `patc verify kbnk-change BEFORE.ts [--patterns AFTER.ts] [--depth N] [--deepen N] [--json]
 * [--list FILE]`: a screen of a change to `kbnk.pat`, before its full proof. Over every won
 * white-to-move KBNK table entry it compares the goal (`evaluate`) of two compiled modules, and
 * where the goal changed it asks the new module's chooser for its move and reports the entries
 * where it is stuck.
 *
 * Why that screen: the chooser is stuck where no line within its depth reaches a goal above the
 * position's own. A change that only raises the goal where some term holds (a floor,
 * `max(goal, stage)`) lowers no goal a line can reach, and raises a position's own goal only
 * where the term holds. So every stuck entry the change adds is among the entries whose goal it
 * changed, and this screen lists them all. The full proof then says which of them the defence
 * reaches: for the W-manoeuvre's first candidate, the screen named 7 new stuck placements of the
 * pieces and the proof found exactly those 7. For other changes (a term that can lower the goal)
 * the list is a lower bound: a lowered goal can also leave positions stuck whose own goal stayed.
 *
 * It runs on this thread: the goals cost a few seconds, the chooser a third of a millisecond for
 * each changed entry (a change that touches every position costs as much as the proof's own
 * strategy pass, on one thread instead of two).
 */
import type { Command } from "commander";
import { makeFen } from "../../runtime/fen.ts";
import { type ChooserOptions, HedeamChooser } from "../../runtime/hedeam/chooser.ts";
import { StrategyExpander } from "../../runtime/hedeam/proof.ts";
import { moveToSan } from "../../runtime/notation.ts";
import type { PatternModule } from "../../runtime/patternModule.ts";
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { defaultTablesDir, TableStore } from "../../runtime/tables/store.ts";
import { CliError } from "../cliError.ts";
import { writeJsonLine, writeTabLines } from "../lines.ts";
import { type ChooserFlags, chooserOptions, deepenOption, depthOption } from "../chooserOptions.ts";
import { loadKbnkPatterns } from "../loadKbnkPatterns.ts";

interface ChangeOptions extends ChooserFlags {
  patterns?: string;
  json?: boolean;
  list?: string;
}

/** A won entry whose goal the change moved, where the new chooser is stuck. */
interface StuckEntry {
  readonly fen: string;
  readonly move: string;
  readonly dtm: number;
  readonly before: number;
  readonly after: number;
}

/** What the screen found. */
export interface ChangeScreen {
  readonly wonEntries: number;
  readonly raised: number;
  readonly lowered: number;
  /** Stuck entries among the changed ones, raised goals first, then by FEN. */
  readonly stuck: readonly StuckEntry[];
}

function goalOf(module: PatternModule, name: string): NonNullable<PatternModule["evaluate"]> {
  if (module.evaluate === undefined) {
    throw new CliError(`${name} (${module.source}) has no blackeval/whiteval sections: no goal`);
  }
  return module.evaluate;
}

/**
 * Compares the goals of `before` and `after` on every won entry of `store`'s KBNK table (built
 * there if missing), and runs `after`'s chooser where they differ.
 */
export function screenChange(
  before: PatternModule,
  after: PatternModule,
  store: TableStore,
  options: ChooserOptions = {},
): ChangeScreen {
  const goalBefore = goalOf(before, "BEFORE");
  const goalAfter = goalOf(after, "--patterns");
  // Built on first use, like every command that reads the table.
  const expander = new StrategyExpander(store.ensure(parseEndgame("KBNK")!));
  const chooser = new HedeamChooser(after, options);
  const size = expander.table.index[0].size;
  const pos = expander.pos;
  let wonEntries = 0;
  let raised = 0;
  let lowered = 0;
  const stuck: StuckEntry[] = [];
  for (let entry = 0; entry < size; entry++) {
    if (!expander.isRelevant(entry) || !expander.load(entry)) continue;
    wonEntries++;
    const was = goalBefore(pos);
    const is = goalAfter(pos);
    if (was === is) continue;
    if (is > was) raised++;
    else lowered++;
    const move = chooser.choose(pos);
    if (!chooser.stuck) continue;
    const san = moveToSan(pos, move);
    stuck.push({ fen: makeFen(pos), move: san, dtm: expander.dtm(entry), before: was, after: is });
  }
  stuck.sort(
    (a, b) => Number(b.after > b.before) - Number(a.after > a.before) || (a.fen < b.fen ? -1 : 1),
  );
  return { wonEntries, raised, lowered, stuck };
}

/** Registers `patc verify kbnk-change`. */
export function registerVerifyKbnkChange(verify: Command): void {
  verify
    .command("kbnk-change")
    .description(
      "screen a change to kbnk.pat: the won KBNK entries whose goal it changes, and those of them where the new chooser is stuck",
    )
    .argument("<before.ts>", "the compiled module before the change (patc compile FILE -o DIR)")
    .option(
      "--patterns <module.ts>",
      "the compiled module after the change (default generated/kbnk.ts)",
    )
    .addOption(depthOption())
    .addOption(deepenOption())
    .option("--json", "print one JSON object")
    .option(
      "--list <file>",
      "write the stuck entries (FEN, move, DTM, goal before and after) to FILE",
    )
    .action(async (beforePath: string, options: ChangeOptions) => {
      const { module: before } = await loadKbnkPatterns(beforePath);
      const { module: after } = await loadKbnkPatterns(options.patterns);
      const store = new TableStore({
        dir: defaultTablesDir(),
        log: (line) => process.stderr.write(`patc: tables: ${line}\n`),
      });
      const screen = screenChange(before, after, store, chooserOptions(options));
      if (options.list !== undefined) {
        writeTabLines(
          options.list,
          screen.stuck.map((s) => [s.fen, s.move, s.dtm, s.before, s.after]),
        );
      }
      if (options.json) {
        writeJsonLine({
          before: before.source,
          after: after.source,
          depth: options.depth,
          deepen: options.deepen,
          ...screen,
        });
        return;
      }
      const raisedStuck = screen.stuck.filter((s) => s.after > s.before).length;
      const lines = [
        `${after.source} against ${before.source}, over ${screen.wonEntries.toLocaleString("en-US")} won table entries:`,
        `goal raised at ${screen.raised.toLocaleString("en-US")} entries, lowered at ${screen.lowered.toLocaleString("en-US")}`,
        `the new chooser is stuck at ${raisedStuck} of the raised and ${screen.stuck.length - raisedStuck} of the lowered`,
        ...screen.stuck.map(
          (s) => `  ${s.fen}  ${s.move}  mate in ${s.dtm}  goal ${s.before} -> ${s.after}`,
        ),
      ];
      process.stdout.write(`${lines.join("\n")}\n`);
    });
}
