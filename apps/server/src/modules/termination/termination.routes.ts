import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  V,
  badRequestResponse,
  errorResponse,
  language,
  validationErrorResponse,
} from "@portal/schemas/common";
import { MAX_FILE_BYTES } from "@portal/schemas/faults.constants";
import { identificationFrameQuery } from "@portal/schemas/identification";
import { TERMINATION_FILE_FIELD } from "@portal/schemas/termination.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import {
  terminationErrorResponse,
  terminationFile,
  terminationFileParams,
  terminationIdentificationRequest,
  terminationParams,
  terminationRequest,
  terminationResponse,
  terminationReviewDetail,
  terminationReviewPage,
  terminationReviewQuery,
  terminationReviewRequest,
  terminationBrandingResponse,
  terminationUrlResponse,
  type TerminationBranding,
} from "@portal/schemas/termination";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { isRefusal, refuse } from "../../lib/refusal.ts";
import { filePart, fileResponse } from "../../plugins/openapi.ts";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import {
  AttachmentRefusal,
  attachmentFieldRefusal,
  BrokenUpload,
  sendAttachment,
  storeAttachment,
  UploadTimeout,
} from "../faults/index.ts";
import { bindBrowser, browserOf } from "../identification/index.ts";
import { reach } from "../../access/reach.ts";
import { receiptPdf } from "./termination.receipt.ts";
import type { TerminationService } from "./termination.service.ts";

const tags = ["termination"];
const security = [{ bearer: [] }];
/** Every refusal a tenant call can meet, by status. */
const refusals = {
  400: z.union([badRequestResponse, terminationErrorResponse]),
  401: errorResponse,
  403: z.union([errorResponse, terminationErrorResponse]),
  404: errorResponse,
  409: z.union([errorResponse, terminationErrorResponse]),
};

