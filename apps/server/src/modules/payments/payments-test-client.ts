import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { SANDBOX_PAYTRAIL_MERCHANT_ID, SANDBOX_PAYTRAIL_SECRET } from "../../config.ts";
import { paymentAttempts, payments } from "../../db/schema/payments.ts";
import { paytrailSignature } from "../../integrations/payments/paytrail-signature.ts";
import type { TestContext } from "../../test/harness.ts";

/** What a tenant's browser does: ask for a payment, open the provider's page, pay or cancel there. */
export function paymentsClient(t: TestContext) {
  async function start(session: string, amountCents: number, purpose: "due" | "advance" = "due") {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: t.bearer(session),
      payload: { amountCents, purpose },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ stamp: string; href: string }>();
    return { ...body, path: new URL(body.href).pathname };
  }

  /** Presses a button on the sandbox page; answers where the provider redirects the browser. */
  async function press(path: string, button: "pay" | "cancel", method = "nordea") {
    const res = await t.app.inject({
      method: "POST",
      url: `${path}/${button}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: button === "pay" ? `method=${method}` : "",
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = new URL(String(res.headers.location));
    return `${location.pathname}${location.search}`;
  }

  async function attempt(stamp: string) {
    const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.stamp, stamp));
    if (!row) throw new Error(`no attempt ${stamp}`);
    return row;
  }

  async function credits(transactionId: string) {
    return t.database.db.select().from(payments).where(eq(payments.providerTransactionId, transactionId));
  }

  /** A redirect or callback query as the provider signs it; `secret` other than the sandbox's forges it. */
  function signedQuery(params: Record<string, string>, secret = SANDBOX_PAYTRAIL_SECRET) {
    const all = {
      "checkout-account": SANDBOX_PAYTRAIL_MERCHANT_ID,
      "checkout-algorithm": "sha256",
      ...params,
    };
    const signature = paytrailSignature(
      secret,
      all["checkout-algorithm"] === "sha512" ? "sha512" : "sha256",
      all,
    );
    return new URLSearchParams({ ...all, signature }).toString();
  }

  /** The signed return of a paid attempt, as the provider would send it. */
  async function paidQuery(stamp: string, overrides: Record<string, string> = {}, secret?: string) {
    const row = await attempt(stamp);
    return signedQuery(
      {
        "checkout-amount": String(row.amountCents),
        "checkout-stamp": row.stamp,
        "checkout-reference": row.reference ?? "",
        "checkout-transaction-id": row.providerTransactionId ?? "",
        "checkout-status": "ok",
        "checkout-provider": "osuuspankki",
        ...overrides,
      },
      secret,
    );
  }

  return { start, press, attempt, credits, signedQuery, paidQuery };
}
