import { describe, expect, it } from "vitest";
import { createPaytrailClient, PaytrailError, type PaytrailPaymentRequest } from "./paytrail-client.ts";
import { paytrailSignature, verifyPaytrailSignature, type PaytrailAlgorithm } from "./paytrail-signature.ts";

const SECRET = "SAIPPUAKAUPPIAS";
const ACCOUNT = "375917";

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A provider that checks each request's signature and answers signed (or, when asked, tampered). */
function fakeProvider(
  answer: (seen: Seen) => { status?: number; body: unknown; tamper?: boolean; sign?: boolean },
) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const request = {
      url: String(input),
      method: init?.method ?? "GET",
      headers,
      body: String(init?.body ?? ""),
    };
    seen.push(request);
    const valid = verifyPaytrailSignature(SECRET, headers, request.body, headers.signature);
    if (!valid)
      return new Response(JSON.stringify({ status: "error", message: "signature" }), { status: 401 });
    const out = answer(request);
    const text = JSON.stringify(out.body);
    const algorithm = headers["checkout-algorithm"] as PaytrailAlgorithm;
    const checkout = {
      "checkout-account": ACCOUNT,
      "checkout-algorithm": algorithm,
      "checkout-method": request.method,
      "checkout-nonce": "response-nonce",
      "checkout-timestamp": "2026-03-16T10:00:01.000Z",
    };
    const signature = paytrailSignature(SECRET, algorithm, checkout, text);
    return new Response(out.tamper ? text.replace("1525", "1") : text, {
      status: out.status ?? 200,
      headers: {
        ...checkout,
        ...(out.sign === false ? {} : { signature }),
        "content-type": "application/json",
      },
    });
  };
  return { fetch, seen };
}

const request: PaytrailPaymentRequest = {
  stamp: "0f0a3c54-5f3c-4e43-9d64-1e1f0b7e1a11",
  reference: "1232",
  amount: 1525,
  currency: "EUR",
  language: "FI",
  customer: { email: "aino.asukas@example.fi" },
  redirectUrls: { success: "https://portal.example.fi/r", cancel: "https://portal.example.fi/r" },
  callbackUrls: { success: "https://portal.example.fi/c", cancel: "https://portal.example.fi/c" },
};

const created = { transactionId: "tx-1", href: "https://pay.example/pay/tx-1", reference: "1232" };

describe("Paytrail client", () => {
  for (const algorithm of ["sha256", "sha512"] as const) {
    it(`signs requests with ${algorithm}, a fresh nonce and an ISO timestamp each time`, async () => {
      const provider = fakeProvider(() => ({ body: created }));
      const client = createPaytrailClient({
        merchantId: ACCOUNT,
        secret: SECRET,
        apiUrl: "https://services.example",
        algorithm,
        fetch: provider.fetch,
        now: () => new Date("2026-03-16T10:00:00Z"),
      });
      await expect(client.createPayment(request)).resolves.toEqual(created);
      await client.createPayment(request);
      const [first, second] = provider.seen;
      expect(first?.url).toBe("https://services.example/payments");
      expect(first?.headers).toMatchObject({
        "checkout-account": ACCOUNT,
        "checkout-algorithm": algorithm,
        "checkout-method": "POST",
        "checkout-timestamp": "2026-03-16T10:00:00.000Z",
        "content-type": "application/json; charset=utf-8",
      });
      expect(first?.headers.signature).toHaveLength(algorithm === "sha256" ? 64 : 128);
      expect(first?.headers["checkout-nonce"]).not.toBe(second?.headers["checkout-nonce"]);
      expect(JSON.parse(first?.body ?? "")).toEqual(request);
    });
  }

  it("reads a payment with the transaction id in the path and the signed headers, and an empty body", async () => {
    const info = {
      transactionId: "tx-1",
      status: "ok",
      amount: 1525,
      currency: "EUR",
      stamp: "s",
      reference: "1232",
    };
    const provider = fakeProvider(() => ({ body: info }));
    const client = createPaytrailClient({
      merchantId: ACCOUNT,
      secret: SECRET,
      apiUrl: "https://x",
      fetch: provider.fetch,
    });
    await expect(client.getPayment("tx-1")).resolves.toMatchObject({ status: "ok", amount: 1525 });
    expect(provider.seen[0]?.url).toBe("https://x/payments/tx-1");
    expect(provider.seen[0]?.headers["checkout-transaction-id"]).toBe("tx-1");
    expect(provider.seen[0]?.body).toBe("");
  });

  it("trusts no response whose signature is missing or does not match", async () => {
    const client = (answer: Parameters<typeof fakeProvider>[0]) =>
      createPaytrailClient({
        merchantId: ACCOUNT,
        secret: SECRET,
        apiUrl: "https://x",
        fetch: fakeProvider(answer).fetch,
      });
    await expect(
      client(() => ({ body: { ...created, amount: 1525 }, tamper: true })).createPayment(request),
    ).rejects.toMatchObject({
      kind: "signature",
    });
    await expect(client(() => ({ body: created, sign: false })).createPayment(request)).rejects.toMatchObject(
      {
        kind: "signature",
      },
    );
  });

  it("reports refusals, network failures and unexpected answers as PaytrailError", async () => {
    const wrongSecret = createPaytrailClient({
      merchantId: ACCOUNT,
      secret: "wrong",
      apiUrl: "https://x",
      fetch: fakeProvider(() => ({ body: created })).fetch,
    });
    await expect(wrongSecret.createPayment(request)).rejects.toMatchObject({ kind: "status", status: 401 });
    const down = createPaytrailClient({
      merchantId: ACCOUNT,
      secret: SECRET,
      apiUrl: "https://x",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(down.getPayment("tx")).rejects.toBeInstanceOf(PaytrailError);
    const odd = createPaytrailClient({
      merchantId: ACCOUNT,
      secret: SECRET,
      apiUrl: "https://x",
      fetch: fakeProvider(() => ({ body: { transactionId: "tx" } })).fetch,
    });
    await expect(odd.createPayment(request)).rejects.toMatchObject({ kind: "shape" });
  });

  it("verifies returns: signature, account and every field", () => {
    const client = createPaytrailClient({ merchantId: ACCOUNT, secret: SECRET, apiUrl: "https://x" });
    const params = {
      "checkout-account": ACCOUNT,
      "checkout-algorithm": "sha512",
      "checkout-amount": "1525",
      "checkout-stamp": "stamp-1",
      "checkout-reference": "1232",
      "checkout-transaction-id": "tx-1",
      "checkout-status": "ok",
      "checkout-provider": "nordea",
    };
    const signed = (p: Record<string, string>, secret = SECRET) => ({
      ...p,
      signature: paytrailSignature(secret, "sha512", p),
    });
    expect(client.verifyReturn(signed(params))).toEqual({
      account: ACCOUNT,
      amount: 1525,
      stamp: "stamp-1",
      reference: "1232",
      transactionId: "tx-1",
      status: "ok",
      provider: "nordea",
    });
    expect(client.verifyReturn({ ...signed(params), "checkout-amount": "1524" })).toBeNull();
    expect(client.verifyReturn(signed(params, "forged"))).toBeNull();
    expect(client.verifyReturn(signed({ ...params, "checkout-account": "695861" }))).toBeNull();
    expect(client.verifyReturn(signed({ ...params, "checkout-amount": "-1" }))).toBeNull();
    expect(client.verifyReturn(signed({ ...params, "checkout-status": "new" }))).toBeNull();
    const { "checkout-transaction-id": _, ...noTransaction } = params;
    expect(client.verifyReturn(signed(noTransaction))).toBeNull();
  });
});
