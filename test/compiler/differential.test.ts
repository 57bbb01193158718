/**
 * Differential tests: compiled modules and the reference interpreter agree on every entry point
 * (and the explaining twins on the deciding rule). The suite samples; `npm run verify:compiler`
 * runs the full sets (every legal KBNK position, a million random KNNKB and KNNKN positions).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { Prng } from "../../runtime/prng.ts";
import { randomPosition } from "../../runtime/randomPosition.ts";
import { compare, zeroCounts } from "../support/differential.ts";
import { forEachLegalPosition } from "../support/enumerate.ts";
import { FIXTURE_FILES, loadFile, PATTERN_FILES, signaturesOf } from "../support/patternFiles.ts";

const RANDOM_PER_FILE = 4000;

function coversKbnk(path: string): boolean {
  const result = checkSource(readFileSync(path, "utf8"), path, { runExamples: false });
  return result.program?.materials.some((m) => m.name === "KBNK") ?? false;
}

describe("compiled code agrees with the interpreter", () => {
  for (const path of [...PATTERN_FILES, ...FIXTURE_FILES]) {
    it(`on random positions of ${path}, both colours strong`, async () => {
      const file = await loadFile(path);
      const signatures = signaturesOf(file.program);
      const prng = new Prng(20260101);
      const counts = zeroCounts();
      for (let i = 0; i < RANDOM_PER_FILE; i++) {
        const pos = randomPosition(prng, signatures[i % signatures.length]!);
        const problem = compare(file.program, file.module, pos, { pick: i }, counts);
        expect(problem).toBeUndefined();
      }
      expect(Object.values(counts).some((n) => n > 0)).toBe(true);
    });
  }

  it("on positions of materials no file covers (every entry point declines alike)", async () => {
    const others = ["KQK", "KNK", "KBNKB", "KNNKR", "KRKNN", "KNNNK", "KBBKN", "KK"];
    const prng = new Prng(99);
    for (const path of [...PATTERN_FILES, ...FIXTURE_FILES]) {
      const file = await loadFile(path);
      const covered = new Set(signaturesOf(file.program));
      for (let i = 0; i < 400; i++) {
        const signature = others[i % others.length]!;
        if (covered.has(signature)) continue;
        const pos = randomPosition(prng, signature);
        expect(compare(file.program, file.module, pos, { pick: i })).toBeUndefined();
      }
    }
  });

  // patterns/kbnk.pat joins the HEDEAM sample here as soon as it exists.
  for (const path of [...PATTERN_FILES, "test/language/fixtures/hedeam-sample.pat"]) {
    if (!coversKbnk(path)) continue;
    it(`on a sample of every legal KBNK position (1 in 1201) of ${path}, every reject move`, async () => {
      const file = await loadFile(path);
      let i = 0;
      let problems = 0;
      const counts = zeroCounts();
      forEachLegalPosition("KBNK", (pos) => {
        if (i++ % 1201 !== 0 || problems > 0) return;
        const problem = compare(file.program, file.module, pos, "all", counts);
        if (problem !== undefined) {
          problems++;
          expect(problem).toBeUndefined();
        }
      });
      expect(i).toBeGreaterThan(24_000_000);
      // A walk over all 24.5 million legal positions, which takes minutes on a shared machine.
    }, 240_000);
  }
});

describe("hostile names", () => {
  it("behave exactly like plain names", async () => {
    const hostile = await loadFile("test/compiler/golden/hostile-names.pat");
    const plain = await loadFile("test/compiler/golden/plain-names.pat");
    const prng = new Prng(5);
    const out1 = new Int32Array(1);
    const out2 = new Int32Array(1);
    for (let i = 0; i < 5000; i++) {
      const pos = randomPosition(prng, i % 2 === 0 ? "KBNK" : "KKBN");
      expect(hostile.module.recognize!(pos)).toBe(plain.module.recognize!(pos));
      expect(hostile.module.recognizeExplained!(pos, out1)).toBe(
        plain.module.recognizeExplained!(pos, out2),
      );
      expect(out1[0]).toBe(out2[0]);
    }
  });

  it("keep their strings intact in the rule table", async () => {
    const hostile = await loadFile("test/compiler/golden/hostile-names.pat");
    expect(hostile.module.rules.map((r) => r.name)).toEqual(
      hostile.program.rules.map((r) => r.name),
    );
    expect(hostile.module.rules[0]!.sentence).toContain("\u2028");
    expect(hostile.module.rules[0]!.name).toBe('quote " end */ and ${pos} `tick` \\');
  });
});

describe("npm run verify:compiler --only", () => {
  const verify = (...args: string[]) =>
    spawnSync(process.execPath, ["bin/run-ts.js", "test/verify/compiler.ts", ...args], {
      encoding: "utf8",
      env: { ...process.env, VERIFY_RANDOM: "200" },
    });

  it("checks just the files it names, in both processes", () => {
    const run = verify(
      "--only=./test/compiler/golden/frames.pat,test/compiler/golden/outlined.pat",
    );
    expect(run.status).toBe(0);
    const checked = run.stdout
      .split("\n")
      .filter((line) => line.includes(": random positions of"))
      .map((line) => line.split(":")[0]);
    expect(checked).toEqual([
      "test/compiler/golden/frames.pat",
      "test/compiler/golden/outlined.pat",
    ]);
    expect(run.stdout).toContain("compiled code and interpreter agree everywhere");
  });

  it("names a file it does not know and lists the ones it does", () => {
    const run = verify("--only=patterns/kbnk.pat,patterns/nope.pat");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--only names patterns/nope.pat, which is not a pattern file");
    expect(run.stderr).toContain("\n  patterns/kbnk.pat\n");
    expect(run.stdout).toBe("");
  });
});
