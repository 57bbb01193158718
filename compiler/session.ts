/**
 * A check session collects the diagnostics of every pass and runs the passes in stages, stopping
 * after a stage that reported an error (as peggy's compiler does): later passes may then rely on
 * what earlier ones established, e.g. the type checker on resolved names.
 *
 * @packageDocumentation
 */
import {
  compareDiagnostics,
  makeDiagnostic,
  type Diagnostic,
  type MessageTemplate,
  type Span,
} from "../grammar/diagnostic.ts";
import { internalError } from "../grammar/parse.ts";

/** Collects diagnostics for one file. */
export class Session {
  private readonly collected: Diagnostic[] = [];
  private errors = 0;

  /** Every diagnostic so far, in source order. */
  get diagnostics(): Diagnostic[] {
    return [...this.collected].sort(compareDiagnostics);
  }

  /** Number of errors so far. */
  get errorCount(): number {
    return this.errors;
  }

  /** Adds a ready-made diagnostic. */
  add(diagnostic: Diagnostic): void {
    // The same problem found twice (e.g. through a let used in two places) is reported once.
    const duplicate = this.collected.some(
      (d) =>
        d.code === diagnostic.code &&
        d.span.start === diagnostic.span.start &&
        d.message === diagnostic.message,
    );
    if (duplicate) return;
    this.collected.push(diagnostic);
    if (diagnostic.severity === "error") this.errors++;
  }

  /** Reports a catalogue message at `span`. */
  report(
    message: MessageTemplate,
    span: Span,
    args: Readonly<Record<string, string | number>> = {},
    extra: { label?: string; notes?: readonly string[] } = {},
  ): void {
    this.add(makeDiagnostic(message, span, args, extra));
  }

  /**
   * Runs `passes` in order on `subject`. Returns false when the stage reported an error, so that
   * the caller stops. A pass that throws is a bug in patc: it becomes a PAT900 diagnostic.
   */
  runStage<S>(passes: readonly Pass<S>[], subject: S, where: Span): boolean {
    const before = this.errors;
    for (const pass of passes) {
      try {
        pass(subject, this);
      } catch (error) {
        this.add(internalError(error, where));
      }
    }
    return this.errors === before;
  }
}

/** Every checker pass has this shape: it reads and annotates `subject`, reporting to `session`. */
export type Pass<S> = (subject: S, session: Session) => void;
