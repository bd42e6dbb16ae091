import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createContentPagesRepository } from "./content-pages.repository.ts";
import { contentPagesRoutes } from "./content-pages.routes.ts";
import { createContentPagesService, type ContentPagesService } from "./content-pages.service.ts";
import { createContentRepository } from "./content.repository.ts";
import { contentRoutes } from "./content.routes.ts";

/** The built-in content service (menus, pages, posts, bulletins); search reads its pages. */
export const contentModule = defineModule({
  name: "content",
  after: [authModule],
  async register(app, ctx): Promise<{ contentPages: ContentPagesService }> {
    const menus = createContentRepository(ctx.db);
    await app.register(contentRoutes(menus));
    const contentPages = createContentPagesService(createContentPagesRepository(ctx.db), menus);
    await app.register(contentPagesRoutes(contentPages));
    return { contentPages };
  },
});
