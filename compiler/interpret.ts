/**
 * The reference interpreter: evaluates a checked program directly on a position. It defines what
 * a pattern file means; the compiled recognizers are differential-tested against it. It is
 * written to be obviously right rather than fast: the board is a plain array, square sets are
 * bigints, slider attacks walk their rays square by square, and checkmate is found by trying
 * every move. (It still handles a million positions in reasonable time.)
 *
 * Entry points mirror the compiled ones of spec §9 and return the codes of `runtime/verdict.ts`:
 * {@link recognize}, {@link classify}, {@link evaluate} and {@link reject}. Each takes an optional
 * `out` that receives the index (in `CheckedProgram.rules`) of the deciding rule, or -1.
 *
 * Before any rule looks at it, the position is normalised once (spec §3.1): colours are swapped
 * if the strong side is black, then, of the board symmetries meeting every `normalise` step, the
 * one giving the least board is applied. For `reject`, the symmetry is chosen on the position
 * before the move and applied to the move and the position after it alike.
 *
 * @packageDocumentation
 */
import type {
  AttackingPiece,
  Binding,
  Expr,
  LetDecl,
  Material,
  PieceWord,
  SideName,
  Statement,
  Verdict,
} from "../grammar/ast.ts";
import { materialName } from "../grammar/buildAst.ts";
import { moveFrom, moveTo, type Move } from "../runtime/move.ts";
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from "../runtime/pieces.ts";
import {
  DRAW,
  evalCode,
  failVerdict,
  flipVerdict,
  LOSS,
  makeVerdict,
  WIN,
} from "../runtime/verdict.ts";
import {
  countSquares,
  cornerDistance,
  knightDistance,
  kingWalk,
  edgeDistance,
  fileOf,
  firstSquare,
  fromConstantSet,
  hasSquare,
  kingDistance,
  lastSquare,
  manhattanDistance,
  NO_SQUARES,
  pieceAttacks,
  rankOf,
  setAttacks,
  squareBit,
  SYMMETRIES,
  type AttackerKind,
  type SquareSet,
  type Symmetry,
} from "./geometry.ts";
import { namedRegionValue, squareListValue } from "./passes/foldConstants.ts";
import { afterOneCapture } from "./passes/indexProgram.ts";
import type { CheckedProgram, RuleInfo } from "./program.ts";

/**
 * What the interpreter reads from a position: the runtime `Position` satisfies it. `board[s]` is
 * the piece code on square s: 0 when empty, else colour * 8 + role, with colour 0 white / 1 black
 * and role 2 knight, 3 bishop, 4 rook, 5 queen, 6 king (1 pawn is not part of the language).
 * `turn` is 0 when white is to move, 1 when black is.
 */
export interface PositionView {
  readonly board: ArrayLike<number>;
  readonly turn: number;
}

/** A move as the interpreter needs it: from and to squares (a1 = 0). */
export interface MoveSquares {
  readonly from: number;
  readonly to: number;
}

/** Receives the index of the deciding rule (-1 when none decided). */
export interface Decision {
  rule: number;
}

const ROLE_OF: Record<AttackingPiece, number> = {
  knight: KNIGHT,
  bishop: BISHOP,
  rook: ROOK,
  queen: QUEEN,
  king: KING,
};
const ATTACKER: Record<number, AttackerKind> = {
  2: "knight",
  3: "bishop",
  4: "rook",
  5: "queen",
  6: "king",
};

/** A normalised board: strong side white (colour 0). Codes as in {@link PositionView}. */
interface Board {
  readonly squares: Int8Array;
  readonly strongToMove: boolean;
  readonly material: Material | undefined;
}

type Value = number | bigint | boolean;

function colourOf(code: number): number {
  return code >> 3;
}

function roleOf(code: number): number {
  return code & 7;
}

function armyOf(squares: ArrayLike<number>, colour: number) {
  const army = { queens: 0, rooks: 0, bishops: 0, knights: 0 };
  for (let s = 0; s < 64; s++) {
    const code = squares[s]!;
    if (code === 0 || colourOf(code) !== colour) continue;
    const role = roleOf(code);
    if (role === QUEEN) army.queens++;
    else if (role === ROOK) army.rooks++;
    else if (role === BISHOP) army.bishops++;
    else if (role === KNIGHT) army.knights++;
  }
  return army;
}

