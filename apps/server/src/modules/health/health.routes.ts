import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthFailureResponse, healthResponse, readyResponse } from "@portal/schemas/health";
import type { Readiness } from "../../plugins/readiness.ts";
import type { HealthRepository } from "./health.repository.ts";

export function healthRoutes(health: HealthRepository, readiness: Readiness): FastifyPluginAsyncZod {
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

    app.get(
      "/api/ready",
      {
        schema: {
          tags: ["health"],
          security: [],
          summary:
            "Readiness for a load balancer: 503 with the reasons while the process starts or drains after a stop signal, or while the database or the file store cannot be reached",
          response: { 200: readyResponse, 503: readyResponse },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        const { ready, reasons } = await readiness.report();
        return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", reasons });
      },
    );
  };
}
