import type { FastifyInstance } from "fastify";
import type { ContentPagesService } from "../content/index.ts";
import type { AppContext } from "../context.ts";
import { createNoticesSearch } from "../notices/index.ts";
import { createSearchRepository, RESULTS_PER_KIND, START_SEL, STOP_SEL } from "./search.repository.ts";
import { searchRoutes } from "./search.routes.ts";
import { createSearchService } from "./search.service.ts";

/** Site search on `app`. */
export async function registerSearch(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { contentPages: ContentPagesService },
): Promise<void> {
  const notices = createNoticesSearch(ctx.db, {
    startSel: START_SEL,
    stopSel: STOP_SEL,
    perKind: RESULTS_PER_KIND,
  });
  await app.register(
    searchRoutes(
      createSearchService(createSearchRepository(ctx.db), deps.contentPages, {
        search: notices,
        now: ctx.now,
      }),
    ),
  );
}
