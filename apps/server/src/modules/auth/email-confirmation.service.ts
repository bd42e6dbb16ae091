import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { createAccountsRepository } from "./accounts.repository.ts";
import type { CodeError } from "@portal/schemas/codes";
import type { AccountDeps } from "./account-deps.ts";
import { createCodeRequest, type CodeRequestResult } from "./code-request.ts";
import { lockKey } from "./account-lock.service.ts";
import { throttleRules } from "./throttle.service.ts";
import { authMessages } from "./auth.messages.ts";

export interface MailTarget {
  userId: string;
  email: string;
  language: Language;
}

export type ConfirmResult = "confirmed" | Refusal<CodeError>;

/**
 * The email-confirmation code, shared by sign-up (a new account), sign-in (an account whose
 * address was never confirmed) and the resend button of both.
 */
export function createEmailConfirmation(deps: AccountDeps) {
  const { db, codes, throttle, lock, limits, now } = deps;
  const accounts = createAccountsRepository(db);
  const requestCode = createCodeRequest(deps);
  const outbox = createOutboxRepository(db);

  /** Inside the caller's transaction: the code and its mail are committed together or not at all. */
  async function mailCode(tx: Db, account: MailTarget): Promise<void> {
    const code = await codes.issue(
      {
        purpose: "email_confirmation",
        target: account.email,
        userId: account.userId,
      },
      tx,
    );
    await outbox.enqueue(
      {
        recipient: account.email,
        template: authMessages["confirmation-code"],
        language: account.language,
        data: { code },
      },
      now(),
      tx,
    );
  }

  return {
    mailCode,

    /**
     * Mails a code when the address belongs to an account that is not yet confirmed, and says
     * nothing either way: the answer must not tell whether an account exists.
     */
    requestCode(emailLower: string, address: string): Promise<CodeRequestResult> {
      return requestCode(emailLower, address, async (account, tx) => {
        if (account && account.emailConfirmedAt === null) await mailCode(tx, account);
      });
    },

    /** Sign-in of an unconfirmed account: a code, unless this account already asked for too many. */
    async mailForSignIn(account: MailTarget, address: string): Promise<void> {
      if (!(await throttle.hit(throttleRules.codeRequest(limits, account.email, address)))) return;
      await db.transaction((tx) => mailCode(tx, account));
    },

    async confirm(emailLower: string, code: string, address: string): Promise<ConfirmResult> {
      const checkRules = throttleRules.codeCheck(limits, address);
      if (!(await throttle.hit(checkRules))) return refuse("LimitExceeded");
      // Wrong codes count against the account like wrong passwords; past the limits no code is checked.
      const owner = await accounts.findAccountForMail(emailLower);
      const key = lockKey(owner?.userId ?? null, emailLower);
      if ((await lock.check(key)) !== "open") return refuse("LimitExceeded");
      const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
        const verified = await codes.verify({ purpose: "email_confirmation", target: emailLower, code }, tx);
        if (isRefusal(verified)) return verified;
        // A code issued to an address whose account is gone (or never existed) confirms nothing.
        if (!verified.userId) return refuse("InvalidCode");
        await accounts.confirmEmail(verified.userId, now(), tx);
        return "confirmed";
      });
      // Only wrong codes count against the address; outside the transaction, which holds the connection.
      if (!isRefusal(result)) {
        await throttle.forgive(checkRules);
        await lock.succeeded(key);
      } else if (result.code === "InvalidCode") await lock.failed(key, address);
      return result;
    },
  };
}

export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;
