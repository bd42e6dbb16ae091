import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INACTIVITY_LIMIT_MS, SESSION_ABSOLUTE_LIMIT_MS } from "@portal/schemas/auth";
import { sessions } from "../../db/schema/sessions.ts";
import { addDays } from "../../lib/dates.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, TODAY, useTestApp } from "../../test/harness.ts";

const AINO = "aino.asukas@example.fi";

describe.each(testDatabases)("sign-in and sessions on $name", (target) => {
  const t = useTestApp(target);
  const login = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: payload as object });
  const profile = (sessionId: string) =>
    t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(sessionId) });

  it.each(["aino.asukas@example.fi", "ville.vuokralainen@example.fi", "muuttanut.pois@example.fi"])(
    "%s signs in with a fresh 256-bit session id",
    async (email) => {
      const res = await login({ username: email, password: "Asukas!2026" });
      expect(res.statusCode).toBe(200);
      expect(res.json().sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  it("answers each refused contract state with its errorType, and the start date when not started", async () => {
    const cases: [string, object][] = [
      ["uusi.asukas@example.fi", { errorType: "CONTRACT_NOT_STARTED", startDate: addDays(TODAY, 20) }],
      ["vanha.asukas@example.fi", { errorType: "CONTRACT_EXPIRED" }],
      ["ei.sopimusta@example.fi", { errorType: "CONTRACT_NOT_FOUND" }],
    ];
    for (const [username, body] of cases) {
      const res = await login({ username, password: "Asukas!2026" });
      expect(res.statusCode, username).toBe(401);
      expect(res.json(), username).toEqual(body);
    }
  });

  it("answers MISSING_CREDENTIALS for a missing or empty field", async () => {
    for (const body of [
      {},
      { username: AINO },
      { password: "x" },
      { username: "", password: "x" },
      { username: "  ", password: "x" },
      { username: AINO, password: "" },
    ]) {
      const res = await login(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json()).toEqual({ errorType: "MISSING_CREDENTIALS" });
    }
  });

  it("answers an unknown account exactly like a wrong password", async () => {
    const known = await login({ username: AINO, password: "Vaara-salasana1!" });
    const unknown = await login({ username: "ei.ole.olemassa@example.fi", password: "Vaara-salasana1!" });
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(known.body).toBe('{"errorType":"INCORRECT_CREDENTIALS"}');
    expect(unknown.body).toBe(known.body);
    const comparable = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== "x-request-id" && k !== "date")
        .sort();
    expect(comparable(unknown.headers)).toEqual(comparable(known.headers));
  });

  it("takes the email case-insensitively and trims it", async () => {
    const res = await login({ username: "  Aino.ASUKAS@Example.fi ", password: "Asukas!2026" });
    expect(res.statusCode).toBe(200);
  });

  it("gives a new id at every sign-in and stores only its SHA-256", async () => {
    const a = await t.login(AINO);
    const b = await t.login(AINO);
    expect(a).not.toBe(b);
    const hash = createHash("sha256").update(a).digest("hex");
    const byHash = await t.database.db.select().from(sessions).where(eq(sessions.id, hash));
    expect(byHash).toHaveLength(1);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, a))).toHaveLength(0);
  });

  it("signs out: the session is deleted and the profile answers 401", async () => {
    const id = await t.login(AINO);
    expect((await profile(id)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: t.bearer(id) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await profile(id);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: "UNAUTHORIZED" });
    // Signing out twice, or without a session, still ends signed out.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/logout", headers: t.bearer(id) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(200);
  });

  it("refuses missing, malformed and forged session ids", async () => {
    const forged = Buffer.alloc(32, 7).toString("base64url");
    for (const authorization of [
      undefined,
      "",
      "Bearer",
      `Basic ${forged}`,
      "Bearer ' or 1=1 --",
      `Bearer ${forged}`,
      `Bearer ${forged}x`,
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/profile",
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ error: "UNAUTHORIZED" });
    }
  });

  it("ends a session after 24 hours without activity, and activity keeps it alive", async () => {
    t.clock.now = new Date(START);
    const kept = await t.login(AINO);
    const idle = await t.login(AINO);
    t.clock.now = new Date(START.getTime() + INACTIVITY_LIMIT_MS - 60_000);
    expect((await profile(kept)).statusCode).toBe(200);
    t.clock.now = new Date(START.getTime() + INACTIVITY_LIMIT_MS);
    expect((await profile(idle)).statusCode).toBe(401);
    t.clock.now = new Date(START.getTime() + 2 * INACTIVITY_LIMIT_MS - 120_000);
    expect((await profile(kept)).statusCode).toBe(200);
    t.clock.now = new Date(START);
  });

  it("ends a session 7 days after sign-in however active", async () => {
    t.clock.now = new Date(START);
    const id = await t.login(AINO);
    for (let ms = 0; ms < SESSION_ABSOLUTE_LIMIT_MS; ms += INACTIVITY_LIMIT_MS / 2) {
      t.clock.now = new Date(START.getTime() + ms);
      expect((await profile(id)).statusCode).toBe(200);
    }
    t.clock.now = new Date(START.getTime() + SESSION_ABSOLUTE_LIMIT_MS);
    expect((await profile(id)).statusCode).toBe(401);
    t.clock.now = new Date(START);
  });

  it("writes the activity time at most once a minute", async () => {
    t.clock.now = new Date(START);
    const id = await t.login(AINO);
    const hash = createHash("sha256").update(id).digest("hex");
    const last = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.id, hash)))[0]!.lastActivityAt.getTime();
    t.clock.now = new Date(START.getTime() + 30_000);
    await profile(id);
    expect(await last()).toBe(START.getTime());
    t.clock.now = new Date(START.getTime() + 90_000);
    await profile(id);
    expect(await last()).toBe(START.getTime() + 90_000);
    t.clock.now = new Date(START);
  });
});
