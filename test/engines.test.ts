import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The machines run Node 20, and several packages' newest majors need Node 22. `npm ci` only
// warns (EBADENGINE) when a locked package wants a newer Node, so a careless bump would slip
// through a green CI run and break on the first API that Node 20 lacks. This reads the lockfile
// and fails instead.

type Version = readonly [number, number, number];

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * One comparator of an npm range (`>=20.19`, `^20.19.0`, `~20`, `20`) as the half-open interval
 * `[low, high)` of versions it admits. A partial version stands for every version it names
 * (`20` is `20.x.x`), so `>20` starts at 21.0.0 and `<=20` ends before it, as npm reads them.
 */
function interval(comparator: string): { low: Version; high: Version | undefined } {
  const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(comparator);
  if (!match) throw new Error(`unsupported engines comparator ${JSON.stringify(comparator)}`);
  const [, operator = "=", major, minor, patch] = match;
  const parts = [major, minor, patch].filter((part) => part !== undefined).map(Number);
  const low: Version = [parts[0]!, parts[1] ?? 0, parts[2] ?? 0];
  // The first version past everything the partial version names: 20 → 21.0.0, 20.19 → 20.20.0.
  const past: Version =
    parts.length === 1
      ? [low[0] + 1, 0, 0]
      : parts.length === 2
        ? [low[0], low[1] + 1, 0]
        : [low[0], low[1], low[2] + 1];
  switch (operator) {
    case ">=":
      return { low, high: undefined };
    case ">":
      return { low: past, high: undefined };
    case "<":
      return { low: [0, 0, 0], high: low };
    case "<=":
      return { low: [0, 0, 0], high: past };
    case "^":
      if (low[0] === 0) throw new Error(`unsupported engines comparator ${comparator}`);
      return { low, high: [low[0] + 1, 0, 0] };
    case "~":
      return { low, high: parts.length === 1 ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0] };
    default:
      return { low, high: past };
  }
}

function satisfiesComparator(node: Version, comparator: string): boolean {
  const { low, high } = interval(comparator);
  return compare(node, low) >= 0 && (high === undefined || compare(node, high) < 0);
}

/** An npm range: alternatives joined by `||`, each a conjunction of comparators. */
function satisfies(node: string, range: string): boolean {
  const [major = 0, minor = 0, patch = 0] = node.split(".").map(Number);
  const version: Version = [major, minor, patch];
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=)\s+/g, "$1")
      .split(/\s+/)
      .filter((comparator) => comparator !== "" && comparator !== "*")
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

interface LockedPackage {
  // A few old packages still write `engines` as an array, which npm ignores.
  readonly engines?: { readonly node?: unknown };
}

describe("the Node the project claims", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
    engines: { node: string };
  };
  const claimed = /^>=(\d+\.\d+(?:\.\d+)?)$/.exec(manifest.engines.node)?.[1];

  it("is a lower bound in package.json", () => {
    expect(claimed, manifest.engines.node).toBeDefined();
  });

  it("is accepted by every locked package that names the Node it needs", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, LockedPackage>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, locked]) => {
        const range = locked.engines?.node;
        return typeof range === "string" && !satisfies(claimed ?? "0", range);
      })
      .map(([path, locked]) => `${path}: ${JSON.stringify(locked.engines)}`);
    expect(refusing).toEqual([]);
  });

  it("is read the way npm reads a range", () => {
    expect(satisfies("20.19.0", ">=20.19")).toBe(true);
    expect(satisfies("20.19.0", ">= 22")).toBe(false);
    expect(satisfies("20.19.0", "^20.19.0 || ^22.13.0 || >=23.5.0")).toBe(true);
    expect(satisfies("20.19.0", "^20.20.0 || >=22.12.0")).toBe(false);
    expect(satisfies("20.19.0", "^18 || ^22")).toBe(false);
    expect(satisfies("20.19.0", "~20.18.0")).toBe(false);
    expect(satisfies("20.19.0", ">=14 <21")).toBe(true);
    expect(satisfies("20.19.0", "20")).toBe(true);
    expect(satisfies("20.19.0", "*")).toBe(true);
    // A partial version stands for all it names: `>20` is from 21.0.0, `<=20` and `~20` up to it.
    expect(satisfies("20.19.0", ">20")).toBe(false);
    expect(satisfies("20.19.0", ">20.18")).toBe(true);
    expect(satisfies("20.19.0", "<=20")).toBe(true);
    expect(satisfies("20.19.0", "~20")).toBe(true);
    expect(satisfies("20.19.0", "<20")).toBe(false);
    expect(satisfies("20.19.0", "^20")).toBe(true);
  });
});
