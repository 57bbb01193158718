/**
 * Perft throughput, in leaf nodes per second, of the runtime against chessops on the same
 * positions in the same process. Both bulk-count the last ply, so the work is the same.
 * The target is at least 20× chessops.
 */
import { Chess } from "chessops/chess";
import { perft as chessopsPerft } from "chessops/debug";
import { parseFen as chessopsParseFen } from "chessops/fen";
import { parseFen } from "../runtime/fen.ts";
import { MAX_MOVES } from "../runtime/move.ts";
import { generateMoves, legalMoveCount } from "../runtime/movegen.ts";
import { perft } from "../runtime/perft.ts";
import { Prng } from "../runtime/prng.ts";
import { randomPosition } from "../runtime/randomPosition.ts";
import type { BenchTask } from "./bench.ts";

/** What this file measures. */
export const description =
  "perft nodes/s of patc against chessops on fixed KNNKN and KBNK positions";

const POSITIONS = [
  { name: "KNNKN", fen: "8/8/4k3/3Nn3/3nN3/4K3/8/8 w - - 0 1", depth: 4 },
  { name: "KBNK", fen: "8/8/8/8/8/8/2k5/KNB5 w - - 0 1", depth: 5 },
];

function perftTasks(name: string, fen: string, depth: number): BenchTask[] {
  const ours = parseFen(fen);
  const theirs = Chess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
  const nodes = perft(ours, depth);
  const theirNodes = chessopsPerft(theirs, depth);
  if (nodes !== theirNodes) throw new Error(`${name}: patc ${nodes} nodes, chessops ${theirNodes}`);
  const group = `${name} depth ${depth}`;
  const work = { unit: "nodes", perCall: nodes };
  return [
    {
      name: `chessops perft ${group}`,
      fn: () => chessopsPerft(theirs, depth),
      work,
      group,
      baseline: true,
    },
    { name: `patc perft ${group}`, fn: () => perft(ours, depth), work, group },
  ];
}

/** Move generation alone, over a spread of positions rather than one. */
function generationTasks(): BenchTask[] {
  const prng = new Prng(1);
  const signatures = ["KBNK", "KNNKB", "KNNKN", "KBNKB", "KBNKN"];
  const positions = Array.from({ length: 256 }, (_, i) => randomPosition(prng, signatures[i % 5]!));
  const buffer = new Int32Array(MAX_MOVES);
  const work = { unit: "positions", perCall: positions.length };
  return [
    {
      name: "generateMoves, 256 endgame positions",
      fn: () => {
        let total = 0;
        for (const pos of positions) total += generateMoves(pos, buffer, 0);
        return total;
      },
      work,
    },
    {
      name: "legalMoveCount, 256 endgame positions",
      fn: () => {
        let total = 0;
        for (const pos of positions) total += legalMoveCount(pos);
        return total;
      },
      work,
    },
  ];
}

/** Perft against chessops per position, then patc-only throughput figures. */
export const tasks: BenchTask[] = [
  ...POSITIONS.flatMap(({ name, fen, depth }) => perftTasks(name, fen, depth)),
  {
    name: "patc perft KNNKN depth 5",
    fn: () => perft(parseFen(POSITIONS[0]!.fen), 5),
    work: { unit: "nodes", perCall: 1198299 },
  },
  ...generationTasks(),
];
