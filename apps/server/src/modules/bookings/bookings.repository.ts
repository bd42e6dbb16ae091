// Every query is scoped in its SQL to the session's contract, while the session's person is on it,
// and through the contract to its apartment and building: another building's resource or another
// household's booking simply is not found.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ResourceKind } from "@portal/schemas/bookings.constants";
import type { Db } from "../../db/client.ts";
import { bookingResources } from "../../db/schema/bookings.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";
import type { StoredSession } from "../auth/auth.repository.ts";
import { household, queryRows, type Scope } from "./bookings-sql.ts";
import { createFixedTurnsRepository, type TurnRow } from "./fixed-turns.repository.ts";

export type { Scope, TurnRow };
export { queryRows };

export interface ResourceRow {
  id: string;
  kind: ResourceKind;
  nameFi: string;
  nameEn: string;
  slotMinutes: number;
  opensMinute: number;
  closesMinute: number;
  windowDays: number;
  quota: number;
  lateCancelHours: number;
  fixedTurnFeeCents: number | null;
}

export interface BookingRow {
  id: string;
  resourceId: string;
  nameFi: string;
  nameEn: string;
  kind: ResourceKind;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  lateCancel: boolean;
}

const resourceColumns = sql`r.id, r.kind, r.name_fi as "nameFi", r.name_en as "nameEn",
  r.slot_minutes as "slotMinutes", r.opens_minute as "opensMinute", r.closes_minute as "closesMinute",
  r.window_days as "windowDays", r.quota, r.late_cancel_hours as "lateCancelHours",
  r.fixed_turn_fee_cents as "fixedTurnFeeCents"`;

const bookingColumns = sql`b.id, b.resource_id as "resourceId", r.name_fi as "nameFi", r.name_en as "nameEn",
  r.kind, b.starts_at as "startsAt", b.ends_at as "endsAt", b.cancelled_at as "cancelledAt",
  b.late_cancel as "lateCancel"`;

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const asNullableDate = (value: unknown): Date | null => (value == null ? null : asDate(value));

function toBooking(row: Record<string, unknown>): BookingRow {
  return {
    ...(row as unknown as BookingRow),
    startsAt: asDate(row.startsAt),
    endsAt: asDate(row.endsAt),
    cancelledAt: asNullableDate(row.cancelledAt),
  };
}

export interface WeekRow {
  session: StoredSession;
  /** Null when the person is not on the contract or the resource is not in their building. */
  resource: ResourceRow | null;
  apartmentId: string | null;
  /** [start ms, end ms, own booking id or null] of active bookings overlapping the week. */
  bookings: [number, number, string | null][];
  /** [weekday, start minute, valid from, valid until, own] of turns valid some day of the week. */
  turns: [number, number, string, string | null, boolean][];
}

