// Every query is scoped in its SQL to the session's contract, while the session's person is on it,
// and through the contract to its apartment and building: another building's resource or another
// household's booking simply is not found.
import { sql, type SQL } from "drizzle-orm";
import type { ResourceKind } from "@portal/schemas/bookings.constants";
import type { Db } from "../../db/client.ts";
import { household, queryRows, type ResourceRow, type Scope } from "./bookings-sql.ts";
import { createFixedTurnsRepository, type TurnRow } from "./fixed-turns.repository.ts";
import { createWeekRepository } from "./week.repository.ts";

export type { ResourceRow, Scope, TurnRow };
export { queryRows };

export interface BookingRow {
  id: string;
  resourceId: string;
  nameFi: string;
  nameEn: string;
  nameSv: string;
  kind: ResourceKind;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  lateCancel: boolean;
}

const resourceColumns = sql`r.id, r.kind, r.name_fi as "nameFi", r.name_en as "nameEn", r.name_sv as "nameSv",
  r.slot_minutes as "slotMinutes", r.opens_minute as "opensMinute", r.closes_minute as "closesMinute",
  r.window_days as "windowDays", r.quota, r.late_cancel_hours as "lateCancelHours",
  r.fixed_turn_fee_cents as "fixedTurnFeeCents"`;

const bookingColumns = sql`b.id, b.resource_id as "resourceId", r.name_fi as "nameFi", r.name_en as "nameEn", r.name_sv as "nameSv",
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

export function createBookingsRepository(db: Db) {
  async function rows<T>(query: SQL, tx: Db = db): Promise<T[]> {
    // node-postgres and PGlite both answer { rows }; the Db type leaves the result untyped.
    const result = (await tx.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  return {
    ...createFixedTurnsRepository(db),
    ...createWeekRepository(db),

    async resources(scope: Scope): Promise<ResourceRow[]> {
      return rows<ResourceRow>(sql`with h as (${household(scope)})
        select ${resourceColumns} from booking_resources r join h on h.building_id = r.building_id
        order by r.position, r.name_fi`);
    },

    /**
     * The household's apartment row locked until the transaction ends (so one household's
     * concurrent bookings are counted one after another), its lease's last day and the resource,
     * if in its building.
     */
    async lockHousehold(scope: Scope, resourceId: string, tx: Db) {
      const [row] = await rows<{ apartmentId: string; leaseEnd: string | null } & Partial<ResourceRow>>(
        sql`with h as (${household(scope)})
          select a.id as "apartmentId", h.end_date as "leaseEnd", ${resourceColumns}
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

    /**
     * Households booking the same slot wait here, each until the one before it has committed, so
     * the exclusion constraint refuses the later one at once. Without it two inserts could each
     * wait for the other inside the constraint's check until PostgreSQL broke the deadlock, a second
     * later. The lock is the transaction's; a hash collision only makes two slots wait for each other.
     */
    async lockSlot(resourceId: string, start: Date, tx: Db): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${resourceId} ${start.toISOString()}`}, 0))`,
      );
    },

    /**
     * The household's bookings that count toward its quota: not ended, active or cancelled late.
     * The quota is the household's (the contract's), not the apartment's: what a tenant who moved
     * out still holds never counts against the next household.
     */
    async countActive(contractId: string, resourceId: string, now: Date, tx: Db): Promise<number> {
      const [row] = await rows<{ n: number | string }>(
        sql`select count(*) as n from bookings b where b.contract_id = ${contractId} and b.resource_id = ${resourceId}
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

    /**
     * The household's bookings by their slot's time: upcoming (not ended) soonest first, or past
     * (ended) newest first. A cancelled booking stays where its slot is, so one cancelled for next
     * week is still among the upcoming, shown as cancelled, until its slot has passed.
     */
    async list(scope: Scope, upcoming: boolean, now: Date, activeOnly = false): Promise<BookingRow[]> {
      const at = now.toISOString();
      const found = await rows<Record<string, unknown>>(sql`with h as (${household(scope)})
        select ${bookingColumns} from bookings b join h on h.contract_id = b.contract_id
        join booking_resources r on r.id = b.resource_id
        where ${activeOnly ? sql`b.cancelled_at is null and ` : sql``}${
          upcoming
            ? sql`b.ends_at > ${at}::timestamptz order by b.starts_at`
            : sql`b.ends_at <= ${at}::timestamptz order by b.starts_at desc limit 100`
        }`);
      return found.map(toBooking);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
