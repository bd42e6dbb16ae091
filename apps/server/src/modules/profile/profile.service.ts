import { normalisePhoneNumber } from "@portal/schemas/contact";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { createAuditRepository } from "../audit/audit.repository.ts";
import type { CodeError } from "@portal/schemas/codes";
import type { AccountDeps } from "../auth/account-deps.ts";
import { rule } from "../auth/throttle.service.ts";
import { createOutboxRepository } from "../outbox/outbox.repository.ts";
import type { ContactAccount, ProfileRepository } from "./profile.repository.ts";

export interface ContactChange {
  phoneNumber: string;
  /** Lower-cased and trimmed by the request schema. */
  email: string;
  /** Absent where the form does not ask (phone sign-in). */
  newsletter?: boolean;
}

export type ContactChangeResult =
  | { ok: true; emailConfirmationRequired: boolean }
  | { ok: false; error: "USERNAME_UNAVAILABLE" | "LimitExceeded" };

export type EmailConfirmResult =
  { ok: true; email: string } | { ok: false; error: CodeError | "USERNAME_UNAVAILABLE" };

export interface ProfileServiceDeps extends AccountDeps {
  repo: ProfileRepository;
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, repo, codes, throttle, limits, now } = deps;
  const audit = createAuditRepository(db);
  const outbox = createOutboxRepository(db);

  return {
    findProfileBySession(sessionHash: string) {
      return repo.findProfileBySession(sessionHash, now());
    },

    findAccount(userId: string, tx?: Db): Promise<ContactAccount | null> {
      return repo.findAccount(userId, tx);
    },

    emailTakenByOther(email: string, userId: string, tx?: Db): Promise<boolean> {
      return repo.emailTakenByOther(email, userId, tx);
    },

    /**
     * Phone and newsletter change at once. A new email does not: the old address keeps working
     * until the code mailed to the new one is confirmed, so a typo cannot lock a tenant out.
     */
    async changeContactDetails(
      account: ContactAccount,
      change: ContactChange,
      address: string,
      /** Off where the SMS code and the bank identification already limit how often this runs. */
      options: { throttle: boolean } = { throttle: true },
    ): Promise<ContactChangeResult> {
      const at = now();
      const phone = normalisePhoneNumber(change.phoneNumber);
      const phoneChanged = normalisePhoneNumber(account.phone ?? "") !== phone;
      const pending = await repo.findPendingEmail(account.userId, at);
      const emailChanged = change.email !== account.email && change.email !== pending;

      if (emailChanged) {
        if (await repo.emailTakenByOther(change.email, account.userId))
          return { ok: false, error: "USERNAME_UNAVAILABLE" };
        const allowed =
          !options.throttle ||
          (await throttle.hit([
            rule(`code-request:account:${account.userId}`, limits.codeRequestPerAccount),
            rule(`code-request:address:${address}`, limits.codeRequestPerAddress),
          ]));
        if (!allowed) return { ok: false, error: "LimitExceeded" };
      }

      await repo.transaction(async (tx) => {
        if (phoneChanged) {
          await repo.updatePhone(account.personId, phone, tx);
          await audit.record({ action: "phone_change", userId: account.userId, address }, at, tx);
        }
        if (change.newsletter !== undefined)
          await repo.updateNewsletter(account.userId, change.newsletter, tx);
        if (emailChanged) await requestEmailChange(tx, account, change.email, address, at);
      });
      return { ok: true, emailConfirmationRequired: emailChanged || change.email === pending };
    },

    async confirmEmail(userId: string, code: string, address: string): Promise<EmailConfirmResult> {
      const allowed = await throttle.hit([rule(`code-check:address:${address}`, limits.codeCheckPerAddress)]);
      if (!allowed) return { ok: false, error: "LimitExceeded" };
      const target = await repo.findEmailChangeTarget(userId);
      if (!target) return { ok: false, error: "InvalidCode" };
      const at = now();
      try {
        return await repo.transaction(async (tx): Promise<EmailConfirmResult> => {
          const verified = await codes.verify({ purpose: "email_change", target, code }, tx);
          if (!verified.ok) return verified;
          const email = verified.newValue ?? target;
          if (verified.userId !== userId) return { ok: false, error: "InvalidCode" };
          if (await repo.emailTakenByOther(email, userId, tx))
            return { ok: false, error: "USERNAME_UNAVAILABLE" };
          await repo.setConfirmedEmail(userId, email, at, tx);
          await audit.record(
            { action: "email_change", userId, address, details: { step: "confirmed" } },
            at,
            tx,
          );
          return { ok: true, email };
        });
      } catch (err) {
        if (isUniqueViolation(err)) return { ok: false, error: "USERNAME_UNAVAILABLE" };
        throw err;
      }
    },
  };

  async function requestEmailChange(
    tx: Db,
    account: ContactAccount,
    email: string,
    address: string,
    at: Date,
  ): Promise<void> {
    await repo.retireEmailChanges(account.userId, at, tx);
    const code = await codes.issue(
      {
        purpose: "email_change",
        target: email,
        userId: account.userId,
        newValue: email,
      },
      tx,
    );
    await outbox.enqueue(
      { recipient: email, template: "email-change-code", language: account.language, data: { code } },
      at,
      tx,
    );
    await audit.record(
      { action: "email_change", userId: account.userId, address, details: { step: "requested" } },
      at,
      tx,
    );
  }
}

export type ProfileService = ReturnType<typeof createProfileService>;
