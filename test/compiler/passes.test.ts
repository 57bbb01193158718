/**
 * The back end's pieces one by one: frames, lowering, each optimisation, name mangling. The
 * differential tests prove the whole; these say what each part is for.
 */
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { emitProgram, lowerAndOptimize } from "../../compiler/compile.ts";
import { Frames } from "../../compiler/frames.ts";
import { SYMMETRIES } from "../../compiler/geometry.ts";
import type { IrNode, IrStmt } from "../../compiler/ir.ts";
import { lower } from "../../compiler/lower.ts";
import { commentText, mangle, stringLiteral } from "../../compiler/mangle.ts";
import { foldConstants } from "../../compiler/optimize/foldConstants.ts";
import { orderConditions } from "../../compiler/optimize/orderConditions.ts";
import { shareSubexpressions } from "../../compiler/optimize/shareSubexpressions.ts";
import type { CheckedProgram } from "../../compiler/program.ts";
import { FRAME_SQUARE, NORMALISED_FRAME } from "../../runtime/patternSupport.ts";

function checked(source: string): CheckedProgram {
  const result = checkSource(source, "test.pat", { runExamples: false });
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return result.program!;
}

/** The condition of the first rule of the first function. */
function firstCondition(body: IrStmt[]): IrNode {
  for (const s of body) {
    if (s.kind === "if") return s.cond;
    if (s.kind === "rule") return firstCondition(s.body);
  }
  throw new Error("no condition");
}

describe("frames", () => {
  it("number the symmetries in the order of spec §3.1", () => {
    SYMMETRIES.forEach((sym, k) => {
      for (let s = 0; s < 64; s++) expect(FRAME_SQUARE[64 * k + s]).toBe(sym.map(s));
    });
  });

  it("compose the colour swap (a rank mirror) with the chosen symmetry", () => {
    for (let j = 0; j < 8; j++) {
      const k = NORMALISED_FRAME[8 + j]!;
      for (let s = 0; s < 64; s++) {
        expect(FRAME_SQUARE[64 * k + s]).toBe(SYMMETRIES[j]!.map(s ^ 56));
      }
    }
  });

  it("are the identity and the colour swap when there is no normalisation step", () => {
    const frames = new Frames(checked('endgame KNNKB\nrecognize\nrule "r": s\n  draw\n'));
    expect(frames.reachable).toEqual([0, 2]);
    expect(frames.preserves("file")).toBe(true);
    expect(frames.preserves("rank")).toBe(false);
  });

  it("fold a symmetric constant to one value and keep a table for an asymmetric one", () => {
    const frames = new Frames(checked("endgame KBNK\nnormalise weak king on a1-d1-d4\n"));
    const corner = frames.setValues({ lo: 0x81, hi: 0x81000000 | 0 });
    expect(new Set(corner.lo).size).toBe(1);
    const a1 = frames.setValues({ lo: 1, hi: 0 });
    expect(new Set(a1.lo!.map((lo, k) => `${lo},${a1.hi![k]}`)).size).toBe(4);
  });
});

describe("lowering", () => {
  it("knows the side to move in halt and stop, and folds it", () => {
    const program = checked(
      'endgame KBNK\nhalt\nrule "w": s\n  when strong side to move\n  then draw\nstop\nrule "b": s\n  when strong side to move\n  then draw\n',
    );
    const module = lowerAndOptimize(program);
    const classify = module.functions[0]!;
    expect(firstCondition(classify.body).op).toBe("const");
    expect(firstCondition(classify.body).value).toBe(1);
    expect(firstCondition(classify.otherBody!).value).toBe(0);
  });

  it("treats `first of` a set of at most one piece as frame-free", () => {
    const program = checked(
      'endgame KNNKB, KNNKN\nlet m = one of weak minors\nlet n = first of strong knights\nrecognize\nrule "r": s\n  when m in a1 and n in a1\n  then draw\n',
    );
    const module = lower(program);
    const firsts: IrNode[] = [];
    const visit = (n: IrNode) => {
      if (n.op === "first") firsts.push(n);
      n.args.forEach(visit);
    };
    visit(firstCondition(module.functions[0]!.body));
    expect(firsts.map((n) => (n.value! & 1) === 1).sort()).toEqual([false, true]);
  });
});

