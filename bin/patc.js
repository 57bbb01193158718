#!/usr/bin/env node
// The published entry point stays plain JavaScript so that `npx patc` works straight after
// `npm ci`: it registers tsx's loader and hands over to the TypeScript CLI.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./cli.ts");
process.exitCode = await main(process.argv);
