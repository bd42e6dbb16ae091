import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";

/** The tenant's notifications (jobs/notifications.ts writes them). */
export const notificationsModule = defineModule({
  name: "notifications",
  after: [authModule],
  async register(app, ctx) {
    await app.register(
      notificationsRoutes(createNotificationsService(createNotificationsRepository(ctx.db), ctx.now)),
    );
  },
});
