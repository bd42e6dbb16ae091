import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  assignBody,
  assigned,
  queuePage,
  queueQuery,
  queueSummary,
  workItemAttachmentParams,
  workItemDetail,
  workItemParams,
  workItemStateChange,
  workItemStateChanged,
} from "@portal/schemas/queue";
import { queueKind, type WorkItemKind } from "@portal/schemas/queue.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { isRefusal, refuse } from "../../lib/refusal.ts";
import { may } from "../../access/access.ts";
import { fileResponse, recordErrorResponses } from "../../plugins/openapi.ts";
import { signedInStaff } from "../../plugins/session.ts";
import { sendAttachment } from "../faults/index.ts";
import type { QueueService } from "./queue.service.ts";

const security = [{ bearer: [] }];

/** An item route's second door, once the params are read: 403 unless the staff member's roles handle the kind. */
async function handlesKind(request: FastifyRequest, reply: FastifyReply) {
  const { kind } = request.params as { kind: WorkItemKind };
  if (!may(signedInStaff(request), queueKind(kind).permission)) return reply.refuse(refuse("FORBIDDEN"));
}

/**
 * The staff's one handling queue: fault reports and messages (and the kinds to come) as work items
 * of one shape. Every route needs queue.work; an item's routes also its kind's permission (403),
 * and an item outside the staff member's buildings is not there (404).
 */
export function queueRoutes(queue: QueueService): FastifyPluginAsyncZod {
  return async (app) => {
    /** An item's routes: queue.work, then its kind's permission. */
    const itemRoute = { ...app.requireStaff(PERMISSIONS.queueWork), preHandler: handlesKind };

    app.get(
      "/api/staff/queue",
      {
        ...app.requireStaff(PERMISSIONS.queueWork),
        schema: {
          tags: ["queue"],
          summary:
            "One page of work items in the staff member's buildings, of the kinds their roles handle: newest first (sort=newest) or the open items most overdue first (sort=overdue); filters kind, state, building, category (defect class or message category id), assignee (me, none or a staff id), overdue=true, and q over subject and description",
          security,
          querystring: queueQuery,
          response: { 200: queuePage, 400: badRequestResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => queue.page(signedInStaff(request), request.query),
    );

    app.get(
      "/api/staff/queue/summary",
      {
        ...app.requireStaff(PERMISSIONS.queueWork),
        schema: {
          tags: ["queue"],
          summary:
            "Per kind the staff member handles, in their buildings: open items, overdue ones, those assigned to them and those assigned to nobody",
          security,
          response: { 200: queueSummary, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => queue.summary(signedInStaff(request)),
    );

    app.get(
      "/api/staff/queue/:kind/:id",
      {
        ...itemRoute,
        schema: {
          tags: ["queue"],
          summary:
            "One work item: everything the tenant sent, the apartment, the contract, the assignee and the colleagues it may be handed to, and its history",
          security,
          params: workItemParams,
          response: {
            200: workItemDetail,
            ...recordErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const staff = signedInStaff(request);
        return reply.settle(await queue.detail(staff, kind, id));
      },
    );

    app.get(
      "/api/staff/queue/:kind/:id/attachments/:attachmentId",
      {
        ...itemRoute,
        schema: {
          tags: ["queue"],
          summary:
            "An attachment of a fault report in the staff member's buildings, always as a download under the server's own name",
          security,
          params: workItemAttachmentParams,
          response: {
            200: fileResponse("The attachment", ["image/jpeg", "image/png", "application/pdf"]),
            ...recordErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const { kind, id, attachmentId } = request.params;
        const staff = signedInStaff(request);
        const file = await queue.attachment(staff, kind, id, attachmentId);
        if (isRefusal(file)) return reply.refuse(file);
        return sendAttachment(reply, file);
      },
    );

    app.post(
      "/api/staff/queue/:kind/:id/assign",
      {
        ...itemRoute,
        schema: {
          tags: ["queue"],
          summary:
            "Hands the item to a staff member who handles its kind in its building (staffId; null: nobody), from the assignee the client saw (from). 409 STALE_STATE: someone changed the assignee first; 400 on staffId: not someone who may handle it",
          security,
          params: workItemParams,
          body: assignBody,
          response: {
            200: assigned,
            ...recordErrorResponses,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const staff = signedInStaff(request);
        const result = await queue.assign(staff, kind, id, request.body);
        if (isRefusal(result)) return reply.refuse(result);
        return { kind, id, assignee: result.assignee };
      },
    );

    app.post(
      "/api/staff/queue/:kind/:id/state",
      {
        ...itemRoute,
        schema: {
          tags: ["queue"],
          summary:
            "Moves the item from the state the staff member saw (from) to the next (to), as its kind's workflow allows. 409 STALE_STATE: no longer in `from`; 400 on `to`: a move the workflow does not list",
          security,
          params: workItemParams,
          body: workItemStateChange,
          response: {
            200: workItemStateChanged,
            ...recordErrorResponses,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const { from, to } = request.body;
        const staff = signedInStaff(request);
        const moved = await queue.moveState(staff, kind, id, from, to);
        if (isRefusal(moved)) return reply.refuse(moved);
        return { kind, id, state: to };
      },
    );
  };
}
