import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { createThrottleRepository } from "./throttle.repository.ts";

export interface ThrottleRule {
  /** e.g. "sign-in:account:<email>" or "sign-in:address:<ip>". */
  bucket: string;
  /** Events allowed in the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface Limit {
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Every limit of the account flows; AppDeps.limits.auth replaces them (tests lower them). */
export interface AuthLimits {
  /** Failed sign-ins per account and per client address. */
  signInPerAccount: Limit;
  signInPerAddress: Limit;
  /** Codes mailed or texted (confirmation, reset, phone, email change). */
  codeRequestPerAccount: Limit;
  codeRequestPerAddress: Limit;
  /** Code checks per address; each code also allows at most 5 wrong tries of its own. */
  codeCheckPerAddress: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
  signInPerAddress: { limit: 50, windowMs: FIFTEEN_MINUTES },
  codeRequestPerAccount: { limit: 5, windowMs: FIFTEEN_MINUTES },
  codeRequestPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
  codeCheckPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
};

export function rule(bucket: string, limit: Limit): ThrottleRule {
  return { bucket, limit: limit.limit, windowMs: limit.windowMs };
}

/** Buckets name accounts by a digest: the table holds no email addresses or phone numbers. */
export function accountKey(account: string): string {
  return createHash("sha256").update(account, "utf8").digest("base64url").slice(0, 22);
}

/** The rule sets of each kind of request; `account` is the email or phone number as typed (normalised). */
export const throttleRules = {
  signIn: (limits: AuthLimits, account: string, address: string) => [
    rule(`sign-in:account:${accountKey(account)}`, limits.signInPerAccount),
    rule(`sign-in:address:${address}`, limits.signInPerAddress),
  ],
  codeRequest: (limits: AuthLimits, account: string, address: string) => [
    rule(`code-request:account:${accountKey(account)}`, limits.codeRequestPerAccount),
    rule(`code-request:address:${address}`, limits.codeRequestPerAddress),
  ],
  codeCheck: (limits: AuthLimits, address: string) => [
    rule(`code-check:address:${address}`, limits.codeCheckPerAddress),
  ],
};

/**
 * Limits kept in the database, so they hold across restarts and across several server processes
 * sharing it. Events are written before they are counted: concurrent requests can only make the
 * answer stricter, never let a burst through.
 */
export function createThrottle(db: Db, now: () => Date) {
  const repo = createThrottleRepository(db);
  async function over(rules: ThrottleRule[], at: Date, strict: boolean): Promise<boolean> {
    for (const r of rules) {
      const n = await repo.countSince(r.bucket, new Date(at.getTime() - r.windowMs));
      if (strict ? n > r.limit : n >= r.limit) return true;
    }
    return false;
  }

  return {
    /** Records one event per bucket; false when any bucket is now over its limit. */
    async hit(rules: ThrottleRule[]): Promise<boolean> {
      const at = now();
      await repo.insertEvents(
        rules.map((r) => r.bucket),
        at,
      );
      return !(await over(rules, at, true));
    },

    /** Whether one more event would still be allowed, without recording one. */
    async peek(rules: ThrottleRule[]): Promise<boolean> {
      return !(await over(rules, now(), false));
    },

    /** Takes back the event of an attempt that succeeded, so a tenant's good sign-ins never lock them out. */
    async forgive(rules: ThrottleRule[]): Promise<void> {
      await repo.deleteNewest(rules.map((r) => r.bucket));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** The configured per-address limits (SIGN_IN_LIMIT_PER_ADDRESS, CODE_LIMIT_PER_ADDRESS) as AuthLimits. */
export function addressLimits(limits: { signIn: number; codes: number }): Partial<AuthLimits> {
  const { signInPerAddress, codeRequestPerAddress, codeCheckPerAddress } = DEFAULT_AUTH_LIMITS;
  return {
    signInPerAddress: { ...signInPerAddress, limit: limits.signIn },
    codeRequestPerAddress: { ...codeRequestPerAddress, limit: limits.codes },
    codeCheckPerAddress: { ...codeCheckPerAddress, limit: limits.codes },
  };
}
