import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionResponse } from "@portal/schemas/session";
import {
  STAFF_INACTIVITY_LIMIT_MS,
  STAFF_SESSION_ABSOLUTE_LIMIT_MS,
  STAFF_SIGN_IN_PAGE,
} from "@portal/schemas/staff.constants";
import { staffMeResponse } from "@portal/schemas/staff";
import { auditLog } from "../../db/schema/audit.ts";
import { staffMembers, staffRoles } from "../../db/schema/staff.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import type { TestStaffId } from "../../sandbox/idp/test-staff.ts";
import { identitySettingsFromEnv } from "../../setup/identification.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp } from "../../test/harness.ts";
import { browserCookie } from "../../test/identification.ts";
import { STAFF_FLOW_COOKIE } from "./staff-auth.routes.ts";

const BROWSER = "staff-test-browser-binding-0123456789abcdef";
const OTHER_BROWSER = "another-browser-binding-value-0123456789abc";
const cookieOf = (value: string) => ({ cookie: `${STAFF_FLOW_COOKIE}=${value}` });
const { publicUrl } = identitySettingsFromEnv();

describe.each(testDatabases)("staff sign-in through OpenID Connect on $name", (target) => {
  const t = useTestApp(target);
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? t.bearer(token) : {} });

  /** Starts a sign-in in `browser` and picks `who` on the sandbox provider's staff page. */
  const throughProvider = async (who: TestStaffId | "cancel", browser = BROWSER) => {
    const start = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/start",
      headers: cookieOf(browser),
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json() as { url: string };
    const authorization = new URL(url);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    const { callbackUrl } = await visitSandboxBank(t.app, url, who);
    const back = new URL(callbackUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}${STAFF_SIGN_IN_PAGE}`);
    return Object.fromEntries(back.searchParams);
  };
  const complete = (query: Record<string, string>, browser = BROWSER) =>
    t.app.inject({
      method: "POST",
      url: "/api/staff/auth/callback",
      headers: cookieOf(browser),
      payload: query,
    });
  const signIn = async (who: TestStaffId) => {
    const res = await complete(await throughProvider(who));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sessionId: string }).sessionId;
  };
  const lastAudit = async (action: "staff_sign_in" | "staff_sign_in_refused" | "staff_sign_out") => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it("signs a staff member in with PKCE, state and nonce, into a staff session, and out again", async () => {
    const token = await signIn("staff-asta");
    const session = sessionResponse.parse((await get("/api/session", token)).json());
    expect(session).toMatchObject({ kind: "staff", roles: ["customer_service"] });
    const me = staffMeResponse.parse((await get("/api/staff/me", token)).json());
    expect(me.email).toBe("asta.asiakaspalvelu@kotikallio.example.fi");
    expect((await lastAudit("staff_sign_in"))?.details).toEqual({ staffId: me.id });

    const out = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/logout",
      headers: t.bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await get("/api/staff/me", token)).statusCode).toBe(401);
    expect((await lastAudit("staff_sign_out"))?.details).toEqual({ staffId: me.id });
  });

  it("refuses a state used once already", async () => {
    const query = await throughProvider("staff-ylla");
    expect((await complete(query)).statusCode).toBe(200);
    const again = await complete(query);
    expect([again.statusCode, again.json()]).toEqual([401, { error: "STAFF_SIGN_IN_FAILED" }]);
  });

  it("refuses a sign-in completed after 10 minutes", async () => {
    const query = await throughProvider("staff-ylla");
    t.clock.now = new Date(START.getTime() + 10 * 60_000 + 1000);
    try {
      const late = await complete(query);
      expect([late.statusCode, late.json()]).toEqual([401, { error: "STAFF_SIGN_IN_EXPIRED" }]);
    } finally {
      t.clock.now = new Date(START);
    }
  });

  it("refuses the provider's answer in another browser, an unknown state and a cancelled sign-in", async () => {
    const query = await throughProvider("staff-ylla");
    const other = await complete(query, OTHER_BROWSER);
    expect([other.statusCode, other.json()]).toEqual([401, { error: "STAFF_SIGN_IN_FAILED" }]);
    const noCookie = await t.app.inject({ method: "POST", url: "/api/staff/auth/callback", payload: query });
    expect(noCookie.statusCode).toBe(401);
    const unknown = await complete({ ...query, state: "no-such-state" });
    expect(unknown.json()).toEqual({ error: "STAFF_SIGN_IN_FAILED" });
    const cancelled = await complete(await throughProvider("cancel"));
    expect([cancelled.statusCode, cancelled.json()]).toEqual([401, { error: "STAFF_SIGN_IN_FAILED" }]);
    expect((await lastAudit("staff_sign_in_refused"))?.details).toMatchObject({ reason: "access_denied" });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/callback",
      headers: cookieOf(BROWSER),
      payload: { state: "x".repeat(5000) },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an email that names no staff member, an inactive one, and one without roles", async () => {
    const unknown = await complete(await throughProvider("staff-outi"));
    expect([unknown.statusCode, unknown.json()]).toEqual([401, { error: "STAFF_NOT_ALLOWED" }]);
    expect((await lastAudit("staff_sign_in_refused"))?.details).toMatchObject({
      error: "STAFF_NOT_ALLOWED",
      reason: "unknown_email",
    });

    const db = t.database.db;
    const email = "matti.huolto@kotikallio.example.fi";
    const [matti] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
    await db.delete(staffRoles).where(eq(staffRoles.staffId, matti!.id));
    try {
      const noRoles = await complete(await throughProvider("staff-matti"));
      expect(noRoles.json()).toEqual({ error: "STAFF_NOT_ALLOWED" });
    } finally {
      await db.insert(staffRoles).values({ staffId: matti!.id, role: "maintenance" });
    }
    await db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, matti!.id));
    try {
      const inactive = await complete(await throughProvider("staff-matti"));
      expect(inactive.json()).toEqual({ error: "STAFF_NOT_ALLOWED" });
    } finally {
      await db.update(staffMembers).set({ active: true }).where(eq(staffMembers.id, matti!.id));
    }
    expect(await signIn("staff-matti")).toBeTruthy();
  });

  it("binds a staff member to the provider's account at the first sign-in: another account naming their email is refused", async () => {
    const db = t.database.db;
    const MIRJA = "mirja.moderaattori@kotikallio.example.fi";
    const [mirja] = await db.select().from(staffMembers).where(eq(staffMembers.email, MIRJA));
    const subject = async () =>
      (await db.select().from(staffMembers).where(eq(staffMembers.id, mirja!.id)))[0]!.oidcSubject;
    const reset = () =>
      db.update(staffMembers).set({ email: MIRJA, oidcSubject: null }).where(eq(staffMembers.id, mirja!.id));
    await reset();
    try {
      expect(await subject()).toBeNull();
      await signIn("staff-mirja");
      expect(await subject()).toBe("staff-mirja");

      // Mirja is bound to another account at the provider: this one (a mailbox renamed to her
      // address) names her email, and is refused.
      await db
        .update(staffMembers)
        .set({ oidcSubject: "mirjas-own-account" })
        .where(eq(staffMembers.id, mirja!.id));
      const other = await complete(await throughProvider("staff-mirja"));
      expect([other.statusCode, other.json()]).toEqual([401, { error: "STAFF_NOT_ALLOWED" }]);
      expect((await lastAudit("staff_sign_in_refused"))?.details).toMatchObject({ reason: "other_account" });
      expect(await subject()).toBe("mirjas-own-account");

      // The account bound signs its member in, whatever email it names now.
      await db
        .update(staffMembers)
        .set({ oidcSubject: "staff-mirja", email: "mirja.uusi@kotikallio.example.fi" })
        .where(eq(staffMembers.id, mirja!.id));
      const me = staffMeResponse.parse((await get("/api/staff/me", await signIn("staff-mirja"))).json());
      expect(me.id).toBe(mirja!.id);
    } finally {
      await reset();
    }
  });

  it("refuses an email the provider says it has not verified, and binds nobody to it", async () => {
    const res = await complete(await throughProvider("staff-veera"));
    expect([res.statusCode, res.json()]).toEqual([401, { error: "STAFF_NOT_ALLOWED" }]);
    expect((await lastAudit("staff_sign_in_refused"))?.details).toMatchObject({
      reason: "email_unverified",
      email: "mirja.moderaattori@kotikallio.example.fi",
    });
    const [mirja] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, "mirja.moderaattori@kotikallio.example.fi"));
    expect(mirja!.oidcSubject).not.toBe("staff-veera");
  });

  it("keeps staff and tenant sessions apart", async () => {
    const staff = await signIn("staff-kalle");
    const tenant = await t.login("aino.asukas@example.fi");
    for (const url of ["/api/staff/me", "/api/staff/overview", "/api/staff/members"]) {
      const res = await get(url, tenant);
      expect([url, res.statusCode, res.json().error]).toEqual([url, 401, "UNAUTHORIZED"]);
    }
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/logout",
      headers: t.bearer(tenant),
    });
    expect(logout.statusCode).toBe(401);
    for (const url of ["/api/profile", "/api/billing/current", "/api/notifications"]) {
      const res = await get(url, staff);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    const write = await t.app.inject({
      method: "POST",
      url: "/api/contact-request",
      headers: t.bearer(staff),
      payload: { subject: "Hei", message: "Testi" },
    });
    expect(write.statusCode).toBe(403);
  });

  it("ends a staff session after 8 hours idle and 12 hours after sign-in", async () => {
    const at = (ms: number) => {
      t.clock.now = new Date(START.getTime() + ms);
    };
    try {
      const idle = await signIn("staff-asta");
      at(STAFF_INACTIVITY_LIMIT_MS - 60_000);
      expect((await get("/api/staff/me", idle)).statusCode).toBe(200);
      at(2 * STAFF_INACTIVITY_LIMIT_MS - 60_000);
      expect((await get("/api/staff/me", idle)).statusCode).toBe(401);

      at(0);
      const busy = await signIn("staff-asta");
      // Used every 4 hours: never idle, still ended 12 hours after sign-in.
      for (const hours of [4, 8, 11.9]) {
        at(hours * 3_600_000);
        expect([hours, (await get("/api/staff/me", busy)).statusCode]).toEqual([hours, 200]);
      }
      at(STAFF_SESSION_ABSOLUTE_LIMIT_MS);
      expect((await get("/api/staff/me", busy)).statusCode).toBe(401);

      // A tenant's session is not held to the staff limits.
      at(0);
      const tenant = await t.login("aino.asukas@example.fi");
      at(STAFF_INACTIVITY_LIMIT_MS + 60_000);
      expect((await get("/api/profile", tenant)).statusCode).toBe(200);
    } finally {
      at(0);
    }
  });

  it("counts open fault reports and messages within the staff member's buildings", async () => {
    const count = async (table: string, scoped: boolean) => {
      const buildings = sql`(select b.id from buildings b where b.name in ('Kirsikkapiha', 'Tikkurilan Lähde'))`;
      const result = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.raw(table)} x
          join contracts c on c.id = x.contract_id join apartments a on a.id = c.apartment_id
          where x.status in ('sent', 'inProgress') ${scoped ? sql`and a.building_id in ${buildings}` : sql``}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const asta = (await get("/api/staff/overview", await signIn("staff-asta"))).json();
    expect(asta).toEqual({
      openFaultReports: await count("defect_notices", false),
      openMessages: await count("contact_requests", false),
    });
    expect(asta.openFaultReports + asta.openMessages).toBeGreaterThan(0);
    const kalle = (await get("/api/staff/overview", await signIn("staff-kalle"))).json();
    expect(kalle).toEqual({
      openFaultReports: await count("defect_notices", true),
      openMessages: await count("contact_requests", true),
    });
  });

  it("offers the test staff on the sandbox provider's staff client, and none of the bank's test persons", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/start",
      headers: cookieOf(BROWSER),
    });
    const { url } = start.json() as { url: string };
    await expect(visitSandboxBank(t.app, url, "aino-asukas")).rejects.toThrow(/person form: 400/);
    // …and the bank's client none of the test staff.
    const bank = await t.app.inject({
      method: "POST",
      url: "/api/register/initiate",
      payload: { flowType: "register" },
      headers: browserCookie,
    });
    const bankUrl = (bank.json() as { url: string }).url;
    await expect(visitSandboxBank(t.app, bankUrl, "staff-asta")).rejects.toThrow(/person form: 400/);
  });

  it("records the staff member signed in in the audit log, never the tokens", async () => {
    await signIn("staff-mirja");
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff_sign_in")));
    expect(JSON.stringify(rows)).not.toMatch(/code_verifier|sessionId/);
  });
});