/** The material of `squares` with `strong` colour first, if one of `materials`. */
function materialOf(squares: ArrayLike<number>, strong: number, materials: readonly Material[]) {
  const name = materialName(armyOf(squares, strong), armyOf(squares, 1 - strong));
  return materials.find((m) => m.name === name);
}

/** The material of a position, white's army first, e.g. `KNNKB` (for messages). */
export function positionMaterialName(view: PositionView): string {
  return materialName(armyOf(view.board, 0), armyOf(view.board, 1));
}

/**
 * Which colour (0 white, 1 black) is the strong side of `view` under `program`, or undefined
 * when the position's material is not one of the file's. White when both colours fit.
 */
export function strongSideOf(program: CheckedProgram, view: PositionView): number | undefined {
  return strongColour(view, program.materials);
}

/** Which colour is the strong side: the one whose material lists first, white when both do. */
function strongColour(view: PositionView, materials: readonly Material[]): number | undefined {
  if (materialOf(view.board, 0, materials) !== undefined) return 0;
  if (materialOf(view.board, 1, materials) !== undefined) return 1;
  return undefined;
}

/** The position with colours swapped when the strong side is black (ranks mirrored). */
function colourNormalised(
  view: PositionView,
  strong: number,
): { squares: Int8Array; strongToMove: boolean } {
  const squares = new Int8Array(64);
  for (let s = 0; s < 64; s++) {
    const code = view.board[s]!;
    if (code === 0) continue;
    if (strong === 0) squares[s] = code;
    else squares[s ^ 56] = (colourOf(code) === 0 ? 8 : 0) + roleOf(code);
  }
  return { squares, strongToMove: view.turn === strong };
}

/** The square of the one piece of `side` matching `piece`, or -1 when it has none. */
function designatedSquare(squares: Int8Array, side: SideName, piece: PieceWord): number {
  const colour = side === "strong" ? 0 : 1;
  for (let s = 0; s < 64; s++) {
    const code = squares[s]!;
    if (code !== 0 && colourOf(code) === colour && pieceMatches(roleOf(code), piece)) return s;
  }
  return -1;
}

function pieceMatches(role: number, piece: PieceWord): boolean {
  switch (piece) {
    case "pieces":
      return true;
    case "minor":
      return role === BISHOP || role === KNIGHT;
    default:
      return role === ROLE_OF[piece];
  }
}

/**
 * The symmetry the normalisation steps choose for `squares` (spec §3.1): of those meeting every
 * step, the one giving the least board.
 */
function chooseSymmetry(program: CheckedProgram, squares: Int8Array): Symmetry {
  // A file without steps is written for the board as it stands.
  if (program.normalisation.length === 0) return SYMMETRIES[0]!;
  let kept: readonly Symmetry[] = SYMMETRIES;
  for (const step of program.normalisation) {
    const at = designatedSquare(squares, step.side, step.piece);
    if (at < 0) continue;
    const target = fromConstantSet(step.target);
    const next = kept.filter((sym) => hasSquare(target, sym.map(at)));
    if (next.length > 0) kept = next;
  }
  let best = kept[0]!;
  let bestKey = boardKey(transformed(squares, best));
  for (const sym of kept.slice(1)) {
    const key = boardKey(transformed(squares, sym));
    if (compareKeys(key, bestKey) < 0) {
      best = sym;
      bestKey = key;
    }
  }
  return best;
}

/** The kinds of piece in the order spec §3.1 compares boards: kings first, strong side first. */
const KEY_KINDS: readonly { colour: number; role: number }[] = [
  { colour: 0, role: KING },
  { colour: 1, role: KING },
  ...[0, 1].flatMap((colour) =>
    [QUEEN, ROOK, BISHOP, KNIGHT, PAWN].map((role) => ({ colour, role })),
  ),
];

/** A board's squares kind by kind (spec §3.1's order), each kind's from a1 upwards. */
function boardKey(squares: Int8Array): number[][] {
  return KEY_KINDS.map(({ colour, role }) => {
    const at: number[] = [];
    for (let s = 0; s < 64; s++) {
      const code = squares[s]!;
      if (code !== 0 && colourOf(code) === colour && roleOf(code) === role) at.push(s);
    }
    return at;
  });
}

