// Billing reads on the scale-seeded database (`npm run seed:scale -w bench`): GET /api/billing/history
// and /api/billing/debt at 50 connections, each connection signed in as a different scale tenant,
// against GET /api/health in the same run. Skipped when the database holds no scale tenants.
import autocannon from "autocannon";
import { scaleEmail } from "../../apps/server/src/db/seed/scale-seed.ts";
import { load, type LoadResult } from "./load.ts";

const PASSWORD = "Asukas!2026";
const TENANTS = 50;
/** Budgets: p99 under 25 ms, and at least 30 % of health's requests per second. */
export const BILLING_BUDGET = { p99Ms: 25, ratio: 0.3 } as const;

export interface BillingBench {
  tenants: number;
  health: LoadResult;
  history: LoadResult & { ratio: number; met: boolean };
  debt: LoadResult & { ratio: number; met: boolean };
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

/** autocannon with each connection carrying its own tenant's session. */
async function loadAsTenants(baseUrl: string, path: string, sessions: string[], seconds: number) {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: baseUrl + path,
      connections: 50,
      duration,
      setupClient: (client) =>
        client.setHeaders({ authorization: `Bearer ${sessions[next++ % sessions.length]}` }),
    });
  };
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

export async function billingBench(baseUrl: string, seconds: number): Promise<BillingBench | null> {
  // Tenants spread over the scale seed (20 000 or more), so reads do not all hit the same pages.
  const sessions: string[] = [];
  for (let k = 0; k < TENANTS; k++) {
    const session = await signIn(baseUrl, scaleEmail(1 + ((k * 397) % 20_000)));
    if (!session) return null;
    sessions.push(session);
  }
  const health = await load(baseUrl, "/api/health", {}, seconds);
  const judged = (r: LoadResult) => {
    const ratio = Math.round((r.requestsPerSecond / health.requestsPerSecond) * 100) / 100;
    const met = r.p99Ms < BILLING_BUDGET.p99Ms && ratio >= BILLING_BUDGET.ratio && r.errors + r.non2xx === 0;
    return { ...r, ratio, met };
  };
  const history = judged(await loadAsTenants(baseUrl, "/api/billing/history", sessions, seconds));
  const debt = judged(await loadAsTenants(baseUrl, "/api/billing/debt", sessions, seconds));
  return { tenants: sessions.length, health, history, debt };
}

export function printBilling(result: BillingBench | null): void {
  if (!result) {
    console.log("  billing: skipped (no scale tenants: npm run seed:scale -w bench -- --contracts 20000)");
    return;
  }
  console.log(`  billing reads, ${result.tenants} scale tenants, health in the same run:`);
  for (const r of [result.health, result.history, result.debt])
    console.log(
      `    GET ${r.path.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
    );
  for (const r of [result.history, result.debt])
    console.log(
      `  budget: ${r.path} p99 < ${BILLING_BUDGET.p99Ms} ms and ≥ ${BILLING_BUDGET.ratio * 100} % of health requests/s (${r.ratio}): ${r.met ? "met" : "NOT MET"}`,
    );
}
