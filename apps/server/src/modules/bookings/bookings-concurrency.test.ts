import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { AINO, at, book, createHouseholds, resourceOf } from "./bookings-test-client.ts";
import { queryRows } from "./bookings.repository.ts";

// The database decides: no check in the application could see the other 49 requests in flight.
describe.each(testDatabases)("bookings at once on $name", (target) => {
  const t = useTestApp(target);

  it("50 households racing for one slot: exactly one 201 and 49 × 409 SLOT_TAKEN", async () => {
    const households = await createHouseholds(t, AINO, 50);
    const sauna = await resourceOf(t, households[0]!.headers, "sauna");
    const start = at("2026-03-18", 15);
    const results = await Promise.all(households.map((h) => book(t, h.headers, sauna, start)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ error: "SLOT_TAKEN" });
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from bookings where resource_id = ${sauna} and starts_at = ${start}::timestamptz
        and cancelled_at is null`,
    );
    expect(Number(row!.n)).toBe(1);
  });

  it("one household's concurrent bookings of different slots never exceed its quota", async () => {
    const [household] = await createHouseholds(t, AINO, 1);
    const sauna = await resourceOf(t, household!.headers, "sauna");
    const starts = [14, 15, 16, 17, 18, 19, 20, 21].map((hour) => at("2026-03-24", hour));
    const results = await Promise.all(starts.map((start) => book(t, household!.headers, sauna, start)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ error: "QUOTA_EXCEEDED", quota: 2 });
  });

  it("many households racing for a few slots: each slot goes to one", async () => {
    const households = await createHouseholds(t, AINO, 24);
    const laundry = await resourceOf(t, households[0]!.headers, "laundry");
    const slots = [7, 10, 13].map((hour) => at("2026-03-25", hour));
    const results = await Promise.all(
      households.map((h, i) => book(t, h.headers, laundry, slots[i % slots.length]!)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(21);
  });
});
