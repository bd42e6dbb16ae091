import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse } from "@portal/schemas/common";
import { codeBadRequestResponse, codeErrorResponse } from "@portal/schemas/codes";
import { loginErrorResponse } from "@portal/schemas/auth";
import {
  phoneLoginCodeRequest,
  phoneLoginCodeResponse,
  phoneLoginCompleteRequest,
  phoneLoginCompleteResponse,
  phoneLoginErrorResponse,
  phoneLoginStartRequest,
  phoneLoginStartResponse,
} from "@portal/schemas/phone-sign-in";
import { identificationFrameQuery } from "@portal/schemas/identification";
import { profileErrorResponse } from "@portal/schemas/profile";
import { bindBrowser, browserOf } from "../identification/index.ts";
import type { PhoneSignInService } from "./phone-sign-in.service.ts";

/** `publicUrl`: PUBLIC_URL, whose scheme decides whether the identification cookie is Secure. */
export function phoneSignInRoutes(
  phoneSignIn: PhoneSignInService,
  options: { publicUrl: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/phone-login/start",
      {
        schema: {
          tags: ["phone-login"],
          security: [],
          summary: "Phone sign-in, step 1: text a code to the number of an account",
          body: phoneLoginStartRequest,
          response: {
            200: phoneLoginStartResponse,
            400: badRequestResponse,
            404: phoneLoginErrorResponse,
            429: codeErrorResponse,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(await phoneSignIn.start(request.body.phoneNumber, request.ip));
      },
    );

    app.post(
      "/api/phone-login/code",
      {
        schema: {
          tags: ["phone-login"],
          security: [],
          summary: "Phone sign-in, step 2: check the SMS code, answer where to identify",
          description:
            "frame=foundation: the sign-in started in the foundation's termination flow, whose phone sign-in page (/irtisano/kirjaudu/puhelin) the bank returns to.",
          body: phoneLoginCodeRequest,
          querystring: identificationFrameQuery,
          response: { 200: phoneLoginCodeResponse, 400: codeBadRequestResponse, 429: codeErrorResponse },
        },
      },
      async (request, reply) => {
        const { phoneLoginId, code } = request.body;
        // The bank round trip that a right code starts is bound to this browser (flow-cookie.ts).
        const browser = bindBrowser(request, reply, options.publicUrl);
        const result = await phoneSignIn.checkCode(
          phoneLoginId,
          code,
          request.ip,
          browser,
          request.query.frame,
        );
        return reply.settle(result);
      },
    );

    app.post(
      "/api/phone-login/complete",
      {
        schema: {
          tags: ["phone-login"],
          security: [],
          summary: "Phone sign-in, step 4: after identification, update contact details and sign in",
          body: phoneLoginCompleteRequest,
          response: {
            200: phoneLoginCompleteResponse,
            400: badRequestResponse,
            401: loginErrorResponse,
            403: phoneLoginErrorResponse,
            409: profileErrorResponse,
            429: codeErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await phoneSignIn.complete(
          { ...request.body, browser: browserOf(request) },
          request.ip,
        );
        return reply.settle(result);
      },
    );
  };
}
