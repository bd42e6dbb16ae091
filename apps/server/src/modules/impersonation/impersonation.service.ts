import { randomBytes, randomUUID } from "node:crypto";
import {
  IMPERSONATION_FLOW_TTL_MS,
  IMPERSONATION_NONCE_TTL_MS,
  IMPERSONATION_SESSION_LIMIT_MS,
  type ImpersonationCallbackError,
  type ImpersonationError,
} from "@portal/schemas/impersonation.constants";
import type {
  ImpersonationCallbackQuery,
  ImpersonationInitiateRequest,
  ProfileViewing,
} from "@portal/schemas/impersonation";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { may } from "../../access/access.ts";
import { seesEveryBuilding } from "../../access/reach.ts";
import { callbackUrlOf, newChecks } from "../../integrations/identity/oidc-client.ts";
import type { StaffIdentity, StaffIdentityProvider } from "../../integrations/identity/staff-oidc.ts";
import { sameBrowser, sha256 } from "../../lib/browser-binding.ts";
import { hashIdentityCode } from "../../lib/identity-code-hash.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import { hashSessionToken } from "../../plugins/session-rules.ts";
import { openStaffSession, viewedContract, type AuthRepository } from "../auth/index.ts";
import type { ImpersonationRepository } from "./impersonation.repository.ts";

export interface ImpersonationDeps {
  repo: ImpersonationRepository;
  authRepo: AuthRepository;
  provider: StaffIdentityProvider;
  now: () => Date;
  /** IDENTITY_CODE_KEY: identity codes are compared as stored, hashed. */
  identityCodeKey: string;
  /** PUBLIC_URL + IMPERSONATION_CALLBACK_PATH, registered at the identity provider. */
  callbackUrl: string;
}

export type InitiateResult = { url: string } | Refusal<"IMPERSONATION_EMAIL_NOT_OWN" | "NOT_FOUND">;
/** Not a refusal: the provider's return redirects to the page, with `error` in its query. */
export type CallbackResult = { ok: true; nonce: string } | { ok: false; error: ImpersonationCallbackError };
export type LoginResult = { sessionId: string } | Refusal<ImpersonationError | "FORBIDDEN">;

export type Impersonation = ReturnType<typeof createImpersonation>;

/**
 * Read-only viewing of a tenant's pages by staff. Initiating checks the staff member's own email and
 * the tenant's identity code, then sends them to the company's identity provider to prove who is at
 * the keyboard; its return gives the page a nonce (256 bits, kept hashed, one use, 5 minutes, the
 * starting browser), which the page exchanges for a 30-minute impersonation session. Every start,
 * read and end is in the append-only impersonation audit log.
 */
