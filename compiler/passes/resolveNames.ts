/**
 * Pass: binds every name to its declaration (spec §3.2). Top-level `squares` and `let`s are
 * visible after their declaration everywhere; section lets to the rest of their section; lets in
 * a rule to the statements after them in the same block. There is no shadowing.
 *
 * Reports unknown names with a "did you mean" (PAT201), constants that depend on the position
 * (PAT202), duplicates (PAT203), names used before their declaration (PAT204) and examples naming
 * a class that does not exist (PAT206).
 *
 * @packageDocumentation
 */
import type {
  Binding,
  Expr,
  LetDecl,
  PatFile,
  SquaresDecl,
  Statement,
  VerdictRule,
} from "../../grammar/ast.ts";
import { Messages, type Span } from "../../grammar/diagnostic.ts";
import { pieceWords } from "../../grammar/tokens.ts";
import { EVAL_SECTIONS, type ProgramUnderCheck } from "../program.ts";
import type { Pass, Session } from "../session.ts";
import { forEachExpr } from "../walk.ts";

class Scope {
  private readonly names = new Map<string, Binding>();

  constructor(readonly parent: Scope | undefined) {}

  lookup(name: string): Binding | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }

  define(binding: Binding): void {
    this.names.set(binding.name, binding);
  }

  visibleNames(): string[] {
    return [...this.names.keys(), ...(this.parent?.visibleNames() ?? [])];
  }
}

/** Edit distance between two short strings. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The candidate closest to `name`, if it is close enough to be a likely typo. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Every `squares` and `let` of `file`, in source order: the top level's, then each section's
 * and each rule's (inside `if` branches too). With their start offsets they tell a name defined
 * later from an unknown one.
 */
export function declarationsOf(file: PatFile): Binding[] {
  const declarations: Binding[] = [];
  const visitBody = (body: readonly Statement[]) => {
    for (const s of body) {
      if (s.kind === "let") declarations.push(s);
      if (s.kind === "if") {
        for (const b of s.branches) visitBody(b.body);
        if (s.otherwise !== undefined) visitBody(s.otherwise);
      }
    }
  };
  for (const item of file.declarations) {
    if (item.kind !== "example") declarations.push(item);
  }
  for (const section of file.sections) {
    for (const item of section.items) {
      if (item.kind === "let") declarations.push(item);
      else if (item.kind === "verdictRule") visitBody(item.body);
      else if (item.kind === "class" || item.kind === "rejectRule") declarations.push(...item.lets);
    }
  }
  return declarations;
}

class Resolver {
  /** Every declaration in the file, to tell "later" from "unknown". */
  private readonly declarations: Binding[];

  constructor(
    private readonly program: ProgramUnderCheck,
    private readonly session: Session,
  ) {
    this.declarations = declarationsOf(program.file);
  }

  run(): void {
    const { file } = this.program;
    const top = new Scope(undefined);

    // Normalisation targets are constants and may use any top-level `squares`.
    const constants = new Scope(undefined);
    for (const item of file.declarations) if (item.kind === "squares") constants.define(item);
    for (const step of file.header.normalise) this.resolveExpr(step.target, constants, "constant");

    for (const item of file.declarations) {
      if (item.kind === "squares") this.declare(item, top, "constant");
      else if (item.kind === "let") this.declare(item, top, "position");
    }
    for (const section of file.sections) {
      const scope = new Scope(top);
      for (const item of section.items) {
        switch (item.kind) {
          case "let":
            this.declare(item, scope, "position");
            break;
          case "verdictRule":
            this.verdictRule(item, scope);
            break;
          case "class":
          case "rejectRule": {
            const inner = new Scope(scope);
            for (const l of item.lets) this.declare(l, inner, "position");
            if (item.condition !== undefined) this.resolveExpr(item.condition, inner, "position");
            if (item.kind === "class" && item.score !== undefined) {
              this.resolveExpr(item.score, inner, "position");
            }
            break;
          }
        }
      }
    }
    this.checkExampleClasses();
  }

