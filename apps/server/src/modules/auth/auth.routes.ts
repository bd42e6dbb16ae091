import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginErrorResponse, loginRequest, loginResponse, okResponse } from "@portal/schemas/auth";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { isRefusal } from "../../lib/refusal.ts";
import { bearerToken } from "../../plugins/session.ts";
import type { AuthService } from "./auth.service.ts";
import { preferredLanguage } from "./request-language.ts";
import { DEVICE_COOKIE, deviceCookieOptions } from "./trusted-devices.ts";

/** `publicUrl`: PUBLIC_URL, whose scheme decides whether the device cookie is Secure. */
export function authRoutes(auth: AuthService, options: { publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in with email and password",
          security: [],
          body: loginRequest,
          response: {
            200: loginResponse,
            400: badRequestResponse,
            401: loginErrorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const device = request.cookies[DEVICE_COOKIE];
        const result = await auth.login(request.body, request.ip, preferredLanguage(request), device);
        if (isRefusal(result)) return reply.refuse(result);
        if (result.deviceToken)
          reply.setCookie(DEVICE_COOKIE, result.deviceToken, deviceCookieOptions(options.publicUrl));
        return { sessionId: result.sessionId };
      },
    );

    // Idempotent on purpose: signing out with an expired or unknown session still ends signed out.
    app.post(
      "/api/logout",
      {
        // Staff viewing a tenant's pages may end the view: the one write an impersonated session makes.
        config: { allowDuringImpersonation: true },
        schema: {
          tags: ["auth"],
          summary: "Sign out: deletes the session, if the request carries one",
          // The session is optional: an expired or missing one still answers 200.
          security: [{ bearer: [] }, {}],
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await auth.logout(bearerToken(request), request.ip);
        return { ok: true as const };
      },
    );
  };
}
