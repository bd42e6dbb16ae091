import { and, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { codeFromOutbox, countOutboxMessages } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const MATTI = "muuttanut.pois@example.fi";

describe.each(embeddedDatabase)("profile editing on $name", (target) => {
  const t = useTestApp(target);
  /** A fresh throttle window, so tests do not count against each other. */
  const freshWindow = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
  };
  const patch = (sessionId: string, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: t.bearer(sessionId),
      payload: payload as object,
    });
  const confirm = (sessionId: string, code: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/profile/email/confirm",
      headers: t.bearer(sessionId),
      payload: { code } as object,
    });
  const confirmPhone = (sessionId: string, code: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/profile/phone/confirm",
      headers: t.bearer(sessionId),
      payload: { code } as object,
    });
  const profile = async (sessionId: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(sessionId) });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const mailedCode = async (to: string) => {
    const [row] = await t.database.db
      .select({ data: outbox.data })
      .from(outbox)
      .where(and(eq(outbox.recipient, to), eq(outbox.template, "email-change-code")))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (!row?.data.code) throw new Error(`no code mailed to ${to}`);
    return row.data.code;
  };
  const auditActions = async (email: string) => {
    const [account] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, account!.id));
    return rows.map((r) => r.action);
  };

  it("refuses bad input field by field", async () => {
    const s = await t.login(AINO);
    const res = await patch(s, { phoneNumber: "abc", email: "not-an-email", extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "VALIDATION",
      fields: {
        phoneNumber: "validation.phone",
        email: "validation.email",
        newsletter: "validation.required",
        extra: "validation.unknownField",
      },
    });
    const empty = await patch(s, { phoneNumber: " ", email: "", newsletter: true });
    expect(empty.json().fields).toEqual({ phoneNumber: "validation.required", email: "validation.required" });
    expect((await confirm(s, "12")).json()).toEqual({
      error: "VALIDATION",
      fields: { code: "validation.codeTooShort" },
    });
  });

  it("saves the newsletter choice at once, and a new phone number once its SMS code is confirmed", async () => {
    freshWindow();
    const s = await t.login(AINO);
    const before = await profile(s);
    const res = await patch(s, { phoneNumber: "050 765 4321", email: AINO, newsletter: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emailConfirmationRequired: false, phoneConfirmationRequired: true });
    // Not yet: the old number stays in use (phone sign-in, messages) until the code comes back.
    expect(await profile(s)).toMatchObject({
      phoneNumber: before.phoneNumber,
      pendingPhoneNumber: "+358507654321",
      newsletter: false,
      email: AINO,
      pendingEmail: null,
    });
    const code = await codeFromOutbox(t.database.db, "+358507654321", "phone-change-code");
    const wrong = await confirmPhone(s, code === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: "InvalidCode" });
    const ok = await confirmPhone(s, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ phoneNumber: "+358507654321" });
    expect(await profile(s)).toMatchObject({ phoneNumber: "+358507654321", pendingPhoneNumber: null });
    expect((await confirmPhone(s, code)).json()).toEqual({ error: "InvalidCode" });
    expect(await auditActions(AINO)).toContain("phone_change");
    // Saving the same details again changes nothing and sends nothing.
    const again = await patch(s, { phoneNumber: "+358 50 765 4321", email: AINO, newsletter: false });
    expect(again.json()).toEqual({ emailConfirmationRequired: false, phoneConfirmationRequired: false });
    expect(await countOutboxMessages(t.database.db, "+358507654321", "phone-change-code")).toBe(1);
  });

  it("keeps the old email until the new one's code is confirmed, then signs in with the new one", async () => {
    freshWindow();
    const s = await t.login(MATTI);
    const res = await patch(s, {
      phoneNumber: "040 123 4567",
      email: " Matti.Uusi@Example.FI ",
      newsletter: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emailConfirmationRequired: true, phoneConfirmationRequired: true });
    expect(await profile(s)).toMatchObject({
      email: MATTI,
      pendingEmail: "matti.uusi@example.fi",
      newsletter: true,
    });
    // Not yet: the new address cannot sign in, the old one still can.
    const early = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "matti.uusi@example.fi", password: "Asukas!2026" },
    });
    expect(early.statusCode).toBe(401);
    await t.login(MATTI);

    const code = await mailedCode("matti.uusi@example.fi");
    const wrong = await confirm(s, code === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: "InvalidCode" });
    const ok = await confirm(s, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: "matti.uusi@example.fi" });
    expect(await profile(s)).toMatchObject({ email: "matti.uusi@example.fi", pendingEmail: null });
    await t.login("matti.uusi@example.fi");
    await expect(t.login(MATTI)).rejects.toThrow(/401/);
    expect((await confirm(s, code)).json()).toEqual({ error: "InvalidCode" });
    expect(await auditActions("matti.uusi@example.fi")).toEqual(
      expect.arrayContaining(["email_change", "phone_change"]),
    );
    const [account] = await t.database.db
      .select({ confirmedAt: userAccounts.emailConfirmedAt })
      .from(userAccounts)
      .where(eq(userAccounts.email, "matti.uusi@example.fi"));
    expect(account?.confirmedAt).toEqual(t.clock.now);
  });

  it("answers an expired code with ExpiredCode and too many wrong ones with LimitExceeded", async () => {
    freshWindow();
    const s = await t.login(VILLE);
    await patch(s, { phoneNumber: "+358 50 555 2345", email: "ville.uusi@example.fi", newsletter: false });
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const late = await confirm(s, await mailedCode("ville.uusi@example.fi"));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: "ExpiredCode" });
    expect((await profile(s)).pendingEmail).toBeNull();

    freshWindow();
    const s2 = await t.login(VILLE);
    await patch(s2, { phoneNumber: "+358 50 555 2345", email: "ville.uusi@example.fi", newsletter: false });
    const code = await mailedCode("ville.uusi@example.fi");
    const bad = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await confirm(s2, bad);
    const locked = await confirm(s2, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: "LimitExceeded" });
  });

  it("answers 409 for an email of another account, at request and at confirmation", async () => {
    freshWindow();
    const s = await t.login(VILLE);
    const taken = await patch(s, { phoneNumber: "+358 50 555 2345", email: AINO, newsletter: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });

    // Taken between the request and the confirmation.
    await patch(s, { phoneNumber: "+358 50 555 2345", email: "yhteinen@example.fi", newsletter: false });
    const code = await mailedCode("yhteinen@example.fi");
    await t.database.db
      .update(userAccounts)
      .set({ email: "yhteinen@example.fi" })
      .where(eq(userAccounts.email, "uusi.asukas@example.fi"));
    const late = await confirm(s, code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });
    expect((await profile(s)).email).toBe(VILLE);
  });

  it("lets no one change or confirm another tenant's details", async () => {
    freshWindow();
    const aino = await t.login(AINO);
    const before = await profile(aino);
    const ville = await t.login(VILLE);
    await patch(aino, { phoneNumber: before.phoneNumber, email: "aino.toinen@example.fi", newsletter: true });
    const code = await mailedCode("aino.toinen@example.fi");
    // Ville on the same contract, with Aino's code.
    const res = await confirm(ville, code);
    expect(res.statusCode).toBe(400);
    expect(
      (await patch(ville, { phoneNumber: "0401111111", email: VILLE, newsletter: true })).statusCode,
    ).toBe(200);
    const after = await profile(aino);
    expect(after).toMatchObject({
      email: AINO,
      phoneNumber: before.phoneNumber,
      pendingEmail: "aino.toinen@example.fi",
    });
    expect((await confirm(aino, code)).statusCode).toBe(200);
  });

  it("keeps the language a signed-in tenant chooses as the account's, for later mail and SMS", async () => {
    const s = await t.login(VILLE);
    const put = (sessionId: string, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/profile/language",
        headers: t.bearer(sessionId),
        payload: payload as object,
      });
    expect((await profile(s)).language).toBe("fi");
    expect((await put(s, { language: "sv" })).statusCode).toBe(204);
    expect((await profile(s)).language).toBe("sv");
    const [row] = await t.database.db
      .select({ language: userAccounts.language })
      .from(userAccounts)
      .where(eq(userAccounts.email, VILLE));
    expect(row?.language).toBe("sv");

    // A language we do not have, a missing one or more than the language: 400, nothing changed.
    for (const bad of [{ language: "de" }, {}, { language: "en", newsletter: true }, ["sv"]]) {
      const res = await put(s, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await profile(s)).language).toBe("sv");
    // No session, a staff session and a staff member viewing the tenant's pages change nothing.
    expect((await put("0".repeat(43), { language: "en" })).statusCode).toBe(401);
    const staff = await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi");
    expect((await put(staff, { language: "en" })).statusCode).toBe(403);
    const viewing = await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi", VILLE);
    expect((await put(viewing, { language: "en" })).statusCode).toBe(403);
    expect((await profile(s)).language).toBe("sv");
    expect((await put(s, { language: "fi" })).statusCode).toBe(204);
  });

  it("answers 401 without a valid session", async () => {
    for (const headers of [{}, { authorization: "Bearer nope" }]) {
      const p = await t.app.inject({
        method: "PATCH",
        url: "/api/profile",
        headers,
        payload: { phoneNumber: "0401234567", email: AINO, newsletter: true },
      });
      expect(p.statusCode).toBe(401);
      const c = await t.app.inject({
        method: "POST",
        url: "/api/profile/email/confirm",
        headers,
        payload: { code: "123456" },
      });
      expect(c.statusCode).toBe(401);
    }
  });

  it("never answers 5xx to random bodies", async () => {
    freshWindow();
    const s = await t.login(VILLE);
    const anyValue = fc.oneof(fc.string(), fc.jsonValue(), fc.constant(null), fc.integer(), fc.boolean());
    const shaped = fc.record(
      {
        phoneNumber: fc.oneof(fc.stringMatching(/^\+?[0-9 ]{6,20}$/), anyValue),
        email: fc.oneof(fc.emailAddress(), anyValue),
        newsletter: fc.oneof(fc.boolean(), anyValue),
      },
      { requiredKeys: [] },
    );
    const send = async (method: "PATCH" | "POST", url: string, body: unknown) => {
      const res = await t.app.inject({
        method,
        url,
        payload: JSON.stringify(body) ?? "",
        headers: { ...t.bearer(s), "content-type": "application/json" },
      });
      expect(res.statusCode, `${url} ${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), (b) => send("PATCH", "/api/profile", b)),
      { numRuns: 80 },
    );
    const codeBody = fc.record(
      { code: fc.oneof(fc.stringMatching(/^\d{4,8}$/), anyValue) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), codeBody), (b) =>
        send("POST", "/api/profile/email/confirm", b),
      ),
      { numRuns: 60 },
    );
  });
});
