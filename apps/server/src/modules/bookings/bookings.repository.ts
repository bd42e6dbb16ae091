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

export interface Scope {
  contractId: string;
  personId: string;
}

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

export interface TurnRow {
  id: string;
  resourceId: string;
  weekday: number;
  startMinute: number;
  monthlyFeeCents: number;
  validFrom: string;
  validUntil: string | null;
  billingTargetId: string | null;
}

/** The household the scope points at: only while the person is on the contract. */
const household = (scope: Scope) => sql`
  select c.id as contract_id, c.apartment_id, a.building_id
  from contracts c
  join apartments a on a.id = c.apartment_id
  where c.id = ${scope.contractId}
    and exists (select 1 from contract_parties p where p.contract_id = c.id and p.person_id = ${scope.personId})`;

const resourceColumns = sql`r.id, r.kind, r.name_fi as "nameFi", r.name_en as "nameEn",
  r.slot_minutes as "slotMinutes", r.opens_minute as "opensMinute", r.closes_minute as "closesMinute",
  r.window_days as "windowDays", r.quota, r.late_cancel_hours as "lateCancelHours",
  r.fixed_turn_fee_cents as "fixedTurnFeeCents"`;

const bookingColumns = sql`b.id, b.resource_id as "resourceId", r.name_fi as "nameFi", r.name_en as "nameEn",
  r.kind, b.starts_at as "startsAt", b.ends_at as "endsAt", b.cancelled_at as "cancelledAt",
  b.late_cancel as "lateCancel"`;

const turnColumns = sql`t.id, t.resource_id as "resourceId", t.weekday, t.start_minute as "startMinute",
  t.monthly_fee_cents as "monthlyFeeCents", t.valid_from::text as "validFrom",
  t.valid_until::text as "validUntil", t.billing_target_id as "billingTargetId"`;

/** Both drivers give timestamptz as Date; json built in SQL gives text. */
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

/** Rows of a raw query on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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

    /** The household's weekly turns not ended before `today`. */
    async turns(scope: Scope, today: string): Promise<TurnRow[]> {
      return rows<TurnRow>(sql`with h as (${household(scope)})
        select ${turnColumns} from fixed_turns t join h on h.contract_id = t.contract_id
        where t.valid_until is null or t.valid_until >= ${today}::date
        order by t.weekday, t.start_minute`);
    },

    async turn(scope: Scope, id: string, tx: Db): Promise<TurnRow | null> {
      const [row] = await rows<TurnRow>(
        sql`with h as (${household(scope)})
          select ${turnColumns} from fixed_turns t join h on h.contract_id = t.contract_id
          where t.id = ${id} for update of t`,
        tx,
      );
      return row ?? null;
    },

    /**
     * A weekly turn and the billing target that bills its fee every month from `validFrom`. The
     * partial unique index refuses a second holder of the slot (23505).
     */
    async insertTurn(
      values: {
        scope: Scope;
        apartmentId: string;
        resourceId: string;
        weekday: number;
        startMinute: number;
        feeCents: number;
        validFrom: string;
        reason: "sauna" | "other";
        nameOnBill: string;
        now: Date;
      },
      tx: Db,
    ): Promise<TurnRow> {
      const [target] = await rows<{ id: string }>(
        sql`insert into billing_targets (contract_id, reason, name_on_bill, amount_cents, start_date)
          values (${values.scope.contractId}, ${values.reason}, ${values.nameOnBill}, ${values.feeCents}, ${values.validFrom}::date)
          returning id`,
        tx,
      );
      const [row] = await rows<TurnRow>(
        sql`insert into fixed_turns as t (resource_id, apartment_id, contract_id, person_id, weekday, start_minute,
            monthly_fee_cents, valid_from, billing_target_id, created_at)
          values (${values.resourceId}, ${values.apartmentId}, ${values.scope.contractId}, ${values.scope.personId},
            ${values.weekday}, ${values.startMinute}, ${values.feeCents}, ${values.validFrom}::date, ${target!.id},
            ${values.now.toISOString()}::timestamptz)
          returning ${turnColumns}`,
        tx,
      );
      return row!;
    },

    /** Gives a turn up from `validUntil` on: its fee's target ends the same day. */
    async endTurn(turn: TurnRow, validUntil: string, tx: Db) {
      await tx.execute(sql`update fixed_turns set valid_until = ${validUntil}::date where id = ${turn.id}`);
      if (turn.billingTargetId)
        await tx.execute(
          sql`update billing_targets set end_date = ${validUntil}::date where id = ${turn.billingTargetId}`,
        );
    },

    /** A turn given up before its first month: nothing was billed, nothing is kept. */
    async deleteTurn(turn: TurnRow, tx: Db) {
      await tx.execute(sql`delete from fixed_turns where id = ${turn.id}`);
      if (turn.billingTargetId)
        await tx.execute(sql`delete from billing_targets where id = ${turn.billingTargetId}`);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
