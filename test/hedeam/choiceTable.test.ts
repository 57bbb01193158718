import { describe, expect, it } from "vitest";
import { ChoiceTable } from "../../runtime/hedeam/choiceTable.ts";
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from "../../runtime/search/transpositionTable.ts";

describe("ChoiceTable", () => {
  it("finds an entry only by its whole hash and its level", () => {
    const table = new ChoiceTable(4);
    table.store(0x1234_5671, -7, 3, BOUND_LOWER, -512, 99);
    const slot = table.find(0x1234_5671, -7, 3);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect([table.bound(slot), table.value(slot), table.move(slot)]).toEqual([
      BOUND_LOWER,
      -512,
      99,
    ]);
    expect(table.find(0x1234_5671, -7, 1)).toBe(-1); // another level
    expect(table.find(0x1234_5671, 8, 3)).toBe(-1); // same slot, another high half
    expect(table.find(0x0000_0001, -7, 3)).toBe(-1); // same slot (16 entries), another low half
  });

  it("is empty before anything is stored and after clear", () => {
    const table = new ChoiceTable(4);
    expect(table.find(0, 0, 0)).toBe(-1); // the arrays' zeros are no entry
    table.store(5, 6, 2, BOUND_UPPER, 10, 0);
    table.clear();
    expect(table.find(5, 6, 2)).toBe(-1);
  });

  it("replaces whatever its slot held", () => {
    const table = new ChoiceTable(4);
    table.store(3, 1, 2, BOUND_EXACT, 10, 0);
    table.store(3 + 16, 2, 2, BOUND_EXACT, 20, 0);
    expect(table.find(3, 1, 2)).toBe(-1);
    expect(table.value(table.find(3 + 16, 2, 2))).toBe(20);
  });
});
