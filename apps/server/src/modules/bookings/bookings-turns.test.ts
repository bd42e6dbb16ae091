import { afterEach, describe, expect, it } from "vitest";
import { issueMonthlyBills } from "../billing/monthly-bills.repository.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp } from "../../test/harness.ts";
import { AINO, at, book, createHouseholds, resourceOf, touchSessions } from "./bookings-test-client.ts";

// START is Monday 16 March 2026: a turn taken now starts on 1 April, given up in April ends on 30 April.
describe.each(testDatabases)("weekly turns and their fee on $name", (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    t.clock.now = new Date(START);
  });
  const moveTo = async (iso: string) => {
    t.clock.now = new Date(iso);
    await touchSessions(t);
  };

  it("takes a turn from next month, bills its sauna fee, shows it taken, and gives it up at the month's end", async () => {
    const [holder, neighbour] = await createHouseholds(t, AINO, 2);
    const sauna = await resourceOf(t, holder!.headers, "sauna");
    const take = (headers: { authorization: string }, body: object) =>
      t.app.inject({ method: "POST", url: "/api/bookings/fixed-turns", headers, payload: body });

    const taken = await take(holder!.headers, { resourceId: sauna, weekday: 2, startTime: "20:00" });
    expect(taken.statusCode, taken.body).toBe(201);
    const turn = taken.json().turn;
    expect(turn).toEqual({
      id: expect.any(String),
      resourceId: sauna,
      weekday: 2,
      startTime: "20:00",
      monthlyFee: 12,
      validFrom: "2026-04-01",
      validUntil: null,
    });
    // One holder per weekly slot, Aino's Thursday 19.00 included.
    expect(
      (await take(neighbour!.headers, { resourceId: sauna, weekday: 2, startTime: "20:00" })).json(),
    ).toEqual({
      error: "SLOT_TAKEN",
    });
    expect(
      (await take(neighbour!.headers, { resourceId: sauna, weekday: 4, startTime: "19:00" })).statusCode,
    ).toBe(409);
    expect(
      (await take(neighbour!.headers, { resourceId: sauna, weekday: 2, startTime: "20:30" })).json(),
    ).toEqual({
      error: "NOT_A_SLOT",
    });
    expect(
      (await take(neighbour!.headers, { resourceId: sauna, weekday: 2, startTime: "10:00" })).json(),
    ).toEqual({
      error: "OUTSIDE_HOURS",
    });
    const laundry = await resourceOf(t, holder!.headers, "laundry");
    expect(
      (await take(neighbour!.headers, { resourceId: laundry, weekday: 2, startTime: "07:00" })).statusCode,
    ).toBe(400);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/bookings/fixed-turns",
      headers: holder!.headers,
    });
    expect(list.json()).toEqual({ turns: [turn] });
    const others = await t.app.inject({
      method: "GET",
      url: "/api/bookings/fixed-turns",
      headers: neighbour!.headers,
    });
    expect(others.json()).toEqual({ turns: [] });

    // April's bill carries the fee.
    await moveTo("2026-04-01T07:00:00Z");
    await issueMonthlyBills(t.database.db, "2026-04-01");
    const current = await t.app.inject({
      method: "GET",
      url: "/api/billing/current",
      headers: holder!.headers,
    });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().lines).toEqual([
      { reason: "sauna", reasonName: "Saunamaksu", amountEuros: 12, dueDate: "2026-04-02" },
    ]);
    // Issuing again changes nothing.
    expect(await issueMonthlyBills(t.database.db, "2026-04-01")).toBe(0);

    // In April the weekly slot is the holder's, taken to everyone else.
    const weekUrl = `/api/bookings/resources/${sauna}/week?start=2026-04-06`;
    const theirs = (await t.app.inject({ method: "GET", url: weekUrl, headers: neighbour!.headers })).json();
    expect(theirs.days[1].slots[6]).toMatchObject({
      start: "2026-04-07T20:00:00+03:00",
      state: "taken",
      fixedTurn: true,
    });
    const own = (await t.app.inject({ method: "GET", url: weekUrl, headers: holder!.headers })).json();
    expect(own.days[1].slots[6]).toMatchObject({ state: "own", fixedTurn: true });
    expect((await book(t, neighbour!.headers, sauna, at("2026-04-07", 20))).json()).toEqual({
      error: "SLOT_TAKEN",
    });

    // Unpaid past its due date, the fee is in the debt breakdown.
    await moveTo("2026-04-20T07:00:00Z");
    const debt = (
      await t.app.inject({ method: "GET", url: "/api/billing/debt", headers: holder!.headers })
    ).json();
    expect(debt.debtByMonth).toEqual([
      {
        yearMonth: "2026-04",
        sum: 12,
        debtByTarget: [{ reason: "sauna", nameOnBill: "Saunamaksu", currentDue: 12, dueDate: "2026-04-02" }],
      },
    ]);

    // Given up in April: it ends on 30 April and May bills no fee.
    const other = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/fixed-turns/${turn.id}`,
      headers: neighbour!.headers,
    });
    expect(other.statusCode).toBe(404);
    const gaveUp = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/fixed-turns/${turn.id}`,
      headers: holder!.headers,
    });
    expect(gaveUp.statusCode).toBe(200);
    expect(gaveUp.json().turn).toMatchObject({ validUntil: "2026-04-30" });
    // The slot is free for another household from May.
    const next = await take(neighbour!.headers, { resourceId: sauna, weekday: 2, startTime: "20:00" });
    expect(next.json().turn).toMatchObject({ validFrom: "2026-05-01" });
    await moveTo("2026-05-01T07:00:00Z");
    await issueMonthlyBills(t.database.db, "2026-05-01");
    const may = (
      await t.app.inject({ method: "GET", url: "/api/billing/current", headers: holder!.headers })
    ).json();
    expect(may.lines).toEqual([]);
    const mayNeighbour = (
      await t.app.inject({ method: "GET", url: "/api/billing/current", headers: neighbour!.headers })
    ).json();
    expect(mayNeighbour.lines).toEqual([expect.objectContaining({ reason: "sauna", amountEuros: 12 })]);
  });

  it("a turn given up before its first month goes away with its fee", async () => {
    const [holder] = await createHouseholds(t, AINO, 1);
    const sauna = await resourceOf(t, holder!.headers, "sauna");
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/bookings/fixed-turns",
      headers: holder!.headers,
      payload: { resourceId: sauna, weekday: 1, startTime: "14:00" },
    });
    const id = taken.json().turn.id;
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/fixed-turns/${id}`,
      headers: holder!.headers,
    });
    expect(gone.statusCode).toBe(200);
    const targets = await t.app.inject({
      method: "GET",
      url: "/api/billing/targets",
      headers: holder!.headers,
    });
    expect(targets.statusCode).toBe(200);
    expect(targets.json().targets).toEqual([]);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/bookings/fixed-turns",
      headers: holder!.headers,
    });
    expect(list.json()).toEqual({ turns: [] });
  });

  it("Aino's Thursday turn is on her sauna fee", async () => {
    const headers = t.bearer(await t.login(AINO));
    const { turns } = (
      await t.app.inject({ method: "GET", url: "/api/bookings/fixed-turns", headers })
    ).json();
    expect(turns).toEqual([
      expect.objectContaining({ weekday: 4, startTime: "19:00", monthlyFee: 12, validUntil: null }),
    ]);
    const current = (await t.app.inject({ method: "GET", url: "/api/billing/current", headers })).json();
    expect(current.lines).toContainEqual(
      expect.objectContaining({ reason: "sauna", reasonName: "Saunamaksu", amountEuros: 12 }),
    );
  });
});
