// Bookings on the scale-seeded PostgreSQL database (`npm run seed:scale -w bench`): the week view of
// one resource at 50 connections, each a different scale tenant in a different building, and
// booking attempts under contention (many tenants racing for the same slots, and for slots of
// their own buildings). What the races booked is deleted afterwards, so runs can be repeated.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { scaleEmail } from "../../apps/server/src/seed/scale-seed.ts";
import { localInstant } from "../../apps/server/src/modules/bookings/slots.ts";
import { addDays, todayInHelsinki } from "../../apps/server/src/lib/dates.ts";
import { load, type LoadResult } from "./load.ts";

const PASSWORD = "Asukas!2026";
const CONNECTIONS = 50;
/** Budget of the week view: p99 under 20 ms at 50 connections. */
export const WEEK_BUDGET = { p99Ms: 20 } as const;

interface Tenant {
  session: string;
  sauna: string;
  laundry: string;
}

export interface RaceResult {
  tenants: number;
  slots: number;
  attemptsPerSecond: number;
  bookedPerSecond: number;
  booked: number;
  slotTaken: number;
  quotaExceeded: number;
  other: number;
  /** The other answers by HTTP status. */
  otherStatuses: Record<number, number>;
  p50Ms: number;
  p99Ms: number;
}

export interface BookingsBench {
  /** GET /api/health in the same run: what the machine manages at the time. */
  health: LoadResult;
  week: LoadResult & { met: boolean };
  sameSlots: RaceResult;
  ownBuildings: RaceResult;
}

async function signIn(baseUrl: string, email: string): Promise<Tenant | null> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!res.ok) return null;
  const { sessionId } = (await res.json()) as { sessionId: string };
  const list = await fetch(`${baseUrl}/api/bookings/resources`, {
    headers: { authorization: `Bearer ${sessionId}` },
  });
  const { resources } = (await list.json()) as { resources: { id: string; kind: string }[] };
  const id = (kind: string) => resources.find((r) => r.kind === kind)?.id;
  const sauna = id("sauna");
  const laundry = id("laundry");
  return sauna && laundry ? { session: sessionId, sauna, laundry } : null;
}

async function signInAll(baseUrl: string, indexes: number[]): Promise<Tenant[] | null> {
  const out: Tenant[] = [];
  for (const i of indexes) {
    const tenant = await signIn(baseUrl, scaleEmail(i));
    if (!tenant) return null;
    out.push(tenant);
  }
  return out;
}

