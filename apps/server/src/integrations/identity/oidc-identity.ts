import { webcrypto } from "node:crypto";
import * as oidc from "openid-client";
import { createOidcClient, type IdentificationChecks, type OidcIssuerOptions } from "./oidc-client.ts";

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
  clientSecret: string | undefined;
  /** Private JWK as JSON: private_key_jwt instead of the client secret. */
  clientKey: string | undefined;
  redirectUri: string;
  scope: string;
  identityCodeClaim: string;
  /** Levels of assurance accepted; an identification at any other level is refused. */
  acrValues: string[];
}

/** The algorithm a private JWK signs with: RS256 for RSA, ES256/384/512 for EC curves. */
function algorithmFor(jwk: webcrypto.JsonWebKey): {
  alg: string;
  params: webcrypto.RsaHashedImportParams | webcrypto.EcKeyImportParams;
} {
  if (jwk.kty === "EC") {
    const bits = { "P-256": "256", "P-384": "384", "P-521": "512" }[jwk.crv ?? ""] ?? "256";
    return { alg: `ES${bits}`, params: { name: "ECDSA", namedCurve: jwk.crv ?? "P-256" } };
  }
  return { alg: jwk.alg ?? "RS256", params: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } };
}

async function clientAuth(options: OidcIdentityOptions): Promise<oidc.ClientAuth> {
  if (options.clientKey) {
    const jwk = JSON.parse(options.clientKey) as webcrypto.JsonWebKey & { kid?: string };
    const { params } = algorithmFor(jwk);
    const key = await webcrypto.subtle.importKey("jwk", jwk, params, false, ["sign"]);
    return oidc.PrivateKeyJwt({ key, kid: jwk.kid } as Parameters<typeof oidc.PrivateKeyJwt>[0]);
  }
  if (options.clientSecret) return oidc.ClientSecretBasic(options.clientSecret);
  return oidc.None();
}

/** The public half of a private JWK, for registering the client with the sandbox provider. */
export function publicJwkOf(clientKey: string): Record<string, unknown> {
  const jwk = JSON.parse(clientKey) as Record<string, unknown>;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = jwk;
  return { ...pub, alg: algorithmFor(jwk as webcrypto.JsonWebKey).alg, use: "sig" };
}

export function createOidcIdentityProvider(options: OidcIdentityOptions): IdentityProvider {
  const client = createOidcClient({ ...options, clientAuth: () => clientAuth(options) });

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
        throw new Error(`identification level not accepted: ${String(idClaims.acr)}`);
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
