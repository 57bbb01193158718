/**
 * The formatter: prints a parsed file in the canonical layout, keeping every comment.
 *
 * Layout: top-level items at column 0; statements of a rule indented by 2 and nested blocks by 2
 * more; one space around operators; conditions that are too long for 100 columns, or that have
 * comments inside, are broken before `and`/`or` (then `+`, `-`, `*`), each continuation line
 * indented one column deeper and starting with its operator; a list of squares that is too long
 * is filled line by line, its continuation lines indented one column deeper. Blank lines are
 * kept (at most one in a row) and one is always put before a section or a rule.
 *
 * Comments are placed by source position: a comment that shared a source line with code stays
 * at the end of the printed line holding that code; a comment on its own line stays on its own
 * line before the code that followed it. The printer emits the file's own tokens in their own
 * order, so parsing the output gives the same AST (tested), and formatting is idempotent.
 *
 * @packageDocumentation
 */
import type * as A from "./ast.ts";
import type { Diagnostic } from "./diagnostic.ts";
import { parse } from "./parse.ts";

const WIDTH = 100;

/** A printed line before comments are placed. */
interface Line {
  indent: number;
  text: string;
  /** Source range of the code on this line. */
  start: number;
  end: number;
  /** The first line of a declaration, statement, rule or section (may get a blank line). */
  item: boolean;
  /** Always preceded by a blank line (sections and rules), unless first in the file. */
  forceBlank: boolean;
  trailing: string[];
}

/** A piece of a broken expression: text plus the source range it covers. */
interface Piece {
  text: string;
  start: number;
  end: number;
  /** Indentation when this piece starts a continuation line. */
  indent: number;
}

/** A part of an if-otherwise arm: its leading word (`if `, `then `, `otherwise `) and expression. */
type Part = [word: string, e: A.Expr];

