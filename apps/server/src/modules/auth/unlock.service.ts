import type { Db } from "../../db/client.ts";
import type { AccountLock } from "./account-lock.service.ts";
import { createAccountsRepository } from "./accounts.repository.ts";
import type { TrustedDevices } from "./trusted-devices.ts";

/** What unlocking needs of strong identification (modules/identification). */
export type ConsumeUnlock = (input: {
  registerSessionId: string;
  state: string;
  flowType: "unlock";
  browser?: string | undefined;
}) => Promise<{ personId: string | null } | { error: string }>;

export interface UnlockInput {
  registerSessionId: string;
  state: string;
  /** The browser's flow cookie: only the browser that went to the bank may use the identification. */
  browser: string | undefined;
  /** The browser's device cookie. */
  device: string | undefined;
}

export type UnlockResult =
  | { ok: true; deviceToken: string | undefined }
  | {
      ok: false;
      status: 403;
      error: "IDENTIFICATION_FAILED" | "IDENTIFICATION_EXPIRED" | "IDENTIFICATION_OTHER_BROWSER";
    }
  | { ok: false; status: 404; error: "USER_NOT_FOUND" };

const IDENTIFICATION_ERRORS = ["IDENTIFICATION_EXPIRED", "IDENTIFICATION_OTHER_BROWSER"] as const;

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
      if ("error" in identified) {
        const known = IDENTIFICATION_ERRORS.find((e) => e === identified.error);
        return { ok: false, status: 403, error: known ?? "IDENTIFICATION_FAILED" };
      }
      const userId = identified.personId ? await accounts.findUserIdByPerson(identified.personId) : null;
      if (!userId) return { ok: false, status: 404, error: "USER_NOT_FOUND" };
      await deps.lock.unlock(userId, "identification", address);
      const deviceToken = await deps.devices.signedIn(input.device, false, userId);
      return { ok: true, deviceToken };
    },
  };
}

export type UnlockService = ReturnType<typeof createUnlockService>;
