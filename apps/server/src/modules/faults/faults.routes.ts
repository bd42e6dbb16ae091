import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse, validationErrorResponse } from "@portal/schemas/common";
import {
  defectNoticeAttachmentParams,
  defectNoticeConflictResponse,
  defectNoticeCreated,
  defectNoticeDetail,
  defectNoticeFeedback,
  defectNoticeFeedbackRequest,
  defectNoticeFields,
  defectNoticeListResponse,
  defectNoticeParams,
  defectNoticeReopened,
  defectNoticeReopenRequest,
  staffFaultFeedbackResponse,
} from "@portal/schemas/faults";
import { queueKind } from "@portal/schemas/queue.constants";
import { MAX_FILES } from "@portal/schemas/faults.constants";
import { contractEndedResponse } from "@portal/schemas/lease";
import { z } from "zod";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { isRefusal, refuse, Refused, type Refusal } from "../../lib/refusal.ts";
import { filePart, fileResponse, recordErrorResponses } from "../../plugins/openapi.ts";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import type { FaultsService } from "./faults.service.ts";
import { ATTACHMENTS_FIELD, MULTIPART_LIMITS, receiveReport } from "./upload.ts";

const tooLarge = z.union([validationErrorResponse, errorResponse]);

type Attachment = Exclude<Awaited<ReturnType<FaultsService["attachment"]>>, Refusal>;

/**
 * Always a download under the server's own name, never rendered in the portal's origin: the
 * browser may not guess another type, and a PDF opened anyway runs sandboxed without scripts.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: Pick<Attachment, "contentType" | "size" | "name" | "body">,
) {
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", `attachment; filename="${file.name}"`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox; default-src 'none'")
    .header("cache-control", "no-store")
    .send(file.body);
}

/**
 * `uploadFileTimeoutMs`: how long each attached file may take to arrive whole (UPLOAD_FILE_TIMEOUT_MS).
 */
