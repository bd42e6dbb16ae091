import { notifications } from "../../db/schema/notifications.ts";
import { configDefault } from "../../config.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createNotificationJobs } from "./notifications.job.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";

/** The tenant's notifications, which its job writes (arrears, a lease about to start or end). */
export const notificationsModule = defineModule({
  name: "notifications",
  after: [authModule],
  tables: { owns: [notifications] },
  settings: (config) => ({
    intervalMs: config.notificationsIntervalMs ?? configDefault("NOTIFICATIONS_INTERVAL_MS"),
  }),
  async register(app, ctx) {
    await app.register(
      notificationsRoutes(createNotificationsService(createNotificationsRepository(ctx.db), ctx.now)),
    );
  },
  jobs: [
    // Arrears and lease lifecycle notifications; before serving, so the first pages see today's.
    {
      name: "notifications",
      intervalMs: (settings) => settings.intervalMs,
      once: true,
      first: "before-ready",
      pass: (ctx) => createNotificationJobs({ db: ctx.db, now: ctx.now }),
    },
  ],
});
