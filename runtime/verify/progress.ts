/**
 * A one-line progress bar for long verifications, on stderr: `[#######.......] 47%  2:13
 * elapsed, about 2:30 left`. It redraws in place when stderr is a terminal and stays silent
 * otherwise, so logs and pipes only get the final report.
 *
 * @packageDocumentation
 */

/** `m:ss` or `h:mm:ss`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** A progress bar; see the file header. */
export class ProgressBar {
  private readonly label: string;
  private readonly stream: NodeJS.WriteStream;
  private readonly started = performance.now();
  private readonly enabled: boolean;
  private drawn = false;

  constructor(label: string, stream: NodeJS.WriteStream = process.stderr) {
    this.label = label;
    this.stream = stream;
    this.enabled = stream.isTTY === true;
  }

  /** Shows `done` of `total`. */
  update(done: number, total: number): void {
    if (!this.enabled || total <= 0) return;
    const share = Math.min(1, done / total);
    const width = 30;
    const filled = Math.round(share * width);
    const elapsed = (performance.now() - this.started) / 1000;
    const left = share > 0 ? (elapsed / share) * (1 - share) : 0;
    const text =
      `${this.label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ` +
      `${(share * 100).toFixed(0).padStart(3)}%  ${formatDuration(elapsed)} elapsed` +
      (share > 0 && share < 1 ? `, about ${formatDuration(left)} left` : "");
    this.stream.write(`\r${text}\x1b[K`);
    this.drawn = true;
  }

  /** Clears the bar's line. */
  finish(): void {
    if (this.drawn) this.stream.write("\r\x1b[K");
    this.drawn = false;
  }
}
