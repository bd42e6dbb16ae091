import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { codeBadRequestResponse, codeErrorResponse } from "@portal/schemas/codes";
import { passwordRejectedResponse } from "@portal/schemas/password";
import {
  nextStepResponse,
  registerConfirmationRequest,
  registerCredentialsRequest,
  registerErrorResponse,
  requestConfirmationCodeRequest,
} from "@portal/schemas/sign-up";
import { isRefusal } from "../../lib/refusal.ts";
import { browserOf } from "../identification/index.ts";
import type { SignUpService } from "./sign-up.service.ts";
import { postCodeRequest } from "../auth/index.ts";
import { requestLanguage } from "../auth/index.ts";

export function signUpRoutes(register: SignUpService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/register/credentials",
      {
        schema: {
          tags: ["auth"],
          security: [],
          summary: "Sign-up: choose email and password after strong identification",
          description:
            "Consumes the identification and creates an account with an unconfirmed email; a confirmation code is mailed. " +
            "429 after a few taken addresses for one identification (which is then spent) or from one client address.",
          body: registerCredentialsRequest,
          response: {
            200: nextStepResponse,
            400: badRequestResponse,
            403: registerErrorResponse,
            409: registerErrorResponse,
            422: passwordRejectedResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await register.credentials(
          { ...request.body, browser: browserOf(request) },
          request.ip,
          requestLanguage(request),
        );
        return reply.settle(result);
      },
    );

    app.post(
      "/api/register/confirmation-code",
      {
        schema: {
          tags: ["auth"],
          security: [],
          summary: "Confirm the email with the mailed code (sign-up and the sign-in code step)",
          body: registerConfirmationRequest,
          response: { 200: nextStepResponse, 400: codeBadRequestResponse, 429: codeErrorResponse },
        },
      },
      async (request, reply) => {
        const { username, confirmationCode } = request.body;
        const result = await register.confirm(username, confirmationCode, request.ip);
        if (isRefusal(result)) return reply.refuse(result);
        return { nextStep: "SIGN_IN" as const };
      },
    );

    postCodeRequest(
      app,
      "/api/request-confirmation-code",
      "Mail a new email confirmation code (if the account awaits confirmation)",
      requestConfirmationCodeRequest,
      register.requestCode,
    );
  };
}
