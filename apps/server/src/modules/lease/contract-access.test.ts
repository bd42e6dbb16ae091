import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { LeaseEndCounts } from "../bookings/lease-end.job.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp, type TestContext } from "../../test/harness.ts";
import { hashSessionToken, newSessionToken } from "../../plugins/session-rules.ts";
import { multipartBody, validFields } from "../faults/faults-test-client.ts";
import { at, book, createHouseholds, resourceOf, touchSessions } from "../bookings/bookings-test-client.ts";
import { queryRows } from "../bookings/bookings.repository.ts";

/** Lease ended 10 days before the tests' today (Monday 16 March 2026): on 6 March. */
const MOVED = "muuttanut.pois@example.fi";
const ENDED = { error: "CONTRACT_ENDED", endDate: "2026-03-06" };
const AINO = "aino.asukas@example.fi";

type Headers = { authorization: string };

async function movedHousehold(t: TestContext) {
  const [row] = await queryRows<{ contractId: string; apartmentId: string; personId: string }>(
    t.database.db,
    sql`select c.id as "contractId", c.apartment_id as "apartmentId", u.person_id as "personId"
      from user_accounts u join contract_parties p on p.person_id = u.person_id
      join contracts c on c.id = p.contract_id where u.email = ${MOVED}`,
  );
  return row!;
}

