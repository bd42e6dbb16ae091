import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createHomeRepository } from "./home.repository.ts";
import { homeRoutes } from "./home.routes.ts";
import { createHomeService } from "./home.service.ts";

/** The home, its apartment images and emergency plan. */
export const homeModule = defineModule({
  name: "home",
  after: [authModule],
  async register(app, ctx) {
    await app.register(homeRoutes(createHomeService(createHomeRepository(ctx.db), ctx.files)));
  },
});
