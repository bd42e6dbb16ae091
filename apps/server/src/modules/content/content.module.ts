import { contentGeneration, contentPages, menuItems, menus } from "../../db/schema/content.ts";
import { configDefault, configVariables } from "../../config.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createContentPagesRepository } from "./content-pages.repository.ts";
import { contentPagesRoutes } from "./content-pages.routes.ts";
import { createContentPagesService, type ContentPagesService } from "./content-pages.service.ts";
import { createContentRepository } from "./content.repository.ts";
import { contentRoutes } from "./content.routes.ts";
import { createContentSync } from "./content-sync.job.ts";

/**
 * The built-in content service (menus, pages, posts, bulletins); search reads its pages. An external
 * content service's text is copied into the search index instead (its job).
 */
export const contentModule = defineModule({
  name: "content",
  after: [authModule],
  tables: {
    owns: [menus, menuItems, contentPages, contentGeneration],
    shares: [contentPages, contentGeneration],
  },
  settings: (config) => ({
    /** CONTENT_API_URL: a path is the built-in service, an address an external one. */
    apiUrl: config.contentApiUrl ?? configVariables.CONTENT_API_URL.default,
    syncIntervalMs: config.contentSyncIntervalMs ?? configDefault("CONTENT_SYNC_INTERVAL_MS"),
  }),
  async register(app, ctx): Promise<{ contentPages: ContentPagesService }> {
    const menus = createContentRepository(ctx.db);
    await app.register(contentRoutes(menus));
    const contentPages = createContentPagesService(createContentPagesRepository(ctx.db), menus);
    await app.register(contentPagesRoutes(contentPages));
    return { contentPages };
  },
  jobs: [
    // An external content service: its text is copied into the search index; the built-in one is the index.
    {
      name: "content-sync",
      intervalMs: (settings) => settings.syncIntervalMs,
      once: true,
      first: "at-start",
      runsWith: (settings) => /^https?:\/\//i.test(settings.apiUrl),
      pass: (ctx) => createContentSync({ db: ctx.db, baseUrl: ctx.settings.apiUrl }),
    },
  ],
});
