// Published exchange notices for the exchange's benchmark, on the scale organisation's tenants
// (scale-seed.ts): one for each of the first `total` households, their apartments' facts as the
// notice form copies them, wishes for one to three of the scale cities, published over the last
// three months. Set-based SQL in one transaction; skipped when the scale tenants already have some.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { SCALE_ORGANISATION } from "./scale-seed.ts";

export const SCALE_EXCHANGE_NOTICES = 5_000;

export async function scaleExchangeCount(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from exchange_notices e join buildings b on b.id = e.building_id
    join organisations o on o.id = b.organisation_id where o.name = ${SCALE_ORGANISATION}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export async function seedScaleExchange(db: Db, total = SCALE_EXCHANGE_NOTICES): Promise<number> {
  if ((await scaleExchangeCount(db)) > 0) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table scale_exchange on commit drop as
      select row_number() over (order by c.id) as k, c.id as contract_id, a.building_id, u.id as user_id,
        b.street_address, b.postal_code, b.city, a.rooms, a.area_m2, c.monthly_rent_cents,
        (select count(*)::int from apartments a2 where a2.building_id = a.building_id) as apartments
      from contracts c join apartments a on a.id = c.apartment_id join buildings b on b.id = a.building_id
      join organisations o on o.id = b.organisation_id
      join contract_parties p on p.contract_id = c.id and p.kind = 'party'
      join user_accounts u on u.person_id = p.person_id
      where o.name = ${SCALE_ORGANISATION} and c.end_date is null
      limit ${total}`);
    await tx.execute(sql`create temp table scale_cities on commit drop as
      select array_agg(distinct city order by city) as cities from buildings b
      join organisations o on o.id = b.organisation_id where o.name = ${SCALE_ORGANISATION}`);
    await tx.execute(sql`insert into exchange_notices (user_id, contract_id, building_id, state, secret_hash,
        language, street_address, postal_code, city, rooms, area_m2, rent_cents, water_advance_cents,
        building_type, built_year, apartments_in_building, floors, lift, description, wish_cities,
        wish_rooms, wish_area_min, wish_area_max, wish_rent_min_cents, wish_rent_max_cents, wish_text,
        contact_name, contact_phone, contact_email, published_at, expires_at, created_at, updated_at)
      select s.user_id, s.contract_id, s.building_id, 'published', md5(s.k::text), 'fi', s.street_address,
        s.postal_code, s.city, s.rooms, s.area_m2, s.monthly_rent_cents, 3000, 'apartmentBuilding', 1990, s.apartments,
        5, true, 'Vaihtoilmoitus ' || s.k,
        (select array(select c from unnest(sc.cities) with ordinality as t(c, n)
          where n % 3 = s.k % 3 or n = 1 + (s.k % array_length(sc.cities, 1)))),
        array[1 + (s.k % 4)::int, 2 + (s.k % 4)::int], 20 + (s.k % 40), null, null, 150000, 'Toive ' || s.k,
        'Asukas ' || s.k, null, 'scale.exchange.' || s.k || '@example.fi',
        now() - (s.k % 90) * interval '1 day', now() - (s.k % 90) * interval '1 day' + interval '3 months',
        now() - (s.k % 90) * interval '1 day', now()
      from scale_exchange s cross join scale_cities sc`);
    await tx.execute(sql`insert into exchange_notice_state_changes (notice_id, state, at, actor_kind)
      select e.id, 'published', e.published_at, 'system' from exchange_notices e
      join buildings b on b.id = e.building_id join organisations o on o.id = b.organisation_id
      where o.name = ${SCALE_ORGANISATION}`);
  });
  return scaleExchangeCount(db);
}
