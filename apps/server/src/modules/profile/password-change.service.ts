import { hashPassword } from "../../lib/password.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { createAuditRepository } from "../audit/index.ts";
import type { AccountDeps } from "../auth/index.ts";
import { createAccountsRepository } from "../auth/index.ts";
import { checkNewPassword, type PasswordRejection } from "../auth/index.ts";
import { enqueueChangeNotice } from "./change-notices.ts";
import type { ProfileRepository } from "./profile.repository.ts";
import { createReauthentication, type ReauthenticationRefusal } from "./reauthentication.ts";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export type PasswordChangeResult =
  "changed" | Refusal<"NOT_FOUND" | PasswordRejection> | ReauthenticationRefusal;

/**
 * A signed-in tenant's new password. Always with the current password (a recent sign-in is not
 * enough here: the password is what the other sessions and the reset mail rely on). Every other
 * session ends, so whoever else was signed in is out, and the account's address is told.
 */
export function createPasswordChangeService(deps: AccountDeps & { repo: ProfileRepository }) {
  const { db, repo, now } = deps;
  const accounts = createAccountsRepository(db);
  const audit = createAuditRepository(db);
  const reauthentication = createReauthentication(deps);

  return {
    async changePassword(
      session: { userId: string; sessionHash: string },
      input: PasswordChange,
      address: string,
    ): Promise<PasswordChangeResult> {
      const account = await repo.findAccount(session.userId);
      if (!account) return refuse("NOT_FOUND");
      // The current password first: without it the strength estimator is not offered to anyone.
      const refused = await reauthentication.checkPassword(account, input.currentPassword, address);
      if (refused) return refused;
      const rejected = await checkNewPassword(input.newPassword, [
        account.email,
        account.email.split("@")[0] ?? "",
        account.firstName,
      ]);
      if (rejected) return refuse(rejected);

      const passwordHash = await hashPassword(input.newPassword);
      const at = now();
      await repo.transaction(async (tx) => {
        await accounts.setPasswordHash(account.userId, passwordHash, tx);
        const ended = await repo.deleteOtherSessions(account.userId, session.sessionHash, tx);
        await enqueueChangeNotice(db, account, { template: "password-changed" }, at, tx);
        await audit.record(
          {
            action: "password_change",
            userId: account.userId,
            personId: account.personId,
            address,
            details: { method: "profile", endedSessions: ended },
          },
          at,
          tx,
        );
      });
      return "changed";
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
