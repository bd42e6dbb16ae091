// The building's notices and events on the scale-seeded PostgreSQL database: GET /api/notices and
// GET /api/events (first pages and a later one) at 50 connections, each connection a scale tenant
// of its own, against GET /api/health at 50 connections in the same run.
import autocannon from "autocannon";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { todayInHelsinki } from "../../apps/server/src/lib/dates.ts";
import { hasOrganisations, seedDemo } from "../../apps/server/src/seed/demo.ts";
import { scaleContracts, scaleEmail, seedScale } from "../../apps/server/src/seed/scale-seed.ts";
import { scalePostCount, seedScaleNotices } from "../../apps/server/src/seed/scale-notices.ts";
import { load, type LoadResult } from "./load.ts";

/** p99 under 25 ms and at least 40 % of /api/health's requests per second, at 50 connections. */
export const NOTICES_BUDGET = { p99Ms: 25, healthRatio: 0.4, connections: 50 } as const;
const PASSWORD = "Asukas!2026";
const TENANTS = 50;

export interface NoticesBench {
  posts: number;
  health: LoadResult;
  notices: LoadResult & { ratio: number; met: boolean };
  events: LoadResult & { ratio: number; met: boolean };
}

/** The scale world (20 000 tenants when there are none) and a year of posts; the product must be stopped. */
export async function seedNotices(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await database.migrate();
    const today = todayInHelsinki(new Date());
    if (!(await hasOrganisations(database.db))) await seedDemo(database.db, today);
    if ((await scaleContracts(database.db)) === 0) await seedScale(database.db, 20_000, today);
    await seedScaleNotices(database.db, today);
    return await scalePostCount(database.db);
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed (${res.status})`);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

async function asTenants(baseUrl: string, paths: string[], sessions: string[], seconds: number) {
  const go = (duration: number) => {
    let next = 0;
    return autocannon({
      url: baseUrl,
      connections: NOTICES_BUDGET.connections,
      duration,
      // Each connection is one tenant. A client's setHeaders covers only the first request of a
      // sequence (the second went out without a session, 401), so every request sets it from the
      // connection's context.
      requests: paths.map((path) => ({
        method: "GET" as const,
        path,
        setupRequest: (req: autocannon.Request, context: { session?: string }) => {
          context.session ??= sessions[next++ % sessions.length];
          return { ...req, headers: { ...req.headers, authorization: `Bearer ${context.session}` } };
        },
      })),
    });
  };
  await go(2); // warm-up, not measured
  const result = await go(seconds);
  return {
    path: paths.join(", "),
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

export async function noticesBench(baseUrl: string, posts: number, seconds: number): Promise<NoticesBench> {
  const sessions: string[] = [];
  for (let k = 0; k < TENANTS; k++)
    sessions.push(await signIn(baseUrl, scaleEmail(1 + ((k * 397) % 20_000))));
  const health = await load(baseUrl, "/api/health", {}, seconds);
  const judged = (r: LoadResult) => {
    const ratio = Math.round((r.requestsPerSecond / health.requestsPerSecond) * 100) / 100;
    const clean = r.errors + r.non2xx === 0;
    return {
      ...r,
      ratio,
      met: r.p99Ms < NOTICES_BUDGET.p99Ms && ratio >= NOTICES_BUDGET.healthRatio && clean,
    };
  };
  const notices = judged(await asTenants(baseUrl, ["/api/notices", "/api/notices?p=2"], sessions, seconds));
  const events = judged(
    await asTenants(baseUrl, ["/api/events", "/api/events?audience=building&eventPage=1"], sessions, seconds),
  );
  return { posts, health, notices, events };
}

export function printNotices(result: NoticesBench | null): void {
  if (!result) return;
  console.log(
    `  notices and events, ${result.posts} post targets, ${NOTICES_BUDGET.connections} connections:`,
  );
  const row = (name: string, r: LoadResult & { ratio?: number; met?: boolean }) =>
    console.log(
      `  ${name.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms` +
        (r.ratio === undefined
          ? ""
          : `  ${Math.round(r.ratio * 100)} % of health  ${r.met ? "met" : "MISSED"}`) +
        (r.errors + r.non2xx
          ? `  errors ${r.errors} non2xx ${r.non2xx} ${JSON.stringify((r as { statusCodes?: object }).statusCodes ?? {})}`
          : ""),
    );
  row("GET /api/health", result.health);
  row("GET /api/notices", result.notices);
  row("GET /api/events", result.events);
}
