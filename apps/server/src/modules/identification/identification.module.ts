import { requestLimit } from "../../plugins/rate-limits.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { identificationRoutes } from "./identification.routes.ts";

/**
 * Strong identification's routes, and the bank client's public keys. The service is made by
 * setup/identification.ts, which chooses the broker or the sandbox provider.
 */
export const identificationModule = defineModule({
  name: "identification",
  after: [authModule],
  async register(app, ctx) {
    await app.register(
      identificationRoutes(ctx.services.identification, {
        publicUrl: ctx.config.publicUrl,
        initiatePerMinute: requestLimit("POST /api/register/initiate", ctx.config.requestLimits),
        clientJwks: ctx.services.clientJwks,
      }),
    );
  },
});
