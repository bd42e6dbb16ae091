import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createHealthRepository } from "./health.repository.ts";
import { healthRoutes } from "./health.routes.ts";

/** GET /api/health on `app`. */
export async function registerHealth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes(createHealthRepository(ctx.db)));
}
