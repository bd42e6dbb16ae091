import { REAUTHENTICATION_WINDOW_MS, type ReauthenticationError } from "@portal/schemas/profile.constants";
import { verifyPassword } from "../../lib/password.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { createAuditRepository } from "../audit/index.ts";
import type { AccountDeps } from "../auth/index.ts";
import { lockKey } from "../auth/index.ts";
import { throttleRules } from "../auth/index.ts";
import type { ContactAccount, ProfileRepository } from "./profile.repository.ts";

export type ReauthenticationRefusal = Refusal<ReauthenticationError | "TOO_MANY_REQUESTS">;

/**
 * Proof that the person at the keyboard is the tenant, not someone holding a stolen session: the
 * current password, or a sign-in within the last few minutes. Without it a session stolen once
 * could change the email and phone number and so keep the account for good.
 */
export function createReauthentication(deps: AccountDeps & { repo: ProfileRepository }) {
  const { db, repo, throttle, lock, limits, now } = deps;
  const audit = createAuditRepository(db);

  /**
   * The current password, counted with the sign-in attempts of the same account and address and
   * with its consecutive failures: a stolen session gives no extra guesses (past the wait or the
   * lock no password is checked), and the tenant's right password takes its count back.
   */
  async function checkPassword(
    account: ContactAccount,
    typed: string,
    address: string,
  ): Promise<ReauthenticationRefusal | null> {
    const rules = throttleRules.signIn(limits, account.email, address);
    if (!(await throttle.hit(rules))) return refuse("TOO_MANY_REQUESTS");
    const key = lockKey(account.userId, account.email);
    if ((await lock.check(key)) !== "open") return refuse("TOO_MANY_REQUESTS");
    const stored = await repo.findPasswordHash(account.userId);
    if (stored && (await verifyPassword(stored, typed))) {
      await throttle.forgive(rules);
      await lock.succeeded(key);
      return null;
    }
    await lock.failed(key, address);
    await audit.record(
      {
        action: "sign_in_failed",
        userId: account.userId,
        personId: account.personId,
        address,
        details: { reason: "INCORRECT_PASSWORD", step: "reauthentication" },
      },
      now(),
    );
    return refuse("INCORRECT_PASSWORD");
  }

  return {
    checkPassword,

    /** A password given is always checked; without one, only a recent sign-in will do. */
    async check(
      account: ContactAccount,
      sessionHash: string,
      currentPassword: string | undefined,
      address: string,
    ): Promise<ReauthenticationRefusal | null> {
      if (currentPassword) return checkPassword(account, currentPassword, address);
      const signedInAt = await repo.findSessionStart(sessionHash);
      const recent = signedInAt && now().getTime() - signedInAt.getTime() < REAUTHENTICATION_WINDOW_MS;
      return recent ? null : refuse("CURRENT_PASSWORD_REQUIRED");
    },
  };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
