import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse } from "@portal/schemas/common";
import { codeBadRequestResponse, codeErrorResponse } from "@portal/schemas/codes";
import { okResponse } from "@portal/schemas/auth";
import { forgotPasswordCodeRequest, forgotPasswordResetRequest } from "@portal/schemas/password-reset";
import { passwordRejectedResponse } from "@portal/schemas/password";
import type { PasswordResetService } from "./password-reset.service.ts";

export function passwordResetRoutes(reset: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    // 200 for unknown addresses too: the answer must not tell whether an account exists.
    app.post(
      "/api/forgot-password/code",
      {
        schema: {
          tags: ["auth"],
          summary: "Mail a password reset code",
          body: forgotPasswordCodeRequest,
          response: { 200: okResponse, 400: badRequestResponse, 429: codeErrorResponse },
        },
      },
      async (request, reply) => {
        const result = await reset.requestCode(request.body.username, request.ip);
        if (!result.ok) return reply.code(429).send({ error: result.error });
        return { ok: true as const };
      },
    );

    // Every code failure, the limit included, is a 400 whose error is InvalidCode, ExpiredCode or
    // LimitExceeded; elsewhere a spent limit is a 429.
    app.post(
      "/api/forgot-password/reset",
      {
        schema: {
          tags: ["auth"],
          summary: "Set a new password with the mailed code; ends every session of the account",
          body: forgotPasswordResetRequest,
          response: {
            200: okResponse,
            400: codeBadRequestResponse,
            422: passwordRejectedResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await reset.reset(request.body, request.ip);
        if (result.ok) return { ok: true as const };
        if (result.status === 422) return reply.code(422).send({ error: result.error });
        return reply.code(400).send({ error: result.error });
      },
    );
  };
}
