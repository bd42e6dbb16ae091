import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okResponse } from "@portal/schemas/auth";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { feedbackRequest } from "@portal/schemas/feedback";
import type { FeedbackRepository } from "./feedback.repository.ts";

export interface FeedbackLimits {
  /** Per client address per minute: the form is public, so it must not become a write amplifier. */
  perMinute: number;
}

export function feedbackRoutes(
  repo: FeedbackRepository,
  now: () => Date,
  limits: FeedbackLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/feedback",
      {
        config: { rateLimit: { max: limits.perMinute, timeWindow: 60_000 } },
        schema: {
          tags: ["feedback"],
          security: [],
          summary: "The sign-out survey answer (no session needed)",
          body: feedbackRequest,
          response: { 201: okResponse, 400: badRequestResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        await repo.insert(request.body, now());
        return reply.code(201).send({ ok: true as const });
      },
    );
  };
}
