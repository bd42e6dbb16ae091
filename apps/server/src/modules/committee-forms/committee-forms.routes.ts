import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addCommitteeMemberRequest,
  allowanceParams,
  allowanceQuery,
  buildingAllowanceResponse,
  changeCommitteeMemberRequest,
  committeeFormErrorResponse,
  committeeMemberParams,
  committeeParams,
  createCommitteeRequest,
  eventDraftRequest,
  formCreatedResponse,
  formIdParams,
  formListResponse,
  formResponse,
  formReviewResponse,
  formStateResponse,
  myCommitteeResponse,
  noticeDraftRequest,
  rejectFormRequest,
  reviewResendResponse,
  reviewTokenParams,
  setAllowanceRequest,
  staffCommitteeListResponse,
  staffCommitteeQuery,
  staffCommitteeResponse,
  staffFormResponse,
} from "@portal/schemas/committee-forms";
import { badRequestResponse, errorResponse, validationErrorResponse, V } from "@portal/schemas/common";
import {
  EVENT_FORM_TYPES,
  EXPENSE_FORM_TYPES,
  NOTICE_FORM_TYPES,
} from "@portal/schemas/committee-forms.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { z } from "zod";
import { isRefusal, refuse, Refused } from "../../lib/refusal.ts";
import { filePart, fileResponse } from "../../plugins/openapi.ts";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import { sendAttachment } from "../faults/index.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import type { CommitteeFormsService } from "./committee-forms.service.ts";
import { receiptLinkValid } from "./links.ts";
import { EXPENSE_MULTIPART_LIMITS, receiveExpenseReport } from "./multipart.ts";

const TAGS = ["committee-forms"];
const bearer = [{ bearer: [] }];
const refusals = {
  400: badRequestResponse,
  401: committeeFormErrorResponse,
  403: committeeFormErrorResponse,
  404: committeeFormErrorResponse,
  409: committeeFormErrorResponse,
};
/** An expense report's upload: besides the refusals, a slow body, a too large one and another kind. */
const uploadRefusals = {
  ...refusals,
  408: errorResponse,
  413: z.union([validationErrorResponse, errorResponse]),
  415: errorResponse,
};
/** The refusals of a review link: a malformed token, an expired link, a used or unknown one. */
const linkRefusals = {
  400: badRequestResponse,
  401: committeeFormErrorResponse,
  404: committeeFormErrorResponse,
};

/**
 * An expense report's multipart call: 415 for any other body. A refusal the upload or the service
 * throws (Refused) is answered by the errors plugin, as every refusal of these forms is; a body too
 * slow to arrive also closes the connection.
 */
async function expenseUpload<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  if (!request.isMultipart()) return reply.refuse(refuse("UNSUPPORTED_MEDIA_TYPE"));
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused && error.refusal.code === "REQUEST_TIMEOUT")
      reply.header("connection", "close");
    throw error;
  }
}

/**
 * An expense report's parts, for the document: formType, every other field under its dotted and
 * indexed key, and receipts as files under their entry's receipts key.
 */
const expenseParts = z.object({ formType: z.enum(EXPENSE_FORM_TYPES) }).catchall(
  z.union([
    z.string().meta({
      description:
        "A field by its dotted and indexed key (contactInfo.iban, purchaseReports[0].amount …), or a kept receipt's id under its receipts key",
    }),
    filePart(
      "A receipt under purchaseReports[i].receipts or publicExpenseReports[i].receipts: an image or a PDF, at most 5 242 880 bytes",
    ),
  ]),
);

/** The committee forms' two paths: the body of a new form, the types each takes, and their words. */
const COMMITTEE_FAMILIES = {
  notices: {
    body: noticeDraftRequest,
    types: NOTICE_FORM_TYPES,
    saves:
      "Saves meeting minutes, an action plan or an action report as a draft (formType, formData). A draft may be incomplete: only types, sizes and its title (the minutes' name, the year) are checked; the rest when it is published. 403 NOT_COMMITTEE_MEMBER for a resident on no committee.",
    forms: "notice forms",
  },
  events: {
    body: eventDraftRequest,
    types: EVENT_FORM_TYPES,
    saves:
      "Saves an event invitation as a draft (formData; formType EventInvite may be left out). A draft may be incomplete: only types, sizes and its name are checked; formData.property, when given, is one of the committee's buildings. The rest (a community meeting at least 14 days ahead) when it is published.",
    forms: "event invitations",
  },
};

const receiptParams = z.object({ id: z.uuid({ error: V.invalid }) });
const receiptQuery = z.object({
  expires: z.coerce.number({ error: V.invalid }).int(V.invalid),
  signature: z.string().max(100, V.invalid),
});

