import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createQueueRepository } from "./queue.repository.ts";
import { queueRoutes } from "./queue.routes.ts";
import { createQueueService } from "./queue.service.ts";
import { queueMessages } from "./queue.messages.ts";

/** The staff's handling queue. */
export const queueModule = defineModule({
  name: "queue",
  after: [authModule],
  messages: queueMessages,
  async register(app, ctx) {
    await app.register(
      queueRoutes(
        createQueueService({
          repo: createQueueRepository(ctx.db, ctx.workItems),
          sources: ctx.workItems,
          files: ctx.files,
          now: ctx.now,
          publicUrl: ctx.config.publicUrl,
        }),
      ),
    );
  },
});
