// Review links and receipt links. A review token is 256 random bits, kept only as its SHA-256; a
// receipt's link is signed with the server's key for one receipt and a few minutes.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SIGNED_URL_TTL_SECONDS } from "@portal/schemas/committee-forms.constants";

export function newReviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashReviewToken(token) };
}

export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function receiptSignature(key: string, id: string, expires: number): string {
  return createHmac("sha256", key).update(`committee-receipt\n${id}\n${expires}`).digest("base64url");
}

/** A link to one receipt that works until `SIGNED_URL_TTL_SECONDS` from `now`. */
export function signedReceiptUrl(key: string, id: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  return `/api/receipts/${id}?expires=${expires}&signature=${receiptSignature(key, id, expires)}`;
}

/** Whether the link's signature is this receipt's and it has not expired (nor lies too far ahead). */
export function receiptLinkValid(
  key: string,
  id: string,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (!Number.isSafeInteger(expires) || expires < seconds || expires > seconds + SIGNED_URL_TTL_SECONDS)
    return false;
  const expected = Buffer.from(receiptSignature(key, id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
