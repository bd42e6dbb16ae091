import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp } from "../../test/harness.ts";
import { AINO, at, book, createHouseholds, resourceOf, touchSessions } from "./bookings-test-client.ts";

type Listed = { id: string; status: string; start: string };

// START is Monday 16 March 2026, 12.00 in Helsinki.
describe.each(testDatabases)("the household's booking lists on $name", (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    t.clock.now = new Date(START);
  });

  it("keeps a cancelled booking with its slot: upcoming until the slot ends, then past", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const headers = household!.headers;
    const list = async (scope: "upcoming" | "past"): Promise<Listed[]> =>
      (await t.app.inject({ method: "GET", url: `/api/bookings?scope=${scope}`, headers })).json().bookings;
    const sauna = await resourceOf(t, headers, "sauna");
    const kept = (await book(t, headers, sauna, at("2026-03-18", 15))).json().booking.id;
    const dropped = (await book(t, headers, sauna, at("2026-03-19", 15))).json().booking.id;
    const cancel = await t.app.inject({ method: "DELETE", url: `/api/bookings/${dropped}`, headers });
    expect(cancel.statusCode).toBe(200);

    expect((await list("upcoming")).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: kept, status: "active" },
      { id: dropped, status: "cancelled" },
    ]);
    expect(await list("past")).toEqual([]);

    // The feed carries only what will happen: the cancelled booking leaves the tenant's calendar.
    const feed = await t.app.inject({ method: "POST", url: "/api/bookings/feed", headers });
    const ics = await t.app.inject({ method: "GET", url: new URL(feed.json().url).pathname });
    const uids = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents("vevent")
      .map((e) => new ICAL.Event(e).uid);
    expect(uids).toContain(`${kept}@varaukset.asukasportaali`);
    expect(uids).not.toContain(`${dropped}@varaukset.asukasportaali`);

    // Both slots over: both are past, newest first, the cancelled one still as cancelled.
    t.clock.now = new Date(at("2026-03-19", 16, 1));
    await touchSessions(t);
    expect(await list("upcoming")).toEqual([]);
    expect((await list("past")).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: dropped, status: "cancelled" },
      { id: kept, status: "active" },
    ]);
  });
});
