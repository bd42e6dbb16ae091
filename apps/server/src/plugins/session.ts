// The one door: reads the bearer session, decides who is signed in (plugins/principal.ts) and what
// kind of route they may enter. Tenant routes take `app.requireTenant`, staff routes
// `app.requireStaff(permission)`, the hottest reads `app.tenantRead`; one hook keeps an
// impersonated session read-only everywhere.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from "fastify";
import { z } from "zod";
import { errorResponse } from "@portal/schemas/common";
import { STAFF_API_PREFIX, STAFF_SIGN_IN_ROUTES, type Permission } from "@portal/schemas/staff.constants";
import { may } from "../access/access.ts";
import type { StoredSession } from "../db/scope.ts";
import {
  principalOf,
  tenantOf,
  type SignedIn,
  type StaffPrincipal,
  type StoredSessionWithStaff,
  type TenantSession,
} from "./principal.ts";
import { checkSession, hashSessionToken, isWellFormedToken } from "./session-rules.ts";

/** Where sessions are kept (modules/auth implements it). */
export interface SessionStore {
  /** The session with its account's person and its staff member, or null when there is none. */
  find(sessionHash: string): Promise<StoredSessionWithStaff | null>;
  touch(sessionHash: string, at: Date): Promise<void>;
  delete(sessionHash: string): Promise<void>;
  /** Appends a page read of a viewing of a tenant's pages (impersonation) to its audit log. */
  recordViewingRead(sessionHash: string, path: string, address: string, at: Date): Promise<void>;
  /** Appends a write refused as read-only during a viewing to its audit log. */
  recordViewingRefusal(
    sessionHash: string,
    method: string,
    path: string,
    address: string,
    at: Date,
  ): Promise<void>;
  /** Ends a viewing its staff member may no longer have: its end in the audit log, then the session goes. */
  endViewing(sessionHash: string, at: Date): Promise<void>;
}

/** A staff route's options: its permission, declared once, and the door that checks it. */
export interface StaffRouteOptions {
  config: { permission: Permission };
  onRequest: onRequestAsyncHookHandler;
}

/** Which door a route has: none (public, or a single-statement tenantRead), any signed-in party, tenant or staff. */
export interface RouteAccess {
  method: string;
  url: string;
  door: "none" | "signed-in" | "tenant" | "staff";
  permission?: Permission;
}

/** What a single-statement read gives `tenantRead`: the session's columns (db/scope.ts) and its data. */
export type SessionRow = { session: StoredSession };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the door (requireTenant, requireStaff, tenantRead) once it let the request in; null elsewhere. */
    signedIn: SignedIn | null;
  }
  interface FastifyInstance {
    /** onRequest hook of routes any signed-in party may use (GET /api/session): 401 without a valid session. */
    requireSignedIn(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook of tenant routes: 401 without a valid session, 403 FORBIDDEN for a staff session. */
    requireTenant(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * A staff route's options: 401 without a valid session or with a tenant's, 403 FORBIDDEN for a
     * staff view of a tenant or staff without `permission`.
     */
    requireStaff(permission: Permission): StaffRouteOptions;
    /**
     * For reads that fetch the session and their data in one statement (`read`, given the token's
     * hash): the same acceptance as requireTenant. Null when it already answered 401 or 403;
     * otherwise the tenant and the row (null: the read found nothing for a valid session).
     */
    tenantRead<R extends SessionRow>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: (sessionHash: string) => Promise<R | null>,
    ): Promise<{ tenant: TenantSession; row: R | null } | null>;
    /** The door hooks (requireTenant and the staff door), for telling signed-in routes from public ones. */
    sessionDoors: unknown[];
    /** Every route with its door and, for staff routes, its permission, as the onRoute hook saw them. */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    /** The staff permission the route requires (set by requireStaff). */
    permission?: Permission;
    /** A write an impersonated session may still make (signing out only). */
    allowDuringImpersonation?: boolean;
  }
}

/** The token from `Authorization: Bearer <token>`, or "" when absent or in another scheme. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) return "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? "";
}

const READS = new Set(["GET", "HEAD"]);
const unauthorized = { error: "UNAUTHORIZED" as const };
const forbidden = { error: "FORBIDDEN" as const };

/**
 * A door's refusal, written as it is rather than through the route's own 401 or 403 schema, which
 * may describe the route's own refusal (a 403 CONTRACT_ENDED with its end date): a door's answer
 * never depends on how a route documents its own.
 */
