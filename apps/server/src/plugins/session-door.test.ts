import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PERMISSION_VALUES,
  PERMISSIONS,
  STAFF_API_PREFIX,
  STAFF_SIGN_IN_ROUTES,
} from "@portal/schemas/staff.constants";
import { buildApp, type App } from "../app.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig } from "../test/harness.ts";
import { hashSessionToken, newSessionToken } from "./session-rules.ts";
import { registerSession, type SessionStore } from "./session.ts";

const noSessions: SessionStore = {
  find: async () => null,
  touch: async () => {},
  delete: async () => {},
  recordViewingRead: async () => {},
  recordViewingRefusal: async () => {},
  endViewing: async () => {},
};

/** A bare server with only the session plugin, and `routes` registered on it. */
async function serverWith(routes: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  registerSession(app, noSessions, () => new Date());
  await app.register(async (scoped) => routes(scoped as unknown as ReturnType<typeof Fastify>));
  await app.ready();
  return app;
}

describe("a staff route must declare its permission", () => {
  it("refuses to start with a route under the staff prefix that has no permission", async () => {
    await expect(serverWith((a) => a.get(`${STAFF_API_PREFIX}queue`, async () => ({})))).rejects.toThrow(
      /must declare its permission/,
    );
  });

  it("refuses a route that names a permission without the staff door", async () => {
    await expect(
      serverWith((a) =>
        a.get("/api/queue", { config: { permission: PERMISSIONS.faultsHandle } }, async () => ({})),
      ),
    ).rejects.toThrow(/must declare its permission/);
  });

  it("refuses a staff-prefixed route behind the tenant door", async () => {
    await expect(
      serverWith((a) => a.get(`${STAFF_API_PREFIX}queue`, { onRequest: a.requireTenant }, async () => ({}))),
    ).rejects.toThrow(/must declare its permission/);
  });

  it("starts with the staff sign-in routes without a door, and only those", async () => {
    const app = await serverWith((a) => {
      for (const url of STAFF_SIGN_IN_ROUTES) a.post(url, async () => ({}));
    });
    expect(app.routeAccess.map((r) => r.url)).toEqual([...STAFF_SIGN_IN_ROUTES]);
    await app.close();
    await expect(
      serverWith((a) => a.post(`${STAFF_API_PREFIX}auth/other`, async () => ({}))),
    ).rejects.toThrow(/must declare its permission/);
  });

  it("starts with a staff route that declares one, and answers 401 without a session", async () => {
    const app = await serverWith((a) =>
      a.get(`${STAFF_API_PREFIX}queue`, a.requireStaff(PERMISSIONS.faultsHandle), async () => ({})),
    );
    expect(app.routeAccess).toContainEqual({
      method: "GET",
      url: `${STAFF_API_PREFIX}queue`,
      door: "staff",
      permission: PERMISSIONS.faultsHandle,
    });
    expect((await app.inject({ method: "GET", url: `${STAFF_API_PREFIX}queue` })).statusCode).toBe(401);
    await app.close();
  });
});

describe("what a door lets in", () => {
  const at = new Date();
  const token = newSessionToken();
  const tenantSession: SessionStore = {
    ...noSessions,
    find: async (hash) =>
      hash === hashSessionToken(token)
        ? {
            kind: "tenant",
            userId: "u",
            personId: "p",
            contractId: "c",
            staffId: null,
            lastActivityAt: at,
            expiresAt: new Date(at.getTime() + 60_000),
            staff: null,
          }
        : null,
  };

  it("no answer to a signed-in request may be kept, whatever header its route set", async () => {
    const app = Fastify({ logger: false });
    registerSession(app, tenantSession, () => at);
    app.get("/api/file", { onRequest: app.requireTenant }, async (_request, reply) =>
      reply.header("cache-control", "private, max-age=3600").send("bytes"),
    );
    await app.ready();
    const signedIn = await app.inject({
      method: "GET",
      url: "/api/file",
      headers: { authorization: `Bearer ${token}` },
    });
    expect([signedIn.statusCode, signedIn.headers["cache-control"]]).toEqual([200, "no-store"]);
    await app.close();
  });
});

// The whole application's routes, as registered: every staff route has the staff door and a known
// permission, and every route behind a door is under /api.
describe.each(embeddedDatabase)("every registered route's door, on $name", (target) => {
  let app: App;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    await created.database.migrate();
    app = await buildApp({ config: testAppConfig, db: created.database.db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("has no staff route without a permission", () => {
    expect(app.routeAccess.length).toBeGreaterThan(50);
    const signIn = (r: { method: string; url: string }) =>
      r.method === "POST" && (STAFF_SIGN_IN_ROUTES as readonly string[]).includes(r.url);
    const wrong = app.routeAccess.filter(
      (r) =>
        (r.url.startsWith(STAFF_API_PREFIX) || r.door === "staff") &&
        !signIn(r) &&
        !(r.door === "staff" && r.permission && PERMISSION_VALUES.includes(r.permission)),
    );
    expect(wrong).toEqual([]);
    // The two that sign staff in are the only staff routes without a session, and they are named.
    expect(app.routeAccess.filter((r) => r.url.startsWith(STAFF_API_PREFIX) && r.door === "none")).toEqual(
      STAFF_SIGN_IN_ROUTES.map((url) => ({ method: "POST", url, door: "none" })),
    );
    expect(app.routeAccess).toContainEqual({
      method: "GET",
      url: "/api/staff/me",
      door: "staff",
      permission: PERMISSIONS.staffProfile,
    });
    expect(app.routeAccess.filter((r) => r.door !== "none").every((r) => r.url.startsWith("/api/"))).toBe(
      true,
    );
  });
});
