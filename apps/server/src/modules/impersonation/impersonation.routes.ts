import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  impersonationCallbackQuery,
  impersonationError,
  impersonationInitiateRequest,
  impersonationInitiateResponse,
  impersonationLoginRequest,
  impersonationLoginResponse,
  profileViewingsResponse,
} from "@portal/schemas/impersonation";
import {
  IMPERSONATION_CALLBACK_PATH,
  IMPERSONATION_FLOW_TTL_MS,
  IMPERSONATION_PAGE,
} from "@portal/schemas/impersonation.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import type { Impersonation } from "./impersonation.service.ts";

/**
 * Binds a viewing to the browser that started it: initiating sets a random value here and the flow
 * keeps its hash; the provider's return and the login need the same value. `lax`, because the
 * return is a top-level navigation from the identity provider's site.
 */
export const IMPERSONATION_COOKIE = "impersonation";
const VALUE = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_PATH = "/api/impersonate";

function cookieValue(request: FastifyRequest): string | undefined {
  const value = request.cookies[IMPERSONATION_COOKIE];
  return value && VALUE.test(value) ? value : undefined;
}

function bindBrowser(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const value = cookieValue(request) ?? randomBytes(32).toString("base64url");
  reply.setCookie(IMPERSONATION_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: publicUrl.startsWith("https:"),
    path: COOKIE_PATH,
    maxAge: IMPERSONATION_FLOW_TTL_MS / 1000,
  });
  return value;
}

const staffError = z.union([errorResponse, impersonationError]);

/** Staff viewing a tenant's pages read-only (the specification's calls), and the tenant's list of viewings. */
export function impersonationRoutes(
  impersonation: Impersonation,
  options: { publicUrl: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/impersonate/initiate",
      {
        ...app.requireStaff(PERMISSIONS.tenantsImpersonate),
        schema: {
          tags: ["impersonation"],
          security: [{ bearer: [] }],
          summary: "Start viewing a tenant's pages read-only: where to prove who you are",
          description:
            "`email` must be the signed-in staff member's own work email (403 IMPERSONATION_EMAIL_NOT_OWN); " +
            "`ssn` must be the identity code of the tenant `targetTenantId` (the tenant's customer number, " +
            "shown on their profile: digits ending in a check digit, as a number or a string of digits; a " +
            "wrong check digit is 400): an unknown tenant, a code that is not theirs and a tenant of a " +
            "building the staff member does not see are the same 404. Answers the company's identity provider's " +
            "sign-in (login_hint: the email), which returns to GET /api/impersonate/callback. Sets the " +
            "`impersonation` cookie that binds the viewing to this browser.",
          body: impersonationInitiateRequest,
          response: {
            200: impersonationInitiateResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: staffError,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const browser = bindBrowser(request, reply, options.publicUrl);
        return reply.settle(await impersonation.initiate(signedInStaff(request), request.body, browser));
      },
    );

    app.get(
      IMPERSONATION_CALLBACK_PATH,
      {
        schema: {
          tags: ["impersonation"],
          security: [],
          summary: "The identity provider's return: on to the impersonation page with a nonce",
          description:
            `Redirects to ${IMPERSONATION_PAGE}?nonce=… when the provider identified the email given (the ` +
            "nonce is good for one login from this browser within 5 minutes), otherwise with `error` " +
            "(IMPERSONATION_FAILED, IMPERSONATION_EXPIRED, IMPERSONATION_IDENTITY_MISMATCH).",
          querystring: impersonationCallbackQuery,
          response: { 302: z.null(), 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        reply.header("referrer-policy", "no-referrer");
        const result = await impersonation.callback(request.query, cookieValue(request));
        const query = result.ok ? `nonce=${result.nonce}` : `error=${result.error}`;
        return reply.redirect(`${IMPERSONATION_PAGE}?${query}`, 302);
      },
    );

    app.post(
      "/api/impersonate/login",
      {
        ...app.requireStaff(PERMISSIONS.tenantsImpersonate),
        schema: {
          tags: ["impersonation"],
          security: [{ bearer: [] }],
          summary: "Exchange the nonce for a session viewing the tenant's pages read-only (30 minutes)",
          description:
            "The staff session and the browser that initiated. 401 IMPERSONATION_NONCE_INVALID (unknown, used, " +
            "another browser's or staff member's) or IMPERSONATION_NONCE_EXPIRED (after 5 minutes); 403 when " +
            "the permission is gone; 409 IMPERSONATION_NO_CONTRACT. Every write of the session is refused " +
            "(403 IMPERSONATION_READ_ONLY) but POST /api/logout, which ends the viewing.",
          body: impersonationLoginRequest,
          response: {
            200: impersonationLoginResponse,
            400: badRequestResponse,
            401: staffError,
            403: staffError,
            409: impersonationError,
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const result = await impersonation.login(
          signedInStaff(request),
          request.body.nonce,
          cookieValue(request),
          request.ip,
        );
        return reply.settle(result);
      },
    );

    app.get(
      "/api/profile/viewings",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["profile"],
          security: [{ bearer: [] }],
          summary: "When staff viewed the tenant's account: when, who (name and role) and why, newest first",
          response: { 200: profileViewingsResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { viewings: await impersonation.viewings(sessionUser(request).userId) };
      },
    );
  };
}
