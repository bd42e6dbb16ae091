import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The library's default algorithm is argon2id. */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2's least cost, for the server tests alone: they sign in and change passwords thousands of
 * times, and at the real cost those hashes were most of their run. Asked for by
 * PASSWORD_HASH_MINIMAL=true under the test runner (NODE_ENV=test); never otherwise.
 */
const MINIMAL_OPTIONS = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

function hashOptions() {
  return process.env.PASSWORD_HASH_MINIMAL === "true" && process.env.NODE_ENV === "test"
    ? MINIMAL_OPTIONS
    : PASSWORD_HASH_OPTIONS;
}

let dummy: Promise<string> | undefined;
/**
 * The hash of a random secret nobody knows, with the same parameters as real hashes: verifying
 * against it for unknown accounts makes a wrong email cost as much time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  return (dummy ??= hash(randomBytes(32).toString("base64url"), hashOptions()));
}

/**
 * One spelling per visible password: "ä" typed as one code point or as "a" plus a combining mark
 * (as some keyboards and systems do) is the same password.
 */
export function normalisePassword(password: string): string {
  return password.normalize("NFC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), hashOptions());
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
