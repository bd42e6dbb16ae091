import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { contactRequest, contactRequestResponse } from "@portal/schemas/messages";
import { sessionUser } from "../../plugins/session.ts";
import type { MessagesService } from "./messages.service.ts";

export function messagesRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/contact-request",
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["messages"],
          summary:
            "A message to customer service from the signed-in tenant; the subcategory must be one of the category's subtopics",
          security: [{ bearer: [] }],
          body: contactRequest,
          response: {
            200: contactRequestResponse,
            400: badRequestResponse,
            401: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        const id = await messages.send({ userId, personId, contractId }, request.body);
        if (id === null) return reply.code(429).send({ error: "TOO_MANY_REQUESTS" as const });
        return { ok: true as const, id };
      },
    );
  };
}
