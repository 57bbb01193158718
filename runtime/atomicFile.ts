/**
 * Atomic file writes: the data goes to a temporary file in the same folder, is flushed to disk,
 * and only then renamed over the destination. A reader (or a crash) therefore sees either the
 * old file or the whole new one, never half a table or half a generated module.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";

/** Large typed arrays are written in slices of this many bytes (one `writeSync` each). */
const SLICE = 1 << 24;

/** Writes `chunks`, one after another, to `path` through a temporary file and a rename. */
export function writeFileAtomically(path: string, ...chunks: Array<string | Uint8Array>): void {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  const fd = openSync(temp, "w");
  try {
    for (const chunk of chunks) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      for (let at = 0; at < bytes.length;) {
        at += writeSync(fd, bytes, at, Math.min(bytes.length - at, SLICE));
      }
    }
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temp, path);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // Already closed: the rename failed.
    }
    rmSync(temp, { force: true });
    throw error;
  }
}
