import { describe, expect, it } from "vitest";
import { main } from "../bin/cli.ts";

describe("patc exit codes", () => {
  it("exits 0 for --help", async () => {
    const write = process.stdout.write;
    process.stdout.write = () => true;
    try {
      expect(await main(["node", "patc", "--help"])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
  });

  it("exits 2 for an unknown command", async () => {
    const write = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(await main(["node", "patc", "no-such-command"])).toBe(2);
    } finally {
      process.stderr.write = write;
    }
  });
});
