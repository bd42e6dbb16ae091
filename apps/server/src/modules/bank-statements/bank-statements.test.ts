import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankTransferResponse, billingHistoryResponse, debtResponse } from "@portal/schemas/billing";
import { bankPaymentItem, bankStatementResponse } from "@portal/schemas/bank-statements";
import { notificationsResponse } from "@portal/schemas/notifications";
import { bankEntries, unmatchedBankPayments } from "../../db/schema/bank-statements.ts";
import { contractReferences } from "../../db/schema/billing.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { payments } from "../../db/schema/payments.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { finnishReference, rfReference } from "../../lib/reference-number.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { integrationBearer } from "../integration/integration-test-client.ts";
import { createNotificationJobs } from "../notifications/notifications.job.ts";
import { camt054, XML_BOMB, XML_EXTERNAL_ENTITY, type FixtureEntry } from "./camt054-fixture.ts";

const AINO = "aino.asukas@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const MATTI = "matti.huolto@kotikallio.example.fi";
const URL = "/api/integration/bank-statements";

describe.each(testDatabases)("bank statements on $name", (target) => {
  const t = useTestApp(target);
  let seq = 0;
  /** A bank reference no other test uses. */
  const ref = (name: string) => `${target.name}-${name}-${++seq}`;

  const get = async (session: string, url: string) =>
    (await t.app.inject({ method: "GET", url, headers: t.bearer(session) })).json();

  async function send(xml: string, headers?: Record<string, string>) {
    return t.app.inject({
      method: "POST",
      url: URL,
      payload: xml,
      headers: {
        "content-type": "application/xml",
        ...(headers ?? (await integrationBearer(t.app, ["payments.write"]))),
      },
    });
  }

  async function statement(entries: FixtureEntry[]) {
    const res = await send(
      camt054({ entries: entries.map((e) => ({ bookingDate: todayInHelsinki(t.clock.now), ...e })) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return bankStatementResponse.parse(res.json());
  }

  /** What Aino's pages show of her money: the debt, the open arrear notification, the payments listed. */
  async function ainoSees(session: string) {
    const debt = debtResponse.parse(await get(session, "/api/billing/debt")).currentDue;
    const arrear = notificationsResponse
      .parse(await get(session, "/api/notifications"))
      .notifications.filter((n) => n.category === "arrear" && n.closedAt === null)
      .map((n) => n.notificationMeta?.arrearAmount);
    const paid = billingHistoryResponse
      .parse(await get(session, "/api/billing/history"))
      .items.flatMap((i) => i.paid.map((p) => `${p.payerName} ${p.amountEuros}`));
    return { debt, arrear, paid };
  }

  /** Aino's receipts (each party of the contract with an account gets one). */
  const receipts = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.template, "payment-receipt"), eq(outbox.recipient, AINO)))
    )[0]!.n;

  it("credits Aino's payment by her reference once: her debt, arrear notification and history agree, and she gets the receipt", async () => {
    const session = await t.login(AINO);
    await createNotificationJobs({ db: t.database.db, now: () => t.clock.now }).runOnce();
    const { referenceNumber } = bankTransferResponse.parse(await get(session, "/api/billing/bank-transfer"));
    const before = await ainoSees(session);
    expect(before.debt).toBeGreaterThan(10);
    expect(before.arrear).toEqual([before.debt]);
    const mails = await receipts();

    const entry = { ref: ref("aino"), amountCents: 1_000, reference: referenceNumber, payer: "Aino Asukas" };
    const answer = await statement([entry]);
    expect(answer).toMatchObject({ created: 1, duplicate: 0, reversed: 0, unmatched: 0 });
    expect(answer.items).toEqual([
      {
        entryRef: entry.ref,
        result: "created",
        amountCents: 1_000,
        credit: true,
        reference: referenceNumber,
        reason: null,
      },
    ]);
    const after = await ainoSees(session);
    expect(Math.round(after.debt * 100)).toBe(Math.round(before.debt * 100) - 1_000);
    expect(after.arrear).toEqual([after.debt]);
    expect(after.paid).toEqual(expect.arrayContaining([...before.paid, "Aino Asukas 10"]));
    expect(after.paid).toHaveLength(before.paid.length + 1);
    expect(await receipts()).toBe(mails + 1);

    // The same file again credits nothing and mails nothing.
    const again = await statement([entry]);
    expect(again).toMatchObject({ created: 0, duplicate: 1 });
    expect(await ainoSees(session)).toEqual(after);
    expect(await receipts()).toBe(mails + 1);

    // Its RF form is Aino's too.
    const rf = await statement([
      { ref: ref("rf"), amountCents: 500, reference: rfReference(referenceNumber) },
    ]);
    expect(rf.created).toBe(1);
  });

  it("two overlapping statements at once credit each payment once", async () => {
    const { referenceNumber } = bankTransferResponse.parse(
      await get(await t.login(AINO), "/api/billing/bank-transfer"),
    );
    const shared = Array.from({ length: 4 }, () => ({
      ref: ref("shared"),
      amountCents: 100,
      reference: referenceNumber,
    }));
    const files = Array.from({ length: 4 }, (_, i) => [
      ...shared,
      { ref: ref(`own${i}`), amountCents: 100, reference: referenceNumber },
    ]);
    const bearer = await integrationBearer(t.app, ["payments.write"]);
    const answers = await Promise.all(
      files.map((entries) =>
        send(
          camt054({ entries: entries.map((e) => ({ ...e, bookingDate: todayInHelsinki(t.clock.now) })) }),
          bearer,
        ),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const parsed = answers.map((a) => bankStatementResponse.parse(a.json()));
    expect(parsed.reduce((sum, a) => sum + a.created, 0)).toBe(shared.length + files.length);
    expect(parsed.reduce((sum, a) => sum + a.duplicate, 0)).toBe(shared.length * (files.length - 1));
    for (const e of shared) {
      const credited = await t.database.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.bankArchiveId, `FI2112345600000785:${e.ref}`));
      expect(credited).toHaveLength(1);
    }
  });

  it("a reversal takes the credit back, once", async () => {
    const session = await t.login(AINO);
    const { referenceNumber } = bankTransferResponse.parse(await get(session, "/api/billing/bank-transfer"));
    const before = await ainoSees(session);
    const credit = { ref: ref("rev"), amountCents: 2_500, reference: referenceNumber, payer: "Aino Asukas" };
    await statement([credit]);
    expect(Math.round((await ainoSees(session)).debt * 100)).toBe(Math.round(before.debt * 100) - 2_500);
    const reversal = {
      ref: ref("rev-d"),
      amountCents: 2_500,
      debit: true,
      reversal: true,
      reverses: credit.ref,
      reference: referenceNumber,
    };
    const answer = await statement([reversal]);
    expect(answer).toMatchObject({
      reversed: 1,
      items: [expect.objectContaining({ result: "reversed", credit: false })],
    });
    expect(await ainoSees(session)).toEqual(before);
    // Sent again, or another debit naming it, changes nothing more.
    expect(await statement([reversal])).toMatchObject({ duplicate: 1 });
    expect(await statement([{ ...reversal, ref: ref("rev-d2") }])).toMatchObject({ ignored: 1 });
    expect(await ainoSees(session)).toEqual(before);
    // A debit without a reversal flag but with the credit's reference and amount is its reversal too.
    const second = { ...credit, ref: ref("rev2") };
    await statement([second]);
    expect(
      await statement([{ ref: ref("rev2-d"), amountCents: 2_500, debit: true, reference: referenceNumber }]),
    ).toMatchObject({ reversed: 1 });
    expect(await ainoSees(session)).toEqual(before);
  });

  it("refuses an XML bomb, an external entity and a malformed file whole, with the line, reading nothing", async () => {
    const entries = async () => (await t.database.db.select({ n: count() }).from(bankEntries))[0]!.n;
    const before = await entries();
    for (const xml of [XML_BOMB, XML_EXTERNAL_ENTITY]) {
      const res = await send(xml);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "MALFORMED_STATEMENT",
        line: 2,
        reason: "a document type declaration is not accepted",
      });
    }
    const good = camt054({
      entries: [
        { ref: ref("m1"), amountCents: 100, reference: "1232" },
        { ref: ref("m2"), amountCents: 100 },
      ],
    });
    const broken = good
      .replace("<BookgDt>", "<BookgDt>")
      .replace(/<\/AcctSvcrRef>\s*<BkTxCd>/, "</AcctSvcr><BkTxCd>");
    const res = await send(broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "MALFORMED_STATEMENT",
      line: 19,
      reason:
        "Expected closing tag 'AcctSvcrRef' (opened in line 19, col 7) instead of closing tag 'AcctSvcr'.",
    });
    expect(await entries()).toBe(before);
  });

  it("refuses a file over 20 MB (413) and another content type (415)", async () => {
    const big = camt054({
      entries: [{ ref: ref("big"), amountCents: 100, reference: "1232" }],
      padding: "x".repeat(21 * 1024 * 1024),
    });
    expect((await send(big)).statusCode).toBe(413);
    const json = await t.app.inject({
      method: "POST",
      url: URL,
      payload: "<Document/>",
      headers: { ...(await integrationBearer(t.app, ["payments.write"])), "content-type": "text/plain" },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a token without payments.write (403), and a tenant's or staff member's session (401)", async () => {
    const xml = camt054({ entries: [{ ref: ref("scope"), amountCents: 100, reference: "1232" }] });
    expect((await send(xml, await integrationBearer(t.app, ["events.read"]))).statusCode).toBe(403);
    expect((await send(xml, t.bearer(await t.login(AINO)))).statusCode).toBe(401);
    expect((await send(xml, t.bearer(await staffSession(t, ASTA)))).statusCode).toBe(401);
    expect(
      (
        await t.database.db.select({ n: count() }).from(bankEntries).where(eq(bankEntries.entryRef, "scope"))
      )[0]!.n,
    ).toBe(0);
  });

  it("queues what no reference matches, for customer service to place on a contract or return", async () => {
    const foreign = {
      ref: ref("u1"),
      amountCents: 4_200,
      reference: rfReference("ABC123"),
      payer: "Oy Muu Ab",
    };
    const unknown = {
      ref: ref("u2"),
      amountCents: 1_500,
      reference: finnishReference("99999999"),
      payer: "Ville V",
    };
    const none = { ref: ref("u3"), amountCents: 700, payer: "Nimetön" };
    const wrong = { ref: ref("u4"), amountCents: 800, reference: "12345", payer: "Väärä" };
    const answer = await statement([foreign, unknown, none, wrong]);
    expect(answer.unmatched).toBe(4);
    expect(answer.items.map((i) => i.reason)).toEqual([
      "foreign_reference",
      "unknown_reference",
      "no_reference",
      "invalid_reference",
    ]);

    const asta = t.bearer(await staffSession(t, ASTA));
    const queue = await t.app.inject({
      method: "GET",
      url: "/api/staff/queue?kind=bank-payments&state=Unmatched",
      headers: asta,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = (queue.json() as { items: { id: string; subject: string }[] }).items;
    const item = listed.find((i) => i.subject === "Oy Muu Ab, 42.00 EUR");
    expect(item).toBeDefined();
    const id = item!.id;

    const shown = await t.app.inject({ method: "GET", url: `/api/staff/bank-payments/${id}`, headers: asta });
    expect(bankPaymentItem.parse(shown.json())).toMatchObject({
      state: "Unmatched",
      reason: "foreign_reference",
      amountCents: 4_200,
      payerName: "Oy Muu Ab",
      reference: foreign.reference,
      contract: null,
    });
    // Maintenance may not see them.
    const matti = t.bearer(await staffSession(t, MATTI));
    expect(
      (await t.app.inject({ method: "GET", url: `/api/staff/bank-payments/${id}`, headers: matti }))
        .statusCode,
    ).toBe(403);

    const session = await t.login(AINO);
    const before = await ainoSees(session);
    const mails = await receipts();
    const { referenceNumber } = bankTransferResponse.parse(await get(session, "/api/billing/bank-transfer"));
    const [aino] = await t.database.db
      .select({ number: contracts.contractNumber })
      .from(contracts)
      .innerJoin(contractReferences, eq(contractReferences.contractId, contracts.id))
      .where(eq(contractReferences.referenceNumber, referenceNumber));
    const place = (itemId: string, contractNumber: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/staff/bank-payments/${itemId}/place`,
        headers: asta,
        payload: { contractNumber },
      });
    expect((await place(id, "no-such-contract")).json()).toEqual({
      error: "VALIDATION",
      fields: { contractNumber: "validation.invalid" },
    });
    const [first, second] = await Promise.all([place(id, aino!.number), place(id, aino!.number)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const after = await ainoSees(session);
    expect(Math.round(after.debt * 100)).toBe(Math.round(before.debt * 100) - 4_200);
    expect(after.paid).toHaveLength(before.paid.length + 1);
    expect(await receipts()).toBe(mails + 1);
    expect(
      bankPaymentItem.parse(
        (await t.app.inject({ method: "GET", url: `/api/staff/bank-payments/${id}`, headers: asta })).json(),
      ),
    ).toMatchObject({
      state: "Placed",
      contract: { number: aino!.number },
    });

    // Returned to the payer: no more placing.
    const other = listed.find((i) => i.subject === "Ville V, 15.00 EUR")!.id;
    const returned = await t.app.inject({
      method: "POST",
      url: `/api/staff/bank-payments/${other}/return`,
      headers: asta,
    });
    expect(returned.json()).toEqual({ id: other, state: "Returned" });
    expect((await place(other, aino!.number)).statusCode).toBe(409);

    // The bank reverses the placed payment: the credit goes back.
    const reversal = await statement([
      { ref: ref("u1-d"), amountCents: 4_200, debit: true, reversal: true, reverses: foreign.ref },
    ]);
    expect(reversal.reversed).toBe(1);
    expect(await ainoSees(session)).toEqual(before);
    const [state] = await t.database.db
      .select({ state: unmatchedBankPayments.state })
      .from(unmatchedBankPayments)
      .where(eq(unmatchedBankPayments.id, id));
    expect(state?.state).toBe("Reversed");
  });
});
