import { hashPassword } from "../../lib/password.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { createAuditRepository } from "../audit/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { createAccountsRepository } from "../auth/index.ts";
import type { CodeError } from "@portal/schemas/codes";
import type { AccountDeps } from "../auth/index.ts";
import { createCodeRequest, type CodeRequestResult } from "../auth/index.ts";
import { checkNewPassword, type PasswordRejection } from "../auth/index.ts";
import { lockKey } from "../auth/index.ts";
import { throttleRules } from "../auth/index.ts";
import { passwordResetMessages } from "./password-reset.messages.ts";
import { profileMessages } from "../profile/index.ts";

export interface ResetInput {
  username: string;
  code: string;
  newPassword: string;
}

export type ResetResult = "reset" | Refusal<CodeError | "ACCOUNT_LOCKED" | PasswordRejection>;

/** The contract's reset answers every code failure 400, the spent limit included (elsewhere 429). */
const LIMIT_EXCEEDED = refuse("LimitExceeded").as(400);

/** A code's refusal as the reset answers it: the spent limit too is a 400. */
function asResetRefusal(refusal: Refusal<CodeError>): Refusal<CodeError> {
  return refusal.code === "LimitExceeded" ? LIMIT_EXCEEDED : refusal;
}

export function createPasswordResetService(deps: AccountDeps) {
  const { db, codes, throttle, lock, limits, now } = deps;
  const accounts = createAccountsRepository(db);
  const audit = createAuditRepository(db);
  const outbox = createOutboxRepository(db);
  const requestCode = createCodeRequest(deps);

  return {
    /**
     * The same work for known and unknown addresses (a code row is written either way), so neither
     * the answer nor its timing tells whether an account exists. Only a real account gets mail.
     */
    requestCode(emailLower: string, address: string): Promise<CodeRequestResult> {
      return requestCode(emailLower, address, async (account, tx) => {
        const code = await codes.issue(
          { purpose: "password_reset", target: emailLower, userId: account?.userId ?? null },
          tx,
        );
        if (account)
          await outbox.enqueue(
            {
              recipient: account.email,
              template: passwordResetMessages["password-reset-code"],
              language: account.language,
              data: { code },
            },
            now(),
            tx,
          );
      });
    },

    /**
     * A right code proves the mailbox: the password changes, the address counts as confirmed,
     * every session ends (whoever else was signed in is out) and the tenant is told by mail.
     */
    async reset(input: ResetInput, address: string): Promise<ResetResult> {
      const checkRules = throttleRules.codeCheck(limits, address);
      if (!(await throttle.hit(checkRules))) return LIMIT_EXCEEDED;
      // Cheap before expensive: without the right code the password's strength estimate and hash
      // never run. The code is only checked here, so a refused password does not use it up.
      const code = { purpose: "password_reset" as const, target: input.username, code: input.code };
      // Wrong codes count against the account like wrong passwords. Locked, no code is checked at
      // all (an address without an account locks the same way, so this tells nobody it exists).
      const owner = await accounts.findAccountForMail(input.username);
      const key = lockKey(owner?.userId ?? null, input.username);
      const state = await lock.check(key);
      if (state === "wait") return LIMIT_EXCEEDED;
      if (state === "locked") return refuse("ACCOUNT_LOCKED");
      const checked = await codes.check(code);
      if (isRefusal(checked)) {
        if (checked.code === "InvalidCode") await lock.failed(key, address);
        return asResetRefusal(checked);
      }
      await lock.succeeded(key);
      const rejected = await checkNewPassword(input.newPassword, [
        input.username,
        input.username.split("@")[0] ?? "",
      ]);
      if (rejected) return refuse(rejected);

      const result = await db.transaction(async (tx): Promise<ResetResult> => {
        const verified = await codes.verify(code, tx);
        if (isRefusal(verified)) return asResetRefusal(verified);
        const account = await accounts.findAccountForMail(input.username, tx);
        if (!account || account.userId !== verified.userId) return refuse("InvalidCode");

        const at = now();
        await accounts.setPasswordHash(account.userId, await hashPassword(input.newPassword), tx);
        await accounts.confirmEmail(account.userId, at, tx);
        await accounts.deleteSessionsOfUser(account.userId, tx);
        await outbox.enqueue(
          {
            recipient: account.email,
            template: profileMessages["password-changed"],
            language: account.language,
            data: { firstName: account.firstName, changedAt: at.toISOString() },
          },
          at,
          tx,
        );
        await audit.record(
          {
            action: "password_change",
            userId: account.userId,
            personId: account.personId,
            address,
            details: { method: "reset" },
          },
          at,
          tx,
        );
        return "reset";
      });
      if (!isRefusal(result)) await throttle.forgive(checkRules);
      return result;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
