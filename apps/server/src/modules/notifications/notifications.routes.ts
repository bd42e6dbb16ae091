import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  closeNotificationResponse,
  notificationErrorResponse,
  notificationParams,
  notificationsResponse,
} from "@portal/schemas/notifications";
import { sessionUser } from "../../plugins/session.ts";
import type { NotificationsService } from "./notifications.service.ts";

/** The session contract's notifications only; another contract's id is a 404. */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/notifications",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notifications"],
          summary: "Open notifications and those closed in the last 30 days; important first, then newest",
          security: [{ bearer: [] }],
          response: { 200: notificationsResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        const { contractId, personId } = sessionUser(request);
        reply.header("cache-control", "no-store");
        return service.list({ contractId, personId });
      },
    );

    app.post(
      "/api/notifications/:id/close",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notifications"],
          summary:
            "Close a notification (409 NOT_CLOSEABLE for one the tenant cannot close; twice: the first closedAt)",
          security: [{ bearer: [] }],
          params: notificationParams,
          response: {
            200: closeNotificationResponse,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
            409: notificationErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { contractId, personId } = sessionUser(request);
        return reply.settle(await service.close({ contractId, personId }, request.params.id));
      },
    );
  };
}
