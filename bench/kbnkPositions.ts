/**
 * The won KBNK positions the chooser benchmarks time: `count` entries of the KBNK table drawn
 * with the fixed seed 2024, white to move, so that every run and every module is timed on the
 * same positions.
 */
import { StrategyExpander } from "../runtime/hedeam/proof.ts";
import type { Position } from "../runtime/position.ts";
import { Prng } from "../runtime/prng.ts";
import { parseEndgame } from "../runtime/tables/endgames.ts";
import { TableStore } from "../runtime/tables/store.ts";

/** `count` seeded won KBNK positions, strong side (white) to move. */
export function wonKbnkPositions(count: number): Position[] {
  const expander = new StrategyExpander(new TableStore().ensure(parseEndgame("KBNK")!));
  return expander.randomWonEntries(new Prng(2024), count).map((entry) => {
    expander.load(entry);
    return expander.pos.clone();
  });
}
