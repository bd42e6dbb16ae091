import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { FLOW_COOKIE, flowCookieOptions } from "./flow-cookie.ts";

const PEKKA = "pekka.puhelin@example.fi";
const PEKKA_PHONE = "+358405557788";
/** Two browsers' identification cookies (well-formed values the server keeps when sent). */
const ATTACKER = `${FLOW_COOKIE}=${"a".repeat(43)}`;
const VICTIM = `${FLOW_COOKIE}=${"v".repeat(43)}`;

const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const landing = (location: unknown) => {
  const u = new URL(String(location));
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

describe.each(embeddedDatabase)("identification bound to the starting browser on $name", (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  const pekka = async () => {
    const [row] = await t.database.db
      .select({ userId: userAccounts.id, email: userAccounts.email, phone: persons.phone })
      .from(userAccounts)
      .innerJoin(persons, eq(persons.id, userAccounts.personId))
      .where(eq(userAccounts.email, PEKKA));
    return row!;
  };
  const sessionsOf = async (userId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  /** The attacker's steps 1–3 of phone sign-in in their own browser, stopping before the callback. */
  const attackerUpToCallback = async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
    const start = await post("/api/phone-login/start", { phoneNumber: "040 555 7788" }, ATTACKER);
    const { phoneLoginId } = start.json<{ phoneLoginId: string }>();
    const code = await post(
      "/api/phone-login/code",
      { phoneLoginId, code: await t.latestCode(PEKKA_PHONE) },
      ATTACKER,
    );
    expect(code.statusCode, code.body).toBe(200);
    const { url, state } = code.json<{ url: string; state: string }>();
    const { callbackUrl } = await visitSandboxBank(t.app, url, "pekka-puhelin");
    return { callbackUrl, state };
  };

  it("login CSRF: a phone sign-in callback opened in another browser is refused and changes nothing", async () => {
    const before = await pekka();
    const sessionsBefore = await sessionsOf(before.userId);
    const { callbackUrl, state } = await attackerUpToCallback();

    for (const victim of [undefined, VICTIM]) {
      const res = await get(local(callbackUrl), victim);
      expect(res.statusCode).toBe(302);
      expect(landing(res.headers.location)).toEqual({
        path: "/kirjaudu/puhelin",
        query: { error: "IDENTIFICATION_OTHER_BROWSER" },
      });
    }
    const [flow] = await t.database.db
      .select()
      .from(identificationFlows)
      .where(eq(identificationFlows.state, state));
    expect(flow?.identifiedAt).toBeNull();
    expect(flow?.sessionHash).toBeNull();
    expect(await pekka()).toEqual(before);
    expect(await sessionsOf(before.userId)).toBe(sessionsBefore);
    const refusals = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "identification"));
    expect(refusals.filter((a) => a.details.reason === "other_browser")).toHaveLength(2);

    // The browser that started it still finishes: the code was never exchanged.
    const own = landing((await get(local(callbackUrl), ATTACKER)).headers.location);
    expect(own.path).toBe("/kirjaudu/puhelin");
    const done = await post(
      "/api/phone-login/complete",
      { registerSessionId: own.query.registerSessionId!, state, email: PEKKA, phoneNumber: "040 555 7788" },
      ATTACKER,
    );
    expect(done.statusCode, done.body).toBe(200);
  });

  it("login CSRF: the result link of someone else's identification signs nobody in and writes nothing", async () => {
    const before = await pekka();
    const { callbackUrl, state } = await attackerUpToCallback();
    const back = landing((await get(local(callbackUrl), ATTACKER)).headers.location);
    const ids = { registerSessionId: back.query.registerSessionId!, state };
    const sessionsBefore = await sessionsOf(before.userId);

    // The victim's browser fills in the victim's own details on the attacker's link.
    for (const victim of [undefined, VICTIM]) {
      const res = await post(
        "/api/phone-login/complete",
        { ...ids, email: "uhri@example.fi", phoneNumber: "050 999 8877" },
        victim,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "IDENTIFICATION_OTHER_BROWSER" });
    }
    expect(await pekka()).toEqual(before);
    expect(await sessionsOf(before.userId)).toBe(sessionsBefore);
    const [flow] = await t.database.db
      .select()
      .from(identificationFlows)
      .where(eq(identificationFlows.state, state));
    expect(flow?.consumedAt).toBeNull();

    const own = await post(
      "/api/phone-login/complete",
      { ...ids, email: PEKKA, phoneNumber: "040 555 7788" },
      ATTACKER,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it("sign-up: only the starting browser sees the greeting and may choose the credentials", async () => {
    const started = await post("/api/register/initiate", { flowType: "register" }, ATTACKER);
    const { url, state } = started.json<{ url: string; state: string }>();
    const { callbackUrl } = await visitSandboxBank(t.app, url, "kalle-kotilainen");
    expect(landing((await get(local(callbackUrl), VICTIM)).headers.location).query.error).toBe(
      "IDENTIFICATION_OTHER_BROWSER",
    );
    const back = landing((await get(local(callbackUrl), ATTACKER)).headers.location);
    expect(back.path).toBe("/rekisteroidy");
    const ids = { registerSessionId: back.query.registerSessionId!, state };
    const greeting = `/api/register/session?${new URLSearchParams(ids)}`;
    expect((await get(greeting, VICTIM)).statusCode).toBe(404);
    expect((await get(greeting, ATTACKER)).statusCode).toBe(200);

    const credentials = { ...ids, username: "kalle.k@example.fi", password: "Kotona-Tikkurilassa-7" };
    const refused = await post("/api/register/credentials", credentials, VICTIM);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "IDENTIFICATION_OTHER_BROWSER" });
    expect(
      await t.database.db.select().from(userAccounts).where(eq(userAccounts.email, "kalle.k@example.fi")),
    ).toEqual([]);
    expect((await post("/api/register/credentials", credentials, ATTACKER)).statusCode).toBe(200);
  });

  it("starting a flow sets a short-lived, HttpOnly, SameSite=Lax cookie scoped to /api", async () => {
    const res = await post("/api/register/initiate", { flowType: "register" });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${FLOW_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain("Max-Age=2700");
    expect(cookie).toContain("Path=/api;");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    // A browser that already has a value keeps it, so flows in two tabs both work.
    const again = await post("/api/register/initiate", { flowType: "register" }, ATTACKER);
    expect(String(again.headers["set-cookie"])).toMatch(new RegExp(`^${ATTACKER};`));
    expect(flowCookieOptions("https://portaali.example.fi").secure).toBe(true);
  });
});
