// The permission table as the running application applies it: every staff route, as the app itself
// registered it (its onRoute hook records each route's door and permission), walked in turn by a
// session of every demo role, by a staff member viewing a tenant's pages, by a tenant and by no one.
import { describe, expect, it } from "vitest";
import {
  ROLE_PERMISSIONS,
  STAFF_API_PREFIX,
  STAFF_ROLES,
  STAFF_SIGN_IN_ROUTES,
  type Permission,
  type StaffRole,
} from "@portal/schemas/staff.constants";
import type { RouteAccess } from "../plugins/session.ts";
import { DEMO_STAFF } from "../seed/staff-seed.ts";
import { testDatabases } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";
import { staffSession } from "../test/staff-sessions.ts";

const AINO = "aino.asukas@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const MADE_UP_ID = "00000000-0000-4000-8000-000000000000";
/** Ends the session it is sent with: walked last, or every route after it would answer 401. */
const SIGN_OUT = { method: "POST", url: "/api/staff/auth/logout" };

/** Read from the table itself, not through the access layer under test. */
const grants = (roles: readonly StaffRole[], permission: Permission) =>
  roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));

describe.each(testDatabases)("the staff permission table on $name", (target) => {
  const t = useTestApp(target);

  /** Every staff route, signing out last; each with its permission. */
  function staffRoutes(): (RouteAccess & { permission: Permission })[] {
    const routes = t.app.routeAccess.filter(
      (r): r is RouteAccess & { permission: Permission } => r.door === "staff" && r.permission !== undefined,
    );
    const isSignOut = (r: RouteAccess) => r.method === SIGN_OUT.method && r.url === SIGN_OUT.url;
    return [...routes.filter((r) => !isSignOut(r)), ...routes.filter(isSignOut)];
  }

  /** One request to the route with made-up ids and an empty body: only its door is of interest. */
  function send(route: RouteAccess, token?: string) {
    return t.app.inject({
      method: route.method as "GET",
      url: route.url.replace(/:[A-Za-z]+/g, MADE_UP_ID).replace("*", "x"),
      headers: token ? t.bearer(token) : {},
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    });
  }

  it("finds every route under the staff prefix behind the staff door, and the staff routes outside it", () => {
    const routes = staffRoutes();
    const signIn = (r: RouteAccess) => (STAFF_SIGN_IN_ROUTES as readonly string[]).includes(r.url);
    const prefixed = t.app.routeAccess.filter((r) => r.url.startsWith(STAFF_API_PREFIX) && !signIn(r));
    expect(prefixed.filter((r) => !routes.includes(r as (typeof routes)[number]))).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
    // Staff-only routes outside the prefix (starting a viewing of a tenant's pages) are walked too.
    expect(routes.some((r) => !r.url.startsWith(STAFF_API_PREFIX))).toBe(true);
    expect(routes.at(-1)).toMatchObject(SIGN_OUT);
  });

  it("answers 403 to every role without the route's permission, and never 403 to a role with it", async () => {
    // One demo staff member per role, and each with that one role.
    expect(
      DEMO_STAFF.map((s) => s.roles)
        .flat()
        .toSorted(),
    ).toEqual([...STAFF_ROLES].toSorted());
    const routes = staffRoutes();
    const wrong: string[] = [];
    for (const staff of DEMO_STAFF) {
      const token = await staffSession(t, staff.email);
      for (const route of routes) {
        const allowed = grants(staff.roles, route.permission);
        const res = await send(route, token);
        // Anything else is the route's own answer to made-up ids and an empty body (400, 404, 409…).
        if (allowed ? res.statusCode === 403 || res.statusCode === 401 : res.statusCode !== 403)
          wrong.push(
            `${staff.roles.join()} ${route.method} ${route.url} (${route.permission}): ${res.statusCode}`,
          );
      }
      // The walk's last route signed the session out.
      const signedOut = await t.app.inject({ method: "GET", url: "/api/staff/me", headers: t.bearer(token) });
      expect(signedOut.statusCode).toBe(401);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 401 to a tenant's session and to no session, and 403 to a staff member viewing a tenant's pages", async () => {
    const tenant = await t.login(AINO);
    const viewing = await staffSession(t, ASTA, AINO);
    const wrong: string[] = [];
    for (const route of staffRoutes()) {
      const answers = [
        ["no session", (await send(route)).statusCode, 401],
        ["tenant", (await send(route, tenant)).statusCode, 401],
        ["viewing", (await send(route, viewing)).statusCode, 403],
      ] as const;
      for (const [who, got, expected] of answers)
        if (got !== expected) wrong.push(`${who} ${route.method} ${route.url}: ${got}, not ${expected}`);
    }
    expect(wrong).toEqual([]);
    // Neither session was signed out by the walk.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(tenant) })).statusCode,
    ).toBe(200);
  });
});
