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
        const result = await phoneSignIn.start(request.body.phoneNumber, request.ip);
        if (result.ok) return { phoneLoginId: result.phoneLoginId };
        if (result.error === "LimitExceeded") return reply.code(429).send({ error: result.error });
        return reply.code(404).send({ error: result.error });
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
        if (result.ok) return { url: result.url, state: result.state };
        return reply.code(result.error === "LimitExceeded" ? 429 : 400).send({ error: result.error });
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
        if (result.ok)
          return { sessionId: result.sessionId, emailConfirmationRequired: result.emailConfirmationRequired };
        if (result.status === 401) return reply.code(401).send(result.error);
        return reply.code(result.status).send({ error: result.error });
      },
    );
  };
}
