/**
 * Pass: runs every example of the file on the reference interpreter (spec §7.4) and reports
 * bad FENs (PAT601), materials outside the file (PAT602), wrong answers (PAT603) and illegal
 * moves (PAT604). Needs the runtime's FEN and move parsing.
 *
 * @packageDocumentation
 */
import type { ProgramUnderCheck } from "../program.ts";
import type { Pass } from "../session.ts";

export const runExamples: Pass<ProgramUnderCheck> = () => {
  // Filled in once the runtime (Position, FEN, moves) is merged.
};
