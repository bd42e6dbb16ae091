import type { Db } from "../../db/client.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import type { AccountLock } from "./account-lock.service.ts";
import { createAccountsRepository } from "./accounts.repository.ts";
import type { TrustedDevices } from "./trusted-devices.ts";

/** What unlocking needs of strong identification (modules/identification). */
export type ConsumeUnlock = (input: {
  registerSessionId: string;
  state: string;
  flowType: "unlock";
  browser?: string | undefined;
}) => Promise<{ personId: string | null } | Refusal<IdentificationRefusal>>;

export interface UnlockInput {
  registerSessionId: string;
  state: string;
  /** The browser's flow cookie: only the browser that went to the bank may use the identification. */
  browser: string | undefined;
  /** The browser's device cookie. */
  device: string | undefined;
}

type IdentificationRefusal =
  "IDENTIFICATION_FAILED" | "IDENTIFICATION_EXPIRED" | "IDENTIFICATION_OTHER_BROWSER";

export type UnlockResult =
  { deviceToken: string | undefined } | Refusal<IdentificationRefusal | "USER_NOT_FOUND">;

/**
 * After 100 failed tries in a row, password sign-in waits for a new strong identification: the
 * person identified with the bank gets their own account's sign-in back (whoever made the
 * failures cannot, without being that person). The browser also becomes a trusted device, so
 * failures someone keeps making elsewhere do not stop the tenant's next sign-in in it.
 */
export function createUnlockService(deps: {
  db: Db;
  lock: AccountLock;
  devices: TrustedDevices;
  consumeIdentification: ConsumeUnlock;
}) {
  const accounts = createAccountsRepository(deps.db);
  return {
    async unlock(input: UnlockInput, address: string): Promise<UnlockResult> {
      const identified = await deps.consumeIdentification({
        registerSessionId: input.registerSessionId,
        state: input.state,
        flowType: "unlock",
        browser: input.browser,
      });
      if (isRefusal(identified)) return identified;
      const userId = identified.personId ? await accounts.findUserIdByPerson(identified.personId) : null;
      if (!userId) return refuse("USER_NOT_FOUND");
      await deps.lock.unlock(userId, "identification", address);
      const deviceToken = await deps.devices.signedIn(input.device, false, userId);
      return { deviceToken };
    },
  };
}

export type UnlockService = ReturnType<typeof createUnlockService>;