describe("hash-consing", () => {
  /** The two conditions of a file's rules "a" and "b", lowered. */
  function twoConditions(a: string, b: string): [IrNode, IrNode] {
    const module = lower(
      checked(
        `endgame KNNKB, KNNKN\nsquares corner = a1 h1 a8 h8\nrecognize\n` +
          `rule "a": s\n  when ${a}\n  then draw\nrule "b": s\n  when ${b}\n  then draw\n`,
      ),
    );
    const conditions = module.functions[0]!.body.flatMap((s) =>
      s.kind === "rule" ? [firstCondition(s.body)] : [],
    );
    return [conditions[0]!, conditions[1]!];
  }

  it("makes one node of a commutative operation on swapped operands, written as the first", () => {
    const [union, swapped] = twoConditions(
      "empty (corner + king attacks of weak king)",
      "empty (king attacks of weak king + corner)",
    );
    expect(swapped).toBe(union);
    expect(union.args[0]!.args[0]!.op).toBe("const");
    const [sum, other] = twoConditions(
      "distance(weak king, strong king) + 1 = 3",
      "3 = 1 + distance(strong king, weak king)",
    );
    expect(other).toBe(sum);
  });

  it("keeps the operands' order of a difference, of `and` and of `or` apart", () => {
    const [difference, reversed] = twoConditions(
      "empty (corner - king attacks of weak king)",
      "empty (king attacks of weak king - corner)",
    );
    expect(reversed).not.toBe(difference);
    const [and, swapped] = twoConditions(
      "checkmate and weak king in corner",
      "weak king in corner and checkmate",
    );
    expect(swapped).not.toBe(and);
  });
});

