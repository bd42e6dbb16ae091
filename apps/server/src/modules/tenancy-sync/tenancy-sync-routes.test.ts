import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TENANCY_BATCH_MAX, TENANCY_KIND_SCOPES, TENANCY_KINDS } from "@portal/schemas/integration-tenancy";
import { committeeBuildings, committeeMembers, committees } from "../../db/schema/committees.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { integrationBearer } from "../integration/integration-test-client.ts";

const AINO = "aino.asukas@example.fi";

const building = (n: number) => ({
  externalId: `RB-${n}`,
  organisation: { externalId: "RORG", name: "Reittikoti Oy" },
  name: `Reitti ${n}`,
  streetAddress: `Reittitie ${n}`,
  postalCode: "00200",
  city: "Helsinki",
});
const apartment = (n: number) => ({
  externalId: `RA-${n}`,
  buildingExternalId: "RB-1",
  apartmentNumber: `C ${n}`,
  areaM2: 33,
  rooms: 1,
});
const person = (n: number) => ({ externalId: `RP-${n}`, firstName: "Reitti", lastName: `Asukas ${n}` });
const contract = (n: number, apartmentExternalId = `RA-${n}`) => ({
  externalId: `RC-${n}`,
  apartmentExternalId,
  contractNumber: `RTE-${n}`,
  startDate: "2025-09-01",
  monthlyRentCents: 60_000,
  dueDay: 1,
  parties: [{ personExternalId: `RP-${n}`, kind: "party" }],
});

