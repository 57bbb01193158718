/**
 * The typed abstract syntax tree of a `.pat` file. Every node has a {@link Span}. Nodes are
 * plain objects, discriminated by `kind`, in source order.
 *
 * The checker (`compiler/check.ts`) fills in the annotation fields marked "set by the checker":
 * each expression's `type`, each name's `binding`, folded constant sets and rule indexes. After a
 * successful check they are all present; see `compiler/checkedProgram.ts`.
 *
 * @packageDocumentation
 */
import type { Span } from "./diagnostic.ts";

export type { Span } from "./diagnostic.ts";

/** A square index 0..63: a1 = 0, b1 = 1, ..., h8 = 63 (rank * 8 + file). */
export type SquareIndex = number;

/** The value types of spec §4. */
export type ValueType = "square" | "set" | "number" | "boolean";

/** A constant square set as two int32 halves: `lo` holds a1..h4 (bits 0..31), `hi` a5..h8. */
export interface ConstantSet {
  readonly lo: number;
  readonly hi: number;
}

/** Which side a designator, fact or verdict names. After normalisation strong is white. */
export type SideName = "strong" | "weak";

/** Piece counts of one side, king not counted. */
export interface Army {
  readonly queens: number;
  readonly rooks: number;
  readonly bishops: number;
  readonly knights: number;
}

/** A material signature such as `KNNKB`: the strong side's army, then the weak side's. */
export interface Material {
  /** Canonical spelling, e.g. `KNNKB`. */
  readonly name: string;
  readonly strong: Army;
  readonly weak: Army;
}

interface NodeBase {
  readonly span: Span;
}

// ---------------------------------------------------------------------------------------------
// Expressions

interface ExprBase extends NodeBase {
  /** Set by the checker: the value type of this expression. */
  type?: ValueType;
  /** Set by the checker on set-valued expressions whose value never depends on the position. */
  constant?: ConstantSet;
}

/** `42` */
export interface NumberLiteral extends ExprBase {
  readonly kind: "number";
  readonly value: number;
}

/** One item of a square list: a square `c3` or a region `a1-d4` / `a1-d1-d4`. */
export interface SquareItem extends NodeBase {
  readonly kind: "square" | "rectangle" | "triangle";
  /** As written, e.g. `a1-d1-d4`. */
  readonly text: string;
  /** The corner squares as written (one for a square). */
  readonly corners: readonly SquareIndex[];
}

/** `c3`, `a1-d4`, `c3 f3 c6 f6`: one square (type square) or the union of the items (set). */
export interface SquareList extends ExprBase {
  readonly kind: "squareList";
  readonly items: readonly SquareItem[];
}

/** `file a`, `rank 8`, `dark squares`, `light squares`, `all squares`, `no squares` */
export interface NamedRegion extends ExprBase {
  readonly kind: "namedRegion";
  readonly region: "file" | "rank" | "dark" | "light" | "all" | "none";
  /** For `file`/`rank`: 0..7 (file a = 0, rank 1 = 0), or -1 when the letter/number is bad. */
  readonly index: number;
  /** For `file`/`rank`: the argument as written and its span. */
  readonly argument?: { readonly text: string; readonly span: Span };
}

/** A use of a `squares` constant or a `let`. */
export interface NameRef extends ExprBase {
  readonly kind: "name";
  readonly name: string;
  /** Set by the checker: the declaration this name refers to. */
  binding?: Binding;
}

/** The piece words of designators. `minor` is bishop or knight; `pieces` includes the king. */
export type PieceWord = "king" | "knight" | "bishop" | "rook" | "queen" | "minor" | "pieces";

/** `strong king`, `weak knights`, `weak minor`, `strong pieces`, ... (spec §6) */
export interface Designator extends ExprBase {
  readonly kind: "designator";
  readonly side: SideName;
  readonly piece: PieceWord;
  /** Plural words (`knights`, `minors`, `pieces`) are sets; singular ones are squares. */
  readonly plural: boolean;
  /** As written, e.g. `weak knights`. */
  readonly text: string;
}

/** `strong side to move`, `weak side to move` */
export interface SideToMove extends ExprBase {
  readonly kind: "sideToMove";
  readonly side: SideName;
}

/** `in check`, `checkmate`, `stalemate`: about the side to move. */
export interface GameFact extends ExprBase {
  readonly kind: "gameFact";
  readonly fact: "check" | "checkmate" | "stalemate";
}

/** `in KNNKB`: the position's material, strong side first. */
export interface InMaterial extends ExprBase {
  readonly kind: "inMaterial";
  /** As written; `material` is undefined when the word is not a valid material. */
  readonly text: string;
  readonly material: Material | undefined;
  readonly materialSpan: Span;
}

/** `attacks of strong side`: every square that side attacks, with real occupancy. */
export interface SideAttacks extends ExprBase {
  readonly kind: "sideAttacks";
  readonly side: SideName;
}

