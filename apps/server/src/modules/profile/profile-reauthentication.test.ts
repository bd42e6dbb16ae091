import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { countOutboxMessages } from "../../test/outbox.ts";
import { createAccountLock } from "../auth/account-lock.service.ts";
import { profileClient } from "./profile-test-client.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const MATTI = "muuttanut.pois@example.fi";
const PEKKA = "pekka.puhelin@example.fi";

describe.each(embeddedDatabase)("profile changes need the tenant, not just a session, on $name", (target) => {
  const t = useTestApp(target);
  const c = profileClient(t);

  it("refuses a new email or phone number from a session older than 5 minutes without the current password", async () => {
    c.freshWindow();
    const stolen = await t.login(MATTI);
    const before = await c.profile(stolen);
    c.minutesPass(5);
    const attacker = { phoneNumber: "040 666 0000", email: "hyokkaaja@example.fi", newsletter: false };

    for (const [currentPassword, error] of [
      [undefined, "CURRENT_PASSWORD_REQUIRED"],
      ["", "CURRENT_PASSWORD_REQUIRED"],
      ["Arvaus!2026", "INCORRECT_PASSWORD"],
    ] as const) {
      const res = await c.patch(stolen, { ...attacker, currentPassword });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error });
    }
    const phoneOnly = await c.patch(stolen, { ...attacker, email: MATTI });
    expect(phoneOnly.json()).toEqual({ error: "CURRENT_PASSWORD_REQUIRED" });
    // Nothing changed, nothing was sent, and the newsletter choice of a refused request was not saved.
    expect(await c.profile(stolen)).toMatchObject({
      email: MATTI,
      phoneNumber: before.phoneNumber,
      newsletter: before.newsletter,
      pendingEmail: null,
      pendingPhoneNumber: null,
    });
    expect(await countOutboxMessages(t.database.db, "hyokkaaja@example.fi", "email-change-code")).toBe(0);
    expect(await countOutboxMessages(t.database.db, "+358406660000", "phone-change-code")).toBe(0);
    const failures = await c.audits(await c.userId(MATTI), "sign_in_failed");
    expect(failures.at(-1)?.details).toEqual({ reason: "INCORRECT_PASSWORD", step: "reauthentication" });

    // The tenant, who knows the password, may.
    const ok = await c.patch(stolen, { ...attacker, currentPassword: DEMO_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ emailConfirmationRequired: true, phoneConfirmationRequired: true });
  });

  it("needs no password within 5 minutes of signing in, and none for the newsletter choice", async () => {
    c.freshWindow();
    const s = await t.login(VILLE);
    const before = await c.profile(s);
    expect(Date.parse(String(before.signedInAt))).toBe(t.clock.now.getTime());
    c.minutesPass(4);
    const recent = await c.patch(s, { phoneNumber: "040 777 1111", email: VILLE, newsletter: true });
    expect(recent.statusCode, recent.body).toBe(200);
    c.minutesPass(2);
    // Sending the pending number again (a new code) is not a new change.
    const resend = await c.patch(s, { phoneNumber: "0407771111", email: VILLE, newsletter: false });
    expect(resend.json()).toEqual({ emailConfirmationRequired: false, phoneConfirmationRequired: true });
    expect(await countOutboxMessages(t.database.db, "+358407771111", "phone-change-code")).toBe(2);
    const newsletter = await c.patch(s, {
      phoneNumber: String(before.phoneNumber),
      email: VILLE,
      newsletter: true,
    });
    expect(newsletter.statusCode, newsletter.body).toBe(200);
    const other = await c.patch(s, { phoneNumber: "040 777 2222", email: VILLE, newsletter: true });
    expect(other.json()).toEqual({ error: "CURRENT_PASSWORD_REQUIRED" });
  });

  it("counts wrong current passwords with the account's sign-in attempts: 429 once they run out", async () => {
    c.freshWindow();
    const s = await t.login(PEKKA);
    c.minutesPass(10);
    const change = { phoneNumber: "040 888 1234", email: "pekka.uusi@example.fi", newsletter: false };
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await c.patch(s, { ...change, currentPassword: `Arvaus!${i}` })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(answers[10]).toBe(429);
    const right = await c.patch(s, { ...change, currentPassword: DEMO_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
    // The same guesses are spent for signing in, too.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: PEKKA, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });

  it("checks no password of a locked account, so a session cannot be used to go on guessing", async () => {
    c.freshWindow();
    const s = await t.login(MATTI);
    c.minutesPass(10);
    await createAccountLock(t.database.db, () => t.clock.now).lock(await c.userId(MATTI), null);
    const change = { phoneNumber: "040 999 1234", email: MATTI, newsletter: false };
    const res = await c.patch(s, { ...change, currentPassword: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
    const password = await c.changePassword(s, {
      currentPassword: DEMO_PASSWORD,
      newPassword: "Uusi-Pitkä-Lause-9",
    });
    expect(password.statusCode).toBe(429);
  });

  it("limits answers that an address belongs to another account: after 5 an hour, every email change waits", async () => {
    c.freshWindow();
    const s = await t.login(AINO);
    const { phoneNumber } = await c.profile(s);
    const ask = (email: string) => c.patch(s, { phoneNumber: String(phoneNumber), email, newsletter: true });
    const taken = [VILLE, MATTI, PEKKA, "suojattu.asukas@example.fi", "uusi.asukas@example.fi"];
    for (const email of taken) {
      const res = await ask(email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });
    }
    for (const email of ["ei.sopimusta@example.fi", "ei.kenenkaan@example.fi"]) {
      const res = await ask(email);
      expect(res.statusCode, email).toBe(429);
      expect(res.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
    }
    expect(await countOutboxMessages(t.database.db, "ei.kenenkaan@example.fi", "email-change-code")).toBe(0);

    // Another account is not held up, and the account itself may try again after the hour.
    const ville = await t.login(VILLE);
    expect(
      (await c.patch(ville, { phoneNumber: "0401111111", email: AINO, newsletter: true })).statusCode,
    ).toBe(409);
    c.minutesPass(61);
    const later = await t.login(AINO);
    const free = await c.patch(later, {
      phoneNumber: String(phoneNumber),
      email: "aino.vapaa@example.fi",
      newsletter: true,
    });
    expect(free.statusCode, free.body).toBe(200);
  });
});
