// The week view's read: the session, the resource if it is in the session's building, and the
// week's bookings and weekly turns, for many requests in one statement. The week view is the
// busiest booking read; requests that arrive together are read together (lib/batcher.ts), each a
// row of `unnest(…) with ordinality`, so the scoping is the same join as for a single request.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingResources } from "../../db/schema/bookings.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { createBatcher } from "../../lib/batcher.ts";
import { sessionContract, storedSessionColumns, type StoredSession } from "../../db/scope.ts";

/** Most week reads in one statement. */
const WEEK_BATCH = 64;

export interface WeekRequest {
  sessionHash: string;
  resourceId: string;
  /** Instants bounding the bookings read (a day's margin either side of the local week). */
  from: Date;
  to: Date;
  /** Local dates bounding the weekly turns read. */
  fromDate: string;
  toDate: string;
}

export interface WeekRow {
  session: StoredSession;
  /**
   * What the week's answer is built from, as the database wrote it (week.ts); null when the person
   * is not on the contract or the resource is not in their building.
   */
  inputs: string | null;
}

export function createWeekRepository(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  // Prepared once, named, so PostgreSQL plans its joins once. The subqueries name the outer tables
  // in full (drizzle writes a lone outer column unqualified).
  const weekQuery = db
    .select({
      index: sql<number>`q.i::int`,
      session: storedSessionColumns,
      // Everything the answer is built from besides the week and the clock, as one JSON text:
      // [resource id, slot minutes, opens, closes, window days, bookings, turns, lease end]. Bookings
      // are [start, end, own booking id or null] overlapping the week, turns [weekday, start minute,
      // valid from, valid until, own] valid some day of it; the lease's last day or null. Null: no
      // such resource in the building.
      inputs: sql<string | null>`case when booking_resources.id is not null then json_build_array(
        booking_resources.id, booking_resources.slot_minutes, booking_resources.opens_minute,
        booking_resources.closes_minute, booking_resources.window_days,
        (select coalesce(json_agg(json_build_array(b.starts_at, b.ends_at,
            case when b.apartment_id = contracts.apartment_id then b.id end)), '[]')
          from bookings b
          where b.resource_id = booking_resources.id and b.cancelled_at is null
            and b.starts_at < q.to_at and b.ends_at > q.from_at
            -- No slot is a day long: a lower bound keeps the index range to the week.
            and b.starts_at > q.from_at - interval '1 day'),
        (select coalesce(json_agg(json_build_array(t.weekday, t.start_minute, t.valid_from,
            t.valid_until, t.apartment_id = contracts.apartment_id)), '[]')
          from fixed_turns t
          where t.resource_id = booking_resources.id and t.valid_from <= q.to_date
            and (t.valid_until is null or t.valid_until >= q.from_date)),
        contracts.end_date)::text end`,
    })
    .from(
      sql`unnest(${p("sessionHashes")}::text[], ${p("resourceIds")}::uuid[], ${p("froms")}::timestamptz[],
        ${p("tos")}::timestamptz[], ${p("fromDates")}::date[], ${p("toDates")}::date[])
        with ordinality as q(session_hash, resource_id, from_at, to_at, from_date, to_date, i)`,
    )
    .innerJoin(sessions, eq(sessions.id, sql`q.session_hash`))
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(contracts, sessionContract(contracts.id))
    .leftJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .leftJoin(
      bookingResources,
      and(
        eq(bookingResources.buildingId, apartments.buildingId),
        eq(bookingResources.id, sql`q.resource_id`),
      ),
    )
    .prepare("bookings_week");

  const read = createBatcher<WeekRequest, WeekRow | null>(
    async (requests) => {
      const found = await weekQuery.execute({
        sessionHashes: requests.map((r) => r.sessionHash),
        resourceIds: requests.map((r) => r.resourceId),
        froms: requests.map((r) => r.from.toISOString()),
        tos: requests.map((r) => r.to.toISOString()),
        fromDates: requests.map((r) => r.fromDate),
        toDates: requests.map((r) => r.toDate),
      });
      const out: (WeekRow | null)[] = requests.map(() => null);
      for (const { index, session, inputs } of found) out[index - 1] = { session, inputs };
      return out;
    },
    { maxBatch: WEEK_BATCH },
  );

  return {
    /** The week view's whole read in one round trip, shared with the requests that came with it. */
    week: (request: WeekRequest): Promise<WeekRow | null> => read(request),
  };
}
