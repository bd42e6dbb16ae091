import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig, useTestApp } from "../test/harness.ts";

const HOUR = 3_600_000;

describe.each(embeddedDatabase)("the portal's jobs on $name", (target) => {
  const t = useTestApp(target);
  let app: App;
  beforeAll(async () => {
    // As the runtime builds the app: the whole configuration, an external content service among it.
    const config = loadConfig({
      SANDBOX: "true",
      HOUSEKEEPING_INTERVAL_MS: "1000",
      NOTIFICATIONS_INTERVAL_MS: "2000",
      CONTENT_API_URL: "https://cms.example.fi/wp-json",
      CONTENT_SYNC_INTERVAL_MS: "3000",
      PAYMENT_RECONCILE_INTERVAL_MS: "4000",
    });
    app = await buildApp({ config: { ...config, ...testAppConfig }, db: t.database.db, logger: false });
  });
  afterAll(async () => app?.close());

  it("are housekeeping and the modules' jobs, each with its interval, where it runs and its first pass", () => {
    const jobs = app.jobs.map(({ name, intervalMs, once, first }) => ({ name, intervalMs, once, first }));
    expect(jobs[0]).toEqual({ name: "housekeeping", intervalMs: 1000, once: true, first: "at-start" });
    expect(jobs.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "content-sync", intervalMs: 3000, once: true, first: "at-start" },
      { name: "exchange", intervalMs: HOUR, once: true, first: "later" },
      { name: "housekeeping", intervalMs: 1000, once: true, first: "at-start" },
      { name: "lease-end", intervalMs: HOUR, once: true, first: "before-ready" },
      { name: "monthly-bills", intervalMs: HOUR, once: true, first: "at-start" },
      { name: "notifications", intervalMs: 2000, once: true, first: "before-ready" },
      { name: "payment-reconciliation", intervalMs: 4000, once: false, first: "at-start" },
    ]);
  });

  it("copy no content with the built-in content service, and default the intervals an app is built without", () => {
    const jobs = t.app.jobs.map(({ name, intervalMs }) => [name, intervalMs]);
    expect(jobs.map(([name]) => name)).not.toContain("content-sync");
    expect(Object.fromEntries(jobs)).toMatchObject({
      housekeeping: HOUR,
      notifications: HOUR,
      "payment-reconciliation": 60_000,
    });
  });
});
