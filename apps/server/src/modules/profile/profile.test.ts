import { describe, expect, it } from "vitest";
import { profileResponse } from "@portal/schemas/profile";
import { addDays, addMonths } from "../../lib/dates.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";

describe.each(testDatabases)("profile on $name", (target) => {
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
