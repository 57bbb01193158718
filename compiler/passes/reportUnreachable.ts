/**
 * Pass: warns about rules, classes and statements that can never take effect (PAT501) and about
 * conditions that are always true or always false where they stand (PAT504).
 *
 * It tracks, rule by rule, the situations (material, side to move) not yet decided by an earlier
 * rule. A rule decides a situation when its `when` is certainly true there and every path through
 * its body reaches a verdict. Once no situation is left, later rules are unreachable. The
 * analysis is sound but not complete: it only knows what materials and sides to move imply.
 *
 * @packageDocumentation
 */
import type { Expr, IfStatement, Statement } from "../../grammar/ast.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import { EVAL_SECTIONS, VERDICT_SECTIONS, type ProgramUnderCheck } from "../program.ts";
import type { Pass, Session } from "../session.ts";
import { SituationSpace, type Situations } from "../situations.ts";
import { sectionSituations } from "../walkProgram.ts";

class Reachability {
  constructor(
    private readonly space: SituationSpace,
    private readonly session: Session,
  ) {}

  /** Warns when `condition` is the same in every situation of `mask`. */
  condition(condition: Expr, mask: Situations): void {
    const value = this.space.decide(condition, mask);
    if (value === undefined) return;
    this.session.report(
      Messages.constantCondition,
      condition.span,
      { value: value ? "true" : "false" },
      {
        notes: ["note: given the file's endgames and what is known at this point"],
      },
    );
  }

  /** The situations of `mask` in which `body` certainly reaches a verdict. */
  block(body: readonly Statement[], mask: Situations): Situations {
    let live = mask;
    let decided = 0;
    let reported = false;
    for (const statement of body) {
      if (live === 0 && mask !== 0 && !reported && statement.kind !== "example") {
        this.session.report(
          Messages.unreachable,
          statement.span,
          { what: "this statement", act: "run" },
          {
            label: "every path has reached a verdict before this",
          },
        );
        reported = true;
      }
      if (statement.kind === "verdictStatement") {
        decided |= live;
        live = 0;
      } else if (statement.kind === "if") {
        const d = this.ifStatement(statement, live);
        decided |= d;
        live &= ~d;
      }
    }
    return decided;
  }

  private ifStatement(statement: IfStatement, mask: Situations): Situations {
    const chain = (i: number, rest: Situations): Situations => {
      if (i === statement.branches.length) {
        return statement.otherwise === undefined ? 0 : this.block(statement.otherwise, rest);
      }
      const branch = statement.branches[i]!;
      this.condition(branch.condition, rest);
      const mayTrue = this.space.narrow(branch.condition, rest, true);
      const mayFalse = this.space.narrow(branch.condition, rest, false);
      const whenTrue = this.block(branch.body, mayTrue) | ~mayTrue;
      const whenFalse = chain(i + 1, mayFalse) | ~mayFalse;
      return whenTrue & whenFalse & rest;
    };
    return chain(0, mask);
  }
}

export const reportUnreachable: Pass<ProgramUnderCheck> = (program, session) => {
  const space = new SituationSpace(program.universe);
  const reach = new Reachability(space, session);
  for (const section of program.file.sections) {
    let remaining = sectionSituations(program, space, section.section);
    let decidedBy: string | undefined;
    for (const item of section.items) {
      if (item.kind === "let" || item.kind === "example") continue;
      const word = item.kind === "class" ? "class" : "rule";
      if (remaining === 0 && decidedBy !== undefined) {
        session.report(
          Messages.unreachable,
          item.nameSpan,
          { what: `${word} "${item.name}"`, act: item.kind === "class" ? "match" : "fire" },
          {
            notes: [
              `note: every position is already ${item.kind === "class" ? "ranked" : "decided"} by the ${word}s before it, last by "${decidedBy}"`,
            ],
          },
        );
        continue;
      }
      if (item.condition !== undefined) reach.condition(item.condition, remaining);
      const mayTrue =
        item.condition === undefined ? remaining : space.narrow(item.condition, remaining, true);
      const mayFalse =
        item.condition === undefined ? 0 : space.narrow(item.condition, remaining, false);
      let decided = 0;
      if (item.kind === "verdictRule" && VERDICT_SECTIONS.includes(section.section)) {
        decided = reach.block(item.body, mayTrue) & ~mayFalse;
      } else if (item.kind === "class" && EVAL_SECTIONS.includes(section.section)) {
        decided = mayTrue & ~mayFalse;
      }
      if (decided !== 0 && (remaining & ~decided) === 0) decidedBy = item.name;
      remaining &= ~decided;
    }
  }
};
