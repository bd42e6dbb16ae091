import { normalisePhoneNumber } from "@portal/schemas/contact";
import type { Db } from "../../db/client.ts";
import { isRefusal, refuse, Refused, type Refusal } from "../../lib/refusal.ts";
import type { AuthRepository, ContractRefusal } from "../auth/index.ts";
import { openSession } from "../auth/index.ts";
import type { CodeError } from "@portal/schemas/codes";
import type { AccountDeps } from "../auth/index.ts";
import { lockKey } from "../auth/index.ts";
import { rule } from "../auth/index.ts";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { createOutboxRepository } from "../outbox/index.ts";
import type { ContactAccount } from "../profile/index.ts";
import type { ProfileService } from "../profile/index.ts";
import type { PhoneSignInRepository } from "./phone-sign-in.repository.ts";
import { phoneSignInMessages } from "./phone-sign-in.messages.ts";

/** What phone sign-in needs of strong identification (modules/identification). */
export interface PhoneIdentification {
  startIdentification(
    flowType: "phone",
    userId: string | undefined,
    browser: string,
    frame?: IdentificationFrame,
  ): Promise<{ url: string; state: string }>;
  /** Pass `db` (a transaction) so that a refusal later in it leaves the identification unused. */
  consumeIdentification(
    input: { registerSessionId: string; state: string; flowType: "phone"; browser?: string | undefined },
    db?: Db,
  ): Promise<{ personId: string | null; userId?: string | null } | Refusal>;
}

export interface PhoneSignInDeps extends AccountDeps {
  repo: PhoneSignInRepository;
  authRepo: AuthRepository;
  profiles: ProfileService;
  identification: PhoneIdentification;
}

export interface CompleteInput {
  registerSessionId: string;
  state: string;
  email: string;
  phoneNumber: string;
  /** The browser's identification cookie: only the browser that went to the bank may use the result. */
  browser?: string | undefined;
}

export type StartResult = { phoneLoginId: string } | Refusal<"USER_NOT_FOUND" | "LimitExceeded">;
export type CodeResult = { url: string; state: string } | Refusal<CodeError>;
export type CompleteResult =
  | { sessionId: string; emailConfirmationRequired: boolean }
  | ContractRefusal
  | Refusal<IdentificationRefusal | "USERNAME_UNAVAILABLE" | "LimitExceeded">;

type IdentificationRefusal = "IDENTIFICATION_FAILED" | "IDENTIFICATION_OTHER_BROWSER";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Phone sign-in in four steps: number → SMS code → strong identification → contact details.
 * The SMS code proves the phone, the bank identification proves the person; only both together
 * open a session, and only for the account of the person identified.
 */
