import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { messagesRoutes } from "./messages.routes.ts";
import { createMessagesService } from "./messages.service.ts";

/** Messages to customer service on `app`. */
export async function registerMessages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    messagesRoutes(
      createMessagesService({
        db: ctx.db,
        repo: createMessagesRepository(ctx.db, ctx.config.serviceLevels),
        now: ctx.now,
        customerServiceEmail: ctx.config.customerServiceEmail,
      }),
    ),
  );
}
