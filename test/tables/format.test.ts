import {
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
  readdirSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEndgame } from "../../runtime/tables/endgames.ts";
import { HEADER_SIZE, readTableFile, TableFileError } from "../../runtime/tables/format.ts";
import { TableStore } from "../../runtime/tables/store.ts";

const KBK = parseEndgame("KBK")!;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "patc-tables-"));
  new TableStore({ dir }).build(KBK);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh copy of the KBK white-to-move file, damaged by `damage`; returns its path. */
function damaged(damage: (bytes: Buffer, path: string) => void): string {
  const good = join(dir, "KBK.wtm.patb");
  const path = join(dir, `bad-${Math.random().toString(36).slice(2)}.patb`);
  const bytes = readFileSync(good);
  writeFileSync(path, bytes);
  damage(bytes, path);
  return path;
}

function problem(path: string, stm: 0 | 1 = 0, entries = 27243): string {
  try {
    readTableFile(path, "KBK", stm, entries);
  } catch (error) {
    expect(error).toBeInstanceOf(TableFileError);
    return (error as TableFileError).problem;
  }
  return "accepted";
}

describe("table files", () => {
  it("are written atomically, with no temporary file left behind, and read back intact", () => {
    expect(readdirSync(dir).sort()).toEqual(["KBK.btm.patb", "KBK.wtm.patb"]);
    expect(readTableFile(join(dir, "KBK.wtm.patb"), "KBK", 0, 27243)).toHaveLength(27243);
  });

  it("detect a flipped byte in the data", () => {
    const path = damaged((b, p) => {
      b[HEADER_SIZE + 1000]! ^= 0x01;
      writeFileSync(p, b);
    });
    expect(problem(path)).toBe("corrupt data (checksum mismatch)");
  });

  it("detect a flipped byte in the header", () => {
    const path = damaged((b, p) => {
      b[28]! ^= 0x10;
      writeFileSync(p, b);
    });
    expect(problem(path)).toBe("corrupt header (checksum mismatch)");
  });

  it("detect truncation, in the data or in the header", () => {
    expect(problem(damaged((_b, p) => truncateSync(p, HEADER_SIZE + 500)))).toBe(
      `truncated: ${HEADER_SIZE + 500} bytes, expected ${HEADER_SIZE + 27243}`,
    );
    expect(problem(damaged((_b, p) => truncateSync(p, 10)))).toBe(
      "truncated: 10 bytes, not even a header",
    );
  });

  it("detect a file of the wrong table, side or size", () => {
    const good = join(dir, "KBK.wtm.patb");
    expect(problem(good, 1)).toBe("side to move 0, expected 1");
    expect(problem(good, 0, 27244)).toBe("27243 entries, the index has 27244");
    expect(() => readTableFile(good, "KNK", 0, 27243)).toThrow("holds KBK, expected KNK");
    expect(problem(join(dir, "missing.patb"))).toBe("missing");
  });

  it("are rebuilt by ensure() when damaged, and the damage is reported", () => {
    const other = mkdtempSync(join(tmpdir(), "patc-tables-"));
    try {
      const lines: string[] = [];
      const store = new TableStore({ dir: other, log: (l) => lines.push(l) });
      store.build(KBK);
      const path = join(other, "KBK.btm.patb");
      const bytes = readFileSync(path);
      bytes[HEADER_SIZE + 7]! ^= 0x80;
      writeFileSync(path, bytes);
      lines.length = 0;
      const fresh = new TableStore({ dir: other, log: (l) => lines.push(l) });
      expect(() => fresh.load(KBK)).toThrow("corrupt data (checksum mismatch)");
      fresh.ensure(KBK);
      expect(lines).toEqual([
        `${path}: corrupt data (checksum mismatch); rebuilding KBK`,
        "building KBK",
      ]);
      expect(readTableFile(path, "KBK", 1, 28644)).toHaveLength(28644);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
