/**
 * Pass: lists what the file contains. Collects the header's materials (PAT207 for a duplicate),
 * the material universe, the sections, the table of rules with their stable indexes (PAT205 for
 * two rules or classes of one name in a section) and every example with where it is written.
 *
 * @packageDocumentation
 */
import type { Example, Material, Statement } from "../../grammar/ast.ts";
import { materialName } from "../../grammar/buildAst.ts";
import { Messages } from "../../grammar/diagnostic.ts";
import type { ExampleInfo, ProgramUnderCheck, RuleInfo } from "../program.ts";
import type { Pass } from "../session.ts";

/** Materials after the strong side captures one weak piece of each kind the weak side has. */
export function afterOneCapture(material: Material): Material[] {
  const result: Material[] = [];
  for (const key of ["queens", "rooks", "bishops", "knights"] as const) {
    if (material.weak[key] === 0) continue;
    const weak = { ...material.weak, [key]: material.weak[key] - 1 };
    result.push({ name: materialName(material.strong, weak), strong: material.strong, weak });
  }
  return result;
}

function bodyExamples(body: readonly Statement[], out: Example[]): void {
  for (const statement of body) {
    if (statement.kind === "example") out.push(statement);
    if (statement.kind === "if") {
      for (const branch of statement.branches) bodyExamples(branch.body, out);
      if (statement.otherwise !== undefined) bodyExamples(statement.otherwise, out);
    }
  }
}

export const indexProgram: Pass<ProgramUnderCheck> = (program, session) => {
  const { file } = program;
  for (const ref of file.header.materials) {
    if (ref.material === undefined) continue;
    const name = ref.material.name;
    if (program.materials.some((m) => m.name === name)) {
      session.report(
        Messages.duplicateMaterial,
        ref.span,
        { material: name },
        { label: "listed before" },
      );
    } else {
      program.materials.push(ref.material);
    }
  }

  program.universe = [...program.materials];
  if (file.sections.some((s) => s.section === "reject")) {
    for (const material of program.materials) {
      for (const reduced of afterOneCapture(material)) {
        if (!program.universe.some((m) => m.name === reduced.name)) program.universe.push(reduced);
      }
    }
  }

  const examples: ExampleInfo[] = [];
  for (const item of file.declarations) {
    if (item.kind === "example")
      examples.push({ example: item, section: undefined, rule: undefined });
  }
  for (const section of file.sections) {
    if (program.sections[section.section] === undefined)
      program.sections[section.section] = section;
    const names = new Map<string, RuleInfo>();
    let indexInSection = 0;
    for (const item of section.items) {
      if (item.kind === "let") continue;
      if (item.kind === "example") {
        examples.push({ example: item, section: section.section, rule: undefined });
        continue;
      }
      const info: RuleInfo = {
        index: program.rules.length,
        section: section.section,
        indexInSection: indexInSection++,
        name: item.name,
        sentence: item.sentence,
        line: item.span.line,
        node: item,
      };
      item.index = info.index;
      program.rules.push(info);
      const what = item.kind === "class" ? "class" : "rule";
      const first = names.get(item.name);
      if (first !== undefined) {
        session.report(
          Messages.duplicateRule,
          item.nameSpan,
          { what, name: item.name },
          {
            notes: [`note: the first is on line ${first.line}`],
          },
        );
      } else {
        names.set(item.name, info);
      }
      const own: Example[] = [];
      if (item.kind === "verdictRule") bodyExamples(item.body, own);
      else own.push(...item.examples);
      for (const example of own) examples.push({ example, section: section.section, rule: info });
    }
  }
  program.examples = examples;
};
