import { contentModule } from "../content/content.module.ts";
import { defineModule } from "../module.ts";
import { createNoticesSearch } from "../notices/index.ts";
import { createSearchRepository, RESULTS_PER_KIND, START_SEL, STOP_SEL } from "./search.repository.ts";
import { searchRoutes } from "./search.routes.ts";
import { createSearchService } from "./search.service.ts";

/** Site search. */
export const searchModule = defineModule({
  name: "search",
  after: [contentModule],
  async register(app, ctx, { content }) {
    const notices = createNoticesSearch(ctx.db, {
      startSel: START_SEL,
      stopSel: STOP_SEL,
      perKind: RESULTS_PER_KIND,
    });
    await app.register(
      searchRoutes(
        createSearchService(createSearchRepository(ctx.db), content.contentPages, {
          search: notices,
          now: ctx.now,
        }),
      ),
    );
  },
});