/** GET the week of each connection's own building's sauna, each connection its own tenant. */
async function weekLoad(baseUrl: string, tenants: Tenant[], seconds: number): Promise<LoadResult> {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      setupClient: (client) => {
        const t = tenants[next++ % tenants.length]!;
        client.setRequests([
          {
            method: "GET",
            path: `/api/bookings/resources/${t.sauna}/week`,
            headers: { authorization: `Bearer ${t.session}` },
          },
        ]);
      },
    });
  };
  await run(2); // warm-up, not measured
  const result = await run(seconds);
  return {
    path: "/api/bookings/resources/:id/week",
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Sauna and laundry slot starts from tomorrow for `days` days, as ISO instants. */
function slotStarts(days: number, kind: "sauna" | "laundry"): string[] {
  const today = todayInHelsinki(new Date());
  const out: string[] = [];
  for (let d = 1; d <= days; d++) {
    const date = addDays(today, d);
    const hours = kind === "sauna" ? [14, 15, 16, 17, 18, 19, 20, 21] : [7, 10, 13, 16, 19];
    for (const h of hours) out.push(localInstant(date, h * 60).toISOString());
  }
  return out;
}

/** POST /api/bookings as fast as 50 connections go, each request a random tenant and slot. */
async function race(baseUrl: string, tenants: Tenant[], days: number, seconds: number): Promise<RaceResult> {
  const sauna = slotStarts(days, "sauna");
  const laundry = slotStarts(days, "laundry");
  const counts = { booked: 0, slotTaken: 0, quotaExceeded: 0, other: 0 };
  const otherStatuses: Record<number, number> = {};
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        setupRequest: (req) => {
          const t = tenants[random(tenants.length)]!;
          const useSauna = random(2) === 0;
          const starts = useSauna ? sauna : laundry;
          return {
            ...req,
            headers: { authorization: `Bearer ${t.session}`, "content-type": "application/json" },
            body: JSON.stringify({
              resourceId: useSauna ? t.sauna : t.laundry,
              start: starts[random(starts.length)],
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) counts.booked++;
          else if (status === 409 && body.includes("SLOT_TAKEN")) counts.slotTaken++;
          else if (status === 409 && body.includes("QUOTA_EXCEEDED")) counts.quotaExceeded++;
          else {
            counts.other++;
            otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
          }
        },
      },
    ],
  });
  return {
    tenants: tenants.length,
    slots: sauna.length + laundry.length,
    attemptsPerSecond: Math.round(result.requests.average),
    bookedPerSecond: Math.round((counts.booked / seconds) * 10) / 10,
    ...counts,
    otherStatuses,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

export async function bookingsBench(
  baseUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<BookingsBench | null> {
  // Week view: 50 tenants in 50 different buildings (50 households per scale building).
  const viewers = await signInAll(
    baseUrl,
    Array.from({ length: CONNECTIONS }, (_, k) => 1 + ((k * 397) % 20_000)),
  );
  if (!viewers) return null;
  const health = await load(baseUrl, "/api/health", {}, seconds);
  const raw = await weekLoad(baseUrl, viewers, seconds);
  const week = { ...raw, met: raw.p99Ms < WEEK_BUDGET.p99Ms && raw.errors + raw.non2xx === 0 };

  const database = await openDatabase({ kind: "postgres", url: databaseUrl, poolMax: 1 });
  try {
    const started = new Date();
    // Same slots: the 50 households of one building for the next three days' slots.
    const neighbours = await signInAll(
      baseUrl,
      Array.from({ length: 50 }, (_, k) => 1 + k),
    );
    // Own buildings: 200 households in four buildings, over the whole window.
    const many = await signInAll(
      baseUrl,
      Array.from({ length: 200 }, (_, k) => 1001 + k),
    );
    if (!neighbours || !many) return null;
    const sameSlots = await race(baseUrl, neighbours, 3, seconds);
    const ownBuildings = await race(baseUrl, many, 14, seconds);
    // What the races booked goes away: the seeded bookings were created days before their slots.
    await database.db
      .execute(sql`delete from bookings where created_at >= ${started.toISOString()}::timestamptz
      and created_at <> starts_at - interval '3 days'`);
    return { health, week, sameSlots, ownBuildings };
  } finally {
    await database.close();
  }
}

export function printBookings(result: BookingsBench | null): void {
  if (!result) {
    console.log("  bookings: skipped (no scale tenants: npm run seed:scale -w bench -- --contracts 20000)");
    return;
  }
  const w = result.week;
  const h = result.health;
  console.log(
    `  GET /api/health (same run) ${h.requestsPerSecond} req/s  p50 ${h.p50Ms} ms  p99 ${h.p99Ms} ms`,
  );
  console.log(
    `  GET ${w.path} (50 tenants, 50 buildings) ${w.requestsPerSecond} req/s  p50 ${w.p50Ms} ms  p99 ${w.p99Ms} ms  errors ${w.errors}  non-2xx ${w.non2xx}`,
  );
  console.log(`  budget: week view p99 < ${WEEK_BUDGET.p99Ms} ms: ${w.met ? "met" : "NOT MET"}`);
  for (const [name, r] of [
    ["same slots", result.sameSlots],
    ["own buildings", result.ownBuildings],
  ] as const)
    console.log(
      `  POST /api/bookings, ${name} (${r.tenants} tenants, ${r.slots} slots): ${r.attemptsPerSecond} attempts/s, ${r.bookedPerSecond} booked/s (${r.booked} booked, ${r.slotTaken} SLOT_TAKEN, ${r.quotaExceeded} QUOTA_EXCEEDED, ${r.other} other ${JSON.stringify(r.otherStatuses)})  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms`,
    );
}
