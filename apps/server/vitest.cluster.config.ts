import { defineConfig } from "vitest/config";

// The cluster test (src/cluster.test.ts) alone, for `npm run test:cluster`: two instances behind
// HAProxy on PostgreSQL and the S3 stand-in, each a process of its own. `npm test` runs it too, with
// the server tests. It makes its own database beside TEST_DATABASE_URL's and needs none of the
// server tests' templates, so this config has no global setup.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "cluster",
    environment: "node",
    pool: "forks",
    include: ["src/cluster.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
