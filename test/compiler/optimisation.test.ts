/**
 * The compiled recognizers must stay fast in the engine that runs them: V8 optimises a function
 * only while its bytecode stays under a size limit (61,440 bytes), and a pattern file whose
 * entry point grows past it runs several times slower with no error anywhere (`docs/kbnk-log.md`,
 * the `piece in danger` score: a fourth copy of the goal made the chooser six times slower). Each
 * hot entry point, and each outlined let of `generated/kbnk.ts`, is warmed in a child process
 * that may ask V8 whether it optimised it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const RUN_TS = fileURLToPath(new URL("../../bin/run-ts.js", import.meta.url));
const PROBE = fileURLToPath(new URL("../support/optimisationStatus.ts", import.meta.url));

function optimised(module: string, entry: string, signatures: string, checked?: string): boolean {
  const child = spawnSync(
    process.execPath,
    [
      "--allow-natives-syntax",
      RUN_TS,
      PROBE,
      module,
      entry,
      signatures,
      ...(checked ? [checked] : []),
    ],
    { encoding: "utf8" },
  );
  expect(child.status, child.stderr).toBe(0);
  return (JSON.parse(child.stdout) as { optimised: boolean }).optimised;
}

describe("V8 optimises the generated entry points the searches call at every node", () => {
  it.each([
    ["../../generated/kbnk.ts", "classify", "KBNK,KKBN"],
    ["../../generated/kbnk.ts", "evaluate", "KBNK,KKBN"],
    ["../../generated/knnk.ts", "recognize", "KNNKB,KNNKN"],
  ])("%s %s", (module, entry, signatures) => {
    expect(optimised(module, entry, signatures)).toBe(true);
  });

  // An outlined let (docs/compiler.md) is a function of its own, under the same limit.
  const kbnk = readFileSync(new URL("../../generated/kbnk.ts", import.meta.url), "utf8");
  const outlined = [...kbnk.matchAll(/^export function (let_\w+)\(/gm)].map((m) => m[1]!);

  it("finds kbnk's outlined goal", () => {
    expect(outlined).toContain("let_goal");
  });

  it.each(outlined)("../../generated/kbnk.ts %s, called by evaluate", (name) => {
    expect(optimised("../../generated/kbnk.ts", "evaluate", "KBNK,KKBN", name)).toBe(true);
  });
});
