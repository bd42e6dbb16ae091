import { generateKeyPairSync } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  calculateJwkThumbprint,
  CompactEncrypt,
  compactDecrypt,
  decodeJwt,
  exportJWK,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type KeyObject,
} from "jose";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { persons } from "../../db/schema/persons.ts";
import { loadClientKeys } from "../../integrations/identity/client-keys.ts";
import { createOidcIdentityProvider, injectFetch } from "../../integrations/identity/oidc-identity.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import { identitySettingsFromEnv } from "../../setup/identification.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { browserCookie, TEST_BROWSER } from "../../test/identification.ts";
import { createIdentificationService } from "./identification.service.ts";

const settings = identitySettingsFromEnv();
const base = settings.publicUrl;
const issuer = `${base}/sandbox/idp`;
const { identityCodeClaim } = settings.oidc;
type Key = CryptoKey | KeyObject;

/** The ID token a scenario sends instead of the bank's, made from the bank's own claims. */
type Forge = (claims: JWTPayload) => Promise<string>;
/** The userinfo body a scenario sends instead of the bank's. */
type ForgeUserinfo = (claims: JWTPayload) => Promise<string>;

/**
 * The product's side of the FTN profile: every ID token (and userinfo) that is not encrypted to
 * the client's key and signed by the bank, or that is for another client, another flow or a lower
 * level, ends on the sign-up page's error and identifies nobody.
 *
 * The test stands between the portal and the sandbox bank as a broker gone wrong: it opens the
 * bank's real ID token, changes one thing and seals it again, signing with a key of its own that it
 * adds to the bank's published keys. Each case sends what the faithful case sends but for that one
 * thing, and the faithful case identifies.
 */
