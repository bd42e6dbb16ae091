import { formatMoney, formatReference } from "@portal/schemas/format";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bankTransferResponse,
  billingHistoryResponse,
  billingTargetsResponse,
  debtResponse,
} from "@portal/schemas/billing";
import { notificationsResponse } from "@portal/schemas/notifications";
import { paymentAttemptResponse } from "@portal/schemas/payments";
import { paymentAttempts } from "../../db/schema/payments.ts";
import { createNotificationJobs } from "../notifications/notifications.job.ts";
import { testDatabases } from "../../test/databases.ts";
import { lastOutboxMessage } from "../../test/outbox.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { paymentsClient } from "./payments-test-client.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const PEKKA = "pekka.puhelin@example.fi";

describe.each(testDatabases)("online payment on $name", (target) => {
  const t = useTestApp(target);
  const pay = paymentsClient(t);

  const get = async (session: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: t.bearer(session) });

  it("pays through the provider's page once, shows in the history and mails a receipt", async () => {
    const session = await t.login(AINO);
    const debtBefore = debtResponse.parse((await get(session, "/api/billing/debt")).json()).currentDue;
    const { stamp, href, path } = await pay.start(session, 12_345);
    expect(href).toBe(`http://localhost:3000${path}`);

    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).toContain("123,45");
    expect(page.body).toContain("Nordea");
    expect(page.body).toContain("Visa");
    expect(page.body).not.toContain("<script");

    const back = await pay.press(path, "pay", "osuuspankki");
    expect(back).toMatch(/^\/api\/payments\/return\?/);
    const redirect = await t.app.inject({ method: "GET", url: back });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/vuokrani/maksutiedot/onnistui?stamp=${stamp}`);

    const attempt = await pay.attempt(stamp);
    expect(attempt).toMatchObject({ status: "ok", provider: "osuuspankki", amountCents: 12_345 });
    const credits = await pay.credits(attempt.providerTransactionId!);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      amountCents: 12_345,
      source: "online",
      paidDate: TODAY,
      payerName: "Aino Asukas",
    });

    const status = await get(session, `/api/payments/${stamp}`);
    expect(status.statusCode).toBe(200);
    expect(paymentAttemptResponse.parse(status.json())).toMatchObject({
      status: "ok",
      amountCents: 12_345,
      amountEuros: 123.45,
    });

    const history = billingHistoryResponse.parse((await get(session, "/api/billing/history")).json());
    const paidToday = history.items
      .flatMap((i) => i.paid)
      .filter((p) => p.paidDate === TODAY && p.amountEuros === 123.45);
    expect(paidToday).toHaveLength(1);
    const debtAfter = debtResponse.parse((await get(session, "/api/billing/debt")).json()).currentDue;
    expect(Math.round((debtBefore - debtAfter) * 100)).toBe(Math.min(12_345, Math.round(debtBefore * 100)));

    const receipt = await lastOutboxMessage(t.database.db, AINO, "payment-receipt");
    expect(receipt?.language).toBe("fi");
    expect(receipt?.data).toMatchObject({ amountCents: "12345", paidDate: TODAY, firstName: "Aino" });
    expect(JSON.parse(receipt?.data.lines ?? "[]").length).toBeGreaterThan(0);
    await t.deliverOutbox();
    const mailbox = await t.app.inject({ method: "GET", url: `/sandbox/mail/messages.json?to=${AINO}` });
    const mail = mailbox
      .json<{ messages: { subject: string; text: string }[] }>()
      .messages.find((m) => m.subject === "Kuitti maksustasi");
    // Money in mails is written as on the pages, with no-break spaces (formatMoney).
    expect(mail?.text).toContain(`Saimme ${formatMoney(12345)}`);
    expect(mail?.text).toContain(`Viitenumero: ${formatReference(attempt.reference!)}`);

    // The provider's repeated callback and a second visit to the return address change nothing.
    expect((await t.app.inject({ method: "GET", url: back })).statusCode).toBe(302);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: back.replace("/api/payments/return", "/api/payments/callback"),
        })
      ).statusCode,
    ).toBe(200);
    expect(await pay.credits(attempt.providerTransactionId!)).toHaveLength(1);
  });

  it("a cancelled payment ends as failed, credits nothing and returns to the error page", async () => {
    const session = await t.login(AINO);
    const { stamp, path } = await pay.start(session, 5_000);
    const back = await pay.press(path, "cancel");
    const redirect = await t.app.inject({ method: "GET", url: back });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/vuokrani/maksutiedot/virhe?stamp=${stamp}`);
    const attempt = await pay.attempt(stamp);
    expect(attempt.status).toBe("fail");
    expect(await pay.credits(attempt.providerTransactionId!)).toHaveLength(0);
    expect((await get(session, `/api/payments/${stamp}`)).json()).toMatchObject({ status: "fail" });
    // Pressing pay afterwards (back button) cannot turn it into money: the provider says it failed.
    const again = await pay.press(path, "pay");
    expect(new URLSearchParams(again.split("?")[1]).get("checkout-status")).toBe("fail");
  });

  it("mails the receipt in the language the payment was made in", async () => {
    const session = await t.login(VILLE);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: t.bearer(session),
      payload: { amountCents: 100, language: "en" },
    });
    expect(res.statusCode).toBe(201);
    const { stamp, href } = res.json<{ stamp: string; href: string }>();
    const page = await t.app.inject({ method: "GET", url: new URL(href).pathname });
    expect(page.body).toContain('lang="en"');
    await t.app.inject({
      method: "GET",
      url: await pay.press(new URL(href).pathname, "pay", "creditcard-visa"),
    });
    expect((await pay.attempt(stamp)).language).toBe("en");
    expect((await lastOutboxMessage(t.database.db, VILLE, "payment-receipt"))?.language).toBe("en");
  });

  it("refuses amounts below 1 €, over the cap, negative, fractional or not numbers, with field keys", async () => {
    const session = await t.login(AINO);
    const attempts = async () => (await t.database.db.select().from(paymentAttempts)).length;
    const before = await attempts();
    const cases: [unknown, string][] = [
      [99, "validation.paymentAmountTooSmall"],
      [0, "validation.paymentAmountTooSmall"],
      [-500, "validation.paymentAmountTooSmall"],
      [1_000_001, "validation.paymentAmountTooLarge"],
      [100.5, "validation.paymentAmountInvalid"],
      ["100", "validation.paymentAmountInvalid"],
      ["abc", "validation.paymentAmountInvalid"],
      [null, "validation.paymentAmountInvalid"],
    ];
    for (const [amountCents, key] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: t.bearer(session),
        payload: { amountCents },
      });
      expect(res.statusCode, JSON.stringify(amountCents)).toBe(400);
      expect(res.json()).toEqual({ error: "VALIDATION", fields: { amountCents: key } });
    }
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: t.bearer(session),
      payload: {},
    });
    expect(missing.json()).toEqual({ error: "VALIDATION", fields: { amountCents: "validation.required" } });
    expect(await attempts()).toBe(before);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/payments", payload: { amountCents: 100 } }))
        .statusCode,
    ).toBe(401);
  });

  it("shows an attempt to the tenants of its contract only: another tenant's stamp is not found", async () => {
    const aino = await t.login(AINO);
    const { stamp } = await pay.start(aino, 2_000);
    // Ville is on Aino's lease: the same contract's payment.
    expect((await get(await t.login(VILLE), `/api/payments/${stamp}`)).statusCode).toBe(200);
    const pekka = await t.login(PEKKA);
    expect((await get(pekka, `/api/payments/${stamp}`)).json()).toEqual({ error: "NOT_FOUND" });
    expect((await get(pekka, `/api/payments/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(pekka, `/api/payments/not-a-stamp`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/payments/${stamp}` })).statusCode).toBe(401);
  });

  it("lets one account start 20 payments an hour", async () => {
    const session = await t.login("suojattu.asukas@example.fi");
    // Nothing unpaid: each pays ahead.
    for (let i = 0; i < 20; i++) await pay.start(session, 100 + i, "advance");
    const start = () =>
      t.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: t.bearer(session),
        payload: { amountCents: 500, purpose: "advance" },
      });
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
    const before = t.clock.now;
    try {
      t.clock.now = new Date(before.getTime() + 61 * 60_000);
      expect((await start()).statusCode).toBe(201);
    } finally {
      t.clock.now = before;
    }
  });

  it("keeps the reference number and the provider's transaction with the attempt", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 1_000);
    const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.stamp, stamp));
    expect(row).toMatchObject({ status: "pending", amountCents: 1_000, language: "fi" });
    expect(row?.reference).toMatch(/^\d{4,20}$/);
    expect(row?.providerTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.nextCheckAt?.getTime()).toBe(t.clock.now.getTime() + 5 * 60_000);
  });
  it("never takes more than is owed, and paying ahead only as its own purpose, up to next month's bill", async () => {
    const session = await t.login(AINO);
    const attempts = async () => (await t.database.db.select().from(paymentAttempts)).length;
    const before = await attempts();
    const limits = bankTransferResponse.parse((await get(session, "/api/billing/bank-transfer")).json());
    const nextBill = billingTargetsResponse.parse((await get(session, "/api/billing/targets")).json()).total;
    expect(limits.amountDueCents).toBeGreaterThan(0);
    expect(limits.advanceMaxCents).toBe(Math.round(nextBill * 100));
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/payments", headers: t.bearer(session), payload });

    for (const payload of [
      { amountCents: 500_000 },
      { amountCents: limits.amountDueCents + 1, purpose: "due" },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "VALIDATION",
        fields: { amountCents: "validation.paymentAmountOverDue" },
      });
    }
    const tooFarAhead = await post({
      amountCents: limits.amountDueCents + limits.advanceMaxCents + 1,
      purpose: "advance",
    });
    expect(tooFarAhead.statusCode).toBe(400);
    expect(tooFarAhead.json()).toEqual({
      error: "VALIDATION",
      fields: { amountCents: "validation.paymentAmountOverAdvance" },
    });
    expect((await post({ amountCents: 100, purpose: "later" })).json()).toEqual({
      error: "VALIDATION",
      fields: { purpose: "validation.paymentAmountInvalid" },
    });
    expect(await attempts()).toBe(before);

    expect((await post({ amountCents: limits.amountDueCents })).statusCode).toBe(201);
    const ahead = await post({
      amountCents: limits.amountDueCents + limits.advanceMaxCents,
      purpose: "advance",
    });
    expect(ahead.statusCode).toBe(201);
  });

  it("the arrear notification tells the debt left as soon as a payment settles, and closes when it is paid", async () => {
    const session = await t.login(AINO);
    await createNotificationJobs({ db: t.database.db, now: () => t.clock.now }).runOnce();
    const arrears = async () =>
      notificationsResponse
        .parse((await get(session, "/api/notifications")).json())
        .notifications.filter((n) => n.category === "arrear" && n.closedAt === null)
        .map((n) => n.notificationMeta?.arrearAmount);
    const due = async () => debtResponse.parse((await get(session, "/api/billing/debt")).json()).currentDue;
    const before = await due();
    expect(await arrears()).toEqual([before]);

    const part = await pay.start(session, 10_000);
    await t.app.inject({ method: "GET", url: await pay.press(part.path, "pay") });
    const left = await due();
    expect(Math.round(left * 100)).toBe(Math.round(before * 100) - 10_000);
    // No job has run since: the payment's own transaction moved the amount.
    expect(await arrears()).toEqual([left]);

    const rest = await pay.start(session, Math.round(left * 100));
    await t.app.inject({ method: "GET", url: await pay.press(rest.path, "pay") });
    expect(await due()).toBe(0);
    expect(await arrears()).toEqual([]);

    // Nothing owed now: a payment is refused unless it pays ahead, and paying next month ahead ends that too.
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/payments", headers: t.bearer(session), payload });
    expect((await post({ amountCents: 100 })).json()).toEqual({
      error: "VALIDATION",
      fields: { amountCents: "validation.paymentAmountOverDue" },
    });
    const { advanceMaxCents } = bankTransferResponse.parse(
      (await get(session, "/api/billing/bank-transfer")).json(),
    );
    const ahead = await pay.start(session, advanceMaxCents, "advance");
    await t.app.inject({ method: "GET", url: await pay.press(ahead.path, "pay") });
    const after = bankTransferResponse.parse((await get(session, "/api/billing/bank-transfer")).json());
    expect(after).toMatchObject({ amountDueCents: 0, advanceMaxCents: 0 });
    expect((await post({ amountCents: 100, purpose: "advance" })).statusCode).toBe(400);
  });
});