export function terminationRoutes(
  termination: TerminationService,
  options: {
    publicUrl: string;
    branding: TerminationBranding;
    files: FileStore;
    /** How long a file may take to arrive whole (UPLOAD_FILE_TIMEOUT_MS). */
    uploadFileTimeoutMs: number;
  },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart only for the file upload: one file and nothing else.
    await app.register(multipart, {
      limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 0, parts: 1, headerPairs: 20 },
    });

    // Public: the foundation's flow shows its look on the sign-in and sign-up pages too.
    app.get(
      "/api/termination-branding",
      {
        schema: {
          tags,
          security: [],
          summary:
            "The foundation's termination flow's (/irtisano…) name, logo (a path on this server, or null) and colours, from the configuration (TERMINATION_BRAND_*). Public.",
          response: { 200: terminationBrandingResponse },
        },
      },
      async (_request, reply) => {
        // It changes only with the configuration, at a restart.
        reply.header("cache-control", "public, max-age=300");
        return options.branding;
      },
    );

    app.get(
      "/api/contract-termination",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "The lease's termination: whether a notice may be given (terminationDisallowedReason), the latest notice with every party's standing, the end dates the form offers and its defaults",
          response: { 200: terminationResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return reply.settle(await termination.overview(sessionUser(request)));
      },
    );

    app.post(
      "/api/contract-termination",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "Gives notice (JSON, the specification's fields): answers the URL of the strong identification that confirms it. The bank returns to /sopimuksen-irtisanominen (with frame=foundation, the foundation's flow's /irtisano) with registerSessionId and state, which the page posts to /api/contract-termination/identification. 409 TERMINATION_NOT_ALLOWED with the reason.",
          body: terminationRequest,
          querystring: identificationFrameQuery,
          response: { 200: terminationUrlResponse, ...refusals },
        },
      },
      async (request, reply) => {
        // The day's rules (the end date by the lease's own notice period) are the service's: it reads the lease.
        const browser = bindBrowser(request, reply, options.publicUrl);
        const result = await termination.submit(
          sessionUser(request),
          request.body,
          browser,
          request.query.frame,
        );
        return reply.settle(result);
      },
    );

    app.post(
      "/api/contract-termination/files",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "Uploads one file for the next notice as multipart/form-data, in the field 'file' (an image or PDF by its bytes, at most 5 242 880 bytes; images re-encoded without metadata). Answers its id for the notice's fileUuids: the file is the uploader's until a notice names it. 409 TERMINATION_NOT_ALLOWED when the lease allows no notice; 429 when the account already holds the most files no notice names; 408 REQUEST_TIMEOUT: the file did not arrive whole in time.",
          multipart: z.object({
            [TERMINATION_FILE_FIELD]: filePart("An image or a PDF, at most 5 242 880 bytes"),
          }),
          response: {
            201: terminationFile,
            ...refusals,
            408: errorResponse,
            413: z.union([validationErrorResponse, errorResponse]),
            415: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const tenant = sessionUser(request);
        if (!request.isMultipart()) return reply.refuse(refuse("UNSUPPORTED_MEDIA_TYPE"));
        // Before reading a byte of the body: a lease that allows no notice costs no storage.
        const refusal = await termination.uploadRefusal(tenant);
        if (refusal) return reply.refuse(refusal);
        let part;
        try {
          part = await request.file();
        } catch {
          return reply.refuse(refuse("BAD_REQUEST"));
        }
        if (!part || part.filename === "") {
          part?.file.resume();
          return reply.refuse(refuse("VALIDATION", { fields: { [TERMINATION_FILE_FIELD]: V.required } }));
        }
        if (part.fieldname !== TERMINATION_FILE_FIELD) {
          part.file.resume();
          return reply.refuse(refuse("VALIDATION", { fields: { [part.fieldname]: V.unknownField } }));
        }
        let stored;
        try {
          stored = await storeAttachment(
            { stream: part.file, truncated: () => part.file.truncated },
            options.files,
            options.uploadFileTimeoutMs,
            "termination-files",
          );
        } catch (error) {
          if (error instanceof UploadTimeout) {
            // The rest of a stalled upload is never coming: the connection ends with the answer.
            reply.header("connection", "close");
            return reply.refuse(refuse("REQUEST_TIMEOUT"));
          }
          if (error instanceof AttachmentRefusal)
            return reply.refuse(attachmentFieldRefusal(TERMINATION_FILE_FIELD, error.reason));
          if (error instanceof BrokenUpload) return reply.refuse(refuse("BAD_REQUEST"));
          throw error;
        }
        const added = await termination.addFile(tenant, stored, part.filename);
        return isRefusal(added) ? reply.refuse(added) : reply.code(201).send(added);
      },
    );

    app.get(
      "/api/contract-termination/:id/files/:fileId",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "A file named on one of the contract's notices, for its contract parties: always a download under the server's own name (liite-1.pdf)",
          params: terminationFileParams,
          response: {
            200: fileResponse("The file", ["image/jpeg", "image/png", "application/pdf"]),
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { id, fileId } = request.params;
        const file = await termination.file(sessionUser(request), id, fileId);
        if (isRefusal(file)) return reply.refuse(file);
        return sendAttachment(reply, file);
      },
    );

    app.post(
      "/api/contract-termination/identification",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "After the bank: confirms the notice or the acceptance the identification was started for, when the bank identified the signed-in contract party (403 IDENTIFICATION_WRONG_PERSON otherwise). Answers the termination as GET does.",
          body: terminationIdentificationRequest,
          response: { 200: terminationResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const result = await termination.confirm(sessionUser(request), {
          ...request.body,
          browser: browserOf(request),
        });
        return reply.settle(result);
      },
    );

    app.post(
      "/api/contract-termination/approval/accept/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "A contract party accepts another's notice: answers the URL of the strong identification that confirms it (as POST /api/contract-termination). 409 NOT_AWAITING_APPROVAL: not asked, or already answered.",
          params: terminationParams,
          querystring: identificationFrameQuery,
          response: { 200: terminationUrlResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const browser = bindBrowser(request, reply, options.publicUrl);
        const result = await termination.accept(
          sessionUser(request),
          request.params.id,
          browser,
          request.query.frame,
        );
        return reply.settle(result);
      },
    );

    app.post(
      "/api/contract-termination/approval/reject/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary:
            "A contract party rejects another's notice: the notice is rejected at once and everyone on the lease is told. Answers the termination page's URL. 409 NOT_AWAITING_APPROVAL.",
          params: terminationParams,
          querystring: identificationFrameQuery,
          response: { 200: terminationUrlResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const result = await termination.reject(sessionUser(request), request.params.id, request.query.frame);
        return reply.settle(result);
      },
    );

    app.get(
      "/api/contract-termination/:id/receipt",
      {
        onRequest: app.requireTenant,
        schema: {
          tags,
          security,
          summary: "The notice's receipt as a PDF, in the language asked (lang, default fi)",
          params: terminationParams,
          querystring: z.strictObject({ lang: language.default("fi") }),
          response: {
            200: z.any().describe("application/pdf"),
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const found = await termination.receipt(sessionUser(request), request.params.id);
        if (isRefusal(found)) return reply.refuse(found);
        const pdf = receiptPdf(request.query.lang, found);
        reply.header("cache-control", "no-store");
        reply.header(
          "content-disposition",
          `inline; filename="irtisanominen-${found.notice.id.slice(0, 8)}.pdf"`,
        );
        return reply.type("application/pdf").send(pdf);
      },
    );

    app.get(
      "/api/staff/terminations",
      {
        ...app.requireStaff(PERMISSIONS.terminationsReview),
        schema: {
          tags,
          security,
          summary:
            "Termination notices in the staff member's buildings, oldest first: by default those ready for the landlord's review",
          querystring: terminationReviewQuery,
          response: {
            200: terminationReviewPage,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request) => {
        const staff = signedInStaff(request);
        const { state, building, cursor, limit } = request.query;
        const page = await termination.reviewPage(
          { state: state ?? "ready_for_review", building, scope: reach.terminationNotices(staff.buildings) },
          cursor,
          limit,
        );
        return {
          ...page,
          items: page.items.map(({ firstName, lastName, createdAt, updatedAt, ...item }) => ({
            ...item,
            sender: { firstName, lastName },
            createdAt: createdAt.toISOString(),
            updatedAt: updatedAt.toISOString(),
          })),
        };
      },
    );

    app.get(
      "/api/staff/terminations/:id",
      {
        ...app.requireStaff(PERMISSIONS.terminationsReview),
        schema: {
          tags,
          security,
          summary:
            "One termination notice with its lease, parties and, once approved, the deposit refund plan",
          params: terminationParams,
          response: {
            200: terminationReviewDetail,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(
          await termination.reviewDetail(request.params.id, signedInStaff(request).buildings),
        );
      },
    );

    app.get(
      "/api/staff/terminations/:id/files/:fileId",
      {
        ...app.requireStaff(PERMISSIONS.terminationsReview),
        schema: {
          tags,
          security,
          summary:
            "A file named on a notice in the staff member's buildings: always a download under the server's own name (liite-1.pdf)",
          params: terminationFileParams,
          response: {
            200: fileResponse("The file", ["image/jpeg", "image/png", "application/pdf"]),
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { id, fileId } = request.params;
        const file = await termination.reviewFile(id, fileId, signedInStaff(request).buildings);
        if (isRefusal(file)) return reply.refuse(file);
        return sendAttachment(reply, file);
      },
    );

    app.post(
      "/api/staff/terminations/:id/review",
      {
        ...app.requireStaff(PERMISSIONS.terminationsReview),
        schema: {
          tags,
          security,
          summary:
            "The landlord's decision on a notice ready for review. Approving sets the lease's end date, ends the household's weekly turns with it and records the deposit refund plan; rejecting needs a reason. Everyone on the lease is told. 409 STALE_STATE: the notice is no longer ready_for_review.",
          params: terminationParams,
          body: terminationReviewRequest,
          response: {
            200: terminationReviewDetail,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(
          await termination.review(request.params.id, request.body, signedInStaff(request)),
        );
      },
    );
  };
}
