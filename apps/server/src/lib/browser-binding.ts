import { createHash, timingSafeEqual } from "node:crypto";

/**
 * SHA-256 as hex: what a flow keeps of a secret the browser holds (its binding value, a session
 * id, a nonce), never the secret itself.
 */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Whether `browser` (the binding cookie's value) is the one whose hash the flow kept, compared in
 * constant time. A flow without a binding, or a request without the cookie, matches none.
 */
export function sameBrowser(browserHash: string | null, browser: string | undefined): boolean {
  if (!browserHash || !browser) return false;
  return timingSafeEqual(Buffer.from(browserHash, "hex"), Buffer.from(sha256(browser), "hex"));
}
