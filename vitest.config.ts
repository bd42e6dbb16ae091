import { defineConfig } from "vitest/config";

// Each workspace keeps its own config; `npm test` runs them all as projects.
export default defineConfig({
  test: {
    projects: [
      "packages/schemas/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/server/vitest.config.ts",
    ],
  },
});
