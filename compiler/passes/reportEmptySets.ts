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
  const check = (e: Expr, mask: Situations) => {
    if (mask === 0 || !isEmpty(e, mask)) return;
    if (childrenOf(e).some((c) => isEmpty(c, mask))) return;
    const label =
      e.kind === "designator"
        ? `there are no ${e.text} in ${space
            .materialsIn(mask)
            .map((m) => m.name)
            .join(", ")}`
        : undefined;
    session.report(Messages.emptySet, e.span, {}, label === undefined ? {} : { label });
  };
  walkProgram(program, space, { expr: check });
};
