import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Builds the endgame tables once (cached in .cache/tables or $PATC_TABLES).
    globalSetup: ["test/tables/globalSetup.ts"],
    // fast-check's seed, fixed unless FC_SEED says otherwise.
    setupFiles: ["test/support/fastCheckSeed.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