describe.each(testDatabases)("the tenancy routes on $name", (target) => {
  const t = useTestApp(target);
  const put = async (kind: string, items: unknown[], headers: Record<string, string>) =>
    t.app.inject({ method: "PUT", url: `/api/integration/${kind}`, payload: { items }, headers });

  it("refuses a tenant's or staff member's session (401) and a token without the kind's scope (403)", async () => {
    const tenant = t.bearer(await t.login(AINO));
    const staff = t.bearer(await staffSession(t, "ylla.pitaja@kotikallio.example.fi"));
    for (const kind of TENANCY_KINDS) {
      expect((await put(kind, [building(1)], tenant)).statusCode, kind).toBe(401);
      expect((await put(kind, [building(1)], staff)).statusCode, kind).toBe(401);
      expect((await put(kind, [building(1)], {})).statusCode, kind).toBe(401);
    }
    const eventsOnly = await integrationBearer(t.app, ["events.read"]);
    for (const kind of TENANCY_KINDS)
      expect((await put(kind, [building(1)], eventsOnly)).statusCode).toBe(403);
    // tenancy.write writes the tenancy, not the ledger or payments.
    const tenancy = await integrationBearer(t.app, ["tenancy.write"]);
    for (const kind of TENANCY_KINDS)
      if (TENANCY_KIND_SCOPES[kind] !== "tenancy.write")
        expect((await put(kind, [], tenancy)).statusCode, kind).toBe(403);
  });

  it("refuses a batch of 1 001 items whole (400), and an empty one", async () => {
    const bearer = await integrationBearer(t.app, ["tenancy.write"]);
    const items = Array.from({ length: TENANCY_BATCH_MAX + 1 }, (_, i) => person(i));
    const res = await put("persons", items, bearer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "VALIDATION", fields: { items: "validation.tooLong" } });
    expect((await put("persons", [], bearer)).statusCode).toBe(400);
  });

  it("stores a batch of 1 000, answers each item, and the same batch again is all unchanged", async () => {
    const bearer = await integrationBearer(t.app, ["tenancy.write"]);
    const items = Array.from({ length: TENANCY_BATCH_MAX }, (_, i) => person(i));
    const first = await put("persons", items, bearer);
    expect(first.statusCode).toBe(200);
    expect(first.json().counts).toEqual({ created: 1000, updated: 0, unchanged: 0, refused: 0 });
    const again = await put("persons", items, bearer);
    expect(again.json().counts).toEqual({ created: 0, updated: 0, unchanged: 1000, refused: 0 });
  });

  it("refuses a contract naming an unknown apartment and stores the rest", async () => {
    const bearer = await integrationBearer(t.app, ["tenancy.write"]);
    expect((await put("buildings", [building(1)], bearer)).json().counts.created).toBe(1);
    expect((await put("apartments", [apartment(1), apartment(2)], bearer)).json().counts.created).toBe(2);
    const res = await put("contracts", [contract(1), contract(2, "RA-unknown"), { externalId: 5 }], bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { index: 0, externalId: "RC-1", status: "created" },
        {
          index: 1,
          externalId: "RC-2",
          status: "refused",
          fields: { apartmentExternalId: "integration.unknownReference" },
        },
        {
          index: 2,
          externalId: null,
          status: "refused",
          fields: expect.objectContaining({
            externalId: "validation.invalid",
            contractNumber: "validation.required",
          }),
        },
      ],
      counts: { created: 1, updated: 0, unchanged: 0, refused: 2 },
    });
    const again = await put("contracts", [contract(1), contract(2, "RA-unknown")], bearer);
    expect(again.json().counts).toEqual({ created: 0, updated: 0, unchanged: 1, refused: 1 });
  });

  it("writes the ledger with ledger.write and payments with payments.write", async () => {
    const ledger = await integrationBearer(t.app, ["ledger.write"]);
    const line = {
      externalId: "RL-1",
      contractExternalId: "RC-1",
      periodStart: "2025-09-01",
      dueDate: "2025-09-01",
      reason: "rent",
      nameOnBill: "Vuokra",
      amountCents: 60_000,
    };
    expect((await put("ledger", [line], ledger)).json().counts.created).toBe(1);
    const payments = await integrationBearer(t.app, ["payments.write"]);
    const payment = {
      externalId: "RM-1",
      contractExternalId: "RC-1",
      payerName: "Reitti Asukas 1",
      amountCents: 60_000,
      paidDate: "2025-09-01",
    };
    expect((await put("payments", [payment], payments)).json().counts.created).toBe(1);
    expect((await put("payments", [payment], payments)).json().counts.unchanged).toBe(1);
  });
  it("a lease the company ends, or a party who moved, ends the committee membership at the lease-end job's pass", async () => {
    const bearer = await integrationBearer(t.app, ["tenancy.write"]);
    const db = t.database.db;
    await put("persons", [person(7)], bearer);
    await put("apartments", [apartment(7)], bearer);
    expect((await put("contracts", [contract(7)], bearer)).json().counts.created).toBe(1);
    // Reitti Asukas 7 has an account and sits on the committee of building RB-1.
    const [p7] = await db.select().from(persons).where(eq(persons.externalId, "RP-7"));
    const [account] = await db
      .insert(userAccounts)
      .values({ personId: p7!.id, email: "reitti.asukas7@example.fi", passwordHash: "x" })
      .returning();
    const [b1] = await db.select().from(buildings).where(eq(buildings.externalId, "RB-1"));
    const [committee] = await db.insert(committees).values({ name: "Reittitalon toimikunta" }).returning();
    await db.insert(committeeBuildings).values({ committeeId: committee!.id, buildingId: b1!.id });
    await db
      .insert(committeeMembers)
      .values({ committeeId: committee!.id, userId: account!.id, role: "member" });
    const members = () => db.select().from(committeeMembers).where(eq(committeeMembers.userId, account!.id));

    // A current lease keeps the membership.
    await t.job("lease-end").runOnce();
    expect(await members()).toHaveLength(1);
    // The company ends the lease (yesterday): the job's pass ends the membership, as it does for any end.
    const ended = await put("contracts", [{ ...contract(7), endDate: "2026-03-15" }], bearer);
    expect(ended.json().results[0].status).toBe("updated");
    const counts = await t.job<{ committeeMembersEnded: number }>("lease-end").runOnce();
    expect(counts.committeeMembersEnded).toBe(1);
    expect(await members()).toEqual([]);
  });
});
