/**
 * The HEDEAM chooser's knobs as command-line options, spelled and checked the same way by every
 * command that runs the chooser (`play`, `trace`, `verify kbnk`, `verify kbnk-change`).
 */
import { Option } from "commander";
import {
  type ChooserOptions,
  DEFAULT_DEEPENING,
  DEFAULT_DEPTH,
  MAX_DEEPENING,
  MAX_DEPTH,
} from "../runtime/hedeam/chooser.ts";
import { parseWhole } from "./kbnkStart.ts";

/** The options {@link depthOption} and {@link deepenOption} add, as commander parses them. */
export interface ChooserFlags {
  depth: number;
  deepen: number;
}

/** `--depth <moves>`: white moves the chooser searches. */
export function depthOption(): Option {
  return new Option("--depth <moves>", `white moves the chooser searches, 1 to ${MAX_DEPTH}`)
    .argParser(parseWhole(MAX_DEPTH))
    .default(DEFAULT_DEPTH);
}

/** `--deepen <moves>`: white moves a stuck position is searched deeper. */
export function deepenOption(): Option {
  return new Option(
    "--deepen <moves>",
    `the most white moves a stuck position is searched deeper, 0 to ${MAX_DEEPENING}`,
  )
    .argParser(parseWhole(MAX_DEEPENING, 0))
    .default(DEFAULT_DEEPENING);
}

/** The chooser's options from the parsed flags. */
export function chooserOptions(flags: ChooserFlags): ChooserOptions {
  return { depth: flags.depth, deepen: flags.deepen };
}
