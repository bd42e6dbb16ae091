import { createHash } from "node:crypto";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { hashPassword } from "../../lib/password.ts";
import { createAuditRepository } from "../audit/index.ts";
import { createAccountsRepository } from "../auth/index.ts";
import type { AccountDeps } from "../auth/index.ts";
import { createEmailConfirmation } from "../auth/index.ts";
import { checkNewPassword, type PasswordRejection } from "../auth/index.ts";
import { rule, type Limit } from "../auth/index.ts";

/** What sign-up needs of strong identification (modules/identification). */
export type ConsumeIdentification = (
  input: { registerSessionId: string; state: string; flowType: "register"; browser?: string | undefined },
  db?: Db,
) => Promise<
  | { personId: string | null; givenName?: string | null; familyName?: string | null; acr?: string | null }
  | Refusal<"IDENTIFICATION_FAILED" | "IDENTIFICATION_EXPIRED" | "IDENTIFICATION_OTHER_BROWSER">
>;

export interface SignUpDeps extends AccountDeps {
  consumeIdentification: ConsumeIdentification;
  /** The same lookup without using the identification up: the cheap first check. */
  peekIdentification: ConsumeIdentification;
}

/**
 * "This address already has an account" tells whether an address is registered, so one bank
 * identification may get only a few of those answers (a tenant retyping an address needs no more)
 * and one client address a few more; past either, the identification is spent and the answer 429.
 */
export const TAKEN_EMAIL_LIMITS: { perFlow: Limit; perAddress: Limit } = {
  perFlow: { limit: 3, windowMs: 60 * 60_000 },
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
};

function takenEmailRules(registerSessionId: string, address: string) {
  const flow = createHash("sha256").update(registerSessionId).digest("base64url").slice(0, 22);
  return [
    rule(`sign-up-taken:flow:${flow}`, TAKEN_EMAIL_LIMITS.perFlow),
    rule(`sign-up-taken:address:${address}`, TAKEN_EMAIL_LIMITS.perAddress),
  ];
}

export interface CredentialsInput {
  username: string;
  password: string;
  state: string;
  registerSessionId: string;
  /** The browser's identification cookie: only the browser that went to the bank may use the result. */
  browser?: string | undefined;
}

export type CredentialsResult =
  | { nextStep: "CONFIRMATION_CODE" }
  | Refusal<
      | "NO_ACTIVE_CONTRACT"
      | "ALREADY_REGISTERED"
      | "IDENTIFICATION_FAILED"
      | "IDENTIFICATION_EXPIRED"
      | "IDENTIFICATION_OTHER_BROWSER"
      | "USERNAME_UNAVAILABLE"
      | PasswordRejection
      | "TOO_MANY_REQUESTS"
    >;

/** Thrown inside the sign-up transaction to undo it, so the identification can be used again. */
class UsernameUnavailable extends Error {}

export function createSignUpService(deps: SignUpDeps) {
  const { db, now } = deps;
  const accounts = createAccountsRepository(db);
  const audit = createAuditRepository(db);
  const confirmation = createEmailConfirmation(deps);

  return {
    /**
     * The credentials step. Cheap checks come first: a request without a valid, unused
     * identification never reaches the password's strength estimate or its hash. The password is
     * judged before the identification is used, and a taken email rolls the whole step back:
     * neither mistake costs the tenant a new bank visit.
     */
    async credentials(
      input: CredentialsInput,
      address: string,
      language: Language,
    ): Promise<CredentialsResult> {
      const ref = {
        registerSessionId: input.registerSessionId,
        state: input.state,
        flowType: "register" as const,
        browser: input.browser,
      };
      const identification = await deps.peekIdentification(ref);
      if (isRefusal(identification)) return identification;
      const takenRules = takenEmailRules(input.registerSessionId, address);
      const tooMany = async (): Promise<CredentialsResult> => {
        // Spent: more probes need a new bank identification.
        await deps.consumeIdentification(ref);
        return refuse("TOO_MANY_REQUESTS");
      };
      if (!(await deps.throttle.peek(takenRules))) return tooMany();

      const rejected = await checkNewPassword(input.password, [
        input.username,
        input.username.split("@")[0] ?? "",
      ]);
      if (rejected) return refuse(rejected);

      try {
        return await db.transaction(async (tx): Promise<CredentialsResult> => {
          const identified = await deps.consumeIdentification(ref, tx);
          if (isRefusal(identified)) return identified;
          const at = now();
          const personId = identified.personId;
          // These two refusals keep the identification used: trying again cannot change them.
          if (!personId || !(await accounts.hasCurrentContract(personId, todayInHelsinki(at), tx)))
            return refuse("NO_ACTIVE_CONTRACT");
          if (await accounts.personHasAccount(personId, tx)) return refuse("ALREADY_REGISTERED");
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
          return { nextStep: "CONFIRMATION_CODE" };
        });
      } catch (err) {
        // A concurrent sign-up may take the address between the check and the insert.
        if (!(err instanceof UsernameUnavailable || isUniqueViolation(err))) throw err;
        // Counted before answering, so concurrent probes cannot slip past the limit together.
        if (await deps.throttle.hit(takenRules)) return refuse("USERNAME_UNAVAILABLE");
        return tooMany();
      }
    },

    confirm: confirmation.confirm,
    requestCode: confirmation.requestCode,
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
