// The staff's handling queue on the scale-seeded PostgreSQL database: the queue's first page with
// one filter (a rotation over every filter: kind, state, building, category, assignee, overdue, the
// overdue order and a text search) at 20 connections, signed in as a scale customer-service agent
// who sees every building, against GET /api/health at 20 connections in the same run.
import autocannon from "autocannon";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { todayInHelsinki } from "../../apps/server/src/lib/dates.ts";
import { hasOrganisations, seedDemo } from "../../apps/server/src/seed/demo.ts";
import { scaleContracts, seedScale } from "../../apps/server/src/seed/scale-seed.ts";
import {
  scaleStaffEmail,
  scaleWorkItemCount,
  seedScaleWorkItems,
} from "../../apps/server/src/seed/scale-work-items.ts";
import type { LoadResult } from "./load.ts";

/** p99 under 50 ms and at least 40 % of /api/health's requests per second, at 20 connections. */
export const QUEUE_BUDGET = { p99Ms: 50, healthRatio: 0.4, connections: 20 } as const;

export interface QueueBench {
  workItems: number;
  filters: string[];
  health: LoadResult;
  queue: LoadResult & { ratio: number; met: boolean };
  /** Each filter alone, sequentially, after the load: the slowest shows which index is missing. */
  single: { path: string; ms: number; total: number }[];
}

/** The scale world, the scale tenants (20 000 when there are none) and their work items; the product must be stopped. */
export async function seedQueue(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await database.migrate();
    const today = todayInHelsinki(new Date());
    if (!(await hasOrganisations(database.db))) await seedDemo(database.db, today);
    if ((await scaleContracts(database.db)) === 0) await seedScale(database.db, 20_000, today);
    await seedScaleWorkItems(database.db);
    return await scaleWorkItemCount(database.db);
  } finally {
    await database.close();
  }
}

async function run(
  baseUrl: string,
  requests: { path: string }[],
  headers: Record<string, string>,
  seconds: number,
) {
  const go = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: QUEUE_BUDGET.connections,
      duration,
      headers,
      requests: requests.map((r) => ({ method: "GET" as const, path: r.path })),
    });
  await go(2); // warm-up, not measured
  const result = await go(seconds);
  return {
    path: requests.length === 1 ? requests[0]!.path : `${requests.length} queue filters`,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function queueBench(baseUrl: string, workItems: number, seconds: number): Promise<QueueBench> {
  const res = await fetch(`${baseUrl}/sandbox/staff-sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: scaleStaffEmail(1) }),
  });
  if (!res.ok) throw new Error(`no staff session (${res.status}): run with SANDBOX=true`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  const headers = { authorization: `Bearer ${sessionId}` };
  const summary = (await (await fetch(`${baseUrl}/api/staff/queue/summary`, { headers })).json()) as {
    buildings: { id: string; name: string }[];
  };
  const building = summary.buildings.find((b) => b.name.startsWith("Talo "))?.id ?? summary.buildings[0]!.id;
  const filters = [
    "kind=fault-reports",
    "kind=messages",
    "state=Sent",
    "state=InProgress",
    `building=${building}`,
    "category=locks",
    "category=473",
    "assignee=none",
    "assignee=me",
    "overdue=true",
    "sort=overdue",
    "q=lukko",
  ];
  const paths = filters.map((f) => ({ path: `/api/staff/queue?${f}` }));
  const health = await run(baseUrl, [{ path: "/api/health" }], {}, seconds);
  const queueLoad = await run(baseUrl, paths, headers, seconds);
  const ratio = Math.round((queueLoad.requestsPerSecond / health.requestsPerSecond) * 100) / 100;
  const single: QueueBench["single"] = [];
  for (const { path } of paths) {
    const t0 = performance.now();
    const answer = await fetch(baseUrl + path, { headers });
    const body = (await answer.json()) as { total?: number };
    single.push({ path, ms: Math.round(performance.now() - t0), total: body.total ?? -1 });
  }
  return {
    workItems,
    filters,
    health,
    queue: {
      ...queueLoad,
      ratio,
      met:
        queueLoad.p99Ms < QUEUE_BUDGET.p99Ms &&
        ratio >= QUEUE_BUDGET.healthRatio &&
        queueLoad.errors + queueLoad.non2xx === 0,
    },
    single,
  };
}

export function printQueue(result: QueueBench | null): void {
  if (!result) return;
  console.log(`  handling queue, ${result.workItems} work items, ${QUEUE_BUDGET.connections} connections:`);
  for (const [name, r] of [
    ["GET /api/health", result.health],
    ["GET /api/staff/queue (first page, one filter)", result.queue],
  ] as const)
    console.log(
      `    ${name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
  console.log(
    `    queue/health ${result.queue.ratio} (budget ≥ ${QUEUE_BUDGET.healthRatio}), p99 budget < ${QUEUE_BUDGET.p99Ms} ms: ${result.queue.met ? "met" : "NOT met"}`,
  );
  for (const s of result.single) console.log(`    ${s.path}: ${s.ms} ms (${s.total} matching)`);
}
