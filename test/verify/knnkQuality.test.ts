/**
 * The search-quality table (`npm run quality:knnk`, runtime/verify/quality.ts) reads depths 1 to
 * 6 off one depth-6 search: iteration d must play the move, and have searched the nodes, of a
 * separate depth-d search, with recognizers and without.
 */
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../bin/loadRegistry.ts";
import { parseFen } from "../../runtime/fen.ts";
import { Search } from "../../runtime/search/search.ts";
import { QUALITY_DEPTH } from "../../runtime/verify/quality.ts";

const POSITIONS = [
  "1kN5/2NK4/8/8/8/8/8/7n w - - 0 1", // Figure 6: the recognizers cut and extend
  "8/8/8/2k5/8/2NN4/8/K5b1 b - - 0 1", // KNNKB, weak side to move
  "7k/8/5K2/4N3/8/3N4/8/n7 w - - 0 1", // KNNKN, king near the corner
];

describe.each([true, false])("recognizers %s", (recognizers) => {
  it.each(POSITIONS)("%s: iteration d of depth 6 is the depth-d search", async (fen) => {
    const registry = await loadRegistry();
    const search = new Search({ registry, recognizers, tableMegabytes: 4 });
    const deep = search.run(parseFen(fen), QUALITY_DEPTH);
    for (let d = 1; d <= deep.iterations.length; d++) {
      const shallow = search.run(parseFen(fen), d);
      expect(shallow.bestMove).toBe(deep.iterations[d - 1]!.bestMove);
      expect(shallow.nodes).toBe(deep.iterations[d - 1]!.nodes);
    }
  });
});
