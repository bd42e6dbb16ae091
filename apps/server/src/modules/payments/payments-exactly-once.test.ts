import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/outbox.ts";
import { paymentAttempts, payments } from "../../db/schema/payments.ts";
import { paymentSettingsFromEnv } from "../../setup/payments.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { paymentsClient } from "./payments-test-client.ts";

const AINO = "aino.asukas@example.fi";

describe.each(testDatabases)("exactly-once crediting on $name", (target) => {
  // The sandbox sends no callbacks here: each test delivers redirects and callbacks itself.
  const t = useTestApp(target, {
    payments: { ...paymentSettingsFromEnv(), sandboxCallbacks: { times: 0, repeatMs: 0 } },
  });
  const pay = paymentsClient(t);
  const callback = (query: string) => t.app.inject({ method: "GET", url: `/api/payments/callback?${query}` });
  const redirect = (query: string) => t.app.inject({ method: "GET", url: `/api/payments/return?${query}` });

  async function receipts() {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.template, "payment-receipt"));
    return row?.n ?? 0;
  }

  /** Everything a settlement could have changed, to prove a refused return changed nothing. */
  async function snapshot(stamp: string) {
    const attempt = await pay.attempt(stamp);
    const [credited] = await t.database.db.select({ n: count() }).from(payments);
    return { attempt, credited: credited?.n, receipts: await receipts() };
  }

  it("ten identical callbacks at once credit the payment once, and send one receipt", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 4_200);
    const before = await receipts();
    const query = await pay.paidQuery(stamp);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(query)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const attempt = await pay.attempt(stamp);
    expect(attempt.status).toBe("ok");
    expect(await pay.credits(attempt.providerTransactionId!)).toHaveLength(1);
    expect(await receipts()).toBe(before + 1);
  });

  it("redirects and callbacks mixed, in parallel, still credit once", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 4_300);
    const query = await pay.paidQuery(stamp);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? callback(query) : redirect(query))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(302)]);
    expect(await pay.credits((await pay.attempt(stamp)).providerTransactionId!)).toHaveLength(1);
  });

  it("a callback before the redirect credits once; the redirect then shows success", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 1_500);
    const query = await pay.paidQuery(stamp);
    expect((await callback(query)).statusCode).toBe(200);
    const back = await redirect(query);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/vuokrani/maksutiedot/onnistui?stamp=${stamp}`);
    expect((await callback(query)).statusCode).toBe(200);
    expect(await pay.credits((await pay.attempt(stamp)).providerTransactionId!)).toHaveLength(1);
  });

  it("a callback after the redirect changes nothing more", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 1_600);
    const query = await pay.paidQuery(stamp);
    expect((await redirect(query)).statusCode).toBe(302);
    const after = await snapshot(stamp);
    expect(after.attempt.status).toBe("ok");
    expect((await callback(query)).statusCode).toBe(200);
    expect(await snapshot(stamp)).toEqual(after);
  });

  it("a paid attempt is never turned back into a failed one; a failed one that is paid after all is credited", async () => {
    const paid = await pay.start(await t.login(AINO), 1_700);
    expect((await callback(await pay.paidQuery(paid.stamp))).statusCode).toBe(200);
    const failQuery = await pay.paidQuery(paid.stamp, { "checkout-status": "fail" });
    const back = await redirect(failQuery);
    expect(back.headers.location).toBe(`/vuokrani/maksutiedot/onnistui?stamp=${paid.stamp}`);
    expect((await pay.attempt(paid.stamp)).status).toBe("ok");

    const late = await pay.start(await t.login(AINO), 1_800);
    expect(
      (await redirect(await pay.paidQuery(late.stamp, { "checkout-status": "fail" }))).headers.location,
    ).toBe(`/vuokrani/maksutiedot/virhe?stamp=${late.stamp}`);
    expect((await callback(await pay.paidQuery(late.stamp))).statusCode).toBe(200);
    const attempt = await pay.attempt(late.stamp);
    expect(attempt.status).toBe("ok");
    expect(await pay.credits(attempt.providerTransactionId!)).toHaveLength(1);
  });

  it("a pending or delayed word from the provider leaves the attempt pending", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 1_900);
    for (const status of ["pending", "delayed"]) {
      const back = await redirect(await pay.paidQuery(stamp, { "checkout-status": status }));
      expect(back.headers.location).toBe(`/vuokrani/maksutiedot/onnistui?stamp=${stamp}`);
    }
    expect((await pay.attempt(stamp)).status).toBe("pending");
  });

  it("forged, altered, foreign or unknown returns get 400 and change nothing", async () => {
    const { stamp } = await pay.start(await t.login(AINO), 2_500);
    const attempt = await pay.attempt(stamp);
    const good = new URLSearchParams(await pay.paidQuery(stamp));
    const altered = (key: string, value: string) => {
      const q = new URLSearchParams(good);
      q.set(key, value);
      return q.toString();
    };
    const bad = [
      // Signed with another secret.
      await pay.paidQuery(stamp, {}, "not-the-merchant-secret"),
      // Signed, then a value changed: the amount, the status of a failed payment, the account.
      altered("checkout-amount", "250000"),
      altered("checkout-stamp", crypto.randomUUID()),
      altered(
        "signature",
        good.get("signature")!.replace(/^./, (c) => (c === "0" ? "1" : "0")),
      ),
      good.toString().replace(/&signature=[^&]*/, ""),
      // Properly signed, but not matching the attempt: amount, reference, transaction, stamp, account.
      await pay.paidQuery(stamp, { "checkout-amount": "2499" }),
      await pay.paidQuery(stamp, { "checkout-reference": "1232" }),
      await pay.paidQuery(stamp, { "checkout-transaction-id": crypto.randomUUID() }),
      await pay.paidQuery(stamp, { "checkout-stamp": crypto.randomUUID() }),
      await pay.paidQuery(stamp, { "checkout-account": "375917" }),
      // A repeated parameter.
      `${good.toString()}&checkout-status=ok`,
      "",
    ];
    const before = await snapshot(stamp);
    for (const query of bad) {
      for (const send of [callback, redirect]) {
        const res = await send(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toEqual({ error: "PAYMENT_VERIFICATION_FAILED" });
      }
    }
    expect(await snapshot(stamp)).toEqual(before);
    expect(before.attempt).toMatchObject({
      status: "pending",
      providerTransactionId: attempt.providerTransactionId,
    });
  });

  it("reconciliation settles a payment whose redirect and callbacks never came, once", async () => {
    const { stamp, path } = await pay.start(await t.login(AINO), 3_100);
    // The tenant paid at the provider and closed the browser: no redirect, no callback.
    await pay.press(path, "pay", "danske");
    expect((await pay.attempt(stamp)).status).toBe("pending");
    // Not yet due: redirects usually come within minutes.
    await t.app.paymentReconciliation.runOnce();
    expect((await pay.attempt(stamp)).status).toBe("pending");

    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    try {
      const runs = await Promise.all([
        t.app.paymentReconciliation.runOnce(),
        t.app.paymentReconciliation.runOnce(),
      ]);
      expect(runs.reduce((sum, r) => sum + r.paid, 0)).toBe(1);
      const attempt = await pay.attempt(stamp);
      expect(attempt).toMatchObject({ status: "ok", provider: "danske", nextCheckAt: null });
      expect(await pay.credits(attempt.providerTransactionId!)).toHaveLength(1);
      // A redirect arriving late finds it settled.
      expect((await redirect(await pay.paidQuery(stamp))).statusCode).toBe(302);
      expect(await pay.credits(attempt.providerTransactionId!)).toHaveLength(1);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 6 * 60_000);
    }
  });

  it("reconciliation ends a payment cancelled without a return, and one never paid in a day", async () => {
    const cancelled = await pay.start(await t.login(AINO), 3_200);
    await pay.press(cancelled.path, "cancel");
    const abandoned = await pay.start(await t.login(AINO), 3_300);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 10 * 60_000);
      await t.app.paymentReconciliation.runOnce();
      expect((await pay.attempt(cancelled.stamp)).status).toBe("fail");
      const waiting = await pay.attempt(abandoned.stamp);
      expect(waiting.status).toBe("pending");
      // Checks grow apart with age: the next one is half the attempt's age away.
      expect(waiting.nextCheckAt!.getTime()).toBe(t.clock.now.getTime() + 5 * 60_000);
      t.clock.now = new Date(start.getTime() + 25 * 60 * 60_000);
      await t.app.paymentReconciliation.runOnce();
      const ended = await pay.attempt(abandoned.stamp);
      expect(ended).toMatchObject({ status: "fail", nextCheckAt: null });
      expect(await pay.credits(ended.providerTransactionId!)).toHaveLength(0);
    } finally {
      t.clock.now = start;
    }
  });
});

describe.each(testDatabases)("payment provider unreachable on $name", (target) => {
  const t = useTestApp(target, {
    // A port nothing listens on: the real client, failing the way a network outage does.
    payments: { ...paymentSettingsFromEnv(), sandbox: false, apiUrl: "http://127.0.0.1:9" },
  });

  it("answers PAYMENT_CREATION_FAILED, ends the attempt and credits nothing", async () => {
    const session = await t.login(AINO);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: t.bearer(session),
      payload: { amountCents: 5_000 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: "PAYMENT_CREATION_FAILED" });
    const [row] = await t.database.db.select().from(paymentAttempts);
    expect(row).toMatchObject({ status: "fail", providerTransactionId: null, amountCents: 5_000 });
    expect(await t.database.db.select().from(payments).where(eq(payments.source, "online"))).toHaveLength(0);
  });
});
