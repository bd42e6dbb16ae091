import type { FastifyInstance } from "fastify";
import { createReadiness, type Readiness } from "../../plugins/readiness.ts";
import type { AppContext } from "../context.ts";
import { createHealthRepository } from "./health.repository.ts";
import { healthRoutes } from "./health.routes.ts";

/**
 * GET /api/health and GET /api/ready on `app`. The runtime hands in its readiness (its phase and
 * checks); an app built without one (the tests) is ready whenever its database answers.
 */
export async function registerHealth(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { readiness?: Readiness } = {},
): Promise<void> {
  const health = createHealthRepository(ctx.db);
  const readiness =
    deps.readiness ?? createReadiness([{ name: "database", check: health.ping }], { phase: "ready" });
  await app.register(healthRoutes(health, readiness));
}
