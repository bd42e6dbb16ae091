import { replies, replyTemplates } from "../../db/schema/replies.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createRepliesRepository } from "./replies.repository.ts";
import { repliesRoutes } from "./replies.routes.ts";
import { createRepliesService } from "./replies.service.ts";
import { repliesMessages } from "./replies.messages.ts";

/** Replies, internal notes, ready-made replies and the tenant's answers. */
export const repliesModule = defineModule({
  name: "replies",
  after: [authModule],
  tables: { owns: [replies, replyTemplates] },
  messages: repliesMessages,
  async register(app, ctx) {
    await app.register(
      repliesRoutes(
        createRepliesService({
          db: ctx.db,
          repo: createRepliesRepository(ctx.db),
          now: ctx.now,
          publicUrl: ctx.config.publicUrl,
        }),
      ),
    );
  },
});
