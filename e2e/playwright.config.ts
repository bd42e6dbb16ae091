import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

// The product is started exactly as `npm start` starts it, on a fresh embedded database, and also
// on PostgreSQL when TEST_DATABASE_URL is set. Every journey runs on the embedded database. On
// PostgreSQL the journeys whose writes lean most on the database run again: money (a payment and its
// callbacks), a booking conflict (locks), a fault report with its files, a message and a sign-up.
// The rest run once: every query they make is also run on PostgreSQL by the server tests, which
// prove the database's part of them (sign-in, password reset, profile changes, the conversation and
// plain bookings among them), and on two cores each second pass made CI minutes longer.
const WRITES = [
  "bookings/conflict.spec.ts",
  "faults/report.spec.ts",
  "messages/**",
  "payments/**",
  "sign-up/sign-up.spec.ts",
];
const root = join(import.meta.dirname, "..");
// Build once here, before the servers start, so two servers never build at the same time.
if (!process.env.TEST_WORKER_INDEX) {
  const build = spawnSync("node", ["scripts/build-web.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("web build failed");
}

// E2E_PORT lets two runs on one machine use different ports.
const port = Number(process.env.E2E_PORT ?? 3100);
const servers: { name: string; port: number; env: Record<string, string>; testMatch?: string[] }[] = [
  { name: "pglite", port, env: { DATA_DIR: mkdtempSync(join(tmpdir(), "portal-e2e-")) } },
];
if (process.env.TEST_DATABASE_URL) {
  servers.push({
    name: "postgres",
    port: port + 1,
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
    testMatch: WRITES.map((glob) => (glob.endsWith(".ts") ? glob : `${glob}/*.spec.ts`)),
  });
}

const config: PlaywrightTestConfig = defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy machine: a journey that works passes as soon as its pages answer, and the
  // waits only decide how long a broken one takes to fail.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json"]],
  use: {
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    locale: "fi-FI",
    timezoneId: "Europe/Helsinki",
    trace: "retain-on-failure",
  },
  projects: [
    // The reviewed images (look/) are of the demo world as seeded, so they are taken before any
    // journey writes to the embedded database (a journey's new fault report would lengthen home).
    {
      name: "look",
      testMatch: "look/**/*.spec.ts",
      use: { browserName: "chromium" as const, baseURL: `http://localhost:${port}` },
    },
    ...servers.map((s) => ({
      name: s.name,
      ...(s.testMatch ? { testMatch: s.testMatch } : { testIgnore: "look/**", dependencies: ["look"] }),
      use: { browserName: "chromium" as const, baseURL: `http://localhost:${s.port}` },
    })),
  ],
  webServer: servers.map((s) => ({
    command: `node scripts/start.mjs`,
    cwd: root,
    // Ready, not only alive: the jobs' first passes (today's notifications) are done by then.
    url: `http://localhost:${s.port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Every journey comes from one address, in parallel: the per-address limits are tested by the server tests.
    env: {
      ...s.env,
      PORT: String(s.port),
      HOST: "localhost",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      SIGN_IN_LIMIT_PER_ADDRESS: "1000",
      CODE_LIMIT_PER_ADDRESS: "1000",
      RATE_LIMIT_FACTOR: "100",
      CONNECTIONS_PER_ADDRESS: "0",
    },
  })),
});

export default config;
