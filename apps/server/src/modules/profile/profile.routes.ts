import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { codeBadRequestResponse, codeErrorResponse } from "@portal/schemas/codes";
import { z } from "zod";
import {
  emailConfirmRequest,
  emailConfirmResponse,
  phoneConfirmRequest,
  phoneConfirmResponse,
  profileErrorResponse,
  profileLanguageRequest,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
  reauthenticationErrorResponse,
} from "@portal/schemas/profile";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { refuse } from "../../lib/refusal.ts";
import { sessionUser } from "../../plugins/session.ts";
import type { ProfileService } from "./profile.service.ts";

/** A spent limit: a code limit (LimitExceeded) or too many wrong passwords or taken addresses. */
const tooManyResponse = z.union([codeErrorResponse, errorResponse]);

export function profileRoutes(profiles: ProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/profile",
      {
        schema: {
          tags: ["profile"],
          summary: "The signed-in tenant and the contract chosen at sign-in (the session check)",
          security: [{ bearer: [] }],
          response: { 200: profileResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      // Every page load asks this, so it reads the session and the profile in one query instead of
      // going through app.requireTenant first; app.tenantRead accepts the session the same way.
      async (request, reply) => {
        const read = await app.tenantRead(request, reply, profiles.findProfileBySession);
        if (!read) return reply;
        // No profile row for a valid session: a tenant taken off the contract after sign-in.
        if (!read.row) return reply.refuse(refuse("NOT_FOUND"));
        reply.header("cache-control", "no-store");
        return read.row.profile;
      },
    );

    app.patch(
      "/api/profile",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["profile"],
          summary:
            "Change phone, newsletter choice and email. A new email or phone number waits for its code and needs currentPassword unless the sign-in was within 5 minutes (403 CURRENT_PASSWORD_REQUIRED)",
          security: [{ bearer: [] }],
          body: profileUpdateRequest,
          response: {
            200: profileUpdateResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: reauthenticationErrorResponse,
            404: errorResponse,
            409: profileErrorResponse,
            429: tooManyResponse,
          },
        },
      },
      async (request, reply) => {
        const user = sessionUser(request);
        const account = await profiles.findAccount(user.userId);
        if (!account) return reply.refuse(refuse("NOT_FOUND"));
        const { currentPassword, ...change } = request.body;
        const result = await profiles.changeContactDetails(account, change, request.ip, {
          sessionHash: user.sessionHash,
          currentPassword,
        });
        return reply.settle(result);
      },
    );

    app.put(
      "/api/profile/language",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["profile"],
          summary:
            "The language the tenant chose on a page (fi, sv, en): the account's mail and SMS are written in it from now on",
          security: [{ bearer: [] }],
          body: profileLanguageRequest,
          response: { 204: z.null(), 400: badRequestResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        await profiles.setLanguage(sessionUser(request).userId, request.body.language);
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/api/profile/email/confirm",
      {
        onRequest: app.requireTenant,
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
        return reply.settle(await profiles.confirmEmail(user.userId, request.body.code, request.ip));
      },
    );

    app.post(
      "/api/profile/phone/confirm",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["profile"],
          summary: "Confirm a new phone number with the code sent to it by SMS",
          security: [{ bearer: [] }],
          body: phoneConfirmRequest,
          response: {
            200: phoneConfirmResponse,
            400: codeBadRequestResponse,
            401: errorResponse,
            429: codeErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = sessionUser(request);
        return reply.settle(await profiles.confirmPhone(user.userId, request.body.code, request.ip));
      },
    );
  };
}
