import { describe, expect, it } from "vitest";
import { paytrailSignature, signaturePayload, verifyPaytrailSignature } from "./paytrail-signature.ts";

/** Paytrail's public test merchant, as in its API documentation's examples. */
const SECRET = "SAIPPUAKAUPPIAS";

describe("Paytrail signatures: the documented examples", () => {
  it("signs a POST /payments request (docs: HMAC calculation, node.js)", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "POST",
      "checkout-nonce": "564635208570151",
      "checkout-timestamp": "2018-07-06T10:01:31.904Z",
    };
    const body = JSON.stringify({
      stamp: "unique-identifier-for-merchant",
      reference: "3759170",
      amount: 1525,
      currency: "EUR",
      language: "FI",
      items: [
        { unitPrice: 1525, units: 1, vatPercentage: 24, productCode: "#1234", deliveryDate: "2018-09-01" },
      ],
      customer: { email: "test.customer@example.com" },
      redirectUrls: {
        success: "https://ecom.example.com/cart/success",
        cancel: "https://ecom.example.com/cart/cancel",
      },
    });
    expect(paytrailSignature(SECRET, "sha256", headers, body)).toBe(
      "3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6",
    );
  });

  it("signs a GET /payments/{transactionId} request with an empty body (docs: Get)", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "GET",
      "checkout-timestamp": "2019-11-01T08:48:50.832Z",
      "checkout-transaction-id": "681538c4-fc84-11e9-83bc-2ffcef4c3453",
      "checkout-nonce": "87ac41e1-e6e6-4789-b8e0-c83930cfc447",
    };
    expect(paytrailSignature(SECRET, "sha256", headers)).toBe(
      "4d84e3aedaa847b23e672ff3bc9c57ae5d1c1e84aec251ce39914eaf250bb8b2",
    );
  });

  it("verifies the documented redirect URL and refuses it altered", () => {
    const url = new URL(
      "https://example.org?checkout-account=375917&checkout-algorithm=sha256&checkout-amount=2964&checkout-stamp=15336332710015&checkout-reference=192387192837195&checkout-transaction-id=4b300af6-9a22-11e8-9184-abb6de7fd2d0&checkout-status=ok&checkout-provider=nordea&signature=b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080",
    );
    const query = Object.fromEntries(url.searchParams);
    expect(verifyPaytrailSignature(SECRET, query, "", query.signature)).toBe(true);
    expect(
      verifyPaytrailSignature(SECRET, { ...query, "checkout-amount": "2965" }, "", query.signature),
    ).toBe(false);
    expect(
      verifyPaytrailSignature(SECRET, { ...query, "checkout-status": "fail" }, "", query.signature),
    ).toBe(false);
    // A parameter added by an attacker is signed too, so it breaks the signature.
    expect(verifyPaytrailSignature(SECRET, { ...query, "checkout-extra": "x" }, "", query.signature)).toBe(
      false,
    );
    expect(verifyPaytrailSignature("another secret", query, "", query.signature)).toBe(false);
    // A repeated parameter is refused rather than left out of the signed lines.
    const repeated = { ...query, "checkout-status": ["ok", "fail"] };
    expect(verifyPaytrailSignature(SECRET, repeated, "", query.signature)).toBe(false);
  });
});

describe("Paytrail signatures: both algorithms", () => {
  const params = {
    "checkout-method": "POST",
    "checkout-account": "1234",
    "checkout-algorithm": "sha512",
    "checkout-timestamp": "2026-03-16T10:00:00.000Z",
    "checkout-nonce": "n",
    "content-type": "application/json; charset=utf-8",
    signature: "ignored",
  };

  it("sorts checkout- keys, ignores the rest and ends with the body", () => {
    expect(signaturePayload(params, "{}")).toBe(
      [
        "checkout-account:1234",
        "checkout-algorithm:sha512",
        "checkout-method:POST",
        "checkout-nonce:n",
        "checkout-timestamp:2026-03-16T10:00:00.000Z",
        "{}",
      ].join("\n"),
    );
  });

  it("uses the algorithm the parameters name", () => {
    const sha512 = paytrailSignature("s", "sha512", params, "{}");
    expect(sha512).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyPaytrailSignature("s", params, "{}", sha512)).toBe(true);
    const sha256 = paytrailSignature("s", "sha256", params, "{}");
    // A SHA-256 signature on parameters that say sha512 is refused: the algorithm is signed too.
    expect(verifyPaytrailSignature("s", params, "{}", sha256)).toBe(false);
    const as256 = { ...params, "checkout-algorithm": "sha256" };
    expect(verifyPaytrailSignature("s", as256, "{}", paytrailSignature("s", "sha256", as256, "{}"))).toBe(
      true,
    );
  });

  it("refuses a changed body, an unknown algorithm, and a missing or malformed signature", () => {
    const good = paytrailSignature("s", "sha512", params, "{}");
    expect(verifyPaytrailSignature("s", params, '{"a":1}', good)).toBe(false);
    expect(verifyPaytrailSignature("s", { ...params, "checkout-algorithm": "md5" }, "{}", good)).toBe(false);
    expect(verifyPaytrailSignature("s", params, "{}", undefined)).toBe(false);
    expect(verifyPaytrailSignature("s", params, "{}", good.slice(0, 64))).toBe(false);
    expect(verifyPaytrailSignature("s", params, "{}", ["a", "b"])).toBe(false);
    expect(verifyPaytrailSignature("s", params, "{}", good.toUpperCase())).toBe(true);
  });
});
