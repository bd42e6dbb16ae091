import * as oidc from "openid-client";
import { createOidcClient, type IdentificationChecks, type OidcIssuerOptions } from "./oidc-client.ts";

/**
 * Who the company's identity provider says signed in: its account (`sub`), which a staff member is
 * bound to at their first sign-in, found then by `email`.
 */
export interface StaffIdentity {
  subject: string;
  email: string | null;
  /** The provider's `email_verified`: false when it says the email is not verified, null when it does not say. */
  emailVerified: boolean | null;
  name: string | null;
}

/** A sign-in for another purpose than the staff sign-in itself (confirming who starts an impersonation). */
export interface StaffAuthorizationOptions {
  /** A redirect URI registered for the client besides the sign-in page's. */
  redirectUri?: string;
  /** The work email expected: the provider may preselect the account (`login_hint`). */
  loginHint?: string;
  /** A fresh sign-in even when the browser has a session at the provider (`prompt=login`). */
  freshSignIn?: boolean;
}

/** Staff sign-in over OpenID Connect (Microsoft Entra ID or the like, or the sandbox provider). */
export interface StaffIdentityProvider {
  authorizationUrl(checks: IdentificationChecks, options?: StaffAuthorizationOptions): Promise<string>;
  /** `callbackUrl` is the redirect URI with the query the browser came back with. Throws on any failure. */
  signIn(callbackUrl: URL, checks: IdentificationChecks): Promise<StaffIdentity>;
}

export interface StaffOidcOptions extends OidcIssuerOptions {
  clientSecret: string;
  redirectUri: string;
}

export const STAFF_SCOPE = "openid profile email";

export function createStaffIdentityProvider(options: StaffOidcOptions): StaffIdentityProvider {
  const client = createOidcClient({
    ...options,
    clientAuth: () => oidc.ClientSecretBasic(options.clientSecret),
  });

  return {
    authorizationUrl(checks, extra = {}) {
      return client.authorizationUrl(checks, {
        redirect_uri: extra.redirectUri ?? options.redirectUri,
        ...(extra.loginHint ? { login_hint: extra.loginHint } : {}),
        ...(extra.freshSignIn ? { prompt: "login" } : {}),
        scope: STAFF_SCOPE,
      });
    },

    async signIn(callbackUrl, checks) {
      const { idClaims, withUserinfo } = await client.codeGrant(callbackUrl, checks);
      const claims = typeof idClaims.email === "string" ? idClaims : await withUserinfo();
      const text = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
      const verified = claims.email_verified;
      return {
        subject: idClaims.sub,
        email: text(claims.email),
        // Some providers send it as a string.
        emailVerified:
          verified === true || verified === "true"
            ? true
            : verified === false || verified === "false"
              ? false
              : null,
        name: text(claims.name),
      };
    },
  };
}
