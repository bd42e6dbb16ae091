import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./db/client.ts";
import { outbox } from "./db/schema/outbox.ts";
import { createOutboxRepository } from "./modules/outbox/index.ts";
import { createRuntime, type Runtime } from "./runtime.ts";
import { testDatabases } from "./test/databases.ts";
import { postgresDatabase } from "./test/postgres-copy.ts";
import { tcpProxy } from "./test/tcp-proxy.ts";
import { passwordResetMessages } from "./modules/password-reset/password-reset.messages.ts";

/** What every runtime here is started with: its own ports, the stand-ins, a short poll. */
function runtimeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), "portal-runtime-"));
  return {
    ...process.env,
    SANDBOX: "true",
    SEED_DEMO: "false",
    PORT: "0",
    HOST: "127.0.0.1",
    METRICS_PORT: "0",
    METRICS_HOST: "127.0.0.1",
    WEB_DIST: "/nonexistent-web-dist",
    DATA_DIR: dir,
    FILES_DIR: join(dir, "files"),
    LOG_LEVEL: "info",
    OUTBOX_POLL_MS: "100",
    ...extra,
  };
}

function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const url = (runtime: Runtime, path: string, port = runtime.ports.http) => `http://127.0.0.1:${port}${path}`;

describe.each(testDatabases)("the runtime on $name", (target) => {
  it(
    "serves its metrics on METRICS_PORT only, by route pattern, and drains on stop: not ready at once, then gone",
    { timeout: 180_000 },
    async () => {
      const { database, drop } = await target.create({ seeded: true });
      const log = logLines();
      const runtime = createRuntime({
        env: runtimeEnv({ DRAIN_DELAY_MS: "1000" }),
        database,
        logStream: log.stream,
      });
      try {
        await runtime.start();
        const ready = await fetch(url(runtime, "/api/ready"));
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: "ready", reasons: [] });

        // A route with a parameter, and an address no route has.
        const stamp = "Zx7secretstamp0123456789";
        expect((await fetch(url(runtime, `/api/payments/${stamp}`))).status).toBe(401);
        expect((await fetch(url(runtime, "/no/such/page"))).status).toBe(404);

        // The public port has no metrics (another unmatched 404); the metrics' port has nothing else.
        const publicMetrics = await fetch(url(runtime, "/metrics"));
        expect(publicMetrics.status).toBe(404);
        expect(await publicMetrics.text()).not.toContain("http_request_duration_seconds");
        expect(runtime.ports.metrics).not.toBe(runtime.ports.http);
        expect((await fetch(url(runtime, "/api/health", runtime.ports.metrics))).status).toBe(404);

        const scrape = await fetch(url(runtime, "/metrics", runtime.ports.metrics));
        expect(scrape.status).toBe(200);
        const text = await scrape.text();
        expect(text).toContain(
          'http_request_duration_seconds_count{method="GET",route="/api/payments/:stamp",status_code="401"} 1',
        );
        expect(text).toContain(
          'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 2',
        );
        expect(text).not.toContain(stamp);
        expect(text).not.toContain("/no/such/page");
        expect(text).toContain('portal_job_runs_total{job="notifications"} 1');
        expect(text).toMatch(/portal_job_duration_seconds_count\{job="lease-end"\} 1/);
        expect(text).toMatch(/^portal_outbox_pending_messages \d+$/m);
        expect(text).toMatch(/^portal_outbox_oldest_pending_age_seconds [\d.e+-]+$/m);
        expect(text).toContain("portal_ready 1");
        expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
        expect(text).toMatch(/^process_resident_memory_bytes /m);
        if (target.name === "postgres")
          expect(text).toMatch(/^portal_db_pool_connections\{state="in_use"\} \d+$/m);

        // One log line per request, with the route's pattern.
        const line = log.lines.map((l) => JSON.parse(l)).find((l) => l.req?.url === `/api/payments/${stamp}`);
        expect(line).toMatchObject({
          msg: "request completed",
          req: { method: "GET", route: "/api/payments/:stamp" },
          res: { statusCode: 401 },
        });
        expect(log.lines.filter((l) => l.includes(`/api/payments/${stamp}`))).toHaveLength(1);

        // A stop: not ready at once while it still answers (DRAIN_DELAY_MS), each answer closing its connection.
        const stopped = runtime.stop("test");
        const draining = await fetch(url(runtime, "/api/ready"));
        expect(draining.status).toBe(503);
        expect(draining.headers.get("connection")).toBe("close");
        expect(await draining.json()).toEqual({ status: "not_ready", reasons: ["draining"] });
        expect(await stopped).toBe(0);
        await expect(fetch(url(runtime, "/api/health"))).rejects.toThrow();
        await expect(fetch(url(runtime, "/metrics", runtime.ports.metrics))).rejects.toThrow();
        const messages = log.lines.map((l) => JSON.parse(l).msg);
        expect(messages).toEqual(
          expect.arrayContaining([
            "ready",
            "stopping: not ready from now on",
            "no new connections; waiting for requests in flight",
            "stopped",
          ]),
        );
      } finally {
        await runtime.stop();
        await drop();
      }
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the runtime on PostgreSQL that goes away", () => {
  it(
    "is not ready while the database is gone, does not crash, and is ready and delivers the outbox once it is back",
    { timeout: 180_000 },
    async () => {
      const { url: databaseUrl, drop } = await postgresDatabase(process.env.TEST_DATABASE_URL!, "seeded");
      const real = new URL(databaseUrl);
      const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
      const throughProxy = new URL(databaseUrl);
      throughProxy.host = `127.0.0.1:${proxy.port}`;
      const log = logLines();
      const runtime = createRuntime({
        env: runtimeEnv({ DATABASE_URL: throughProxy.toString(), DRAIN_DELAY_MS: "0" }),
        logStream: log.stream,
      });
      // The test's own way in, around the proxy.
      const direct = await openDatabase({ kind: "postgres", url: databaseUrl, poolMax: 2 });
      try {
        await runtime.start();
        expect((await fetch(url(runtime, "/api/ready"))).status).toBe(200);

        await proxy.cut();
        await vi.waitFor(
          async () => {
            const res = await fetch(url(runtime, "/api/ready"));
            expect(res.status).toBe(503);
            expect(await res.json()).toEqual({ status: "not_ready", reasons: ["database unreachable"] });
          },
          { timeout: 15_000, interval: 200 },
        );
        // A message written meanwhile (by another instance, say), which this one cannot reach yet.
        await createOutboxRepository(direct.db).enqueue(
          {
            recipient: "aino.asukas@example.fi",
            template: passwordResetMessages["password-reset-code"],
            language: "fi",
            data: { code: "424242" },
          },
          new Date(),
        );
        await vi.waitFor(
          () => expect(log.lines.some((l) => l.includes('"msg":"outbox pass failed"'))).toBe(true),
          {
            timeout: 15_000,
          },
        );
        // Still alive: the liveness probe answers, with the database's state.
        expect((await fetch(url(runtime, "/api/health"))).status).toBe(503);

        await proxy.restore();
        await vi.waitFor(async () => expect((await fetch(url(runtime, "/api/ready"))).status).toBe(200), {
          timeout: 15_000,
          interval: 200,
        });
        await vi.waitFor(
          async () => {
            const rows = await direct.db
              .select({ status: outbox.status })
              .from(outbox)
              .where(eq(outbox.template, "password-reset-code"));
            expect(rows.map((r) => r.status)).toContain("sent");
          },
          { timeout: 15_000, interval: 200 },
        );
        expect(await runtime.stop()).toBe(0);
      } finally {
        await runtime.stop();
        await direct.close();
        await proxy.close();
        await drop();
      }
    },
  );
});
