import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { eventsQuery, eventsResponse } from "@portal/schemas/integration";
import { integrationDoor } from "./door.ts";
import type { EventFeed } from "./events.ts";

export function eventsRoutes(feed: EventFeed): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/integration/events",
      {
        onRequest: integrationDoor("events.read"),
        schema: {
          tags: ["integration"],
          summary:
            "The event feed: what the portal did, in order and at least once, after a cursor (scope events.read); each event's data by its type and version",
          security: [{ integration: ["events.read"] }],
          querystring: eventsQuery,
          response: { 200: eventsResponse, 400: badRequestResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => reply.settle(await feed.page(request.query.after, request.query.limit)),
    );
  };
}
