import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { searchQuery, searchResponse } from "@portal/schemas/search";
import { sessionUser } from "../../plugins/session.ts";
import type { SearchService } from "./search.service.ts";

export function searchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/search",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["search"],
          summary:
            "Full-text search over pages, news and the notices and events of the tenant's building in one language, grouped by kind, matches marked in snippets; any text is a valid query",
          security: [{ bearer: [] }],
          querystring: searchQuery,
          response: { 200: searchResponse, 400: badRequestResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { contractId, personId } = sessionUser(request);
        return service.search(request.query.q, request.query.lang, { contractId, personId });
      },
    );
  };
}