/** Compares two keys of boards with the same material: negative when `a` is the lesser. */
function compareKeys(a: number[][], b: number[][]): number {
  for (let k = 0; k < a.length; k++) {
    for (let i = 0; i < a[k]!.length; i++) {
      if (a[k]![i] !== b[k]![i]) return a[k]![i]! - b[k]![i]!;
    }
  }
  return 0;
}

function transformed(squares: Int8Array, symmetry: Symmetry): Int8Array {
  const result = new Int8Array(64);
  for (let s = 0; s < 64; s++) if (squares[s] !== 0) result[symmetry.map(s)] = squares[s]!;
  return result;
}

/** Normalises `view` for `program`; undefined when its material is not the file's. */
function normalise(program: CheckedProgram, view: PositionView) {
  const strong = strongColour(view, program.materials);
  if (strong === undefined) return undefined;
  const coloured = colourNormalised(view, strong);
  const symmetry = chooseSymmetry(program, coloured.squares);
  const squares = transformed(coloured.squares, symmetry);
  const board: Board = {
    squares,
    strongToMove: coloured.strongToMove,
    material: materialOf(squares, 0, program.materials),
  };
  return { board, strong, symmetry };
}

// ---------------------------------------------------------------------------------------------
// Evaluation of expressions

function squaresOfSide(squares: Int8Array, colour: number, piece: PieceWord): SquareSet {
  let set = NO_SQUARES;
  for (let s = 0; s < 64; s++) {
    const code = squares[s]!;
    if (code !== 0 && colourOf(code) === colour && pieceMatches(roleOf(code), piece))
      set |= squareBit(s);
  }
  return set;
}

function occupancy(squares: Int8Array): SquareSet {
  let set = NO_SQUARES;
  for (let s = 0; s < 64; s++) if (squares[s] !== 0) set |= squareBit(s);
  return set;
}

/** Every square attacked by `colour`, with real occupancy. */
function attacksOfColour(squares: Int8Array, colour: number): SquareSet {
  const occupied = occupancy(squares);
  let set = NO_SQUARES;
  for (let s = 0; s < 64; s++) {
    const code = squares[s]!;
    if (code === 0 || colourOf(code) !== colour) continue;
    const kind = ATTACKER[roleOf(code)];
    if (kind !== undefined) set |= pieceAttacks(kind, s, occupied);
  }
  return set;
}

function inCheck(squares: Int8Array, colour: number): boolean {
  const king = designatedSquare(squares, colour === 0 ? "strong" : "weak", "king");
  return king >= 0 && hasSquare(attacksOfColour(squares, 1 - colour), king);
}

/** Whether `colour` has a legal move: try every move and see if the own king is left attacked. */
function hasLegalMove(squares: Int8Array, colour: number): boolean {
  const occupied = occupancy(squares);
  for (let from = 0; from < 64; from++) {
    const code = squares[from]!;
    if (code === 0 || colourOf(code) !== colour) continue;
    const kind = ATTACKER[roleOf(code)];
    if (kind === undefined) continue;
    const targets = pieceAttacks(kind, from, occupied);
    for (let to = 0; to < 64; to++) {
      if (!hasSquare(targets, to)) continue;
      const there = squares[to]!;
      if (there !== 0 && colourOf(there) === colour) continue;
      const after = squares.slice();
      after[to] = code;
      after[from] = 0;
      if (!inCheck(after, colour)) return true;
    }
  }
  return false;
}

/** One evaluation of a program's expressions on one normalised board. */
class Evaluation {
  private readonly lets = new Map<LetDecl, Value>();
  private occupiedCache: SquareSet | undefined;

  constructor(
    readonly board: Board,
    readonly before: Evaluation | undefined = undefined,
    readonly move: MoveSquares | undefined = undefined,
  ) {}

  private get occupied(): SquareSet {
    return (this.occupiedCache ??= occupancy(this.board.squares));
  }

  private get toMove(): number {
    return this.board.strongToMove ? 0 : 1;
  }

  bool(e: Expr): boolean {
    return this.value(e) as boolean;
  }

  num(e: Expr): number {
    return this.value(e) as number;
  }

  /** A set operand: squares count as the set holding them. */
  set(e: Expr): SquareSet {
    const v = this.value(e);
    return e.type === "square" ? squareBit(v as number) : (v as SquareSet);
  }