function quote(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** The verdict in the language's words, as written (side names kept). */
export function verdictSource(v: A.Verdict): string {
  const subject = v.subject === "sideToMove" ? "side to move" : `${v.subject} side`;
  switch (v.outcome) {
    case "fail":
      return v.extend ? "fail extend" : "fail";
    case "draw":
      return "draw";
    case "wins":
      return `${subject} wins`;
    case "loses":
      return `${subject} loses`;
    case "mates":
      return `${subject} mates in ${v.distance}`;
    case "mated":
      return v.distance === undefined
        ? `${subject} is mated`
        : `${subject} is mated in ${v.distance}`;
  }
}

const unaryWords: Record<A.UnaryOperator, string> = {
  not: "not ",
  negate: "-",
  empty: "empty ",
  complement: "complement ",
  count: "count of ",
  one: "one of ",
  first: "first of ",
  last: "last of ",
  fileOf: "file of ",
  rankOf: "rank of ",
  before: "before ",
};

/** An expression on one line. */
export function exprSource(e: A.Expr): string {
  switch (e.kind) {
    case "number":
      return String(e.value);
    case "squareList":
      return e.items.map((i) => i.text).join(" ");
    case "namedRegion":
      switch (e.region) {
        case "file":
        case "rank":
          return `${e.region} ${e.argument!.text}`;
        case "none":
          return "no squares";
        default:
          return `${e.region} squares`;
      }
    case "name":
      return e.name;
    case "designator":
      return e.text;
    case "sideToMove":
      return `${e.side} side to move`;
    case "gameFact":
      return e.fact === "check" ? "in check" : e.fact;
    case "inMaterial":
      return `in ${e.text}`;
    case "sideAttacks":
      return `attacks of ${e.side} side`;
    case "occupied":
      return "occupied";
    case "moved":
      return `moved ${e.end}`;
    case "call":
    case "apply":
      return `${e.fn}(${e.args.map(exprSource).join(", ")})`;
    case "conditional":
      return `if ${exprSource(e.condition)} then ${exprSource(e.then)} otherwise ${exprSource(e.otherwise)}`;
    case "unary": {
      const operand = exprSource(e.operand);
      // `- -x` must not become `--x`, which would start a comment.
      if (e.operator === "negate" && operand.startsWith("-")) return `- ${operand}`;
      return unaryWords[e.operator] + operand;
    }
    case "attacks":
      return `${e.piece} attacks of ${exprSource(e.operand)}`;
    case "binary":
      return `${exprSource(e.left)} ${e.operator} ${exprSource(e.right)}`;
    case "membership":
      return `${exprSource(e.element)} ${e.negated ? "not " : ""}${e.word} ${exprSource(e.set)}`;
    case "attackedBy":
      return `${exprSource(e.target)} attacked by ${e.side} side`;
    case "paren":
      return `(${exprSource(e.inner)})`;
  }
}

const LOOSENESS: Partial<Record<A.BinaryOperator, number>> = {
  or: 0,
  and: 1,
  "+": 2,
  "-": 2,
  "*": 3,
};

/** Operands and operators of a left-associative chain of operators of one precedence level. */
function flatten(e: A.Binary): { operands: A.Expr[]; operators: A.BinaryOperator[] } {
  const level = LOOSENESS[e.operator];
  const operands: A.Expr[] = [];
  const operators: A.BinaryOperator[] = [];
  let node: A.Expr = e;
  while (node.kind === "binary" && LOOSENESS[node.operator] === level) {
    operands.unshift(node.right);
    operators.unshift(node.operator);
    node = node.left;
  }
  operands.unshift(node);
  return { operands, operators };
}

class Printer {
  readonly lines: Line[] = [];

  constructor(private readonly commentOffsets: readonly number[]) {}

  private hasCommentInside(start: number, end: number): boolean {
    return this.commentOffsets.some((c) => c > start && c < end);
  }

  /**
   * Lays out `e` as pieces for consecutive lines; the first goes after a prefix, later ones are
   * continuation lines at `indent`. `extra` is how many columns surround the first line.
   */
  private pieces(e: A.Expr, indent: number, extra: number): Piece[] {
    const whole: Piece = { text: exprSource(e), start: e.span.start, end: e.span.end, indent };
    const fits = indent + extra + whole.text.length <= WIDTH;
    if (fits && !this.hasCommentInside(e.span.start, e.span.end)) return [whole];
    if (e.kind === "binary" && LOOSENESS[e.operator] !== undefined) {
      const { operands, operators } = flatten(e);
      const logical = e.operator === "and" || e.operator === "or";
      const result = this.pieces(operands[0]!, indent + 1, extra);
      operands.slice(1).forEach((operand, i) => {
        const op = `${operators[i]} `;
        const sub = this.pieces(operand, indent + 1, op.length + 1);
        const first = { ...sub[0]!, text: op + sub[0]!.text, indent };
        // Arithmetic and set chains are filled line by line; and/or chains get a line each.
        if (!logical && sub.length === 1) this.fill(result, first, extra);
        else result.push(first, ...sub.slice(1));
      });
      return result;
    }
    if (e.kind === "squareList") {
      // Filled line by line, like an arithmetic chain.
      const result: Piece[] = [];
      for (const item of e.items) {
        this.fill(
          result,
          { text: item.text, start: item.span.start, end: item.span.end, indent },
          extra,
        );
      }
      return result;
    }
    if (e.kind === "conditional") {
      // An if-otherwise chain is filled line by line too, broken before an `otherwise`.
      const result: Piece[] = [];
      let arm: A.Expr = e;
      let word = "";
      while (arm.kind === "conditional") {
        const parts: Part[] = [
          [`${word}if `, arm.condition],
          ["then ", arm.then],
        ];
        this.arm(result, parts, arm.span.start, indent, extra);
        arm = arm.otherwise;
        word = "otherwise ";
      }
      this.arm(result, [["otherwise ", arm]], arm.span.start, indent, extra);
      return result;
    }
    if (e.kind === "paren") {
      const sub = this.pieces(e.inner, indent, extra + 2);
      sub[0] = { ...sub[0]!, text: `(${sub[0]!.text}`, start: e.span.start };
      const last = sub[sub.length - 1]!;
      sub[sub.length - 1] = { ...last, text: `${last.text})`, end: e.span.end };
      return sub;
    }
    if (e.kind === "unary" && e.operator !== "negate") {
      const word = unaryWords[e.operator];
      const sub = this.pieces(e.operand, indent, extra + word.length);
      sub[0] = { ...sub[0]!, text: word + sub[0]!.text, start: e.span.start };
      return sub;
    }
    return [whole];
  }

  /**
   * Adds one arm of an if-otherwise chain (`parts`, each a word and its expression) to `pieces`:
   * filled as one piece when it fits a line of its own, else broken before each word, and each
   * part further as needed. `start` is where the arm begins in the source.
   */
  private arm(pieces: Piece[], parts: Part[], start: number, indent: number, extra: number): void {
    const text = parts.map(([word, e]) => word + exprSource(e)).join(" ");
    const end = parts[parts.length - 1]![1].span.end;
    if ((pieces.length === 0 ? extra : indent) + text.length <= WIDTH) {
      this.fill(pieces, { text, start, end, indent }, extra);
    } else {
      for (const [word, e] of parts) this.prefixed(pieces, word, e, indent, extra);
    }
  }

  /**
   * Adds `word` and `e`'s pieces to `pieces`: the first filled onto the last line when it fits
   * there, the rest on continuation lines.
   */
  private prefixed(pieces: Piece[], word: string, e: A.Expr, indent: number, extra: number): void {
    const sub = this.pieces(e, indent + 1, word.length + 1);
    this.fill(
      pieces,
      { ...sub[0]!, text: word + sub[0]!.text, start: e.span.start, indent },
      extra,
    );
    pieces.push(...sub.slice(1));
  }

  /**
   * Adds `next` to the last of `pieces` (a line) when it fits there and no comment comes between
   * them, else starts a continuation line with it (or the first line, when there is none yet).
   * `extra` is how many columns surround the first line.
   */
  private fill(pieces: Piece[], next: Piece, extra: number): void {
    const last = pieces[pieces.length - 1];
    if (last === undefined) {
      pieces.push(next);
      return;
    }
    const column = pieces.length === 1 ? extra : last.indent;
    if (
      column + last.text.length + 1 + next.text.length <= WIDTH &&
      !this.hasCommentInside(last.end, next.start)
    ) {
      pieces[pieces.length - 1] = { ...last, text: `${last.text} ${next.text}`, end: next.end };
    } else {
      pieces.push(next);
    }
  }

  private push(
    indent: number,
    text: string,
    start: number,
    end: number,
    item: boolean,
    forceBlank = false,
  ) {
    this.lines.push({ indent, text, start, end, item, forceBlank, trailing: [] });
  }

  /** Prints `prefix EXPR suffix` at `indent`, breaking the expression if needed. */
  private exprLines(
    indent: number,
    prefix: string,
    e: A.Expr,
    suffix: string,
    start: number,
    item = true,
  ) {
    const pieces = this.pieces(e, indent + 1, indent + prefix.length + suffix.length);
    pieces.forEach((piece, i) => {
      const first = i === 0;
      const last = i === pieces.length - 1;
      const text = (first ? prefix : "") + piece.text + (last ? suffix : "");
      this.push(
        first ? indent : piece.indent,
        text,
        first ? Math.min(start, piece.start) : piece.start,
        piece.end,
        first && item,
      );
    });
  }

  file(f: A.PatFile): void {
    const h = f.header;
    const materials = h.materials.map((m) => m.text).join(", ");
    const headerEnd = h.materials.at(-1)?.span.end ?? h.span.start;
    this.push(0, `endgame ${materials}`, h.span.start, headerEnd, true);
    for (const step of h.normalise) {
      this.exprLines(
        0,
        `normalise ${step.designator.text} ${step.word} `,
        step.target,
        "",
        step.span.start,
      );
    }
    for (const d of f.declarations) this.topItem(d);
    for (const section of f.sections) this.section(section);
  }

  private topItem(d: A.SquaresDecl | A.LetDecl | A.Example, indent = 0): void {
    if (d.kind === "example") this.example(d, indent);
    else {
      const params = d.kind === "let" && d.params.length > 0;
      const head = params ? `${d.name}(${d.params.map((p) => p.name).join(", ")})` : d.name;
      this.exprLines(indent, `${d.kind} ${head} = `, d.value, "", d.span.start);
    }
  }

  private example(x: A.Example, indent: number): void {
    const move = x.move === undefined ? "" : ` ${x.move}`;
    let expect: string;
    switch (x.expect.kind) {
      case "verdict":
        expect = verdictSource(x.expect.verdict);
        break;
      case "class":
        expect = `class ${quote(x.expect.name)}`;
        break;
      default:
        expect = x.expect.kind;
    }
    this.push(indent, `example ${quote(x.fen)}${move}: ${expect}`, x.span.start, x.span.end, true);
  }

  private section(s: A.Section): void {
    this.push(0, s.section, s.keywordSpan.start, s.keywordSpan.end, true, true);
    for (const item of s.items) {
      switch (item.kind) {
        case "let":
        case "example":
          this.topItem(item);
          break;
        case "verdictRule":
          this.verdictRule(item);
          break;
        case "class":
          this.ruleHead("class", item);
          for (const l of item.lets) this.topItem(l, 2);
          if (item.condition !== undefined)
            this.exprLines(2, "when ", item.condition, "", item.condition.span.start);
          if (item.score !== undefined)
            this.exprLines(2, "score ", item.score, "", item.score.span.start);
          for (const x of item.examples) this.example(x, 2);
          break;
        case "rejectRule":
          this.ruleHead("rule", item);
          for (const l of item.lets) this.topItem(l, 2);
          this.exprLines(2, "when ", item.condition, "", item.condition.span.start);
          for (const x of item.examples) this.example(x, 2);
          break;
      }
    }
  }

  private ruleHead(word: string, r: A.AnyRule): void {
    this.push(
      0,
      `${word} ${quote(r.name)}: ${r.sentence}`,
      r.span.start,
      r.nameSpan.end,
      true,
      true,
    );
  }

  private verdictRule(r: A.VerdictRule): void {
    this.ruleHead("rule", r);
    if (r.condition === undefined) {
      this.block(r.body, 2);
      return;
    }
    this.exprLines(2, "when ", r.condition, "", r.condition.span.start);
    const [first, ...rest] = r.body;
    if (first?.kind === "verdictStatement") {
      // `then draw` on one line when the body starts with a verdict.
      this.push(2, `then ${verdictSource(first.verdict)}`, first.span.start, first.span.end, true);
      this.block(rest, 2);
    } else {
      // The printed `then` spans the keyword itself: a comment after it on its source line
      // trails it, and one on a later line leads the body's first statement, inside the block.
      const then = r.thenSpan ?? { start: r.span.end, end: r.span.end };
      this.push(2, "then", then.start, then.end, true);
      this.block(r.body, 4);
    }
  }

  private block(body: readonly A.Statement[], indent: number): void {
    for (const s of body) {
      switch (s.kind) {
        case "let":
        case "example":
          this.topItem(s, indent);
          break;
        case "verdictStatement":
          this.push(indent, verdictSource(s.verdict), s.span.start, s.span.end, true);
          break;
        case "if":
          s.branches.forEach((branch, i) => {
            const prefix = i === 0 ? "if " : "otherwise if ";
            this.exprLines(indent, prefix, branch.condition, " then", branch.span.start);
            this.block(branch.body, indent + 2);
          });
          if (s.otherwise !== undefined) {
            this.push(indent, "otherwise", s.otherwiseSpan!.start, s.otherwiseSpan!.end, true);
            this.block(s.otherwise, indent + 2);
          }
          this.push(indent, "end", s.span.end - 3, s.span.end, true);
          break;
      }
    }
  }
}

/** Whether the source has a blank line right before `offset` (only whitespace in between). */
function blankBefore(text: string, offset: number): boolean {
  let newlines = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === "\n") newlines++;
    else if (c !== " " && c !== "\t" && c !== "\r") break;
  }
  return newlines >= 2;
}

