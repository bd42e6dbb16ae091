import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Paytrail's request, response, redirect and callback signature (docs.paytrail.com,
 * "Authentication"): an HMAC over the lines `key:value` of every `checkout-*` header or query
 * parameter sorted by key, then the body exactly as sent ("" when there is none), joined by "\n".
 */

export const PAYTRAIL_ALGORITHMS = ["sha256", "sha512"] as const;
export type PaytrailAlgorithm = (typeof PAYTRAIL_ALGORITHMS)[number];

export function isPaytrailAlgorithm(value: unknown): value is PaytrailAlgorithm {
  return value === "sha256" || value === "sha512";
}

/** Only `checkout-` keys are signed; any others (signature, platform-name, content-type) are not. */
export function checkoutEntries(params: Record<string, unknown>): [string, string][] {
  return Object.entries(params)
    .filter(
      (entry): entry is [string, string] => entry[0].startsWith("checkout-") && typeof entry[1] === "string",
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function signaturePayload(params: Record<string, unknown>, body: string): string {
  return [...checkoutEntries(params).map(([key, value]) => `${key}:${value}`), body].join("\n");
}

/** Lower-case hex, as Paytrail sends it. */
export function paytrailSignature(
  secret: string,
  algorithm: PaytrailAlgorithm,
  params: Record<string, unknown>,
  body = "",
): string {
  return createHmac(algorithm, secret).update(signaturePayload(params, body)).digest("hex");
}

/**
 * Whether `signature` is the HMAC of these parameters and body under `secret`, with the algorithm
 * the parameters name (`checkout-algorithm`). Compared in constant time, so a forger learns nothing
 * from how long a wrong guess takes. New `checkout-` parameters Paytrail may add are signed too.
 */
export function verifyPaytrailSignature(
  secret: string,
  params: Record<string, unknown>,
  body: string,
  signature: unknown,
  /** For responses that do not repeat the algorithm: the one the request was signed with. */
  fallbackAlgorithm?: PaytrailAlgorithm,
): boolean {
  const algorithm = params["checkout-algorithm"] ?? fallbackAlgorithm;
  if (!isPaytrailAlgorithm(algorithm) || typeof signature !== "string") return false;
  // A repeated parameter (an array in a parsed query) would drop out of the signed lines: refused.
  if (Object.entries(params).some(([key, value]) => key.startsWith("checkout-") && typeof value !== "string"))
    return false;
  const expected = Buffer.from(paytrailSignature(secret, algorithm, params, body), "utf8");
  const given = Buffer.from(signature.toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