function refuse(reply: FastifyReply, status: 401 | 403, body: { error: string }) {
  return reply.code(status).type("application/json; charset=utf-8").serializer(JSON.stringify).send(body);
}

/**
 * A route behind a door documents the door's refusals too: a declared 401 or 403 schema that does
 * not take the generic error body (UNAUTHORIZED, FORBIDDEN) is widened to take it as well.
 */
function documentDoorRefusals(route: RouteOptions): void {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response) return;
  for (const [status, body] of [
    ["401", unauthorized],
    ["403", forbidden],
  ] as const) {
    const declared = response[status];
    if (declared instanceof z.ZodType && !declared.safeParse(body).success)
      response[status] = z.union([declared, errorResponse]);
  }
}

/** A request's path for an audit log: never its query, which may hold secrets. */
function pathOf(request: FastifyRequest): string {
  return (request.url.split("?", 1)[0] ?? "").slice(0, 2000);
}

/** Registered on the root instance (not encapsulated) so every module's routes can use it. */
export function registerSession(app: FastifyInstance, store: SessionStore, now: () => Date): void {
  /**
   * The expiry rules for a session row already read: an expired one is deleted, an active one's
   * last activity is written at most once a minute. Null for anything not (or no longer) valid.
   */
  async function accept(sessionHash: string, stored: StoredSessionWithStaff): Promise<SignedIn | null> {
    const at = now();
    const check = checkSession(stored, at);
    if (!check.valid) {
      await store.delete(sessionHash);
      return null;
    }
    const principal = principalOf(stored);
    if (!principal) {
      // A viewing whose staff member lost the right to it (the permission, the building, or their
      // active status) ends now, not at its 30 minutes.
      if (stored.kind === "impersonation") await store.endViewing(sessionHash, at);
      return null;
    }
    // A viewing of a tenant's pages writes nothing on reading them: its session lasts 30 minutes from
    // its start whatever its use, so its last activity is never written either.
    if (check.touch && principal.kind !== "impersonation") await store.touch(sessionHash, at);
    return { principal, sessionHash };
  }

  async function lookup(sessionHash: string): Promise<SignedIn | null> {
    const stored = await store.find(sessionHash);
    return stored && accept(sessionHash, stored);
  }

  // One lookup per request, however many hooks ask.
  const resolved = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();
  function resolve(request: FastifyRequest): Promise<SignedIn | null> {
    let found = resolved.get(request);
    if (!found) {
      const token = bearerToken(request);
      found = isWellFormedToken(token) ? lookup(hashSessionToken(token)) : Promise.resolve(null);
      resolved.set(request, found);
    }
    return found;
  }

  app.decorateRequest("signedIn", null);
  app.decorate("routeAccess", [] as RouteAccess[]);

  app.decorate("requireSignedIn", async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = await resolve(request);
    if (!signedIn) return refuse(reply, 401, unauthorized);
    request.signedIn = signedIn;
  });

  app.decorate("requireTenant", async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = await resolve(request);
    if (!signedIn) return refuse(reply, 401, unauthorized);
    if (!tenantOf(signedIn.principal)) return refuse(reply, 403, forbidden);
    request.signedIn = signedIn;
  });

  const staffDoor: onRequestAsyncHookHandler = async (request, reply) => {
    const permission = request.routeOptions.config.permission;
    const signedIn = await resolve(request);
    if (!signedIn) return refuse(reply, 401, unauthorized);
    const { principal } = signedIn;
    // A tenant's session is no staff session at all: staff routes answer it as signed out.
    if (principal.kind === "tenant") return refuse(reply, 401, unauthorized);
    if (principal.kind !== "staff" || !permission || !may(principal, permission))
      return refuse(reply, 403, forbidden);
    request.signedIn = signedIn;
  };
  app.decorate("requireStaff", (permission: Permission) => ({
    config: { permission },
    onRequest: staffDoor,
  }));
  app.decorate("sessionDoors", [app.requireSignedIn, app.requireTenant, staffDoor]);

  app.decorate(
    "tenantRead",
    async <R extends SessionRow>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: (sessionHash: string) => Promise<R | null>,
    ) => {
      const token = bearerToken(request);
      if (!isWellFormedToken(token)) {
        await refuse(reply, 401, unauthorized);
        return null;
      }
      const hash = hashSessionToken(token);
      const row = await read(hash);
      // A tenant's row carries everything needed; a staff or impersonation session needs its staff
      // member, and a missing row may be a session the read does not join (staff) or a tenant no
      // longer on the contract: those are looked up in full.
      const signedIn =
        row && row.session.kind === "tenant"
          ? await accept(hash, { ...row.session, staff: null })
          : await lookup(hash);
      if (!signedIn) {
        await refuse(reply, 401, unauthorized);
        return null;
      }
      const tenant = tenantSession(signedIn);
      if (!tenant) {
        await refuse(reply, 403, forbidden);
        return null;
      }
      request.signedIn = signedIn;
      return { tenant, row };
    },
  );

  // An impersonated session reads the tenant's pages and changes nothing: every request but GET and
  // HEAD is refused before any route's own hooks run (only signing out is let through).
  app.addHook("onRequest", async (request, reply) => {
    if (READS.has(request.method) || !isWellFormedToken(bearerToken(request))) return;
    const signedIn = await resolve(request);
    if (signedIn?.principal.kind !== "impersonation") return;
    if (request.routeOptions.config.allowDuringImpersonation === true) return;
    // The try is in the viewing's log too (the method and path, never the query or the body).
    await store.recordViewingRefusal(
      signedIn.sessionHash,
      request.method.slice(0, 16),
      pathOf(request),
      request.ip,
      now(),
    );
    return refuse(reply, 403, { error: "IMPERSONATION_READ_ONLY" });
  });

  // Every page read of a viewing of a tenant's pages goes into the viewing's audit log (the path, never
  // the query, which may hold secrets), before the answer leaves: a read that cannot be logged fails.
  // And no answer to a signed-in request may be kept by a browser or proxy, whatever header its route
  // set (files included): it is someone's own data.
  app.addHook("onSend", async (request, reply, payload) => {
    const signedIn = request.signedIn;
    if (signedIn) reply.header("cache-control", "no-store");
    if (signedIn?.principal.kind === "impersonation" && READS.has(request.method))
      await store.recordViewingRead(signedIn.sessionHash, pathOf(request), request.ip, now());
    return payload;
  });

  // Every route under the staff prefix but the two that sign staff in declares its permission
  // through requireStaff, or the app does not start; every route's door is recorded for the tests that walk them.
  app.addHook("onRoute", (route: RouteOptions) => {
    const permission = (route.config as { permission?: Permission } | undefined)?.permission;
    const hooks = [route.onRequest ?? []].flat();
    const staff = hooks.includes(staffDoor);
    // Signing in is the one way to a staff session, so it cannot require one (STAFF_SIGN_IN_ROUTES).
    const signInRoute =
      (STAFF_SIGN_IN_ROUTES as readonly string[]).includes(route.url) && !permission && !staff;
    if (
      ((route.url.startsWith(STAFF_API_PREFIX) && !signInRoute) || permission !== undefined) &&
      !(staff && permission)
    )
      throw new Error(
        `staff route ${String(route.method)} ${route.url} must declare its permission with app.requireStaff(permission)`,
      );
    const door = staff
      ? "staff"
      : hooks.includes(app.requireTenant)
        ? "tenant"
        : hooks.includes(app.requireSignedIn)
          ? "signed-in"
          : "none";
    if (door !== "none") documentDoorRefusals(route);
    for (const method of [route.method].flat())
      if (method !== "HEAD")
        app.routeAccess.push({ method, url: route.url, door, ...(permission ? { permission } : {}) });
  });
}

