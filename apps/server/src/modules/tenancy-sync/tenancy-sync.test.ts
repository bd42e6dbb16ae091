import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { billLines, billingTargets, contractReferences, securityDeposits } from "../../db/schema/billing.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";
import { apartments, buildings, organisations } from "../../db/schema/organisations.ts";
import { payments } from "../../db/schema/payments.ts";
import { persons } from "../../db/schema/persons.ts";
import { hashIdentityCode } from "../../lib/identity-code-hash.ts";
import { testDatabases } from "../../test/databases.ts";
import { createTenancySync, SYNC_ERRORS, type TenancySync } from "./index.ts";

const KEY = "test-identity-code-key";

const building = (n: number, changes: Record<string, unknown> = {}) => ({
  externalId: `B-${n}`,
  organisation: { externalId: "ORG-1", name: "Vuokrakoti Oy" },
  name: `Talo ${n}`,
  streetAddress: `Testikatu ${n}`,
  postalCode: "00100",
  city: "Helsinki",
  ...changes,
});
const apartment = (n: number, buildingN = 1, changes: Record<string, unknown> = {}) => ({
  externalId: `A-${n}`,
  buildingExternalId: `B-${buildingN}`,
  apartmentNumber: `A ${n}`,
  areaM2: 54.5,
  rooms: 2,
  ...changes,
});
const person = (n: number, changes: Record<string, unknown> = {}) => ({
  externalId: `P-${n}`,
  firstName: "Testi",
  lastName: `Henkilö ${n}`,
  ...changes,
});
const contract = (n: number, changes: Record<string, unknown> = {}) => ({
  externalId: `C-${n}`,
  apartmentExternalId: `A-${n}`,
  contractNumber: `EXT-${n}`,
  startDate: "2025-01-01",
  monthlyRentCents: 80_000,
  dueDay: 2,
  noticeMonths: 1,
  referenceNumber: null,
  parties: [{ personExternalId: `P-${n}`, kind: "party" }],
  rentLines: [
    { reason: "rent", nameOnBill: "Vuokra", amountCents: 80_000, startDate: "2025-01-01" },
    { reason: "water", nameOnBill: "Vesi", amountCents: 2_000, startDate: "2025-01-01" },
  ],
  deposit: { amountCents: 160_000 },
  ...changes,
});

