/**
 * Fuzz tests: random token soups and random mutations of real pattern files never crash or hang
 * the parser, checker or formatter; each run ends in diagnostics or success, never in an internal
 * error (PAT900); and whenever a file parses, formatting it preserves its AST and is idempotent.
 */
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../compiler/check.ts";
import { format } from "../../grammar/format.ts";
import { parse } from "../../grammar/parse.ts";
import { keywordNames } from "../../grammar/tokens.ts";
import { astShape } from "./astShape.ts";

/** One full front-end run on `text`, with the properties every run must have. */
function frontEndSurvives(text: string): void {
  const started = performance.now();
  const checked = checkSource(text, "fuzz.pat");
  const errors = checked.diagnostics.filter((d) => d.severity === "error");
  expect(checked.diagnostics.filter((d) => d.code === "PAT900")).toEqual([]);
  // Diagnostics or success: no program means at least one error says why.
  if (checked.program === undefined) expect(errors.length).toBeGreaterThan(0);
  else expect(errors).toEqual([]);
  for (const d of checked.diagnostics) {
    expect(d.span.line).toBeGreaterThanOrEqual(1);
    expect(d.span.column).toBeGreaterThanOrEqual(1);
  }

  const formatted = format(text, "fuzz.pat");
  if (formatted.output !== undefined) {
    const original = parse(text, "fuzz.pat");
    const reparsed = parse(formatted.output, "fuzz.pat");
    expect(reparsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(astShape(reparsed.file)).toBe(astShape(original.file));
    expect(format(formatted.output, "fuzz.pat").output).toBe(formatted.output);
  }
  // No hang: the whole run on one small file stays far below a second.
  expect(performance.now() - started).toBeLessThan(3000);
}

const vocabulary = [
  ...keywordNames,
  ...["a1", "h8", "c3", "a1-d4", "a1-d1-d4", "e4", "corner", "edge", "x", "weak_k", "foo_bar"],
  ...["KNNKB", "KNNKN", "KBNK", "KBK", "KNBK", "Draw", "Nb6", "0", "1", "4", "99999999"],
  ...["=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "(", ")", ",", ":", "--", "#", '"', "\\"],
  ...[
    '"8/8/8/3k4/8/8/2NN4/K6b w - - 0 1"',
    '"name"',
    '"unterminated',
    "\n",
    "\n\n",
    "-- a comment\n",
  ],
];

const tokenSoup = fc
  .array(fc.constantFrom(...vocabulary), { minLength: 0, maxLength: 60 })
  .map((tokens) => tokens.join(" "));

const headerThenSoup = tokenSoup.map((soup) => `endgame KNNKB, KNNKN\n${soup}`);

function corpus(): string[] {
  const files = [
    "patterns/knnk.pat",
    "test/language/fixtures/hedeam-sample.pat",
    ...readdirSync("test/language/diagnostics")
      .filter((f) => f.endsWith(".pat"))
      .map((f) => `test/language/diagnostics/${f}`),
  ];
  return files.map((f) => readFileSync(f, "utf8"));
}

/** A random edit of a text: delete, duplicate, insert a token, swap lines or change a character. */
const mutation = fc.record({
  kind: fc.constantFrom("delete", "duplicate", "insert", "swapLines", "replaceChar"),
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 40 }),
  token: fc.constantFrom(...vocabulary),
  other: fc.nat(),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(text: string, edits: readonly Mutation[]): string {
  let result = text;
  for (const edit of edits) {
    const at = result.length === 0 ? 0 : edit.at % result.length;
    switch (edit.kind) {
      case "delete":
        result = result.slice(0, at) + result.slice(at + edit.length);
        break;
      case "duplicate":
        result =
          result.slice(0, at + edit.length) +
          result.slice(at, at + edit.length) +
          result.slice(at + edit.length);
        break;
      case "insert":
        result = `${result.slice(0, at)} ${edit.token} ${result.slice(at)}`;
        break;
      case "swapLines": {
        const lines = result.split("\n");
        const i = edit.at % lines.length;
        const j = edit.other % lines.length;
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        result = lines.join("\n");
        break;
      }
      case "replaceChar":
        result =
          result.slice(0, at) + String.fromCharCode(32 + (edit.other % 95)) + result.slice(at + 1);
        break;
    }
  }
  return result;
}

describe("fuzzing the front end", () => {
  it("has teeth: many mutated files still parse, so the formatter properties are exercised", () => {
    const texts = corpus();
    const samples = fc.sample(
      fc.tuple(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 2 })),
      {
        numRuns: 200,
        seed: 42,
      },
    );
    const parsed = samples.filter(
      ([pick, edits]) => parse(mutate(texts[pick % texts.length]!, edits), "m.pat").file,
    );
    expect(parsed.length).toBeGreaterThan(40);
  });

  it("survives random token sequences", () => {
    fc.assert(fc.property(tokenSoup, frontEndSurvives), { numRuns: 250 });
  });

  it("survives random token sequences after a valid header", () => {
    fc.assert(fc.property(headerThenSoup, frontEndSurvives), { numRuns: 250 });
  });

  it("survives random mutations of the real pattern files", () => {
    const texts = corpus();
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), (pick, edits) => {
        frontEndSurvives(mutate(texts[pick % texts.length]!, edits));
      }),
      { numRuns: 300 },
    );
  });
});
