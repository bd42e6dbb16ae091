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

/** A refusal of the client's own after a well-formed exchange; `reason` is a fixed code. */
export class IdentificationRefused extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
    this.name = "IdentificationRefused";
  }
}

/**
 * Why a callback's exchange failed, safe to keep in the audit log: the provider's own error code
 * (access_denied when cancelled, invalid_grant for a used code), the client's refusal, or the
 * check that failed (openid-client's code, with the claim compared), never a message, which may
 * carry anything.
 */
export function exchangeFailure(err: unknown): string {
  if (err instanceof oidc.AuthorizationResponseError || err instanceof oidc.ResponseBodyError)
    return err.error;
  // openid-client wraps what its fetch throws ("something went wrong", the refusal as its cause).
  for (let e: unknown = err; e instanceof Error; e = e.cause)
    if (e instanceof IdentificationRefused) return e.reason;
  if (err instanceof oidc.ClientError && typeof err.code === "string") {
    const code = err.code.replace(/^OAUTH_/, "").toLowerCase();
    const claim = (err.cause as { cause?: { claim?: unknown } } | undefined)?.cause?.claim;
    return typeof claim === "string" ? `${code}:${claim}` : code;
  }
  return "exchange_failed";
}

/**
 * The Finnish Trust Network's OpenID Connect profile (Traficom 213/2023 S) on top of private_key_jwt:
 * the authorization request goes as a signed request object (RFC 9101), and the ID token and
 * userinfo come only as nested JWTs, signed by the issuer and encrypted to the client, which are
 * decrypted and then checked against the issuer's signing keys. A plain one is refused.
 */
export interface SecuredProfile {
  /** Signs the request objects; its kid goes in their header. */
  requestSigningKey: { key: oidc.CryptoKey; kid: string };
  /** Decrypts the ID token and userinfo. */
  decryptionKeys: oidc.DecryptionKey[];
}

export interface OidcClientOptions extends OidcIssuerOptions {
  /** How the client authenticates at the token endpoint (asked once, at discovery). */
  clientAuth: () => oidc.ClientAuth | Promise<oidc.ClientAuth>;
  /** The FTN profile (asked once, at discovery); unset, plain requests and ID tokens (staff sign-in). */
  secured?: () => Promise<SecuredProfile>;
}

/** A userinfo answer that is not a JWE (five parts) is refused before openid-client reads it. */
function encryptedUserinfoOnly(
  userinfoEndpoint: string | undefined,
  inner: oidc.CustomFetch,
): oidc.CustomFetch {
  return async (url, init) => {
    const res = await inner(url, init);
    if (url !== userinfoEndpoint || !res.ok) return res;
    const body = await res.clone().text();
    if (body.split(".").length !== 5) throw new IdentificationRefused("userinfo_not_encrypted");
    return res;
  };
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
  let profile: SecuredProfile | undefined;
  // Discovery waits for the first use: the issuer may be this very server, not yet listening.
  const discover = () => {
    configuration ??= (async () => {
      const discoveryOptions: oidc.DiscoveryRequestOptions = {};
      if (options.fetch) discoveryOptions[oidc.customFetch] = options.fetch;
      if (options.allowInsecure) discoveryOptions.execute = [oidc.allowInsecureRequests];
      const config = await oidc.discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        await options.clientAuth(),
        discoveryOptions,
      );
      if (options.secured) {
        profile = await options.secured();
        // Any content encryption the issuer's metadata may announce; the key decides the key management.
        oidc.enableDecryptingResponses(config, undefined, ...profile.decryptionKeys);
        // The token endpoint's ID token is otherwise trusted for coming over TLS: check its signature.
        oidc.enableNonRepudiationChecks(config);
        config[oidc.customFetch] = encryptedUserinfoOnly(
          config.serverMetadata().userinfo_endpoint,
          options.fetch ?? ((url, init) => fetch(url, init)),
        );
      }
      return config;
    })().catch((err: unknown) => {
      configuration = undefined;
      throw err;
    });
    return configuration;
  };

  return {
    async authorizationUrl(checks, parameters) {
      const config = await discover();
      const all = {
        ...parameters,
        response_type: "code",
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
        nonce: checks.nonce,
      };
      if (!profile) return oidc.buildAuthorizationUrl(config, all).toString();
      // Every parameter in the signed request object; OpenID Connect Core 6.1 also wants
      // response_type and scope outside it (the same values; a provider reads the object's).
      const url = await oidc.buildAuthorizationUrlWithJAR(config, all, profile.requestSigningKey);
      url.searchParams.set("response_type", all.response_type);
      url.searchParams.set("scope", all.scope);
      return url.toString();
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
      // openid-client decrypts what is encrypted but reads a plain ID token as well.
      if (profile && tokens.id_token?.split(".").length !== 5)
        throw new IdentificationRefused("id_token_not_encrypted");
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
