import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from "../../app.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { identitySettingsFromEnv } from "../../setup/identification.ts";
import { createOidcIdentityProvider, injectFetch } from "../../integrations/identity/oidc-identity.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import { ACR_SUBSTANTIAL } from "../../config.ts";
import { refuse } from "../../lib/refusal.ts";
import { TEST_PERSONS, testPerson, type TestPersonId } from "../../sandbox/idp/test-persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp, testAppConfig } from "../../test/harness.ts";
import { browserCookie, requestObjectOf, TEST_BROWSER } from "../../test/identification.ts";
import { createIdentificationService } from "./identification.service.ts";

const settings = identitySettingsFromEnv();
const base = settings.publicUrl;
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe.each(testDatabases)("strong identification on $name", (target) => {
  const t = useTestApp(target);

  const initiate = async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register/initiate",
      payload: { flowType: "register" },
      headers: browserCookie,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { url: string; state: string };
  };
  const callback = (url: string) => t.app.inject({ method: "GET", url: local(url), headers: browserCookie });
  const identify = async (person: TestPersonId | "cancel") => {
    const started = await initiate();
    const visit = await visitSandboxBank(t.app, started.url, person);
    return { ...started, callbackUrl: visit.callbackUrl };
  };
  const landing = (location: unknown) => {
    const u = new URL(String(location));
    return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
  };
  const session = (registerSessionId: string, state: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/register/session?${new URLSearchParams({ registerSessionId, state })}`,
      headers: browserCookie,
    });
  const service = () =>
    createIdentificationService({
      db: t.database.db,
      provider: createOidcIdentityProvider({
        issuer: `${base}/sandbox/idp`,
        clientId: settings.oidc.clientId,
        clientKey: settings.oidc.clientKey,
        clientEncryptionKey: settings.oidc.clientEncryptionKey,
        redirectUri: `${base}/api/identification/callback`,
        scope: settings.oidc.scope,
        identityCodeClaim: settings.oidc.identityCodeClaim,
        acrValues: settings.oidc.acrValues,
        allowInsecure: true,
        fetch: injectFetch((r) => t.app.inject({ ...r, method: r.method as "GET", payload: r.body })),
      }),
      now: () => new Date(t.clock.now),
      identityCodeKey: settings.identityCodeKey,
      allowTestCodes: true,
    });
  const personIdOf = async (firstName: string, lastName: string) => {
    const [row] = await t.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.firstName, firstName), eq(persons.lastName, lastName)));
    return row?.id ?? null;
  };

  it("sends the authorization request as a signed request object with PKCE S256, state and nonce", async () => {
    const { url, state } = await initiate();
    expect(url.startsWith(`${base}/sandbox/idp/`)).toBe(true);
    // Outside the object only what OpenID Connect Core 6.1 asks for, with the object's values.
    expect([...new URL(url).searchParams.keys()].sort()).toEqual([
      "client_id",
      "request",
      "response_type",
      "scope",
    ]);
    const { header, params } = await requestObjectOf(url);
    expect(header).toMatchObject({ alg: "RS256", typ: "oauth-authz-req+jwt" });
    expect(header.kid).toBe(JSON.parse(settings.oidc.clientKey).kid);
    expect(params).toMatchObject({
      iss: settings.oidc.clientId,
      aud: `${base}/sandbox/idp`,
      client_id: settings.oidc.clientId,
      response_type: "code",
      code_challenge_method: "S256",
      state,
      redirect_uri: `${base}/api/identification/callback`,
      prompt: "login",
    });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toBeTruthy();
    expect(params.jti).toBeTruthy();
  });

  it("identifies a tenant without an account and greets them on the sign-up form", async () => {
    t.clock.now = new Date(START);
    const { callbackUrl, state } = await identify("kalle-kotilainen");
    const res = await callback(callbackUrl);
    expect(res.statusCode).toBe(302);
    const to = landing(res.headers.location);
    expect(to.path).toBe("/rekisteroidy");
    expect(to.query.state).toBe(state);
    expect(to.query.registerSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const greeting = await session(to.query.registerSessionId!, state);
    expect(greeting.statusCode).toBe(200);
    expect(greeting.json()).toEqual({ firstName: "Kalle", lastName: "Kotilainen" });

    const [flow] = await t.database.db
      .select()
      .from(identificationFlows)
      .where(eq(identificationFlows.state, state));
    expect(flow?.personId).toBe(await personIdOf("Kalle", "Kotilainen"));
    expect(flow?.acr).toBe(ACR_SUBSTANTIAL);
    expect(flow?.sessionHash).not.toBe(to.query.registerSessionId);

    const ref = {
      registerSessionId: to.query.registerSessionId!,
      state,
      flowType: "register" as const,
      browser: TEST_BROWSER,
    };
    const identification = service();
    expect(await identification.peekIdentification(ref)).toMatchObject({ givenName: "Kalle" });
    const consumed = await identification.consumeIdentification(ref);
    expect(consumed).toEqual({
      personId: flow?.personId,
      givenName: "Kalle",
      familyName: "Kotilainen",
      acr: ACR_SUBSTANTIAL,
      userId: null,
    });
    expect(await identification.consumeIdentification(ref)).toEqual(refuse("IDENTIFICATION_FAILED"));
    expect((await session(ref.registerSessionId, state)).statusCode).toBe(404);
  });

  it("a consume inside a rolled-back transaction leaves the identification unused", async () => {
    const { callbackUrl, state } = await identify("liisa-lahtinen");
    const registerSessionId = landing((await callback(callbackUrl)).headers.location).query
      .registerSessionId!;
    const ref = { registerSessionId, state, flowType: "register" as const, browser: TEST_BROWSER };
    const identification = service();
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await identification.consumeIdentification(ref, tx)).toMatchObject({ givenName: "Liisa" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await identification.consumeIdentification(ref)).toMatchObject({ familyName: "Lahtinen" });
  });

  it("finds seeded tenants by identity code and nobody for a stranger", async () => {
    for (const [id, expected] of [
      ["aino-asukas", await personIdOf("Aino", "Asukas")],
      ["tero-testaaja", null],
    ] as const) {
      const { callbackUrl, state } = await identify(id);
      expect(landing((await callback(callbackUrl)).headers.location).path).toBe("/rekisteroidy");
      const [flow] = await t.database.db
        .select()
        .from(identificationFlows)
        .where(eq(identificationFlows.state, state));
      expect(flow?.personId, id).toBe(expected);
      expect(flow?.identifiedAt, id).not.toBeNull();
    }
  });

  it("refuses a replayed callback", async () => {
    const { callbackUrl } = await identify("kalle-kotilainen");
    expect(landing((await callback(callbackUrl)).headers.location).query.registerSessionId).toBeTruthy();
    const again = await callback(callbackUrl);
    expect(landing(again.headers.location)).toEqual({
      path: "/rekisteroidy",
      query: { error: "IDENTIFICATION_FAILED" },
    });
  });

  it("refuses a tampered code and ends the flow", async () => {
    const { callbackUrl } = await identify("kalle-kotilainen");
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("code", `${tampered.searchParams.get("code")!.slice(0, -2)}xx`);
    const res = await callback(tampered.toString());
    expect(landing(res.headers.location).query.error).toBe("IDENTIFICATION_FAILED");
    // The flow is over: even the genuine code cannot be used with it any more.
    expect(landing((await callback(callbackUrl)).headers.location).query.error).toBe("IDENTIFICATION_FAILED");
  });

  it("refuses a callback whose state belongs to another flow or to none", async () => {
    const first = await identify("kalle-kotilainen");
    const second = await initiate();
    const swapped = new URL(first.callbackUrl);
    swapped.searchParams.set("state", second.state);
    expect(landing((await callback(swapped.toString())).headers.location).query.error).toBe(
      "IDENTIFICATION_FAILED",
    );
    const unknown = new URL(first.callbackUrl);
    unknown.searchParams.set("state", "not-a-state");
    expect(landing((await callback(unknown.toString())).headers.location).query.error).toBe(
      "IDENTIFICATION_FAILED",
    );
    const none = new URL(first.callbackUrl);
    none.searchParams.delete("state");
    expect(landing((await callback(none.toString())).headers.location).query.error).toBe(
      "IDENTIFICATION_FAILED",
    );
  });

  it("sends a cancelled identification back with IDENTIFICATION_FAILED", async () => {
    const { callbackUrl, state } = await identify("cancel");
    expect(new URL(callbackUrl).searchParams.get("error")).toBe("access_denied");
    const res = await callback(callbackUrl);
    expect(landing(res.headers.location)).toEqual({
      path: "/rekisteroidy",
      query: { error: "IDENTIFICATION_FAILED" },
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "identification"));
    expect(audits.some((a) => a.details.reason === "access_denied")).toBe(true);
    const [flow] = await t.database.db
      .select()
      .from(identificationFlows)
      .where(eq(identificationFlows.state, state));
    expect(flow?.identifiedAt).toBeNull();
  });

  it("expires an identification after 30 minutes", async () => {
    t.clock.now = new Date(START);
    const { callbackUrl, state } = await identify("liisa-lahtinen");
    const registerSessionId = landing((await callback(callbackUrl)).headers.location).query
      .registerSessionId!;
    t.clock.now = new Date(START.getTime() + 31 * 60_000);
    expect((await session(registerSessionId, state)).statusCode).toBe(404);
    const ref = { registerSessionId, state, flowType: "register" as const, browser: TEST_BROWSER };
    expect(await service().consumeIdentification(ref)).toEqual(refuse("IDENTIFICATION_EXPIRED"));
    t.clock.now = new Date(START);
  });

  it("starts phone flows only for an account, and returns them to the phone page", async () => {
    const publicPhone = await t.app.inject({
      method: "POST",
      url: "/api/register/initiate",
      payload: { flowType: "phone" },
    });
    expect(publicPhone.statusCode).toBe(400);

    const [aino] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, "aino.asukas@example.fi"));
    const identification = service();
    const started = await identification.startIdentification("phone", aino!.id, TEST_BROWSER);
    const { callbackUrl } = await visitSandboxBank(t.app, started.url, "aino-asukas");
    const to = landing((await callback(callbackUrl)).headers.location);
    expect(to.path).toBe("/kirjaudu/puhelin");
    const ref = {
      registerSessionId: to.query.registerSessionId!,
      state: started.state,
      browser: TEST_BROWSER,
    };
    // The wrong flow type does not consume it.
    expect(await identification.consumeIdentification({ ...ref, flowType: "register" })).toEqual(
      refuse("IDENTIFICATION_FAILED"),
    );
    expect(await identification.consumeIdentification({ ...ref, flowType: "phone" })).toMatchObject({
      personId: await personIdOf("Aino", "Asukas"),
      userId: aino!.id,
    });
  });

  it("returns a round trip started in the foundation's flow to that flow's own pages", async () => {
    t.clock.now = new Date(START);
    const start = (flowType: "register" | "unlock", query: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/register/initiate${query}`,
        payload: { flowType },
        headers: browserCookie,
      });
    expect((await start("register", "?frame=elsewhere")).statusCode).toBe(400);
    const signUp = (await start("register", "?frame=foundation")).json() as { url: string; state: string };
    const visit = await visitSandboxBank(t.app, signUp.url, "liisa-lahtinen");
    const to = landing((await callback(visit.callbackUrl)).headers.location);
    expect(to.path).toBe("/irtisano/rekisteroidy");
    expect(to.query.state).toBe(signUp.state);
    // A failure comes back there too.
    const unlock = (await start("unlock", "?frame=foundation")).json() as { url: string };
    const cancelled = await visitSandboxBank(t.app, unlock.url, "cancel");
    expect(landing((await callback(cancelled.callbackUrl)).headers.location)).toEqual({
      path: "/irtisano/kirjaudu/avaa",
      query: { error: "IDENTIFICATION_FAILED" },
    });
    const [aino] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, "aino.asukas@example.fi"));
    const phone = await service().startIdentification("phone", aino!.id, TEST_BROWSER, "foundation");
    const back = await visitSandboxBank(t.app, phone.url, "aino-asukas");
    expect(landing((await callback(back.callbackUrl)).headers.location).path).toBe(
      "/irtisano/kirjaudu/puhelin",
    );
    // Without the frame, the portal's own page.
    const portal = (await start("register", "")).json() as { url: string };
    const own = await visitSandboxBank(t.app, portal.url, "cancel");
    expect(landing((await callback(own.callbackUrl)).headers.location).path).toBe("/rekisteroidy");
  });

  it("answers 404 for an unknown register session and 400 for a missing one", async () => {
    expect((await session("x".repeat(43), "nope")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/register/session" })).statusCode).toBe(400);
  });

  it("never writes an identity code to the log or the audit log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testAppConfig,
      db: t.database.db,
      logger: {
        level: "trace",
        stream,
        redact: { paths: LOG_REDACT, censor: "[redacted]" },
        serializers: LOG_SERIALIZERS,
      },
      now: () => new Date(t.clock.now),
    });
    try {
      for (const id of ["kalle-kotilainen", "tero-testaaja"] as const) {
        const res = await app.inject({
          method: "POST",
          url: "/api/register/initiate",
          payload: { flowType: "register" },
          headers: browserCookie,
        });
        const { callbackUrl } = await visitSandboxBank(app, res.json<{ url: string }>().url, id);
        const done = await app.inject({ method: "GET", url: local(callbackUrl), headers: browserCookie });
        expect(landing(done.headers.location).query.registerSessionId).toBeTruthy();
      }
    } finally {
      await app.close();
    }
    const log = lines.join("");
    expect(log).toContain("/api/identification/callback?code=[redacted]");
    expect(log).not.toMatch(/registerSessionId=(?!\[redacted\])/);
    const audits = JSON.stringify(await t.database.db.select().from(auditLog));
    for (const p of TEST_PERSONS) {
      const compact = p.identityCode.replace(/[-+A-Y]/g, "");
      for (const haystack of [log, audits]) {
        expect(haystack).not.toContain(p.identityCode);
        expect(haystack).not.toContain(compact);
      }
    }
    expect(testPerson("kalle-kotilainen").identityCode).toBe("030478-9575");
  });
});
