import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import type { TestPersonId } from "../../sandbox/idp/test-persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { browserCookie } from "../../test/identification.ts";
import { CONSECUTIVE_FAILURES, createAccountLock, waitAfter } from "./account-lock.service.ts";

const VILLE = "ville.vuokralainen@example.fi";
const AINO = "aino.asukas@example.fi";
const NOBODY = "ei.tunnusta@example.fi";
const WRONG = "Vaara-salasana-1";
const HOUR = 60 * 60_000;

describe.each(testDatabases)("consecutive failures per account on $name", (target) => {
  const t = useTestApp(target);
  const later = (ms: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };
  let address = 0;
  /** Each try from a new address and well apart: only the per-account count can hold it back. */
  const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username, password },
      headers,
      remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const failTimes = async (username: string, n: number) => {
    for (let i = 0; i < n; i++) {
      later(2 * HOUR);
      const res = await signIn(username, WRONG);
      expect(res.statusCode, `${username} try ${i + 1}`).toBe(401);
    }
  };
  const userId = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    return row!.id;
  };
  const unlockAs = async (person: TestPersonId, headers = browserCookie) => {
    const started = await t.app.inject({
      method: "POST",
      url: "/api/register/initiate",
      payload: { flowType: "unlock" },
      headers: browserCookie,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { url, state } = started.json<{ url: string; state: string }>();
    const { callbackUrl } = await visitSandboxBank(t.app, url, person);
    const back = new URL(callbackUrl);
    const res = await t.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: browserCookie,
    });
    const landing = new URL(String(res.headers.location));
    expect(landing.pathname).toBe("/kirjaudu/avaa");
    const registerSessionId = landing.searchParams.get("registerSessionId")!;
    return t.app.inject({
      method: "POST",
      url: "/api/login/unlock",
      payload: { registerSessionId, state },
      headers,
    });
  };

  it("the wait grows after 10 failures in a row, doubling, and a success starts the count again", async () => {
    expect([9, 10, 11, 12, 16, 99].map(waitAfter)).toEqual([0, 60_000, 120_000, 240_000, HOUR, HOUR]);
    await failTimes(AINO, 9);
    later(1000);
    expect((await signIn(AINO, WRONG)).statusCode).toBe(401);
    // The tenth failure: the next try waits a minute, however many addresses are used.
    later(30_000);
    expect((await signIn(AINO, DEMO_PASSWORD)).statusCode).toBe(429);
    later(31_000);
    expect((await signIn(AINO, WRONG)).statusCode).toBe(401);
    later(61_000);
    expect((await signIn(AINO, WRONG)).statusCode).toBe(429);
    later(60_000);
    expect((await signIn(AINO, DEMO_PASSWORD)).statusCode).toBe(200);
    // The right password cleared the count: nine more failures bring no wait.
    await failTimes(AINO, 9);
    later(1000);
    expect((await signIn(AINO, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("100 failures in a row lock password sign-in until the tenant identifies with the bank", async () => {
    const ville = await userId(VILLE);
    await failTimes(VILLE, CONSECUTIVE_FAILURES.lockAfter);
    later(2 * HOUR);
    // Locked: the password is not checked any more, right or wrong, so guessing has ended.
    for (const password of [DEMO_PASSWORD, WRONG]) {
      const res = await signIn(VILLE, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errorType: "ACCOUNT_LOCKED" });
    }
    const locked = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ville), eq(auditLog.action, "account_locked")));
    expect(locked).toHaveLength(1);

    // A reset code cannot get round it: no code is checked for a locked account.
    await t.app.inject({ method: "POST", url: "/api/forgot-password/code", payload: { username: VILLE } });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password/reset",
      payload: { username: VILLE, code: await t.latestCode(VILLE), newPassword: "Uusi-Salasana-2026" },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({ error: "ACCOUNT_LOCKED" });

    // Someone else's identification unlocks their own account, never this one.
    expect((await unlockAs("aino-asukas")).statusCode).toBe(200);
    expect((await signIn(VILLE, DEMO_PASSWORD)).json()).toEqual({ errorType: "ACCOUNT_LOCKED" });
    const stranger = await unlockAs("tero-testaaja");
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: "USER_NOT_FOUND" });
    // The identification must be used in the browser that went to the bank.
    const elsewhere = await unlockAs("ville-vuokralainen", { cookie: "identification=" + "x".repeat(43) });
    expect(elsewhere.json()).toEqual({ error: "IDENTIFICATION_OTHER_BROWSER" });
    expect((await signIn(VILLE, DEMO_PASSWORD)).json()).toEqual({ errorType: "ACCOUNT_LOCKED" });

    const unlocked = await unlockAs("ville-vuokralainen");
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({ ok: true });
    const res = await signIn(VILLE, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ville), eq(auditLog.action, "account_unlocked")));
    expect(audit.map((a) => a.details)).toEqual([{ by: "identification" }]);
  });

  it("an address without an account locks the same way, so the lock tells nobody an account exists", async () => {
    await failTimes(NOBODY, CONSECUTIVE_FAILURES.lockAfter);
    later(2 * HOUR);
    const res = await signIn(NOBODY, DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorType: "ACCOUNT_LOCKED" });
    // And before 100 the waits are the same as for an account.
    later(2 * HOUR);
    await failTimes("toinen.tuntematon@example.fi", 10);
    later(30_000);
    expect((await signIn("toinen.tuntematon@example.fi", WRONG)).statusCode).toBe(429);
  });

  it("wrong one-time codes count too: 100 wrong reset codes lock the account", async () => {
    const email = "muuttanut.pois@example.fi";
    for (let i = 0; i < CONSECUTIVE_FAILURES.lockAfter; i++) {
      later(2 * HOUR);
      // A fresh code each time: the growing wait outlasts a code's 10 minutes.
      await t.app.inject({
        method: "POST",
        url: "/api/forgot-password/code",
        payload: { username: email },
      });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/forgot-password/reset",
        payload: { username: email, code: "000000", newPassword: "Uusi-Salasana-2026" },
        remoteAddress: `10.2.0.${i}`,
      });
      expect(res.statusCode, `try ${i + 1}`).toBe(400);
    }
    later(2 * HOUR);
    expect((await signIn(email, DEMO_PASSWORD)).json()).toEqual({ errorType: "ACCOUNT_LOCKED" });
  });

  it("staff can lock and unlock an account", async () => {
    const lock = createAccountLock(t.database.db, () => new Date(t.clock.now));
    const id = await userId("ei.sopimusta@example.fi");
    await lock.lock(id, null);
    expect((await signIn("ei.sopimusta@example.fi", DEMO_PASSWORD)).json()).toEqual({
      errorType: "ACCOUNT_LOCKED",
    });
    expect(await lock.unlock(id, "staff", null)).toBe(true);
    expect((await signIn("ei.sopimusta@example.fi", DEMO_PASSWORD)).json()).toMatchObject({
      errorType: "CONTRACT_NOT_FOUND",
    });
  });
});
