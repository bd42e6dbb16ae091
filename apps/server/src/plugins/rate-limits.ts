import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, RouteOptions } from "fastify";
import { isSignedInRoute } from "./session.ts";

/**
 * Requests per minute one client address may send to each public write endpoint: what a person
 * (or a household behind one address) needs, several times over, and far below what would let
 * one address keep the server busy. The heavy ones (a password's strength estimate and hash, an
 * SMS or mail sent) get the least. The per-account and per-address counts in the database
 * (throttle.service.ts) still apply on top; these are the first, cheap line.
 */
export const REQUEST_LIMITS = {
  "POST /api/login": 30,
  "POST /api/logout": 60,
  // Each unlock needs a fresh bank identification anyway; the ceiling keeps a public write cheap.
  "POST /api/login/unlock": 30,
  "POST /api/register/initiate": 30,
  "POST /api/register/credentials": 10,
  "POST /api/register/confirmation-code": 20,
  "POST /api/request-confirmation-code": 10,
  "POST /api/forgot-password/code": 10,
  "POST /api/forgot-password/reset": 10,
  "POST /api/phone-login/start": 10,
  "POST /api/phone-login/code": 20,
  "POST /api/phone-login/complete": 10,
  "POST /api/feedback": 20,
  // A moderator decides a few forms at a time; a new link is also limited per form (3 an hour).
  "PATCH /api/form-review/approve/:token": 20,
  "PATCH /api/form-review/reject/:token": 20,
  "POST /api/form-review/resend/:token": 5,
} as const satisfies Record<string, number>;

export type LimitedRoute = keyof typeof REQUEST_LIMITS;

/** A public write endpoint added without a line above still gets a limit. */
export const DEFAULT_REQUEST_LIMIT = 20;
export const REQUEST_LIMIT_WINDOW_MS = 60_000;

export interface RequestLimits {
  /** RATE_LIMIT_FACTOR: multiplies every limit above (tests and benchmarks send everything from one address). */
  factor: number;
}

/** The limit of `route` under `limits`, at least one request per window. */
export function requestLimit(route: string, limits: RequestLimits = { factor: 1 }): number {
  const base = (REQUEST_LIMITS as Record<string, number>)[route] ?? DEFAULT_REQUEST_LIMIT;
  return Math.max(1, Math.round(base * limits.factor));
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A public write route as registered, with the limit it got: what the tests check route by route. */
export interface PublicWriteRoute {
  methods: string[];
  url: string;
  /** Requests per window per client address; undefined would be a route without a limit. */
  max: number | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every public write route, as the onRoute hook saw it. */
    publicWriteRoutes: PublicWriteRoute[];
  }
}

/**
 * An /api route that changes something and needs no session. Signed-in routes are excluded: they
 * are limited per account where it matters. /sandbox/* exists only with SANDBOX=true.
 */
export function isPublicWrite(
  app: FastifyInstance,
  route: Pick<RouteOptions, "method" | "url" | "onRequest">,
) {
  if (!route.url.startsWith("/api/")) return false;
  if ([route.method].flat().every((method) => READS.has(method))) return false;
  const hooks = [route.onRequest ?? []].flat();
  return !isSignedInRoute(app, hooks);
}

/**
 * @fastify/rate-limit, keyed by client address (Fastify's request.ip, so TRUST_PROXY decides which
 * address counts), with a limit on every public write route. A route may declare its own
 * (config.rateLimit); every other one gets its line of REQUEST_LIMITS. Over the limit: 429
 * TOO_MANY_REQUESTS (the error handler's body) with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RequestLimits = { factor: 1 }) {
  const seen: PublicWriteRoute[] = [];
  app.decorate("publicWriteRoutes", seen);
  // Added before the plugin, so the plugin's own onRoute hook sees the limit set here.
  app.addHook("onRoute", (route) => {
    if (!isPublicWrite(app, route)) return;
    const methods = [route.method].flat().filter((method) => !READS.has(method));
    if (route.config?.rateLimit === undefined) {
      const max = Math.min(...methods.map((method) => requestLimit(`${method} ${route.url}`, limits)));
      route.config = { ...route.config, rateLimit: { max, timeWindow: REQUEST_LIMIT_WINDOW_MS } };
    }
    const own = route.config?.rateLimit;
    seen.push({ methods, url: route.url, max: own && typeof own.max === "number" ? own.max : undefined });
  });
  await app.register(rateLimit, { global: false });
}
