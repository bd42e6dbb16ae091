import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createHomeRepository } from "./home.repository.ts";
import { homeRoutes } from "./home.routes.ts";
import { createHomeService } from "./home.service.ts";

/** The home, its apartment images and emergency plan on `app`. */
export async function registerHome(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(homeRoutes(createHomeService(createHomeRepository(ctx.db), ctx.files)));
}
