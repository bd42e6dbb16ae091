import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp } from "../../test/harness.ts";
import {
  AINO,
  SANNA,
  at,
  book,
  createHouseholds,
  resourceOf,
  touchSessions,
} from "./bookings-test-client.ts";

// START is Monday 16 March 2026, 12.00 in Helsinki; the demo's sauna takes 60-minute turns 14–22,
// the laundry 3-hour turns 7–22, both 14 days ahead, two bookings per household at a time.
describe.each(testDatabases)("bookings on $name", (target) => {
  const t = useTestApp(target);
  const aino = async () => t.bearer(await t.login(AINO));
  afterEach(() => {
    t.clock.now = new Date(START);
  });

  it("needs a session", async () => {
    for (const url of ["/api/bookings/resources", "/api/bookings", "/api/bookings/feed"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    const week = await t.app.inject({
      method: "GET",
      url: "/api/bookings/resources/00000000-0000-4000-8000-000000000000/week",
    });
    expect(week.statusCode).toBe(401);
  });

  it("lists the building's resources with their rules in plain words", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/bookings/resources", headers: await aino() });
    expect(res.statusCode, res.body).toBe(200);
    const { resources } = res.json();
    expect(resources.map((r: { kind: string }) => r.kind)).toEqual(["sauna", "laundry", "dryingRoom"]);
    expect(resources[0]).toMatchObject({
      name: { fi: "Talosauna", en: "Building sauna" },
      slotMinutes: 60,
      opensAt: "14:00",
      closesAt: "22:00",
      windowDays: 14,
      quota: 2,
      lateCancelHours: 3,
      fixedTurns: { available: true, monthlyFee: 12 },
    });
    expect(resources[0].rules.fi).toContain("14.00–22.00");
    expect(resources[0].rules.en).toContain("14 days ahead");
    // Another building has resources of its own.
    const sanna = await t.app.inject({
      method: "GET",
      url: "/api/bookings/resources",
      headers: t.bearer(await t.login(SANNA)),
    });
    const theirs = sanna.json().resources.map((r: { id: string }) => r.id);
    expect(theirs).toHaveLength(3);
    expect(theirs).not.toContain(resources[0].id);
  });

  it("shows the week: own, taken, past, weekly turns and the window, in Helsinki time across DST", async () => {
    const headers = await aino();
    const laundry = await resourceOf(t, headers, "laundry");
    const sauna = await resourceOf(t, headers, "sauna");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/bookings/resources/${laundry}/week`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json();
    expect(week.start).toBe("2026-03-16");
    expect(week.days.map((d: { date: string }) => d.date)).toEqual([
      "2026-03-16",
      "2026-03-17",
      "2026-03-18",
      "2026-03-19",
      "2026-03-20",
      "2026-03-21",
      "2026-03-22",
    ]);
    const slot = (day: number, index: number) => week.days[day].slots[index];
    expect(week.days[0].slots).toHaveLength(5);
    expect(slot(0, 0)).toEqual({
      start: "2026-03-16T07:00:00+02:00",
      end: "2026-03-16T10:00:00+02:00",
      state: "past",
    });
    expect(slot(0, 2).state).toBe("free");
    expect(slot(1, 2).state).toBe("taken"); // a neighbour's 13–16 on Tuesday
    expect(slot(1, 2).bookingId).toBeUndefined();
    expect(slot(2, 1)).toMatchObject({ state: "own", bookingId: expect.any(String) }); // Aino's Wednesday 10–13

    const saunaWeek = (
      await t.app.inject({
        method: "GET",
        url: `/api/bookings/resources/${sauna}/week?start=2026-03-23`,
        headers,
      })
    ).json();
    // Thursday 19.00 is Aino's weekly turn; Sunday 29 March is summer time.
    expect(saunaWeek.days[3].slots[5]).toMatchObject({ state: "own", fixedTurn: true });
    expect(saunaWeek.days[6].slots[0].start).toBe("2026-03-29T14:00:00+03:00");
    expect(saunaWeek.days[5].slots[0].start).toBe("2026-03-28T14:00:00+02:00");
    expect(saunaWeek.days[0].slots[0].state).toBe("free");
    // 14 days ahead: Monday 30 March is the window's last day.
    const later = (
      await t.app.inject({
        method: "GET",
        url: `/api/bookings/resources/${sauna}/week?start=2026-03-30`,
        headers,
      })
    ).json();
    expect(later.days[0].slots[0].state).toBe("free");
    expect(later.days[1].slots[0].state).toBe("outsideWindow");

    for (const query of ["start=2026-03-17", "start=2026-13-02", "start=x", "other=1"]) {
      const bad = await t.app.inject({
        method: "GET",
        url: `/api/bookings/resources/${sauna}/week?${query}`,
        headers,
      });
      expect(bad.statusCode, query).toBe(400);
    }
    const notUuid = await t.app.inject({ method: "GET", url: `/api/bookings/resources/abc/week`, headers });
    expect(notUuid.statusCode).toBe(400);
  });

  it("answers 404 for another building's resource", async () => {
    const headers = await aino();
    const theirs = await resourceOf(t, t.bearer(await t.login(SANNA)), "sauna");
    const week = await t.app.inject({
      method: "GET",
      url: `/api/bookings/resources/${theirs}/week`,
      headers,
    });
    expect(week.statusCode).toBe(404);
    const res = await book(t, headers, theirs, at("2026-03-20", 15));
    expect(res.statusCode).toBe(404);
  });

  it("books a free slot and refuses one taken, outside the window or hours, off the grid or past", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const headers = household!.headers;
    const sauna = await resourceOf(t, headers, "sauna");
    const res = await book(t, headers, sauna, "2026-03-20T15:00:00+02:00");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({
      resourceId: sauna,
      resourceName: { fi: "Talosauna", en: "Building sauna" },
      kind: "sauna",
      start: "2026-03-20T15:00:00+02:00",
      end: "2026-03-20T16:00:00+02:00",
      status: "active",
      cancelledAt: null,
      lateCancel: false,
    });
    const aino_ = await aino();
    expect((await book(t, aino_, sauna, at("2026-03-20", 15))).json()).toEqual({ error: "SLOT_TAKEN" });
    // The database checks overlap, not equal starts: an instant inside the slot is not on the grid.
    const cases: [string, string][] = [
      [at("2026-03-31", 15), "OUTSIDE_WINDOW"],
      [at("2026-03-20", 13), "OUTSIDE_HOURS"],
      [at("2026-03-20", 22), "OUTSIDE_HOURS"],
      [at("2026-03-20", 15, 30), "NOT_A_SLOT"],
      [at("2026-03-15", 14), "IN_THE_PAST"],
      ["2026-03-16T09:00:00Z", "OUTSIDE_HOURS"],
    ];
    for (const [start, error] of cases) {
      const refused = await book(t, aino_, sauna, start);
      expect(refused.statusCode, start).toBe(400);
      expect(refused.json(), start).toEqual({ error });
    }
    // The last day of the window is bookable.
    expect((await book(t, headers, sauna, at("2026-03-30", 21))).statusCode).toBe(201);
  });

  it("refuses a weekly turn's slot to everyone else", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const sauna = await resourceOf(t, household!.headers, "sauna");
    const res = await book(t, household!.headers, sauna, at("2026-03-19", 19));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "SLOT_TAKEN" });
  });

  it("holds the household to its quota", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const headers = household!.headers;
    const drying = await resourceOf(t, headers, "dryingRoom");
    expect((await book(t, headers, drying, at("2026-03-21", 7))).statusCode).toBe(201);
    const over = await book(t, headers, drying, at("2026-03-22", 7));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: "QUOTA_EXCEEDED", quota: 1 });
  });

  it("cancels until the start; a late cancellation counts until the slot ends, the slot is free at once", async () => {
    const [first, second] = await createHouseholds(t, AINO, 2);
    const drying = await resourceOf(t, first!.headers, "dryingRoom");
    const created = await book(t, first!.headers, drying, at("2026-03-17", 10));
    const id = created.json().booking.id;
    // Two hours before the start: within the three late-cancel hours.
    t.clock.now = new Date(at("2026-03-17", 8));
    await touchSessions(t);
    const other = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/${id}`,
      headers: second!.headers,
    });
    expect(other.statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/${id}`,
      headers: first!.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ status: "cancelled", lateCancel: true });
    // The freed slot is someone else's to take; the late cancellation still fills the quota of one.
    expect((await book(t, second!.headers, drying, at("2026-03-17", 10))).statusCode).toBe(201);
    expect((await book(t, first!.headers, drying, at("2026-03-18", 13))).json()).toEqual({
      error: "QUOTA_EXCEEDED",
      quota: 1,
    });
    // Once the cancelled slot has ended, the quota is free again.
    t.clock.now = new Date(at("2026-03-17", 13, 1));
    await touchSessions(t);
    expect((await book(t, first!.headers, drying, at("2026-03-18", 13))).statusCode).toBe(201);

    // An early cancellation does not count; a started booking cannot be cancelled.
    const sauna = await resourceOf(t, first!.headers, "sauna");
    const early = (await book(t, first!.headers, sauna, at("2026-03-18", 16))).json().booking.id;
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/${early}`,
      headers: first!.headers,
    });
    expect(res.json().booking.lateCancel).toBe(false);
    const running = (await book(t, first!.headers, sauna, at("2026-03-17", 14))).json().booking.id;
    t.clock.now = new Date(at("2026-03-17", 14, 5));
    await touchSessions(t);
    const started = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/${running}`,
      headers: first!.headers,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ error: "ALREADY_STARTED" });
  });

  it("lists the household's upcoming and past bookings for everyone on the contract", async () => {
    const ville = t.bearer(await t.login("ville.vuokralainen@example.fi"));
    const upcoming = await t.app.inject({
      method: "GET",
      url: "/api/bookings?scope=upcoming",
      headers: ville,
    });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().bookings).toEqual([
      expect.objectContaining({ kind: "laundry", start: "2026-03-18T10:00:00+02:00", status: "active" }),
    ]);
    const past = await t.app.inject({ method: "GET", url: "/api/bookings?scope=past", headers: ville });
    expect(past.json().bookings).toEqual([
      expect.objectContaining({ kind: "sauna", start: "2026-03-13T20:00:00+02:00" }),
    ]);
    const bad = await t.app.inject({ method: "GET", url: "/api/bookings?scope=all", headers: ville });
    expect(bad.statusCode).toBe(400);
  });

  it("gives a booking as iCalendar that parses, and 404 for another household's", async () => {
    const headers = await aino();
    const [booking] = (await t.app.inject({ method: "GET", url: "/api/bookings", headers })).json().bookings;
    const res = await t.app.inject({ method: "GET", url: `/api/bookings/${booking.id}/ics`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="varaus.ics"');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(`${booking.id}@varaukset.asukasportaali`);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(booking.start).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(booking.end).toISOString());
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.summary).toBe(booking.resourceName.fi);
    // The same booking in Swedish and in English: the resource's name and the file's name.
    for (const [lang, file, name] of [
      ["sv", "bokning.ics", booking.resourceName.sv],
      ["en", "booking.ics", booking.resourceName.en],
    ] as const) {
      const inLanguage = await t.app.inject({
        method: "GET",
        url: `/api/bookings/${booking.id}/ics?lang=${lang}`,
        headers,
      });
      expect(inLanguage.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
      const parsed = new ICAL.Event(
        new ICAL.Component(ICAL.parse(inLanguage.body)).getFirstSubcomponent("vevent")!,
      );
      expect(parsed.summary).toBe(name);
    }
    const [other] = await createHouseholds(t, AINO, 1);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}/ics`,
      headers: other!.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("answers malformed input with 400, never 500", async () => {
    const headers = await aino();
    const sauna = await resourceOf(t, headers, "sauna");
    const bodies: unknown[] = [
      {},
      { resourceId: sauna },
      { start: at("2026-03-20", 16) },
      { resourceId: "x", start: at("2026-03-20", 16) },
      { resourceId: sauna, start: "2026-03-20 16:00" },
      { resourceId: sauna, start: "2026-03-20T16:00:00" },
      { resourceId: sauna, start: 1774015200000 },
      { resourceId: sauna, start: at("2026-03-20", 16), extra: 1 },
      [],
      null,
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbage.statusCode).toBe(400);
    for (const url of ["/api/bookings/x", "/api/bookings/x/ics", "/api/bookings/fixed-turns/x"]) {
      const method = url.endsWith("ics") ? "GET" : "DELETE";
      expect((await t.app.inject({ method, url, headers })).statusCode, url).toBe(400);
    }
    const turn = await t.app.inject({
      method: "POST",
      url: "/api/bookings/fixed-turns",
      headers,
      payload: { resourceId: sauna, weekday: 8, startTime: "25:00" },
    });
    expect(turn.statusCode).toBe(400);
  });
});
