import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { importJWK, jwtVerify, type JWK } from "jose";
import type { Db } from "../db/client.ts";
import { identificationFlows } from "../db/schema/identification.ts";
import { persons } from "../db/schema/persons.ts";
import { FLOW_COOKIE } from "../modules/identification/flow-cookie.ts";
import { IDENTIFIED_TTL_MS } from "../modules/identification/identification.service.ts";
import { sha256 } from "../lib/browser-binding.ts";
import { identitySettingsFromEnv } from "../setup/identification.ts";

/**
 * The test browser's identification cookie. Requests that send it start flows bound to it (the
 * server keeps a well-formed value it is sent) and may use their results.
 */
export const TEST_BROWSER = "test-browser-binding-value-0123456789abcdef";
export const browserCookie = { cookie: `${FLOW_COOKIE}=${TEST_BROWSER}` };

/**
 * What a successful bank round trip leaves behind, without the round trip (the OpenID flow has
 * its own tests): marks the pending flow `state` as identified as `personId` (null: a person the
 * register does not know) and answers the registerSessionId the browser would have received.
 */
export async function markIdentified(
  db: Db,
  state: string,
  personId: string | null,
  now: Date,
): Promise<string> {
  const registerSessionId = randomBytes(32).toString("base64url");
  const [person] = personId
    ? await db.select().from(persons).where(eq(persons.id, personId)).limit(1)
    : [undefined];
  const rows = await db
    .update(identificationFlows)
    .set({
      sessionHash: sha256(registerSessionId),
      identifiedAt: now,
      expiresAt: new Date(now.getTime() + IDENTIFIED_TTL_MS),
      personId,
      givenName: person?.firstName ?? "Testi",
      familyName: person?.lastName ?? "Henkilö",
      acr: "http://ftn.ficora.fi/2017/loa2",
    })
    .where(eq(identificationFlows.state, state))
    .returning({ state: identificationFlows.state });
  if (rows.length !== 1) throw new Error(`no identification flow with state ${state}`);
  return registerSessionId;
}

/** A new identification flow already identified as `personId`: what sign-up receives after the bank. */
export async function identifiedFlow(
  db: Db,
  personId: string | null,
  now: Date,
  flowType: "register" | "phone" = "register",
): Promise<{ registerSessionId: string; state: string }> {
  const state = randomBytes(16).toString("base64url");
  await db.insert(identificationFlows).values({
    state,
    flowType,
    codeVerifier: randomBytes(32).toString("base64url"),
    nonce: randomBytes(16).toString("base64url"),
    browserHash: sha256(TEST_BROWSER),
    createdAt: now,
    expiresAt: now,
  });
  return { registerSessionId: await markIdentified(db, state, personId, now), state };
}

/**
 * The signed request object of an authorization URL, its signature checked with the public half
 * of the client's signing key (the configured one unless given): its header and parameters.
 */
export async function requestObjectOf(
  authorizationUrl: string,
  clientKey: string = identitySettingsFromEnv().oidc.clientKey,
): Promise<{ header: Record<string, unknown>; params: Record<string, unknown> }> {
  const request = new URL(authorizationUrl).searchParams.get("request");
  if (!request) throw new Error("the authorization URL has no request object");
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = JSON.parse(clientKey) as JWK;
  const key = await importJWK(publicJwk, publicJwk.alg ?? "RS256");
  const { payload, protectedHeader } = await jwtVerify(request, key, {
    typ: "oauth-authz-req+jwt",
  });
  return { header: protectedHeader as Record<string, unknown>, params: payload as Record<string, unknown> };
}
