import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { codeBadRequestResponse, codeErrorResponse } from "@portal/schemas/codes";
import {
  emailConfirmRequest,
  emailConfirmResponse,
  profileErrorResponse,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
} from "@portal/schemas/profile";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { bearerToken, sessionUser } from "../../plugins/session.ts";
import type { AuthService } from "../auth/auth.service.ts";
import { hashSessionToken, isWellFormedToken } from "../auth/session-rules.ts";
import type { ProfileService } from "./profile.service.ts";

export function profileRoutes(profiles: ProfileService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/profile",
      {
        schema: {
          tags: ["profile"],
          summary: "The signed-in tenant and the contract chosen at sign-in (the session check)",
          security: [{ bearer: [] }],
          response: { 200: profileResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      // Every page load asks this, so it reads the session and the profile in one query instead of
      // going through app.authenticate first; the session rules are the same (auth.acceptSession).
      async (request, reply) => {
        const token = bearerToken(request);
        const hash = isWellFormedToken(token) ? hashSessionToken(token) : null;
        const found = hash ? await profiles.findProfileBySession(hash) : null;
        if (found && hash && (await auth.acceptSession(hash, found.session))) {
          reply.header("cache-control", "no-store");
          return found.profile;
        }
        // No profile row: a bad session, or a tenant taken off the contract after sign-in.
        if (found || !(await auth.resolveSession(token)))
          return reply.code(401).send({ error: "UNAUTHORIZED" });
        return reply.code(404).send({ error: "NOT_FOUND" });
      },
    );

    app.patch(
      "/api/profile",
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["profile"],
          summary: "Change phone, newsletter choice and email (a new email waits for its code)",
          security: [{ bearer: [] }],
          body: profileUpdateRequest,
          response: {
            200: profileUpdateResponse,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
            409: profileErrorResponse,
            429: codeErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = sessionUser(request);
        const account = await profiles.findAccount(user.userId);
        if (!account) return reply.code(404).send({ error: "NOT_FOUND" });
        const result = await profiles.changeContactDetails(account, request.body, request.ip);
        if (!result.ok) {
          if (result.error === "LimitExceeded") return reply.code(429).send({ error: result.error });
          return reply.code(409).send({ error: result.error });
        }
        return { emailConfirmationRequired: result.emailConfirmationRequired };
      },
    );

    app.post(
      "/api/profile/email/confirm",
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["profile"],
          summary: "Confirm a new email with the code mailed to it",
          security: [{ bearer: [] }],
          body: emailConfirmRequest,
          response: {
            200: emailConfirmResponse,
            400: codeBadRequestResponse,
            401: errorResponse,
            409: profileErrorResponse,
            429: codeErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = sessionUser(request);
        const result = await profiles.confirmEmail(user.userId, request.body.code, request.ip);
        if (result.ok) return { email: result.email };
        if (result.error === "LimitExceeded") return reply.code(429).send({ error: result.error });
        if (result.error === "USERNAME_UNAVAILABLE") return reply.code(409).send({ error: result.error });
        return reply.code(400).send({ error: result.error });
      },
    );
  };
}
