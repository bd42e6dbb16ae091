import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SANDBOX_PAYTRAIL_MERCHANT_ID, SANDBOX_PAYTRAIL_SECRET } from "../../config.ts";
import {
  paytrailSignature,
  verifyPaytrailSignature,
} from "../../integrations/payments/paytrail-signature.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { paymentsClient } from "../../modules/payments/payments-test-client.ts";

const body = (stamp: string, amount = 1_000) =>
  JSON.stringify({
    stamp,
    reference: "1232",
    amount,
    currency: "EUR",
    language: "EN",
    customer: { email: "someone@example.fi" },
    redirectUrls: {
      success: "http://localhost:3000/api/payments/return",
      cancel: "http://localhost:3000/api/payments/return",
    },
  });

describe.each(embeddedDatabase)("sandbox payment provider at /sandbox/pay on $name", (target) => {
  const t = useTestApp(target);

  function headers(
    method: "GET" | "POST",
    text: string,
    extra: Record<string, string> = {},
    secret = SANDBOX_PAYTRAIL_SECRET,
  ) {
    const checkout = {
      "checkout-account": SANDBOX_PAYTRAIL_MERCHANT_ID,
      "checkout-algorithm": "sha512",
      "checkout-method": method,
      "checkout-nonce": randomUUID(),
      "checkout-timestamp": t.clock.now.toISOString(),
      ...extra,
    };
    return {
      ...checkout,
      signature: paytrailSignature(secret, "sha512", checkout, text),
      "content-type": "application/json; charset=utf-8",
    };
  }
  const create = (text: string, h: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/sandbox/pay/payments", headers: h, payload: text });

  it("opens a payment for a correctly signed request and signs its answer", async () => {
    const text = body(randomUUID());
    const res = await create(text, headers("POST", text));
    expect(res.statusCode, res.body).toBe(201);
    const answerHeaders = res.headers as Record<string, string>;
    expect(
      verifyPaytrailSignature(SANDBOX_PAYTRAIL_SECRET, answerHeaders, res.body, answerHeaders.signature),
    ).toBe(true);
    const { transactionId, href } = res.json<{ transactionId: string; href: string }>();
    expect(href).toBe(`http://localhost:3000/sandbox/pay/pay/${transactionId}`);

    const get = (h: Record<string, string>) =>
      t.app.inject({ method: "GET", url: `/sandbox/pay/payments/${transactionId}`, headers: h });
    const info = await get(headers("GET", "", { "checkout-transaction-id": transactionId }));
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ transactionId, status: "new", amount: 1_000, reference: "1232" });
    expect((await get(headers("GET", "", { "checkout-transaction-id": randomUUID() }))).statusCode).toBe(401);
    const unknown = randomUUID();
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/sandbox/pay/payments/${unknown}`,
          headers: headers("GET", "", { "checkout-transaction-id": unknown }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a forged signature, another account, a reused nonce, an old timestamp and a changed body", async () => {
    const text = body(randomUUID());
    expect((await create(text, headers("POST", text, {}, "forged"))).statusCode).toBe(401);
    expect((await create(text, headers("POST", text, { "checkout-account": "375917" }))).statusCode).toBe(
      401,
    );
    expect((await create(text, headers("POST", text, { "checkout-method": "GET" }))).statusCode).toBe(401);
    const old = new Date(t.clock.now.getTime() - 60 * 60_000).toISOString();
    expect((await create(text, headers("POST", text, { "checkout-timestamp": old }))).statusCode).toBe(401);
    expect((await create(body(randomUUID(), 999_999), headers("POST", text))).statusCode).toBe(401);
    const once = headers("POST", text);
    expect((await create(text, once)).statusCode).toBe(201);
    expect((await create(text, once)).statusCode).toBe(401);
  });

  it("refuses a body Paytrail would refuse: missing fields, bad amounts, a stamp used before", async () => {
    const stamp = randomUUID();
    const first = body(stamp);
    expect((await create(first, headers("POST", first))).statusCode).toBe(201);
    const again = body(stamp);
    expect((await create(again, headers("POST", again))).json()).toMatchObject({
      message: "duplicate stamp",
    });
    for (const text of [body(randomUUID(), 0), body(randomUUID(), 10.5), "{}", "not json"]) {
      const res = await create(text, headers("POST", text));
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ status: "error" });
    }
  });

  it("serves its page under the strict CSP with its own stylesheet, and 404 for an unknown payment", async () => {
    const pay = paymentsClient(t);
    const { path } = await pay.start(await t.login("aino.asukas@example.fi"), 2_000);
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.body).toContain('<link rel="stylesheet" href="/sandbox/pay/assets/pay.css">');
    expect(page.body).not.toMatch(/<script|\sstyle=|\son\w+=/);
    const css = await t.app.inject({ method: "GET", url: "/sandbox/pay/assets/pay.css" });
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    const missing = await t.app.inject({ method: "GET", url: `/sandbox/pay/pay/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Payment not found");
    const odd = await t.app.inject({
      method: "POST",
      url: `${path}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "method=<script>",
    });
    expect(odd.statusCode).toBe(400);
  });

  it("calls the portal back before redirecting the browser: the payment is settled before it returns", async () => {
    const pay = paymentsClient(t);
    const { stamp, path } = await pay.start(await t.login("aino.asukas@example.fi"), 2_100);
    await pay.press(path, "pay", "mobilepay");
    expect(await pay.attempt(stamp)).toMatchObject({ status: "ok", provider: "mobilepay" });
  });
});
