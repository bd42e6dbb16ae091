import * as oidc from "openid-client";

/** What the browser's flow cookie keeps between the redirect to the provider and the callback. */
export interface IdentificationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The issuer and the client registered at it. */
export interface OidcIssuerOptions {
  issuer: string;
  clientId: string;
  /** Requests to the issuer go through this (the in-process sandbox); otherwise the global fetch. */
  fetch?: oidc.CustomFetch;
  /** Plain http issuers: the local sandbox only. */
  allowInsecure?: boolean;
}

/** Fresh checks for a round trip to the provider, kept by the flow until the callback. */
export function newChecks(): IdentificationChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The redirect URI with the query the browser came back with (the page hands it on as its body). */
export function callbackUrlOf(redirectUri: string, query: Record<string, unknown>): URL {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(query))
    if (typeof value === "string") url.searchParams.set(name, value);
  return url;
}

/**
 * Why a callback's exchange failed, safe to keep in the audit log: the provider's own error code
 * (access_denied when cancelled), never a message, which may carry anything.
 */
export function exchangeFailure(err: unknown): string {
  return err instanceof oidc.AuthorizationResponseError ? err.error : "exchange_failed";
}

export interface OidcClientOptions extends OidcIssuerOptions {
  /** How the client authenticates at the token endpoint (asked once, at discovery). */
  clientAuth: () => oidc.ClientAuth | Promise<oidc.ClientAuth>;
}

/** The authorization request's own parameters; PKCE, state, nonce and the response type are added. */
export interface AuthorizationParameters {
  redirect_uri: string;
  scope: string;
  [parameter: string]: string;
}

/** An authorization code exchanged: the verified ID token's claims, and the userinfo on request. */
export interface CodeGrant {
  idClaims: oidc.IDToken;
  /** The userinfo endpoint's claims under the ID token's (the ID token's win). */
  withUserinfo(): Promise<Record<string, unknown>>;
}

/** One OpenID Connect relying party: discovery, the authorization URL, and the code exchange. */
export interface OidcClient {
  authorizationUrl(checks: IdentificationChecks, parameters: AuthorizationParameters): Promise<string>;
  /** `callbackUrl` is the redirect URI with the query the browser came back with. Throws on any failure. */
  codeGrant(callbackUrl: URL, checks: IdentificationChecks): Promise<CodeGrant>;
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovery waits for the first use: the issuer may be this very server, not yet listening.
  const discover = () => {
    configuration ??= (async () => {
      const discoveryOptions: oidc.DiscoveryRequestOptions = {};
      if (options.fetch) discoveryOptions[oidc.customFetch] = options.fetch;
      if (options.allowInsecure) discoveryOptions.execute = [oidc.allowInsecureRequests];
      return oidc.discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        await options.clientAuth(),
        discoveryOptions,
      );
    })().catch((err: unknown) => {
      configuration = undefined;
      throw err;
    });
    return configuration;
  };

  return {
    async authorizationUrl(checks, parameters) {
      const config = await discover();
      return oidc
        .buildAuthorizationUrl(config, {
          ...parameters,
          response_type: "code",
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: "S256",
          state: checks.state,
          nonce: checks.nonce,
        })
        .toString();
    },

    async codeGrant(callbackUrl, checks) {
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
      return {
        idClaims,
        async withUserinfo() {
          const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          return { ...userinfo, ...idClaims };
        },
      };
    },
  };
}