  square(e: Expr): number {
    return this.value(e) as number;
  }

  value(e: Expr): Value {
    switch (e.kind) {
      case "number":
        return e.value;
      case "squareList": {
        const set = squareListValue(e);
        return e.type === "square" ? firstSquare(set) : set;
      }
      case "namedRegion":
        return namedRegionValue(e);
      case "name": {
        const binding = e.binding!;
        if (binding.kind === "squares") return this.value(binding.value);
        let v = this.lets.get(binding);
        if (v === undefined) {
          v = this.value(binding.value);
          this.lets.set(binding, v);
        }
        return v;
      }
      case "designator": {
        const set = squaresOfSide(this.board.squares, e.side === "strong" ? 0 : 1, e.piece);
        return e.plural ? set : firstSquare(set);
      }
      case "sideToMove":
        return this.board.strongToMove === (e.side === "strong");
      case "gameFact": {
        const check = inCheck(this.board.squares, this.toMove);
        if (e.fact === "check") return check;
        const stuck = !hasLegalMove(this.board.squares, this.toMove);
        return e.fact === "checkmate" ? check && stuck : !check && stuck;
      }
      case "inMaterial":
        return this.board.material !== undefined && this.board.material.name === e.material?.name;
      case "sideAttacks":
        return attacksOfColour(this.board.squares, e.side === "strong" ? 0 : 1);
      case "occupied":
        return this.occupied;
      case "moved":
        return this.move === undefined ? -1 : e.end === "from" ? this.move.from : this.move.to;
      case "paren":
        return this.value(e.inner);
      case "conditional": {
        const chosen = this.bool(e.condition) ? e.then : e.otherwise;
        // Branches of a set-typed conditional may be a square and a set.
        return e.type === "set" ? this.set(chosen) : this.value(chosen);
      }
      case "call":
        return this.call(e.fn, e.args);
      case "apply":
        throw new Error(`'${e.fn}(...)' reached the interpreter unexpanded`);
      case "attacks":
        return setAttacks(e.piece, this.set(e.operand), this.occupied);
      case "membership": {
        const inside = hasSquare(this.set(e.set), this.square(e.element));
        return e.negated ? !inside : inside;
      }
      case "attackedBy":
        return (
          (this.set(e.target) &
            attacksOfColour(this.board.squares, e.side === "strong" ? 0 : 1)) !==
          NO_SQUARES
        );
      case "unary":
        return this.unary(e);
      case "binary":
        return this.binary(e);
    }
  }

  private call(fn: string, args: readonly Expr[]): Value {
    switch (fn) {
      case "king_walk":
        return kingWalk(this.set(args[0]!), this.set(args[1]!));
      case "distance":
        return kingDistance(this.square(args[0]!), this.square(args[1]!));
      case "manhattan":
        return manhattanDistance(this.square(args[0]!), this.square(args[1]!));
      case "edge_distance":
        return edgeDistance(this.square(args[0]!));
      case "corner_distance":
        return cornerDistance(this.square(args[0]!), this.square(args[1]!));
      case "knight_distance":
        return knightDistance(this.square(args[0]!), this.square(args[1]!));
      case "min":
        return Math.min(this.num(args[0]!), this.num(args[1]!));
      case "max":
        return Math.max(this.num(args[0]!), this.num(args[1]!));
      default:
        return Math.abs(this.num(args[0]!));
    }
  }

  private unary(e: Extract<Expr, { kind: "unary" }>): Value {
    switch (e.operator) {
      case "not":
        return !this.bool(e.operand);
      case "negate":
        return -this.num(e.operand);
      case "empty":
        return this.set(e.operand) === NO_SQUARES;
      case "complement":
        return ~this.set(e.operand) & ((1n << 64n) - 1n);
      case "count":
        return countSquares(this.set(e.operand));
      case "one":
      case "first":
        return firstSquare(this.set(e.operand));
      case "last":
        return lastSquare(this.set(e.operand));
      case "fileOf": {
        const s = this.square(e.operand);
        return s < 0 ? 0 : fileOf(s) + 1;
      }
      case "rankOf": {
        const s = this.square(e.operand);
        return s < 0 ? 0 : rankOf(s) + 1;
      }
      case "before":
        return (this.before ?? this).value(e.operand);
    }
  }

