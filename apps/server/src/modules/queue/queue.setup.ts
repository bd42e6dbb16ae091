import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { createQueueRepository } from "./queue.repository.ts";
import { queueRoutes } from "./queue.routes.ts";
import { createQueueService } from "./queue.service.ts";

/** The staff's handling queue on `app`. */
export async function registerQueue(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    queueRoutes(
      createQueueService({
        repo: createQueueRepository(ctx.db),
        files: ctx.files,
        now: ctx.now,
        publicUrl: ctx.config.publicUrl,
      }),
    ),
  );
}
