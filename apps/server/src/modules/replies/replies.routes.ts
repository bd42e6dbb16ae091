import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  answerCreated,
  answerRequest,
  conversationResponse,
  noteRequest,
  replyCreated,
  replyItemParams,
  replyRequest,
  replyTemplate,
  replyTemplateListResponse,
  replyTemplateParams,
  replyTemplateQuery,
  replyTemplateRequest,
  staffConversationResponse,
} from "@portal/schemas/replies";
import { queueKind } from "@portal/schemas/queue.constants";
import { REPLY_ITEM_KINDS, type ReplyItemKind } from "@portal/schemas/replies.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { isRefusal } from "../../lib/refusal.ts";
import { recordErrorResponses } from "../../plugins/openapi.ts";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import type { RepliesService } from "./replies.service.ts";

/** The tenant's API path of each kind (the existing routes of the report and the message). */
const TENANT_PATHS: Record<ReplyItemKind, string> = {
  "fault-reports": "/api/defect-notices",
  messages: "/api/contact-requests",
};

const NAMES: Record<ReplyItemKind, string> = { "fault-reports": "fault report", messages: "message" };

/** What a staff member's reply or note on an item answers. */
const staffEntryResponses = { 201: replyCreated, ...recordErrorResponses };

export function repliesRoutes(replies: RepliesService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of REPLY_ITEM_KINDS) {
      const staffPath = `/api/staff/queue/${kind}/:id`;
      /** Staff reply on the items their roles handle, as the queue's kind says. */
      const handlesKind = app.requireStaff(queueKind(kind).permission);
      const name = NAMES[kind];

      app.get(
        `${staffPath}/replies`,
        {
          ...handlesKind,
          schema: {
            tags: ["replies"],
            summary: `The ${name}'s replies, internal notes and the tenant's answers, oldest first, with the ${name}'s language and state. 404: not in the buildings the staff member sees.`,
            security: [{ bearer: [] }],
            params: replyItemParams,
            response: {
              200: staffConversationResponse,
              ...recordErrorResponses,
            },
          },
        },
        async (request, reply) => {
          return reply.settle(
            await replies.staffConversation(kind, request.params.id, signedInStaff(request)),
          );
        },
      );

      app.post(
        `${staffPath}/replies`,
        {
          ...handlesKind,
          schema: {
            tags: ["replies"],
            summary: `A reply to the tenant on a ${name}, as text (in \`language\`, by default the ${name}'s). The tenant sees it on the ${name}'s page and gets a mail in the ${name}'s language saying a reply is waiting, with a link (without the reply's text for a tenant with a protection order).`,
            security: [{ bearer: [] }],
            params: replyItemParams,
            body: replyRequest,
            response: staffEntryResponses,
          },
        },
        async (request, reply) => {
          const created = await replies.reply(kind, request.params.id, signedInStaff(request), request.body);
          return isRefusal(created) ? reply.refuse(created) : reply.code(201).send(created);
        },
      );

      app.post(
        `${staffPath}/notes`,
        {
          ...handlesKind,
          schema: {
            tags: ["replies"],
            summary: `An internal note on a ${name}: staff read it, the tenant never does.`,
            security: [{ bearer: [] }],
            params: replyItemParams,
            body: noteRequest,
            response: staffEntryResponses,
          },
        },
        async (request, reply) => {
          const created = await replies.note(
            kind,
            request.params.id,
            signedInStaff(request),
            request.body.body,
          );
          return isRefusal(created) ? reply.refuse(created) : reply.code(201).send(created);
        },
      );

      app.get(
        `${TENANT_PATHS[kind]}/:id/conversation`,
        {
          onRequest: app.requireTenant,
          schema: {
            tags: ["replies"],
            summary: `The ${name}'s conversation, oldest first: the company's replies (who answered: first name and role) and the tenant's answers. Internal notes are never here.`,
            security: [{ bearer: [] }],
            params: replyItemParams,
            response: {
              200: conversationResponse,
              ...recordErrorResponses,
            },
          },
        },
        async (request, reply) => {
          const { userId, contractId } = sessionUser(request);
          return reply.settle(
            await replies.tenantConversation(kind, request.params.id, { userId, contractId }),
          );
        },
      );

      app.post(
        `${TENANT_PATHS[kind]}/:id/answers`,
        {
          onRequest: app.requireTenant,
          schema: {
            tags: ["replies"],
            summary: `The tenant's answer to the company's reply on a ${name}. A completed ${name} goes back to handling (Ready → InProgress). 409 CONFLICT: there is no reply to answer yet. 429: the account has sent 20 answers in the last hour.`,
            security: [{ bearer: [] }],
            params: replyItemParams,
            body: answerRequest,
            response: {
              201: answerCreated,
              ...recordErrorResponses,
              409: errorResponse,
              429: errorResponse,
            },
          },
        },
        async (request, reply) => {
          const { userId, contractId } = sessionUser(request);
          const result = await replies.answer(
            kind,
            request.params.id,
            { userId, contractId },
            request.body.body,
          );
          return isRefusal(result) ? reply.refuse(result) : reply.code(201).send(result);
        },
      );
    }

    app.get(
      "/api/staff/reply-templates",
      {
        ...app.requireStaff(PERMISSIONS.replyTemplatesRead),
        schema: {
          tags: ["replies"],
          summary: "The ready-made replies, in one language or both, by language and title",
          security: [{ bearer: [] }],
          querystring: replyTemplateQuery,
          response: {
            200: replyTemplateListResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request) => ({ items: await replies.templates(request.query.language) }),
    );

    app.post(
      "/api/staff/reply-templates",
      {
        ...app.requireStaff(PERMISSIONS.replyTemplatesManage),
        schema: {
          tags: ["replies"],
          summary: "A new ready-made reply (administrators)",
          security: [{ bearer: [] }],
          body: replyTemplateRequest,
          response: {
            201: replyTemplate,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request, reply) => reply.code(201).send(await replies.createTemplate(request.body)),
    );

    app.put(
      "/api/staff/reply-templates/:id",
      {
        ...app.requireStaff(PERMISSIONS.replyTemplatesManage),
        schema: {
          tags: ["replies"],
          summary: "Changes a ready-made reply (administrators)",
          security: [{ bearer: [] }],
          params: replyTemplateParams,
          body: replyTemplateRequest,
          response: {
            200: replyTemplate,
            ...recordErrorResponses,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(await replies.updateTemplate(request.params.id, request.body));
      },
    );

    app.delete(
      "/api/staff/reply-templates/:id",
      {
        ...app.requireStaff(PERMISSIONS.replyTemplatesManage),
        schema: {
          tags: ["replies"],
          summary: "Removes a ready-made reply (administrators)",
          security: [{ bearer: [] }],
          params: replyTemplateParams,
          response: {
            204: z.null(),
            ...recordErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const deleted = await replies.deleteTemplate(request.params.id);
        return isRefusal(deleted) ? reply.refuse(deleted) : reply.code(204).send(null);
      },
    );
  };
}
