/**
 * The examples written in the pattern files, run on the compiled code. The checker already runs
 * them on the interpreter (PAT603); here the same expectations must hold for what the search runs.
 */
import { describe, expect, it } from "vitest";
import { strongSideOf, verdictCode } from "../../compiler/interpret.ts";
import { parseFen } from "../../runtime/fen.ts";
import { parseMove } from "../../runtime/notation.ts";
import { FIXTURE_FILES, loadFile, PATTERN_FILES } from "../support/patternFiles.ts";

describe("examples on compiled code", () => {
  for (const path of [...PATTERN_FILES, ...FIXTURE_FILES]) {
    it(path, async () => {
      const { program, module } = await loadFile(path);
      const out = new Int32Array(1);
      let checked = 0;
      for (const { example, rule } of program.examples) {
        const pos = parseFen(example.fen);
        const expect_ = example.expect;
        const where = `${path}:${example.span.line}`;
        if (expect_.kind === "verdict") {
          const useRecognize =
            rule !== undefined ? rule.section === "recognize" : module.recognize !== undefined;
          const explained = useRecognize ? module.recognizeExplained! : module.classifyExplained!;
          const strongToMove = pos.turn === strongSideOf(program, pos);
          expect(explained(pos, out), where).toBe(verdictCode(expect_.verdict, strongToMove));
          if (rule !== undefined) expect(out[0], where).toBe(rule.index);
        } else if (expect_.kind === "class" || expect_.kind === "residual") {
          module.evaluateExplained!(pos, out);
          const actual = out[0]! < 0 ? "residual" : program.rules[out[0]!]!.name;
          expect(actual, where).toBe(expect_.kind === "residual" ? "residual" : expect_.name);
        } else {
          const move = parseMove(pos, example.move!);
          const rejected = module.rejectExplained!(pos, move, out);
          expect(rejected, where).toBe(expect_.kind === "rejected");
          if (rule !== undefined && rejected) expect(out[0], where).toBe(rule.index);
        }
        checked++;
      }
      expect(checked).toBe(program.examples.length);
    });
  }
});
