import { describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { AINO, SANNA, at, book, createHouseholds, resourceOf } from "./bookings-test-client.ts";

// The week view reads many requests in one statement and keeps built answers: neither may show a
// household anything but its own week as it is now.
describe.each(testDatabases)("the week view on $name", (target) => {
  const t = useTestApp(target);
  const week = (headers: { authorization: string }, resource: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/bookings/resources/${resource}/week?start=2026-03-23`,
      headers,
    });

  it("reads of the week that arrive together each answer their own household", async () => {
    const households = await createHouseholds(t, AINO, 12);
    const sauna = await resourceOf(t, households[0]!.headers, "sauna");
    const sanna = t.bearer(await t.login(SANNA));
    const theirSauna = await resourceOf(t, sanna, "sauna");
    // Each household books its own hour on Friday 27 March.
    const own = await Promise.all(
      households.slice(0, 6).map(async (h, i) => {
        const res = await book(t, h.headers, sauna, at("2026-03-27", 14 + i));
        expect(res.statusCode, res.body).toBe(201);
        return res.json().booking.id as string;
      }),
    );
    const week = (headers: { authorization: string }, resource: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/bookings/resources/${resource}/week?start=2026-03-23`,
        headers,
      });
    const reads = await Promise.all([
      ...households.map((h) => week(h.headers, sauna)),
      week(sanna, sauna),
      week(sanna, theirSauna),
      week(t.bearer("x".repeat(43)), sauna),
    ]);
    const friday = (i: number) => reads[i]!.json().days[4].slots as { state: string; bookingId?: string }[];
    households.forEach((_, i) => {
      expect(reads[i]!.statusCode).toBe(200);
      const states = friday(i).slice(0, 6);
      states.forEach((slot, hour) => {
        if (hour === i) expect(slot).toMatchObject({ state: "own", bookingId: own[hour] });
        else expect(slot).toEqual(expect.objectContaining({ state: "taken" }));
        if (hour !== i) expect(slot.bookingId).toBeUndefined();
      });
    });
    expect(reads[12]!.statusCode).toBe(404);
    expect(reads[13]!.statusCode).toBe(200);
    expect(reads[13]!.json().resourceId).toBe(theirSauna);
    expect(reads[14]!.statusCode).toBe(401);
  });

  it("shows a booking and its cancellation in the very next read, within the same minute", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const laundry = await resourceOf(t, household!.headers, "laundry");
    const tuesday = async () => (await week(household!.headers, laundry)).json().days[1].slots[1];
    expect(await tuesday()).toEqual(expect.objectContaining({ state: "free" }));
    const created = await book(t, household!.headers, laundry, at("2026-03-24", 10));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().booking.id as string;
    expect(await tuesday()).toMatchObject({ state: "own", bookingId: id });
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/${id}`,
      headers: household!.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await tuesday()).toEqual({
      start: "2026-03-24T10:00:00+02:00",
      end: "2026-03-24T13:00:00+02:00",
      state: "free",
    });
  });
});
