import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createRepliesRepository } from "./replies.repository.ts";
import { repliesRoutes } from "./replies.routes.ts";
import { createRepliesService } from "./replies.service.ts";

/** Replies, internal notes, ready-made replies and the tenant's answers on `app`. */
export async function registerReplies(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
}
