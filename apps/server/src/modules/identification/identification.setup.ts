import type { FastifyInstance } from "fastify";
import { requestLimit } from "../../plugins/rate-limits.ts";
import type { AppContext } from "../context.ts";
import { identificationRoutes, type IdentificationRouteOptions } from "./identification.routes.ts";
import type { IdentificationService } from "./identification.service.ts";

/**
 * Strong identification's routes on `app`, and the bank client's public keys. The service is made by setup/identification.ts, which
 * chooses the broker or the sandbox provider.
 */
export async function registerIdentification(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { identification: IdentificationService; clientJwks: IdentificationRouteOptions["clientJwks"] },
): Promise<void> {
  await app.register(
    identificationRoutes(deps.identification, {
      publicUrl: ctx.config.publicUrl,
      initiatePerMinute: requestLimit("POST /api/register/initiate", ctx.config.requestLimits),
      clientJwks: deps.clientJwks,
    }),
  );
}
