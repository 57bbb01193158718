/**
 * The program as the checker builds it and as the back end receives it.
 *
 * {@link CheckedProgram} is the contract with the compiler back end and the reference
 * interpreter. After `check()` succeeds:
 * - every `NameRef` in the AST has its `binding` (the `squares`/`let` declaration it names);
 * - every expression has its `type` (`square`, `set`, `number` or `boolean`);
 * - every set expression that never depends on the position has its `constant` folded to lo/hi
 *   int32 halves (square 0 = a1, lo = a1..h4, hi = a5..h8), and so has every `squares` value;
 * - `rules` lists every rule, class and reject rule with a stable index (file order), its name,
 *   sentence and source line; each AST rule node has the same `index`;
 * - `materials` are the header's endgames, strong side first; `normalisation` the board
 *   normalisation steps as data; `examples` every example with where it was written.
 *
 * @packageDocumentation
 */
import type {
  AnyRule,
  ConstantSet,
  Example,
  Material,
  PatFile,
  PieceWord,
  Section,
  SectionKind,
  SideName,
  Span,
} from "../grammar/ast.ts";

/** One rule, class or reject rule, as listed in the explanation table. */
export interface RuleInfo {
  /** Stable index in file order; what `out.rule` reports. */
  readonly index: number;
  readonly section: SectionKind;
  /** Position within its section (for classes: 0 = best class). */
  readonly indexInSection: number;
  readonly name: string;
  readonly sentence: string;
  /** 1-based source line of the `rule`/`class` keyword. */
  readonly line: number;
  readonly node: AnyRule;
}

/** One `normalise D on S` step, as data. */
export interface NormalisationStep {
  readonly side: SideName;
  /** A singular piece: `king`, `knight`, `bishop`, `rook`, `queen` or `minor`. */
  readonly piece: PieceWord;
  /** The target set S, folded. */
  readonly target: ConstantSet;
  readonly span: Span;
}

/** An example and where it is written. */
export interface ExampleInfo {
  readonly example: Example;
  /** The section it is written in, if any. */
  readonly section: SectionKind | undefined;
  /** The rule or class it is written in, if any: the example asserts that this one decides. */
  readonly rule: RuleInfo | undefined;
}

/** The checked program: the input of the back end and of the reference interpreter. */
export interface CheckedProgram {
  /** The annotated AST (see the module comment for what is annotated). */
  readonly file: PatFile;
  /** The header's endgames in order, strong side first, without duplicates. */
  readonly materials: readonly Material[];
  /** The board normalisation steps, in order. */
  readonly normalisation: readonly NormalisationStep[];
  /** Each section by kind. */
  readonly sections: Readonly<Partial<Record<SectionKind, Section>>>;
  /** Every rule, class and reject rule, in file order; `rules[i].index === i`. */
  readonly rules: readonly RuleInfo[];
  /** Every example in the file. */
  readonly examples: readonly ExampleInfo[];
}

/** What the passes share while checking: the checked program being filled in. */
export interface ProgramUnderCheck {
  /** The parsed file; the first stage replaces it by the file with its functions expanded. */
  file: PatFile;
  materials: Material[];
  /**
   * Every material a rule may see: the header's, plus, when there is a `reject` section, those
   * left after the strong side captures one weak piece (reject rules look after the move).
   */
  universe: Material[];
  normalisation: NormalisationStep[];
  sections: Partial<Record<SectionKind, Section>>;
  rules: RuleInfo[];
  examples: ExampleInfo[];
}

/** How many pieces `side` has of `piece` in `material` (`pieces` counts the king too). */
export function pieceCount(material: Material, side: SideName, piece: PieceWord): number {
  const army = material[side];
  switch (piece) {
    case "king":
      return 1;
    case "queen":
      return army.queens;
    case "rook":
      return army.rooks;
    case "bishop":
      return army.bishops;
    case "knight":
      return army.knights;
    case "minor":
      return army.bishops + army.knights;
    case "pieces":
      return 1 + army.queens + army.rooks + army.bishops + army.knights;
  }
}

/** The sections whose rules give verdicts. */
export const VERDICT_SECTIONS: readonly SectionKind[] = ["recognize", "stop", "halt"];
/** The sections whose classes rank positions. */
export const EVAL_SECTIONS: readonly SectionKind[] = ["blackeval", "whiteval"];
