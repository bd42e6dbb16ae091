import { defineConfig } from "vitest/config";

// Each workspace keeps its own config; `npm test` runs them all as projects.
export default defineConfig({
  test: {
    // Vitest takes one core less than the machine has, which on two cores is one file at a time;
    // the server tests mostly wait for their databases, so two at a time nearly halve the run.
    maxWorkers: 2,
    projects: [
      "packages/schemas/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/server/vitest.config.ts",
      "apps/server/vitest.isolated.config.ts",
    ],
  },
});
