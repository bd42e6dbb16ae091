import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { trustedDevices } from "../../db/schema/devices.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { createAccountLock } from "./account-lock.service.ts";
import { DEVICE_COOKIE, DEVICE_FAILURE_LIMIT } from "./trusted-devices.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const WRONG = "Vaara-salasana-1";

describe.each(embeddedDatabase)("trusted devices on $name", (target) => {
  const t = useTestApp(target);
  const freshWindow = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
  };
  const signIn = (username: string, password: string, ip: string, device?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username, password },
      remoteAddress: ip,
      headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
    });
  /** A successful sign-in in a new browser: the device token it is given. */
  const trustedBrowser = async (username: string) => {
    const res = await signIn(username, DEMO_PASSWORD, "192.0.2.1");
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    const token = new RegExp(`^${DEVICE_COOKIE}=([A-Za-z0-9_-]{43});`).exec(cookie)?.[1];
    expect(token).toBeDefined();
    return { token: token!, cookie };
  };
  /** The attack: wrong passwords from many addresses, each under the per-address limit. */
  const failFromEverywhere = async (username: string, n = 11) => {
    for (let i = 1; i <= n; i++) await signIn(username, WRONG, `198.51.100.${i}`);
  };

  it("failures from many addresses block an untrusted sign-in, not a browser that signed in before", async () => {
    freshWindow();
    const { token, cookie } = await trustedBrowser(AINO);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/api/login;");
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    const [stored] = await t.database.db.select().from(trustedDevices);
    expect(stored?.id).not.toBe(token);

    await failFromEverywhere(AINO);
    expect((await signIn(AINO, DEMO_PASSWORD, "203.0.113.7")).statusCode).toBe(429);
    const trusted = await signIn(AINO, DEMO_PASSWORD, "203.0.113.7", token);
    expect(trusted.statusCode, trusted.body).toBe(200);
    // It keeps its token: no new cookie.
    expect(trusted.headers["set-cookie"]).toBeUndefined();

    // Even a lock made by failures elsewhere does not stop it (only untrusted sign-in is locked).
    const [aino] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, AINO));
    const lock = createAccountLock(t.database.db, () => new Date(t.clock.now));
    await lock.lock(aino!.id, null);
    freshWindow();
    expect((await signIn(AINO, DEMO_PASSWORD, "203.0.113.7")).json()).toEqual({
      errorType: "ACCOUNT_LOCKED",
    });
    expect((await signIn(AINO, DEMO_PASSWORD, "203.0.113.7", token)).statusCode).toBe(200);
    await lock.unlock(aino!.id, "staff", null);
  });

  it("wrong passwords in a trusted browser count against it alone, and its own limit ends the trust", async () => {
    freshWindow();
    const { token } = await trustedBrowser(VILLE);
    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i++) {
      const res = await signIn(VILLE, WRONG, "192.0.2.1", token);
      expect(res.json()).toEqual({ errorType: "INCORRECT_CREDENTIALS" });
    }
    // None of them counted against the account: an untrusted browser signs in at once.
    expect((await signIn(VILLE, DEMO_PASSWORD, "203.0.113.8")).statusCode).toBe(200);
    // But the browser is trusted no more: failures elsewhere now hold it back like any other.
    freshWindow();
    await failFromEverywhere(VILLE);
    expect((await signIn(VILLE, DEMO_PASSWORD, "192.0.2.1", token)).statusCode).toBe(429);
  });

  it("another account's device token, or a made-up one, is not trusted", async () => {
    freshWindow();
    const { token: villes } = await trustedBrowser(VILLE);
    await failFromEverywhere(AINO);
    for (const device of [villes, "x".repeat(43), "not-a-token"])
      expect((await signIn(AINO, DEMO_PASSWORD, "203.0.113.9", device)).statusCode).toBe(429);
    const [ville] = await t.database.db.select().from(trustedDevices).where(eq(trustedDevices.failures, 0));
    expect(ville).toBeDefined();
  });
});
