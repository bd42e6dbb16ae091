import { createHmac } from "node:crypto";

/**
 * What persons.identity_code_hash holds: HMAC-SHA256 (hex) of the upper-cased personal identity
 * code under IDENTITY_CODE_KEY. Keyed, because the codes are few enough to hash them all: a plain
 * hash would give every code back to whoever reads the table.
 */
export function hashIdentityCode(identityCode: string, key: string): string {
  return createHmac("sha256", key).update(identityCode.trim().toUpperCase()).digest("hex");
}
