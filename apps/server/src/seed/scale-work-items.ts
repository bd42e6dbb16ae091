// Fault reports and messages for the handling queue's benchmark, on the scale organisation's
// tenants (scale-seed.ts): `total` items over the last two years, half of each kind, most of them
// handled long ago and a few thousand open (the last three weeks' and one in two hundred older
// ones, overdue), a third of the open ones assigned; each with its 'sent' history row; and staff:
// customer service for every building and property managers for five scale buildings each.
// Set-based SQL in one transaction; skipped when the scale tenants already have work items.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { SCALE_ORGANISATION } from "./scale-seed.ts";

/** At least 100 000 in all, as the handling queue's budget asks. */
export const SCALE_WORK_ITEMS = 120_000;
export const SCALE_CUSTOMER_SERVICE = 10;
export const SCALE_PROPERTY_MANAGERS = 20;

/** Sign-in address of the i-th scale customer-service agent (1-based), who sees every building. */
export function scaleStaffEmail(i: number): string {
  return `scale.asiakaspalvelu.${String(i).padStart(2, "0")}@kotikallio.example.fi`;
}

const TITLES = sql.raw(
  `array['Hana vuotaa', 'Patteri ei lämpene', 'Ulko-oven lukko jumittaa', 'Valaisin ei syty', 'Ilmanvaihto pitää ääntä', 'Ikkunan tiiviste irti', 'Pistorasia ei toimi', 'Viemäri haisee']`,
);
const SUBJECTS = sql.raw(
  `array['Kysymys vuokrasta', 'Autopaikka', 'Saunavuoro', 'Muuttoilmoitus', 'Naapurin melu', 'Laskun eräpäivä', 'Avainten tilaus']`,
);
/** Defect classes by i % 5, and each one's working days as calendar days (bench data only). */
const CLASSES = sql.raw(`array['hvac', 'electrical', 'locks', 'repair', 'other']`);

