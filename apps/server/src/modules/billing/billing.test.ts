import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bankTransferResponse,
  billingHistoryResponse,
  billingTargetsResponse,
  currentBillResponse,
  debtResponse,
  securityDepositResponse,
} from "@portal/schemas/billing";
import { balanceLabel, showDebtCard } from "@portal/schemas/billing.rules";
import { contractParties } from "../../db/schema/contracts.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { DEMO_IBAN } from "../../seed/billing-seed.ts";
import { addMonths } from "../../lib/dates.ts";
import { isValidFinnishReference, isValidRfReference } from "../../lib/reference-number.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp, type TestContext } from "../../test/harness.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
const cents = (euros: number) => Math.round(euros * 100);

/** The contract a tenant's session is on, and its ledger totals read straight from the tables. */
async function ledgerTotals(t: TestContext, email: string) {
  const rows = await t.database.db.execute(sql`
    select cp.contract_id,
      (select coalesce(sum(amount_cents), 0)::int from bill_lines l where l.contract_id = cp.contract_id) billed,
      (select coalesce(sum(amount_cents), 0)::int from bill_lines l where l.contract_id = cp.contract_id and l.due_date < ${TODAY}) overdue,
      (select coalesce(sum(amount_cents), 0)::int from payments p where p.contract_id = cp.contract_id) paid
    from user_accounts u join contract_parties cp on cp.person_id = u.person_id
      join contracts c on c.id = cp.contract_id and c.end_date is null
    where u.email = ${email}`);
  const row = (
    rows as unknown as { rows: { contract_id: string; billed: number; overdue: number; paid: number }[] }
  ).rows[0]!;
  return {
    contractId: row.contract_id,
    billed: Number(row.billed),
    overdue: Number(row.overdue),
    paid: Number(row.paid),
  };
}

