import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankTransferResponse, billingHistoryResponse, debtResponse } from "@portal/schemas/billing";
import { balanceLabel } from "@portal/schemas/billing.rules";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { payments } from "../../db/schema/payments.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { createBillingCreditRepository } from "./billing-credit.repository.ts";

const AINO = "aino.asukas@example.fi";

describe.each(testDatabases)("crediting online payments on $name", (target) => {
  const t = useTestApp(target);
  const read = async (path: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/billing/${path}`,
        headers: t.bearer(await t.login(AINO)),
      })
    ).json();
  const credit = async (amountCents: number, providerTransactionId: string) => {
    const [row] = await t.database.db
      .select({ contractId: contracts.id })
      .from(userAccounts)
      .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
      .innerJoin(contracts, and(eq(contracts.id, contractParties.contractId), isNull(contracts.endDate)))
      .where(eq(userAccounts.email, AINO));
    return {
      contractId: row!.contractId,
      payerName: "Aino Asukas",
      amountCents,
      paidDate: TODAY,
      providerTransactionId,
    };
  };

  it("credits a provider transaction once, however many times it arrives at once, and shows it at once", async () => {
    const repo = createBillingCreditRepository(t.database.db);
    const debtBefore = debtResponse.parse(await read("debt"));
    const payment = await credit(60_000, "tx-ledger-1");
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction((tx) => repo.creditOnlinePayment(payment, tx)),
      ),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(new Set(results.map((r) => r.paymentId)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerTransactionId, "tx-ledger-1"));
    expect(rows).toHaveLength(1);

    const { items } = billingHistoryResponse.parse(await read("history"));
    expect(items[0]!.paid).toContainEqual({ payerName: "Aino Asukas", amountEuros: 600, paidDate: TODAY });
    const debtAfter = debtResponse.parse(await read("debt"));
    expect(Math.round(debtBefore.currentDue * 100) - Math.round(debtAfter.currentDue * 100)).toBe(60_000);

    // The receipt's lines: the oldest open lines first (January's rent, water and sauna, then February's).
    const use = (await repo.paymentAllocation(results[0]!.paymentId))!;
    expect(use.advanceCents).toBe(0);
    expect(use.lines.reduce((s, l) => s + l.cents, 0)).toBe(60_000);
    expect(use.lines.map((l) => [l.periodStart, l.reason, l.cents])).toEqual([
      ["2026-01-01", "rent", 42_700],
      ["2026-01-01", "water", 6_600],
      ["2026-01-01", "sauna", 1_200],
      ["2026-02-01", "rent", 9_500],
    ]);
    expect(await repo.paymentAllocation("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("names with any characters come through the ledger query (control separators become spaces)", async () => {
    const repo = createBillingCreditRepository(t.database.db);
    const name = 'Åsa Öberg-Nyström\t"quoted" \u001e\u001f end';
    await repo.creditOnlinePayment({ ...(await credit(100, "tx-ledger-names")), payerName: name });
    const { items } = billingHistoryResponse.parse(await read("history"));
    expect(items[0]!.paid.map((p) => p.payerName)).toContain('Åsa Öberg-Nyström\t"quoted"    end');
  });

  it("what no line needs yet is an advance", async () => {
    const repo = createBillingCreditRepository(t.database.db);
    const { amountDueCents } = bankTransferResponse.parse(await read("bank-transfer"));
    const { credited, paymentId } = await repo.creditOnlinePayment(
      await credit(amountDueCents + 10_000, "tx-ledger-2"),
    );
    expect(credited).toBe(true);
    expect((await repo.paymentAllocation(paymentId))!.advanceCents).toBe(10_000);
    expect(debtResponse.parse(await read("debt"))).toEqual({ currentDue: 0, debtByMonth: [] });
    const { items } = billingHistoryResponse.parse(await read("history"));
    expect(items[0]!.sumAfter).toBe(100);
    expect(balanceLabel(items[0]!.sumAfter)).toBe("advance");
  });
});
