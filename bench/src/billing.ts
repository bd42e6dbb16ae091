// Billing reads on the scale-seeded database (`npm run seed:scale -w bench`): GET /api/billing/history
// and /api/billing/debt at 50 connections, each connection signed in as a different scale tenant,
// against GET /api/health and against a bare Fastify + `pg` server (bare-server.ts) running the same
// statements for the same sessions, all in the same run. Skipped when the database holds no scale
// tenants.
import { spawn } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import { scaleEmail } from "../../apps/server/src/seed/scale-seed.ts";
import { load, type LoadResult } from "./load.ts";

const PASSWORD = "Asukas!2026";
const TENANTS = 50;
/**
 * Budgets against the physical limit measured in the same run: history and debt p99 under 25 ms and
 * at least half the bare handler's requests per second; health at least 70 % of the bare `select 1`.
 */
export const BILLING_BUDGET = { p99Ms: 25, ratio: 0.5, healthRatio: 0.7 } as const;

type Judged = LoadResult & { ratio: number; met: boolean };
export interface BillingBench {
  tenants: number;
  bare: { health: LoadResult; history: LoadResult };
  health: Judged;
  history: Judged;
  debt: Judged;
}

/** Starts the bare server on the same database and waits until it answers. */
async function startBare(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, [join(import.meta.dirname, "bare-server.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BARE_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the bare server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("the bare server did not start in 30 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    stop: () => new Promise((r) => (child.kill("SIGTERM"), child.once("exit", r))),
  };
}

async function signIn(baseUrl: string, username: string): Promise<string | null> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!res.ok) return null;
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/** autocannon at 50 connections, each carrying its own tenant's session. */
export function runAsTenants(url: string, sessions: string[], duration: number) {
  let next = 0;
  return autocannon({
    url,
    connections: 50,
    duration,
    setupClient: (client) =>
      client.setHeaders({ authorization: `Bearer ${sessions[next++ % sessions.length]}` }),
  });
}

async function loadAsTenants(baseUrl: string, path: string, sessions: string[], seconds: number) {
  const run = (duration: number) => runAsTenants(baseUrl + path, sessions, duration);
  await run(2); // warm-up, not measured
  const result = await run(seconds);
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function billingBench(
  baseUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<BillingBench | null> {
  // Tenants spread over the scale seed (20 000 or more), so reads do not all hit the same pages.
  const sessions: string[] = [];
  for (let k = 0; k < TENANTS; k++) {
    const session = await signIn(baseUrl, scaleEmail(1 + ((k * 397) % 20_000)));
    if (!session) return null;
    sessions.push(session);
  }
  const bareServer = await startBare(databaseUrl, Number(new URL(baseUrl).port) + 50);
  try {
    const bare = {
      health: await load(bareServer.baseUrl, "/health", {}, seconds),
      history: await loadAsTenants(bareServer.baseUrl, "/history", sessions, seconds),
    };
    const ratioTo = (r: LoadResult, limit: LoadResult) =>
      Math.round((r.requestsPerSecond / limit.requestsPerSecond) * 100) / 100;
    const clean = (r: LoadResult) => r.errors + r.non2xx === 0;
    const healthLoad = await load(baseUrl, "/api/health", {}, seconds);
    const healthRatio = ratioTo(healthLoad, bare.health);
    const health = {
      ...healthLoad,
      ratio: healthRatio,
      met: healthRatio >= BILLING_BUDGET.healthRatio && clean(healthLoad),
    };
    const judged = (r: LoadResult) => {
      const ratio = ratioTo(r, bare.history);
      return {
        ...r,
        ratio,
        met: r.p99Ms < BILLING_BUDGET.p99Ms && ratio >= BILLING_BUDGET.ratio && clean(r),
      };
    };
    const history = judged(await loadAsTenants(baseUrl, "/api/billing/history", sessions, seconds));
    const debt = judged(await loadAsTenants(baseUrl, "/api/billing/debt", sessions, seconds));
    return { tenants: sessions.length, bare, health, history, debt };
  } finally {
    await bareServer.stop();
  }
}

export function printBilling(result: BillingBench | null): void {
  if (!result) {
    console.log("  billing: skipped (no scale tenants: npm run seed:scale -w bench -- --contracts 20000)");
    return;
  }
  console.log(`  billing reads, ${result.tenants} scale tenants, bare Fastify + pg in the same run:`);
  const rows: [string, LoadResult][] = [
    ["bare  GET /health", result.bare.health],
    ["bare  GET /history", result.bare.history],
    ["GET /api/health", result.health],
    ["GET /api/billing/history", result.history],
    ["GET /api/billing/debt", result.debt],
  ];
  for (const [name, r] of rows)
    console.log(
      `    ${name.padEnd(26)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
    );
  const verdict = (met: boolean) => (met ? "met" : "NOT MET");
  console.log(
    `  budget: /api/health ≥ ${BILLING_BUDGET.healthRatio * 100} % of bare /health requests/s (${result.health.ratio}): ${verdict(result.health.met)}`,
  );
  for (const r of [result.history, result.debt])
    console.log(
      `  budget: ${r.path} p99 < ${BILLING_BUDGET.p99Ms} ms and ≥ ${BILLING_BUDGET.ratio * 100} % of bare /history requests/s (${r.ratio}): ${verdict(r.met)}`,
    );
}
