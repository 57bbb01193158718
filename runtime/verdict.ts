/**
 * Verdicts and evaluation codes, as plain int32 numbers so that compiled recognizers, the
 * reference interpreter and the search can pass them around without allocating.
 *
 * A verdict is always about the real game and always from the side to move's point of view:
 *
 * - bits 0-1: the kind (`FAIL`, `DRAW`, `WIN`, `LOSS`);
 * - bit 2: for `FAIL`, whether the rule asks the search for an extension (Heinz: "trigger an
 *   extension in this line");
 * - bits 3 and up: the claimed mate distance in moves plus one, or 0 when no distance is
 *   claimed. `LOSS` with distance 0 is "side to move is mated" (checkmate now).
 */

/** Unknown: the search must go on (Heinz's `rcg_fail`). */
export const FAIL = 0;
/** A draw with best play. */
export const DRAW = 1;
/** The side to move wins. */
export const WIN = 2;
/** The side to move loses. */
export const LOSS = 3;

/** The kind of a verdict: one of `FAIL`, `DRAW`, `WIN`, `LOSS`. */
export type VerdictKind = typeof FAIL | typeof DRAW | typeof WIN | typeof LOSS;

const EXTEND_BIT = 4;
const DISTANCE_SHIFT = 3;

/** `fail`, or `fail extend` when `extend` is set. */
export function failVerdict(extend = false): number {
  return extend ? FAIL | EXTEND_BIT : FAIL;
}

/**
 * A verdict of `kind` with an optional mate distance in moves: for `WIN`, "mates in at most
 * `distance`"; for `LOSS`, "is mated in at most `distance`" (0: checkmated now).
 */
export function makeVerdict(kind: VerdictKind, distance = -1): number {
  return kind | ((distance + 1) << DISTANCE_SHIFT);
}

/** The kind of verdict `v`. */
export function verdictKind(v: number): VerdictKind {
  return (v & 3) as VerdictKind;
}

/** The claimed mate distance of `v` in moves, or -1 when it claims none. */
export function verdictDistance(v: number): number {
  return (v >>> DISTANCE_SHIFT) - 1;
}

/** Whether `v` is a `fail` that asks for a search extension. */
export function verdictExtends(v: number): boolean {
  return (v & 3) === FAIL && (v & EXTEND_BIT) !== 0;
}

/** Whether `v` decides the position (anything but `fail`). */
export function isExact(v: number): boolean {
  return (v & 3) !== FAIL;
}

/** The verdict for the other side to move: wins and losses swap, distances stay. */
export function flipVerdict(v: number): number {
  const kind = v & 3;
  if (kind === WIN) return (v & ~3) | LOSS;
  if (kind === LOSS) return (v & ~3) | WIN;
  return v;
}

/** The name used in JSON output and by `patc explain`: `fail`, `draw`, `win` or `loss`. */
export function verdictName(v: number): "fail" | "draw" | "win" | "loss" {
  return (["fail", "draw", "win", "loss"] as const)[v & 3]!;
}

/** The verdict in the words of the pattern language, e.g. `side to move mates in 2`. */
export function formatVerdict(v: number): string {
  const distance = verdictDistance(v);
  switch (v & 3) {
    case FAIL:
      return verdictExtends(v) ? "fail extend" : "fail";
    case DRAW:
      return "draw";
    case WIN:
      return distance < 0 ? "side to move wins" : `side to move mates in ${distance}`;
    default:
      if (distance < 0) return "side to move loses";
      return distance === 0 ? "side to move is mated" : `side to move is mated in ${distance}`;
  }
}

/**
 * Evaluation codes from `blackeval`/`whiteval`. Classes are listed best first; a position in
 * class `index` of `classCount` with tie-break `score` gets a code that orders positions the
 * way HEDEAM ranks them: by class first, then by score. Bigger is better for the strong side.
 * The residual class (no class matched) is `index = classCount`, below every class.
 */
export const SCORE_BITS = 20;
/** Scores are clamped to `[-SCORE_LIMIT, SCORE_LIMIT - 1]`. */
export const SCORE_LIMIT = 1 << (SCORE_BITS - 1);

/** The eval code of class `index` (0 = best) of `classCount`, with tie-break `score`. */
export function evalCode(index: number, classCount: number, score: number): number {
  const clamped =
    score < -SCORE_LIMIT ? -SCORE_LIMIT : score >= SCORE_LIMIT ? SCORE_LIMIT - 1 : score;
  return (classCount - index) * (1 << SCORE_BITS) + clamped + SCORE_LIMIT;
}

/** The class index of eval code `code` in a section of `classCount` classes. */
export function evalClassIndex(code: number, classCount: number): number {
  return classCount - Math.floor(code / (1 << SCORE_BITS));
}

/** The tie-break score of eval code `code`. */
export function evalScore(code: number): number {
  return (code % (1 << SCORE_BITS)) - SCORE_LIMIT;
}
