import { identificationFlows } from "../../db/schema/identification.ts";
import { requestLimit } from "../../plugins/rate-limits.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createIdentificationRepository } from "./identification.repository.ts";
import { identificationRoutes } from "./identification.routes.ts";

/** Expired flows are kept a day: a late "expired" answer still finds its row. */
const EXPIRED_FLOW_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Strong identification's routes, and the bank client's public keys. The service is made by
 * setup/identification.ts, which chooses the broker or the sandbox provider.
 */
export const identificationModule = defineModule({
  name: "identification",
  after: [authModule],
  tables: { owns: [identificationFlows] },
  async register(app, ctx) {
    await app.register(
      identificationRoutes(ctx.services.identification, {
        publicUrl: ctx.config.publicUrl,
        initiatePerMinute: requestLimit("POST /api/register/initiate", ctx.config.requestLimits),
        clientJwks: ctx.services.clientJwks,
      }),
    );
  },
  housekeeping: [
    {
      name: "identificationFlows",
      delete: (ctx, at) =>
        createIdentificationRepository(ctx.db).deleteExpiredFlows(
          new Date(at.getTime() - EXPIRED_FLOW_RETENTION_MS),
        ),
    },
  ],
});
