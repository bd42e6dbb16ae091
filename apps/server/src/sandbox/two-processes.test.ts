// Two server processes behind one address, as a load balancer sends a browser's requests to either:
// the sandbox bank and payment provider are one provider whichever process answers each step.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { payments } from "../db/schema/payments.ts";
import { testDatabases } from "../test/databases.ts";
import { testAppConfig, useTestApp } from "../test/harness.ts";
import { STAFF_FLOW_COOKIE } from "../modules/staff/staff-auth.routes.ts";
import { visitSandboxBank } from "./idp/idp-test-driver.ts";

/** The sign-in cookie's value, as the start would set it. */
const BROWSER = randomBytes(32).toString("base64url");
const AINO = "aino.asukas@example.fi";

describe.each(testDatabases)("the sandbox stand-ins behind one address on $name", (target) => {
  const t = useTestApp(target);
  let other: App;
  beforeAll(async () => {
    // A second app on the same database and file store: the other server process.
    other = await buildApp({
      files: t.files,
      config: testAppConfig,
      db: t.database.db,
      logger: false,
      now: () => new Date(t.clock.now),
      sandboxMailbox: true,
      limits: { requests: { factor: 1000 } },
      settings: { feedback: { limits: { perMinute: 10_000 } } },
    });
    await other.ready();
  });
  afterAll(async () => other?.close());

  /** Each request to the next process in turn, as round-robin balancing does. */
  const alternating = () => {
    let turn = 0;
    return { inject: ((options: never) => [t.app, other][turn++ % 2]!.inject(options)) as App["inject"] };
  };

  it("signs a staff member in when the start, each of the bank's pages and the callback land on alternating processes", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/start",
      headers: { cookie: `${STAFF_FLOW_COOKIE}=${BROWSER}` },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { url } = start.json<{ url: string }>();
    // Authorization, the sign-in page, the form and the resume: four requests, two on each process.
    const { callbackUrl } = await visitSandboxBank(alternating(), url, "staff-asta");
    const done = await other.inject({
      method: "POST",
      url: "/api/staff/auth/callback",
      headers: { cookie: `${STAFF_FLOW_COOKIE}=${BROWSER}` },
      payload: Object.fromEntries(new URL(callbackUrl).searchParams),
    });
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json<{ sessionId: string }>().sessionId;
    const me = await t.app.inject({ method: "GET", url: "/api/staff/me", headers: t.bearer(session) });
    expect(me.json()).toMatchObject({ email: "asta.asiakaspalvelu@kotikallio.example.fi" });
  });

  it("pays a payment created by one process on the other's page, credits it once, and either reads it", async () => {
    const session = await t.login(AINO);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: t.bearer(session),
      payload: { amountCents: 1234, purpose: "due" },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { stamp, href } = started.json<{ stamp: string; href: string }>();
    const page = new URL(href).pathname;
    const shown = await other.inject({ method: "GET", url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("12,34");

    // Pressed on both at once: one ends the payment and sends the callbacks, both redirect alike.
    const press = (app: App) =>
      app.inject({
        method: "POST",
        url: `${page}/pay`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "method=nordea",
      });
    const [a, b] = await Promise.all([press(other), press(t.app)]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    const location = new URL(String(a.headers.location));
    expect(location.searchParams.get("checkout-status")).toBe("ok");
    expect(new URL(String(b.headers.location)).searchParams.get("checkout-status")).toBe("ok");

    const credited = await t.database.db
      .select()
      .from(payments)
      .where(
        eq(payments.providerTransactionId, String(location.searchParams.get("checkout-transaction-id"))),
      );
    expect(credited).toHaveLength(1);
    for (const app of [t.app, other]) {
      const read = await app.inject({
        method: "GET",
        url: `/api/payments/${stamp}`,
        headers: t.bearer(session),
      });
      expect(read.json()).toMatchObject({ status: "ok" });
    }
  });
});
