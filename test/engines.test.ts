import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The machines run Node 20, and several packages' newest majors need Node 22. `npm ci` only
// warns (EBADENGINE) when a locked package wants a newer Node, so a careless bump would slip
// through a green CI run and break on the first API that Node 20 lacks. This reads the lockfile
// and fails instead.

type Version = readonly [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.split(".").map((part) => Number(part));
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator of an npm range (`>=20.19`, `^20.19.0`, `20`): does `node` satisfy it? */
function satisfiesComparator(node: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (!match) throw new Error(`unsupported engines comparator ${JSON.stringify(comparator)}`);
  const [, operator = "=", digits = ""] = match;
  const bound = parseVersion(digits);
  const order = compare(node, bound);
  switch (operator) {
    case ">=":
      return order >= 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    case "<":
      return order < 0;
    case "^":
      return order >= 0 && node[0] === bound[0];
    case "~":
      return order >= 0 && node[0] === bound[0] && node[1] === bound[1];
    default: {
      // A bare or `=` version matches on the parts it names: `20` is any 20.x.y.
      const named = digits.split(".").length;
      return node.slice(0, named).every((part, i) => part === bound[i]);
    }
  }
}

/** An npm range: alternatives joined by `||`, each a conjunction of comparators. */
function satisfies(node: string, range: string): boolean {
  const version = parseVersion(node);
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
  });
});
