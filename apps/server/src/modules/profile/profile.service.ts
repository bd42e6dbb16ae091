import { normalisePhoneNumber } from "@portal/schemas/contact";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { createAuditRepository } from "../audit/index.ts";
import type { AccountDeps } from "../auth/index.ts";
import { rule, type Limit } from "../auth/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { contactDetailsChanged, enqueueChangeNotice } from "./change-notices.ts";
import { createContactConfirmation, contactCodeTarget } from "./contact-confirmation.ts";
import type { ContactAccount, ProfileRepository } from "./profile.repository.ts";
import { createReauthentication, type ReauthenticationRefusal } from "./reauthentication.ts";
import { profileMessages } from "./profile.messages.ts";

export interface ContactChange {
  phoneNumber: string;
  /** Lower-cased and trimmed by the request schema. */
  email: string;
  /** Absent where the form does not ask (phone sign-in). */
  newsletter?: boolean;
}

/** The profile: a new email or phone number needs the current password unless the sign-in was recent. */
export type SessionAuthority = { sessionHash: string; currentPassword?: string | undefined };
/**
 * Phone sign-in, right after the SMS code and the strong identification: proof enough, and its
 * own steps limit how often this runs. A new number is taken as given there.
 */
export type IdentifiedAuthority = { identified: true };

type Changed = { emailConfirmationRequired: boolean; phoneConfirmationRequired: boolean };
export type IdentifiedChangeResult = Changed | Refusal<"USERNAME_UNAVAILABLE" | "LimitExceeded">;
export type ContactChangeResult =
  Changed | Refusal<"USERNAME_UNAVAILABLE" | "LimitExceeded" | "TOO_MANY_REQUESTS"> | ReauthenticationRefusal;

/** Who asks for the change decides what proof it needs, and so what refusals are possible. */
type ChangeContactDetails = {
  (
    account: ContactAccount,
    change: ContactChange,
    address: string,
    authority: IdentifiedAuthority,
  ): Promise<IdentifiedChangeResult>;
  (
    account: ContactAccount,
    change: ContactChange,
    address: string,
    authority: SessionAuthority,
  ): Promise<ContactChangeResult>;
};

/**
 * Answers "this address is another account's" a tenant may get in an hour. Past it every email
 * change of the account waits, so a signed-in account cannot be used to list who has an account.
 */
export const TAKEN_EMAIL_LIMIT: Limit = { limit: 5, windowMs: 60 * 60_000 };

