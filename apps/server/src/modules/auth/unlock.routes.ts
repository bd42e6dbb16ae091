import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okResponse, unlockErrorResponse, unlockRequest } from "@portal/schemas/auth";
import { badRequestResponse } from "@portal/schemas/common";
import { isRefusal } from "../../lib/refusal.ts";
import { browserOf } from "../identification/index.ts";
import { DEVICE_COOKIE, deviceCookieOptions } from "./trusted-devices.ts";
import type { UnlockService } from "./unlock.service.ts";

export function unlockRoutes(unlock: UnlockService, options: { publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/login/unlock",
      {
        schema: {
          tags: ["auth"],
          security: [],
          summary: "After strong identification (flowType unlock): password sign-in works again",
          description:
            "Consumes the identification (only in the browser that started it) and lifts the lock " +
            "that 100 failed sign-ins or code checks in a row put on the identified person's account.",
          body: unlockRequest,
          response: {
            200: okResponse,
            400: badRequestResponse,
            403: unlockErrorResponse,
            404: unlockErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await unlock.unlock(
          { ...request.body, browser: browserOf(request), device: request.cookies[DEVICE_COOKIE] },
          request.ip,
        );
        if (isRefusal(result)) return reply.refuse(result);
        if (result.deviceToken)
          reply.setCookie(DEVICE_COOKIE, result.deviceToken, deviceCookieOptions(options.publicUrl));
        return { ok: true as const };
      },
    );
  };
}
