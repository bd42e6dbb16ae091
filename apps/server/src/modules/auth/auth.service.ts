import { INACTIVITY_LIMIT_MS, type LoginErrorResponse, type LoginRequest } from "@portal/schemas/auth";
import { todayInHelsinki } from "../../lib/dates.ts";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../../lib/password.ts";
import type { AccountForSignIn, AuthRepository } from "./auth.repository.ts";
import { chooseContract } from "./contract-eligibility.ts";
import {
  absoluteExpiry,
  checkSession,
  hashSessionToken,
  isWellFormedToken,
  newSessionToken,
} from "./session-rules.ts";

export type LoginResult = { ok: true; sessionId: string } | { ok: false; error: LoginErrorResponse };

export interface SessionUser {
  userId: string;
  personId: string;
  contractId: string;
  /** The stored hash, never the token: enough to sign out, useless if logged by mistake. */
  sessionHash: string;
}

/**
 * The seam for the identity issue: an unconfirmed email will answer CONFIRMATION_CODE_REQUIRED
 * and send a code. Until then every account that passes the password check may continue.
 */
function confirmationRequired(_account: AccountForSignIn): boolean {
  return false;
}

export function createAuthService(repo: AuthRepository, now: () => Date) {
  return {
    async login(input: LoginRequest): Promise<LoginResult> {
      const username = input.username?.trim().toLowerCase() ?? "";
      const password = input.password ?? "";
      if (!username || !password) return { ok: false, error: { errorType: "MISSING_CREDENTIALS" } };

      // No stored email contains NUL, and PostgreSQL refuses it in text: skip the lookup, keep the same answer.
      const account = username.includes("\u0000") ? null : await repo.findAccountByEmail(username);
      // Always run one argon2 verification so an unknown email costs the same time as a wrong password.
      const passwordOk = await verifyPassword(account?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
      if (!account || !passwordOk) return { ok: false, error: { errorType: "INCORRECT_CREDENTIALS" } };

      if (confirmationRequired(account))
        return { ok: false, error: { errorType: "CONFIRMATION_CODE_REQUIRED" } };

      const at = now();
      const choice = chooseContract(await repo.listContractPeriods(account.personId), todayInHelsinki(at));
      if (!choice.ok) {
        const { ok: _ok, ...error } = choice;
        return { ok: false, error };
      }

      await repo.deleteDeadSessions(account.userId, at, new Date(at.getTime() - INACTIVITY_LIMIT_MS));
      const token = newSessionToken();
      await repo.insertSession({
        idHash: hashSessionToken(token),
        userId: account.userId,
        contractId: choice.contractId,
        now: at,
        expiresAt: absoluteExpiry(at),
      });
      return { ok: true, sessionId: token };
    },

    /** The bearer token → the signed-in user, or null for anything missing, malformed, unknown or expired. */
    async resolveSession(token: string): Promise<SessionUser | null> {
      if (!isWellFormedToken(token)) return null;
      const sessionHash = hashSessionToken(token);
      const stored = await repo.findSession(sessionHash);
      if (!stored) return null;
      const at = now();
      const check = checkSession(stored, at);
      if (!check.valid) {
        await repo.deleteSession(sessionHash);
        return null;
      }
      if (check.touch) await repo.touchSession(sessionHash, at);
      return { userId: stored.userId, personId: stored.personId, contractId: stored.contractId, sessionHash };
    },

    async logout(token: string): Promise<void> {
      if (isWellFormedToken(token)) await repo.deleteSession(hashSessionToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