/** A booking written straight in, as one made before the lease's end was known. */
async function insertBooking(
  t: TestContext,
  who: { contractId: string; apartmentId: string; personId: string },
  resourceId: string,
  start: string,
) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into bookings (resource_id, apartment_id, contract_id, person_id, starts_at, ends_at, created_at)
      values (${resourceId}, ${who.apartmentId}, ${who.contractId}, ${who.personId}, ${start}::timestamptz,
        ${start}::timestamptz + interval '1 hour', ${START.toISOString()}::timestamptz)
      returning id`,
  );
  return row!.id;
}

/** A new household's lease on an existing apartment, from the day after the last one ended. */
async function nextHousehold(t: TestContext, apartmentId: string): Promise<Headers> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await queryRows<{ userId: string; contractId: string }>(
    t.database.db,
    sql`with person as (insert into persons (first_name, last_name) values ('Seuraava', ${tag}) returning id),
      account as (
        insert into user_accounts (person_id, email, password_hash, email_confirmed_at)
        select id, ${`seuraava.${tag}@example.fi`}, 'x', now() from person returning id, person_id),
      contract as (
        insert into contracts (apartment_id, contract_number, start_date, monthly_rent_cents, due_day)
        values (${apartmentId}, ${`S-${tag}`}, '2026-03-07', 70000, 2) returning id),
      party as (
        insert into contract_parties (contract_id, person_id, kind)
        select contract.id, person.id, 'party' from contract, person returning contract_id)
      select account.id as "userId", contract.id as "contractId" from account, contract, party`,
  );
  const token = newSessionToken();
  const now = START.toISOString();
  await t.database.db
    .execute(sql`insert into sessions (id, user_id, contract_id, created_at, last_activity_at, expires_at)
    values (${hashSessionToken(token)}, ${row!.userId}, ${row!.contractId}, ${now}::timestamptz, ${now}::timestamptz,
      ${now}::timestamptz + interval '30 days')`);
  return t.bearer(token);
}

const setEnd = (t: TestContext, contractId: string, endDate: string | null) =>
  t.database.db.execute(sql`update contracts set end_date = ${endDate}::date where id = ${contractId}`);

describe.each(testDatabases)("acting after the lease's end date on $name", (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    t.clock.now = new Date(START);
  });

  it("refuses every act on the building and the apartment once the lease has ended, with its end date", async () => {
    const headers = t.bearer(await t.login(MOVED));
    const sauna = await resourceOf(t, headers, "sauna");
    const inject = (method: "POST" | "GET" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const booking = await book(t, headers, sauna, at("2026-03-18", 15));
    expect(booking.statusCode).toBe(403);
    expect(booking.json()).toEqual(ENDED);
    const turn = await inject("POST", "/api/bookings/fixed-turns", {
      resourceId: sauna,
      weekday: 2,
      startTime: "20:00",
    });
    expect(turn.statusCode).toBe(403);
    expect(turn.json()).toEqual(ENDED);
    const feed = await inject("POST", "/api/bookings/feed");
    expect(feed.statusCode).toBe(403);
    expect(feed.json()).toEqual(ENDED);
    const body = multipartBody(validFields);
    const fault = await t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(fault.statusCode).toBe(403);
    expect(fault.json()).toEqual(ENDED);
    const [stored] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select (select count(*) from bookings b join contract_parties p on p.contract_id = b.contract_id
          join user_accounts u on u.person_id = p.person_id where u.email = ${MOVED})
        + (select count(*) from booking_feeds f join user_accounts u on u.person_id = f.person_id where u.email = ${MOVED})
        + (select count(*) from defect_notices d join user_accounts u on u.id = d.user_id where u.email = ${MOVED}) as n`,
    );
    expect(Number(stored!.n)).toBe(0);

    // The week says why nothing can be booked.
    const week = (await inject("GET", `/api/bookings/resources/${sauna}/week?start=2026-03-23`)).json();
    const states = new Set(
      week.days.flatMap((d: { slots: { state: string }[] }) => d.slots.map((s) => s.state)),
    );
    expect(states).toEqual(new Set(["afterLeaseEnd"]));

    // Reading, undoing and writing to customer service stay open.
    for (const url of [
      "/api/bookings?scope=past",
      "/api/bookings/fixed-turns",
      "/api/bookings/feed",
      "/api/defect-notices",
    ])
      expect((await inject("GET", url)).statusCode, url).toBe(200);
    expect((await inject("DELETE", "/api/bookings/feed")).statusCode).toBe(204);
    const moved = await movedHousehold(t);
    const kept = await insertBooking(t, moved, sauna, at("2026-03-19", 16));
    const cancelled = await inject("DELETE", `/api/bookings/${kept}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ status: "cancelled" });
    const message = await inject("POST", "/api/contact-request", {
      category: 471,
      subcategory: "other",
      subject: "Vakuuden palautus",
      content: "Mille tilille vakuus palautetaan?",
      language: "fi",
    });
    expect(message.statusCode, message.body).toBe(200);
  });

  it("books up to a known future end date and not after it; a weekly turn ends with the lease", async () => {
    const [leaving, other] = await createHouseholds(t, AINO, 2);
    const headers = leaving!.headers;
    const sauna = await resourceOf(t, headers, "sauna");
    await setEnd(t, leaving!.contractId, "2026-03-20");
    expect((await book(t, headers, sauna, at("2026-03-20", 21))).statusCode).toBe(201);
    const after = await book(t, headers, sauna, at("2026-03-21", 14));
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ error: "CONTRACT_ENDED", endDate: "2026-03-20" });
    const week = (
      await t.app.inject({ method: "GET", url: `/api/bookings/resources/${sauna}/week`, headers })
    ).json();
    expect(week.days[4].slots.at(-1)).toMatchObject({ state: "own" });
    expect(week.days[5].slots.map((s: { state: string }) => s.state)).toEqual(Array(8).fill("afterLeaseEnd"));

    const take = (who: Headers, startTime = "21:00") =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings/fixed-turns",
        headers: who,
        payload: { resourceId: sauna, weekday: 1, startTime },
      });
    // A turn taken now begins on 1 April, after this lease.
    expect((await take(headers)).json()).toEqual({ error: "CONTRACT_ENDED", endDate: "2026-03-20" });

    await setEnd(t, leaving!.contractId, "2026-06-30");
    const taken = await take(headers);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().turn).toMatchObject({ validFrom: "2026-04-01", validUntil: "2026-06-30" });
    const [target] = await queryRows<{ endDate: string }>(
      t.database.db,
      sql`select bt.end_date::text as "endDate" from fixed_turns f join billing_targets bt on bt.id = f.billing_target_id
        where f.id = ${taken.json().turn.id}`,
    );
    expect(target!.endDate).toBe("2026-06-30");
    // A turn with an end is still the only one on its slot.
    expect((await take(other!.headers)).json()).toEqual({ error: "SLOT_TAKEN" });
    // Given up before it begins, it is gone, and the slot is free for the next household.
    const given = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/fixed-turns/${taken.json().turn.id}`,
      headers,
    });
    expect(given.statusCode).toBe(200);
    expect((await take(other!.headers)).statusCode).toBe(201);
  });

  it("never counts a moved-out household's bookings against the next household's quota", async () => {
    const moved = await movedHousehold(t);
    const next = await nextHousehold(t, moved.apartmentId);
    const sauna = await resourceOf(t, next, "sauna");
    await insertBooking(t, moved, sauna, at("2026-03-24", 14));
    await insertBooking(t, moved, sauna, at("2026-03-25", 14));
    expect((await book(t, next, sauna, at("2026-03-18", 14))).statusCode).toBe(201);
    expect((await book(t, next, sauna, at("2026-03-19", 14))).statusCode).toBe(201);
    expect((await book(t, next, sauna, at("2026-03-20", 14))).json()).toEqual({
      error: "QUOTA_EXCEEDED",
      quota: 2,
    });
  });

  it("cancels bookings after a lease's end and ends its weekly turns with their fees, once", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const who = await queryRows<{ personId: string }>(
      t.database.db,
      sql`select person_id as "personId" from contract_parties where contract_id = ${household!.contractId}`,
    );
    const scope = { ...household!, personId: who[0]!.personId };
    const sauna = await resourceOf(t, household!.headers, "sauna");
    const before = await insertBooking(t, scope, sauna, at("2026-03-20", 20));
    const lastEvening = await insertBooking(t, scope, sauna, at("2026-03-31", 21));
    const afterEnd = await insertBooking(t, scope, sauna, at("2026-04-01", 14));
    const take = (weekday: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings/fixed-turns",
        headers: household!.headers,
        payload: { resourceId: sauna, weekday, startTime: "15:00" },
      });
    const running = (await take(3)).json().turn.id;
    // The turn runs from April; make it one that has begun, and take another from May.
    await t.database.db.execute(sql`update fixed_turns set valid_from = '2026-03-01' where id = ${running}`);
    t.clock.now = new Date("2026-04-15T09:00:00Z");
    await touchSessions(t);
    const later = (await take(5)).json().turn.id;
    t.clock.now = new Date(START);
    await touchSessions(t);

    await setEnd(t, household!.contractId, "2026-03-31");
    const job = t.job<LeaseEndCounts>("lease-end");
    // Other tests' leases in this database end too; this household's rows are checked one by one.
    const first = await job.runOnce();
    expect(first.bookingsCancelled).toBeGreaterThanOrEqual(1);
    expect(first.turnsEnded).toBeGreaterThanOrEqual(2);
    expect(await job.runOnce()).toEqual({ bookingsCancelled: 0, turnsEnded: 0, committeeMembersEnded: 0 });

    const bookings = await queryRows<{ id: string; cancelled: boolean; late: boolean }>(
      t.database.db,
      sql`select id, cancelled_at is not null as cancelled, late_cancel as late from bookings
        where id in (${before}, ${lastEvening}, ${afterEnd})`,
    );
    const state = Object.fromEntries(bookings.map((b) => [b.id, b.cancelled]));
    expect(state).toEqual({ [before]: false, [lastEvening]: false, [afterEnd]: true });
    expect(bookings.every((b) => !b.late)).toBe(true);
    const turns = await queryRows<{ id: string; validUntil: string; targetEnd: string }>(
      t.database.db,
      sql`select f.id, f.valid_until::text as "validUntil", bt.end_date::text as "targetEnd"
        from fixed_turns f join billing_targets bt on bt.id = f.billing_target_id
        where f.contract_id = ${household!.contractId}`,
    );
    expect(turns).toEqual([{ id: running, validUntil: "2026-03-31", targetEnd: "2026-03-31" }]);
    const [gone] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from fixed_turns where id = ${later}`,
    );
    expect(Number(gone!.n)).toBe(0);
  });
});
