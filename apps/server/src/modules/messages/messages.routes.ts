import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  contactRequest,
  contactRequestDetail,
  contactRequestListResponse,
  contactRequestParams,
  contactRequestResponse,
} from "@portal/schemas/messages";
import { isRefusal } from "../../lib/refusal.ts";
import { sessionUser } from "../../plugins/session.ts";
import type { MessagesService } from "./messages.service.ts";

export function messagesRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/contact-request",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["messages"],
          summary:
            "A message to customer service from the signed-in tenant; the subcategory must be one of the category's subtopics. Confirmed to the tenant by mail in the message's language.",
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
        const sent = await messages.send({ userId, personId, contractId }, request.body);
        if (isRefusal(sent)) return reply.refuse(sent);
        return { ok: true as const, id: sent.id };
      },
    );

    app.get(
      "/api/contact-requests",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["messages"],
          summary:
            "The signed-in tenant's messages under the current contract, newest first, with their handling state",
          security: [{ bearer: [] }],
          response: { 200: contactRequestListResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const { userId, personId, contractId } = sessionUser(request);
        return { items: await messages.list({ userId, personId, contractId }) };
      },
    );

    app.get(
      "/api/contact-requests/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["messages"],
          summary: "One of the tenant's messages with its text and handling history (oldest first)",
          security: [{ bearer: [] }],
          params: contactRequestParams,
          response: {
            200: contactRequestDetail,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        return reply.settle(await messages.detail({ userId, personId, contractId }, request.params.id));
      },
    );
  };
}