/** `occupied`: every occupied square. */
export interface Occupied extends ExprBase {
  readonly kind: "occupied";
}

/** `moved from`, `moved to`: the squares of the strong side's move (reject only). */
export interface MovedSquare extends ExprBase {
  readonly kind: "moved";
  readonly end: "from" | "to";
}

/** Function names of spec §5. */
export type FunctionName =
  | "distance"
  | "manhattan"
  | "edge_distance"
  | "corner_distance"
  | "knight_distance"
  | "king_walk"
  | "min"
  | "max"
  | "abs";

/** `distance(a, b)`, `abs(x)`, `king_walk(from, within)`, ... */
export interface Call extends ExprBase {
  readonly kind: "call";
  readonly fn: FunctionName;
  readonly args: readonly Expr[];
}

/**
 * `spread(reach)`: a function the file defines (`let spread(region) = ...`) applied to arguments.
 * The checker's first stage expands it into the function's body, so no later stage meets one.
 */
export interface Apply extends ExprBase {
  readonly kind: "apply";
  readonly fn: string;
  readonly fnSpan: Span;
  readonly args: readonly Expr[];
}

/** `if C then A otherwise B` */
export interface Conditional extends ExprBase {
  readonly kind: "conditional";
  readonly condition: Expr;
  readonly then: Expr;
  readonly otherwise: Expr;
}

/** The prefix operators of level 7 (and `not` of level 3). */
export type UnaryOperator =
  | "not"
  | "negate"
  | "empty"
  | "complement"
  | "count"
  | "one"
  | "first"
  | "last"
  | "fileOf"
  | "rankOf"
  | "before";

/** `not A`, `-A`, `empty S`, `count of S`, `file of X`, `before X`, ... */
export interface Unary extends ExprBase {
  readonly kind: "unary";
  readonly operator: UnaryOperator;
  readonly operand: Expr;
}

/** The attacking piece of `king attacks of X`, ... */
export type AttackingPiece = "king" | "knight" | "bishop" | "rook" | "queen";

/** `knight attacks of X`: squares attacked from any square of X (sliders see real occupancy). */
export interface Attacks extends ExprBase {
  readonly kind: "attacks";
  readonly piece: AttackingPiece;
  readonly operand: Expr;
}

/** Binary operators, by spelling. */
export type BinaryOperator = "or" | "and" | "=" | "!=" | "<" | "<=" | ">" | ">=" | "+" | "-" | "*";

/** `A and B`, `A + B`, `A < B`, ... (left-associative). */
export interface Binary extends ExprBase {
  readonly kind: "binary";
  readonly operator: BinaryOperator;
  readonly left: Expr;
  readonly right: Expr;
}

/** `X in S`, `X on S`, `X not in S`, `X not on S` */
export interface Membership extends ExprBase {
  readonly kind: "membership";
  /** `in` or `on` as written (synonyms; the formatter keeps the one written). */
  readonly word: "in" | "on";
  readonly negated: boolean;
  readonly element: Expr;
  readonly set: Expr;
}

/** `X attacked by strong side`: some square of X is attacked by that side. */
export interface AttackedBy extends ExprBase {
  readonly kind: "attackedBy";
  readonly target: Expr;
  readonly side: SideName;
}

/** `( A )`: kept so that the formatter prints the parentheses the author wrote. */
export interface Parenthesized extends ExprBase {
  readonly kind: "paren";
  readonly inner: Expr;
}

/** Any expression. */
export type Expr =
  | NumberLiteral
  | SquareList
  | NamedRegion
  | NameRef
  | Designator
  | SideToMove
  | GameFact
  | InMaterial
  | SideAttacks
  | Occupied
  | MovedSquare
  | Call
  | Apply
  | Conditional
  | Unary
  | Attacks
  | Binary
  | Membership
  | AttackedBy
  | Parenthesized;

// ---------------------------------------------------------------------------------------------
// Verdicts and examples

/** Whom a verdict names: the side to move, or a side by name (translated to the side to move). */
export type VerdictSubject = "sideToMove" | SideName;

/**
 * A verdict of spec §7.1. `fail` and `draw` have no subject. `mated` with no `distance` is
 * "is mated" (checkmate now).
 */
export interface Verdict extends NodeBase {
  readonly kind: "verdict";
  readonly outcome: "fail" | "draw" | "wins" | "loses" | "mates" | "mated";
  readonly subject: VerdictSubject | undefined;
  /** `fail extend` */
  readonly extend: boolean;
  /** N of `mates in N` / `is mated in N`; undefined when not written. */
  readonly distance: number | undefined;
  readonly distanceSpan: Span | undefined;
}

/** What an example expects. */
export type Expectation =
  | { readonly kind: "verdict"; readonly verdict: Verdict; readonly span: Span }
  | { readonly kind: "class"; readonly name: string; readonly nameSpan: Span; readonly span: Span }
  | { readonly kind: "residual"; readonly span: Span }
  | { readonly kind: "rejected"; readonly span: Span }
  | { readonly kind: "allowed"; readonly span: Span };