describe.each(embeddedDatabase)("the FTN profile's refusals on $name", (target) => {
  const t = useTestApp(target);

  const bank = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const bankKid = "test-bank-signing";
  const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clientEncryption = JSON.parse(settings.oidc.clientEncryptionKey) as JWK & { kid: string };
  const clientDecryptionKey = importJWK(clientEncryption, "RSA-OAEP-256");
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...clientEncryptionPublic } = clientEncryption;
  const clientEncryptionKey = importJWK(clientEncryptionPublic, "RSA-OAEP-256");

  const sign = (claims: JWTPayload, key: Key = bank.privateKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: bankKid }).sign(key);
  const seal = async (jws: string, key?: Key) =>
    new CompactEncrypt(new TextEncoder().encode(jws))
      .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: clientEncryption.kid, cty: "JWT" })
      .encrypt(key ?? (await clientEncryptionKey));
  const open = async (jwe: string) =>
    decodeJwt(new TextDecoder().decode((await compactDecrypt(jwe, await clientDecryptionKey)).plaintext));

  interface Scenario {
    idToken: Forge;
    userinfo?: ForgeUserinfo;
  }

  /** The portal's bank client, its answers passed through the broker gone wrong of `scenario`. */
  const brokerClient = (scenario: Scenario) => {
    const inProcess = injectFetch((r) => t.app.inject({ ...r, method: r.method as "GET", payload: r.body }));
    return createOidcIdentityProvider({
      issuer,
      clientId: settings.oidc.clientId,
      clientKey: settings.oidc.clientKey,
      clientEncryptionKey: settings.oidc.clientEncryptionKey,
      redirectUri: `${base}/api/identification/callback`,
      scope: settings.oidc.scope,
      identityCodeClaim,
      acrValues: settings.oidc.acrValues,
      allowInsecure: true,
      fetch: async (url, init) => {
        const res = await inProcess(url, init);
        const path = new URL(url).pathname;
        if (path === "/sandbox/idp/jwks") {
          const jwks = (await res.json()) as { keys: JWK[] };
          const own = { ...(await exportJWK(bank.publicKey)), kid: bankKid, use: "sig", alg: "RS256" };
          return Response.json({ keys: [...jwks.keys, own] });
        }
        if (path === "/sandbox/idp/token" && res.ok) {
          const body = (await res.json()) as { id_token: string };
          return Response.json({ ...body, id_token: await scenario.idToken(await open(body.id_token)) });
        }
        if (path === "/sandbox/idp/me" && res.ok && scenario.userinfo) {
          const claims = await open(await res.text());
          return new Response(await scenario.userinfo(claims), {
            headers: { "content-type": "application/jwt" },
          });
        }
        return res;
      },
    });
  };

  let attempts = 0;
  /**
   * A sign-up identification as Kalle at the sandbox bank, its callback completed by the portal
   * through `scenario` (what the callback route does), after `first` if given (someone else's use
   * of the same callback). Answers where the browser lands, the flow, and the audit entry's reason.
   */
  const identify = async (
    scenario: Scenario,
    first?: (
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ) => Promise<unknown>,
  ) => {
    const address = `192.0.2.${++attempts}`;
    const started = await t.app.inject({
      method: "POST",
      url: "/api/register/initiate",
      payload: { flowType: "register" },
      headers: browserCookie,
    });
    const { url, state } = started.json<{ url: string; state: string }>();
    const { callbackUrl } = await visitSandboxBank(t.app, url, "kalle-kotilainen");
    const flowOf = async () =>
      (
        await t.database.db.select().from(identificationFlows).where(eq(identificationFlows.state, state))
      )[0]!;
    const pending = await flowOf();
    await first?.(new URL(callbackUrl), pending);
    const service = createIdentificationService({
      db: t.database.db,
      provider: brokerClient(scenario),
      now: () => new Date(t.clock.now),
      identityCodeKey: settings.identityCodeKey,
      allowTestCodes: true,
    });
    const landing = await service.completeIdentification(new URL(callbackUrl), address, TEST_BROWSER);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "identification"), eq(auditLog.address, address)));
    return { landing, flow: await flowOf(), audit: audit?.details };
  };

  const expectRefused = (result: Awaited<ReturnType<typeof identify>>, reason: string) => {
    expect(result.landing).toBe("/rekisteroidy?error=IDENTIFICATION_FAILED");
    expect(result.audit).toEqual({ flowType: "register", outcome: "failed", reason });
    // Nothing is created: the flow is ended and identifies nobody, with no session to use.
    expect(result.flow).toMatchObject({ identifiedAt: null, personId: null, sessionHash: null });
    expect(result.flow.expiresAt.getTime()).toBeLessThanOrEqual(t.clock.now.getTime());
  };
  const kalleId = async () =>
    (
      await t.database.db
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.firstName, "Kalle"), eq(persons.lastName, "Kotilainen")))
    )[0]!.id;

  const faithful: Forge = async (claims) => seal(await sign(claims));

  it("publishes the client's public signing and encryption keys at /.well-known/jwks.json, nothing private", async () => {
    const res = await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/jwk-set+json");
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    const signing = JSON.parse(settings.oidc.clientKey) as JWK;
    expect(keys).toEqual([
      { kty: "RSA", kid: signing.kid, use: "sig", alg: "RS256", n: signing.n, e: signing.e },
      {
        kty: "RSA",
        kid: clientEncryption.kid,
        use: "enc",
        alg: "RSA-OAEP-256",
        n: clientEncryption.n,
        e: clientEncryption.e,
      },
    ]);
    // A key configured without kid is named by its RFC 7638 thumbprint, the same on every start.
    const { kid: _kid, ...unnamed } = signing;
    const { jwks } = await loadClientKeys(JSON.stringify(unnamed), settings.oidc.clientEncryptionKey);
    expect(jwks.keys[0]!.kid).toBe(await calculateJwkThumbprint(signing));
  });

  it("identifies with an ID token the bank signed and encrypted to the client", async () => {
    const result = await identify({ idToken: faithful });
    expect(result.landing).toMatch(/^\/rekisteroidy\?registerSessionId=/);
    expect(result.flow.personId).toBe(await kalleId());
    expect(result.audit).toMatchObject({ outcome: "identified" });
  });

  it("refuses an ID token that is not encrypted", async () => {
    expectRefused(await identify({ idToken: (claims) => sign(claims) }), "id_token_not_encrypted");
  });

  it("refuses an ID token encrypted to another key", async () => {
    expectRefused(
      await identify({ idToken: async (claims) => seal(await sign(claims), stranger.publicKey) }),
      "decryption_failed",
    );
  });

  it("refuses an ID token signed by another key", async () => {
    expectRefused(
      await identify({ idToken: async (claims) => seal(await sign(claims, stranger.privateKey)) }),
      "invalid_response",
    );
  });

  it("refuses an ID token for another client", async () => {
    expectRefused(
      await identify({ idToken: (claims) => faithful({ ...claims, aud: "another-client" }) }),
      "jwt_claim_comparison_failed:aud",
    );
  });

  it("refuses an ID token with another flow's nonce", async () => {
    expectRefused(
      await identify({ idToken: (claims) => faithful({ ...claims, nonce: "another-flows-nonce" }) }),
      "jwt_claim_comparison_failed:nonce",
    );
  });

  it("refuses an ID token at a level of assurance not accepted", async () => {
    expectRefused(
      await identify({ idToken: (claims) => faithful({ ...claims, acr: "http://ftn.ficora.fi/2017/loa1" }) }),
      "acr_not_accepted",
    );
  });

  it("refuses a code the bank already exchanged once", async () => {
    // Someone who saw the callback's address redeems the code first, with this very flow's checks.
    const thief = brokerClient({ idToken: faithful });
    const result = await identify({ idToken: faithful }, (callbackUrl, checks) =>
      thief.identify(callbackUrl, checks),
    );
    expectRefused(result, "invalid_grant");
  });

  it("reads the person from userinfo the bank encrypted when the ID token leaves them out", async () => {
    const withoutCode: Forge = async ({ [identityCodeClaim]: _code, ...claims }) => faithful(claims);
    const result = await identify({ idToken: withoutCode });
    expect(result.landing).toMatch(/^\/rekisteroidy\?registerSessionId=/);
    expect(result.flow.personId).toBe(await kalleId());
  });

  it("refuses userinfo that is not encrypted", async () => {
    const withoutCode: Forge = async ({ [identityCodeClaim]: _code, ...claims }) => faithful(claims);
    expectRefused(
      await identify({ idToken: withoutCode, userinfo: (claims) => sign(claims) }),
      "userinfo_not_encrypted",
    );
  });
});
