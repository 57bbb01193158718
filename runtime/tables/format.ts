/**
 * The table file format: one file per endgame and side to move, named `KBNK.wtm.patb` or
 * `KBNK.btm.patb`. A 64-byte header, then one value byte per index entry (see `values.ts`).
 * All header integers are little-endian.
 *
 * | offset | size | field                                                                  |
 * | -----: | ---: | ---------------------------------------------------------------------- |
 * |      0 |    8 | magic `PATCTBL\0`                                                      |
 * |      8 |    4 | format version, currently 1                                            |
 * |     12 |    4 | header size in bytes (64)                                              |
 * |     16 |    8 | endgame name, ASCII, strong side first, zero-padded (`KBNK\0\0\0\0`)   |
 * |     24 |    1 | side to move: 0 white (the strong side), 1 black                       |
 * |     25 |    1 | index scheme: 1 = Nalimov (`nalimovIndex.ts`)                          |
 * |     26 |    1 | value encoding: 1 = one DTM byte per entry (`values.ts`)               |
 * |     27 |    1 | reserved, 0                                                            |
 * |     28 |    4 | entry count (the index size; the file is 64 + count bytes long)        |
 * |     32 |    4 | CRC-32 of the entry bytes                                              |
 * |     36 |   24 | reserved, 0                                                            |
 * |     60 |    4 | CRC-32 of header bytes 0..59                                           |
 *
 * Writing is atomic: the file is written under a temporary name in the same directory and
 * renamed into place, so a reader sees either no file or a complete one. Reading checks every
 * field and both checksums; any mismatch (a truncated file, a flipped byte, a table of another
 * version or endgame) raises a {@link TableFileError} naming the file and the problem, and the
 * data is never used.
 *
 * @packageDocumentation
 */

import { readFileSync } from "node:fs";
import { writeFileAtomically } from "../atomicFile.ts";
import { crc32 } from "node:zlib";

/** The 8 magic bytes at the start of every table file. */
export const MAGIC = "PATCTBL\0";
/** The current format version. */
export const FORMAT_VERSION = 1;
/** Size of the header in bytes. */
export const HEADER_SIZE = 64;
/** Index scheme code for Nalimov's index. */
export const INDEX_NALIMOV = 1;
/** Value encoding code for one distance-to-mate byte per entry. */
export const VALUES_DTM_BYTE = 1;

/** A table file that cannot be used. */
export class TableFileError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = "TableFileError";
  }
}

/** What a table file says about itself. */
export interface TableHeader {
  readonly endgame: string;
  readonly stm: 0 | 1;
  readonly entries: number;
  readonly checksum: number;
}

/** The file name of one table: `KBNK.wtm.patb`. */
export function tableFileName(endgame: string, stm: 0 | 1): string {
  return `${endgame}.${stm === 0 ? "wtm" : "btm"}.patb`;
}

/** The 64-byte header for `values`. */
export function makeHeader(endgame: string, stm: 0 | 1, values: Uint8Array): Buffer {
  if (endgame.length > 8) throw new Error(`endgame name too long: ${endgame}`);
  const header = Buffer.alloc(HEADER_SIZE);
  header.write(MAGIC, 0, "latin1");
  header.writeUInt32LE(FORMAT_VERSION, 8);
  header.writeUInt32LE(HEADER_SIZE, 12);
  header.write(endgame, 16, "latin1");
  header.writeUInt8(stm, 24);
  header.writeUInt8(INDEX_NALIMOV, 25);
  header.writeUInt8(VALUES_DTM_BYTE, 26);
  header.writeUInt32LE(values.length, 28);
  header.writeUInt32LE(crc32(values), 32);
  header.writeUInt32LE(crc32(header.subarray(0, 60)), 60);
  return header;
}

/**
 * Writes one table file atomically: to `path.<pid>.<random>.tmp` first, flushed to disk, then
 * renamed to `path`.
 */
export function writeTableFile(
  path: string,
  endgame: string,
  stm: 0 | 1,
  values: Uint8Array,
): void {
  const header = makeHeader(endgame, stm, values);
  writeFileAtomically(path, header, values);
}

/**
 * Checks a whole table file (`bytes`) against what the caller expects and returns its entries
 * (a view into `bytes`). Throws a {@link TableFileError} on any mismatch.
 */
export function checkTableBytes(
  path: string,
  bytes: Uint8Array,
  endgame: string,
  stm: 0 | 1,
  entries: number,
): Uint8Array {
  const fail = (problem: string): never => {
    throw new TableFileError(path, problem);
  };
  if (bytes.length < HEADER_SIZE) fail(`truncated: ${bytes.length} bytes, not even a header`);
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, HEADER_SIZE);
  if (header.toString("latin1", 0, 8) !== MAGIC) fail("not a patc table file (bad magic)");
  if (header.readUInt32LE(60) !== crc32(header.subarray(0, 60)))
    fail("corrupt header (checksum mismatch)");
  const version = header.readUInt32LE(8);
  if (version !== FORMAT_VERSION) fail(`format version ${version}, expected ${FORMAT_VERSION}`);
  if (header.readUInt32LE(12) !== HEADER_SIZE) fail("unexpected header size");
  const name = header.toString("latin1", 16, 24).replace(/\0+$/, "");
  if (name !== endgame) fail(`holds ${name}, expected ${endgame}`);
  if (header.readUInt8(24) !== stm) fail(`side to move ${header.readUInt8(24)}, expected ${stm}`);
  if (header.readUInt8(25) !== INDEX_NALIMOV) fail("unknown index scheme");
  if (header.readUInt8(26) !== VALUES_DTM_BYTE) fail("unknown value encoding");
  const count = header.readUInt32LE(28);
  if (count !== entries) fail(`${count} entries, the index has ${entries}`);
  if (bytes.length !== HEADER_SIZE + count) {
    fail(
      bytes.length < HEADER_SIZE + count
        ? `truncated: ${bytes.length} bytes, expected ${HEADER_SIZE + count}`
        : `${bytes.length - HEADER_SIZE - count} bytes of trailing garbage`,
    );
  }
  const values = bytes.subarray(HEADER_SIZE);
  if (crc32(values) !== header.readUInt32LE(32)) fail("corrupt data (checksum mismatch)");
  return values;
}

/** Reads and checks one table file; see {@link checkTableBytes}. */
export function readTableFile(
  path: string,
  endgame: string,
  stm: 0 | 1,
  entries: number,
): Uint8Array {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new TableFileError(
      path,
      code === "ENOENT" ? "missing" : `cannot read (${code ?? error})`,
    );
  }
  return checkTableBytes(
    path,
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    endgame,
    stm,
    entries,
  );
}
