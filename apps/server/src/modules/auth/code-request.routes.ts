import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { okResponse } from "@portal/schemas/auth";
import { codeErrorResponse } from "@portal/schemas/codes";
import { badRequestResponse } from "@portal/schemas/common";
import { isRefusal } from "../../lib/refusal.ts";
import type { CodeRequestResult } from "./code-request.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * POST `url` with `{ username }`: mails a code (createCodeRequest). Always 200, unknown addresses
 * included, so the answer does not tell whether an account exists; 429 over the limit.
 */
export function postCodeRequest(
  app: ZodApp,
  url: string,
  summary: string,
  body: z.ZodType<{ username: string }, { username: string }>,
  requestCode: (emailLower: string, address: string) => Promise<CodeRequestResult>,
): void {
  app.post(
    url,
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary,
        body,
        response: { 200: okResponse, 400: badRequestResponse, 429: codeErrorResponse },
      },
    },
    async (request, reply) => {
      const result = await requestCode(request.body.username, request.ip);
      if (isRefusal(result)) return reply.refuse(result);
      return { ok: true as const };
    },
  );
}
