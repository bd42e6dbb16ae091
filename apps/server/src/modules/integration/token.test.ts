import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ASSERTION_TYPE, INTEGRATION_TOKEN_PATH } from "@portal/schemas/integration";
import { SANDBOX_INTEGRATION_CLIENT, sha256 } from "../../config/integration.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { LOG_REDACT, LOG_SERIALIZERS } from "../../plugins/logging.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { basicAuth, form, integrationBearer, integrationToken } from "./integration-test-client.ts";

const PUBLIC_URL = "http://localhost:3000";
const TOKEN_URL = `${PUBLIC_URL}${INTEGRATION_TOKEN_PATH}`;
const BANK_SECRET = "bank-client-secret-0123456789";

let signingKey: CryptoKey;
let publicJwk: Record<string, unknown>;
const keys = (async () => {
  const pair = await generateKeyPair("ES256");
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: "ledger-1", use: "sig", alg: "ES256" };
})();

describe.each(testDatabases)("the integration token endpoint on $name", (target) => {
  const lines: string[] = [];
  const clients = [
    SANDBOX_INTEGRATION_CLIENT,
    { id: "bank", scopes: ["payments.write" as const], secretSha256: sha256(BANK_SECRET) },
    // Filled in once the key pair exists (before the app is built: beforeAll order).
    {
      id: "ledger",
      scopes: ["ledger.write" as const, "events.read" as const],
      jwks: { keys: [] as Record<string, unknown>[] },
    },
  ];
  beforeAll(async () => {
    await keys;
    clients[2]!.jwks!.keys.push(publicJwk);
  });
  const t = useTestApp(target, {
    logger: {
      level: "trace",
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
      redact: { paths: LOG_REDACT, censor: "[redacted]" },
      serializers: LOG_SERIALIZERS,
    },
    settings: {
      integration: {
        clients,
        limits: {
          failuresPerClient: { limit: 5, windowMs: 15 * 60_000 },
          failuresPerAddress: { limit: 1000, windowMs: 15 * 60_000 },
        },
      },
    },
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = form(fields);
    return t.app.inject({
      method: "POST",
      url: INTEGRATION_TOKEN_PATH,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  /** An RFC 7523 client assertion of the ledger client, signed with its key. */
  const assertion = (claims: { jti?: string; aud?: string; expiresIn?: number; sub?: string } = {}) => {
    const at = Math.floor(t.clock.now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: "ledger-1" })
      .setIssuer("ledger")
      .setSubject(claims.sub ?? "ledger")
      .setAudience(claims.aud ?? TOKEN_URL)
      .setIssuedAt(at)
      .setExpirationTime(at + (claims.expiresIn ?? 60))
      .setJti(claims.jti ?? crypto.randomUUID())
      .sign(signingKey);
  };

  it("issues a short-lived bearer token by client_secret_basic, with every scope the client has", async () => {
    const res = await post(
      { grant_type: "client_credentials" },
      { authorization: basicAuth("demo-erp", "demo-erp-secret") },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({
      token_type: "Bearer",
      expires_in: 300,
      scope: "tenancy.write ledger.write payments.write events.read",
    });
    expect(res.json().access_token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("issues one by client_secret_post, with the scope asked for", async () => {
    const res = await post({
      grant_type: "client_credentials",
      client_id: "bank",
      client_secret: BANK_SECRET,
      scope: "payments.write",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scope: "payments.write", token_type: "Bearer" });
  });

  it("issues one by private_key_jwt, and refuses the same assertion twice", async () => {
    const signed = await assertion({ jti: "once-only" });
    const fields = {
      grant_type: "client_credentials",
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: signed,
      scope: "events.read",
    };
    const first = await post(fields);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ scope: "events.read" });
    const again = await post(fields);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: "invalid_client" });
  });

  it("refuses an assertion for another audience, expired, too long-lived, or signed by another key", async () => {
    const other = await generateKeyPair("ES256");
    const at = Math.floor(t.clock.now.getTime() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: "ledger-1" })
      .setIssuer("ledger")
      .setSubject("ledger")
      .setAudience(TOKEN_URL)
      .setExpirationTime(at + 60)
      .setJti(crypto.randomUUID())
      .sign(other.privateKey);
    for (const signed of [
      await assertion({ aud: "https://elsewhere.example/token" }),
      await assertion({ expiresIn: -120 }),
      await assertion({ expiresIn: 3600 }),
      forged,
    ]) {
      const res = await post({
        grant_type: "client_credentials",
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: signed,
      });
      expect([res.statusCode, res.json().error]).toEqual([401, "invalid_client"]);
    }
  });

  it("answers RFC 6749's errors: wrong secret, unknown scope, another grant, a repeated or missing parameter", async () => {
    const wrong = await post(
      { grant_type: "client_credentials" },
      { authorization: basicAuth("demo-erp", "not-the-secret") },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: "invalid_client" });
    expect(wrong.headers["www-authenticate"]).toBe('Basic realm="integration"');

    const unknown = await post({
      grant_type: "client_credentials",
      client_id: "nobody",
      client_secret: "whatever-it-is-123",
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([401, "invalid_client"]);

    const scope = await post({
      grant_type: "client_credentials",
      client_id: "bank",
      client_secret: BANK_SECRET,
      scope: "payments.write tenancy.write",
    });
    expect([scope.statusCode, scope.json().error]).toEqual([400, "invalid_scope"]);

    const grant = await post({ grant_type: "password", client_id: "bank", client_secret: BANK_SECRET });
    expect([grant.statusCode, grant.json().error]).toEqual([400, "unsupported_grant_type"]);

    const missing = await post({ client_id: "bank", client_secret: BANK_SECRET });
    expect([missing.statusCode, missing.json().error]).toEqual([400, "invalid_request"]);

    const twice = await t.app.inject({
      method: "POST",
      url: INTEGRATION_TOKEN_PATH,
      payload: `grant_type=client_credentials&client_id=bank&client_secret=${BANK_SECRET}&scope=payments.write&scope=payments.write`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([twice.statusCode, twice.json().error]).toEqual([400, "invalid_request"]);

    const both = await post(
      { grant_type: "client_credentials", client_id: "demo-erp", client_secret: "demo-erp-secret" },
      { authorization: basicAuth("demo-erp", "demo-erp-secret") },
    );
    expect([both.statusCode, both.json().error]).toEqual([400, "invalid_request"]);

    const none = await post({ grant_type: "client_credentials" });
    expect([none.statusCode, none.json().error]).toEqual([401, "invalid_client"]);
  });

  it("limits a client's failed tries as the sign-ins do, and audits tokens with the client's id", async () => {
    const fields = {
      grant_type: "client_credentials",
      client_id: "bank",
      client_secret: "wrong-secret-wrong",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post(fields)).statusCode);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses).toContain(401);
    // The right secret waits too, until the window has passed.
    const right = { ...fields, client_secret: BANK_SECRET };
    expect((await post(right)).statusCode).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await post(right)).statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "integration_token_issued"), sql`${auditLog.details}->>'clientId' = 'bank'`),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)!.details).toMatchObject({
      clientId: "bank",
      method: "client_secret_post",
      scope: "payments.write",
    });
    const refused = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "integration_token_refused"));
    expect(refused.length).toBeGreaterThan(0);
  });

  it("answers 50 token requests at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => integrationToken(t.app, ["events.read"])),
    );
    expect(new Set(answers).size).toBe(50);
  });

  it("keeps an integration token off the tenant's and staff's routes", async () => {
    const bearer = await integrationBearer(t.app);
    for (const url of ["/api/apartment", "/api/profile", "/api/session", "/api/staff/me"])
      expect([url, (await t.app.inject({ method: "GET", url, headers: bearer })).statusCode]).toEqual([
        url,
        401,
      ]);
  });

  it("writes no secret, assertion or token to the log", async () => {
    const signed = await assertion();
    const issued = await post({
      grant_type: "client_credentials",
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: signed,
    });
    const token = issued.json().access_token as string;
    await post({ grant_type: "client_credentials", client_id: "bank", client_secret: BANK_SECRET });
    const log = lines.join("");
    expect(log).toContain(INTEGRATION_TOKEN_PATH);
    for (const secret of [BANK_SECRET, "demo-erp-secret", signed, token])
      expect(log.includes(secret)).toBe(false);

    // A debug line carrying the request's body or the answer is redacted by key.
    const out: string[] = [];
    const logger = pino(
      { redact: { paths: LOG_REDACT, censor: "[redacted]" } },
      { write: (line: string) => void out.push(line) },
    );
    logger.info({ body: { client_secret: BANK_SECRET, client_assertion: signed } }, "body");
    logger.info({ access_token: token }, "answer");
    expect(out.join("")).not.toContain(BANK_SECRET);
    expect(out.join("")).not.toContain(signed);
    expect(out.join("")).not.toContain(token);
  });
});