describe.each(testDatabases)("the tenancy upserts on $name", (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let sync: TenancySync;

  beforeAll(async () => {
    ({ database, drop } = await target.create({ seeded: true }));
    sync = createTenancySync({ db: database.db, identityCodeKey: KEY });
  });
  afterAll(() => drop());

  it("creates buildings, apartments, persons and contracts, and the same batches again are unchanged", async () => {
    const batches = [
      ["buildings", [building(1), building(2)]],
      ["apartments", [apartment(1), apartment(2), apartment(3, 2)]],
      ["persons", [person(1, { identityCode: "150385-912E", phone: "040 123 4567" }), person(2), person(3)]],
      ["contracts", [contract(1, { referenceNumber: "1232" }), contract(2)]],
    ] as const;
    for (const [kind, items] of batches) {
      const first = await sync.upsert(kind, items);
      expect(first.counts, kind).toEqual({ created: items.length, updated: 0, unchanged: 0, refused: 0 });
      expect(first.results.map((r) => r.externalId)).toEqual(items.map((i) => i.externalId));
    }
    for (const [kind, items] of batches) {
      const again = await sync.upsert(kind, items);
      expect(again.counts, kind).toEqual({ created: 0, updated: 0, unchanged: items.length, refused: 0 });
    }
    const db = database.db;
    const [org] = await db.select().from(organisations).where(eq(organisations.externalId, "ORG-1"));
    expect(org?.name).toBe("Vuokrakoti Oy");
    const [b2] = await db.select().from(buildings).where(eq(buildings.externalId, "B-2"));
    const [a3] = await db.select().from(apartments).where(eq(apartments.externalId, "A-3"));
    expect(a3?.buildingId).toBe(b2?.id);
    // The identity code is kept only as its keyed hash; the phone in both spellings.
    const [p1] = await db.select().from(persons).where(eq(persons.externalId, "P-1"));
    expect(p1?.identityCodeHash).toBe(hashIdentityCode("150385-912E", KEY));
    expect(p1?.phoneNormalised).toBe("+358401234567");
    const [c1] = await db.select().from(contracts).where(eq(contracts.externalId, "C-1"));
    expect(c1).toMatchObject({ contractNumber: "EXT-1", monthlyRentCents: 80_000, endDate: null });
    const parties = await db.select().from(contractParties).where(eq(contractParties.contractId, c1!.id));
    expect(parties).toEqual([{ contractId: c1!.id, personId: p1!.id, kind: "party" }]);
    const targets = await db.select().from(billingTargets).where(eq(billingTargets.contractId, c1!.id));
    expect(targets.map((t) => [t.reason, t.amountCents]).sort()).toEqual([
      ["rent", 80_000],
      ["water", 2_000],
    ]);
    const [deposit] = await db.select().from(securityDeposits).where(eq(securityDeposits.contractId, c1!.id));
    expect(deposit).toMatchObject({ amountCents: 160_000, voucherAmountCents: 0 });
    const [reference] = await db
      .select()
      .from(contractReferences)
      .where(eq(contractReferences.contractId, c1!.id));
    expect(reference?.referenceNumber).toBe("1232");
  });

  it("updates what changed and leaves the rest: a party joins, another leaves, the lease ends", async () => {
    const db = database.db;
    const moved = await sync.upsert("buildings", [building(1, { city: "Espoo" }), building(2)]);
    expect(moved.results.map((r) => r.status)).toEqual(["updated", "unchanged"]);
    // Person 3 joins contract 2, then person 2 leaves it; contract 1 ends.
    const joined = await sync.upsert("contracts", [
      contract(1),
      contract(2, {
        parties: [
          { personExternalId: "P-2", kind: "party" },
          { personExternalId: "P-3", kind: "other" },
        ],
      }),
    ]);
    expect(joined.results.map((r) => r.status)).toEqual(["unchanged", "updated"]);
    const left = await sync.upsert("contracts", [
      contract(1, { endDate: "2026-03-31", noticeMonths: 3 }),
      contract(2, { parties: [{ personExternalId: "P-3", kind: "party" }] }),
    ]);
    expect(left.results.map((r) => r.status)).toEqual(["updated", "updated"]);
    const [c1] = await db.select().from(contracts).where(eq(contracts.externalId, "C-1"));
    expect(c1?.endDate).toBe("2026-03-31");
    const [terms] = await db.select().from(leaseDetails).where(eq(leaseDetails.contractId, c1!.id));
    expect(terms?.noticeMonths).toBe(3);
    const [c2] = await db.select().from(contracts).where(eq(contracts.externalId, "C-2"));
    const [p3] = await db.select().from(persons).where(eq(persons.externalId, "P-3"));
    const parties = await db.select().from(contractParties).where(eq(contractParties.contractId, c2!.id));
    expect(parties).toEqual([{ contractId: c2!.id, personId: p3!.id, kind: "party" }]);
    // A person sent without an identity code or a phone keeps the ones the portal has.
    expect((await sync.upsert("persons", [person(1)])).results[0]?.status).toBe("unchanged");
    const [p1] = await db.select().from(persons).where(eq(persons.externalId, "P-1"));
    expect(p1?.identityCodeHash).toBe(hashIdentityCode("150385-912E", KEY));
  });

  it("refuses a contract naming an unknown apartment or person, and stores the rest", async () => {
    const answer = await sync.upsert("contracts", [
      contract(10, {
        apartmentExternalId: "A-unknown",
        parties: [{ personExternalId: "P-1", kind: "party" }],
      }),
      contract(3, { parties: [{ personExternalId: "P-1", kind: "party" }] }),
      contract(11, {
        apartmentExternalId: "A-2",
        parties: [{ personExternalId: "P-unknown", kind: "party" }],
      }),
    ]);
    expect(answer.results).toEqual([
      {
        index: 0,
        externalId: "C-10",
        status: "refused",
        fields: { apartmentExternalId: SYNC_ERRORS.unknown },
      },
      { index: 1, externalId: "C-3", status: "created" },
      {
        index: 2,
        externalId: "C-11",
        status: "refused",
        fields: { "parties.0.personExternalId": SYNC_ERRORS.unknown },
      },
    ]);
    const stored = await database.db.select().from(contracts).where(eq(contracts.externalId, "C-10"));
    expect(stored).toEqual([]);
  });

  it("refuses items that do not read as their kind, a value another row holds and a duplicate id, with field errors", async () => {
    const answer = await sync.upsert("contracts", [
      { ...contract(12), dueDay: 40, extra: true },
      contract(13, {
        apartmentExternalId: "A-3",
        contractNumber: "EXT-1",
        parties: [{ personExternalId: "P-1", kind: "party" }],
      }),
      contract(3, { parties: [{ personExternalId: "P-1", kind: "party" }] }),
      contract(3, { parties: [{ personExternalId: "P-1", kind: "party" }] }),
      "not an object",
      { ...contract(14), startDate: "2025-06-01", endDate: "2025-05-31" },
    ]);
    expect(answer.results.map((r) => [r.status, r.fields])).toEqual([
      ["refused", { dueDay: "validation.invalid", extra: "validation.unknownField" }],
      ["refused", { contractNumber: SYNC_ERRORS.taken }],
      ["unchanged", undefined],
      ["refused", { externalId: SYNC_ERRORS.duplicate }],
      ["refused", { "": "validation.invalid" }],
      ["refused", { endDate: "validation.invalid" }],
    ]);
    const persons = await sync.upsert("persons", [
      person(20, { identityCode: "150385-912X" }),
      { externalId: "P-21" },
    ]);
    expect(persons.results.map((r) => r.fields)).toEqual([
      { identityCode: "validation.invalid" },
      { firstName: "validation.required", lastName: "validation.required" },
    ]);
  });

  it("adds ledger lines and payments once; a line sent again with another amount is refused, a correction is a new line", async () => {
    const line = (n: number, changes: Record<string, unknown> = {}) => ({
      externalId: `L-${n}`,
      contractExternalId: "C-1",
      periodStart: "2026-01-01",
      dueDate: "2026-01-02",
      reason: "rent",
      nameOnBill: "Vuokra",
      amountCents: 80_000,
      ...changes,
    });
    const first = await sync.upsert("ledger", [line(1), line(2, { reason: "water", amountCents: 2_000 })]);
    expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 0 });
    const again = await sync.upsert("ledger", [
      line(1),
      line(2, { reason: "water", amountCents: 2_500 }),
      line(3, { reason: "water", amountCents: 500, nameOnBill: "Vesi, oikaisu" }),
      line(4, { contractExternalId: "C-unknown" }),
    ]);
    expect(again.results.map((r) => [r.status, r.fields])).toEqual([
      ["unchanged", undefined],
      ["refused", { amountCents: SYNC_ERRORS.immutable }],
      ["created", undefined],
      ["refused", { contractExternalId: SYNC_ERRORS.unknown }],
    ]);
    const [c1] = await database.db.select().from(contracts).where(eq(contracts.externalId, "C-1"));
    const lines = await database.db.select().from(billLines).where(eq(billLines.contractId, c1!.id));
    expect(lines.map((l) => l.amountCents).sort()).toEqual([2_000, 500, 80_000].sort());
    // One bill holds the period's lines.
    expect(new Set(lines.map((l) => l.billId)).size).toBe(1);

    const payment = (n: number, changes: Record<string, unknown> = {}) => ({
      externalId: `M-${n}`,
      contractExternalId: "C-1",
      payerName: "Testi Henkilö 1",
      amountCents: 82_000,
      paidDate: "2026-01-02",
      ...changes,
    });
    const paid = await sync.upsert("payments", [payment(1), payment(2, { bankArchiveId: "ARCHIVE-1" })]);
    expect(paid.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 0 });
    const paidAgain = await sync.upsert("payments", [
      payment(1),
      payment(2, { bankArchiveId: "ARCHIVE-1", amountCents: 1 }),
      payment(3, { bankArchiveId: "ARCHIVE-1" }),
      payment(4, { amountCents: 0 }),
    ]);
    expect(paidAgain.results.map((r) => [r.status, r.fields])).toEqual([
      ["unchanged", undefined],
      ["refused", { amountCents: SYNC_ERRORS.immutable }],
      ["refused", { bankArchiveId: SYNC_ERRORS.taken }],
      ["refused", { amountCents: "validation.invalid" }],
    ]);
    const stored = await database.db.select().from(payments).where(eq(payments.contractId, c1!.id));
    expect(stored.map((p) => p.amountCents)).toEqual([82_000, 82_000]);
  });
  it("stores each item once when the same batch comes twice at once", async () => {
    const items = [person(40), person(41), person(42)];
    const answers = await Promise.all([sync.upsert("persons", items), sync.upsert("persons", items)]);
    const statuses = answers.flatMap((a) => a.results.map((r) => r.status)).sort();
    expect(statuses).toEqual(["created", "created", "created", "unchanged", "unchanged", "unchanged"]);
    const contractsAtOnce = [contract(40, { apartmentExternalId: "A-1", contractNumber: "EXT-40" })];
    const both = await Promise.all([
      sync.upsert("contracts", contractsAtOnce),
      sync.upsert("contracts", contractsAtOnce),
    ]);
    expect(both.map((a) => a.results[0]?.status).sort()).toEqual(["created", "unchanged"]);
    const stored = await database.db.select().from(contracts).where(eq(contracts.externalId, "C-40"));
    expect(stored).toHaveLength(1);
  });
});
