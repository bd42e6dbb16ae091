// The token endpoint's rules (RFC 6749 section 4.4, client credentials): who the client is
// (client_secret_basic, client_secret_post, or private_key_jwt as RFC 7523 has it), what it may ask
// for, and the token it gets.
import { timingSafeEqual } from "node:crypto";
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from "jose";
import {
  CLIENT_ASSERTION_TYPE,
  INTEGRATION_TOKEN_PATH,
  INTEGRATION_TOKEN_TTL_S,
  integrationScope,
  type IntegrationScope,
  type TokenRequest,
  type TokenResponse,
} from "@portal/schemas/integration";
import { sha256, type IntegrationClient } from "../../config/integration.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { IntegrationRepository } from "./integration.repository.ts";

/** Asymmetric algorithms only: a client's JWK Set holds public keys. */
const ASSERTION_ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
];
/** An assertion may live at most this long from now (RFC 7523 leaves it to the server). */
const ASSERTION_MAX_LIFETIME_S = 600;

/** How the client proved who it is. */
export type ClientAuthentication = "client_secret_basic" | "client_secret_post" | "private_key_jwt";

export interface TokenAttempt {
  form: TokenRequest;
  /** The Authorization header as sent, if any. */
  authorization: string | undefined;
}

export interface TokenIssued {
  response: TokenResponse;
  clientId: string;
  method: ClientAuthentication;
}

/** A refusal, with the client's id as it was claimed (for the throttle and the audit) and whether Basic was used. */
export interface TokenRefused {
  refusal: Refusal;
  claimedClientId: string | undefined;
  basic: boolean;
}

const describe = (text: string) => ({ error_description: text });

