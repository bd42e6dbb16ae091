import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okResponse } from "@portal/schemas/auth";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { passwordRejectedResponse } from "@portal/schemas/password";
import { passwordChangeRequest, reauthenticationErrorResponse } from "@portal/schemas/profile";
import { isRefusal } from "../../lib/refusal.ts";
import { sessionUser } from "../../plugins/session.ts";
import type { PasswordChangeService } from "./password-change.service.ts";

export function passwordChangeRoutes(passwords: PasswordChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/profile/password",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["profile"],
          summary:
            "Change the password with the current one; every other session of the account ends and the account's email is told",
          security: [{ bearer: [] }],
          body: passwordChangeRequest,
          response: {
            200: okResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: reauthenticationErrorResponse,
            404: errorResponse,
            422: passwordRejectedResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await passwords.changePassword(sessionUser(request), request.body, request.ip);
        if (isRefusal(result)) return reply.refuse(result);
        return { ok: true as const };
      },
    );
  };
}
