import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@portal/schemas/profile";
import { contractParties } from "../../db/schema/contracts.ts";
import { addDays, addMonths } from "../../lib/dates.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";

describe.each(embeddedDatabase)("profile on $name", (target) => {
  const t = useTestApp(target);
  const get = async (email: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/profile",
      headers: t.bearer(await t.login(email)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return profileResponse.parse(res.json());
  };

  it("shows Aino her name, current home, area and contract start", async () => {
    const p = await get("aino.asukas@example.fi");
    expect(p).toMatchObject({
      firstName: "Aino",
      lastName: "Asukas",
      email: "aino.asukas@example.fi",
      phoneNumber: "+358 40 555 1234",
      newsletter: true,
      protectionOrder: false,
      language: "fi",
      contract: {
        startDate: addMonths(TODAY, -24),
        endDate: null,
        postalAddress: {
          streetAddressLine1: "Kirsikkatie 5 B 12",
          streetAddressLine2: null,
          postalCode: "00710",
          city: "Helsinki",
        },
        area: 54.5,
      },
    });
    expect(p.contract.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the co-tenant his own name on the shared contract", async () => {
    const aino = await get("aino.asukas@example.fi");
    const ville = await get("ville.vuokralainen@example.fi");
    expect(ville.firstName).toBe("Ville");
    expect(ville.contract).toEqual(aino.contract);
  });

  it("shows a tenant in the grace period the contract that ended", async () => {
    const p = await get("muuttanut.pois@example.fi");
    expect(p.contract.endDate).toBe(addDays(TODAY, -10));
    expect(p.contract.postalAddress.city).toBe("Espoo");
  });
});

describe.each(embeddedDatabase)("profile as the session check on $name", (target) => {
  const t = useTestApp(target);
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/profile", headers });

  it("answers 401 without a session, with a forged one and with a malformed one", async () => {
    for (const headers of [
      {},
      t.bearer("A".repeat(43)),
      t.bearer("not-a-token"),
      { authorization: "Basic YWlubzpzYWxhc2FuYQ==" },
    ]) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "UNAUTHORIZED" });
    }
  });

  it("ends a session idle for 24 hours: 401, and the session is gone for good", async () => {
    const headers = t.bearer(await t.login("ville.vuokralainen@example.fi"));
    expect((await profile(headers)).statusCode).toBe(200);
    const started = t.clock.now;
    try {
      t.clock.now = new Date(started.getTime() + 24 * 3_600_000 + 1000);
      expect((await profile(headers)).statusCode).toBe(401);
      t.clock.now = started;
      expect((await profile(headers)).statusCode).toBe(401);
    } finally {
      t.clock.now = started;
    }
  });

  it("keeps an active session alive and refreshes its activity", async () => {
    const headers = t.bearer(await t.login("ville.vuokralainen@example.fi"));
    const started = t.clock.now;
    try {
      for (let hour = 20; hour <= 80; hour += 20) {
        t.clock.now = new Date(started.getTime() + hour * 3_600_000);
        expect((await profile(headers)).statusCode).toBe(200);
      }
    } finally {
      t.clock.now = started;
    }
  });

  it("answers 404 to a valid session whose tenant was taken off the contract", async () => {
    const sessionId = await t.login("muuttanut.pois@example.fi");
    const before = await profile(t.bearer(sessionId));
    const contractId = (before.json() as { contract: { id: string } }).contract.id;
    await t.database.db.delete(contractParties).where(eq(contractParties.contractId, contractId));
    const res = await profile(t.bearer(sessionId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "NOT_FOUND" });
  });
});
