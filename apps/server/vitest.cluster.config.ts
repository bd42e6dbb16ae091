import { defineConfig } from "vitest/config";

// The cluster's tests alone, for `npm run test:cluster`: two instances behind HAProxy on
// PostgreSQL and the S3 stand-in, each a process of its own (src/cluster.test.ts), and `npm run
// cluster` itself (src/cluster-script.test.ts). `npm test` runs both with the server tests. They
// make their own databases beside TEST_DATABASE_URL's and need none of the server tests'
// templates, so this config has no global setup.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "cluster",
    environment: "node",
    pool: "forks",
    include: ["src/cluster.test.ts", "src/cluster-script.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
