import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@portal/schemas/profile";
import { PERMISSIONS, ROLE_PERMISSIONS } from "@portal/schemas/staff.constants";
import { staffMeResponse } from "@portal/schemas/staff";
import { staffMembers } from "../../db/schema/staff.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";

const AINO = "aino.asukas@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
const YLLA = "ylla.pitaja@kotikallio.example.fi";

describe.each(testDatabases)("the door for staff and impersonation on $name", (target) => {
  const t = useTestApp(target);
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? t.bearer(token) : {} });

  it("GET /api/staff/me: 401 without a session or with a tenant's, 200 for staff", async () => {
    const none = await get("/api/staff/me");
    expect([none.statusCode, none.json().error]).toEqual([401, "UNAUTHORIZED"]);
    const tenant = await get("/api/staff/me", await t.login(AINO));
    expect([tenant.statusCode, tenant.json().error]).toEqual([401, "UNAUTHORIZED"]);

    const asta = await get("/api/staff/me", await staffSession(t, ASTA));
    expect(asta.statusCode).toBe(200);
    const me = staffMeResponse.parse(asta.json());
    expect(me).toMatchObject({
      name: "Asta Asiakaspalvelu",
      roles: ["customer_service"],
      allBuildings: true,
    });
    expect(me.buildings).toEqual([]);
    expect(me.permissions).toEqual([...ROLE_PERMISSIONS.customer_service]);
  });

  it("a property manager sees only their buildings", async () => {
    const res = await get("/api/staff/me", await staffSession(t, KALLE));
    const me = staffMeResponse.parse(res.json());
    expect(me.allBuildings).toBe(false);
    expect(me.buildings.map((b) => b.name)).toEqual(["Kirsikkapiha", "Tikkurilan Lähde"]);
    expect(me.permissions).toContain(PERMISSIONS.terminationsReview);
    expect(me.permissions).not.toContain(PERMISSIONS.tenantsImpersonate);
  });

  it("a staff session on a tenant route is 403 FORBIDDEN, on the hot reads too", async () => {
    const token = await staffSession(t, YLLA);
    for (const url of [
      "/api/profile",
      "/api/billing/history",
      "/api/billing/current",
      "/api/billing/debt",
      "/api/contracts/current",
      "/api/notifications",
    ]) {
      const res = await get(url, token);
      expect([url, res.statusCode, res.json().error]).toEqual([url, 403, "FORBIDDEN"]);
    }
  });

  it("a staff session on every tenant route, writes too, is 403 FORBIDDEN whatever the route's own 403 says", async () => {
    const token = await staffSession(t, YLLA);
    const routes = t.app.routeAccess.filter((r) => r.door === "tenant");
    expect(routes.filter((r) => r.method !== "GET").length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace("*", "x");
      const res = await t.app.inject({
        method: route.method as "POST",
        url,
        headers: t.bearer(token),
        ...(route.method === "GET" ? {} : { payload: {} }),
      });
      const error = res.headers["content-type"]?.startsWith("application/json") ? res.json().error : res.body;
      if (res.statusCode !== 403 || error !== "FORBIDDEN")
        wrong.push(`${route.method} ${url}: ${res.statusCode} ${String(error)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a route's declared 401 and 403 take the door's refusals, so the document tells a client of them", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const forbidden = JSON.stringify(doc.paths["/api/bookings"]!.post!.responses["403"]);
    expect(forbidden).toContain("CONTRACT_ENDED");
    expect(forbidden).toContain("FORBIDDEN");
  });

  it("an inactive staff member's session is refused", async () => {
    const token = await staffSession(t, KALLE);
    await t.database.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, KALLE));
    try {
      expect((await get("/api/staff/me", token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(staffMembers).set({ active: true }).where(eq(staffMembers.email, KALLE));
    }
  });

  it("an impersonated session reads the tenant's pages as the tenant", async () => {
    const own = await get("/api/profile", await t.login(AINO));
    const token = await staffSession(t, ASTA, AINO);
    const viewed = await get("/api/profile", token);
    expect(viewed.statusCode).toBe(200);
    const { signedInAt: _a, ...viewedProfile } = profileResponse.parse(viewed.json());
    const { signedInAt: _b, ...ownProfile } = profileResponse.parse(own.json());
    expect(viewedProfile).toEqual(ownProfile);
    const debt = await get("/api/billing/debt", token);
    const ownDebt = await get("/api/billing/debt", await t.login(AINO));
    expect([debt.statusCode, debt.json()]).toEqual([200, ownDebt.json()]);
    const lease = await get("/api/contracts/current", token);
    expect(lease.statusCode).toBe(200);
    // Staff routes take a staff session, not a view of a tenant.
    expect((await get("/api/staff/me", token)).statusCode).toBe(403);
  });

  it("an impersonated session changes nothing: every write is 403 IMPERSONATION_READ_ONLY", async () => {
    const token = await staffSession(t, ASTA, AINO);
    const messages = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from contact_requests`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await messages();
    for (const [method, url, payload] of [
      ["POST", "/api/contact-request", { subject: "Hei", message: "Testi" }],
      ["PATCH", "/api/profile", { newsletter: false }],
      ["POST", "/api/profile/password", {}],
      ["DELETE", "/api/bookings/00000000-0000-4000-8000-000000000000", undefined],
      ["POST", "/api/staff/anything", {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: t.bearer(token), payload });
      expect([method, url, res.statusCode, res.json().error]).toEqual([
        method,
        url,
        403,
        "IMPERSONATION_READ_ONLY",
      ]);
    }
    // Nothing was written on the tenant's behalf.
    expect(await messages()).toBe(before);
    // Signing out ends the view.
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: t.bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await get("/api/profile", token)).statusCode).toBe(401);
  });

  it("a tenant's own writes are not affected", async () => {
    const token = await t.login(AINO);
    const profile = profileResponse.parse((await get("/api/profile", token)).json());
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: t.bearer(token),
      payload: { phoneNumber: profile.phoneNumber, email: profile.email, newsletter: profile.newsletter },
    });
    expect(res.statusCode).toBe(200);
  });

  it("the sessions table keeps each kind's parts consistent", async () => {
    const db = t.database.db;
    const [staff] = await db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
    const now = new Date(t.clock.now).toISOString();
    // A staff session with a contract, or a tenant session without one, is refused by the check.
    await expect(
      db.execute(sql`insert into sessions (id, kind, staff_id, contract_id, created_at, last_activity_at, expires_at)
        select 'x1', 'staff', ${staff!.id}, c.id, ${now}, ${now}, ${now} from contracts c limit 1`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into sessions (id, kind, user_id, created_at, last_activity_at, expires_at)
        select 'x2', 'tenant', u.id, ${now}, ${now}, ${now} from user_accounts u limit 1`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into sessions (id, kind, staff_id, created_at, last_activity_at, expires_at)
        values ('x3', 'impersonation', ${staff!.id}, ${now}, ${now}, ${now})`),
    ).rejects.toThrow();
    await db.execute(sql`insert into sessions (id, kind, staff_id, created_at, last_activity_at, expires_at)
      values ('x4', 'staff', ${staff!.id}, ${now}, ${now}, ${now})`);
    await db.execute(sql`delete from sessions where id = 'x4'`);
  });
});
