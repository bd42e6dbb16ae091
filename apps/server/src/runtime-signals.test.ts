// The server as a process of its own on a fresh PostgreSQL database, stopped by real signals.
import { request } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { SANDBOX_PAYTRAIL_MERCHANT_ID, SANDBOX_PAYTRAIL_SECRET } from "./config.ts";
import { paytrailSignature } from "./integrations/payments/paytrail-signature.ts";
import { multipartBody, pdfOfSize, validFields } from "./modules/faults/faults-test-client.ts";
import { DEMO_PASSWORD } from "./seed/accounts.ts";
import { postgresDatabase } from "./test/postgres-copy.ts";
import { spawnServer, type LogLine, type ServerProcess } from "./test/server-process.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const AINO = "aino.asukas@example.fi";

const base = (port: unknown) => `http://127.0.0.1:${String(port)}`;

async function signIn(port: unknown): Promise<string> {
  const res = await fetch(`${base(port)}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: AINO, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/** Queries of the database's other sessions waiting for a lock. */
async function waitingForLocks(watcher: pg.Client): Promise<number> {
  const { rows } = await watcher.query<{ n: string }>(
    "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return Number(rows[0]!.n);
}

/** A metric's value from a scrape (0 when absent). */
function metric(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/**
 * A test that starts the server as a process of its own waits for its start (migrations, a demo
 * world on an empty database) as long as a busy machine needs; each of its own waits is bounded.
 */
const PROCESS_TEST_MS = 240_000;

const msgs = (server: ServerProcess) => server.log.map((l) => l.msg);
const at = (server: ServerProcess, match: (l: LogLine) => boolean) => server.log.find(match)?.time ?? NaN;

describe.skipIf(!adminUrl)("the server process on PostgreSQL", () => {
  it(
    "drains on SIGTERM: not ready at once, still serving for DRAIN_DELAY_MS, then an upload, a payment callback and a job in flight finish after the listener closed, and it exits 0",
    async () => {
      const db = await postgresDatabase(adminUrl!, "seeded");
      const holder = new pg.Client({ connectionString: db.url });
      const watcher = new pg.Client({ connectionString: db.url });
      await holder.connect();
      await watcher.connect();
      let server: ServerProcess | undefined;
      try {
        // The month's bills wait for the test: the monthly-bills job's first pass stops at its statement.
        await holder.query("begin");
        await holder.query("lock table bill_lines in share mode");
        server = spawnServer({ DATABASE_URL: db.url, DRAIN_DELAY_MS: "1500", SHUTDOWN_GRACE_MS: "20000" });
        const { port } = await server.waitFor((l) => l.msg === "ready", 180_000);
        await vi.waitFor(async () => expect(await waitingForLocks(watcher)).toBe(1), { timeout: 15_000 });

        // A payment whose provider callback arrives while the payment's row is held by the test.
        const session = await signIn(port);
        const bearer = { authorization: `Bearer ${session}` };
        const started = await fetch(`${base(port)}/api/payments`, {
          method: "POST",
          headers: { ...bearer, "content-type": "application/json" },
          body: JSON.stringify({ amountCents: 1000, purpose: "due" }),
        });
        expect(started.status).toBe(201);
        const { stamp } = (await started.json()) as { stamp: string };
        const { rows } = await holder.query<{ reference: string; provider_transaction_id: string }>(
          "select reference, provider_transaction_id from payment_attempts where stamp = $1 for update",
          [stamp],
        );
        const params = {
          "checkout-account": SANDBOX_PAYTRAIL_MERCHANT_ID,
          "checkout-algorithm": "sha256",
          "checkout-amount": "1000",
          "checkout-stamp": stamp,
          "checkout-reference": rows[0]!.reference,
          "checkout-transaction-id": rows[0]!.provider_transaction_id,
          "checkout-status": "ok",
          "checkout-provider": "osuuspankki",
        };
        const query = new URLSearchParams({
          ...params,
          signature: paytrailSignature(SANDBOX_PAYTRAIL_SECRET, "sha256", params),
        });
        const callback = fetch(`${base(port)}/api/payments/callback?${query}`);
        await vi.waitFor(async () => expect(await waitingForLocks(watcher)).toBe(2), { timeout: 15_000 });

        // A fault report with a file, a third of it sent.
        let uploadRest = () => {};
        const body = multipartBody(validFields, [
          { filename: "vuoto.pdf", contentType: "application/pdf", data: pdfOfSize(300_000) },
        ]);
        const upload = new Promise<{ status: number; connection: string | undefined; body: string }>(
          (resolve, reject) => {
            const req = request(
              {
                host: "127.0.0.1",
                port: Number(port),
                method: "POST",
                path: "/api/defect-notices/create",
                headers: { ...body.headers, ...bearer, "content-length": body.payload.length },
              },
              (res) => {
                let text = "";
                res.on("data", (chunk: Buffer) => (text += chunk.toString()));
                res.on("end", () =>
                  resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
                );
              },
            );
            req.on("error", reject);
            req.write(body.payload.subarray(0, 100_000));
            uploadRest = () => req.end(body.payload.subarray(100_000));
          },
        );

        server.kill("SIGTERM");
        // Not ready at once, but still answering while a load balancer takes notice.
        const ready = await fetch(`${base(port)}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: "not_ready", reasons: ["draining"] });
        expect((await fetch(`${base(port)}/api/health`)).status).toBe(200);
        // Then no new connections, while the three go on.
        await server.waitFor((l) => l.msg === "no new connections; waiting for requests in flight");
        await expect(fetch(`${base(port)}/api/health`)).rejects.toThrow();
        uploadRest();
        const uploaded = await upload;
        expect(uploaded.status, uploaded.body).toBe(201);
        expect(uploaded.connection).toBe("close");
        await holder.query("commit");
        const settled = await callback;
        expect(settled.status).toBe(200);
        expect(await settled.json()).toEqual({ ok: true });

        expect(await server.exited).toEqual({ code: 0, signal: null });
        const stopped = server.log.find((l) => l.msg === "stopped");
        expect(stopped).toMatchObject({ exitCode: 0 });
        expect(msgs(server)).not.toContain("grace ran out: closing the connections still open");
        // Everything in flight finished after the signal and before the end.
        const signalled = at(server, (l) => l.msg === "stopping: not ready from now on");
        for (const finished of [
          at(
            server,
            (l) =>
              l.msg === "request completed" &&
              (l.req as { route?: string })?.route === "/api/defect-notices/create",
          ),
          at(
            server,
            (l) =>
              l.msg === "request completed" &&
              (l.req as { route?: string })?.route === "/api/payments/callback",
          ),
          at(server, (l) => l.job === "monthly-bills" && l.msg === "monthly bills issued"),
        ]) {
          expect(finished).toBeGreaterThanOrEqual(signalled);
          expect(finished).toBeLessThanOrEqual(stopped!.time!);
        }
        const { rows: after } = await watcher.query<{ status: string; succeeded: boolean }>(
          `select (select status from payment_attempts where stamp = $1) as status,
                (select succeeded from job_runs where name = 'monthly-bills') as succeeded`,
          [stamp],
        );
        expect(after[0]).toEqual({ status: "ok", succeeded: true });
      } finally {
        server?.kill("SIGKILL");
        await holder.end().catch(() => undefined);
        await watcher.end();
        await db.drop();
      }
    },
    PROCESS_TEST_MS,
  );

  it(
    "two instances starting at once on an empty database migrate and seed it once and share the jobs' first passes; a second signal exits at once",
    async () => {
      const db = await postgresDatabase(adminUrl!, "empty");
      const watcher = new pg.Client({ connectionString: db.url });
      const servers: ServerProcess[] = [];
      try {
        const env = { DATABASE_URL: db.url, SEED_DEMO: "true" };
        servers.push(
          spawnServer({ ...env, DRAIN_DELAY_MS: "60000" }),
          spawnServer({ ...env, DRAIN_DELAY_MS: "0" }),
        );
        const [a, b] = servers as [ServerProcess, ServerProcess];
        const ready = await Promise.all(servers.map((s) => s.waitFor((l) => l.msg === "ready", 180_000)));

        await watcher.connect();
        const journal = JSON.parse(
          readFileSync(join(import.meta.dirname, "db/migrations/meta/_journal.json"), "utf8"),
        ) as { entries: unknown[] };
        const { rows } = await watcher.query<{ applied: string; distinct: string; organisations: string }>(
          `select (select count(*) from drizzle.__drizzle_migrations) as applied,
                (select count(distinct hash) from drizzle.__drizzle_migrations) as distinct,
                (select count(*) from organisations) as organisations`,
        );
        expect(Number(rows[0]!.applied)).toBe(journal.entries.length);
        expect(Number(rows[0]!.distinct)).toBe(journal.entries.length);
        expect(Number(rows[0]!.organisations)).toBeGreaterThan(0);
        expect(servers.map((s) => s.log.some((l) => l.msg === "start failed"))).toEqual([false, false]);

        // The first passes before serving ran in one of the two; the other left them to it.
        const scrapes = await Promise.all(
          ready.map(async (line) => (await fetch(`${base(line.metricsPort)}/metrics`)).text()),
        );
        for (const job of ["notifications", "lease-end"]) {
          const runs = scrapes.map((text) => metric(text, `portal_job_runs_total{job="${job}"}`));
          const skips = scrapes.map(
            (text) =>
              metric(text, `portal_job_skips_total{job="${job}",reason="ran_recently"}`) +
              metric(text, `portal_job_skips_total{job="${job}",reason="running_elsewhere"}`),
          );
          expect(
            runs.reduce((x, y) => x + y),
            job,
          ).toBe(1);
          expect(
            skips.reduce((x, y) => x + y),
            job,
          ).toBe(1);
        }

        // A: a minute's drain delay cut short by a second signal.
        a.kill("SIGTERM");
        await a.waitFor((l) => l.msg === "stopping: not ready from now on");
        a.kill("SIGINT");
        expect(await a.exited).toEqual({ code: 130, signal: null });
        expect(a.log.some((l) => l.msg === "stopped")).toBe(false);
        // B: a drain without delay.
        b.kill("SIGTERM");
        expect(await b.exited).toEqual({ code: 0, signal: null });
      } finally {
        for (const s of servers) s.kill("SIGKILL");
        await watcher.end().catch(() => undefined);
        await db.drop();
      }
    },
    PROCESS_TEST_MS,
  );
});
