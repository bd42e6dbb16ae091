import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { testDatabases } from "../test/databases.ts";
import { describeImport, importTenancy } from "./import.ts";

/** A small world: two buildings, three apartments, three persons, two contracts, their ledger and a payment. */
function worldFile(): string {
  const lines: unknown[] = [
    ...[1, 2].map((n) => ({
      kind: "buildings",
      item: {
        externalId: `IB-${n}`,
        organisation: { externalId: "IORG", name: "Tuontikoti Oy" },
        name: `Tuonti ${n}`,
        streetAddress: `Tuontitie ${n}`,
        postalCode: "02100",
        city: "Espoo",
      },
    })),
    ...[1, 2, 3].map((n) => ({
      kind: "apartments",
      item: {
        externalId: `IA-${n}`,
        buildingExternalId: `IB-${n === 3 ? 2 : 1}`,
        apartmentNumber: `B ${n}`,
        areaM2: 40 + n,
        rooms: n,
      },
    })),
    ...[1, 2, 3].map((n) => ({
      kind: "persons",
      item: { externalId: `IP-${n}`, firstName: "Tuotu", lastName: `Asukas ${n}` },
    })),
    ...[1, 2].map((n) => ({
      kind: "contracts",
      item: {
        externalId: `IC-${n}`,
        apartmentExternalId: `IA-${n}`,
        contractNumber: `IMP-${n}`,
        startDate: "2025-05-01",
        monthlyRentCents: 70_000,
        dueDay: 5,
        parties: [{ personExternalId: `IP-${n}`, kind: "party" }],
        rentLines: [{ reason: "rent", nameOnBill: "Vuokra", amountCents: 70_000, startDate: "2025-05-01" }],
      },
    })),
    {
      kind: "contracts",
      item: {
        externalId: "IC-9",
        apartmentExternalId: "IA-unknown",
        contractNumber: "IMP-9",
        startDate: "2025-05-01",
        monthlyRentCents: 70_000,
        dueDay: 5,
        parties: [{ personExternalId: "IP-3", kind: "party" }],
      },
    },
    {
      kind: "ledger",
      item: {
        externalId: "IL-1",
        contractExternalId: "IC-1",
        periodStart: "2025-05-01",
        dueDate: "2025-05-05",
        reason: "rent",
        nameOnBill: "Vuokra",
        amountCents: 70_000,
      },
    },
    {
      kind: "payments",
      item: {
        externalId: "IM-1",
        contractExternalId: "IC-1",
        payerName: "Tuotu Asukas 1",
        amountCents: 70_000,
        paidDate: "2025-05-04",
      },
    },
  ];
  const file = join(mkdtempSync(join(tmpdir(), "portal-import-")), "world.ndjson");
  writeFileSync(
    file,
    [...lines.map((l) => JSON.stringify(l)), "", "not json", '{"kind":"flats","item":{}}'].join("\n"),
  );
  return file;
}

describe.each(testDatabases)("npm run import on $name", (target) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.create({ seeded: true }));
  });
  afterAll(() => drop());

  it("loads a file through the upserts, and a second run changes nothing", async () => {
    const file = worldFile();
    const progress: string[] = [];
    const first = await importTenancy({
      db: database.db,
      identityCodeKey: "test-key",
      file,
      progress: (line) => progress.push(line),
    });
    expect(first.lines).toBe(16);
    expect(first.unreadable).toBe(2);
    expect(first.byKind).toEqual({
      buildings: { created: 2, updated: 0, unchanged: 0, refused: 0 },
      apartments: { created: 3, updated: 0, unchanged: 0, refused: 0 },
      persons: { created: 3, updated: 0, unchanged: 0, refused: 0 },
      contracts: { created: 2, updated: 0, unchanged: 0, refused: 1 },
      ledger: { created: 1, updated: 0, unchanged: 0, refused: 0 },
      payments: { created: 1, updated: 0, unchanged: 0, refused: 0 },
    });
    expect(first.refusals).toEqual([
      {
        line: 11,
        kind: "contracts",
        externalId: "IC-9",
        fields: { apartmentExternalId: "integration.unknownReference" },
      },
      { line: 15, kind: null, externalId: null, fields: { "": "validation.invalid" } },
      { line: 16, kind: null, externalId: null, fields: { kind: "validation.invalid" } },
    ]);
    // One progress line a batch: a batch is consecutive lines of one kind.
    expect(progress).toHaveLength(6);
    const [c1] = await database.db.select().from(contracts).where(eq(contracts.externalId, "IC-1"));
    expect(
      await database.db.select().from(contractParties).where(eq(contractParties.contractId, c1!.id)),
    ).toHaveLength(1);

    const second = await importTenancy({ db: database.db, identityCodeKey: "test-key", file, batchSize: 2 });
    for (const counts of Object.values(second.byKind)) {
      expect(counts.created).toBe(0);
      expect(counts.updated).toBe(0);
    }
    expect(second.byKind.contracts).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 1 });
    expect(describeImport(second, 1)).toContain("  contracts: 0 created, 0 updated, 2 unchanged, 1 refused");
  });
});
