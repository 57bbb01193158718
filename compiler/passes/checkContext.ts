/**
 * Pass: checks that what a rule says fits where it says it (spec §6, §7): pieces that exist in
 * the file's endgames (PAT401), singular pieces that are exactly one in every material possible
 * at that point (PAT402, with material narrowing), verdicts possible for the side to move there
 * (PAT403), `before` and `moved` only in `reject` (PAT405), materials of the header (PAT406), and
 * examples that have a section to ask (PAT408).
 *
 * @packageDocumentation
 */
import type { Designator, Material, PieceWord, SideName, Verdict } from "../../grammar/ast.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import { verdictSource } from "../../grammar/format.ts";
import { EVAL_SECTIONS, pieceCount, VERDICT_SECTIONS, type ProgramUnderCheck } from "../program.ts";
import type { Pass, Session } from "../session.ts";
import { SituationSpace, type Situations } from "../situations.ts";
import { walkProgram } from "../walkProgram.ts";

const PLURALS: Record<PieceWord, string> = {
  king: "kings",
  queen: "queens",
  rook: "rooks",
  bishop: "bishops",
  knight: "knights",
  minor: "minor pieces",
  pieces: "pieces",
};

function listMaterials(materials: readonly Material[]): string {
  const names = materials.map((m) => m.name);
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Explains why a singular designator is not exactly one piece in some material. */
function countNotes(materials: readonly Material[], side: SideName, piece: PieceWord): string[] {
  const notes: string[] = [];
  for (const m of materials) {
    const n = pieceCount(m, side, piece);
    if (n === 0) notes.push(`note: in ${m.name} there is no ${side} ${piece}`);
    else if (n > 1) notes.push(`note: in ${m.name} there are ${n} ${side} ${PLURALS[piece]}`);
  }
  return notes;
}

/** Reports PAT401/PAT402 for a designator in the situations `mask`. Shared with normalisation. */
export function checkDesignator(
  d: Designator,
  mask: Situations,
  space: SituationSpace,
  session: Session,
  allowAbsent = false,
): void {
  const everywhere = space.materials;
  if (everywhere.every((m) => pieceCount(m, d.side, d.piece) === 0)) {
    session.report(
      Messages.pieceNotInEndgames,
      d.span,
      { piece: d.text },
      {
        label: `${listMaterials(everywhere)} ${everywhere.length === 1 ? "has" : "have"} no ${d.side} ${PLURALS[d.piece]}`,
      },
    );
    return;
  }
  if (d.plural || d.piece === "king") return;
  const bad = space.materialsIn(mask).filter((m) => {
    const n = pieceCount(m, d.side, d.piece);
    return n > 1 || (n === 0 && !allowAbsent);
  });
  if (bad.length === 0) return;
  const plural = d.piece === "minor" ? "minors" : PLURALS[d.piece];
  const good = space.materialsIn(mask).find((m) => !bad.includes(m));
  session.report(
    Messages.notExactlyOne,
    d.span,
    { piece: d.text },
    {
      notes: [
        ...countNotes(bad, d.side, d.piece),
        `help: use '${d.side} ${plural}' for their squares or 'one of ${d.side} ${plural}' for one of them`,
        ...(good === undefined ? [] : [`help: or narrow first: 'in ${good.name} and ...'`]),
      ],
    },
  );
}

function checkVerdict(
  v: Verdict,
  mask: Situations,
  space: SituationSpace,
  session: Session,
  sectionWord: string,
) {
  if (v.subject === undefined || mask === 0) return;
  const text = verdictSource(v);
  // "X side is mated" (now) needs X to move.
  if (v.outcome === "mated" && v.distance === undefined && v.subject !== "sideToMove") {
    const other: SideName = v.subject === "strong" ? "weak" : "strong";
    if (space.mayHaveToMove(mask, other)) {
      session.report(
        Messages.impossibleVerdict,
        v.span,
        { verdict: text },
        {
          label: `the ${other} side may be to move here${sectionWord}`,
          notes: [
            `help: only the side to move can be checkmated; narrow with 'if ${v.subject} side to move then ...'`,
          ],
        },
      );
      return;
    }
  }
  // A side with a lone king cannot win.
  const winner: SideName | "sideToMove" | undefined =
    v.outcome === "wins" || v.outcome === "mates"
      ? v.subject
      : v.outcome === "loses" || v.outcome === "mated"
        ? v.subject === "strong"
          ? "weak"
          : v.subject === "weak"
            ? "strong"
            : undefined
        : undefined;
  if (winner === "strong" || winner === "weak") {
    const lone = space.materialsIn(mask).filter((m) => pieceCount(m, winner, "pieces") === 1);
    if (lone.length > 0) {
      session.report(
        Messages.impossibleVerdict,
        v.span,
        { verdict: text },
        {
          label: `in ${listMaterials(lone)} the ${winner} side has only its king and cannot mate`,
        },
      );
    }
  }
}

export const checkContext: Pass<ProgramUnderCheck> = (program, session) => {
  const space = new SituationSpace(program.universe);
  const header = new Set(program.materials.map((m) => m.name));
  const reachable = new Set(program.universe.map((m) => m.name));

  walkProgram(program, space, {
    expr(e, mask, place) {
      switch (e.kind) {
        case "designator":
          checkDesignator(e, mask, space, session);
          break;
        case "inMaterial": {
          if (e.material === undefined) break;
          const known = place.section === "reject" ? reachable : header;
          if (!known.has(e.material.name)) {
            session.report(
              Messages.materialNotInHeader,
              e.materialSpan,
              { material: e.material.name },
              {
                notes: [`note: this file covers ${listMaterials(program.materials)}`],
              },
            );
          }
          break;
        }
        case "unary":
          if (e.operator === "before" && place.section !== "reject") {
            session.report(
              Messages.reserveForReject,
              e.span,
              { form: "before" },
              {
                notes: ["note: 'before X' means X in the position before the strong side's move"],
              },
            );
          }
          break;
        case "moved":
          if (place.section !== "reject") {
            session.report(Messages.reserveForReject, e.span, { form: `moved ${e.end}` });
          }
          break;
      }
    },
    verdict(v, mask, place) {
      const word =
        place.section === "stop"
          ? " (in 'stop' the weak side is to move)"
          : place.section === "halt"
            ? " (in 'halt' the strong side is to move)"
            : "";
      checkVerdict(v, mask, space, session, word);
    },
  });

  const has = (kinds: readonly string[]) =>
    kinds.some((k) => program.sections[k as keyof typeof program.sections]);
  for (const { example, rule } of program.examples) {
    if (rule !== undefined) continue;
    const kind = example.expect.kind;
    const problem =
      kind === "verdict" && !has(VERDICT_SECTIONS)
        ? "this example expects a verdict, but the file has no 'recognize', 'stop' or 'halt' section"
        : (kind === "class" || kind === "residual") && !has(EVAL_SECTIONS)
          ? "this example expects a class, but the file has no 'blackeval' or 'whiteval' section"
          : (kind === "rejected" || kind === "allowed") && !has(["reject"])
            ? "this example gives a move, but the file has no 'reject' section"
            : undefined;
    if (problem !== undefined)
      session.report(Messages.expectationDoesNotFit, example.expect.span, { what: problem });
  }
};
