/**
 * Pass: expands the functions a file defines (`let spread(region) = ...`, spec §3.3) into their
 * bodies at every application (`spread(reach)`), so that no later pass meets a function. A
 * function is a named expression with holes: an application is worth exactly its body with the
 * arguments in the holes, so the compiled code and the reference interpreter both see the
 * expanded expression, as if the author had written it out.
 *
 * Functions are defined at the top of the file, before their first use, and may use only what is
 * defined above them: a body means at every application what it meant where it was written (the
 * language has no shadowing, so a name in a body cannot be captured at the application). A
 * function may apply the functions above it, never itself.
 *
 * Reports a function defined inside a section or rule (PAT208), a parameter named like something
 * defined above it or like another parameter (PAT203), a body that uses a name defined only
 * below it (PAT204), an application of something that is not a function or with the wrong number
 * of arguments, and a function used without arguments (PAT306), and an application of an unknown
 * name (PAT201).
 *
 * @packageDocumentation
 */
import type {
  Example,
  Expr,
  LetDecl,
  PatFile,
  Section,
  SquaresDecl,
  Statement,
} from "../../grammar/ast.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import { functionNames } from "../../grammar/tokens.ts";
import type { ProgramUnderCheck } from "../program.ts";
import type { Pass, Session } from "../session.ts";
import { forEachExpr, mapChildren } from "../walk.ts";
import { closest, declarationsOf } from "./resolveNames.ts";

export const expandFunctions: Pass<ProgramUnderCheck> = (program, session) => {
  program.file = new Expander(program.file, session).file();
};

/** "1 argument", "2 arguments", "no arguments". */
function argumentCount(n: number): string {
  return n === 0 ? "no arguments" : n === 1 ? "1 argument" : `${n} arguments`;
}

class Expander {
  /** The functions defined so far, their bodies already expanded. */
  private readonly functions = new Map<string, LetDecl>();
  /** Where each name the file defines anywhere is first defined, to tell "later" from "unknown". */
  private readonly everywhere = new Map<string, number>();
  /** Every function the file defines, and the built-in ones, for "did you mean". */
  private readonly functionNames: string[];
  /** Functions defined where they may not be (already reported): their applications are not. */
  private readonly misplaced = new Set<string>();

  constructor(
    private readonly source: PatFile,
    private readonly session: Session,
  ) {
    for (const d of declarationsOf(source)) {
      if (!this.everywhere.has(d.name)) this.everywhere.set(d.name, d.span.start);
    }
    this.functionNames = [
      ...source.declarations.flatMap((d) =>
        d.kind === "let" && d.params.length > 0 ? [d.name] : [],
      ),
      ...functionNames,
    ];
  }

  file(): PatFile {
    const f = this.source;
    const above = new Set<string>();
    const declarations: (SquaresDecl | LetDecl | Example)[] = [];
    for (const d of f.declarations) {
      if (d.kind === "let" && d.params.length > 0) {
        this.define(d, above);
      } else if (d.kind === "example") {
        declarations.push(d);
      } else {
        declarations.push({ ...d, value: this.expand(d.value) });
      }
      if (d.kind !== "example") above.add(d.name);
    }
    const normalise = f.header.normalise.map((step) => ({
      ...step,
      target: this.expand(step.target),
    }));
    return {
      ...f,
      header: { ...f.header, normalise },
      declarations,
      sections: f.sections.map((s) => this.section(s)),
    };
  }

  /** Checks a top-level function against what is `above` it and keeps its expanded body. */
  private define(fn: LetDecl, above: ReadonlySet<string>): void {
    const params = new Set<string>();
    for (const p of fn.params) {
      if (params.has(p.name) || above.has(p.name)) {
        this.session.report(Messages.duplicateName, p.span, { name: p.name });
      }
      params.add(p.name);
    }
    forEachExpr(fn.value, (e) => {
      if (e.kind !== "name" || params.has(e.name) || above.has(e.name)) return;
      // Defined below: at an application it could mean something the author did not see here.
      if (this.everywhere.has(e.name)) {
        this.session.report(Messages.usedBeforeDefined, e.span, { name: e.name });
      }
    });
    this.functions.set(fn.name, { ...fn, value: this.expand(fn.value, params) });
  }