  private declare(decl: SquaresDecl | LetDecl, scope: Scope, mode: "constant" | "position"): void {
    this.resolveExpr(decl.value, scope, mode);
    const existing = scope.lookup(decl.name);
    if (existing !== undefined) {
      this.session.report(
        Messages.duplicateName,
        decl.nameSpan,
        { name: decl.name },
        {
          label: "defined again here",
          notes: [
            `note: '${decl.name}' is first defined on line ${existing.nameSpan.line}; there is no shadowing`,
          ],
        },
      );
      return;
    }
    scope.define(decl);
  }

  private verdictRule(rule: VerdictRule, sectionScope: Scope): void {
    if (rule.condition !== undefined) this.resolveExpr(rule.condition, sectionScope, "position");
    this.block(rule.body, new Scope(sectionScope));
  }

  private block(body: readonly Statement[], scope: Scope): void {
    for (const statement of body) {
      if (statement.kind === "let") this.declare(statement, scope, "position");
      else if (statement.kind === "if") {
        for (const branch of statement.branches) {
          this.resolveExpr(branch.condition, scope, "position");
          this.block(branch.body, new Scope(scope));
        }
        if (statement.otherwise !== undefined) this.block(statement.otherwise, new Scope(scope));
      }
    }
  }

  private resolveExpr(expr: Expr, scope: Scope, mode: "constant" | "position"): void {
    forEachExpr(expr, (e) => {
      if (e.kind !== "name") return;
      const binding = scope.lookup(e.name);
      if (binding === undefined) {
        this.reportUnknown(e.name, e.span, scope);
        return;
      }
      e.binding = binding;
      if (mode === "constant" && binding.kind === "let") {
        this.session.report(
          Messages.constantUsesLet,
          e.span,
          { name: e.name },
          {
            label: `'${e.name}' is a let, computed for each position`,
            notes: ["help: a 'squares' constant may only use squares, regions and other constants"],
          },
        );
      }
    });
  }

  private reportUnknown(name: string, span: Span, scope: Scope): void {
    const later = this.declarations.find((d) => d.name === name && d.span.start > span.start);
    if (later !== undefined) {
      this.session.report(
        Messages.usedBeforeDefined,
        span,
        { name },
        {
          notes: [
            `note: '${name}' is defined on line ${later.nameSpan.line}; move that definition up`,
          ],
        },
      );
      return;
    }
    const notes: string[] = [];
    const designator = /^(strong|weak)_(\w+)$/.exec(name);
    if (designator !== null && (pieceWords as readonly string[]).includes(designator[2]!)) {
      notes.push(`help: pieces are written with a space: '${designator[1]} ${designator[2]}'`);
    } else {
      const suggestion = closest(name, scope.visibleNames());
      if (suggestion !== undefined) notes.push(`help: did you mean '${suggestion}'?`);
      const elsewhere = this.declarations.find((d) => d.name === name);
      if (elsewhere !== undefined) {
        notes.push(
          `note: a '${name}' is defined on line ${elsewhere.nameSpan.line}, but it is not visible here`,
        );
      }
    }
    this.session.report(Messages.unknownName, span, { name }, { notes });
  }

  private checkExampleClasses(): void {
    const classNames: string[] = [];
    for (const kind of EVAL_SECTIONS) {
      for (const item of this.program.sections[kind]?.items ?? []) {
        if (item.kind === "class") classNames.push(item.name);
      }
    }
    for (const { example, rule } of this.program.examples) {
      const expect = example.expect;
      if (expect.kind !== "class") continue;
      if (rule !== undefined && rule.node.kind === "class" && rule.name !== expect.name) {
        this.session.report(
          Messages.unknownClass,
          expect.nameSpan,
          { name: expect.name },
          {
            notes: [`note: an example inside class "${rule.name}" expects that class`],
          },
        );
      } else if (!classNames.includes(expect.name)) {
        const suggestion = closest(expect.name, classNames);
        this.session.report(
          Messages.unknownClass,
          expect.nameSpan,
          { name: expect.name },
          {
            notes: suggestion === undefined ? [] : [`help: did you mean "${suggestion}"?`],
          },
        );
      }
    }
  }
}

export const resolveNames: Pass<ProgramUnderCheck> = (program, session) => {
  new Resolver(program, session).run();
};
