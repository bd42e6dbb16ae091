import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig, useTestApp } from "../test/harness.ts";
import { REQUEST_LIMITS, requestLimit } from "./rate-limits.ts";

/** A path that matches the route: parameters filled in. */
const pathOf = (url: string) => url.replace(/:[^/]+/g, "x");

describe.each(embeddedDatabase)("per-address request limits on $name", (target) => {
  const t = useTestApp(target);
  /** The production limits (RATE_LIMIT_FACTOR=1), and limits of one request per minute. */
  let production: App;
  let strict: App;
  beforeAll(async () => {
    const build = (factor: number) =>
      buildApp({ config: testAppConfig, db: t.database.db, logger: false, limits: { requests: { factor } } });
    production = await build(1);
    strict = await build(0.0001);
    await Promise.all([production.ready(), strict.ready()]);
  });
  afterAll(async () => {
    await production?.close();
    await strict?.close();
  });

  it("gives every public write route under /api a per-address limit", () => {
    const routes = production.publicWriteRoutes;
    const registered = new Set(routes.flatMap((r) => r.methods.map((m) => `${m} ${r.url}`)));
    // Every line of the table is a real public route (no stale or misspelt lines) ...
    for (const route of Object.keys(REQUEST_LIMITS)) expect(registered, route).toContain(route);
    // ... and every public write route the app registers has a limit, the table's when it has a line
    // (a route may declare its own instead).
    for (const route of routes) {
      expect(route.max, route.url).toBeGreaterThan(0);
      for (const method of route.methods)
        if (`${method} ${route.url}` in REQUEST_LIMITS)
          expect(route.max, `${method} ${route.url}`).toBe(requestLimit(`${method} ${route.url}`));
    }
    // Signed-in routes are limited per account instead; they are not public.
    expect(registered).not.toContain("PATCH /api/profile");
    expect(registered).not.toContain("POST /api/profile/email/confirm");
  });

  it("answers 429 TOO_MANY_REQUESTS on every public write route once an address is over its limit", async () => {
    expect(strict.publicWriteRoutes.length).toBeGreaterThanOrEqual(Object.keys(REQUEST_LIMITS).length);
    for (const route of strict.publicWriteRoutes) {
      for (const method of route.methods) {
        const send = (remoteAddress: string) =>
          strict.inject({
            method: method as "POST",
            url: pathOf(route.url),
            payload: {},
            remoteAddress,
          });
        const name = `${method} ${route.url}`;
        // One request per minute here, unless the route declares a limit of its own.
        for (let i = 0; i < route.max!; i++)
          expect((await send("198.51.100.1")).statusCode, name).not.toBe(429);
        const over = await send("198.51.100.1");
        expect(over.statusCode, name).toBe(429);
        expect(over.json(), name).toEqual({ error: "TOO_MANY_REQUESTS" });
        expect(over.headers["retry-after"], name).toBeDefined();
        // Another address is not affected.
        expect((await send("198.51.100.2")).statusCode, name).not.toBe(429);
      }
    }
  });

  it("lets one address send 10 sign-up credentials a minute, then refuses before any work", async () => {
    const send = () =>
      production.inject({
        method: "POST",
        url: "/api/register/credentials",
        payload: { username: "a@example.fi", password: "x".repeat(128), state: "s", registerSessionId: "r" },
        remoteAddress: "198.51.100.3",
      });
    const limit = requestLimit("POST /api/register/credentials");
    expect(limit).toBe(10);
    for (let i = 0; i < limit; i++) expect((await send()).statusCode).toBe(403);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
  });
});