/** Whether the route's onRequest hooks include a door (tenant or staff): such a route is not public. */
export function isSignedInRoute(app: FastifyInstance, hooks: unknown[]): boolean {
  return app.hasDecorator("sessionDoors") && hooks.some((hook) => app.sessionDoors.includes(hook));
}

/** The tenant a session reads as (the viewed one for an impersonation), or null for staff. */
function tenantSession(signedIn: SignedIn): TenantSession | null {
  const tenant = tenantOf(signedIn.principal);
  if (!tenant) return null;
  const { userId, personId, contractId } = tenant;
  return { userId, personId, contractId, sessionHash: signedIn.sessionHash };
}

/** For handlers behind `requireTenant`: the tenant is always there, and the type says so. */
export function sessionUser(request: FastifyRequest): TenantSession {
  const tenant = request.signedIn && tenantSession(request.signedIn);
  if (!tenant) throw new Error("route is missing the requireTenant hook");
  return tenant;
}

/** For handlers behind a door: who is signed in. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new Error("route is missing a session hook");
  return request.signedIn;
}

/** For handlers behind `requireStaff`: the staff member. */
export function signedInStaff(request: FastifyRequest): StaffPrincipal {
  const principal = request.signedIn?.principal;
  if (principal?.kind !== "staff") throw new Error("route is missing the requireStaff hook");
  return principal;
}
