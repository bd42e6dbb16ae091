import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The library's default algorithm is argon2id. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash of a random secret nobody knows, with the same parameters as real hashes: verifying
 * against it for unknown accounts makes a wrong email cost as much time as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$XSmSz5DMhE5Mm7f2ha5YrA$vqZWqBGu8F6z9PEuG4SBnxIkNn+nMqkScVXSGxb8Blo";

/**
 * One spelling per visible password: "ä" typed as one code point or as "a" plus a combining mark
 * (as some keyboards and systems do) is the same password.
 */
export function normalisePassword(password: string): string {
  return password.normalize("NFC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    const normalised = normalisePassword(password);
    if (await verify(passwordHash, normalised)) return true;
    // Hashes made before normalisation took the password as typed; they keep working.
    return normalised !== password && (await verify(passwordHash, password));
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
