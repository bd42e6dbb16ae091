import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { codeBadRequestResponse } from "@portal/schemas/codes";
import { accountLockedResponse, okResponse } from "@portal/schemas/auth";
import { forgotPasswordCodeRequest, forgotPasswordResetRequest } from "@portal/schemas/password-reset";
import { passwordRejectedResponse } from "@portal/schemas/password";
import { isRefusal } from "../../lib/refusal.ts";
import { postCodeRequest } from "../auth/index.ts";
import type { PasswordResetService } from "./password-reset.service.ts";

export function passwordResetRoutes(reset: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    postCodeRequest(
      app,
      "/api/forgot-password/code",
      "Mail a password reset code",
      forgotPasswordCodeRequest,
      reset.requestCode,
    );

    // Every code failure, the limit included, is a 400 whose error is InvalidCode, ExpiredCode or
    // LimitExceeded; elsewhere a spent limit is a 429.
    app.post(
      "/api/forgot-password/reset",
      {
        schema: {
          tags: ["auth"],
          security: [],
          summary: "Set a new password with the mailed code; ends every session of the account",
          description:
            "403 ACCOUNT_LOCKED: after 100 failed sign-ins or code checks in a row no code is checked " +
            "until the tenant identifies with the bank (flowType unlock).",
          body: forgotPasswordResetRequest,
          response: {
            200: okResponse,
            400: codeBadRequestResponse,
            403: accountLockedResponse,
            422: passwordRejectedResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await reset.reset(request.body, request.ip);
        if (isRefusal(result)) return reply.refuse(result);
        return { ok: true as const };
      },
    );
  };
}