  private section(s: Section): Section {
    const items = s.items.flatMap((item): Section["items"][number][] => {
      switch (item.kind) {
        case "let":
          return this.local(item);
        case "example":
          return [item];
        case "verdictRule":
          return [
            {
              ...item,
              condition: item.condition && this.expand(item.condition),
              body: this.statements(item.body),
            },
          ];
        case "class":
          return [
            {
              ...item,
              lets: item.lets.flatMap((l) => this.local(l)),
              condition: item.condition && this.expand(item.condition),
              score: item.score && this.expand(item.score),
            },
          ];
        case "rejectRule":
          return [
            {
              ...item,
              lets: item.lets.flatMap((l) => this.local(l)),
              condition: this.expand(item.condition),
            },
          ];
      }
    });
    return { ...s, items };
  }

  private statements(body: readonly Statement[]): Statement[] {
    return body.flatMap((s): Statement[] => {
      switch (s.kind) {
        case "let":
          return this.local(s);
        case "if":
          return [
            {
              ...s,
              branches: s.branches.map((b) => ({
                ...b,
                condition: this.expand(b.condition),
                body: this.statements(b.body),
              })),
              otherwise: s.otherwise && this.statements(s.otherwise),
            },
          ];
        default:
          return [s];
      }
    });
  }

  /** A `let` inside a section or rule: a binding, never a function. */
  private local(l: LetDecl): LetDecl[] {
    if (l.params.length > 0) {
      this.session.report(Messages.functionNotAtTop, l.nameSpan, { name: l.name });
      this.misplaced.add(l.name);
      return [];
    }
    return [{ ...l, value: this.expand(l.value) }];
  }

  /**
   * `e` with every application replaced by the function's body, and, inside a body being defined,
   * with each of `params` left as a name (its argument comes at the application).
   */
  private expand(e: Expr, params: ReadonlySet<string> = new Set()): Expr {
    if (e.kind === "name" && !params.has(e.name) && this.functions.has(e.name)) {
      const fn = this.functions.get(e.name)!;
      this.wrongCount(e.name, fn, 0, e.span);
      return e;
    }
    if (e.kind !== "apply") return mapChildren(e, (child) => this.expand(child, params));
    const args = e.args.map((a) => this.expand(a, params));
    const fn = this.functions.get(e.fn);
    if (fn === undefined) {
      this.notAFunction(e.fn, e.fnSpan, args.length);
      return e;
    }
    if (fn.params.length !== args.length) {
      this.wrongCount(e.fn, fn, args.length, e.span);
      return e;
    }
    const bound = new Map(fn.params.map((p, i) => [p.name, args[i]!]));
    return { kind: "paren", inner: substitute(fn.value, bound), span: e.span };
  }

  private wrongCount(name: string, fn: LetDecl, given: number, span: Expr["span"]): void {
    this.session.report(Messages.wrongArgumentCount, span, {
      fn: `'${name}'`,
      expected: argumentCount(fn.params.length),
      actual: given === 0 ? "none" : String(given),
    });
  }

  private notAFunction(name: string, span: Expr["span"], given: number): void {
    if (this.misplaced.has(name)) return;
    const at = this.everywhere.get(name);
    if (at === undefined) {
      const guess = closest(name, this.functionNames);
      const notes = guess === undefined ? [] : [`help: did you mean '${guess}'?`];
      this.session.report(Messages.unknownName, span, { name }, { notes });
    } else if (at > span.start) {
      this.session.report(Messages.usedBeforeDefined, span, { name });
    } else {
      this.session.report(Messages.wrongArgumentCount, span, {
        fn: `'${name}'`,
        expected: "no arguments",
        actual: String(given),
      });
    }
  }
}

/**
 * A fresh copy of `body` with each parameter name replaced by its argument, parenthesised so that
 * the expression reads (and explains itself) as the author would have written it out. Every
 * application gets its own nodes: the checker annotates each with its own types and bindings.
 */
function substitute(body: Expr, bound: ReadonlyMap<string, Expr>): Expr {
  if (body.kind === "name") {
    const arg = bound.get(body.name);
    if (arg !== undefined) {
      const copy = copyOf(arg);
      return atomic(arg) ? copy : { kind: "paren", inner: copy, span: arg.span };
    }
  }
  return mapChildren(body, (child) => substitute(child, bound));
}

/** A fresh copy of `e`, node by node. */
function copyOf(e: Expr): Expr {
  return mapChildren(e, copyOf);
}

/** Whether `e` needs no parentheses wherever it stands. */
function atomic(e: Expr): boolean {
  return !["binary", "unary", "conditional", "membership", "attacks", "attackedBy"].includes(
    e.kind,
  );
}
