import { and, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { addDays } from "../../lib/dates.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { browserCookie, markIdentified } from "../../test/identification.ts";

const PEKKA = "pekka.puhelin@example.fi";
const PEKKA_PHONE = "+358405557788";
const AINO = "aino.asukas@example.fi";
const AINO_PHONE = "+358405551234";

describe.each(testDatabases)("phone sign-in on $name", (target) => {
  const t = useTestApp(target);
  // One browser throughout: its identification cookie binds the bank round trip to it.
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: browserCookie });
  /** Each test starts in a fresh throttle window, so they do not count against each other. */
  const freshWindow = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
  };

  const personOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ personId: userAccounts.personId, userId: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row;
  };
  const lastMessage = async (recipient: string, template: string) => {
    const [row] = await t.database.db
      .select({ data: outbox.data, language: outbox.language, channel: outbox.channel })
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row;
  };
  const lastCode = async (phone: string) => {
    const code = (await lastMessage(phone, "phone-sign-in-code"))?.data.code;
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  };

  /** Steps 1 to 3; answers what step 4 needs. */
  const throughIdentification = async (typed: string, normalised: string, identifiedAs: string) => {
    const start = await post("/api/phone-login/start", { phoneNumber: typed });
    expect(start.statusCode, start.body).toBe(200);
    const { phoneLoginId } = start.json() as { phoneLoginId: string };
    const code = await post("/api/phone-login/code", { phoneLoginId, code: await lastCode(normalised) });
    expect(code.statusCode, code.body).toBe(200);
    const { url, state } = code.json() as { url: string; state: string };
    expect(url).toMatch(/^https?:\/\//);
    const { personId } = await personOf(identifiedAs);
    const registerSessionId = await markIdentified(t.database.db, state, personId, t.clock.now);
    return { registerSessionId, state };
  };

  it("starts the identification of a sign-in begun in the foundation's flow there, for the bank to return to", async () => {
    freshWindow();
    const start = await post("/api/phone-login/start", { phoneNumber: "040 555 7788" });
    const { phoneLoginId } = start.json() as { phoneLoginId: string };
    const code = await post("/api/phone-login/code?frame=foundation", {
      phoneLoginId,
      code: await lastCode(PEKKA_PHONE),
    });
    expect(code.statusCode, code.body).toBe(200);
    const [flow] = await t.database.db
      .select({ frame: identificationFlows.frame, flowType: identificationFlows.flowType })
      .from(identificationFlows)
      .where(eq(identificationFlows.state, (code.json() as { state: string }).state));
    expect(flow).toEqual({ frame: "foundation", flowType: "phone" });
  });

  it("signs Pekka in through phone, SMS code, identification and contact details", async () => {
    freshWindow();
    const ids = await throughIdentification("040 555 7788", PEKKA_PHONE, PEKKA);
    const sms = await lastMessage(PEKKA_PHONE, "phone-sign-in-code");
    expect(sms).toMatchObject({ channel: "sms", language: "fi" });
    expect(sms?.data.code).toMatch(/^\d{6}$/);

    const done = await post("/api/phone-login/complete", {
      ...ids,
      email: PEKKA,
      phoneNumber: "040 555 7788",
    });
    expect(done.statusCode, done.body).toBe(200);
    const { sessionId, emailConfirmationRequired } = done.json() as {
      sessionId: string;
      emailConfirmationRequired: boolean;
    };
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(emailConfirmationRequired).toBe(false);
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(sessionId) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: PEKKA, firstName: "Pekka" });

    const { userId } = await personOf(PEKKA);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
    expect(audit.map((a) => a.action)).toContain("sign_in");
    expect(audit.find((a) => a.action === "sign_in")?.details).toEqual({ method: "phone" });
    // Nothing secret in the audit trail.
    expect(JSON.stringify(audit)).not.toContain(ids.registerSessionId);

    // The identification is single use.
    const again = await post("/api/phone-login/complete", {
      ...ids,
      email: PEKKA,
      phoneNumber: "040 555 7788",
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: "IDENTIFICATION_FAILED" });
  });

  it("saves a new phone at once and keeps the old email until the new one is confirmed", async () => {
    freshWindow();
    const ids = await throughIdentification("+358 40 555 1234", AINO_PHONE, AINO);
    const done = await post("/api/phone-login/complete", {
      ...ids,
      email: "Aino.Uusi@Example.fi",
      phoneNumber: "050 123 4567",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().emailConfirmationRequired).toBe(true);
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/profile",
      headers: t.bearer(done.json().sessionId as string),
    });
    expect(profile.json()).toMatchObject({
      email: AINO,
      pendingEmail: "aino.uusi@example.fi",
      phoneNumber: "+358501234567",
    });
    expect((await lastMessage("aino.uusi@example.fi", "email-change-code"))?.data.code).toMatch(/^\d{6}$/);
    const { userId } = await personOf(AINO);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["phone_change", "email_change", "sign_in"]));

    // The old number no longer finds Aino; the new one does.
    freshWindow();
    expect((await post("/api/phone-login/start", { phoneNumber: "040 555 1234" })).statusCode).toBe(404);
    expect((await post("/api/phone-login/start", { phoneNumber: "0501234567" })).statusCode).toBe(200);
  });

  it("refuses when the bank identifies someone else than the account's person", async () => {
    freshWindow();
    const ids = await throughIdentification("0405557788", PEKKA_PHONE, AINO);
    const res = await post("/api/phone-login/complete", { ...ids, email: PEKKA, phoneNumber: PEKKA_PHONE });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "IDENTIFICATION_FAILED" });
  });

  it("refuses an unknown or mismatched identification session", async () => {
    freshWindow();
    const ids = await throughIdentification("0405557788", PEKKA_PHONE, PEKKA);
    const wrongState = await post("/api/phone-login/complete", {
      ...ids,
      state: "not-the-state",
      email: PEKKA,
      phoneNumber: PEKKA_PHONE,
    });
    expect(wrongState.statusCode).toBe(403);
    const unknown = await post("/api/phone-login/complete", {
      registerSessionId: "x".repeat(43),
      state: ids.state,
      email: PEKKA,
      phoneNumber: PEKKA_PHONE,
    });
    expect(unknown.statusCode).toBe(403);
  });

  it("answers an email of another account with 409 and changes nothing", async () => {
    freshWindow();
    const ids = await throughIdentification("0405557788", PEKKA_PHONE, PEKKA);
    const res = await post("/api/phone-login/complete", {
      ...ids,
      email: "ville.vuokralainen@example.fi",
      phoneNumber: "044 999 8888",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });
    const [row] = await t.database.db
      .select({ phone: persons.phone })
      .from(persons)
      .where(eq(persons.id, (await personOf(PEKKA)).personId));
    expect(row?.phone).not.toBe("+358449998888");
    // The refusal rolled back: the same identification still completes with a free address.
    const retry = await post("/api/phone-login/complete", { ...ids, email: PEKKA, phoneNumber: PEKKA_PHONE });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("answers a contract that has not started like the password sign-in does", async () => {
    freshWindow();
    const ids = await throughIdentification("044 555 3456", "+358445553456", "uusi.asukas@example.fi");
    const res = await post("/api/phone-login/complete", {
      ...ids,
      email: "uusi.asukas@example.fi",
      phoneNumber: "044 555 3456",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorType: "CONTRACT_NOT_STARTED", startDate: addDays(TODAY, 20) });
  });

  it("answers USER_NOT_FOUND for a number without an account", async () => {
    freshWindow();
    for (const phoneNumber of ["040 000 0000", "+358 40 555 8800", "+46 70 123 4567"]) {
      const res = await post("/api/phone-login/start", { phoneNumber });
      expect(res.statusCode, phoneNumber).toBe(404);
      expect(res.json()).toEqual({ error: "USER_NOT_FOUND" });
    }
  });

  it("answers InvalidCode, ExpiredCode and LimitExceeded for the SMS code", async () => {
    freshWindow();
    const start = async () => {
      const res = await post("/api/phone-login/start", { phoneNumber: "040 555 7788" });
      return (res.json() as { phoneLoginId: string }).phoneLoginId;
    };
    const check = (phoneLoginId: string, code: string) =>
      post("/api/phone-login/code", { phoneLoginId, code });

    let id = await start();
    const right = await lastCode(PEKKA_PHONE);
    const wrong = right === "000000" ? "111111" : "000000";
    expect((await check(id, wrong)).json()).toEqual({ error: "InvalidCode" });
    expect((await check("00000000-0000-0000-0000-000000000000", right)).json()).toEqual({
      error: "InvalidCode",
    });
    expect((await check("not-an-id", right)).statusCode).toBe(400);
    expect((await check(id, right)).statusCode).toBe(200);
    // Single use.
    const reused = await check(id, right);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: "InvalidCode" });

    id = await start();
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const expired = await check(id, await lastCode(PEKKA_PHONE));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: "ExpiredCode" });

    freshWindow();
    id = await start();
    const good = await lastCode(PEKKA_PHONE);
    const bad = good === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await check(id, bad);
    const locked = await check(id, good);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: "LimitExceeded" });
  });

  it("limits how many codes one number gets", async () => {
    freshWindow();
    const answers: number[] = [];
    for (let i = 0; i < 7; i++)
      answers.push((await post("/api/phone-login/start", { phoneNumber: "0405557788" })).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.at(-1)).toBe(429);
  });

  it("refuses malformed bodies field by field", async () => {
    freshWindow();
    const res = await post("/api/phone-login/complete", {
      registerSessionId: "",
      email: "x",
      phoneNumber: "abc",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "VALIDATION",
      fields: {
        registerSessionId: "validation.required",
        state: "validation.required",
        email: "validation.email",
        phoneNumber: "validation.phone",
      },
    });
  });

  it("never answers 5xx to random bodies", async () => {
    const anyValue = fc.oneof(fc.string(), fc.jsonValue(), fc.constant(null), fc.integer());
    const phone = fc.oneof(fc.stringMatching(/^\+?[0-9 ]{6,20}$/), anyValue);
    const bodies: [string, fc.Arbitrary<unknown>][] = [
      ["/api/phone-login/start", fc.record({ phoneNumber: phone }, { requiredKeys: [] })],
      [
        "/api/phone-login/code",
        fc.record(
          {
            phoneLoginId: fc.oneof(fc.uuid(), anyValue),
            code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyValue),
          },
          { requiredKeys: [] },
        ),
      ],
      [
        "/api/phone-login/complete",
        fc.record(
          {
            registerSessionId: anyValue,
            state: anyValue,
            email: fc.oneof(fc.emailAddress(), anyValue),
            phoneNumber: phone,
          },
          { requiredKeys: [] },
        ),
      ],
    ];
    for (const [url, body] of bodies) {
      freshWindow();
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), body), async (payload) => {
          const res = await t.app.inject({
            method: "POST",
            url,
            payload: JSON.stringify(payload) ?? "",
            headers: { "content-type": "application/json" },
          });
          expect(res.statusCode, `${url} ${JSON.stringify(payload)} → ${res.body}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(res.statusCode, `${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    }
  });
});
