import type { Language } from "@portal/schemas/common";
import { INACTIVITY_LIMIT_MS, type LoginErrorType, type LoginRequest } from "@portal/schemas/auth";
import { todayInHelsinki } from "../../lib/dates.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { dummyPasswordHash, verifyPassword } from "../../lib/password.ts";
import type { AccountForSignIn, AuthRepository } from "./auth.repository.ts";
import { createAuditRepository } from "../audit/index.ts";
import type { AccountDeps } from "./account-deps.ts";
import { chooseContract, type Eligibility } from "./contract-eligibility.ts";
import { createEmailConfirmation } from "./email-confirmation.service.ts";
import { lockKey } from "./account-lock.service.ts";
import { throttleRules } from "./throttle.service.ts";
import type { TrustedDevices } from "./trusted-devices.ts";
import {
  absoluteExpiry,
  hashSessionToken,
  isWellFormedToken,
  newSessionToken,
} from "../../plugins/session-rules.ts";

/** Why no session opens on the person's contracts today (chooseContract). */
export type ContractRefusal = Refusal<"CONTRACT_NOT_STARTED" | "CONTRACT_EXPIRED" | "CONTRACT_NOT_FOUND">;
export type SessionResult = { sessionId: string } | ContractRefusal;
/** Why a password sign-in is refused: its errorType (401), or too many tries (429). */
export type LoginRefusal = Refusal<LoginErrorType | "TOO_MANY_REQUESTS">;
/** `deviceToken`: a new device cookie for this browser (unset when it keeps the one it has). */
export type LoginResult = { sessionId: string; deviceToken?: string } | LoginRefusal;

/** chooseContract's refusal as the sign-in answers it. */
function contractRefusal(choice: Exclude<Eligibility, { ok: true }>): ContractRefusal {
  return choice.errorType === "CONTRACT_NOT_STARTED"
    ? refuse("CONTRACT_NOT_STARTED", { startDate: choice.startDate })
    : refuse(choice.errorType);
}

export interface AuthServiceDeps extends AccountDeps {
  repo: AuthRepository;
  devices: TrustedDevices;
}

/**
 * Opens a session on the contract the person may use today (chooseContract), or says why not.
 * Shared by every way in (password, phone), which check the person first.
 */
export async function openSession(
  repo: AuthRepository,
  account: { userId: string; personId: string },
  at: Date,
): Promise<SessionResult> {
  const choice = chooseContract(await repo.listContractPeriods(account.personId), todayInHelsinki(at));
  if (!choice.ok) return contractRefusal(choice);
  await repo.deleteDeadSessions(account.userId, at, new Date(at.getTime() - INACTIVITY_LIMIT_MS));
  const token = newSessionToken();
  await repo.insertSession({
    idHash: hashSessionToken(token),
    userId: account.userId,
    contractId: choice.contractId,
    now: at,
    expiresAt: absoluteExpiry(at),
  });
  return { sessionId: token };
}

/**
 * The contract a staff member's view of the tenant's pages would open on today (the one the tenant
 * would sign in to), or null when there is none to open.
 */
export async function viewedContract(
  repo: AuthRepository,
  personId: string,
  at: Date,
): Promise<string | null> {
  const choice = chooseContract(await repo.listContractPeriods(personId), todayInHelsinki(at));
  return choice.ok ? choice.contractId : null;
}

/**
 * Opens a staff member's session (no account, no contract), or with `tenant` a read-only view of
 * that tenant's pages on the contract they would sign in to today. Staff sign-in (modules/staff)
 * opens the first after the company's identity provider named an active staff member.
 */