  private binary(e: Extract<Expr, { kind: "binary" }>): Value {
    const { left, right } = e;
    switch (e.operator) {
      case "and":
        return this.bool(left) && this.bool(right);
      case "or":
        return this.bool(left) || this.bool(right);
      case "=":
      case "!=": {
        let same: boolean;
        if (left.type === "square" && right.type === "square")
          same = this.square(left) === this.square(right);
        else if (left.type === "set" || right.type === "set")
          same = this.set(left) === this.set(right);
        else same = this.value(left) === this.value(right);
        return e.operator === "=" ? same : !same;
      }
      case "<":
        return this.num(left) < this.num(right);
      case "<=":
        return this.num(left) <= this.num(right);
      case ">":
        return this.num(left) > this.num(right);
      case ">=":
        return this.num(left) >= this.num(right);
      default:
        if (e.type === "number") {
          const a = this.num(left);
          const b = this.num(right);
          return e.operator === "+" ? a + b : e.operator === "-" ? a - b : a * b;
        }
        if (e.operator === "+") return this.set(left) | this.set(right);
        if (e.operator === "-") return this.set(left) & ~this.set(right);
        return this.set(left) & this.set(right);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Rules and entry points

/** The verdict code of `v` for the side to move (side names translated). */
export function verdictCode(v: Verdict, strongToMove: boolean): number {
  let code: number;
  switch (v.outcome) {
    case "fail":
      return failVerdict(v.extend);
    case "draw":
      return DRAW;
    case "wins":
      code = makeVerdict(WIN);
      break;
    case "mates":
      code = makeVerdict(WIN, v.distance);
      break;
    case "loses":
      code = makeVerdict(LOSS);
      break;
    case "mated":
      code = makeVerdict(LOSS, v.distance ?? 0);
      break;
  }
  const named = v.subject === "strong" ? strongToMove : v.subject === "weak" ? !strongToMove : true;
  return named ? code : flipVerdict(code);
}

/** Runs statements; the verdict reached, or undefined when the block falls through. */
function runBlock(ev: Evaluation, body: readonly Statement[]): Verdict | undefined {
  for (const s of body) {
    if (s.kind === "verdictStatement") return s.verdict;
    if (s.kind === "if") {
      const branch = s.branches.find((b) => ev.bool(b.condition));
      const chosen = branch !== undefined ? branch.body : s.otherwise;
      if (chosen !== undefined) {
        const v = runBlock(ev, chosen);
        if (v !== undefined) return v;
      }
    }
  }
  return undefined;
}

function rulesOf(program: CheckedProgram, section: string): RuleInfo[] {
  return program.rules.filter((r) => r.section === section);
}

function runVerdictSection(
  program: CheckedProgram,
  section: "recognize" | "stop" | "halt",
  board: Board,
  out?: Decision,
) {
  const ev = new Evaluation(board);
  for (const rule of rulesOf(program, section)) {
    const node = rule.node;
    if (node.kind !== "verdictRule") continue;
    if (node.condition !== undefined && !ev.bool(node.condition)) continue;
    const v = runBlock(ev, node.body);
    if (v !== undefined) {
      if (out) out.rule = rule.index;
      return verdictCode(v, board.strongToMove);
    }
  }
  if (out) out.rule = -1;
  return failVerdict();
}

/** The `recognize` verdict for `pos`; `fail` when its material is not the file's. */
export function recognize(program: CheckedProgram, pos: PositionView, out?: Decision): number {
  const normalised = normalise(program, pos);
  if (normalised === undefined) {
    if (out) out.rule = -1;
    return failVerdict();
  }
  return runVerdictSection(program, "recognize", normalised.board, out);
}

/** The `stop` (weak side to move) or `halt` (strong side to move) verdict for `pos`. */
export function classify(program: CheckedProgram, pos: PositionView, out?: Decision): number {
  const normalised = normalise(program, pos);
  if (normalised === undefined) {
    if (out) out.rule = -1;
    return failVerdict();
  }
  const section = normalised.board.strongToMove ? "halt" : "stop";
  return runVerdictSection(program, section, normalised.board, out);
}

/** The eval code of `pos` from `blackeval` (weak to move) or `whiteval` (strong to move). */
export function evaluate(program: CheckedProgram, pos: PositionView, out?: Decision): number {
  const normalised = normalise(program, pos);
  if (out) out.rule = -1;
  if (normalised === undefined) return evalCode(0, 0, 0);
  const section = normalised.board.strongToMove ? "whiteval" : "blackeval";
  const classes = rulesOf(program, section);
  const ev = new Evaluation(normalised.board);
  for (const rule of classes) {
    const node = rule.node;
    if (node.kind !== "class") continue;
    if (node.condition !== undefined && !ev.bool(node.condition)) continue;
    if (out) out.rule = rule.index;
    const score = node.score === undefined ? 0 : ev.num(node.score);
    return evalCode(rule.indexInSection, classes.length, score);
  }
  return evalCode(classes.length, classes.length, 0);
}

/**
 * Whether `reject` prunes the strong side's move in `pos` (a runtime `Move` or its squares).
 * Moves of the weak side are never rejected. The move is assumed legal.
 */
export function reject(
  program: CheckedProgram,
  pos: PositionView,
  played: MoveSquares | Move,
  out?: Decision,
): boolean {
  const move = typeof played === "number" ? { from: moveFrom(played), to: moveTo(played) } : played;
  if (out) out.rule = -1;
  const normalised = normalise(program, pos);
  if (normalised === undefined || !normalised.board.strongToMove) return false;
  const { strong, symmetry, board } = normalised;
  // Map the move like the board: colours first (ranks mirrored), then the chosen symmetry.
  const colourMap = (s: number) => (strong === 0 ? s : s ^ 56);
  const from = symmetry.map(colourMap(move.from));
  const to = symmetry.map(colourMap(move.to));
  const after = board.squares.slice();
  after[to] = after[from]!;
  after[from] = 0;
  const universe = [...program.materials, ...program.materials.flatMap(afterOneCapture)];
  const afterBoard: Board = {
    squares: after,
    strongToMove: false,
    material: materialOf(after, 0, universe),
  };
  const beforeEval = new Evaluation(board);
  const ev = new Evaluation(afterBoard, beforeEval, { from, to });
  for (const rule of rulesOf(program, "reject")) {
    const node = rule.node;
    if (node.kind !== "rejectRule") continue;
    if (ev.bool(node.condition)) {
      if (out) out.rule = rule.index;
      return true;
    }
  }
  return false;
}

/** A named value as {@link readLets} reports it. */
export interface LetReading {
  readonly name: string;
  /** The value's type: a `square` is a square index (-1 for none), a `set` a bigint of squares. */
  readonly type: "square" | "set" | "number" | "boolean";
  readonly value: number | boolean | SquareSet;
}

/**
 * The `let` and `squares` declarations of `program` that {@link readLets} can read: those outside
 * rules and classes, without parameters (a function has no value until it is called), by name.
 */
export function readableLets(program: CheckedProgram): Map<string, Binding> {
  const readable = new Map<string, Binding>();
  const items = [
    ...program.file.declarations,
    ...program.file.sections.flatMap((section) => section.items),
  ];
  for (const item of items) {
    if (item.kind === "squares" || (item.kind === "let" && item.params.length === 0)) {
      readable.set(item.name, item);
    }
  }
  return readable;
}

/**
 * The values of `bindings` (from {@link readableLets}) on `pos`, as the rules see them: on the
 * normalised board (strong side white, then the `normalise` steps' symmetry), whose piece codes
 * are returned with them so that a reader sees the squares in the same frame. Undefined when the
 * position's material is not one of the file's. This is what `patc explain --lets` and `patc
 * trace --lets` print: the terms behind a verdict or a goal, which a compiled module does not keep.
 */
export function readLets(
  program: CheckedProgram,
  pos: PositionView,
  bindings: readonly Binding[],
): { readonly board: Int8Array; readonly readings: LetReading[] } | undefined {
  const normalised = normalise(program, pos);
  if (normalised === undefined) return undefined;
  const ev = new Evaluation(normalised.board);
  const readings = bindings.map((binding): LetReading => {
    const type = binding.value.type!;
    const name: Expr = { kind: "name", name: binding.name, binding, type, span: binding.nameSpan };
    return { name: binding.name, type, value: ev.value(name) };
  });
  return { board: normalised.board.squares, readings };
}