export function committeeFormsRoutes(
  forms: CommitteeFormsService,
  files: FileStore,
  {
    uploadFileTimeoutMs,
    serverKey,
    now,
  }: { uploadFileTimeoutMs: number; serverKey: string; now: () => Date },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart only for the expense reports; every other route of the plugin keeps taking JSON.
    await app.register(multipart, { limits: EXPENSE_MULTIPART_LIMITS });

    app.get(
      "/api/committees/mine",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "The signed-in resident's committee: its name, the caller's role, its buildings (an invitation's property), members and the year's activity allowance (allowance, used by approved expense reports, left). data is null when the caller is on no committee.",
          security: bearer,
          response: { 200: myCommitteeResponse, 401: errorResponse },
        },
      },
      async (request) => ({ data: await forms.mine(sessionUser(request).userId) }),
    );

    // Notices (minutes, action plans, action reports) and events (invitations): JSON.
    for (const family of ["notices", "events"] as const) {
      const { body, types, saves, forms: named } = COMMITTEE_FAMILIES[family];
      app.post(
        `/api/${family}/create`,
        {
          onRequest: app.requireTenant,
          schema: {
            tags: TAGS,
            summary: saves,
            security: bearer,
            body,
            response: { 201: formCreatedResponse, ...refusals },
          },
        },
        async (request, reply) => {
          const id = await forms.create(sessionUser(request).userId, family, request.body);
          return reply.code(201).send({ data: id });
        },
      );

      app.put(
        `/api/${family}/:id`,
        {
          onRequest: app.requireTenant,
          schema: {
            tags: TAGS,
            summary: `Replaces the formData of one of the committee's ${named} while it is Draft or Rejected (409 FORM_NOT_EDITABLE otherwise), by any member, as a draft (types, sizes and its title checked); another committee's form or another path's type: 404.`,
            security: bearer,
            params: formIdParams,
            body: z.strictObject({
              formType: z.enum(types, { error: V.invalid }).optional(),
              formData: z.record(z.string(), z.unknown(), { error: V.required }),
            }),
            response: { 200: formStateResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await forms.update(sessionUser(request).userId, family, request.params.id, request.body),
        }),
      );
    }

    // Publishing and submitting: the same move for the three families.
    for (const family of ["notices", "events", "expense-reports"] as const)
      app.patch(
        `/api/${family}/:id`,
        {
          onRequest: app.requireTenant,
          schema: {
            tags: TAGS,
            summary: `${family === "expense-reports" ? "Submits" : "Publishes"} a Draft or Rejected form: AwaitingApproval, and the moderator gets a mail with a review link naming its author, who last changed it and who sent it. The form must be complete: 400 VALIDATION with what it lacks under formData. (formData.participants). 409 FORM_NOT_EDITABLE in another state, 409 STALE_STATE when another request moved it first.${family === "expense-reports" ? " Only the report's author may submit it (another member: 404)." : ""}`,
            security: bearer,
            params: formIdParams,
            response: { 200: formStateResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await forms.send(sessionUser(request).userId, family, request.params.id),
        }),
      );

    const expenseSummary =
      "multipart/form-data: the report's nested fields in dotted and indexed keys (contactInfo.iban, event.date, purchaseReports[0].amount …) plus formType (GeneralExpenseReport or TravelExpenseReport), and receipts as files named purchaseReports[i].receipts or publicExpenseReports[i].receipts (images or PDF by their bytes, each at most 5 242 880 bytes, re-encoded without metadata). At most 200 fields, indexes up to 99; a key that is not letters, digits, dots and [index], or names a prototype member, is 400.";

    app.post(
      "/api/expense-reports/create",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary: `Saves an expense report as a draft, which may be incomplete (types, sizes and the event's name are checked; the rest when it is submitted). ${expenseSummary}`,
          security: bearer,
          multipart: expenseParts,
          response: { 201: formCreatedResponse, ...uploadRefusals },
        },
      },
      async (request, reply) => {
        const { userId } = sessionUser(request);
        return expenseUpload(request, reply, async () => {
          // Before reading a byte of the body: a resident on no committee costs no storage.
          const { membership } = await forms.expenseGate(userId);
          const received = await receiveExpenseReport(request, files, uploadFileTimeoutMs);
          const id = await forms.createExpense(userId, membership, received);
          return reply.code(201).send({ data: id });
        });
      },
    );

    app.put(
      "/api/expense-reports/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary: `Replaces an expense report while it is Draft or Rejected, as a draft; only its author may (another member: 404). ${expenseSummary} A text part named …receipts with a stored receipt's id keeps that receipt; receipts not named again are removed.`,
          security: bearer,
          multipart: expenseParts,
          params: formIdParams,
          response: { 200: formStateResponse, ...uploadRefusals },
        },
      },
      async (request, reply) => {
        const { userId } = sessionUser(request);
        return expenseUpload(request, reply, async () => {
          const { membership, form } = await forms.expenseGate(userId, request.params.id);
          const received = await receiveExpenseReport(request, files, uploadFileTimeoutMs);
          return { data: await forms.updateExpense(userId, membership, form!, received) };
        });
      },
    );

    app.get(
      "/api/forms",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "The signed-in resident's own forms in their committee, newest change first (empty for a resident on no committee). Expense forms carry signedUrls to their receipts.",
          security: bearer,
          response: { 200: formListResponse, 401: errorResponse },
        },
      },
      async (request) => ({ data: await forms.list(sessionUser(request).userId) }),
    );

    app.get(
      "/api/forms/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "One form of the signed-in member's committee: any committee document, or an expense report of their own (another member's expense report, or another committee's form: 404).",
          security: bearer,
          params: formIdParams,
          response: { 200: formResponse, ...refusals },
        },
      },
      async (request) => ({
        data: await forms.get(sessionUser(request).userId, request.params.id),
      }),
    );

    // Review by a link: no session. Opening only shows; each decision is its own request.
    app.get(
      "/api/form-review/:token",
      {
        schema: {
          tags: TAGS,
          summary:
            "The form a review link is for. 401 REVIEW_LINK_EXPIRED when the link has expired (order a new one); 404 when it was used, replaced or never existed.",
          security: [],
          params: reviewTokenParams,
          response: { 200: formReviewResponse, ...linkRefusals },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
        return { data: await forms.review(request.params.token) };
      },
    );

    app.patch(
      "/api/form-review/approve/:token",
      {
        schema: {
          tags: TAGS,
          summary:
            "Approves the form (committee forms: Published, expense forms: Approved) and mails the author. Works once: a used or unknown link is 404, an expired one 401 REVIEW_LINK_EXPIRED.",
          security: [],
          params: reviewTokenParams,
          response: { 200: formStateResponse, ...linkRefusals, 429: errorResponse },
        },
      },
      async (request) => ({ data: await forms.approve(request.params.token) }),
    );

    app.patch(
      "/api/form-review/reject/:token",
      {
        schema: {
          tags: TAGS,
          summary:
            "Rejects the form with a reason the committee sees, and mails the author. Works once: a used or unknown link is 404, an expired one 401 REVIEW_LINK_EXPIRED.",
          security: [],
          params: reviewTokenParams,
          body: rejectFormRequest,
          response: { 200: formStateResponse, ...linkRefusals, 429: errorResponse },
        },
      },
      async (request) => ({ data: await forms.reject(request.params.token, request.body.reason) }),
    );

    app.post(
      "/api/form-review/resend/:token",
      {
        schema: {
          tags: TAGS,
          summary:
            "Orders a new review link for a form still awaiting its decision. The link goes to the moderator's address on file, never to the caller; the old link stops working. At most 3 an hour per form (429).",
          security: [],
          params: reviewTokenParams,
          response: {
            200: reviewResendResponse,
            400: badRequestResponse,
            404: committeeFormErrorResponse,
            429: committeeFormErrorResponse,
          },
        },
      },
      async (request) => {
        await forms.resend(request.params.token);
        return { data: { sent: true as const } };
      },
    );

    app.get(
      "/api/receipts/:id",
      {
        schema: {
          tags: TAGS,
          summary:
            "A receipt's bytes by its signed link (signedUrls): it works for that file only and for a few minutes, without a session. Always a download.",
          security: [],
          params: receiptParams,
          querystring: receiptQuery,
          response: {
            200: fileResponse("The receipt", ["image/jpeg", "image/png", "application/pdf"]),
            400: badRequestResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { expires, signature } = request.query;
        if (!receiptLinkValid(serverKey, id, expires, signature, now()))
          return reply.refuse(refuse("NOT_FOUND"));
        const file = await forms.receiptFile(id);
        if (isRefusal(file)) return reply.refuse(file);
        return sendAttachment(reply, file);
      },
    );

    // Staff: the moderator's decision from the staff queue (forms.review), in their buildings.
    const reviewRoute = { ...app.requireStaff(PERMISSIONS.formsReview) };

    app.get(
      "/api/staff/committee-forms/:id",
      {
        ...reviewRoute,
        schema: {
          tags: TAGS,
          security: bearer,
          summary:
            "A committee form the staff queue lists (awaiting a decision or decided, never a draft) in the staff member's buildings, with a rejection's reason; another building's form is 404.",
          params: formIdParams,
          response: { 200: staffFormResponse, ...refusals },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return {
          data: await forms.staffForm(signedInStaff(request), request.params.id),
        };
      },
    );

    app.patch(
      "/api/staff/committee-forms/:id/approve",
      {
        ...reviewRoute,
        schema: {
          tags: TAGS,
          security: bearer,
          summary:
            "Approves the form (committee forms: Published, expense forms: Approved) and mails the author; its review links stop working. 409 STALE_STATE: it no longer awaits a decision; another building's form is 404.",
          params: formIdParams,
          response: { 200: formStateResponse, ...refusals },
        },
      },
      async (request) => ({
        data: await forms.staffDecide(signedInStaff(request), request.params.id, { approve: true }),
      }),
    );

    app.patch(
      "/api/staff/committee-forms/:id/reject",
      {
        ...reviewRoute,
        schema: {
          tags: TAGS,
          security: bearer,
          summary:
            "Rejects the form with a reason the committee sees and mails the author; its review links stop working. 409 STALE_STATE: it no longer awaits a decision; another building's form is 404.",
          params: formIdParams,
          body: rejectFormRequest,
          response: { 200: formStateResponse, ...refusals },
        },
      },
      async (request) => ({
        data: await forms.staffDecide(signedInStaff(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      }),
    );

    // Staff: committees, membership and the allowance per building (committees.manage).
    const staffRoute = { ...app.requireStaff(PERMISSIONS.committeesManage) };

    app.get(
      "/api/staff/committees",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary:
            "The committees of the buildings the staff member sees (optionally of one building), with buildings and members.",
          security: bearer,
          querystring: staffCommitteeQuery,
          response: {
            200: staffCommitteeListResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request) => ({
        data: await forms.staffCommittees(signedInStaff(request), request.query.building),
      }),
    );

    app.post(
      "/api/staff/committees",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary:
            "Founds a committee for one or more buildings the staff member sees (a building has at most one committee).",
          security: bearer,
          body: createCommitteeRequest,
          response: {
            201: staffCommitteeResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const data = await forms.createCommittee(
          signedInStaff(request),
          request.body.name,
          request.body.buildingIds,
        );
        return reply.code(201).send({ data });
      },
    );

    app.post(
      "/api/staff/committees/:id/members",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary:
            "Adds a resident (their account's email; a current lease in one of the committee's buildings) with a role. A resident sits on one committee at most.",
          security: bearer,
          params: committeeParams,
          body: addCommitteeMemberRequest,
          response: { 200: staffCommitteeResponse, ...refusals },
        },
      },
      async (request) => {
        const { email, role } = request.body;
        return { data: await forms.addMember(signedInStaff(request), request.params.id, email, role) };
      },
    );

    app.patch(
      "/api/staff/committees/:id/members/:userId",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary: "Changes a member's role.",
          security: bearer,
          params: committeeMemberParams,
          body: changeCommitteeMemberRequest,
          response: { 200: staffCommitteeResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        return { data: await forms.changeMember(signedInStaff(request), id, userId, request.body.role) };
      },
    );

    app.delete(
      "/api/staff/committees/:id/members/:userId",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary: "Removes a member from the committee.",
          security: bearer,
          params: committeeMemberParams,
          response: { 200: staffCommitteeResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        return { data: await forms.removeMember(signedInStaff(request), id, userId) };
      },
    );

    app.get(
      "/api/staff/buildings/:buildingId/activity-allowance",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary:
            "A building's activity allowance for a year (default this year): what staff set or the default rule (200 € + 13 € per apartment, 600–2 200 €), and what its committee's approved expense reports used.",
          security: bearer,
          params: allowanceParams,
          querystring: allowanceQuery,
          response: { 200: buildingAllowanceResponse, ...refusals },
        },
      },
      async (request) => ({
        data: await forms.buildingAllowance(
          signedInStaff(request),
          request.params.buildingId,
          request.query.year,
        ),
      }),
    );

    app.put(
      "/api/staff/buildings/:buildingId/activity-allowance",
      {
        ...staffRoute,
        schema: {
          tags: TAGS,
          summary: "Sets a building's activity allowance for a year, in cents.",
          security: bearer,
          params: allowanceParams,
          body: setAllowanceRequest,
          response: { 200: buildingAllowanceResponse, ...refusals },
        },
      },
      async (request) => {
        const { year, allowanceCents } = request.body;
        return {
          data: await forms.setAllowance(
            signedInStaff(request),
            request.params.buildingId,
            year,
            allowanceCents,
          ),
        };
      },
    );
  };
}
