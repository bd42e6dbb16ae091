// The integration API's access tokens: JWTs (RFC 9068's at+jwt) signed with HS256 under a key
// derived from INTEGRATION_TOKEN_KEY, so any instance with the same configuration can check one
// without asking the database, and none outlives its five minutes.
import { createHmac, randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import {
  INTEGRATION_TOKEN_TTL_S,
  integrationScope,
  type IntegrationScope,
} from "@portal/schemas/integration";

const ISSUER = "resident-portal";
const AUDIENCE = "resident-portal-integration";
const TYPE = "at+jwt";
/** A JWT's three base64url parts; anything else is no token of ours and costs no verification. */
const JWT_SHAPE = /^[A-Za-z0-9_-]{10,2000}\.[A-Za-z0-9_-]{10,4000}\.[A-Za-z0-9_-]{20,200}$/;

export interface AccessToken {
  clientId: string;
  scopes: IntegrationScope[];
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function createAccessTokens(tokenKey: string, now: () => Date) {
  // Its own key, so the configured secret signs nothing else by mistake.
  const key = new Uint8Array(createHmac("sha256", tokenKey).update("integration access token").digest());
  return {
    /** A token for `clientId` with `scopes`, valid INTEGRATION_TOKEN_TTL_S seconds from now. */
    async issue(clientId: string, scopes: IntegrationScope[]): Promise<string> {
      const at = Math.floor(now().getTime() / 1000);
      return new SignJWT({ client_id: clientId, scope: scopes.join(" ") })
        .setProtectedHeader({ alg: "HS256", typ: TYPE })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(clientId)
        .setIssuedAt(at)
        .setExpirationTime(at + INTEGRATION_TOKEN_TTL_S)
        .setJti(randomUUID())
        .sign(key);
    },

    /** The token's client and scopes, or null for anything not a valid, unexpired token of ours. */
    async verify(token: string): Promise<AccessToken | null> {
      if (!JWT_SHAPE.test(token)) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          typ: TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          clockTolerance: 0,
          requiredClaims: ["exp", "sub", "scope"],
        });
        const scopes = String(payload.scope)
          .split(" ")
          .filter((s) => integrationScope.safeParse(s).success) as IntegrationScope[];
        return payload.sub ? { clientId: payload.sub, scopes } : null;
      } catch {
        return null;
      }
    },
  };
}
