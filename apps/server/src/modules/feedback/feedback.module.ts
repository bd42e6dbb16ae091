import { feedback } from "../../db/schema/feedback.ts";
import { requestLimit } from "../../plugins/rate-limits.ts";
import { authModule } from "../auth/auth.module.ts";
import { defineModule } from "../module.ts";
import { createFeedbackRepository } from "./feedback.repository.ts";
import { feedbackRoutes, type FeedbackLimits } from "./feedback.routes.ts";

/** Feedback on the portal. */
export const feedbackModule = defineModule({
  name: "feedback",
  after: [authModule],
  tables: { owns: [feedback] },
  // Unset: the per-address limit of the public write routes (plugins/rate-limits.ts); tests set their own.
  settings: (): { limits: FeedbackLimits | undefined } => ({ limits: undefined }),
  async register(app, ctx) {
    await app.register(
      feedbackRoutes(
        createFeedbackRepository(ctx.db),
        ctx.now,
        ctx.settings.limits ?? { perMinute: requestLimit("POST /api/feedback", ctx.config.requestLimits) },
      ),
    );
  },
});
