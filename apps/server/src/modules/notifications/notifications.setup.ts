import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";

/** The tenant's notifications on `app` (jobs/notifications.ts writes them). */
export async function registerNotifications(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    notificationsRoutes(createNotificationsService(createNotificationsRepository(ctx.db), ctx.now)),
  );
}
