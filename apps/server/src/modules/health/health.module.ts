import { createReadiness } from "../../plugins/readiness.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createHealthRepository } from "./health.repository.ts";
import { healthRoutes } from "./health.routes.ts";

/**
 * GET /api/health and GET /api/ready. The runtime hands in its readiness (its phase and checks); an
 * app built without one (the tests) is ready whenever its database answers.
 */
export const healthModule = defineModule({
  name: "health",
  after: [authModule],
  async register(app, ctx) {
    const health = createHealthRepository(ctx.db);
    const readiness =
      ctx.services.readiness ??
      createReadiness([{ name: "database", check: health.ping }], { phase: "ready" });
    await app.register(healthRoutes(health, readiness));
  },
});
