import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { hashPassword } from "../../lib/password.ts";
import { createAuditRepository } from "../audit/audit.repository.ts";
import { createAccountsRepository } from "../auth/accounts.repository.ts";
import type { AccountDeps } from "../auth/account-deps.ts";
import { createEmailConfirmation } from "../auth/email-confirmation.service.ts";
import { checkNewPassword, type PasswordRejection } from "../auth/password-policy.ts";

/** What sign-up needs of strong identification (modules/identification). */
export type ConsumeIdentification = (
  input: { registerSessionId: string; state: string; flowType: "register" },
  db?: Db,
) => Promise<
  | { personId: string | null; givenName?: string | null; familyName?: string | null; acr?: string | null }
  | { error: "IDENTIFICATION_FAILED" | "IDENTIFICATION_EXPIRED" }
>;

export interface SignUpDeps extends AccountDeps {
  consumeIdentification: ConsumeIdentification;
}

export interface CredentialsInput {
  username: string;
  password: string;
  state: string;
  registerSessionId: string;
}

export type CredentialsResult =
  | { ok: true; nextStep: "CONFIRMATION_CODE" }
  | {
      ok: false;
      status: 403;
      error: "NO_ACTIVE_CONTRACT" | "ALREADY_REGISTERED" | "IDENTIFICATION_FAILED" | "IDENTIFICATION_EXPIRED";
    }
  | { ok: false; status: 409; error: "USERNAME_UNAVAILABLE" }
  | { ok: false; status: 422; error: PasswordRejection };

/** Thrown inside the sign-up transaction to undo it, so the identification can be used again. */
class UsernameUnavailable extends Error {}

export function createSignUpService(deps: SignUpDeps) {
  const { db, now } = deps;
  const accounts = createAccountsRepository(db);
  const audit = createAuditRepository(db);
  const confirmation = createEmailConfirmation(deps);

  return {
    /**
     * The credentials step. The password is judged before the identification is touched, and a
     * taken email rolls the whole step back: neither mistake costs the tenant a new bank visit.
     */
    async credentials(
      input: CredentialsInput,
      address: string,
      language: Language,
    ): Promise<CredentialsResult> {
      const rejected = await checkNewPassword(input.password, [
        input.username,
        input.username.split("@")[0] ?? "",
      ]);
      if (rejected) return { ok: false, status: 422, error: rejected };

      try {
        return await db.transaction(async (tx): Promise<CredentialsResult> => {
          const identified = await deps.consumeIdentification(
            { registerSessionId: input.registerSessionId, state: input.state, flowType: "register" },
            tx,
          );
          if ("error" in identified) return { ok: false, status: 403, error: identified.error };
          const at = now();
          const personId = identified.personId;
          // These two refusals keep the identification used: trying again cannot change them.
          if (!personId || !(await accounts.hasCurrentContract(personId, todayInHelsinki(at), tx)))
            return { ok: false, status: 403, error: "NO_ACTIVE_CONTRACT" };
          if (await accounts.personHasAccount(personId, tx))
            return { ok: false, status: 403, error: "ALREADY_REGISTERED" };
          if (await accounts.emailTaken(input.username, tx)) throw new UsernameUnavailable();

          const passwordHash = await hashPassword(input.password);
          const userId = await accounts.insertAccount(
            {
              personId,
              email: input.username,
              passwordHash,
              language,
              now: at,
            },
            tx,
          );
          await confirmation.mailCode(tx, { userId, email: input.username, language });
          await audit.record({ action: "sign_up", userId, personId, address }, at, tx);
          return { ok: true, nextStep: "CONFIRMATION_CODE" };
        });
      } catch (err) {
        // A concurrent sign-up may take the address between the check and the insert.
        if (err instanceof UsernameUnavailable || isUniqueViolation(err))
          return { ok: false, status: 409, error: "USERNAME_UNAVAILABLE" };
        throw err;
      }
    },

    confirm: confirmation.confirm,
    requestCode: confirmation.requestCode,
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
