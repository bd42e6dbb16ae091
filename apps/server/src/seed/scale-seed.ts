import { CUSTOMER_SERVICE } from "@portal/schemas/company";
// Tens of thousands of tenants for benchmarks, built by set-based SQL (generate_series) in one
// transaction: each tenant has an account (the demo password), a current lease, a reference number,
// billing targets, bills every month since 1 April 2025 and bank payments for most of them.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { hashPassword } from "../lib/password.ts";
import { DEMO_PASSWORD } from "./accounts.ts";
import { DEMO_BIC, DEMO_IBAN } from "./billing-seed.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";

export const SCALE_ORGANISATION = "Suurkaupungin Vuokrakodit Oy";
const APARTMENTS_PER_BUILDING = 50;

/** Sign-in address of the i-th scale tenant (1-based). */
export function scaleEmail(i: number): string {
  return `scale.${String(i).padStart(6, "0")}@example.fi`;
}

/** How many scale contracts the database already holds (0: not seeded). */
export async function scaleContracts(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from contracts c
    join apartments a on a.id = c.apartment_id join buildings b on b.id = a.building_id
    join organisations o on o.id = b.organisation_id where o.name = ${SCALE_ORGANISATION}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * Adds `contracts` tenants billed from 1 April 2025 (or their lease start) to `today`. About one in
 * twenty bills is left unpaid, so debt pages have something to add up.
 */
export async function seedScale(
  db: Db,
  contracts: number,
  today: string,
  onStep: (step: number, ms: number) => void = () => {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const first = sql.raw(`array[${FIRST_NAMES.map((n) => `'${n}'`).join(",")}]`);
  const last = sql.raw(`array[${LAST_NAMES.map((n) => `'${n}'`).join(",")}]`);
  const steps = [
    sql`set local synchronous_commit = off`,
    sql`create temp table scale_map on commit drop as
      select i, gen_random_uuid() as person_id, gen_random_uuid() as contract_id,
        gen_random_uuid() as apartment_id, (i - 1) / ${APARTMENTS_PER_BUILDING} as building_no,
        -- Leases began between 2019 and last month; rents 500-1099 € in whole euros.
        (date '2019-01-01' + ((i * 7919) % (${today}::date - 30 - date '2019-01-01')))::date as start_date,
        (500 + (i * 37) % 600) * 100 as rent_cents
      from generate_series(1, ${contracts}) i`,
    sql`create temp table scale_org on commit drop as select gen_random_uuid() as id`,
    sql`insert into organisations (id, name, branding)
      select id, ${SCALE_ORGANISATION}, '{"logoText":"SVK","colors":{}}'::jsonb from scale_org`,
    sql`insert into landlord_bank_accounts (organisation_id, recipient_name, iban, bic)
      select id, ${SCALE_ORGANISATION}, ${DEMO_IBAN}, ${DEMO_BIC} from scale_org`,
    sql`create temp table scale_buildings on commit drop as
      select b as building_no, gen_random_uuid() as id from generate_series(0, (${contracts} - 1) / ${APARTMENTS_PER_BUILDING}) b`,
    sql`insert into buildings (id, organisation_id, name, street_address, postal_code, city)
      select sb.id, o.id, 'Talo ' || sb.building_no, 'Skaalatie ' || (sb.building_no + 1), '00' || lpad(((sb.building_no % 990) + 100)::text, 3, '0'), 'Helsinki'
      from scale_buildings sb cross join scale_org o`,
    // Facts and contacts the building page needs; no emergency plan files at scale.
    sql`insert into building_facts (building_id, built_year, floors, has_sauna)
      select id, 1960 + building_no % 60, 2 + building_no % 7, true from scale_buildings`,
    sql`insert into customer_service_contacts (organisation_id, email, phone)
      select id, ${CUSTOMER_SERVICE.email}::text, ${CUSTOMER_SERVICE.phone}::text from scale_org`,
    sql`insert into apartments (id, building_id, apartment_number, area_m2, rooms)
      select m.apartment_id, sb.id, 'A ' || m.i, 30 + (m.i % 60), 1 + m.i % 4
      from scale_map m join scale_buildings sb using (building_no)`,
    sql`insert into persons (id, first_name, last_name)
      select person_id, (${first})[1 + i % ${FIRST_NAMES.length}], (${last})[1 + (i / 7) % ${LAST_NAMES.length}] from scale_map`,
    sql`insert into user_accounts (person_id, email, password_hash, email_confirmed_at, visited)
      select person_id, 'scale.' || lpad(i::text, 6, '0') || '@example.fi', ${passwordHash}, now(), true from scale_map`,
    sql`insert into contracts (id, apartment_id, contract_number, start_date, monthly_rent_cents, due_day)
      select contract_id, apartment_id, 'SK-' || lpad(i::text, 7, '0'), start_date, rent_cents, 2 from scale_map`,
    sql`insert into contract_parties (contract_id, person_id, kind) select contract_id, person_id, 'party' from scale_map`,
    // Base 9000000 + i and its 7-3-1 check digit: weights 7, 3, 1 from the right.
    sql`insert into contract_references (contract_id, reference_number)
      select contract_id, base || ((10 - (
        select sum(substr(base, length(base) - k, 1)::int * (array[7, 3, 1])[k % 3 + 1])
        from generate_series(0, length(base) - 1) k) % 10) % 10)
      from (select contract_id, (9000000 + i)::text as base from scale_map) s`,
    sql`insert into billing_targets (contract_id, reason, name_on_bill, amount_cents, start_date)
      select contract_id, 'rent', 'Vuokra', rent_cents, start_date from scale_map
      union all select contract_id, 'water', 'Vesimaksu (ennakko)', 2200 * (1 + i % 3), start_date from scale_map
      union all select contract_id, 'parking', 'Autopaikka', 3500, start_date from scale_map where i % 3 = 0`,
    sql`create temp table scale_bills on commit drop as
      select gen_random_uuid() as id, m.contract_id, m.i, p::date as period_start, (p + interval '1 day')::date as due_date
      from scale_map m cross join lateral generate_series(
        greatest(date '2025-04-01', date_trunc('month', m.start_date)::date), date_trunc('month', ${today}::date)::date, interval '1 month') p`,
    sql`insert into bills (id, contract_id, period_start, due_date)
      select id, contract_id, period_start, due_date from scale_bills order by contract_id, period_start`,
    // Lines in contract order, so one tenant's ledger sits on few pages.
    sql`insert into bill_lines (bill_id, contract_id, period_start, reason, name_on_bill, amount_cents, due_date)
      select b.id, b.contract_id, b.period_start, t.reason, t.name_on_bill, t.amount_cents, b.due_date
      from scale_bills b join billing_targets t on t.contract_id = b.contract_id
      order by b.contract_id, b.period_start`,
    sql`insert into payments (contract_id, payer_name, amount_cents, paid_date, source, bank_archive_id)
      select b.contract_id, (${first})[1 + m.i % ${FIRST_NAMES.length}] || ' ' || (${last})[1 + (m.i / 7) % ${LAST_NAMES.length}],
        m.rent_cents + 2200 * (1 + m.i % 3) + case when m.i % 3 = 0 then 3500 else 0 end,
        b.due_date - (b.i % 4), 'bank', 'SC' || b.id
      from scale_bills b join scale_map m on m.contract_id = b.contract_id
      where b.due_date - (b.i % 4) <= ${today}::date and (b.i + extract(month from b.period_start)::int) % 20 <> 0
      order by b.contract_id, b.period_start`,
  ];
  await db.transaction(async (tx) => {
    // A superuser (the usual benchmark database owner) may skip the per-row foreign-key triggers:
    // every key is made right here, and the bulk load takes a third of the time without them.
    const su = await tx.execute(sql`select current_setting('is_superuser') = 'on' as su`);
    if ((su as unknown as { rows: { su: boolean }[] }).rows[0]?.su)
      await tx.execute(sql`set local session_replication_role = replica`);
    for (const [i, step] of steps.entries()) {
      const t0 = performance.now();
      await tx.execute(step);
      onStep(i, performance.now() - t0);
    }
  });
  for (const table of [
    "bills",
    "bill_lines",
    "payments",
    "contracts",
    "contract_parties",
    "user_accounts",
    "persons",
  ])
    await db.execute(sql.raw(`analyze ${table}`));
}
