/**
 * Pass: warns about set expressions that are provably empty wherever they are evaluated (PAT503),
 * such as `corner * xcorner`, or `weak bishops` inside `in KNNKN and ...`. Only the smallest such
 * expression is reported, not everything built on it.
 *
 * @packageDocumentation
 */
import type { Expr } from "../../grammar/ast.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import { NO_SQUARES } from "../geometry.ts";
import type { ProgramUnderCheck } from "../program.ts";
import type { Pass } from "../session.ts";
import { SituationSpace, type Situations } from "../situations.ts";
import { childrenOf } from "../walk.ts";
import { walkProgram } from "../walkProgram.ts";

/** Expressions that are empty on purpose or whose emptiness is reported elsewhere. */
function deliberate(e: Expr): boolean {
  return (
    (e.kind === "namedRegion" && e.region === "none") || e.kind === "name" || e.kind === "paren"
  );
}

export const reportEmptySets: Pass<ProgramUnderCheck> = (program, session) => {
  const space = new SituationSpace(program.universe);
  const isEmpty = (e: Expr, mask: Situations) =>
    e.type === "set" && !deliberate(e) && space.upperBound(e, mask) === NO_SQUARES;
  // A function's body is expanded at every application, so one expression of the source can be
  // walked several times, once with each application's arguments. It is reported only if it is
  // empty at every one: a body term that one argument empties (`region - triangle5` for a region
  // inside triangle5) is not something the author can mend in the body.
  const bySpan = new Map<string, { e: Expr; label: string | undefined; everywhere: boolean }>();
  const check = (e: Expr, mask: Situations) => {
    // An application's argument is wrapped in parentheses that carry the argument's own span,
    // so only sets that may be reported take part, lest the wrapper speak for the argument.
    if (mask === 0 || e.type !== "set" || deliberate(e)) return;
    const key = `${e.span.start}:${e.span.end}`;
    const seen = bySpan.get(key);
    if (!isEmpty(e, mask)) {
      if (seen !== undefined) seen.everywhere = false;
      else bySpan.set(key, { e, label: undefined, everywhere: false });
      return;
    }
    // Only the smallest empty expression is reported; one built on it is left alone.
    if (childrenOf(e).some((c) => isEmpty(c, mask)) || seen !== undefined) return;
    const label =
      e.kind === "designator"
        ? `there are no ${e.text} in ${space
            .materialsIn(mask)
            .map((m) => m.name)
            .join(", ")}`
        : undefined;
    bySpan.set(key, { e, label, everywhere: true });
  };
  walkProgram(program, space, { expr: check });
  for (const { e, label, everywhere } of bySpan.values()) {
    if (everywhere)
      session.report(Messages.emptySet, e.span, {}, label === undefined ? {} : { label });
  }
};
