/**
 * `npm run verify:compiler`: the full differential test of the compiler, too slow for `npm test`.
 *
 * - Every legal KBNK position (white strong, both sides to move: about 24.5 million) and every
 *   legal KBK and KNK position, on every file covering KBNK (the HEDEAM sample, and
 *   `patterns/kbnk.pat` once it exists): every entry point the file defines, explaining twins
 *   included; `reject` on one legal move per position, chosen by its index.
 * - A million random legal positions of each of KNNKB and KNNKN (half of them with black strong)
 *   on every file covering them (`patterns/knnk.pat`), and a million of KBNK with black strong.
 * - A hundred thousand random positions of every other fixture (golden files), both colours.
 *
 * The work is split between child processes (`--jobs=N`, default 2: this machine has two cores),
 * each taking a shard of the white king squares and of the random draws. `--only=FILE[,FILE]`
 * checks just the named files, so a change to one `.pat` file costs only its own share of the
 * hour. Exits 1 on any disagreement, printing the first ones with their FENs.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { checkSource } from "../../compiler/check.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { compare, zeroCounts, type Counts } from "../support/differential.ts";
import { forEachLegalPosition } from "../support/enumerate.ts";
import { FIXTURE_FILES, loadFile, PATTERN_FILES } from "../support/patternFiles.ts";
import { swapColours } from "../support/positions.ts";

const RANDOM = Number(process.env["VERIFY_RANDOM"] ?? 1_000_000);
const FIXTURE_RANDOM = Math.ceil(RANDOM / 10);

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The files `--only` names, or undefined for every file. */
function onlyFiles(): Set<string> | undefined {
  const only = option("only");
  if (only === undefined) return undefined;
  const known = [...PATTERN_FILES, ...FIXTURE_FILES];
  const names = only.split(",").map((name) => name.replace(/^\.\//, ""));
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(
      `verify:compiler: --only names ${unknown.join(", ")}, which is not a pattern file or ` +
        `fixture; expected one of:\n  ${known.join("\n  ")}`,
    );
    process.exit(2);
  }
  return new Set(names);
}

const ONLY = onlyFiles();
const selected = (path: string): boolean => ONLY === undefined || ONLY.has(path);

/** What one shard reports. */
interface ShardReport {
  readonly runs: { name: string; positions: number; counts: Counts; ms: number }[];
  readonly problems: string[];
}

function covers(path: string, material: string): boolean {
  const result = checkSource(readFileSync(path, "utf8"), path, { runExamples: false });
  return result.program?.materials.some((m) => m.name === material) ?? false;
}

async function runShard(index: number, count: number): Promise<ShardReport> {
  const report: ShardReport = { runs: [], problems: [] };
  // Checked on every legal position: the real files and the HEDEAM sample; the other fixtures
  // on random positions.
  const exhaustive = [...PATTERN_FILES, ...FIXTURE_FILES.filter((f) => f.includes("hedeam"))];
  const files = exhaustive.filter(selected);
  const record = (
    name: string,
    work: (check: (problem: string | undefined) => void, counts: Counts) => number,
  ) => {
    const counts = zeroCounts();
    const start = performance.now();
    const positions = work((problem) => {
      if (problem !== undefined && report.problems.length < 20) report.problems.push(problem);
    }, counts);
    report.runs.push({ name, positions, counts, ms: performance.now() - start });
  };
  for (const path of files) {
    const needed = ["KBNK", "KNNKB", "KNNKN", "KBK", "KNK"].filter((m) => covers(path, m));
    if (needed.length === 0) continue;
    const file = await loadFile(path);
    for (const material of ["KBNK", "KBK", "KNK"].filter((m) => needed.includes(m))) {
      record(`${path}: every legal ${material}`, (check, counts) => {
        let i = 0;
        return forEachLegalPosition(
          material,
          (pos) => check(compare(file.program, file.module, pos, { pick: i++ }, counts)),
          { index, count },
        );
      });
    }
    for (const material of ["KNNKB", "KNNKN", "KBNK"].filter((m) => needed.includes(m))) {
      const black = material === "KBNK";
      record(`${path}: random ${material}${black ? " (black strong)" : ""}`, (check, counts) => {
        const prng = new Prng(1000 + index);
        let n = 0;
        for (let i = index; i < RANDOM; i += count) {
          const signature = black || i % 2 === 1 ? swapColours(material) : material;
          check(
            compare(
              file.program,
              file.module,
              randomPosition(prng, signature),
              { pick: i },
              counts,
            ),
          );
          n++;
        }
        return n;
      });
    }
  }
  // Every other fixture: random positions of each of its materials, both colours strong.
  for (const path of FIXTURE_FILES.filter((f) => !exhaustive.includes(f) && selected(f))) {
    const file = await loadFile(path);
    const signatures = file.program.materials.flatMap((m) => [m.name, swapColours(m.name)]);
    record(`${path}: random positions of ${signatures.join(", ")}`, (check, counts) => {
      const prng = new Prng(2000 + index);
      let n = 0;
      for (let i = index; i < FIXTURE_RANDOM; i += count) {
        const pos = randomPosition(prng, signatures[i % signatures.length]!);
        check(compare(file.program, file.module, pos, { pick: i }, counts));
        n++;
      }
      return n;
    });
  }
  return report;
}

function spawnShard(index: number, count: number): Promise<ShardReport> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        "bin/run-ts.js",
        "test/verify/compiler.ts",
        `--shard=${index}/${count}`,
        ...(ONLY === undefined ? [] : [`--only=${[...ONLY].join(",")}`]),
      ],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let text = "";
    child.stdout.on("data", (chunk) => (text += String(chunk)));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`shard ${index} exited with ${code}`));
      else resolvePromise(JSON.parse(text) as ShardReport);
    });
  });
}

const shardArg = option("shard");
if (shardArg !== undefined) {
  const [index, count] = shardArg.split("/").map(Number);
  process.stdout.write(JSON.stringify(await runShard(index!, count!)));
} else {
  const jobsArg = option("jobs");
  const jobs = jobsArg === undefined ? 2 : Number(jobsArg);
  const start = performance.now();
  const reports = await Promise.all(Array.from({ length: jobs }, (_, i) => spawnShard(i, jobs)));
  const totals = new Map<string, { positions: number; counts: Counts; ms: number }>();
  for (const r of reports) {
    for (const run of r.runs) {
      const t = totals.get(run.name) ?? { positions: 0, counts: zeroCounts(), ms: 0 };
      t.positions += run.positions;
      for (const k of Object.keys(t.counts) as (keyof Counts)[]) t.counts[k] += run.counts[k];
      t.ms = Math.max(t.ms, run.ms);
      totals.set(run.name, t);
    }
  }
  for (const [name, t] of totals) {
    const calls = Object.entries(t.counts)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n.toLocaleString("en-US")}`)
      .join(", ");
    console.log(
      `${name}: ${t.positions.toLocaleString("en-US")} positions (${calls}) in ${(t.ms / 1000).toFixed(1)} s`,
    );
  }
  const problems = reports.flatMap((r) => r.problems);
  console.log(`total ${((performance.now() - start) / 1000).toFixed(1)} s with ${jobs} jobs`);
  if (problems.length > 0) {
    console.log(
      `${problems.length} disagreements (first ones):\n${problems.slice(0, 10).join("\n")}`,
    );
    process.exitCode = 1;
  } else console.log("compiled code and interpreter agree everywhere");
}
