import type { FastifyInstance } from "fastify";
import type { ContentPagesService } from "../content/index.ts";
import type { AppContext } from "../context.ts";
import { createSearchRepository } from "./search.repository.ts";
import { searchRoutes } from "./search.routes.ts";
import { createSearchService } from "./search.service.ts";

/** Site search on `app`. */
export async function registerSearch(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { contentPages: ContentPagesService },
): Promise<void> {
  await app.register(searchRoutes(createSearchService(createSearchRepository(ctx.db), deps.contentPages)));
}
