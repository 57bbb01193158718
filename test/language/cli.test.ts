import { describe, expect, it } from "vitest";
import { main } from "../../bin/cli.ts";

/** Runs the CLI capturing stdout and stderr. */
async function run(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const out = process.stdout.write;
  const err = process.stderr.write;
  process.stdout.write = (chunk: string | Uint8Array) => ((stdout += String(chunk)), true);
  process.stderr.write = (chunk: string | Uint8Array) => ((stderr += String(chunk)), true);
  process.exitCode = undefined;
  try {
    const code = await main(["node", "patc", ...args]);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    process.exitCode = undefined;
  }
}

describe("patc check", () => {
  it("passes the real pattern files (examples included)", async () => {
    const result = await run(
      "check",
      "patterns/knnk.pat",
      "test/language/fixtures/hedeam-sample.pat",
    );
    expect(result.stderr).toContain("2 files checked, no problems");
    expect(result.code).toBe(0);
  });

  it("reports rustc-style diagnostics and exits 1 on errors", async () => {
    const result = await run("check", "test/language/diagnostics/names-unknown.pat");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error[PAT201]: unknown name 'corners'");
    expect(result.stderr).toContain("--> test/language/diagnostics/names-unknown.pat:7:20");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("prints JSON on stdout with --json", async () => {
    const result = await run("check", "--json", "test/language/diagnostics/warn-empty-set.pat");
    const diagnostics = JSON.parse(result.stdout) as { code: string; line: number }[];
    expect(diagnostics.map((d) => d.code)).toEqual(["PAT503", "PAT503"]);
    expect(result.code).toBe(0);
  });

  it("says clearly when a file does not exist", async () => {
    const result = await run("check", "no/such/file.pat");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("patc: cannot read 'no/such/file.pat': no such file\n");
  });

  it("exits 2 on a usage error", async () => {
    expect((await run("check")).code).toBe(2);
  });
});

describe("patc fmt", () => {
  it("--check accepts the canonical pattern files", async () => {
    const result = await run(
      "fmt",
      "--check",
      "patterns/knnk.pat",
      "test/language/fixtures/hedeam-sample.pat",
    );
    expect(result.code).toBe(0);
  });

  it("--check reports a file with syntax errors", async () => {
    const result = await run("fmt", "--check", "test/language/diagnostics/parse-missing-end.pat");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PAT102");
  });
});