/** RFC 6749 section 2.3.1: Basic's user and password are form-encoded before base64. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | "malformed" {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return /^Basic\b/i.test(header) ? "malformed" : null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return "malformed";
  try {
    const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
    return { id: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)) };
  } catch {
    return "malformed";
  }
}

/** A hash compared in constant time; an unknown client is compared against nothing that matches. */
function secretMatches(client: IntegrationClient | undefined, secret: string): boolean {
  const given = sha256(secret);
  const stored = client?.secretSha256 ?? sha256(`no client:${secret}`);
  return timingSafeEqual(given, stored) && client?.secretSha256 !== undefined;
}

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(deps: {
  clients: IntegrationClient[];
  tokens: AccessTokens;
  repo: IntegrationRepository;
  publicUrl: string;
  now: () => Date;
}) {
  const byId = new Map(deps.clients.map((c) => [c.id, c]));
  const keySets = new Map(
    deps.clients.flatMap((c) =>
      c.jwks ? [[c.id, createLocalJWKSet(c.jwks as JSONWebKeySet)] as const] : [],
    ),
  );
  // RFC 7523 section 3: the audience identifies the authorization server; its token endpoint's URL
  // is what clients usually send, the portal's own address is accepted too.
  const audiences = [`${deps.publicUrl}${INTEGRATION_TOKEN_PATH}`, deps.publicUrl, `${deps.publicUrl}/`];

  /** The client a private_key_jwt assertion proves, or why not. */
  async function assertedClient(
    form: TokenRequest,
  ): Promise<{ client: IntegrationClient } | { refused: Refusal; claimed: string | undefined }> {
    if (form.client_assertion_type !== CLIENT_ASSERTION_TYPE)
      return {
        refused: refuse(
          "invalid_request",
          describe(`client_assertion_type must be ${CLIENT_ASSERTION_TYPE}`),
        ),
        claimed: form.client_id,
      };
    let claimed: string | undefined;
    try {
      const claims = decodeJwt(form.client_assertion!);
      claimed = typeof claims.sub === "string" ? claims.sub.slice(0, 200) : undefined;
    } catch {
      return {
        refused: refuse("invalid_client", describe("the client assertion is not a JWT")),
        claimed: form.client_id,
      };
    }
    const bad = (why: string) => ({
      refused: refuse("invalid_client", describe(why)),
      claimed: claimed ?? form.client_id,
    });
    if (!claimed || (form.client_id !== undefined && form.client_id !== claimed))
      return bad("the client assertion's sub must be the client's id");
    const client = byId.get(claimed);
    const keys = keySets.get(claimed);
    if (!client || !keys) return bad("unknown client, or one without keys");
    let exp: number;
    let jti: string;
    try {
      const { payload } = await jwtVerify(form.client_assertion!, keys, {
        algorithms: ASSERTION_ALGORITHMS,
        issuer: claimed,
        subject: claimed,
        audience: audiences,
        currentDate: deps.now(),
        clockTolerance: 30,
        requiredClaims: ["exp", "jti"],
      });
      exp = payload.exp!;
      jti = String(payload.jti);
    } catch {
      return bad("the client assertion's signature, audience or times do not hold");
    }
    const nowS = Math.floor(deps.now().getTime() / 1000);
    if (exp - nowS > ASSERTION_MAX_LIFETIME_S || jti.length === 0 || jti.length > 200)
      return bad(
        `the client assertion must expire within ${ASSERTION_MAX_LIFETIME_S} seconds and carry a jti`,
      );
    // RFC 7523 section 3, item 7: an assertion is used once.
    if (!(await deps.repo.takeAssertion(claimed, jti, new Date(exp * 1000))))
      return bad("the client assertion has been used before");
    return { client };
  }

  return {
    /** The client's id as the request claims it, before anything is checked (the throttle's key). */
    claimedClientId(attempt: TokenAttempt): string | undefined {
      const basic = basicCredentials(attempt.authorization);
      if (basic && basic !== "malformed") return basic.id.slice(0, 200);
      if (attempt.form.client_id) return attempt.form.client_id;
      if (attempt.form.client_assertion)
        try {
          const sub = decodeJwt(attempt.form.client_assertion).sub;
          return typeof sub === "string" ? sub.slice(0, 200) : undefined;
        } catch {
          return undefined;
        }
      return undefined;
    },

    async token(attempt: TokenAttempt): Promise<TokenIssued | TokenRefused> {
      const { form } = attempt;
      const basic = basicCredentials(attempt.authorization);
      const refused = (refusal: Refusal, claimedClientId = form.client_id): TokenRefused => ({
        refusal,
        claimedClientId,
        basic: basic !== null,
      });
      if (basic === "malformed")
        return refused(refuse("invalid_client", describe("the Basic credentials are malformed")));
      const ways = [basic !== null, form.client_secret !== undefined, form.client_assertion !== undefined];
      if (ways.filter(Boolean).length > 1)
        return refused(refuse("invalid_request", describe("use one way of client authentication")));
      if (!form.grant_type) return refused(refuse("invalid_request", describe("grant_type is required")));
      if (form.grant_type !== "client_credentials")
        return refused(refuse("unsupported_grant_type", describe("only client_credentials is supported")));

      let client: IntegrationClient | undefined;
      let method: ClientAuthentication;
      if (basic) {
        method = "client_secret_basic";
        if (form.client_id !== undefined && form.client_id !== basic.id)
          return refused(
            refuse("invalid_request", describe("client_id differs from the Basic credentials")),
            basic.id,
          );
        client = byId.get(basic.id);
        if (!secretMatches(client, basic.secret))
          return refused(refuse("invalid_client", describe("unknown client or wrong secret")), basic.id);
      } else if (form.client_secret !== undefined) {
        method = "client_secret_post";
        if (!form.client_id) return refused(refuse("invalid_request", describe("client_id is required")));
        client = byId.get(form.client_id);
        if (!secretMatches(client, form.client_secret))
          return refused(refuse("invalid_client", describe("unknown client or wrong secret")));
      } else if (form.client_assertion !== undefined) {
        method = "private_key_jwt";
        const asserted = await assertedClient(form);
        if ("refused" in asserted) return refused(asserted.refused, asserted.claimed);
        client = asserted.client;
      } else {
        return refused(refuse("invalid_client", describe("client authentication is required")));
      }
      if (!client) return refused(refuse("invalid_client", describe("unknown client")));

      // RFC 6749 section 3.3: the scope asked for, each a scope the client has; none asked: all of them.
      const asked = form.scope?.split(" ").filter(Boolean);
      let scopes: IntegrationScope[] = client.scopes;
      if (asked?.length) {
        const unknown = asked.filter(
          (s) => !integrationScope.safeParse(s).success || !client.scopes.includes(s as IntegrationScope),
        );
        if (unknown.length)
          return refused(
            refuse(
              "invalid_scope",
              describe(`not among the client's scopes: ${unknown.join(" ").slice(0, 200)}`),
            ),
            client.id,
          );
        scopes = [...new Set(asked as IntegrationScope[])];
      }
      return {
        clientId: client.id,
        method,
        response: {
          access_token: await deps.tokens.issue(client.id, scopes),
          token_type: "Bearer",
          expires_in: INTEGRATION_TOKEN_TTL_S,
          scope: scopes.join(" "),
        },
      };
    },

    /** The client of a token as configured now: a client since removed, or a scope taken away, no longer counts. */
    current(
      clientId: string,
      scopes: IntegrationScope[],
    ): { clientId: string; scopes: IntegrationScope[] } | null {
      const client = byId.get(clientId);
      if (!client) return null;
      return { clientId, scopes: scopes.filter((s) => client.scopes.includes(s)) };
    },
  };
}
