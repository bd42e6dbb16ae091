// `npm run test:cluster`: the cluster's tests alone (apps/server/src/cluster.test.ts and
// cluster-script.test.ts, also part of `npm test`): two instances behind HAProxy on PostgreSQL at
// TEST_DATABASE_URL, with the S3 stand-in, and `npm run cluster` itself. Installs Debian's haproxy
// when it is missing, and prints the time taken.
import { ensureInstall, run } from "./ensure-install.mjs";
import { ensureHaproxy } from "./haproxy.mjs";

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    "The cluster test runs on PostgreSQL: set TEST_DATABASE_URL to a server it may create a database on,\n" +
      "e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:cluster",
  );
  process.exit(1);
}
ensureInstall();
ensureHaproxy();
const started = Date.now();
const status = run("npm", ["exec", "--", "vitest", "run", "-c", "apps/server/vitest.cluster.config.ts"]);
console.log(`\nCluster tests: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status);