export function faultsRoutes(
  faults: FaultsService,
  files: FileStore,
  { uploadFileTimeoutMs }: { uploadFileTimeoutMs: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart only here: every other route keeps taking JSON alone.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    app.post(
      "/api/defect-notices/create",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["faults"],
          summary:
            "A fault report as multipart/form-data: title, description, defectClass, affectedArea, hasPetsInApartment, petsDescription, masterKeyAccessAllowed, optionally phone (default: the profile's) and language (default: the account's), and up to 3 files in 'attachments' (images or PDF by their bytes, each at most 5 242 880 bytes). Images are re-encoded without metadata. 403 CONTRACT_ENDED after the lease's end date: the apartment is no longer the tenant's. 408 REQUEST_TIMEOUT: a file did not arrive whole in time (UPLOAD_FILE_TIMEOUT_MS).",
          security: [{ bearer: [] }],
          multipart: defectNoticeFields.in.extend({
            [ATTACHMENTS_FIELD]: z
              .array(filePart("An image or a PDF, at most 5 242 880 bytes"))
              .max(MAX_FILES)
              .optional(),
          }),
          response: {
            201: defectNoticeCreated,
            400: badRequestResponse,
            401: errorResponse,
            403: contractEndedResponse,
            408: errorResponse,
            413: tooLarge,
            415: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        if (!request.isMultipart()) return reply.refuse(refuse("UNSUPPORTED_MEDIA_TYPE"));
        // Before reading a byte of the body: a lease that has ended or a spent allowance costs no storage.
        const refusal = await faults.uploadRefusal({ userId, personId, contractId });
        if (refusal) return reply.refuse(refusal);
        let received;
        try {
          received = await receiveReport(request, files, uploadFileTimeoutMs);
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          // The rest of a stalled upload is never coming: the connection ends with the answer.
          if (error.refusal.code === "REQUEST_TIMEOUT") reply.header("connection", "close");
          return reply.refuse(error.refusal);
        }
        const result = await faults.create({ userId, personId, contractId }, received);
        if (isRefusal(result)) return reply.refuse(result);
        return reply
          .code(201)
          .send({ id: result.id, status: "Sent" as const, createdAt: result.createdAt.toISOString() });
      },
    );

    app.get(
      "/api/defect-notices",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["faults"],
          summary: "Fault reports of the signed-in tenant's contract, newest first",
          security: [{ bearer: [] }],
          response: { 200: defectNoticeListResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const { userId, personId, contractId } = sessionUser(request);
        return { items: await faults.list({ userId, personId, contractId }) };
      },
    );

    app.get(
      "/api/defect-notices/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["faults"],
          summary: "One fault report with its status history (oldest first) and attachments",
          security: [{ bearer: [] }],
          params: defectNoticeParams,
          response: {
            200: defectNoticeDetail,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        return reply.settle(await faults.detail({ userId, personId, contractId }, request.params.id));
      },
    );

    app.get(
      "/api/defect-notices/:id/attachments/:attachmentId",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["faults"],
          summary:
            "An attachment's bytes, always as a download under the server's own name (liite-1.jpg), never rendered by the browser",
          security: [{ bearer: [] }],
          params: defectNoticeAttachmentParams,
          response: {
            200: fileResponse("The attachment", ["image/jpeg", "image/png", "application/pdf"]),
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        const { id, attachmentId } = request.params;
        const file = await faults.attachment({ userId, personId, contractId }, id, attachmentId);
        if (isRefusal(file)) return reply.refuse(file);
        return sendAttachment(reply, file);
      },
    );

    app.post(
      "/api/defect-notices/:id/feedback",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["faults"],
          summary:
            "Was the fault fixed? The tenant's rating (1–5) of a completed (Ready) report with an optional comment, once per report; staff see it on the item and in the fault report figures. 403 IMPERSONATION_READ_ONLY for staff viewing the tenant's pages. 404: not the contract's report. 409 NOT_COMPLETED: the report is not Ready; FEEDBACK_GIVEN: it is rated already (of answers at once exactly one is written).",
          security: [{ bearer: [] }],
          params: defectNoticeParams,
          body: defectNoticeFeedbackRequest,
          response: { 201: defectNoticeFeedback, ...recordErrorResponses, 409: defectNoticeConflictResponse },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        const given = await faults.feedback(
          { userId, personId, contractId },
          request.params.id,
          request.body,
        );
        return isRefusal(given) ? reply.refuse(given) : reply.code(201).send(given);
      },
    );

    app.post(
      "/api/defect-notices/:id/reopen",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["faults"],
          summary:
            "The fault is still there: within 14 days of its completion a Ready report goes back to the staff queue as reopened (InProgress, due again by its service level), with what is still wrong; the report's history shows the reopening. 403 IMPERSONATION_READ_ONLY for staff viewing the tenant's pages. 404: not the contract's report. 409 NOT_COMPLETED: not Ready; REOPEN_WINDOW_CLOSED: completed more than 14 days ago (a new report then); STALE_STATE: staff moved it meanwhile.",
          security: [{ bearer: [] }],
          params: defectNoticeParams,
          body: defectNoticeReopenRequest,
          response: { 201: defectNoticeReopened, ...recordErrorResponses, 409: defectNoticeConflictResponse },
        },
      },
      async (request, reply) => {
        const { userId, personId, contractId } = sessionUser(request);
        const reopened = await faults.reopen(
          { userId, personId, contractId },
          request.params.id,
          request.body.reason,
        );
        return isRefusal(reopened) ? reply.refuse(reopened) : reply.code(201).send(reopened);
      },
    );

    app.get(
      "/api/staff/queue/fault-reports/:id/feedback",
      {
        // Whoever handles fault reports in the queue.
        ...app.requireStaff(queueKind("fault-reports").permission),
        schema: {
          tags: ["faults"],
          summary:
            "The tenant's rating of a fault report (1–5, comment) and each reopening with what was still wrong, oldest first. 404: not in the buildings the staff member sees.",
          security: [{ bearer: [] }],
          params: defectNoticeParams,
          response: { 200: staffFaultFeedbackResponse, ...recordErrorResponses },
        },
      },
      async (request, reply) => {
        return reply.settle(await faults.staffFeedback(request.params.id, signedInStaff(request).buildings));
      },
    );
  };
}
