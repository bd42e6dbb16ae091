import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { codeFromOutbox, countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";

const NEW_PASSWORD = "Uusi-Kotiavain-58";
const MINUTE = 60_000;
const VILLE = "ville.vuokralainen@example.fi";

describe.each(testDatabases)("password reset on $name", (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const freshWindow = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 16 * MINUTE);
  };
  const requestCode = (username: string) => post("/api/forgot-password/code", { username });
  const reset = (username: string, code: string, newPassword = NEW_PASSWORD) =>
    post("/api/forgot-password/reset", { username, code, newPassword });
  const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

  it("answers known and unknown addresses alike, and mails only a known one", async () => {
    freshWindow();
    const known = await requestCode("muuttanut.pois@example.fi");
    const unknown = await requestCode("ei.ole.olemassa@example.fi");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe('{"ok":true}');
    expect(unknown.body).toBe(known.body);
    expect(await countOutboxMessages(t.database.db, "muuttanut.pois@example.fi", "password-reset-code")).toBe(
      1,
    );
    expect(
      await countOutboxMessages(t.database.db, "ei.ole.olemassa@example.fi", "password-reset-code"),
    ).toBe(0);

    // A code guessed for an unknown address fails exactly like a wrong code for a known one.
    const a = await reset("ei.ole.olemassa@example.fi", "123456");
    const b = await reset("muuttanut.pois@example.fi", "abcdef");
    expect(a.statusCode).toBe(400);
    expect(a.body).toBe('{"error":"InvalidCode"}');
    expect(b.body).toBe(a.body);
  });

  it("sets the new password, ends every session, mails a notice and audits it", async () => {
    freshWindow();
    const before = [await t.login(VILLE), await t.login(VILLE)];
    expect((await requestCode(VILLE)).statusCode).toBe(200);
    const code = await codeFromOutbox(t.database.db, VILLE, "password-reset-code");

    const res = await reset(" Ville.Vuokralainen@example.fi ", code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    for (const sessionId of before) {
      const profile = await t.app.inject({
        method: "GET",
        url: "/api/profile",
        headers: t.bearer(sessionId),
      });
      expect(profile.statusCode).toBe(401);
    }
    const old = await post("/api/login", { username: VILLE, password: "Asukas!2026" });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ errorType: "INCORRECT_CREDENTIALS" });
    const fresh = await t.login(VILLE, NEW_PASSWORD);
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(fresh) });
    expect(profile.statusCode).toBe(200);

    const notice = await lastOutboxMessage(t.database.db, VILLE, "password-changed");
    // When it happened, so the tenant can tell whether it was them.
    expect(notice?.data).toEqual({ firstName: "Ville", changedAt: t.clock.now.toISOString() });
    const [account] = await t.database.db.select().from(userAccounts).where(eq(userAccounts.email, VILLE));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, account!.id), eq(auditLog.action, "password_change")));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(audits)).not.toContain(code);

    // The code worked once.
    const again = await reset(VILLE, code, "Kolmas-Salasana-91");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: "InvalidCode" });
  });

  it("confirms the email of an account that never confirmed it", async () => {
    freshWindow();
    const email = "vahvistamaton@example.fi";
    await requestCode(email);
    const res = await reset(email, await codeFromOutbox(t.database.db, email, "password-reset-code"));
    expect(res.statusCode).toBe(200);
    expect(await t.login(email, NEW_PASSWORD)).toBeTruthy();
  });

  it("answers InvalidCode, ExpiredCode and LimitExceeded with 400", async () => {
    freshWindow();
    const email = "aino.asukas@example.fi";
    await requestCode(email);
    let code = await codeFromOutbox(t.database.db, email, "password-reset-code");
    let res = await reset(email, wrongFor(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "InvalidCode" });

    t.clock.now = new Date(t.clock.now.getTime() + 10 * MINUTE + 1000);
    res = await reset(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "ExpiredCode" });

    freshWindow();
    await requestCode(email);
    code = await codeFromOutbox(t.database.db, email, "password-reset-code");
    for (let i = 0; i < 5; i++)
      expect((await reset(email, wrongFor(code))).json()).toEqual({ error: "InvalidCode" });
    res = await reset(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "LimitExceeded" });
    // Nothing changed: the old password still works.
    expect(await t.login(email)).toBeTruthy();
  });

  it("refuses a weak password with 422 without using up the code", async () => {
    freshWindow();
    const email = "suojattu.asukas@example.fi";
    await requestCode(email);
    const code = await codeFromOutbox(t.database.db, email, "password-reset-code");
    for (const [password, error] of [
      ["heikko", "PASSWORD_REQUIREMENTS"],
      ["Password1!", "PASSWORD_COMMON"],
    ] as const) {
      const res = await reset(email, code, password);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error });
    }
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it("limits code requests with 429 LimitExceeded", async () => {
    freshWindow();
    const username = "pekka.puhelin@example.fi";
    for (let i = 0; i < 5; i++) expect((await requestCode(username)).statusCode).toBe(200);
    const res = await requestCode(username);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: "LimitExceeded" });
    // The limit is per account: another address still gets a code.
    expect((await requestCode("ei.ole.olemassa@example.fi")).statusCode).toBe(200);
  });

  it("answers invalid bodies with 400 and field keys", async () => {
    const res = await post("/api/forgot-password/reset", { username: "x", code: "1", newPassword: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "VALIDATION",
      fields: {
        username: "validation.email",
        code: "validation.codeTooShort",
        newPassword: "validation.required",
      },
    });
  });
});
