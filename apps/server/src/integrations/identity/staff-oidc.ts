import * as oidc from "openid-client";
import type { IdentificationChecks } from "./oidc-identity.ts";

/** Who the company's identity provider says signed in. Matched to a staff member by `email`. */
export interface StaffIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

/** Staff sign-in over OpenID Connect (Microsoft Entra ID or the like, or the sandbox provider). */
/** A sign-in for another purpose than the staff sign-in itself (confirming who starts an impersonation). */
export interface StaffAuthorizationOptions {
  /** A redirect URI registered for the client besides the sign-in page's. */
  redirectUri?: string;
  /** The work email expected: the provider may preselect the account (`login_hint`). */
  loginHint?: string;
  /** A fresh sign-in even when the browser has a session at the provider (`prompt=login`). */
  freshSignIn?: boolean;
}

export interface StaffIdentityProvider {
  authorizationUrl(checks: IdentificationChecks, options?: StaffAuthorizationOptions): Promise<string>;
  /** `callbackUrl` is the redirect URI with the query the browser came back with. Throws on any failure. */
  signIn(callbackUrl: URL, checks: IdentificationChecks): Promise<StaffIdentity>;
}

export interface StaffOidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Requests to the issuer go through this (the in-process sandbox); otherwise the global fetch. */
  fetch?: oidc.CustomFetch;
  /** Plain http issuers: the local sandbox only. */
  allowInsecure?: boolean;
}

export const STAFF_SCOPE = "openid profile email";

export function createStaffIdentityProvider(options: StaffOidcOptions): StaffIdentityProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovery waits for the first sign-in: the issuer may be this very server, not yet listening.
  const discover = () => {
    configuration ??= (async () => {
      const discoveryOptions: oidc.DiscoveryRequestOptions = {};
      if (options.fetch) discoveryOptions[oidc.customFetch] = options.fetch;
      if (options.allowInsecure) discoveryOptions.execute = [oidc.allowInsecureRequests];
      return oidc.discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        oidc.ClientSecretBasic(options.clientSecret),
        discoveryOptions,
      );
    })().catch((err: unknown) => {
      configuration = undefined;
      throw err;
    });
    return configuration;
  };

  return {
    async authorizationUrl(checks, extra = {}) {
      const config = await discover();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: extra.redirectUri ?? options.redirectUri,
          ...(extra.loginHint ? { login_hint: extra.loginHint } : {}),
          ...(extra.freshSignIn ? { prompt: "login" } : {}),
          scope: STAFF_SCOPE,
          response_type: "code",
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: "S256",
          state: checks.state,
          nonce: checks.nonce,
        })
        .toString();
    },

    async signIn(callbackUrl, checks) {
      const config = await discover();
      // Checks the state, the issuer (iss parameter and ID token), audience, nonce, and PKCE.
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("no ID token");
      let claims: Record<string, unknown> = idClaims;
      if (typeof claims.email !== "string") {
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...userinfo, ...idClaims };
      }
      const text = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
      return { subject: idClaims.sub, email: text(claims.email), name: text(claims.name) };
    },
  };
}
