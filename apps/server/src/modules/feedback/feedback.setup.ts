import type { FastifyInstance } from "fastify";
import { requestLimit } from "../../plugins/rate-limits.ts";
import type { AppContext } from "../context.ts";
import { createFeedbackRepository } from "./feedback.repository.ts";
import { feedbackRoutes, type FeedbackLimits } from "./feedback.routes.ts";

/** Feedback on the portal on `app`. */
export async function registerFeedback(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { limits: FeedbackLimits | undefined },
): Promise<void> {
  await app.register(
    feedbackRoutes(
      createFeedbackRepository(ctx.db),
      ctx.now,
      deps.limits ?? { perMinute: requestLimit("POST /api/feedback", ctx.config.requestLimits) },
    ),
  );
}
