import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthFailureResponse, healthResponse } from "@portal/schemas/health";
import type { HealthRepository } from "./health.repository.ts";

export function healthRoutes(health: HealthRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["health"],
          security: [],
          summary: "Liveness and database reachability",
          response: { 200: healthResponse, 503: healthFailureResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        try {
          await health.ping();
        } catch (err) {
          request.log.error({ err }, "health check: database unreachable");
          return reply.code(503).send({ status: "error", database: "error" });
        }
        return { status: "ok" as const, database: "ok" as const };
      },
    );
  };
}
