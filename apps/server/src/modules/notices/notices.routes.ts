import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { badRequestResponse, errorResponse, V, validationErrorResponse } from "@portal/schemas/common";
import {
  calendarQuery,
  documentsResponse,
  eventResponse,
  eventsQuery,
  eventsResponse,
  itemParams,
  noticeResponse,
  noticesQuery,
  noticesResponse,
  staffDocumentCreated,
  staffDocumentFields,
  staffDocumentsQuery,
  staffDocumentsResponse,
  staffApartmentsResponse,
  staffBuildingParams,
  staffEventBody,
  staffEventChange,
  staffListQuery,
  staffNoticeBody,
  staffNoticeChange,
  staffPostCreated,
  staffPostParams,
  staffPostResponse,
  staffPostsResponse,
  upcomingEventsResponse,
  urgentNoticesResponse,
} from "@portal/schemas/notices";
import { DOCUMENT_MAX_BYTES } from "@portal/schemas/notices.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { filePart, fileResponse } from "../../plugins/openapi.ts";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import { EMPTY_LISTS, type NoticesService, type SessionList } from "./notices.service.ts";
import type { PostKind } from "./staff-notices.repository.ts";

const tenantErrors = { 400: badRequestResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const staffErrors = { 400: badRequestResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** A file's name for Content-Disposition: an ASCII fallback and the real name in UTF-8 (RFC 6266). */
export function dispositionName(name: string, extension: string): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\/;:*?<>|]/g, "")
      .trim()
      .slice(0, 100) || "dokumentti";
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`;
}

/** Always a download, never rendered in the portal's origin, whatever the bytes are. */
function download(
  reply: FastifyReply,
  contentType: string,
  disposition: string,
  body: unknown,
  size?: number,
) {
  reply
    .header("content-type", contentType)
    .header("content-disposition", disposition)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox; default-src 'none'")
    .header("cache-control", "no-store");
  if (size !== undefined) reply.header("content-length", size);
  return reply.send(body);
}

/**
 * What a staff member's multipart upload held: its text fields and the one file's bytes. A body the
 * parser cannot read (no boundary, another boundary, cut short) is the client's doing (BAD_REQUEST),
 * never a server error; a file part other than the one `file` its field error; past the size limit
 * PAYLOAD_TOO_LARGE. A request deadline (408) goes on to the server's own answer.
 */
async function receiveDocument(
  request: FastifyRequest,
): Promise<
  | { fields: Record<string, string>; file: Buffer | null }
  | Refusal<"VALIDATION" | "BAD_REQUEST" | "PAYLOAD_TOO_LARGE">
> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { files: 1, fileSize: DOCUMENT_MAX_BYTES, fields: 10, fieldSize: 1000, parts: 12 },
    })) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          part.file.resume();
          return refuse("VALIDATION", { fields: { file: V.invalid } });
        }
        file = await part.toBuffer();
        if (part.file.truncated) return refuse("PAYLOAD_TOO_LARGE");
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (statusCode === 408) throw error;
    if (code === "FST_REQ_FILE_TOO_LARGE" || statusCode === 413) return refuse("PAYLOAD_TOO_LARGE");
    return refuse("BAD_REQUEST");
  }
  return { fields, file };
}

export function noticesRoutes(notices: NoticesService): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * A building list: the session and the list read together (tenantRead), the list as the JSON the
     * list cache keeps, built to the route's schema. `empty`: the answer when the read found no row.
     */
    async function sendList(
      request: FastifyRequest,
      reply: FastifyReply,
      read: (sessionHash: string) => Promise<SessionList | null>,
      empty: string,
    ) {
      const found = await app.tenantRead(request, reply, read);
      if (!found) return reply;
      return reply.type("application/json; charset=utf-8").send(found.row?.json ?? empty);
    }

    await app.register(multipart);

    app.get(
      "/api/notices",
      {
        schema: {
          tags: ["notices"],
          summary:
            "The notices of the signed-in tenant's building, 12 a page, newest first: the company's own (CompanyNotice), PDFs of the building's notices folder (DocumentNotice) and approved committee forms. Only those published within the last 2 years and not expired. `p` out of range or not a page number: page 1. The session is read with other requests' in one query; the page is kept per building until anything it shows is written (at most 10 s when nothing is).",
          security: [{ bearer: [] }],
          querystring: noticesQuery,
          response: { 200: noticesResponse, ...tenantErrors },
        },
      },
      (request, reply) =>
        sendList(request, reply, (hash) => notices.noticesBySession(hash, request.query.p), EMPTY_LISTS.page),
    );

    app.get(
      "/api/notices/bulletins",
      {
        schema: {
          tags: ["notices"],
          summary:
            "The urgent company notices of the tenant's building in the list now that the tenant has not read: its site bulletins",
          security: [{ bearer: [] }],
          response: { 200: urgentNoticesResponse, ...tenantErrors },
        },
      },
      async (request, reply) => {
        const found = await app.tenantRead(request, reply, (hash) => notices.bulletinsBySession(hash));
        if (!found) return reply;
        const json = await notices.unreadBulletins(
          found.tenant.personId,
          found.row?.json ?? EMPTY_LISTS.bulletins,
        );
        return (reply as FastifyReply).type("application/json; charset=utf-8").send(json);
      },
    );

    app.post(
      "/api/notices/:id/read",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notices"],
          summary:
            "Marks a company notice of the tenant's building read: an urgent one is then no longer among the tenant's bulletins. Marking it again changes nothing. 404: not a company notice in the building's list.",
          security: [{ bearer: [] }],
          params: itemParams,
          response: { 204: z.null(), ...tenantErrors },
        },
      },
      async (request, reply) => {
        const read = await notices.markRead(sessionUser(request), request.params.id);
        return isRefusal(read) ? reply.refuse(read) : reply.code(204).send(null);
      },
    );

    app.get(
      "/api/notices/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notices"],
          summary:
            "One notice of the tenant's building. 404: another building's, expired, older than 2 years, or no such id.",
          security: [{ bearer: [] }],
          params: itemParams,
          response: { 200: noticeResponse, ...tenantErrors },
        },
      },
      async (request, reply) => {
        const item = await notices.notice(sessionUser(request), request.params.id);
        return isRefusal(item) ? reply.refuse(item) : { data: item };
      },
    );

    app.get(
      "/api/events",
      {
        schema: {
          tags: ["notices"],
          summary:
            "Events of the tenant's building, 12 a page. `when`: upcoming (the default: those not yet over, soonest first) or past (those over, latest first); a past event is never among the upcoming ones. `audience`: building (the building's events) or resident (resident events, committee invitations among them); without it both. `eventPage` out of range or not a page number: page 1. Read and kept as the notices are.",
          security: [{ bearer: [] }],
          querystring: eventsQuery,
          response: { 200: eventsResponse, ...tenantErrors },
        },
      },
      (request, reply) => {
        const { eventPage, audience, when } = request.query;
        return sendList(
          request,
          reply,
          (hash) => notices.eventsBySession(hash, eventPage, audience, when),
          EMPTY_LISTS.page,
        );
      },
    );

    app.get(
      "/api/events/upcoming",
      {
        schema: {
          tags: ["notices"],
          summary: "The home page's event cards: up to 3 building events and 3 resident events not yet over",
          security: [{ bearer: [] }],
          response: { 200: upcomingEventsResponse, ...tenantErrors },
        },
      },
      (request, reply) =>
        sendList(request, reply, (hash) => notices.upcomingBySession(hash), EMPTY_LISTS.upcoming),
    );

    app.get(
      "/api/events/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notices"],
          summary: "One event of the tenant's building; 404 as for notices",
          security: [{ bearer: [] }],
          params: itemParams,
          response: { 200: eventResponse, ...tenantErrors },
        },
      },
      async (request, reply) => {
        const item = await notices.event(sessionUser(request), request.params.id);
        return isRefusal(item) ? reply.refuse(item) : { data: item };
      },
    );

    app.get(
      "/api/events/:id/calendar",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notices"],
          summary:
            "The event as an iCalendar (RFC 5545) file to add to a calendar, in the language asked for",
          security: [{ bearer: [] }],
          params: itemParams,
          querystring: calendarQuery,
          response: { 200: fileResponse("The event", ["text/calendar"]), ...tenantErrors },
        },
      },
      async (request, reply) => {
        const ics = await notices.calendar(sessionUser(request), request.params.id, request.query.lang);
        if (isRefusal(ics)) return reply.refuse(ics);
        const name = { fi: "tapahtuma.ics", sv: "evenemang.ics", en: "event.ics" }[request.query.lang];
        return download(reply, "text/calendar; charset=utf-8", `attachment; filename="${name}"`, ics);
      },
    );

    app.get(
      "/api/documents",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notices"],
          summary:
            "The home folder's documents of the tenant's cost centre, apartment and building, each group by name",
          security: [{ bearer: [] }],
          response: { 200: documentsResponse, ...tenantErrors },
        },
      },
      async (request) => ({ data: await notices.documents(sessionUser(request)) }),
    );

    app.get(
      "/api/documents/:id/file",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["notices"],
          summary:
            "A document's PDF, always as a download (Content-Disposition: attachment, nosniff, sandboxed). 404: not of the tenant's home.",
          security: [{ bearer: [] }],
          params: itemParams,
          response: { 200: fileResponse("The document", ["application/pdf"]), ...tenantErrors },
        },
      },
      async (request, reply) => {
        const found = await notices.documentFile(sessionUser(request), request.params.id);
        if (isRefusal(found)) return reply.refuse(found);
        return download(reply, "application/pdf", dispositionName(found.name, "pdf"), found.body, found.size);
      },
    );

    // ---------------------------------------------------------------------------------------------
    // Staff: the company's notices and events

    const kinds: {
      kind: PostKind;
      path: string;
      body: typeof staffNoticeBody | typeof staffEventBody;
      change: typeof staffNoticeChange | typeof staffEventChange;
    }[] = [
      { kind: "notice", path: "/api/staff/notices", body: staffNoticeBody, change: staffNoticeChange },
      { kind: "event", path: "/api/staff/events", body: staffEventBody, change: staffEventChange },
    ];
    for (const { kind, path, body, change } of kinds) {
      const access = app.requireStaff(PERMISSIONS.noticesManage);
      app.get(
        path,
        {
          ...access,
          schema: {
            tags: ["notices"],
            summary: `The company's ${kind}s whose every building the staff member sees, newest publishing first, 12 a page`,
            security: [{ bearer: [] }],
            querystring: staffListQuery,
            response: { 200: staffPostsResponse, ...staffErrors },
          },
        },
        async (request) => notices.staffPosts(kind, signedInStaff(request), request.query.p),
      );

      app.get(
        `${path}/:id`,
        {
          ...access,
          schema: {
            tags: ["notices"],
            summary: `One of the company's ${kind}s. 404: a building of it is not the staff member's.`,
            security: [{ bearer: [] }],
            params: staffPostParams,
            response: { 200: staffPostResponse, ...staffErrors },
          },
        },
        async (request, reply) => {
          const post = await notices.staffPost(kind, signedInStaff(request), request.params.id);
          return isRefusal(post) ? reply.refuse(post) : { data: post };
        },
      );

      app.post(
        path,
        {
          ...access,
          schema: {
            tags: ["notices"],
            summary: `Writes a ${kind} for buildings the staff member sees; the text is sanitised (scripts, inline handlers, javascript: links and frames removed). 404: a building is not theirs.`,
            security: [{ bearer: [] }],
            body,
            response: { 201: staffPostCreated, ...staffErrors },
          },
        },
        async (request, reply) => {
          const created = await notices.createPost(kind, signedInStaff(request), request.body);
          return isRefusal(created) ? reply.refuse(created) : reply.code(201).send({ data: created });
        },
      );

      app.put(
        `${path}/:id`,
        {
          ...access,
          schema: {
            tags: ["notices"],
            summary: `Rewrites a ${kind} (its texts, buildings and dates) as of the version \`updatedAt\` the change was made to. 409 STALE_STATE: it has changed since; 404: it or a building is not the staff member's.`,
            security: [{ bearer: [] }],
            params: staffPostParams,
            body: change,
            response: { 200: staffPostResponse, ...staffErrors, 409: errorResponse },
          },
        },
        async (request, reply) => {
          const post = await notices.updatePost(
            kind,
            signedInStaff(request),
            request.params.id,
            request.body,
          );
          return isRefusal(post) ? reply.refuse(post) : { data: post };
        },
      );

      app.delete(
        `${path}/:id`,
        {
          ...access,
          schema: {
            tags: ["notices"],
            summary: `Withdraws a ${kind}: it leaves every list at once. 404: not the staff member's.`,
            security: [{ bearer: [] }],
            params: staffPostParams,
            response: { 204: z.null(), ...staffErrors },
          },
        },
        async (request, reply) => {
          const removed = await notices.removePost(kind, signedInStaff(request), request.params.id);
          return isRefusal(removed) ? reply.refuse(removed) : reply.code(204).send(null);
        },
      );
    }

    // ---------------------------------------------------------------------------------------------
    // Staff: documents

    const documentsAccess = app.requireStaff(PERMISSIONS.documentsManage);
    app.get(
      "/api/staff/buildings/:buildingId/apartments",
      {
        ...documentsAccess,
        schema: {
          tags: ["notices"],
          summary:
            "A building's apartments by number, to file a document under one of them. 404: not the staff member's building.",
          security: [{ bearer: [] }],
          params: staffBuildingParams,
          response: { 200: staffApartmentsResponse, ...staffErrors },
        },
      },
      async (request, reply) => {
        const rows = await notices.staffApartments(signedInStaff(request), request.params.buildingId);
        return isRefusal(rows) ? reply.refuse(rows) : { data: rows };
      },
    );

    app.get(
      "/api/staff/documents",
      {
        ...documentsAccess,
        schema: {
          tags: ["notices"],
          summary:
            "A building's documents and its apartments', newest first. 404: not the staff member's building.",
          security: [{ bearer: [] }],
          querystring: staffDocumentsQuery,
          response: { 200: staffDocumentsResponse, ...staffErrors },
        },
      },
      async (request, reply) => {
        const rows = await notices.staffDocuments(signedInStaff(request), request.query.buildingId);
        return isRefusal(rows) ? reply.refuse(rows) : { data: rows };
      },
    );

    app.post(
      "/api/staff/documents",
      {
        ...documentsAccess,
        schema: {
          tags: ["notices"],
          summary:
            "Uploads a PDF (multipart/form-data: buildingId, apartmentId?, folder home|notices, subfolder?, name, then the file in `file`, at most 20 MiB) into a building's or an apartment's folder. The bytes must be a PDF, whatever the name or declared type says. 404: not the staff member's building, or the apartment is not in it.",
          security: [{ bearer: [] }],
          multipart: staffDocumentFields.extend({ file: filePart("The PDF, at most 20 MiB") }),
          response: {
            201: staffDocumentCreated,
            ...staffErrors,
            413: z.union([validationErrorResponse, errorResponse]),
            415: errorResponse,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return reply.refuse(refuse("UNSUPPORTED_MEDIA_TYPE"));
        const received = await receiveDocument(request);
        if (isRefusal(received)) return reply.refuse(received);
        const parsed = staffDocumentFields.safeParse(received.fields);
        const fieldErrors: Record<string, string> = {};
        if (!parsed.success)
          for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || ""] ??= issue.message;
        if (!received.file || received.file.length === 0) fieldErrors.file = V.required;
        else if ((await fileTypeFromBuffer(received.file))?.mime !== "application/pdf")
          fieldErrors.file = "validation.notPdf";
        if (!parsed.success || Object.keys(fieldErrors).length > 0)
          return reply.refuse(refuse("VALIDATION", { fields: fieldErrors }));
        const document = await notices.uploadDocument(signedInStaff(request), parsed.data, received.file!);
        return isRefusal(document) ? reply.refuse(document) : reply.code(201).send({ data: document });
      },
    );

    app.delete(
      "/api/staff/documents/:id",
      {
        ...documentsAccess,
        schema: {
          tags: ["notices"],
          summary: "Removes a document. 404: not of the staff member's buildings.",
          security: [{ bearer: [] }],
          params: staffPostParams,
          response: { 204: z.null(), ...staffErrors },
        },
      },
      async (request, reply) => {
        const removed = await notices.removeDocument(signedInStaff(request), request.params.id);
        return isRefusal(removed) ? reply.refuse(removed) : reply.code(204).send(null);
      },
    );
  };
}