function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Prints `file` (parsed from `text`) in the canonical layout. */
export function formatFile(file: A.PatFile, text: string): string {
  const printer = new Printer(file.comments.map((c) => c.span.start));
  printer.file(file);
  const lines = printer.lines;

  // Place comments: trailing when on the source line where a printed line's code ends (or
  // inside its code), otherwise leading before the first printed line that follows it.
  const leading = new Map<number, A.Comment[]>();
  const atEnd: A.Comment[] = [];
  for (const comment of file.comments) {
    const at = comment.span.start;
    const inside = lines.findIndex((l) => l.start < at && at < l.end);
    if (inside >= 0) {
      lines[inside]!.trailing.push(comment.text);
      continue;
    }
    let before = -1;
    for (let i = 0; i < lines.length; i++) if (lines[i]!.end <= at) before = i;
    if (before >= 0 && lineOf(text, lines[before]!.end) === lineOf(text, at)) {
      // The latest line ending on this source line (continuation lines end later).
      lines[before]!.trailing.push(comment.text);
      continue;
    }
    const next = lines.findIndex((l) => l.start >= at);
    if (next < 0) atEnd.push(comment);
    else leading.set(next, [...(leading.get(next) ?? []), comment]);
  }

  const out: string[] = [];
  const blank = () => {
    if (out.length > 0 && out[out.length - 1] !== "") out.push("");
  };
  lines.forEach((line, i) => {
    const comments = leading.get(i) ?? [];
    const firstStart = comments[0]?.span.start ?? line.start;
    if (line.forceBlank || (line.item && blankBefore(text, firstStart))) blank();
    comments.forEach((c, j) => {
      if (j > 0 && blankBefore(text, c.span.start)) blank();
      out.push(" ".repeat(line.indent) + c.text.trimEnd());
    });
    if (comments.length > 0 && line.item && blankBefore(text, line.start) && !line.forceBlank)
      blank();
    const trailing =
      line.trailing.length > 0 ? ` ${line.trailing.map((t) => t.trimEnd()).join(" ")}` : "";
    out.push(" ".repeat(line.indent) + line.text + trailing);
  });
  atEnd.forEach((c, j) => {
    if (j === 0 || blankBefore(text, c.span.start)) {
      if (blankBefore(text, c.span.start)) blank();
    }
    out.push(c.text.trimEnd());
  });
  return out.join("\n") + "\n";
}

/** The result of {@link format}: the formatted text, or the diagnostics that prevented it. */
export interface FormatResult {
  readonly output: string | undefined;
  readonly diagnostics: Diagnostic[];
}

/** Parses and formats `text`. A file with syntax errors is not formatted. */
export function format(text: string, fileName: string): FormatResult {
  const parsed = parse(text, fileName);
  if (parsed.file === undefined || parsed.diagnostics.some((d) => d.severity === "error")) {
    return { output: undefined, diagnostics: parsed.diagnostics };
  }
  return { output: formatFile(parsed.file, text), diagnostics: parsed.diagnostics };
}