export interface ProfileServiceDeps extends AccountDeps {
  repo: ProfileRepository;
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, repo, codes, throttle, limits, now } = deps;
  const audit = createAuditRepository(db);
  const outbox = createOutboxRepository(db);
  const reauthentication = createReauthentication(deps);
  const confirmation = createContactConfirmation(deps);

  /** The new email's check: another account's address answers 409, and only a few times an hour. */
  async function emailAvailable(
    account: ContactAccount,
    email: string,
    probing: boolean,
  ): Promise<Refusal<"USERNAME_UNAVAILABLE" | "TOO_MANY_REQUESTS"> | null> {
    const probes = [rule(`email-taken:account:${account.userId}`, TAKEN_EMAIL_LIMIT)];
    if (probing && !(await throttle.peek(probes))) return refuse("TOO_MANY_REQUESTS");
    if (!(await repo.emailTakenByOther(email, account.userId))) return null;
    if (probing && !(await throttle.hit(probes))) return refuse("TOO_MANY_REQUESTS");
    return refuse("USERNAME_UNAVAILABLE");
  }

  /** Stores the code of a change (keyed by the account) and sends it to the new value. */
  async function sendChangeCode(
    tx: Db,
    account: ContactAccount,
    kind: "email" | "phone",
    newValue: string,
    address: string,
    at: Date,
  ): Promise<void> {
    const purpose = kind === "email" ? "email_change" : "phone_change";
    // Earlier codes of the account (also ones keyed by address before) end here: one change at a time.
    await repo.retireChanges(purpose, account.userId, at, tx);
    const code = await codes.issue(
      { purpose, target: contactCodeTarget(account.userId), userId: account.userId, newValue },
      tx,
    );
    await outbox.enqueue(
      {
        recipient: newValue,
        template: profileMessages[kind === "email" ? "email-change-code" : "phone-change-code"],
        language: account.language,
        data: { code },
      },
      at,
      tx,
    );
    await audit.record(
      {
        action: kind === "email" ? "email_change" : "phone_change",
        userId: account.userId,
        address,
        details: { step: "requested" },
      },
      at,
      tx,
    );
  }

  return {
    findProfileBySession(sessionHash: string) {
      return repo.findProfileBySession(sessionHash, now());
    },

    /** The language chosen on a page while signed in: later mail and SMS are written in it. */
    setLanguage(userId: string, language: Language): Promise<void> {
      return repo.updateLanguage(userId, language);
    },

    findAccount(userId: string, tx?: Db): Promise<ContactAccount | null> {
      return repo.findAccount(userId, tx);
    },

    emailTakenByOther(email: string, userId: string, tx?: Db): Promise<boolean> {
      return repo.emailTakenByOther(email, userId, tx);
    },

    confirmEmail: confirmation.confirmEmail,
    confirmPhone: confirmation.confirmPhone,

    /**
     * The newsletter choice changes at once. A new email or phone number does not: the old one
     * keeps working until the code sent to the new one is confirmed, so a typo cannot lock a tenant
     * out. Sending the pending value again sends a new code.
     */
    changeContactDetails: (async (
      account: ContactAccount,
      change: ContactChange,
      address: string,
      authority: SessionAuthority | IdentifiedAuthority,
    ): Promise<ContactChangeResult> => {
      const at = now();
      const identified = "identified" in authority;
      const phone = normalisePhoneNumber(change.phoneNumber);
      const phoneChanged = normalisePhoneNumber(account.phone ?? "") !== phone;
      const pendingPhone = await repo.findPendingChange("phone_change", account.userId, at);
      const pendingEmail = await repo.findPendingChange("email_change", account.userId, at);
      const emailChanged = change.email !== account.email;
      const newEmail = emailChanged && change.email !== pendingEmail;
      const newPhone = phoneChanged && phone !== pendingPhone;

      if (!identified && (newEmail || newPhone)) {
        const refused = await reauthentication.check(
          account,
          authority.sessionHash,
          authority.currentPassword,
          address,
        );
        if (refused) return refused;
      }
      if (newEmail) {
        const unavailable = await emailAvailable(account, change.email, !identified);
        if (unavailable) return unavailable;
      }
      // One count per code sent, so a new email and a new number at once count as two.
      const sends = identified ? 0 : Number(emailChanged) + Number(phoneChanged);
      for (let i = 0; i < sends; i++) {
        const allowed = await throttle.hit([
          rule(`code-request:account:${account.userId}`, limits.codeRequestPerAccount),
          rule(`code-request:address:${address}`, limits.codeRequestPerAddress),
        ]);
        if (!allowed) return refuse("LimitExceeded");
      }

      await repo.transaction(async (tx) => {
        if (change.newsletter !== undefined)
          await repo.updateNewsletter(account.userId, change.newsletter, tx);
        if (emailChanged) await sendChangeCode(tx, account, "email", change.email, address, at);
        if (phoneChanged && !identified) await sendChangeCode(tx, account, "phone", phone, address, at);
        if (phoneChanged && identified) {
          await repo.updatePhone(account.personId, phone, tx);
          const details = { step: "confirmed", method: "phone-sign-in" };
          await audit.record({ action: "phone_change", userId: account.userId, address, details }, at, tx);
          await enqueueChangeNotice(db, account, { template: "phone-changed", newValue: phone }, at, tx);
          await contactDetailsChanged(tx, account.personId, { phone }, at);
        }
      });
      return {
        emailConfirmationRequired: emailChanged,
        phoneConfirmationRequired: phoneChanged && !identified,
      };
    }) as ChangeContactDetails,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
