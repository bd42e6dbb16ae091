import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp, testAppConfig } from "../../test/harness.ts";
import { addressLimits, DEFAULT_AUTH_LIMITS } from "./throttle.service.ts";
import { codeFromOutbox } from "../../test/outbox.ts";

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const settings = {
  feedback: { limits: { perMinute: 10_000 } },
  auth: {
    limits: {
      signInPerAccount: { limit: 3, windowMs: WINDOW },
      signInPerAddress: { limit: 6, windowMs: WINDOW },
      codeRequestPerAccount: { limit: 2, windowMs: WINDOW },
      codeRequestPerAddress: { limit: 4, windowMs: WINDOW },
      codeCheckPerAddress: { limit: 3, windowMs: WINDOW },
    },
  },
};

describe.each(testDatabases)("throttling across two servers on one database ($name)", (target) => {
  const t = useTestApp(target, { settings });
  let b: App;
  beforeAll(async () => {
    // A second server process: its own app, the same database.
    b = await buildApp({
      config: testAppConfig,
      db: t.database.db,
      logger: false,
      now: () => new Date(t.clock.now),
      settings,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
  });
  const post = (app: App, url: string, payload: object, ip = "203.0.113.7") =>
    app.inject({ method: "POST", url, payload, remoteAddress: ip });
  const freshWindow = () => {
    t.clock.now = new Date(t.clock.now.getTime() + WINDOW + MINUTE);
  };

  it("refuses sign-in on server B after failed attempts on server A, until the window passes", async () => {
    freshWindow();
    const username = "aino.asukas@example.fi";
    for (let i = 0; i < 3; i++) {
      const res = await post(t.app, "/api/login", { username, password: "Vaara-Arvaus-1" });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(b, "/api/login", { username, password: "Asukas!2026" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: "TOO_MANY_REQUESTS" });

    t.clock.now = new Date(t.clock.now.getTime() + WINDOW + 1000);
    expect((await post(b, "/api/login", { username, password: "Asukas!2026" })).statusCode).toBe(200);
  });

  it("throttles unknown accounts exactly like known ones", async () => {
    freshWindow();
    const answers: string[] = [];
    // Each from an address of its own, so only the per-account limit is in play.
    for (const [username, ip] of [
      ["ville.vuokralainen@example.fi", "198.51.100.1"],
      ["ei.ole.olemassa@example.fi", "198.51.100.2"],
    ] as const) {
      for (let i = 0; i < 4; i++) {
        const res = await post(i % 2 ? b : t.app, "/api/login", { username, password: "Vaara-Arvaus-1" }, ip);
        answers.push(`${i}:${res.statusCode}:${res.body}`);
      }
    }
    expect(answers.slice(0, 4)).toEqual(answers.slice(4));
    expect(answers[3]).toBe('3:429:{"error":"TOO_MANY_REQUESTS"}');
  });

  it("does not count successful sign-ins", async () => {
    freshWindow();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await post(i % 2 ? b : t.app, "/api/login", {
            username: "pekka.puhelin@example.fi",
            password: "Asukas!2026",
          })
        ).statusCode,
      ).toBe(200);
  });

  it("limits failed sign-ins per client address across accounts", async () => {
    freshWindow();
    const ip = "192.0.2.44";
    for (let i = 0; i < 6; i++)
      expect(
        (
          await post(
            i % 2 ? b : t.app,
            "/api/login",
            { username: `arvaus.${i}@example.fi`, password: "x" },
            ip,
          )
        ).statusCode,
      ).toBe(401);
    expect(
      (await post(b, "/api/login", { username: "muuttanut.pois@example.fi", password: "Asukas!2026" }, ip))
        .statusCode,
    ).toBe(429);
    // Another address is not affected.
    expect(
      (
        await post(
          b,
          "/api/login",
          { username: "muuttanut.pois@example.fi", password: "Asukas!2026" },
          "192.0.2.45",
        )
      ).statusCode,
    ).toBe(200);
  });

  it("limits code requests per account across servers", async () => {
    freshWindow();
    const username = "uusi.asukas@example.fi";
    expect((await post(t.app, "/api/forgot-password/code", { username })).statusCode).toBe(200);
    expect((await post(b, "/api/forgot-password/code", { username })).statusCode).toBe(200);
    const res = await post(t.app, "/api/forgot-password/code", { username });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: "LimitExceeded" });
    const confirm = await post(b, "/api/request-confirmation-code", { username });
    expect(confirm.statusCode).toBe(429);
    expect(confirm.json()).toEqual({ error: "LimitExceeded" });
  });

  it("limits code checks per client address: 400 LimitExceeded on reset, 429 on confirmation", async () => {
    freshWindow();
    const ip = "192.0.2.99";
    const username = "vanha.asukas@example.fi";
    await post(t.app, "/api/forgot-password/code", { username }, ip);
    const code = await codeFromOutbox(t.database.db, username, "password-reset-code");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++)
      expect(
        (
          await post(
            i % 2 ? b : t.app,
            "/api/forgot-password/reset",
            { username, code: wrong, newPassword: "Uusi-Kotiavain-58" },
            ip,
          )
        ).json(),
      ).toEqual({ error: "InvalidCode" });
    const reset = await post(
      b,
      "/api/forgot-password/reset",
      { username, code, newPassword: "Uusi-Kotiavain-58" },
      ip,
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ error: "LimitExceeded" });
    const confirm = await post(
      t.app,
      "/api/register/confirmation-code",
      { username, confirmationCode: code },
      ip,
    );
    expect(confirm.statusCode).toBe(429);
    expect(confirm.json()).toEqual({ error: "LimitExceeded" });
  });
});

describe("configured per-address limits", () => {
  it("replace the per-address limits and keep the per-account ones", () => {
    const limits = { ...DEFAULT_AUTH_LIMITS, ...addressLimits({ signIn: 500, codes: 70 }) };
    expect(limits.signInPerAddress.limit).toBe(500);
    expect(limits.codeRequestPerAddress.limit).toBe(70);
    expect(limits.codeCheckPerAddress.limit).toBe(70);
    expect(limits.signInPerAccount).toEqual(DEFAULT_AUTH_LIMITS.signInPerAccount);
    expect(limits.codeRequestPerAccount).toEqual(DEFAULT_AUTH_LIMITS.codeRequestPerAccount);
  });
});