describe.each(testDatabases)("billing on $name", (target) => {
  const t = useTestApp(target);
  const get = async (email: string, path: string) =>
    t.app.inject({ method: "GET", url: `/api/billing/${path}`, headers: t.bearer(await t.login(email)) });
  const ok = async (email: string, path: string) => {
    const res = await get(email, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("asks for a session on every call", async () => {
    for (const path of ["history", "current", "targets", "debt", "security-deposit", "bank-transfer"])
      expect((await t.app.inject({ method: "GET", url: `/api/billing/${path}` })).statusCode).toBe(401);
    // History, debt and the current bill read the session themselves: an ended one is refused too.
    const session = await t.login(AINO);
    await t.app.inject({ method: "POST", url: "/api/logout", headers: t.bearer(session) });
    for (const path of ["history", "current", "debt", "targets"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/billing/${path}`,
        headers: t.bearer(session),
      });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toEqual({ error: "UNAUTHORIZED" });
    }
    const idle = await t.login(AINO);
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3_600_000);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/billing/history", headers: t.bearer(idle) });
      expect(res.statusCode).toBe(401);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 25 * 3_600_000);
    }
  });

  it("history runs monthly from 1 April 2025, newest first, with balances that add up to the ledger", async () => {
    const { items } = billingHistoryResponse.parse(await ok(AINO, "history"));
    expect(items[0]).toMatchObject({ startDate: `${TODAY.slice(0, 7)}-01`, isCurrent: true });
    expect(items.at(-1)).toMatchObject({
      startDate: "2025-04-01",
      endDate: "2025-04-30",
      year: 2025,
      month: 4,
      sumBefore: 0,
    });
    expect(items.filter((i) => i.isCurrent)).toHaveLength(1);
    for (const [i, item] of items.entries()) {
      const billed = item.billed.reduce((s, b) => s + cents(b.amountEuros), 0);
      const paid = item.paid.reduce((s, p) => s + cents(p.amountEuros), 0);
      expect(cents(item.sumAfter)).toBe(cents(item.sumBefore) + paid - billed);
      if (i > 0) expect(items[i - 1]!.startDate > item.startDate).toBe(true);
      if (i + 1 < items.length) expect(item.sumBefore).toBe(items[i + 1]!.sumAfter);
    }
    const totals = await ledgerTotals(t, AINO);
    const billed = items.flatMap((i) => i.billed).reduce((s, b) => s + cents(b.amountEuros), 0);
    const paid = items.flatMap((i) => i.paid).reduce((s, p) => s + cents(p.amountEuros), 0);
    expect({ billed, paid }).toEqual({ billed: totals.billed, paid: totals.paid });
    expect(cents(items[0]!.sumAfter)).toBe(totals.paid - totals.billed);
    expect(balanceLabel(items[0]!.sumAfter)).toBe("remaining");
    // Co-tenants pay too; the history names who paid.
    expect(new Set(items.flatMap((i) => i.paid.map((p) => p.payerName)))).toEqual(
      new Set(["Aino Asukas", "Ville Vuokralainen"]),
    );
  });

  it("each month tells what of its own bills is unpaid, apart from the running balance", async () => {
    const { items } = billingHistoryResponse.parse(await ok(AINO, "history"));
    const due = bankTransferResponse.parse(await ok(AINO, "bank-transfer")).amountDueCents;
    for (const item of items) {
      const billed = item.billed.reduce((s, b) => s + cents(b.amountEuros), 0);
      expect(cents(item.monthUnpaid)).toBeGreaterThanOrEqual(0);
      expect(cents(item.monthUnpaid)).toBeLessThanOrEqual(billed);
    }
    // The newest month's own unpaid is its bills, not the debt of every month before it.
    const newest = items[0]!;
    expect(-cents(newest.sumAfter)).toBeGreaterThan(cents(newest.monthUnpaid));
    // What the months have unpaid adds up to everything unpaid.
    expect(items.reduce((s, i) => s + cents(i.monthUnpaid), 0)).toBe(due);
    // Paid ahead: every month's bills are paid.
    const pekka = billingHistoryResponse.parse(await ok(PEKKA, "history")).items;
    expect(pekka.every((i) => i.monthUnpaid === 0)).toBe(true);
  });

  it("debt is the overdue part of the ledger, by month, with collection costs, penalty interest and sauna fees", async () => {
    const debt = debtResponse.parse(await ok(AINO, "debt"));
    const totals = await ledgerTotals(t, AINO);
    expect(cents(debt.currentDue)).toBe(totals.overdue - totals.paid);
    const lines = debt.debtByMonth.flatMap((m) => m.debtByTarget);
    expect(new Set(lines.map((l) => l.nameOnBill))).toEqual(
      new Set(["Vuokra", "Vesimaksu (ennakko)", "Saunamaksu", "Perintäkulut", "Viivästyskorko"]),
    );
    for (const m of debt.debtByMonth)
      expect(cents(m.sum)).toBe(m.debtByTarget.reduce((s, l) => s + cents(l.currentDue), 0));
    expect(lines.every((l) => l.dueDate < TODAY)).toBe(true);
    expect(debt.debtByMonth.map((m) => m.yearMonth)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(showDebtCard(debt, TODAY)).toBe(true);
    // Partly paid: the 500 € paid in January went to its rent first.
    const january = debt.debtByMonth[0]!.debtByTarget;
    expect(january.find((l) => l.reason === "rent")?.currentDue).toBe(427);
  });

  it("the current bill and the targets", async () => {
    const current = currentBillResponse.parse(await ok(AINO, "current"));
    expect(current).toMatchObject({
      totalRent: 1005,
      difference: 1005,
      dueDate: "2026-03-02",
      periodStartDate: "2026-03-01",
      periodEndDate: "2026-03-31",
    });
    expect(current.debt).toBe(debtResponse.parse(await ok(AINO, "debt")).currentDue);
    expect(current.lines.map((l) => l.reason).sort()).toEqual(["rent", "sauna", "water"]);
    const targets = billingTargetsResponse.parse(await ok(AINO, "targets"));
    expect(targets).toMatchObject({ monthlyRent: 927, waterPrepayment: 66, total: 1005 });
    expect(targets.targets.map((x) => x.reason).sort()).toEqual(["rent", "sauna", "water"]);
  });

  it("security deposits in money and as a voucher", async () => {
    expect(securityDepositResponse.parse(await ok(AINO, "security-deposit"))).toEqual({
      amount: 1900,
      voucher: { amount: 0 },
      dueDate: addMonths(TODAY, -24),
    });
    const voucher = securityDepositResponse.parse(await ok("suojattu.asukas@example.fi", "security-deposit"));
    expect(voucher.amount).toBe(0);
    expect(voucher.voucher.amount).toBeGreaterThan(0);
  });

  it("bank transfer: the landlord's IBAN, a valid reference in both forms and a barcode for what is due", async () => {
    const details = bankTransferResponse.parse(await ok(AINO, "bank-transfer"));
    const debt = debtResponse.parse(await ok(AINO, "debt"));
    expect(details.iban).toBe(DEMO_IBAN);
    expect(isValidFinnishReference(details.referenceNumber)).toBe(true);
    expect(isValidRfReference(details.rfReference)).toBe(true);
    expect(details.rfReference.endsWith(details.referenceNumber)).toBe(true);
    expect(details.amountDueCents).toBe(cents(debt.currentDue));
    expect(details.dueDate).toBeNull();
    expect(details.virtualBarcode).toBe(
      `4${DEMO_IBAN.slice(2)}${String(details.amountDueCents).padStart(8, "0")}000${details.referenceNumber.padStart(20, "0")}000000`,
    );
    const ville = bankTransferResponse.parse(await ok(VILLE, "bank-transfer"));
    expect(ville.referenceNumber).toBe(details.referenceNumber);
  });

  it("a tenant who paid ahead has an advance and no debt", async () => {
    const { items } = billingHistoryResponse.parse(await ok(PEKKA, "history"));
    expect(balanceLabel(items[0]!.sumAfter)).toBe("advance");
    expect(items[0]!.sumAfter).toBe(200);
    const debt = debtResponse.parse(await ok(PEKKA, "debt"));
    expect(debt).toEqual({ currentDue: 0, debtByMonth: [] });
    expect(showDebtCard(debt, TODAY)).toBe(false);
    const current = currentBillResponse.parse(await ok(PEKKA, "current"));
    expect(current.difference).toBe(0);
    expect(bankTransferResponse.parse(await ok(PEKKA, "bank-transfer")).amountDueCents).toBe(0);
  });

  it("another tenant never sees Aino's ledger", async () => {
    const aino = billingHistoryResponse.parse(await ok(AINO, "history"));
    const pekka = billingHistoryResponse.parse(await ok(PEKKA, "history"));
    const payers = new Set(pekka.items.flatMap((i) => i.paid.map((p) => p.payerName)));
    expect(payers).toEqual(new Set(["Pekka Puhelin"]));
    expect(pekka.items.flatMap((i) => i.billed).some((b) => b.amountEuros === 927)).toBe(false);
    expect(aino.items[0]!.sumAfter).not.toBe(pekka.items[0]!.sumAfter);
    const ref = (e: string) =>
      ok(e, "bank-transfer").then((d) => bankTransferResponse.parse(d).referenceNumber);
    expect(await ref(PEKKA)).not.toBe(await ref(AINO));
  });

  it("a tenant taken off the contract after signing in gets 404, not the contract's ledger", async () => {
    const session = await t.login(VILLE);
    const [ville] = await t.database.db
      .select({ personId: persons.id })
      .from(userAccounts)
      .innerJoin(persons, eq(persons.id, userAccounts.personId))
      .where(eq(userAccounts.email, VILLE));
    const { contractId } = await ledgerTotals(t, AINO);
    const party = and(
      eq(contractParties.contractId, contractId),
      eq(contractParties.personId, ville!.personId),
    );
    await t.database.db.delete(contractParties).where(party);
    try {
      for (const path of ["history", "current", "targets", "debt", "security-deposit", "bank-transfer"]) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/billing/${path}`,
          headers: t.bearer(session),
        });
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual({ error: "NOT_FOUND" });
      }
    } finally {
      await t.database.db
        .insert(contractParties)
        .values({ contractId, personId: ville!.personId, kind: "party" });
    }
  });

  it("is in the API reference", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const path of ["history", "current", "targets", "debt", "security-deposit", "bank-transfer"])
      expect(doc.paths[`/api/billing/${path}`], path).toBeDefined();
  });
});