export function createImpersonation(deps: ImpersonationDeps) {
  const { repo, authRepo, provider, now } = deps;

  /**
   * May the staff member view the pages of a tenant whose viewing opens on this contract: the
   * permission in that contract's building. Without a contract there is no building to check, so
   * only staff of every building get as far as being told the tenant has none.
   */
  async function mayView(staff: StaffPrincipal, contractId: string | null): Promise<boolean> {
    if (contractId === null)
      return seesEveryBuilding(staff.buildings) && may(staff, PERMISSIONS.tenantsImpersonate);
    const building = await repo.buildingOfContract(contractId);
    return building !== null && may(staff, PERMISSIONS.tenantsImpersonate, building);
  }

  return {
    async initiate(
      staff: StaffPrincipal,
      input: ImpersonationInitiateRequest,
      browser: string,
    ): Promise<InitiateResult> {
      const member = await repo.staffMember(staff.staffId);
      if (!member || member.email !== input.email) return refuse("IMPERSONATION_EMAIL_NOT_OWN");
      // An id that is no tenant's (a staff member's, anything) and a code of someone else: one refusal.
      const tenant = await repo.tenantWithCode(
        input.targetTenantId,
        hashIdentityCode(input.ssn, deps.identityCodeKey),
      );
      if (!tenant) return refuse("NOT_FOUND");
      // A tenant of a building the staff member does not see is as unknown to them as any other.
      if (!(await mayView(staff, await viewedContract(authRepo, tenant.personId, now()))))
        return refuse("NOT_FOUND");

      const checks = newChecks();
      const url = await provider.authorizationUrl(checks, {
        redirectUri: deps.callbackUrl,
        loginHint: member.email,
        // Whoever is at the keyboard proves it now, not a sign-in left open at the provider.
        freshSignIn: true,
      });
      const at = now();
      await repo.deleteExpiredFlows(at);
      await repo.insertFlow({
        state: checks.state,
        codeVerifier: checks.codeVerifier,
        oidcNonce: checks.nonce,
        browserHash: sha256(browser),
        staffId: member.id,
        email: member.email,
        userId: tenant.userId,
        reason: input.reason,
        createdAt: at,
        expiresAt: new Date(at.getTime() + IMPERSONATION_FLOW_TTL_MS),
      });
      return { url };
    },

    /** The identity provider's return: a login nonce for the page, or why not. */
    async callback(query: ImpersonationCallbackQuery, browser: string | undefined): Promise<CallbackResult> {
      const flow = await repo.useReturn(query.state, now());
      if (!flow) return { ok: false, error: "IMPERSONATION_FAILED" };
      if (!sameBrowser(flow.browserHash, browser)) return { ok: false, error: "IMPERSONATION_FAILED" };
      if (flow.expiresAt.getTime() <= now().getTime()) return { ok: false, error: "IMPERSONATION_EXPIRED" };

      let identity: StaffIdentity;
      try {
        identity = await provider.signIn(callbackUrlOf(deps.callbackUrl, query), {
          state: flow.state,
          nonce: flow.oidcNonce,
          codeVerifier: flow.codeVerifier,
        });
      } catch {
        return { ok: false, error: "IMPERSONATION_FAILED" };
      }
      // The very account that signs the staff member in (bound at their first sign-in), naming the
      // email given, verified.
      const member = await repo.staffMember(flow.staffId);
      if (
        identity.email?.toLowerCase() !== flow.email ||
        identity.emailVerified === false ||
        (member?.oidcSubject != null && member.oidcSubject !== identity.subject)
      )
        return { ok: false, error: "IMPERSONATION_IDENTITY_MISMATCH" };

      const nonce = randomBytes(32).toString("base64url");
      await repo.setLoginNonce(
        flow.state,
        sha256(nonce),
        new Date(now().getTime() + IMPERSONATION_NONCE_TTL_MS),
      );
      return { ok: true, nonce };
    },

    /** The page's nonce, in the browser and staff session that started: a session viewing the tenant. */
    async login(
      staff: StaffPrincipal,
      nonce: string,
      browser: string | undefined,
      address: string,
    ): Promise<LoginResult> {
      const at = now();
      const flow = await repo.useLoginNonce(sha256(nonce), at);
      const invalid = refuse("IMPERSONATION_NONCE_INVALID");
      if (!flow || flow.loginExpiresAt === null) return invalid;
      if (!sameBrowser(flow.browserHash, browser)) return invalid;
      if (flow.staffId !== staff.staffId) return invalid;
      if (flow.loginExpiresAt.getTime() <= at.getTime()) return refuse("IMPERSONATION_NONCE_EXPIRED");
      // The door read the roles of this request; read them again as they are now.
      const member = await repo.staffMember(staff.staffId);
      if (!member?.active || !may({ ...staff, roles: member.roles }, PERMISSIONS.tenantsImpersonate))
        return refuse("FORBIDDEN");
      const current = { ...staff, roles: member.roles, buildings: member.buildings };

      const account = await repo.tenantAccount(flow.userId);
      if (!account) return refuse("IMPERSONATION_NO_CONTRACT");
      const opened = await openStaffSession(authRepo, staff.staffId, at, account);
      if (isRefusal(opened)) return refuse("IMPERSONATION_NO_CONTRACT");
      const sessionHash = hashSessionToken(opened.sessionId);
      try {
        const session = await authRepo.findSession(sessionHash);
        if (!session?.contractId) throw new Error("the impersonation session was not stored");
        // The building may have changed since initiating (the staff member's, or the tenant's home).
        if (!(await mayView(current, session.contractId))) {
          await authRepo.deleteSession(sessionHash);
          return refuse("FORBIDDEN");
        }
        await repo.recordStart({
          viewingId: randomUUID(),
          at,
          sessionHash,
          staffId: member.id,
          staffName: member.name,
          staffRoles: member.roles,
          userId: account.userId,
          personId: account.personId,
          contractId: session.contractId,
          reason: flow.reason,
          address,
        });
      } catch (err) {
        // No viewing without its start in the log.
        await authRepo.deleteSession(sessionHash);
        throw err;
      }
      return { sessionId: opened.sessionId };
    },

    /** When staff viewed the tenant's account: a viewing without an end row ends 30 minutes after its start. */
    async viewings(userId: string): Promise<ProfileViewing[]> {
      const at = now().getTime();
      return (await repo.viewingsOf(userId)).map((v) => {
        const limit = v.startedAt.getTime() + IMPERSONATION_SESSION_LIMIT_MS;
        const endedAt = v.endedAt ?? (limit <= at ? new Date(limit) : null);
        return {
          startedAt: v.startedAt.toISOString(),
          endedAt: endedAt && new Date(Math.min(endedAt.getTime(), limit)).toISOString(),
          staffName: v.staffName,
          staffRoles: v.staffRoles,
          reason: v.reason,
        };
      });
    },
  };
}
