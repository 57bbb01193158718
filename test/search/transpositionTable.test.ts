import { describe, expect, it } from "vitest";
import {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_UPPER,
  TranspositionTable,
} from "../../runtime/search/transpositionTable.ts";

describe("TranspositionTable", () => {
  it("rounds its size down to a power of two, at least 1024 entries", () => {
    expect(new TranspositionTable(1).capacity).toBe(65536);
    expect(new TranspositionTable(0).capacity).toBe(1024);
    expect(new TranspositionTable(3).capacity).toBe(131072);
  });

  it("gives back what was stored, and nothing for unknown positions", () => {
    const table = new TranspositionTable(1);
    expect(table.probe(0x1234, 0x5678)).toBe(-1);
    table.store(0x1234, 0x5678, 7, BOUND_LOWER, -321, 0xabcde);
    const handle = table.probe(0x1234, 0x5678);
    expect(handle).toBeGreaterThanOrEqual(0);
    expect(table.depth(handle)).toBe(7);
    expect(table.bound(handle)).toBe(BOUND_LOWER);
    expect(table.score(handle)).toBe(-321);
    expect(table.move(handle)).toBe(0xabcde);
    expect(table.probe(0x1234, 0x5679)).toBe(-1); // same bucket, different position
    table.clear();
    expect(table.probe(0x1234, 0x5678)).toBe(-1);
  });

  it("stores a zero hash too", () => {
    const table = new TranspositionTable(1);
    table.store(0, 0, 0, BOUND_UPPER, 0, 0);
    expect(table.probe(0, 0)).toBeGreaterThanOrEqual(0);
  });

  it("keeps the deeper result in the first slot and rotates shallow ones through the second", () => {
    const table = new TranspositionTable(0); // 512 buckets: hashLo 5 and 5 + 512 share one
    table.store(5, 100, 9, BOUND_EXACT, 1, 0);
    table.store(5 + 512, 200, 3, BOUND_EXACT, 2, 0);
    table.store(5 + 1024, 300, 2, BOUND_EXACT, 3, 0);
    expect(table.probe(5, 100)).toBeGreaterThanOrEqual(0); // deep entry survives
    expect(table.probe(5 + 512, 200)).toBe(-1); // shallow one was replaced
    expect(table.score(table.probe(5 + 1024, 300))).toBe(3);
    table.store(5 + 2048, 400, 12, BOUND_EXACT, 4, 0); // deeper: takes the first slot
    expect(table.probe(5, 100)).toBe(-1);
    expect(table.score(table.probe(5 + 2048, 400))).toBe(4);
  });

  it("lets a new search replace entries of an old one whatever their depth", () => {
    const table = new TranspositionTable(0);
    table.store(7, 100, 20, BOUND_EXACT, 1, 0);
    table.newSearch();
    table.store(7 + 512, 200, 1, BOUND_EXACT, 2, 0);
    expect(table.probe(7, 100)).toBe(-1);
    expect(table.probe(7 + 512, 200)).toBeGreaterThanOrEqual(0);
  });

  it("keeps a position's move when a new result for it has none", () => {
    const table = new TranspositionTable(1);
    table.store(9, 9, 4, BOUND_EXACT, 10, 0x777);
    table.store(9, 9, 5, BOUND_UPPER, -10, 0);
    const handle = table.probe(9, 9);
    expect(table.move(handle)).toBe(0x777);
    expect(table.bound(handle)).toBe(BOUND_UPPER);
    expect(table.depth(handle)).toBe(5);
  });
});
