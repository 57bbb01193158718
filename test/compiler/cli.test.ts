/**
 * `patc compile` and `patc explain` as a user meets them: exit codes, messages without stack
 * traces, atomic output, stale detection, and JSON lines for scripts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { hasStackTrace, runCli, spawnCli } from "../support/cli.ts";

const dir = `.cache/cli-test-${process.pid}`;
/** Where rule "NN-mate" starts in patterns/knnk.pat (the file grows as rules are added). */
const NN_MATE_LINE =
  readFileSync("patterns/knnk.pat", "utf8")
    .split("\n")
    .findIndex((line) => line.startsWith('rule "NN-mate"')) + 1;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("patc compile", () => {
  it("writes a module and the registry, then finds them up to date", async () => {
    const out = `${dir}/out`;
    const first = await runCli("compile", "patterns/knnk.pat", "-o", out);
    expect(first.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["knnk.ts", "registry.ts"]);
    // The same module, importing the runtime from where it was written.
    expect(readFileSync(`${out}/knnk.ts`, "utf8")).toBe(
      readFileSync("generated/knnk.ts", "utf8").replaceAll('"../runtime/', '"../../../runtime/'),
    );
    const check = await runCli("compile", "patterns/knnk.pat", "-o", out, "--check");
    expect(check.code).toBe(0);
    expect(check.stderr).toContain("up to date");
  });

  it("--check lists stale modules and exits 1", async () => {
    const out = `${dir}/stale`;
    await runCli("compile", "patterns/knnk.pat", "-o", out);
    writeFileSync(`${out}/knnk.ts`, "// edited by hand\n");
    rmSync(`${out}/registry.ts`);
    const check = await runCli("compile", "patterns/knnk.pat", "-o", out, "--check");
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`stale: ${out}/knnk.ts: out of date`);
    expect(check.stderr).toContain(`stale: ${out}/registry.ts: missing`);
    expect(check.stderr).toContain("npx patc compile");
    expect(readFileSync(`${out}/knnk.ts`, "utf8")).toBe("// edited by hand\n");
  });

  it("with no arguments checks patterns/*.pat against generated/", async () => {
    const check = await runCli("compile", "--check");
    expect(check.code).toBe(0);
  });

  it("keeps the other modules of generated/ in its registry when given one file", async () => {
    // Compiling one file into generated/ used to rewrite the registry with that module alone.
    const check = await runCli("compile", "patterns/kbnk.pat", "--check");
    expect(check.stderr).not.toContain("registry.ts");
    expect(check.code).toBe(0);
  });

  it("reports errors in a pattern file and writes nothing", async () => {
    const out = `${dir}/bad`;
    const result = await runCli(
      "compile",
      "test/language/diagnostics/names-unknown.pat",
      "-o",
      out,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error[PAT201]");
    expect(result.stderr).toContain("nothing written");
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses two files that would compile to one module", async () => {
    mkdirSync(`${dir}/twin`, { recursive: true });
    writeFileSync(`${dir}/twin/knnk.pat`, readFileSync("patterns/knnk.pat", "utf8"));
    const result = await runCli(
      "compile",
      "patterns/knnk.pat",
      `${dir}/twin/knnk.pat`,
      "-o",
      `${dir}/twin-out`,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("would both compile to 'knnk.ts'");
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it("says so for a missing file", async () => {
    const result = await runCli("compile", "patterns/nope.pat", "-o", `${dir}/none`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("cannot read 'patterns/nope.pat': no such file");
  });
});

describe("patc explain", () => {
  it("shows the board, the verdict and the rule with its source line", async () => {
    const result = await runCli("explain", "k7/1b6/2N5/3N4/8/8/8/7K w - - 0 1", "--ascii");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("8 | k . . . . . . . |");
    expect(result.stdout).toContain("Verdict: side to move mates in 1 (win for the side to move)");
    expect(NN_MATE_LINE).toBeGreaterThan(0);
    expect(result.stdout).toContain(
      `Rule: "NN-mate" (recognize), patterns/knnk.pat:${NN_MATE_LINE}`,
    );
  });

  it("prints JSON with the mate distance", async () => {
    const result = await runCli("explain", "k7/1bN5/2N5/8/8/8/8/7K b - - 0 1", "--json");
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      material: "KNNKB",
      verdict: "loss",
      dtm: 0,
      rule: { name: "NN-mate", source: "patterns/knnk.pat", line: NN_MATE_LINE },
    });
  });

  it("says when no pattern file covers the material", async () => {
    const result = await runCli("explain", "8/8/8/3k4/8/8/2Q5/K7 w - - 0 1", "--json");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      material: "KQK",
      verdict: null,
      rule: null,
      note: "no pattern file covers KQK",
    });
  });

  it("reads FENs from stdin and answers one JSON line each", () => {
    const input = [
      "8/8/8/3k4/8/8/2NN4/K6b w - - 0 1",
      "7K/8/8/8/8/8/2n3n1/k5B1 b - - 0 1",
      "not a fen",
      "8/8/8/8/8/8/8/K1k5 w - - 0 1",
    ].join("\n");
    const result = spawnCli(["explain", "-"], input);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ verdict: "draw", rule: { name: "weak-draw (I)" } });
    expect(lines[1].material).toBe("KNNKB");
    expect(lines[2].error).toMatch(/^FEN/);
    expect(lines[3]).toMatchObject({ verdict: null, material: "KK" });
    expect(result.code).toBe(1);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it("rejects a bad FEN without a stack trace", async () => {
    const result = await runCli("explain", "8/8/8 w");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^patc: FEN/);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });
});
