#!/usr/bin/env node
// The published entry point stays plain JavaScript so that `npx patc` works straight after
// `npm ci`: it registers tsx's loader and hands over to the TypeScript CLI.
import { register } from "tsx/esm/api";

register();
// A reader that stops early (`patc moves - < fens.txt | head`) closes our stdout; that is not an
// error worth a stack trace, so stop quietly.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
const { main } = await import("./cli.ts");
process.exitCode = await main(process.argv);
