import * as oidc from "openid-client";
import { loadClientKeys, type ClientKeys } from "./client-keys.ts";
import {
  createOidcClient,
  IdentificationRefused,
  type IdentificationChecks,
  type OidcIssuerOptions,
} from "./oidc-client.ts";

/** What a strong identification tells us. The identity code is handed on, never stored or logged. */
export interface IdentifiedPerson {
  acr: string | null;
  givenName: string;
  familyName: string;
  identityCode: string | null;
}

/** Strong identification over OpenID Connect (a bank broker, or the sandbox provider). */
export interface IdentityProvider {
  authorizationUrl(checks: IdentificationChecks): Promise<string>;
  /** `callbackUrl` is the redirect URI with the query the browser came back with. Throws on any failure. */
  identify(callbackUrl: URL, checks: IdentificationChecks): Promise<IdentifiedPerson>;
}

export interface OidcIdentityOptions extends OidcIssuerOptions {
  /** Private JWK (JSON): private_key_jwt and the request objects. */
  clientKey: string;
  /** Private JWK (JSON): decrypts the ID token and userinfo. */
  clientEncryptionKey: string;
  redirectUri: string;
  scope: string;
  identityCodeClaim: string;
  /** Levels of assurance accepted; an identification at any other level is refused. */
  acrValues: string[];
}

/**
 * A relying party on the Finnish Trust Network's OpenID Connect profile (Traficom 213/2023 S):
 * private_key_jwt with kid and jti, signed request objects, and encrypted, signed ID tokens and
 * userinfo (oidc-client.ts). The keys are imported once, at the first use.
 */
export function createOidcIdentityProvider(options: OidcIdentityOptions): IdentityProvider {
  let keys: Promise<ClientKeys> | undefined;
  const clientKeys = () => (keys ??= loadClientKeys(options.clientKey, options.clientEncryptionKey));
  const client = createOidcClient({
    ...options,
    clientAuth: async () => {
      const { signing } = await clientKeys();
      return oidc.PrivateKeyJwt({ key: signing.key, kid: signing.kid });
    },
    secured: async () => {
      const { signing, decryption } = await clientKeys();
      return {
        requestSigningKey: { key: signing.key, kid: signing.kid },
        decryptionKeys: [{ key: decryption.key, kid: decryption.kid, alg: decryption.alg }],
      };
    },
  });

  return {
    authorizationUrl(checks) {
      return client.authorizationUrl(checks, {
        redirect_uri: options.redirectUri,
        scope: options.scope,
        acr_values: options.acrValues.join(" "),
        // Identify every time: a remembered bank session must not pick the person silently.
        prompt: "login",
      });
    },

    async identify(callbackUrl, checks) {
      const { idClaims, withUserinfo } = await client.codeGrant(callbackUrl, checks);
      // A broker may answer at a lower level than asked; only the configured levels identify a tenant.
      if (typeof idClaims.acr !== "string" || !options.acrValues.includes(idClaims.acr))
        throw new IdentificationRefused("acr_not_accepted");
      // Some brokers release the person's details only from the userinfo endpoint.
      const claims: Record<string, unknown> =
        idClaims[options.identityCodeClaim] === undefined || idClaims.given_name === undefined
          ? await withUserinfo()
          : idClaims;
      const text = (v: unknown) => (typeof v === "string" ? v : null);
      return {
        acr: text(idClaims.acr),
        givenName: text(claims.given_name) ?? "",
        familyName: text(claims.family_name) ?? "",
        identityCode: text(claims[options.identityCodeClaim]),
      };
    },
  };
}

/** Sends the client's requests to an in-process app instead of the network (the sandbox issuer). */
export function injectFetch(
  inject: (request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: string;
  }) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
): oidc.CustomFetch {
  return async (url, init) => {
    const target = new URL(url);
    const body =
      init.body == null ? undefined : typeof init.body === "string" ? init.body : String(init.body);
    const res = await inject({
      method: init.method,
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host },
      body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const status = res.statusCode;
    return new Response(status === 204 || status === 304 ? null : res.body, { status, headers });
  };
}
