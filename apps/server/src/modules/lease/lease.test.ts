import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingTargetsResponse, securityDepositResponse } from "@portal/schemas/billing";
import { contractTenantsResponse, currentContractResponse } from "@portal/schemas/lease";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp, type TestContext } from "../../test/harness.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
const MOVED = "muuttanut.pois@example.fi";

async function get(t: TestContext, email: string, url: string) {
  return t.app.inject({ method: "GET", url, headers: t.bearer(await t.login(email)) });
}

async function currentLease(t: TestContext, email: string) {
  const [row] = await t.database.db
    .select({ contractId: contracts.id, personId: userAccounts.personId })
    .from(userAccounts)
    .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
    .innerJoin(contracts, and(eq(contracts.id, contractParties.contractId), isNull(contracts.endDate)))
    .where(eq(userAccounts.email, email));
  return row!;
}

describe.each(testDatabases)("lease agreement on $name", (target) => {
  const t = useTestApp(target);

  it("answers 401 without a session", async () => {
    for (const url of ["/api/contracts/current", "/api/contracts/tenants"])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("shows the session's own lease with its parties, deposit, landlord and billing's rent", async () => {
    const res = await get(t, AINO, "/api/contracts/current");
    expect(res.statusCode).toBe(200);
    const lease = currentContractResponse.parse(res.json());
    expect(lease.id).toBe((await currentLease(t, AINO)).contractId);
    expect(lease.postalAddress).toEqual({
      streetAddressLine1: "Kirsikkatie 5 B 12",
      streetAddressLine2: null,
      postalCode: "00710",
      city: "Helsinki",
    });
    expect(lease).toMatchObject({
      area: 54.5,
      rooms: 2,
      endDate: null,
      type: "residential",
      temporary: false,
    });
    expect(lease.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lease.landlord.name).toBe("Kotikallio Asunnot Oy");
    expect(lease.contractTenants.contractParties).toEqual(
      expect.arrayContaining([
        { firstName: "Aino", lastName: "Asukas" },
        { firstName: "Ville", lastName: "Vuokralainen" },
      ]),
    );
    expect(lease.contractTenants.otherParties).toEqual([{ firstName: "Eetu", lastName: "Asukas" }]);
    expect(lease.terminationDisallowedReason).toBeNull();
    expect(Object.values(lease.flags).filter((v) => v !== false && v !== null)).toEqual([]);
    expect(lease.termination.noticeMonths).toBe(1);
    // Notice given on 16 March runs from the end of March: the lease ends on 30 April at the earliest.
    expect(lease.termination.earliestEndDate).toBe("2026-04-30");

    const targets = billingTargetsResponse.parse((await get(t, AINO, "/api/billing/targets")).json());
    expect(lease.monthlyRent).toBe(targets.monthlyRent);
    expect(lease.waterPrepayment).toBe(targets.waterPrepayment ?? 0);
    const deposit = securityDepositResponse.parse(
      (await get(t, AINO, "/api/billing/security-deposit")).json(),
    );
    expect(lease.deposit).toEqual({ amount: deposit.amount, voucherAmount: deposit.voucher.amount });
    expect(lease.deposit.amount).toBeGreaterThan(0);

    const tenants = contractTenantsResponse.parse((await get(t, AINO, "/api/contracts/tenants")).json());
    expect(tenants).toEqual(lease.contractTenants);
  });

  it("each tenant sees only the lease of their own session", async () => {
    const pekka = currentContractResponse.parse((await get(t, PEKKA, "/api/contracts/current")).json());
    expect(pekka.id).toBe((await currentLease(t, PEKKA)).contractId);
    expect(pekka.waterBilling).toBe("consumption");
    // Aino's apartment has a water meter: her lease bills water by it, as the lease page says.
    const aino = currentContractResponse.parse((await get(t, AINO, "/api/contracts/current")).json());
    expect(aino.waterBilling).toBe("consumption");
    const meter = (await get(t, AINO, "/api/water-meter")).json<{ months: unknown[] }>();
    expect(meter.months.length).toBeGreaterThan(0);
    expect(pekka.contractTenants).toEqual({
      contractParties: [{ firstName: "Pekka", lastName: "Puhelin" }],
      otherParties: [],
    });
  });

  it("a lease that has ended cannot be terminated", async () => {
    const lease = currentContractResponse.parse((await get(t, MOVED, "/api/contracts/current")).json());
    expect(lease.flags.contract_terminated).toBe(true);
    expect(lease.terminationDisallowedReason).toBe("contract_terminated");
    // Its end date is the one fact of its end: no earliest end date beside it.
    expect(lease.endDate).not.toBeNull();
    expect(lease.termination.earliestEndDate).toBeNull();
  });

  it("the reason is the first flag set in the specification's order", async () => {
    const { contractId } = await currentLease(t, PEKKA);
    await t.database.db
      .update(leaseDetails)
      .set({ hasCompanyTenant: true, isEstateContract: true, contractTag: "KUOLINPESÄ" })
      .where(eq(leaseDetails.contractId, contractId));
    const lease = currentContractResponse.parse((await get(t, PEKKA, "/api/contracts/current")).json());
    expect(lease.terminationDisallowedReason).toBe("is_estate_contract");
    expect(lease.flags).toMatchObject({
      has_company_tenant: true,
      is_estate_contract: true,
      contract_tag: "KUOLINPESÄ",
    });
    await t.database.db
      .update(leaseDetails)
      .set({ hasCompanyTenant: false, isEstateContract: false, contractTag: null })
      .where(eq(leaseDetails.contractId, contractId));
  });

  it("a resident who is not a contract party may not terminate", async () => {
    const ville = await currentLease(t, VILLE);
    const session = await t.login(VILLE);
    const onLease = and(
      eq(contractParties.contractId, ville.contractId),
      eq(contractParties.personId, ville.personId),
    );
    await t.database.db.update(contractParties).set({ kind: "other" }).where(onLease);
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/contracts/current",
        headers: t.bearer(session),
      });
      const lease = currentContractResponse.parse(res.json());
      expect(lease.flags.not_contract_party).toBe(true);
      expect(lease.terminationDisallowedReason).toBe("not_contract_party");
    } finally {
      await t.database.db.update(contractParties).set({ kind: "party" }).where(onLease);
    }
  });

  it("a person taken off the contract after sign-in gets 404", async () => {
    const ville = await currentLease(t, VILLE);
    const session = await t.login(VILLE);
    const onLease = and(
      eq(contractParties.contractId, ville.contractId),
      eq(contractParties.personId, ville.personId),
    );
    await t.database.db.delete(contractParties).where(onLease);
    try {
      for (const url of ["/api/contracts/current", "/api/contracts/tenants"]) {
        const res = await t.app.inject({ method: "GET", url, headers: t.bearer(session) });
        expect([401, 404]).toContain(res.statusCode);
      }
    } finally {
      await t.database.db
        .insert(contractParties)
        .values({ contractId: ville.contractId, personId: ville.personId, kind: "party" });
    }
  });
});
