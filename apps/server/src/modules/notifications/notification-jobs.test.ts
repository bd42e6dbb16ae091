import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { debtResponse } from "@portal/schemas/billing";
import { notificationsResponse } from "@portal/schemas/notifications";
import { billLines, bills } from "../../db/schema/billing.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { createNotificationJobs } from "./notifications.job.ts";
import { addDays } from "../../lib/dates.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { createBillingCreditRepository } from "../billing/billing-credit.repository.ts";

const AINO = "aino.asukas@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
const cents = (euros: number) => Math.round(euros * 100);

describe.each(testDatabases)("notification jobs on $name", (target) => {
  const t = useTestApp(target);
  // Small batches, so a pass reads the demo world's ledgers in several queries.
  const jobs = (now = () => t.clock.now) => createNotificationJobs({ db: t.database.db, now, batchSize: 7 });
  const contractOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: contracts.id })
      .from(userAccounts)
      .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
      .innerJoin(contracts, and(eq(contracts.id, contractParties.contractId), isNull(contracts.endDate)))
      .where(eq(userAccounts.email, email));
    return row!.id;
  };
  const rowsOf = async (contractId: string, category: "arrear" | "contract_lifecycle") =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.contractId, contractId), eq(notifications.category, category)));
  const get = async (email: string, url: string) =>
    (await t.app.inject({ method: "GET", url, headers: t.bearer(await t.login(email)) })).json();
  let payments = 0;
  const pay = async (contractId: string, amountCents: number) =>
    createBillingCreditRepository(t.database.db).creditOnlinePayment({
      contractId,
      payerName: "Aino Asukas",
      amountCents,
      paidDate: TODAY,
      providerTransactionId: `tx-arrear-${++payments}`,
    });

  it("opens one arrear with the debt, however many passes run, one after another or at once", async () => {
    const aino = await contractOf(AINO);
    const first = await jobs().runOnce();
    expect(first.arrearsWritten).toBeGreaterThanOrEqual(1);
    await jobs().runOnce();
    await Promise.all([jobs().runOnce(), jobs().runOnce()]);
    const rows = await rowsOf(aino, "arrear");
    expect(rows).toHaveLength(1);
    const debt = debtResponse.parse(await get(AINO, "/api/billing/debt"));
    expect(rows[0]).toMatchObject({ priority: "important", isCloseable: false, closedAt: null });
    expect(rows[0]!.meta).toEqual({ arrearAmount: debt.currentDue });

    const listed = notificationsResponse.parse(await get(AINO, "/api/notifications")).notifications;
    expect(listed.filter((n) => n.category === "arrear")).toEqual([
      expect.objectContaining({ notificationMeta: { arrearAmount: debt.currentDue }, contractUuid: aino }),
    ]);
    // Pekka paid ahead: nothing.
    expect(await rowsOf(await contractOf(PEKKA), "arrear")).toEqual([]);
    // A pass with nothing changed writes nothing.
    expect((await jobs().runOnce()).arrearsWritten).toBe(0);
  });

  it("a part payment updates the amount; paying the rest closes it; later debt opens a new one", async () => {
    const aino = await contractOf(AINO);
    await jobs().runOnce();
    const before = debtResponse.parse(await get(AINO, "/api/billing/debt")).currentDue;
    await pay(aino, 1_000);
    const counts = await jobs().runOnce();
    expect(counts.arrearsWritten).toBe(1);
    let [row] = await rowsOf(aino, "arrear");
    expect(cents(row!.meta!.arrearAmount!)).toBe(cents(before) - 1_000);

    await pay(aino, cents(before) - 1_000);
    expect((await jobs().runOnce()).arrearsClosed).toBe(1);
    [row] = await rowsOf(aino, "arrear");
    expect(row!.closedAt).not.toBeNull();
    expect(row!.dedupeKey).toBeNull();
    await jobs().runOnce();
    expect(await rowsOf(aino, "arrear")).toHaveLength(1);

    // A new charge is soon more than a week overdue: a new arrear, the closed one stays closed.
    const dueDate = addDays(TODAY, -8);
    const periodStart = `${dueDate.slice(0, 7)}-01`;
    const [bill] = await t.database.db
      .insert(bills)
      .values({ contractId: aino, periodStart, dueDate })
      .returning({ id: bills.id });
    await t.database.db.insert(billLines).values({
      billId: bill!.id,
      contractId: aino,
      periodStart,
      reason: "other",
      nameOnBill: "Avainkopio",
      amountCents: 2_500,
      dueDate,
    });
    await jobs().runOnce();
    const rows = await rowsOf(aino, "arrear");
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.closedAt === null).map((r) => r.meta)).toEqual([{ arrearAmount: 25 }]);
  });

  it("tells once that a lease starts within 14 days or ends within 30", async () => {
    const pekka = await contractOf(PEKKA);
    const ending = addDays(TODAY, 25);
    await t.database.db.update(contracts).set({ endDate: ending }).where(eq(contracts.id, pekka));
    try {
      await jobs().runOnce();
      await Promise.all([jobs().runOnce(), jobs().runOnce()]);
      const rows = await rowsOf(pekka, "contract_lifecycle");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        priority: "normal",
        isCloseable: true,
        meta: { event: "ending", date: ending },
      });
    } finally {
      await t.database.db.update(contracts).set({ endDate: null }).where(eq(contracts.id, pekka));
    }

    // Ulla's lease starts in 20 days: nothing today, one notification from 14 days before.
    const [ulla] = await t.database.db
      .select({ id: contracts.id, startDate: contracts.startDate })
      .from(contracts)
      .where(eq(contracts.startDate, addDays(TODAY, 20)));
    expect(await rowsOf(ulla!.id, "contract_lifecycle")).toEqual([]);
    const weekLater = new Date(t.clock.now.getTime() + 7 * 24 * 60 * 60_000);
    expect((await jobs(() => weekLater).runOnce()).lifecycleCreated).toBeGreaterThanOrEqual(1);
    expect((await jobs(() => weekLater).runOnce()).lifecycleCreated).toBe(0);
    const rows = await rowsOf(ulla!.id, "contract_lifecycle");
    expect(rows.map((r) => r.meta)).toEqual([{ event: "starting", date: ulla!.startDate }]);
  });
});
