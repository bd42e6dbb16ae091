import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userAccounts } from "../../db/schema/persons.ts";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { countOutboxMessages } from "../../test/outbox.ts";
import { profileClient } from "./profile-test-client.ts";

const VILLE = "ville.vuokralainen@example.fi";
const MATTI = "muuttanut.pois@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
const NEW_PASSWORD = "Kuusi-Kissaa-Katolla-7";

describe.each(embeddedDatabase)("password change in the profile on $name", (target) => {
  const t = useTestApp(target);
  const c = profileClient(t);

  it("changes the password with the current one: other sessions end, this one stays, the old address is told", async () => {
    c.freshWindow();
    const phone = await t.login(VILLE);
    const laptop = await t.login(VILLE);
    c.minutesPass(30);
    const res = await c.changePassword(laptop, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    await c.profile(laptop);
    const other = await t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(phone) });
    expect(other.statusCode).toBe(401);
    await expect(t.login(VILLE)).rejects.toThrow(/401/);
    await t.login(VILLE, NEW_PASSWORD);

    const [notice] = await c.mailbox(VILLE);
    expect(notice?.subject).toBe("Salasanasi on vaihdettu");
    expect(notice?.text).toContain("salasanasi vaihdettiin 16.3.2026 klo ");
    expect(notice?.text).toContain("Unohditko salasanasi?");
    const audits = await c.audits(await c.userId(VILLE), "password_change");
    expect(audits.at(-1)?.details).toEqual({ method: "profile", endedSessions: 1 });
  });

  it("always needs the right current password, even right after signing in", async () => {
    c.freshWindow();
    const s = await t.login(MATTI);
    for (const [currentPassword, status, body] of [
      ["", 400, { error: "VALIDATION", fields: { currentPassword: "validation.required" } }],
      ["Arvaus!2026", 403, { error: "INCORRECT_PASSWORD" }],
    ] as const) {
      const res = await c.changePassword(s, { currentPassword, newPassword: NEW_PASSWORD });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const missing = await c.changePassword(s, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    await t.login(MATTI);
    expect(await countOutboxMessages(t.database.db, MATTI, "password-changed")).toBe(0);
  });

  it("holds the new password to the same rules as sign-up: 422 for a weak or common one", async () => {
    c.freshWindow();
    const s = await t.login(PEKKA);
    for (const [newPassword, error] of [
      ["lyhyt", "PASSWORD_REQUIREMENTS"],
      ["Salasana1!", "PASSWORD_COMMON"],
      ["Pekka.puhelin1", "PASSWORD_COMMON"],
    ] as const) {
      const res = await c.changePassword(s, { currentPassword: DEMO_PASSWORD, newPassword });
      expect(res.statusCode, newPassword).toBe(422);
      expect(res.json()).toEqual({ error });
    }
    const tooLong = await c.changePassword(s, {
      currentPassword: DEMO_PASSWORD,
      newPassword: "x".repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    const extra = await c.changePassword(s, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      userId: "x",
    });
    expect(extra.json()).toEqual({ error: "VALIDATION", fields: { userId: "validation.unknownField" } });
    await t.login(PEKKA);
  });

  it("answers 401 without a valid session", async () => {
    for (const headers of [{}, { authorization: "Bearer nope" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/profile/password",
        headers,
        payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it("tells the address of a password reset too, in the tenant's language and with the time", async () => {
    c.freshWindow();
    await t.database.db.update(userAccounts).set({ language: "en" }).where(eq(userAccounts.email, MATTI));
    const ask = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password/code",
      payload: { username: MATTI },
    });
    expect(ask.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password/reset",
      payload: { username: MATTI, code: await t.latestCode(MATTI), newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [notice] = await c.mailbox(MATTI);
    expect(notice?.subject).toBe("Your password was changed");
    expect(notice?.text).toMatch(
      /password was changed on 16\.3\.2026 at \d{2}\.\d{2}, and you were signed out/,
    );
  });
});