export function createBookingsRepository(db: Db) {
  async function rows<T>(query: SQL, tx: Db = db): Promise<T[]> {
    // node-postgres and PGlite both answer { rows }; the Db type leaves the result untyped.
    const result = (await tx.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  const p = (name: string) => sql.placeholder(name);
  // Prepared once, named: the week view is the busiest booking read, and a named statement spares
  // PostgreSQL planning seven joins on every request. The subqueries name the outer tables in full
  // (drizzle writes a lone outer column unqualified).
  const weekQuery = db
    .select({
      userId: sessions.userId,
      personId: userAccounts.personId,
      contractId: sessions.contractId,
      lastActivityAt: sessions.lastActivityAt,
      expiresAt: sessions.expiresAt,
      apartmentId: contracts.apartmentId,
      id: bookingResources.id,
      kind: bookingResources.kind,
      nameFi: bookingResources.nameFi,
      nameEn: bookingResources.nameEn,
      slotMinutes: bookingResources.slotMinutes,
      opensMinute: bookingResources.opensMinute,
      closesMinute: bookingResources.closesMinute,
      windowDays: bookingResources.windowDays,
      quota: bookingResources.quota,
      lateCancelHours: bookingResources.lateCancelHours,
      fixedTurnFeeCents: bookingResources.fixedTurnFeeCents,
      bookings: sql<unknown>`(select coalesce(json_agg(json_build_array(
          (extract(epoch from b.starts_at) * 1000)::bigint, (extract(epoch from b.ends_at) * 1000)::bigint,
          case when b.apartment_id = contracts.apartment_id then b.id end)), '[]')
        from bookings b
        where b.resource_id = booking_resources.id and b.cancelled_at is null
          and b.starts_at < ${p("to")}::timestamptz and b.ends_at > ${p("from")}::timestamptz
          -- No slot is a day long: a lower bound keeps the index range to the week.
          and b.starts_at > ${p("from")}::timestamptz - interval '1 day')`,
      turns: sql<unknown>`(select coalesce(json_agg(json_build_array(t.weekday, t.start_minute, t.valid_from,
          t.valid_until, t.apartment_id = contracts.apartment_id)), '[]')
        from fixed_turns t
        where t.resource_id = booking_resources.id and t.valid_from <= ${p("toDate")}::date
          and (t.valid_until is null or t.valid_until >= ${p("fromDate")}::date))`,
    })
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(
      contractParties,
      and(
        eq(contractParties.personId, userAccounts.personId),
        eq(contractParties.contractId, sessions.contractId),
      ),
    )
    .leftJoin(contracts, eq(contracts.id, contractParties.contractId))
    .leftJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .leftJoin(
      bookingResources,
      and(eq(bookingResources.buildingId, apartments.buildingId), eq(bookingResources.id, p("resourceId"))),
    )
    .where(eq(sessions.id, p("sessionHash")))
    .prepare("bookings_week");

  return {
    ...createFixedTurnsRepository(db),

    async resources(scope: Scope): Promise<ResourceRow[]> {
      return rows<ResourceRow>(sql`with h as (${household(scope)})
        select ${resourceColumns} from booking_resources r join h on h.building_id = r.building_id
        order by r.position, r.name_fi`);
    },

    /**
     * The week view's whole read in one round trip: the session (checked by the caller with the
     * usual rules), the resource if it is in the session's building, and the week's bookings and
     * weekly turns as JSON arrays.
     */
    async week(
      sessionHash: string,
      resourceId: string,
      from: Date,
      to: Date,
      fromDate: string,
      toDate: string,
    ) {
      const [row] = await weekQuery.execute({
        sessionHash,
        resourceId,
        from: from.toISOString(),
        to: to.toISOString(),
        fromDate,
        toDate,
      });
      if (!row) return null;
      const session: StoredSession = {
        userId: row.userId,
        personId: row.personId,
        contractId: row.contractId,
        lastActivityAt: row.lastActivityAt,
        expiresAt: row.expiresAt,
      };
      const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
      const week: WeekRow = {
        session,
        resource: row.id ? (row as unknown as ResourceRow) : null,
        apartmentId: row.apartmentId ?? null,
        bookings: row.id
          ? json<WeekRow["bookings"]>(row.bookings).map(([s, e, id]) => [Number(s), Number(e), id])
          : [],
        turns: row.id ? json<WeekRow["turns"]>(row.turns) : [],
      };
      return week;
    },

    /**
     * The household's apartment row locked until the transaction ends (so one household's
     * concurrent bookings are counted one after another) and the resource, if in its building.
     */
    async lockHousehold(scope: Scope, resourceId: string, tx: Db) {
      const [row] = await rows<{ apartmentId: string } & Partial<ResourceRow>>(
        sql`with h as (${household(scope)})
          select a.id as "apartmentId", ${resourceColumns}
          from h join apartments a on a.id = h.apartment_id
          left join booking_resources r on r.building_id = h.building_id and r.id = ${resourceId}
          for update of a`,
        tx,
      );
      return row ?? null;
    },

    /** Whether a weekly turn holds the slot on that date. */
    async turnHolds(resourceId: string, date: string, weekday: number, from: number, to: number, tx: Db) {
      const found = await rows(
        sql`select 1 from fixed_turns t where t.resource_id = ${resourceId} and t.weekday = ${weekday}
          and t.start_minute < ${to} and t.start_minute + (select slot_minutes from booking_resources where id = t.resource_id) > ${from}
          and t.valid_from <= ${date}::date and (t.valid_until is null or t.valid_until >= ${date}::date)
          limit 1`,
        tx,
      );
      return found.length > 0;
    },

    /** Bookings that count toward the quota: not ended, active or cancelled late. */
    async countActive(apartmentId: string, resourceId: string, now: Date, tx: Db): Promise<number> {
      const [row] = await rows<{ n: number | string }>(
        sql`select count(*) as n from bookings b where b.apartment_id = ${apartmentId} and b.resource_id = ${resourceId}
          and b.ends_at > ${now.toISOString()}::timestamptz and (b.cancelled_at is null or b.late_cancel)`,
        tx,
      );
      return Number(row?.n ?? 0);
    },

    async insertBooking(
      values: { resourceId: string; apartmentId: string; scope: Scope; start: Date; end: Date; now: Date },
      tx: Db,
    ): Promise<string> {
      const [row] = await rows<{ id: string }>(
        sql`insert into bookings (resource_id, apartment_id, contract_id, person_id, starts_at, ends_at, created_at)
          values (${values.resourceId}, ${values.apartmentId}, ${values.scope.contractId}, ${values.scope.personId},
            ${values.start.toISOString()}::timestamptz, ${values.end.toISOString()}::timestamptz,
            ${values.now.toISOString()}::timestamptz)
          returning id`,
        tx,
      );
      return row!.id;
    },

    /** One of the household's bookings with its resource's late-cancel rule (locked in a transaction). */
    async booking(scope: Scope, id: string, tx: Db = db, lock = false) {
      const [row] = await rows<Record<string, unknown>>(
        sql`with h as (${household(scope)})
          select ${bookingColumns}, r.late_cancel_hours as "lateCancelHours",
            bld.street_address as "streetAddress", bld.city
          from bookings b join h on h.contract_id = b.contract_id
          join booking_resources r on r.id = b.resource_id
          join buildings bld on bld.id = r.building_id
          where b.id = ${id} ${lock ? sql`for update of b` : sql``}`,
        tx,
      );
      return row
        ? {
            ...toBooking(row),
            lateCancelHours: Number(row.lateCancelHours),
            location: `${String(row.streetAddress)}, ${String(row.city)}`,
          }
        : null;
    },

    async cancel(id: string, at: Date, late: boolean, tx: Db) {
      await tx.execute(
        sql`update bookings set cancelled_at = ${at.toISOString()}::timestamptz, late_cancel = ${late} where id = ${id}`,
      );
    },

    /** The household's bookings: upcoming (active, not ended) soonest first, or the rest newest first. */
    async list(scope: Scope, upcoming: boolean, now: Date): Promise<BookingRow[]> {
      const at = now.toISOString();
      const found = await rows<Record<string, unknown>>(sql`with h as (${household(scope)})
        select ${bookingColumns} from bookings b join h on h.contract_id = b.contract_id
        join booking_resources r on r.id = b.resource_id
        where ${
          upcoming
            ? sql`b.cancelled_at is null and b.ends_at > ${at}::timestamptz order by b.starts_at`
            : sql`(b.cancelled_at is not null or b.ends_at <= ${at}::timestamptz) order by b.starts_at desc limit 100`
        }`);
      return found.map(toBooking);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
