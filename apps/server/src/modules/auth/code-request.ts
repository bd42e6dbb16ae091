import type { Db } from "../../db/client.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { AccountDeps } from "./account-deps.ts";
import { createAccountsRepository, type AccountForMail } from "./accounts.repository.ts";
import { throttleRules } from "./throttle.service.ts";

/** Mailed (or not, for an address without an account: the answer is the same), or over the limit. */
export type CodeRequestResult = "sent" | Refusal<"LimitExceeded">;

/**
 * A code asked for by email address without a session (email confirmation, password reset):
 * limited per address and per account, and `send` runs in one transaction with the account the
 * address belongs to, or null. The answer is the same either way, so it tells no one whether an
 * account exists.
 */
export function createCodeRequest(deps: Pick<AccountDeps, "db" | "throttle" | "limits">) {
  const { db, throttle, limits } = deps;
  const accounts = createAccountsRepository(db);

  return async function requestCode(
    emailLower: string,
    address: string,
    send: (account: AccountForMail | null, tx: Db) => Promise<void>,
  ): Promise<CodeRequestResult> {
    if (!(await throttle.hit(throttleRules.codeRequest(limits, emailLower, address))))
      return refuse("LimitExceeded");
    await db.transaction(async (tx) => send(await accounts.findAccountForMail(emailLower, tx), tx));
    return "sent";
  };
}
