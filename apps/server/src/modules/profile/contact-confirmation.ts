import type { CodeError } from "@portal/schemas/codes";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { createAuditRepository } from "../audit/index.ts";
import type { AccountDeps } from "../auth/index.ts";
import { rule } from "../auth/index.ts";
import { contactDetailsChanged, enqueueChangeNotice } from "./change-notices.ts";
import type { ProfileRepository } from "./profile.repository.ts";

export type EmailConfirmResult = { email: string } | Refusal<CodeError | "USERNAME_UNAVAILABLE">;
export type PhoneConfirmResult = { phoneNumber: string } | Refusal<CodeError>;

/**
 * The code store's key of an account's own email and phone changes. Keyed by the account, not by the
 * new address: two tenants asking for the same address each keep their own code, and neither can
 * replace or use the other's. Which of them gets the address is decided at confirmation.
 */
export function contactCodeTarget(userId: string): string {
  return `account:${userId}`;
}

export function createContactConfirmation(deps: AccountDeps & { repo: ProfileRepository }) {
  const { db, repo, codes, throttle, limits, now } = deps;
  const audit = createAuditRepository(db);

  /**
   * Checks the account's newest code of the change and, in the same transaction, applies the new
   * value and queues the notice to the address the account had before.
   */
  async function confirm<T>(
    purpose: "email_change" | "phone_change",
    userId: string,
    code: string,
    address: string,
    apply: (newValue: string, tx: Db) => Promise<T>,
  ): Promise<T | Refusal<CodeError>> {
    const allowed = await throttle.hit([rule(`code-check:address:${address}`, limits.codeCheckPerAddress)]);
    if (!allowed) return refuse("LimitExceeded");
    return repo.transaction(async (tx) => {
      const verified = await codes.verify({ purpose, target: contactCodeTarget(userId), code }, tx);
      if (isRefusal(verified)) return verified;
      if (verified.userId !== userId || !verified.newValue) return refuse("InvalidCode");
      return apply(verified.newValue, tx);
    });
  }

  return {
    async confirmEmail(userId: string, code: string, address: string): Promise<EmailConfirmResult> {
      const at = now();
      try {
        const result = await confirm("email_change", userId, code, address, async (email, tx) => {
          const before = await repo.findAccount(userId, tx);
          if (!before) throw new Error("the account of a signed-in tenant is missing");
          // Another account has the address now: this change is over (its code is used up).
          if (await repo.emailTakenByOther(email, userId, tx)) return refuse("USERNAME_UNAVAILABLE");
          await repo.setConfirmedEmail(userId, email, at, tx);
          const details = { step: "confirmed" };
          await audit.record({ action: "email_change", userId, address, details }, at, tx);
          await enqueueChangeNotice(db, before, { template: "email-changed", newValue: email }, at, tx);
          await contactDetailsChanged(tx, before.personId, { email }, at);
          return { email };
        });
        return result;
      } catch (err) {
        // A concurrent confirmation of the same address committed first; the unique key decided.
        if (isUniqueViolation(err)) return refuse("USERNAME_UNAVAILABLE");
        throw err;
      }
    },

    async confirmPhone(userId: string, code: string, address: string): Promise<PhoneConfirmResult> {
      const at = now();
      const result = await confirm("phone_change", userId, code, address, async (phone, tx) => {
        const before = await repo.findAccount(userId, tx);
        if (!before) throw new Error("the account of a signed-in tenant is missing");
        await repo.updatePhone(before.personId, phone, tx);
        const details = { step: "confirmed" };
        await audit.record({ action: "phone_change", userId, address, details }, at, tx);
        await enqueueChangeNotice(db, before, { template: "phone-changed", newValue: phone }, at, tx);
        await contactDetailsChanged(tx, before.personId, { phone }, at);
        return { phoneNumber: phone };
      });
      return result;
    },
  };
}
