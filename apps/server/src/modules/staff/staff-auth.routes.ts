import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okResponse } from "@portal/schemas/auth";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { PERMISSIONS, STAFF_SIGN_IN_ROUTES } from "@portal/schemas/staff.constants";
import {
  staffSignInCallbackRequest,
  staffSignInError,
  staffSignInResponse,
  staffSignInStartResponse,
} from "@portal/schemas/staff";
import { signedIn, signedInStaff } from "../../plugins/session.ts";
import { STAFF_FLOW_TTL_MS, type StaffSignIn } from "./staff-sign-in.service.ts";

const [START_PATH, CALLBACK_PATH] = STAFF_SIGN_IN_ROUTES;

/**
 * Binds a staff sign-in to the browser that started it: the start sets a random value here and the
 * flow keeps its hash; completing it needs the same value, so a link carrying someone else's
 * provider answer cannot sign a browser in as them. Both requests are the page's own fetches.
 */
export const STAFF_FLOW_COOKIE = "staff_sign_in";
const VALUE = /^[A-Za-z0-9_-]{43}$/;

function bindBrowser(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const current = request.cookies[STAFF_FLOW_COOKIE];
  const value = current && VALUE.test(current) ? current : randomBytes(32).toString("base64url");
  reply.setCookie(STAFF_FLOW_COOKIE, value, {
    httpOnly: true,
    sameSite: "strict",
    secure: publicUrl.startsWith("https:"),
    path: "/api/staff/auth",
    maxAge: STAFF_FLOW_TTL_MS / 1000,
  });
  return value;
}

/** Staff sign-in at the company's identity provider, and sign-out. */
export function staffAuthRoutes(signIn: StaffSignIn, options: { publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      START_PATH,
      {
        schema: {
          tags: ["staff"],
          security: [],
          summary: "Start staff sign-in: where to send the browser (the company's identity provider)",
          description:
            "Authorization code flow with PKCE; the state, nonce and verifier stay on the server for 10 minutes " +
            "and one use. Sets the `staff_sign_in` cookie that binds the sign-in to this browser. The provider " +
            "returns the browser to /hallinta/kirjautuminen, whose page hands its query to POST /api/staff/auth/callback.",
          response: { 200: staffSignInStartResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return signIn.start(bindBrowser(request, reply, options.publicUrl));
      },
    );

    app.post(
      CALLBACK_PATH,
      {
        schema: {
          tags: ["staff"],
          security: [],
          summary: "Complete staff sign-in with the provider's answer: a staff session",
          description:
            "The query the identity provider returned to /hallinta/kirjautuminen with (code, state, iss, or " +
            "error). 401 STAFF_SIGN_IN_FAILED (unknown, used, another browser's, or refused by the provider), " +
            "STAFF_SIGN_IN_EXPIRED (after 10 minutes) or STAFF_NOT_ALLOWED (the email names no active staff " +
            "member with a role). The session lasts 8 hours without use and 12 hours at most.",
          body: staffSignInCallbackRequest,
          response: { 200: staffSignInResponse, 400: badRequestResponse, 401: staffSignInError },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return reply.settle(
          await signIn.complete(request.body, request.cookies[STAFF_FLOW_COOKIE], request.ip),
        );
      },
    );

    app.post(
      "/api/staff/auth/logout",
      {
        ...app.requireStaff(PERMISSIONS.staffProfile),
        schema: {
          tags: ["staff"],
          summary: "Staff sign-out: ends the staff session",
          security: [{ bearer: [] }],
          response: { 200: okResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => {
        await signIn.signOut(signedIn(request).sessionHash, signedInStaff(request).staffId, request.ip);
        return { ok: true as const };
      },
    );
  };
}
