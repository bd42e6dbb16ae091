import type { StaffSignInCallbackRequest, StaffSignInError } from "@portal/schemas/staff";
import { callbackUrlOf, exchangeFailure, newChecks } from "../../integrations/identity/oidc-client.ts";
import type { StaffIdentityProvider } from "../../integrations/identity/staff-oidc.ts";
import { sameBrowser, sha256 } from "../../lib/browser-binding.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import type { AuditRepository } from "../audit/index.ts";
import { openStaffSession, type AuthRepository } from "../auth/index.ts";
import type { StaffAdminRepository } from "./staff-admin.repository.ts";

/** Time to come back from the company's identity provider. */
export const STAFF_FLOW_TTL_MS = 10 * 60_000;

export interface StaffSignInDeps {
  repo: StaffAdminRepository;
  authRepo: AuthRepository;
  provider: StaffIdentityProvider;
  audit: AuditRepository;
  now: () => Date;
  /** PUBLIC_URL + STAFF_SIGN_IN_PAGE: the redirect URI the provider sent the browser back to. */
  redirectUri: string;
}

export type StaffSignInResult = { sessionId: string } | Refusal<StaffSignInError>;

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;

/**
 * Staff sign in only at the company's identity provider (authorization code flow with PKCE). The
 * state, nonce and PKCE verifier stay on the server, bound to the starting browser, for 10 minutes
 * and one use; the provider's account names the staff member (bound at their first sign-in, found then
 * by its verified email), who must be active and have a role.
 */
export function createStaffSignIn(deps: StaffSignInDeps) {
  const { repo, authRepo, provider, audit, now } = deps;

  async function refused(error: StaffSignInError, address: string, details: Record<string, unknown>) {
    await audit.record({ action: "staff_sign_in_refused", address, details: { error, ...details } }, now());
    return refuse(error);
  }

  return {
    /** Where to send the browser whose sign-in cookie holds `browser`. */
    async start(browser: string): Promise<{ url: string }> {
      const checks = newChecks();
      const url = await provider.authorizationUrl(checks);
      const at = now();
      await repo.deleteExpiredFlows(at);
      await repo.insertFlow({
        ...checks,
        browserHash: sha256(browser),
        createdAt: at,
        expiresAt: new Date(at.getTime() + STAFF_FLOW_TTL_MS),
      });
      return { url };
    },

    /** The provider's answer, handed on by the sign-in page: a staff session, or why not. */
    async complete(
      input: StaffSignInCallbackRequest,
      browser: string | undefined,
      address: string,
    ): Promise<StaffSignInResult> {
      // Used up by the first try, right or wrong: a state never works twice.
      const flow = await repo.useFlow(input.state, now());
      if (!flow) return refused("STAFF_SIGN_IN_FAILED", address, { reason: "unknown_or_used" });
      if (!sameBrowser(flow.browserHash, browser))
        return refused("STAFF_SIGN_IN_FAILED", address, { reason: "other_browser" });
      if (flow.expiresAt.getTime() <= now().getTime())
        return refused("STAFF_SIGN_IN_EXPIRED", address, { reason: "expired" });

      let identity;
      try {
        identity = await provider.signIn(callbackUrlOf(deps.redirectUri, input), {
          state: flow.state,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
        });
      } catch (err) {
        return refused("STAFF_SIGN_IN_FAILED", address, { reason: exchangeFailure(err) });
      }

      const who = { subject: identity.subject, email: identity.email };
      // An email the provider itself says is unverified names nobody.
      if (identity.emailVerified === false)
        return refused("STAFF_NOT_ALLOWED", address, { reason: "email_unverified", ...who });
      // The account bound at the first sign-in signs its member in; an email names a member only
      // until then, so a mailbox renamed to a colleague's address at the provider gets nothing.
      const member = await repo.forSignIn(identity.subject, identity.email);
      if (member?.oidcSubject && member.oidcSubject !== identity.subject)
        return refused("STAFF_NOT_ALLOWED", address, { reason: "other_account", ...who });
      if (!member || !member.active || member.roles.length === 0)
        return refused("STAFF_NOT_ALLOWED", address, {
          reason: !member ? "unknown_email" : !member.active ? "inactive" : "no_roles",
          ...who,
        });
      if (!member.oidcSubject && !(await repo.bindSubject(member.id, identity.subject)))
        return refused("STAFF_NOT_ALLOWED", address, { reason: "other_account", ...who });
      const opened = await openStaffSession(authRepo, member.id, now());
      if (isRefusal(opened)) return refused("STAFF_SIGN_IN_FAILED", address, { reason: "session" });
      await audit.record({ action: "staff_sign_in", address, details: { staffId: member.id } }, now());
      return { sessionId: opened.sessionId };
    },

    async signOut(sessionHash: string, staffId: string, address: string): Promise<void> {
      await authRepo.deleteSession(sessionHash);
      await audit.record({ action: "staff_sign_out", address, details: { staffId } }, now());
    },
  };
}
