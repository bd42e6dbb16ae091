import type { Db } from "../../db/client.ts";
import { createAuditRepository } from "../audit/index.ts";
import { createAccountLockRepository } from "./account-lock.repository.ts";
import { accountKey } from "./throttle.service.ts";

/**
 * Consecutive failures of one account (wrong passwords and wrong one-time codes), reset only by a
 * success. The 15-minute limits restart every window; this count does not, so guessing a password
 * or codes over days stays capped (at most 100 tries, then a new strong identification).
 */
export const CONSECUTIVE_FAILURES = {
  /** From this many failures on, each try waits after the last failure… */
  delayAfter: 10,
  /** …first this long, doubling with each further failure… */
  firstDelayMs: 60_000,
  /** …up to this: 100 failures take more than three days. */
  maxDelayMs: 60 * 60_000,
  /** At this many, password sign-in is locked until the tenant identifies with the bank. */
  lockAfter: 100,
};

export type LockCheck = "open" | "wait" | "locked";

/**
 * Whom failures count against: the account when the address or number has one, otherwise the
 * address or number itself (as a digest). An address with no account is counted, delayed and
 * locked exactly like one with an account, so no answer tells them apart.
 */
export function lockKey(userId: string | null, identifier: string): string {
  return userId ? `user:${userId}` : `name:${accountKey(identifier)}`;
}

/** How long after the last failure the next try must wait, for this many consecutive failures. */
export function waitAfter(consecutive: number): number {
  const { delayAfter, firstDelayMs, maxDelayMs } = CONSECUTIVE_FAILURES;
  if (consecutive < delayAfter) return 0;
  const doublings = Math.min(consecutive - delayAfter, 30);
  return Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
}

export function createAccountLock(db: Db, now: () => Date) {
  const repo = createAccountLockRepository(db);
  const audit = createAuditRepository(db);
  const userOf = (key: string) => (key.startsWith("user:") ? key.slice(5) : null);

  return {
    /** Whether a try may be checked now: "wait" while the growing delay runs, "locked" from 100 failures. */
    async check(key: string): Promise<LockCheck> {
      const state = await repo.find(key);
      if (!state) return "open";
      if (state.lockedAt) return "locked";
      const wait = waitAfter(state.consecutive);
      return state.lastFailureAt.getTime() + wait > now().getTime() ? "wait" : "open";
    },

    /** A wrong password or code; the failure that reaches the limit locks the account and is audited. */
    async failed(key: string, address: string): Promise<void> {
      const at = now();
      const state = await repo.recordFailure(key, at, CONSECUTIVE_FAILURES.lockAfter);
      const userId = userOf(key);
      if (userId && state.consecutive === CONSECUTIVE_FAILURES.lockAfter)
        await audit.record(
          { action: "account_locked", userId, address, details: { consecutiveFailures: state.consecutive } },
          at,
        );
    },

    /** A right password or code: the count starts again (a lock stays). */
    async succeeded(key: string): Promise<void> {
      await repo.clearUnlocked(key);
    },

    /** After a new strong identification, or by staff: password sign-in works again. */
    async unlock(
      userId: string,
      by: "identification" | "staff",
      address: string | null,
      /** Staff: who unlocked it. */
      staffId?: string,
    ): Promise<boolean> {
      const wasLocked = await repo.clear(lockKey(userId, ""));
      if (wasLocked)
        await audit.record(
          { action: "account_unlocked", userId, address, details: { by, ...(staffId ? { staffId } : {}) } },
          now(),
        );
      return wasLocked;
    },

    /** Staff lock (and the demo world's locked tenant). */
    async lock(userId: string, address: string | null): Promise<void> {
      const at = now();
      await repo.lock(lockKey(userId, ""), at, CONSECUTIVE_FAILURES.lockAfter);
      await audit.record({ action: "account_locked", userId, address, details: { by: "staff" } }, at);
    },
  };
}

export type AccountLock = ReturnType<typeof createAccountLock>;
