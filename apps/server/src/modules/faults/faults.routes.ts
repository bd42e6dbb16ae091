import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse, validationErrorResponse } from "@portal/schemas/common";
import {
  defectNoticeAttachmentParams,
  defectNoticeCreated,
  defectNoticeDetail,
  defectNoticeListResponse,
  defectNoticeParams,
} from "@portal/schemas/faults";
import { contractEndedResponse } from "@portal/schemas/lease";
import { z } from "zod";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { fileResponse } from "../../plugins/openapi.ts";
import { sessionUser } from "../../plugins/session.ts";
import type { FaultsService } from "./faults.service.ts";
import { MULTIPART_LIMITS, receiveReport, UploadRefusal } from "./upload.ts";

const tooLarge = z.union([validationErrorResponse, errorResponse]);

type Attachment = NonNullable<Awaited<ReturnType<FaultsService["attachment"]>>>;

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
    .header("cache-control", "private, no-store")
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
          consumes: ["multipart/form-data"],
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
        if (!request.isMultipart()) return reply.code(415).send({ error: "UNSUPPORTED_MEDIA_TYPE" as const });
        // Before reading a byte of the body: a lease that has ended or a spent allowance costs no storage.
        const ended = await faults.contractEnded(contractId);
        if (ended) return reply.code(403).send(ended);
        if (await faults.limitReached(userId))
          return reply.code(429).send({ error: "TOO_MANY_REQUESTS" as const });
        let received;
        try {
          received = await receiveReport(request, files, uploadFileTimeoutMs);
        } catch (error) {
          // The rest of a stalled upload is never coming: the connection ends with the answer.
          if (error instanceof UploadRefusal && error.status === 408) reply.header("connection", "close");
          if (error instanceof UploadRefusal) return reply.code(error.status).send(error.body);
          throw error;
        }
        const result = await faults.create({ userId, personId, contractId }, received);
        if (result.kind === "invalid")
          return reply.code(400).send({ error: "VALIDATION" as const, fields: result.fields });
        if (result.kind === "limited") return reply.code(429).send({ error: "TOO_MANY_REQUESTS" as const });
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
        const detail = await faults.detail({ userId, personId, contractId }, request.params.id);
        if (!detail) return reply.code(404).send({ error: "NOT_FOUND" as const });
        return detail;
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
        if (!file) return reply.code(404).send({ error: "NOT_FOUND" as const });
        return sendAttachment(reply, file);
      },
    );
  };
}
