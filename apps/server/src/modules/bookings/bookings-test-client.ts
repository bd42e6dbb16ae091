// Test helpers: households created straight in the database (with a session each, no sign-in, so
// fifty of them cost milliseconds), and shorthand for the booking calls.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TestContext } from "../../test/harness.ts";
import { hashSessionToken, newSessionToken } from "../../plugins/session-rules.ts";
import { queryRows } from "./bookings.repository.ts";
import { localInstant } from "./slots.ts";

export const AINO = "aino.asukas@example.fi";
export const VILLE = "ville.vuokralainen@example.fi";
/** In another building (Tikkurilan Lähde), with its own resources. */
export const SANNA = "suojattu.asukas@example.fi";

export interface Household {
  contractId: string;
  apartmentId: string;
  headers: { authorization: string };
}

/** `count` new households in the building of `email`'s current apartment, each signed in. */
export async function createHouseholds(t: TestContext, email: string, count: number): Promise<Household[]> {
  const db = t.database.db;
  const [home] = await queryRows<{ buildingId: string }>(
    db,
    sql`select a.building_id as "buildingId" from user_accounts u join contract_parties p on p.person_id = u.person_id
      join contracts c on c.id = p.contract_id join apartments a on a.id = c.apartment_id
      where u.email = ${email} and c.end_date is null limit 1`,
  );
  const out: Household[] = [];
  const now = t.clock.now;
  for (let i = 0; i < count; i++) {
    const tag = randomUUID().slice(0, 8);
    const [row] = await queryRows<{ contractId: string; apartmentId: string; userId: string }>(
      db,
      sql`with apt as (
          insert into apartments (building_id, apartment_number, area_m2, rooms)
          values (${home!.buildingId}, ${`T ${tag}`}, 40, 2) returning id),
        person as (insert into persons (first_name, last_name) values ('Testi', ${tag}) returning id),
        account as (
          insert into user_accounts (person_id, email, password_hash, email_confirmed_at)
          select id, ${`testi.${tag}@example.fi`}, 'x', now() from person returning id, person_id),
        contract as (
          insert into contracts (apartment_id, contract_number, start_date, monthly_rent_cents, due_day)
          select id, ${`T-${tag}`}, '2020-01-01', 70000, 2 from apt returning id, apartment_id),
        party as (
          insert into contract_parties (contract_id, person_id, kind)
          select contract.id, person.id, 'party' from contract, person returning contract_id)
        select contract.id as "contractId", contract.apartment_id as "apartmentId", account.id as "userId"
        from contract, account, party`,
    );
    const token = newSessionToken();
    await db.execute(sql`insert into sessions (id, user_id, contract_id, created_at, last_activity_at, expires_at)
      values (${hashSessionToken(token)}, ${row!.userId}, ${row!.contractId}, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + 30 * 86_400_000).toISOString()}::timestamptz)`);
    out.push({ contractId: row!.contractId, apartmentId: row!.apartmentId, headers: t.bearer(token) });
  }
  return out;
}

/** Keeps created sessions alive after the test clock jumps ahead. */
export async function touchSessions(t: TestContext) {
  await t.database.db.execute(
    sql`update sessions set last_activity_at = ${t.clock.now.toISOString()}::timestamptz,
      expires_at = ${new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString()}::timestamptz`,
  );
}

/** A resource of the building `email` lives in. */
export async function resourceOf(t: TestContext, headers: { authorization: string }, kind: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/bookings/resources", headers });
  const found = (res.json() as { resources: { id: string; kind: string }[] }).resources.find(
    (r) => r.kind === kind,
  );
  if (!found) throw new Error(`no ${kind}: ${res.statusCode} ${res.body}`);
  return found.id;
}

/** The slot starting at `hour`.00 Helsinki time on `date`, as the client sends it. */
export const at = (date: string, hour: number, minute = 0) =>
  localInstant(date, hour * 60 + minute).toISOString();

export function book(t: TestContext, headers: { authorization: string }, resourceId: string, start: string) {
  return t.app.inject({ method: "POST", url: "/api/bookings", headers, payload: { resourceId, start } });
}