/** `example "FEN": expectation` or `example "FEN" MOVE: rejected|allowed` */
export interface Example extends NodeBase {
  readonly kind: "example";
  readonly fen: string;
  readonly fenSpan: Span;
  readonly move: string | undefined;
  readonly moveSpan: Span | undefined;
  readonly expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Declarations and statements

/** `squares NAME = set_expr`: a constant square set. */
export interface SquaresDecl extends NodeBase {
  readonly kind: "squares";
  readonly name: string;
  readonly nameSpan: Span;
  readonly value: Expr;
}

/** `let NAME = expr`: a per-position binding; `let NAME(P, ...) = expr`: a function. */
export interface LetDecl extends NodeBase {
  readonly kind: "let";
  readonly name: string;
  readonly nameSpan: Span;
  /** A function's parameters, in order; empty for a plain binding. */
  readonly params: readonly Parameter[];
  readonly value: Expr;
}

/** A parameter of a function `let`. */
export interface Parameter {
  readonly name: string;
  readonly span: Span;
}

/** What a name can refer to. */
export type Binding = SquaresDecl | LetDecl;

/** One `if C then ...` or `otherwise if C then ...` arm of an if statement. */
export interface IfBranch extends NodeBase {
  readonly condition: Expr;
  readonly body: readonly Statement[];
}

/** `if ... then ... (otherwise if ... then ...)* (otherwise ...)? end` */
export interface IfStatement extends NodeBase {
  readonly kind: "if";
  readonly branches: readonly IfBranch[];
  readonly otherwise: readonly Statement[] | undefined;
  /** Where `otherwise` (the final one, without `if`) is written. */
  readonly otherwiseSpan: Span | undefined;
}

/** A verdict as a statement: the rule decides. */
export interface VerdictStatement extends NodeBase {
  readonly kind: "verdictStatement";
  readonly verdict: Verdict;
}

/** Statements of a verdict rule's body. */
export type Statement = LetDecl | IfStatement | VerdictStatement | Example;

// ---------------------------------------------------------------------------------------------
// Rules, classes, sections, file

interface RuleBase extends NodeBase {
  readonly name: string;
  readonly nameSpan: Span;
  /** The human sentence after the colon. */
  readonly sentence: string;
  /** Set by the checker: the rule's index in `CheckedProgram.rules`. */
  index?: number;
}

/** A rule of `recognize`, `stop` or `halt`. */
export interface VerdictRule extends RuleBase {
  readonly kind: "verdictRule";
  readonly condition: Expr | undefined;
  /** The `then` keyword after the condition (the formatter keeps comments on its side of it). */
  readonly thenSpan: Span | undefined;
  readonly body: readonly Statement[];
}

/** A ranking class of `blackeval` or `whiteval`. */
export interface ClassDecl extends RuleBase {
  readonly kind: "class";
  readonly lets: readonly LetDecl[];
  readonly condition: Expr | undefined;
  readonly score: Expr | undefined;
  readonly examples: readonly Example[];
}

/** A rule of `reject`. */
export interface RejectRule extends RuleBase {
  readonly kind: "rejectRule";
  readonly lets: readonly LetDecl[];
  readonly condition: Expr;
  readonly examples: readonly Example[];
}

/** A rule of any section. */
export type AnyRule = VerdictRule | ClassDecl | RejectRule;

/** Section keywords. */
export type SectionKind = "recognize" | "stop" | "halt" | "blackeval" | "whiteval" | "reject";

/** A section and its items in source order. */
export interface Section extends NodeBase {
  readonly kind: "section";
  readonly section: SectionKind;
  /** Where the keyword is. */
  readonly keywordSpan: Span;
  readonly items: readonly (LetDecl | Example | AnyRule)[];
}

/** `normalise D on S`: one step of board normalisation (spec §3.1). */
export interface NormaliseStep extends NodeBase {
  readonly kind: "normalise";
  readonly designator: Designator;
  readonly word: "on" | "in";
  readonly target: Expr;
}

/** A material in the header, as written. */
export interface MaterialRef extends NodeBase {
  readonly text: string;
  /** Undefined when the word is not a valid material (already reported by the lexer). */
  readonly material: Material | undefined;
}

/** `endgame M, M ...` and the `normalise` steps. */
export interface Header extends NodeBase {
  readonly materials: readonly MaterialRef[];
  readonly normalise: readonly NormaliseStep[];
}

/** A `--` comment, kept for the formatter. */
export interface Comment extends NodeBase {
  /** Including the leading `--`. */
  readonly text: string;
}

/** A whole `.pat` file. */
export interface PatFile extends NodeBase {
  readonly kind: "file";
  readonly fileName: string;
  readonly header: Header;
  readonly declarations: readonly (SquaresDecl | LetDecl | Example)[];
  readonly sections: readonly Section[];
  readonly comments: readonly Comment[];
}
