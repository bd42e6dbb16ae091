import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes } from "../db/schema/codes.ts";
import { identificationFlows } from "../db/schema/identification.ts";
import { sessions } from "../db/schema/sessions.ts";
import { throttleEvents } from "../db/schema/throttling.ts";
import { testDatabases } from "../test/databases.ts";
import { START, useTestApp } from "../test/harness.ts";
import type { HousekeepingCounts } from "./housekeeping.ts";

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(START.getTime() - ms);

describe.each(testDatabases)("housekeeping on $name", (target) => {
  const t = useTestApp(target);

  it("deletes expired flows, codes, old throttle events and ended sessions, and keeps the rest", async () => {
    t.clock.now = new Date(START);
    const db = t.database.db;
    const sessionIds = async () => (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    await t.login("aino.asukas@example.fi");
    const before = await sessionIds();
    await t.login("ville.vuokralainen@example.fi");
    const ville = { id: (await sessionIds()).find((id) => !before.includes(id))! };
    const aino = { id: before[before.length - 1]! };
    // Ville's session has been idle for 25 hours; Aino's is in use.
    await db
      .update(sessions)
      .set({ lastActivityAt: ago(25 * HOUR) })
      .where(eq(sessions.id, ville.id));

    const flow = (state: string, expiresAt: Date) => ({
      state,
      flowType: "register" as const,
      codeVerifier: "v",
      nonce: "n",
      createdAt: ago(48 * HOUR),
      expiresAt,
    });
    await db
      .insert(identificationFlows)
      .values([flow("old-flow", ago(30 * HOUR)), flow("new-flow", ago(-HOUR))]);
    const code = (target: string, expiresAt: Date) => ({
      purpose: "password_reset" as const,
      target,
      codeHash: "x",
      createdAt: ago(48 * HOUR),
      expiresAt,
    });
    await db
      .insert(oneTimeCodes)
      .values([code("old@example.fi", ago(30 * HOUR)), code("new@example.fi", ago(-HOUR))]);
    await db.insert(throttleEvents).values([
      { bucket: "housekeeping:old", createdAt: ago(25 * HOUR) },
      { bucket: "housekeeping:new", createdAt: ago(HOUR) },
    ]);

    // Two server processes at once: each row is deleted once between them and neither fails.
    const a = t.job<HousekeepingCounts>("housekeeping");
    const b = t.job<HousekeepingCounts>("housekeeping");
    const [first, second] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(first.identificationFlows! + second.identificationFlows!).toBe(1);
    expect(first.codes! + second.codes!).toBe(1);
    expect(first.throttleEvents! + second.throttleEvents!).toBeGreaterThanOrEqual(1);
    expect(first.sessions! + second.sessions!).toBe(1);

    const states = await db
      .select({ state: identificationFlows.state })
      .from(identificationFlows)
      .where(inArray(identificationFlows.state, ["old-flow", "new-flow"]));
    expect(states.map((r) => r.state)).toEqual(["new-flow"]);
    const targets = await db
      .select({ target: oneTimeCodes.target })
      .from(oneTimeCodes)
      .where(inArray(oneTimeCodes.target, ["old@example.fi", "new@example.fi"]));
    expect(targets.map((r) => r.target)).toEqual(["new@example.fi"]);
    const buckets = await db
      .select({ bucket: throttleEvents.bucket })
      .from(throttleEvents)
      .where(inArray(throttleEvents.bucket, ["housekeeping:old", "housekeeping:new"]));
    expect(buckets.map((r) => r.bucket)).toEqual(["housekeeping:new"]);
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.map((r) => r.id)).toContain(aino.id);
    expect(left.map((r) => r.id)).not.toContain(ville.id);

    // Idempotent: a second pass finds nothing more to delete.
    expect(await a.runOnce()).toEqual({
      identificationFlows: 0,
      codes: 0,
      throttleEvents: 0,
      sessions: 0,
      trustedDevices: 0,
      unsentUploads: 0,
      integrationAssertions: 0,
    });
    const [{ n }] = (await db.select({ n: count() }).from(sessions)) as [{ n: number }];
    expect(n).toBe(left.length);
  });
});
