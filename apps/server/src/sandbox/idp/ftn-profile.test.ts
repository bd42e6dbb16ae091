import { generateKeyPairSync, randomBytes } from "node:crypto";
import {
  compactDecrypt,
  createLocalJWKSet,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
  type JWK,
} from "jose";
import { describe, expect, it } from "vitest";
import { newChecks } from "../../integrations/identity/oidc-client.ts";
import { createOidcIdentityProvider, injectFetch } from "../../integrations/identity/oidc-identity.ts";
import { identitySettingsFromEnv } from "../../setup/identification.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { visitSandboxBank } from "./idp-test-driver.ts";
import { testPerson } from "./test-persons.ts";

const settings = identitySettingsFromEnv();
const issuer = `${settings.publicUrl}/sandbox/idp`;
const redirectUri = `${settings.publicUrl}/api/identification/callback`;
const { clientId, identityCodeClaim } = settings.oidc;
const privateJwk = (text: string) => JSON.parse(text) as JWK & { kid: string };

/**
 * The sandbox bank holds the portal to the Finnish Trust Network's OpenID Connect profile, as a
 * real broker does: a request without a signed request object is refused, and what it answers
 * about a person is signed and then encrypted to the client's encryption key.
 */
describe.each(embeddedDatabase)("the sandbox bank on the FTN profile on $name", (target) => {
  const t = useTestApp(target);
  const local = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: local(url), headers });
  const metadata = async () =>
    (await get(`${issuer}/.well-known/openid-configuration`)).json<{
      authorization_endpoint: string;
      userinfo_endpoint: string;
      jwks_uri: string;
    }>();

  const parameters = () => ({
    client_id: clientId,
    response_type: "code",
    scope: settings.oidc.scope,
    redirect_uri: redirectUri,
    state: randomBytes(16).toString("base64url"),
    nonce: randomBytes(16).toString("base64url"),
    code_challenge: randomBytes(32).toString("base64url"),
    code_challenge_method: "S256",
    acr_values: settings.oidc.acrValues.join(" "),
  });
  const requestObject = (params: Record<string, string>) =>
    new SignJWT({ ...params, jti: randomBytes(16).toString("base64url") })
      .setIssuer(clientId)
      .setAudience(issuer)
      .setIssuedAt()
      .setNotBefore("0s")
      .setExpirationTime("1m");

  /** The provider's answer to an authorization request: where it sends the browser, or its error page. */
  const authorize = async (query: Record<string, string>) => {
    const res = await get(`${(await metadata()).authorization_endpoint}?${new URLSearchParams(query)}`);
    const location = typeof res.headers.location === "string" ? new URL(res.headers.location, issuer) : null;
    return {
      signInPage: location?.pathname.startsWith("/sandbox/idp/interaction/") ?? false,
      error: location?.searchParams.get("error") ?? (res.statusCode === 400 ? res.body : null),
      description: location?.searchParams.get("error_description") ?? res.body,
    };
  };

  it("goes on to the sign-in page with a request object signed by the client's key", async () => {
    const key = await importJWK(privateJwk(settings.oidc.clientKey), "RS256");
    const request = await requestObject(parameters())
      .setProtectedHeader({ alg: "RS256", kid: privateJwk(settings.oidc.clientKey).kid })
      .sign(key);
    expect(await authorize({ client_id: clientId, request })).toMatchObject({ signInPage: true });
  });

  it("refuses a plain authorization request, one with an unsigned request object, and one signed by another key", async () => {
    const plain = await authorize(parameters());
    expect(plain.signInPage).toBe(false);
    expect(plain.error).toContain("invalid_request");
    expect(plain.description).toContain("Request Object must be used by this client");

    const unsigned = await authorize({
      client_id: clientId,
      request: new UnsecuredJWT(parameters()).setIssuer(clientId).setAudience(issuer).encode(),
    });
    expect(unsigned.signInPage).toBe(false);
    expect(unsigned.error).toContain("invalid_request_object");

    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forged = await requestObject(parameters())
      .setProtectedHeader({ alg: "RS256", kid: privateJwk(settings.oidc.clientKey).kid })
      .sign(privateKey);
    const other = await authorize({ client_id: clientId, request: forged });
    expect(other.signInPage).toBe(false);
    expect(other.error).toContain("invalid_request_object");
  });

  it("answers the ID token and userinfo signed by the bank, then encrypted to the client's encryption key", async () => {
    const answers: { token?: { id_token: string; access_token: string } } = {};
    const inProcess = injectFetch((r) => t.app.inject({ ...r, method: r.method as "GET", payload: r.body }));
    const provider = createOidcIdentityProvider({
      issuer,
      clientId,
      clientKey: settings.oidc.clientKey,
      clientEncryptionKey: settings.oidc.clientEncryptionKey,
      redirectUri,
      scope: settings.oidc.scope,
      identityCodeClaim,
      acrValues: settings.oidc.acrValues,
      allowInsecure: true,
      fetch: async (url, init) => {
        const res = await inProcess(url, init);
        if (new URL(url).pathname.endsWith("/token"))
          answers.token = (await res.clone().json()) as typeof answers.token;
        return res;
      },
    });
    const checks = newChecks();
    const { callbackUrl } = await visitSandboxBank(
      t.app,
      await provider.authorizationUrl(checks),
      "kalle-kotilainen",
    );
    const person = await provider.identify(new URL(callbackUrl), checks);
    expect(person.identityCode).toBe(testPerson("kalle-kotilainen").identityCode);

    const encryption = privateJwk(settings.oidc.clientEncryptionKey);
    const decryptionKey = await importJWK(encryption, "RSA-OAEP-256");
    const { keys } = (await get((await metadata()).jwks_uri)).json<{ keys: JWK[] }>();
    const bankKeys = createLocalJWKSet({ keys });
    const open = async (jwe: string) => {
      expect(jwe.split(".")).toHaveLength(5);
      expect(decodeProtectedHeader(jwe)).toMatchObject({
        alg: "RSA-OAEP-256",
        enc: "A256GCM",
        kid: encryption.kid,
      });
      const { plaintext } = await compactDecrypt(jwe, decryptionKey);
      const { payload, protectedHeader } = await jwtVerify(new TextDecoder().decode(plaintext), bankKeys, {
        issuer,
      });
      expect(protectedHeader.alg).toBe("RS256");
      return payload;
    };

    const idToken = await open(answers.token!.id_token);
    expect(idToken).toMatchObject({
      aud: clientId,
      nonce: checks.nonce,
      [identityCodeClaim]: testPerson("kalle-kotilainen").identityCode,
    });

    const userinfo = await get((await metadata()).userinfo_endpoint, {
      authorization: `Bearer ${answers.token!.access_token}`,
    });
    expect(userinfo.headers["content-type"]).toContain("application/jwt");
    expect(await open(userinfo.body)).toMatchObject({
      sub: idToken.sub,
      aud: clientId,
      [identityCodeClaim]: testPerson("kalle-kotilainen").identityCode,
    });
    // Whoever lacks the client's encryption key reads nothing of either.
    const { privateKey: stranger } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    await expect(compactDecrypt(answers.token!.id_token, stranger)).rejects.toThrow();
  });
});
