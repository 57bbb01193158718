/**
 * Walks every expression and verdict of a program together with the situations (material and
 * side to move) in which it is evaluated: the section fixes the side to move (`stop`, `blackeval`
 * and `reject` see the weak side to move, `halt` and `whiteval` the strong side), and `when`,
 * `if` and `otherwise` narrow further.
 *
 * @packageDocumentation
 */
import type { Expr, SectionKind, Statement, Verdict } from "../grammar/ast.ts";
import type { ProgramUnderCheck } from "./program.ts";
import { forEachWithSituations, SituationSpace, type Situations } from "./situations.ts";

/** Where an expression is written. */
export interface Place {
  /** The section, or undefined at top level. */
  readonly section: SectionKind | undefined;
}

/** Callbacks of {@link walkProgram}; each expression node is visited with its own situations. */
export interface ProgramVisitor {
  expr?(e: Expr, mask: Situations, place: Place): void;
  verdict?(v: Verdict, mask: Situations, place: Place): void;
}

/** The situations a section's rules see. */
export function sectionSituations(
  program: ProgramUnderCheck,
  space: SituationSpace,
  section: SectionKind,
) {
  switch (section) {
    case "recognize":
      return space.of(program.materials);
    case "stop":
    case "blackeval":
      return space.of(program.materials, "weak");
    case "halt":
    case "whiteval":
      return space.of(program.materials, "strong");
    case "reject":
      // After the strong side's move: the weak side is to move and may have lost a piece.
      return space.of(space.materials, "weak");
  }
}

/** Visits every expression of the program (not the normalisation steps) with its situations. */
export function walkProgram(
  program: ProgramUnderCheck,
  space: SituationSpace,
  visitor: ProgramVisitor,
): void {
  const beforeMove = space.of(program.materials, "strong");
  const visitExpr = (root: Expr, mask: Situations, place: Place) => {
    if (visitor.expr === undefined) return;
    forEachWithSituations(space, root, mask, beforeMove, (e, m) => visitor.expr!(e, m, place));
  };
  const block = (body: readonly Statement[], mask: Situations, place: Place) => {
    for (const s of body) {
      switch (s.kind) {
        case "let":
          visitExpr(s.value, mask, place);
          break;
        case "verdictStatement":
          visitor.verdict?.(s.verdict, mask, place);
          break;
        case "if": {
          let rest = mask;
          for (const branch of s.branches) {
            visitExpr(branch.condition, rest, place);
            block(branch.body, space.narrow(branch.condition, rest, true), place);
            rest = space.narrow(branch.condition, rest, false);
          }
          if (s.otherwise !== undefined) block(s.otherwise, rest, place);
          break;
        }
        case "example":
          break;
      }
    }
  };

  const everything = space.of(program.materials);
  for (const item of program.file.declarations) {
    if (item.kind !== "example") visitExpr(item.value, everything, { section: undefined });
  }
  for (const section of program.file.sections) {
    const place = { section: section.section };
    const mask = sectionSituations(program, space, section.section);
    for (const item of section.items) {
      switch (item.kind) {
        case "let":
          visitExpr(item.value, mask, place);
          break;
        case "example":
          break;
        case "verdictRule": {
          let inner = mask;
          if (item.condition !== undefined) {
            visitExpr(item.condition, mask, place);
            inner = space.narrow(item.condition, mask, true);
          }
          block(item.body, inner, place);
          break;
        }
        case "class": {
          for (const l of item.lets) visitExpr(l.value, mask, place);
          let inner = mask;
          if (item.condition !== undefined) {
            visitExpr(item.condition, mask, place);
            inner = space.narrow(item.condition, mask, true);
          }
          if (item.score !== undefined) visitExpr(item.score, inner, place);
          break;
        }
        case "rejectRule":
          for (const l of item.lets) visitExpr(l.value, mask, place);
          visitExpr(item.condition, mask, place);
          break;
      }
    }
  }
}