export async function scaleWorkItemCount(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from defect_notices d join buildings b on b.id = d.building_id
      join organisations o on o.id = b.organisation_id where o.name = ${SCALE_ORGANISATION})
      + (select count(*) from contact_requests r join buildings b on b.id = r.building_id
      join organisations o on o.id = b.organisation_id where o.name = ${SCALE_ORGANISATION}) as n`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

export async function seedScaleWorkItems(db: Db, total = SCALE_WORK_ITEMS): Promise<number> {
  if ((await scaleWorkItemCount(db)) > 0) return 0;
  const steps = [
    sql`set local synchronous_commit = off`,
    sql`create temp table scale_households on commit drop as
      select row_number() over (order by c.id) as k, c.id as contract_id, a.building_id, p.person_id, u.id as user_id
      from contracts c join apartments a on a.id = c.apartment_id join buildings b on b.id = a.building_id
      join organisations o on o.id = b.organisation_id
      join contract_parties p on p.contract_id = c.id and p.kind = 'party'
      join user_accounts u on u.person_id = p.person_id
      where o.name = ${SCALE_ORGANISATION}`,
    // Staff: customer service sees every building; each property manager five scale buildings.
    sql`create temp table scale_staff on commit drop as
      select gen_random_uuid() as id, s as n, s <= ${SCALE_CUSTOMER_SERVICE} as all_buildings
      from generate_series(1, ${SCALE_CUSTOMER_SERVICE + SCALE_PROPERTY_MANAGERS}) s`,
    sql`insert into staff_members (id, email, name, all_buildings)
      select id,
        case when all_buildings then 'scale.asiakaspalvelu.' || lpad(n::text, 2, '0')
          else 'scale.isannoitsija.' || lpad((n - ${SCALE_CUSTOMER_SERVICE})::text, 2, '0') end || '@kotikallio.example.fi',
        case when all_buildings then 'Asiakaspalvelu ' || n else 'Isännöitsijä ' || (n - ${SCALE_CUSTOMER_SERVICE}) end,
        all_buildings
      from scale_staff`,
    sql`insert into staff_roles (staff_id, role)
      select id, case when all_buildings then 'customer_service' else 'property_manager' end from scale_staff`,
    sql`insert into staff_buildings (staff_id, building_id)
      select s.id, b.building_id
      from scale_staff s cross join lateral (
        select distinct building_id from scale_households
        order by building_id offset (s.n - ${SCALE_CUSTOMER_SERVICE} - 1) * 5 limit 5) b
      where not s.all_buildings`,
    sql`create temp table scale_items on commit drop as
      select i, gen_random_uuid() as id, h.contract_id, h.building_id, h.person_id, h.user_id,
        now() - ((i::bigint * 104729) % (730 * 24 * 60)) * interval '1 minute' as created_at,
        (${CLASSES})[1 + i % 5] as defect_class
      from generate_series(1, ${total}) i
      join scale_households h on h.k = 1 + (i::bigint * 7919) % (select count(*) from scale_households)`,
    sql`alter table scale_items add column status text, add column due_at timestamptz, add column assignee_id uuid`,
    sql`update scale_items set
      status = case when created_at > now() - interval '21 days' or i % 200 = 0
        then (array['sent', 'inProgress'])[1 + i % 2] else 'ready' end,
      -- The service levels in calendar days (1 and 5 working days ≈ 1 and 7 days, 2 ≈ 3): bench data.
      due_at = created_at + case when i % 2 = 1 then interval '3 days'
        when defect_class in ('locks', 'electrical') then interval '1 day' else interval '7 days' end`,
    sql`update scale_items set assignee_id = (select id from scale_staff where n = 1 + i % ${SCALE_CUSTOMER_SERVICE})
      where status <> 'ready' and i % 3 = 0`,
    sql`insert into defect_notices (id, user_id, person_id, contract_id, building_id, title, description,
        defect_class, affected_area, has_pets_in_apartment, master_key_access_allowed, phone, language,
        status, assignee_id, due_at, created_at, updated_at)
      select id, user_id, person_id, contract_id, building_id, (${TITLES})[1 + i % 8] || ' ' || i,
        'Vika huomattu ' || to_char(created_at, 'DD.MM.YYYY') || '. Tarkempi kuvaus: vika toistuu päivittäin.',
        defect_class, (array['apartment', 'courtyard', 'publicSpaces'])[1 + i % 3], i % 7 = 0, i % 4 <> 0,
        '+358400000000', case when i % 10 = 0 then 'en' else 'fi' end, status, assignee_id, due_at, created_at, created_at
      from scale_items where i % 2 = 0 order by created_at`,
    sql`insert into contact_requests (id, user_id, person_id, contract_id, building_id, category, subcategory,
        subject, content, language, status, assignee_id, due_at, created_at, updated_at)
      select id, user_id, person_id, contract_id, building_id, (array[471, 473, 859, 860])[1 + i % 4],
        (array['other', 'latepayment', 'paymentissues', 'disturbance'])[1 + i % 4], (${SUBJECTS})[1 + i % 7] || ' ' || i,
        'Hei, kysyisin asiasta. Viesti lähetetty ' || to_char(created_at, 'DD.MM.YYYY') || '.',
        case when i % 10 = 0 then 'en' else 'fi' end, status, assignee_id, due_at, created_at, created_at
      from scale_items where i % 2 = 1 order by created_at`,
    sql`insert into defect_notice_status_changes (notice_id, status, at, actor_kind, actor_id)
      select id, 'sent', created_at, 'tenant', user_id from scale_items where i % 2 = 0`,
    sql`insert into contact_request_status_changes (request_id, status, at, actor_kind, actor_id)
      select id, 'sent', created_at, 'tenant', user_id from scale_items where i % 2 = 1`,
  ];
  await db.transaction(async (tx) => {
    for (const step of steps) await tx.execute(step);
  });
  for (const table of [
    "defect_notices",
    "contact_requests",
    "defect_notice_status_changes",
    "contact_request_status_changes",
    "staff_members",
  ])
    // Vacuumed too, as autovacuum would in time: counts read the indexes alone once pages are all-visible.
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return scaleWorkItemCount(db);
}
