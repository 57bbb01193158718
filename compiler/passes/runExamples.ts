/**
 * Pass: runs every example of the file on the reference interpreter (spec §7.4) and reports bad
 * FENs (PAT601), materials outside the file (PAT602), wrong answers (PAT603) and illegal moves
 * (PAT604). FENs and moves are read by the runtime, so the messages are the runtime's.
 *
 * @packageDocumentation
 */
import { Messages } from "../../grammar/diagnostic.ts";
import { verdictSource } from "../../grammar/format.ts";
import { tryParseFen } from "../../runtime/fen.ts";
import { parseMove } from "../../runtime/notation.ts";
import { formatVerdict } from "../../runtime/verdict.ts";
import {
  classify,
  evaluate,
  positionMaterialName,
  recognize,
  reject,
  strongSideOf,
  verdictCode,
  type Decision,
} from "../interpret.ts";
import type { CheckedProgram, ExampleInfo, ProgramUnderCheck } from "../program.ts";
import type { Pass, Session } from "../session.ts";

function ruleName(program: CheckedProgram, index: number): string {
  return index < 0 ? "no rule" : `rule "${program.rules[index]!.name}"`;
}

function runOne(program: CheckedProgram, info: ExampleInfo, session: Session): void {
  const { example, rule } = info;
  const parsed = tryParseFen(example.fen);
  if (!parsed.ok) {
    session.report(Messages.badFen, example.fenSpan, {
      reason: parsed.error.message.replace(/^FEN:? ?/, ""),
    });
    return;
  }
  const pos = parsed.position;
  const strong = strongSideOf(program, pos);
  if (strong === undefined) {
    session.report(
      Messages.exampleMaterial,
      example.fenSpan,
      { material: positionMaterialName(pos) },
      {
        notes: [`note: this file covers ${program.materials.map((m) => m.name).join(", ")}`],
      },
    );
    return;
  }
  const out: Decision = { rule: -1 };
  const wrong = (expected: string, actual: string) =>
    session.report(Messages.wrongAnswer, example.expect.span, { expected, actual });
  const expect = example.expect;
  switch (expect.kind) {
    case "verdict": {
      const strongToMove = pos.turn === strong;
      const expected = verdictCode(expect.verdict, strongToMove);
      const useRecognize =
        rule !== undefined
          ? rule.section === "recognize"
          : program.sections.recognize !== undefined;
      const actual = useRecognize ? recognize(program, pos, out) : classify(program, pos, out);
      if (actual !== expected) {
        wrong(
          `'${verdictSource(expect.verdict)}'`,
          `'${formatVerdict(actual)}' from ${ruleName(program, out.rule)}`,
        );
      } else if (rule !== undefined && out.rule !== rule.index) {
        wrong(`rule "${rule.name}" to decide`, ruleName(program, out.rule));
      }
      break;
    }
    case "class":
    case "residual": {
      evaluate(program, pos, out);
      const actual = out.rule < 0 ? "residual" : `class "${program.rules[out.rule]!.name}"`;
      const expected = expect.kind === "residual" ? "residual" : `class "${expect.name}"`;
      if (actual !== expected) wrong(expected, actual);
      break;
    }
    case "rejected":
    case "allowed": {
      let move: number;
      try {
        move = parseMove(pos, example.move!);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        session.report(Messages.illegalMove, example.moveSpan!, { move: example.move!, reason });
        return;
      }
      const rejected = reject(program, pos, move, out);
      if (rejected !== (expect.kind === "rejected")) {
        wrong(
          `the move to be ${expect.kind}`,
          rejected ? `rejected by ${ruleName(program, out.rule)}` : "allowed",
        );
      } else if (rule !== undefined && rejected && out.rule !== rule.index) {
        wrong(`rule "${rule.name}" to reject it`, `${ruleName(program, out.rule)} first`);
      }
      break;
    }
  }
}

export const runExamples: Pass<ProgramUnderCheck> = (program, session) => {
  for (const info of program.examples) runOne(program, info, session);
};