describe("optimisations", () => {
  const source =
    "endgame KNNKB, KNNKN\nsquares corner = a1 h1 a8 h8\nrecognize\n" +
    'rule "r": s\n  when checkmate and weak king in corner and (in KNNKB or in KNNKB)\n  then draw\n' +
    'rule "q": s\n  when (king attacks of weak king) * corner = corner\n  then draw\n' +
    'rule "p": s\n  when empty (king attacks of weak king)\n  then draw\n';

  it("foldConstants simplifies logic on constants", () => {
    const module = lower(checked(source));
    foldConstants(module);
    const cond = firstCondition(module.functions[0]!.body);
    // `in KNNKB or in KNNKB` is one test.
    expect(cond.args[1]!.op).toBe("inMaterial");
  });

  it("orderConditions puts cheap tests before checkmate", () => {
    const module = lower(checked(source));
    foldConstants(module);
    orderConditions(module);
    const operands: IrNode[] = [];
    const flatten = (n: IrNode) => (n.op === "and" ? n.args.forEach(flatten) : operands.push(n));
    flatten(firstCondition(module.functions[0]!.body));
    expect(operands.map((n) => n.op)).toEqual(["inMaterial", "member", "checkmate"]);
  });

  it("shareSubexpressions binds a node used by two rules once, before the first", () => {
    const module = lowerAndOptimize(checked(source));
    const body = module.functions[0]!.body;
    const binds = body.filter((s) => s.kind === "bind");
    expect(binds).toHaveLength(2); // the weak king and its king attacks
    expect(body.indexOf(binds[1]!)).toBeLessThan(
      body.findIndex((s) => s.kind === "rule" && s.rule === 1),
    );
    void shareSubexpressions;
  });

  describe("splitConditions", () => {
    // Cheap steps of a flood fill: each is bound (it is named and cheap), before the rule unless
    // the `and` is split.
    const source =
      "endgame KBNK\nlet open = complement (attacks of strong side)\n" +
      "let s1 = open * king attacks of weak king\nlet s2 = s1 + open * king attacks of s1\n" +
      'halt\nrule "r": r\n  when weak king in a1 and count of s2 <= 3\n  then draw\n' +
      'rule "q": q\n  when weak king in a1 and strong king in c3\n  then draw\n';
    const ruleBody = (rule: number) => {
      const body = lowerAndOptimize(checked(source)).functions[0]!.body;
      const found = body.find((s) => s.kind === "rule" && s.rule === rule);
      return found?.kind === "rule" ? found.body : [];
    };

    it("computes what only the right operand of `and` reads behind the left one", () => {
      const [outer] = ruleBody(0);
      expect(outer?.kind === "if" && outer.cond.op).toBe("member");
      const inner = outer?.kind === "if" ? outer.then : [];
      const bound = inner.flatMap((s) => (s.kind === "bind" ? [s.name] : []));
      expect(bound).toEqual(expect.arrayContaining(["open", "s1"]));
      expect(inner[inner.length - 1]?.kind).toBe("if");
    });

    it("joins back a chain that gains nothing, so the code reads as the source", () => {
      const body = ruleBody(1);
      expect(body).toHaveLength(1);
      expect(body[0]?.kind === "if" && body[0].cond.op).toBe("and");
    });
  });

  describe("outlineShared", () => {
    // Seven steps of a flood fill: above OUTLINE_COST.
    const flood =
      "endgame KBNK\nlet open = complement (attacks of strong side)\n" +
      "let s1 = open * king attacks of weak king\n" +
      [2, 3, 4, 5, 6, 7]
        .map((i) => `let s${i} = s${i - 1} + open * king attacks of s${i - 1}\n`)
        .join("") +
      "let room = count of s7\n";
    const outlinedNames = (source: string) =>
      lowerAndOptimize(checked(source)).outlines.map((o) => o.name);

    it("outlines a large number that two classes score, and not its operands", () => {
      const source =
        flood +
        'whiteval\nclass "a": a\n  when count of s1 <= 2\n  score room\n' +
        'class "b": b\n  when count of s1 <= 4\n  score room\n';
      expect(outlinedNames(source)).toEqual(["room"]);
    });

    it("leaves a large let alone when one statement uses it, and a cheap one always", () => {
      const once = flood + 'whiteval\nclass "a": a\n  when count of s1 <= 2\n  score room\n';
      expect(outlinedNames(once)).toEqual([]);
      const cheap =
        "endgame KBNK\nlet near = distance(strong king, weak king)\nwhiteval\n" +
        'class "a": a\n  when near <= 2\n  score near\nclass "b": b\n  when near <= 4\n  score near\n';
      expect(outlinedNames(cheap)).toEqual([]);
    });

    it("outlines callees first, and keeps reject's uses inline", () => {
      const source =
        flood +
        "let goal = 100 - room\n" +
        'whiteval\nclass "a": a\n  when room <= 2\n  score goal\n' +
        'class "b": b\n  when room <= 4\n  score goal\n' +
        'reject\nrule "r": r\n  when room > 40\n';
      expect(outlinedNames(source)).toEqual(["room", "goal"]);
      const code = emitProgram(checked(source));
      // From the function's header to the next top-level function's doc comment.
      const functionText = (name: string) => {
        const start = code.indexOf(`function ${name}(`);
        return code.slice(start, code.indexOf("\n/**", start));
      };
      expect(functionText("let_goal")).toContain("let_room(pos");
      expect(functionText("evaluate")).toContain("let_goal(pos");
      expect(functionText("reject")).not.toContain("let_");
    });
  });
});

describe("mangling", () => {
  it("prefixes names, so reserved words and generated locals are out of reach", () => {
    expect(mangle("function")).toBe("v_function");
    expect(mangle("pos")).toBe("v_pos");
  });

  it("keeps hostile strings inside their literal and comments on one line", () => {
    const hostile = 'a"b\\c`d${e}*/\u2028f\ng';
    const literal = stringLiteral(hostile);
    expect(literal).not.toMatch(/[\u2028\n]/);
    expect(JSON.parse(literal)).toBe(hostile);
    expect(commentText(hostile)).not.toMatch(/[\u2028\u2029\n\r]/);
  });
});