export async function openStaffSession(
  repo: AuthRepository,
  staffId: string,
  at: Date,
  tenant?: { userId: string; personId: string },
): Promise<SessionResult> {
  const token = newSessionToken();
  const times = { idHash: hashSessionToken(token), now: at, expiresAt: absoluteExpiry(at) };
  if (!tenant) {
    await repo.insertSession({ ...times, expiresAt: absoluteExpiry(at, "staff"), kind: "staff", staffId });
    return { sessionId: token };
  }
  const choice = chooseContract(await repo.listContractPeriods(tenant.personId), todayInHelsinki(at));
  if (!choice.ok) return contractRefusal(choice);
  await repo.insertSession({
    ...times,
    expiresAt: absoluteExpiry(at, "impersonation"),
    kind: "impersonation",
    staffId,
    userId: tenant.userId,
    contractId: choice.contractId,
  });
  return { sessionId: token };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, db, throttle, lock, limits, devices, now } = deps;
  const audit = createAuditRepository(db);
  const confirmation = createEmailConfirmation(deps);

  async function failed(
    account: AccountForSignIn | null,
    errorType: LoginErrorType,
    address: string,
  ): Promise<void> {
    await audit.record(
      {
        action: "sign_in_failed",
        userId: account?.userId ?? null,
        personId: account?.personId ?? null,
        address,
        details: { reason: errorType },
      },
      now(),
    );
  }

  return {
    /**
     * `language`: what the client uses now; it becomes the account's language for later mail.
     * `device`: the browser's device cookie. A browser that signed in to this account before is
     * held back only by its own wrong passwords, never by failures made elsewhere.
     */
    async login(
      input: LoginRequest,
      address: string,
      language: Language | null = null,
      device?: string,
    ): Promise<LoginResult> {
      const username = input.username?.trim().toLowerCase() ?? "";
      const password = input.password ?? "";
      if (!username || !password) return refuse("MISSING_CREDENTIALS");

      // No stored email contains NUL, and PostgreSQL refuses it in text: skip the lookup, keep the same answer.
      const account = username.includes("\u0000") ? null : await repo.findAccountByEmail(username);
      const trusted = account ? await devices.trusts(device, account.userId) : false;
      const rules = throttleRules.signIn(limits, username, address);
      const key = lockKey(account?.userId ?? null, username);
      if (!trusted) {
        // Counted before the password check, so a burst of guesses cannot outrun the limit.
        if (!(await throttle.hit(rules))) return refuse("TOO_MANY_REQUESTS");
        // An address without an account is counted and locked the same way, so this tells nobody
        // whether the account exists; and a locked account's password is no longer checked at all.
        const state = await lock.check(key);
        if (state === "wait") return refuse("TOO_MANY_REQUESTS");
        if (state === "locked") {
          await failed(account, "ACCOUNT_LOCKED", address);
          return refuse("ACCOUNT_LOCKED").as(401);
        }
      }

      // Always run one argon2 verification so an unknown email costs the same time as a wrong password.
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!account || !passwordOk) {
        if (trusted && device) await devices.failed(device);
        else await lock.failed(key, address);
        await failed(account, "INCORRECT_CREDENTIALS", address);
        return refuse("INCORRECT_CREDENTIALS");
      }
      // The right password is not a guess: it must not bring the tenant closer to a lockout.
      if (!trusted) await throttle.forgive(rules);
      await lock.succeeded(key);
      if (language && language !== account.language) await repo.setLanguage(account.userId, language);

      if (account.emailConfirmedAt === null) {
        await confirmation.mailForSignIn(
          { userId: account.userId, email: username, language: language ?? account.language },
          address,
        );
        await failed(account, "CONFIRMATION_CODE_REQUIRED", address);
        return refuse("CONFIRMATION_CODE_REQUIRED");
      }

      const at = now();
      const session = await openSession(repo, account, at);
      if (isRefusal(session)) {
        await failed(account, session.code, address);
        return session;
      }
      await audit.record(
        {
          action: "sign_in",
          userId: account.userId,
          personId: account.personId,
          address,
          details: { trustedDevice: trusted },
        },
        at,
      );
      const deviceToken = await devices.signedIn(device, trusted, account.userId);
      return { ...session, deviceToken };
    },

    async logout(token: string, address: string): Promise<void> {
      if (!isWellFormedToken(token)) return;
      const sessionHash = hashSessionToken(token);
      const stored = await repo.findSession(sessionHash);
      // A staff member's view of a tenant's pages ends in its own audit log, not the tenant's.
      if (stored?.kind === "impersonation") {
        await repo.recordViewingEnd(sessionHash, now());
        await repo.deleteSession(sessionHash);
        return;
      }
      await repo.deleteSession(sessionHash);
      if (stored)
        await audit.record(
          { action: "sign_out", userId: stored.userId, personId: stored.personId, address },
          now(),
        );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
