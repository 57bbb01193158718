/**
 * Pass: checks the header's `normalise` steps (spec §3.1) and records them as data. Each
 * designator must name at most one piece in every material (PAT401/PAT402). Then, by enumerating
 * every placement of the designated pieces in every material, it proves that each step can always
 * be met by some symmetry kept by the steps before it (PAT404 otherwise), and warns about a step
 * that never narrows the choice of symmetry (PAT502).
 *
 * @packageDocumentation
 */
import type { Material, NormaliseStep, SquareIndex } from "../../grammar/ast.ts";
import { squareName } from "../../grammar/buildAst.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import {
  fromConstantSet,
  hasSquare,
  SYMMETRIES,
  type SquareSet,
  type Symmetry,
} from "../geometry.ts";
import { pieceCount, type ProgramUnderCheck } from "../program.ts";
import type { Pass } from "../session.ts";
import { SituationSpace } from "../situations.ts";
import { checkDesignator } from "./checkContext.ts";

/** Beyond this many distinct pieces the enumeration (64^n placements) is skipped. */
const MAX_ENUMERATED_PIECES = 3;

/** Which actual piece a step's designator names in `material`, or undefined if absent. */
function pieceIdentity(step: NormaliseStep, material: Material): string | undefined {
  const { side, piece } = step.designator;
  if (pieceCount(material, side, piece) !== 1) return undefined;
  if (piece !== "minor") return `${side} ${piece}`;
  return material[side].bishops === 1 ? `${side} bishop` : `${side} knight`;
}

interface Outcome {
  /** Per step: a placement where it cannot be met, if one was found. */
  readonly failure: (string | undefined)[];
  /** Per step: whether it ever narrowed the kept symmetries. */
  readonly narrows: boolean[];
}

function enumerate(
  steps: readonly NormaliseStep[],
  targets: readonly SquareSet[],
  material: Material,
  outcome: Outcome,
) {
  const identities = steps.map((s) => pieceIdentity(s, material));
  const pieces = [...new Set(identities.filter((x): x is string => x !== undefined))];
  if (pieces.length === 0 || pieces.length > MAX_ENUMERATED_PIECES) return;
  const squares: SquareIndex[] = [];
  const place = (i: number) => {
    if (i === pieces.length) {
      let kept: readonly Symmetry[] = SYMMETRIES;
      steps.forEach((_, j) => {
        const who = identities[j];
        if (who === undefined) return;
        const at = squares[pieces.indexOf(who)]!;
        const next = kept.filter((sym) => hasSquare(targets[j]!, sym.map(at)));
        if (next.length === 0) {
          outcome.failure[j] ??= `${material.name} with the ${who} on ${squareName(at)}`;
          return;
        }
        if (next.length < kept.length) outcome.narrows[j] = true;
        kept = next;
      });
      return;
    }
    for (let s = 0; s < 64; s++) {
      if (squares.slice(0, i).includes(s)) continue;
      squares[i] = s;
      place(i + 1);
    }
  };
  place(0);
}

export const checkNormalisation: Pass<ProgramUnderCheck> = (program, session) => {
  const steps = program.file.header.normalise;
  if (steps.length === 0) return;
  const space = new SituationSpace(program.materials);
  for (const step of steps) checkDesignator(step.designator, space.of(), space, session, true);
  if (session.errorCount > 0 || steps.some((s) => s.target.constant === undefined)) return;

  const targets = steps.map((s) => fromConstantSet(s.target.constant!));
  const outcome: Outcome = { failure: steps.map(() => undefined), narrows: steps.map(() => false) };
  const signatures = new Set<string>();
  for (const material of program.materials) {
    const signature = steps.map((s) => pieceIdentity(s, material) ?? "-").join("|");
    if (signatures.has(signature)) continue;
    signatures.add(signature);
    enumerate(steps, targets, material, outcome);
  }
  steps.forEach((step, j) => {
    const failure = outcome.failure[j];
    if (failure !== undefined) {
      session.report(
        Messages.unsatisfiableNormalisation,
        step.span,
        {},
        {
          notes: [
            `note: in ${failure}, no symmetry${j > 0 ? " kept by the steps before" : ""} puts it on this set`,
            "help: the target must meet every orbit of the board's symmetries (e.g. a1-d1-d4 for any piece)",
          ],
        },
      );
    } else if (!outcome.narrows[j]) {
      session.report(
        Messages.normalisationNoop,
        step.span,
        {},
        {
          notes: ["note: every placement already meets it with every symmetry kept so far"],
        },
      );
    }
  });
  program.normalisation = steps.map((step) => ({
    side: step.designator.side,
    piece: step.designator.piece,
    target: step.target.constant!,
    span: step.span,
  }));
};
