// The apartment exchange on the scale-seeded PostgreSQL database: the notices list with a city
// filter and the matches call, at 20 connections, signed in as a scale tenant with a published
// notice, against GET /api/health at 20 connections in the same run.
import autocannon from "autocannon";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { todayInHelsinki } from "../../apps/server/src/lib/dates.ts";
import { DEMO_PASSWORD } from "../../apps/server/src/seed/accounts.ts";
import { hasOrganisations, seedDemo } from "../../apps/server/src/seed/demo.ts";
import { scaleExchangeCount, seedScaleExchange } from "../../apps/server/src/seed/scale-exchange.ts";
import { scaleContracts, scaleEmail, seedScale } from "../../apps/server/src/seed/scale-seed.ts";
import type { LoadResult } from "./load.ts";

/** p99 under 30 ms at 20 connections. */
export const EXCHANGE_BUDGET = { p99Ms: 30, connections: 20 } as const;

export interface ExchangeBench {
  notices: number;
  health: LoadResult;
  list: LoadResult & { met: boolean };
  matches: LoadResult & { met: boolean };
}

/** The scale world, its tenants (20 000 when there are none) and 5 000 published notices; the product must be stopped. */
export async function seedExchange(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await database.migrate();
    const today = todayInHelsinki(new Date());
    if (!(await hasOrganisations(database.db))) await seedDemo(database.db, today);
    if ((await scaleContracts(database.db)) === 0) await seedScale(database.db, 20_000, today);
    await seedScaleExchange(database.db);
    return await scaleExchangeCount(database.db);
  } finally {
    await database.close();
  }
}

async function run(baseUrl: string, path: string, headers: Record<string, string>, seconds: number) {
  const go = (duration: number) =>
    autocannon({ url: baseUrl + path, connections: EXCHANGE_BUDGET.connections, duration, headers });
  await go(2); // warm-up, not measured
  const result = await go(seconds);
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function exchangeBench(
  baseUrl: string,
  notices: number,
  seconds: number,
): Promise<ExchangeBench> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: scaleEmail(1), password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`no tenant session (${res.status})`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  const headers = { authorization: `Bearer ${sessionId}` };
  const { cities } = (await (await fetch(`${baseUrl}/api/exchange/cities`, { headers })).json()) as {
    cities: string[];
  };
  const city = encodeURIComponent(cities.at(-1) ?? "Helsinki");
  const health = await run(baseUrl, "/api/health", {}, seconds);
  const list = await run(baseUrl, `/api/exchange/notices?city=${city}`, headers, seconds);
  const matches = await run(baseUrl, "/api/exchange/matches", headers, seconds);
  const met = (r: LoadResult) => r.p99Ms < EXCHANGE_BUDGET.p99Ms && r.errors + r.non2xx === 0;
  return { notices, health, list: { ...list, met: met(list) }, matches: { ...matches, met: met(matches) } };
}

export function printExchange(result: ExchangeBench | null): void {
  if (!result) return;
  console.log(
    `  apartment exchange, ${result.notices} published notices, ${EXCHANGE_BUDGET.connections} connections:`,
  );
  for (const [name, r] of [
    ["GET /api/health", result.health],
    ["GET /api/exchange/notices?city=…", result.list],
    ["GET /api/exchange/matches", result.matches],
  ] as const)
    console.log(
      `    ${name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
  console.log(
    `    p99 budget < ${EXCHANGE_BUDGET.p99Ms} ms: list ${result.list.met ? "met" : "NOT met"}, matches ${result.matches.met ? "met" : "NOT met"}`,
  );
}