export function createPhoneSignInService(deps: PhoneSignInDeps) {
  const { repo, codes, throttle, limits, now } = deps;
  const outbox = createOutboxRepository(deps.db);

  /**
   * Consumes the identification and finds the account of the person identified. A taken email
   * throws, which rolls the consumption back: a typo must not cost the tenant another bank visit.
   */
  async function identifyOwner(
    input: CompleteInput,
    address: string,
  ): Promise<ContactAccount | Refusal<IdentificationRefusal>> {
    return repo.transaction(async (tx) => {
      const identified = await deps.identification.consumeIdentification(
        {
          registerSessionId: input.registerSessionId,
          state: input.state,
          flowType: "phone",
          browser: input.browser,
        },
        tx,
      );
      // Someone else's link: refused with its own message, and nothing about the account changes.
      if (isRefusal(identified) && identified.code === "IDENTIFICATION_OTHER_BROWSER")
        return refuse("IDENTIFICATION_OTHER_BROWSER");
      if (isRefusal(identified) || !identified.personId) return refuse("IDENTIFICATION_FAILED");

      const ownerId = identified.userId ?? (await repo.findUserIdByPerson(identified.personId, tx));
      const owner = ownerId ? await deps.profiles.findAccount(ownerId, tx) : null;
      if (!owner || owner.personId !== identified.personId) {
        const details = { method: "phone", reason: "identified_other_person" };
        await repo.audit({ action: "sign_in_failed", userId: ownerId, address, details }, now(), tx);
        return refuse("IDENTIFICATION_FAILED");
      }
      if (
        input.email !== owner.email &&
        (await deps.profiles.emailTakenByOther(input.email, owner.userId, tx))
      )
        throw new Refused(refuse("USERNAME_UNAVAILABLE"));
      return owner;
    });
  }

  return {
    async start(phoneNumber: string, address: string): Promise<StartResult> {
      const target = normalisePhoneNumber(phoneNumber);
      // Counted before the lookup, so the limit also slows down probing which numbers have accounts.
      const allowed = await throttle.hit([
        rule(`code-request:phone:${target}`, limits.codeRequestPerAccount),
        rule(`code-request:address:${address}`, limits.codeRequestPerAddress),
      ]);
      if (!allowed) return refuse("LimitExceeded");

      const accounts = await repo.findAccountsByPhone(target);
      const first = accounts[0];
      if (!first) return refuse("USER_NOT_FOUND");
      // A number shared by several tenants is not bound to one account: identification decides.
      const userId = accounts.length === 1 ? first.userId : null;

      const at = now();
      const phoneLoginId = await repo.transaction(async (tx) => {
        const code = await codes.issue({ purpose: "phone_sign_in", target, userId }, tx);
        await outbox.enqueue(
          {
            recipient: target,
            template: phoneSignInMessages["phone-sign-in-code"],
            language: first.language,
            data: { code },
          },
          at,
          tx,
        );
        return repo.newestPhoneCodeId(target, tx);
      });
      if (!phoneLoginId) throw new Error("the phone sign-in code just issued was not found");
      return { phoneLoginId };
    },

    /**
     * `browser`: the value of the browser's identification cookie, which the bank round trip is
     * bound to; `frame`: where the sign-in started, which the bank's return lands back in.
     */
    async checkCode(
      phoneLoginId: string,
      code: string,
      address: string,
      browser: string,
      frame: IdentificationFrame = "portal",
    ): Promise<CodeResult> {
      const allowed = await throttle.hit([rule(`code-check:address:${address}`, limits.codeCheckPerAddress)]);
      if (!allowed) return refuse("LimitExceeded");
      const sent = UUID.test(phoneLoginId) ? await repo.findPhoneCode(phoneLoginId) : null;
      if (!sent) return refuse("InvalidCode");
      // Wrong codes count against the account like wrong passwords; past the limits no code is checked.
      const key = lockKey(sent.userId, sent.target);
      if ((await deps.lock.check(key)) !== "open") return refuse("LimitExceeded");

      const verified = await codes.verify({ purpose: "phone_sign_in", target: sent.target, code });
      if (isRefusal(verified)) {
        if (verified.code === "InvalidCode") await deps.lock.failed(key, address);
        return verified;
      }
      await deps.lock.succeeded(key);
      const started = await deps.identification.startIdentification(
        "phone",
        verified.userId ?? undefined,
        browser,
        frame,
      );
      return { url: started.url, state: started.state };
    },

    async complete(input: CompleteInput, address: string): Promise<CompleteResult> {
      const owner = await identifyOwner(input, address).catch((err: unknown) => {
        if (err instanceof Refused) return err.refusal as Refusal<"USERNAME_UNAVAILABLE">;
        throw err;
      });
      if (isRefusal(owner)) return owner;

      const change = await deps.profiles.changeContactDetails(
        owner,
        { phoneNumber: input.phoneNumber, email: input.email },
        address,
        { identified: true },
      );
      if (isRefusal(change)) return change;

      const at = now();
      const session = await openSession(deps.authRepo, owner, at);
      if (isRefusal(session)) return session;
      await repo.audit(
        {
          action: "sign_in",
          userId: owner.userId,
          personId: owner.personId,
          address,
          details: { method: "phone" },
        },
        at,
      );
      return {
        sessionId: session.sessionId,
        emailConfirmationRequired: change.emailConfirmationRequired,
      };
    },
  };
}

export type PhoneSignInService = ReturnType<typeof createPhoneSignInService>;
