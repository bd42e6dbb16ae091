// Booking resources for every building that has none (the demo's rules, see bookings-seed.ts) and,
// in the scale organisation's buildings, about half of every sauna and laundry slot from a week ago
// to the end of the booking window booked by the building's households, and weekday evening sauna
// turns at 19.00 held by five of them: enough rows for the week view to be measured as it will
// run. Set-based SQL; idempotent per building and resource.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { DEMO_RESOURCES } from "./bookings-seed.ts";
import { SCALE_ORGANISATION } from "./scale-seed.ts";

/** Each building's current signing households, numbered k = 0…total − 1, for hashing a slot to one. */
const households = sql`
  select a.building_id, c.id as contract_id, c.apartment_id, p.person_id,
    row_number() over (partition by a.building_id order by c.id) - 1 as k,
    count(*) over (partition by a.building_id) as total
  from contracts c join apartments a on a.id = c.apartment_id
  join contract_parties p on p.contract_id = c.id and p.kind = 'party'
  where c.end_date is null`;

export async function seedScaleBookings(
  db: Db,
  today: string,
): Promise<{ resources: number; bookings: number; turns: number }> {
  return db.transaction(async (tx) => {
    const values = DEMO_RESOURCES.map(
      (r, i) => sql`(${r.kind}::text, ${r.nameFi}::text, ${r.nameEn}::text, ${r.slotMinutes}::int,
        ${r.opensMinute}::int, ${r.closesMinute}::int, ${r.windowDays}::int, ${r.quota}::int,
        ${r.lateCancelHours}::int, ${r.fixedTurnFeeCents}::int, ${i}::int)`,
    );
    const resources = (await tx.execute(sql`
      insert into booking_resources (building_id, kind, name_fi, name_en, slot_minutes, opens_minute,
        closes_minute, window_days, quota, late_cancel_hours, fixed_turn_fee_cents, position)
      select b.id, v.* from buildings b cross join (values ${sql.join(values, sql`, `)}) as v
      where not exists (select 1 from booking_resources r where r.building_id = b.id)
      returning id`)) as unknown as { rows: unknown[] };
    // Slot k of day d of resource r goes to one of the building's current contracts, picked by a
    // hash, when the hash says so (about half the slots).
    const bookings = (await tx.execute(sql`
      with scale_resources as (
        select r.*, row_number() over () as n from booking_resources r
        join buildings b on b.id = r.building_id join organisations o on o.id = b.organisation_id
        where o.name = ${SCALE_ORGANISATION} and r.kind in ('sauna', 'laundry')
          and not exists (select 1 from bookings x where x.resource_id = r.id)
      ),
      households as (${households}),
      slots as (
        select r.id as resource_id, r.building_id, r.n, d, m, r.slot_minutes,
          ((${today}::date + d) + make_interval(mins => m)) at time zone 'Europe/Helsinki' as starts_at,
          ((${today}::date + d) + make_interval(mins => m + r.slot_minutes)) at time zone 'Europe/Helsinki' as ends_at
        from scale_resources r
        cross join generate_series(-7, r.window_days) d
        cross join lateral generate_series(r.opens_minute, r.closes_minute - r.slot_minutes, r.slot_minutes) m
      )
      insert into bookings (resource_id, apartment_id, contract_id, person_id, starts_at, ends_at, created_at)
      select s.resource_id, h.apartment_id, h.contract_id, h.person_id, s.starts_at, s.ends_at, s.starts_at - interval '3 days'
      from slots s join households h on h.building_id = s.building_id
        and h.k = abs(hashtext(s.resource_id::text || s.d || s.m)) % h.total
      where abs(hashtext(s.d || ':' || s.m || ':' || s.n)) % 2 = 0
      returning id`)) as unknown as { rows: unknown[] };
    // Monday to Friday at 19.00, each a different household's weekly turn since the first of the
    // month (without a billing target: the scale bills are seeded on their own). A booking seeded
    // on a turn's slot is taken away, as the booking check would have refused it.
    const turns = (await tx.execute(sql`
      with scale_saunas as (
        select r.* from booking_resources r
        join buildings b on b.id = r.building_id join organisations o on o.id = b.organisation_id
        where o.name = ${SCALE_ORGANISATION} and r.kind = 'sauna' and r.fixed_turn_fee_cents is not null
          and not exists (select 1 from fixed_turns t where t.resource_id = r.id)
      ),
      households as (${households}),
      turns as (
        insert into fixed_turns (resource_id, apartment_id, contract_id, person_id, weekday, start_minute,
          monthly_fee_cents, valid_from, created_at)
        select r.id, h.apartment_id, h.contract_id, h.person_id, w, 19 * 60, r.fixed_turn_fee_cents,
          date_trunc('month', ${today}::date)::date, now()
        from scale_saunas r cross join generate_series(1, 5) w
        join households h on h.building_id = r.building_id and h.total >= 5
          and h.k = (abs(hashtext(r.id::text)) + w) % h.total
        returning resource_id, weekday, start_minute
      ),
      freed as (
        delete from bookings b using turns t
        where b.resource_id = t.resource_id and b.cancelled_at is null
          and extract(isodow from b.starts_at at time zone 'Europe/Helsinki') = t.weekday
          and (b.starts_at at time zone 'Europe/Helsinki')::time = make_time(t.start_minute / 60, t.start_minute % 60, 0)
        returning b.id
      )
      select (select count(*) from turns) as n, (select count(*) from freed) as freed`)) as unknown as {
      rows: { n: number | string; freed: number | string }[];
    };
    return {
      resources: resources.rows.length,
      // What stays booked: the turns' slots were freed again.
      bookings: bookings.rows.length - Number(turns.rows[0]!.freed),
      turns: Number(turns.rows[0]!.n),
    };
  });
}
