import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bankPaymentItem,
  bankStatementRefusal,
  bankStatementResponse,
  placeBankPaymentRequest,
} from "@portal/schemas/bank-statements";
import { BANK_STATEMENT_MAX_BYTES } from "@portal/schemas/bank-statements.constants";
import { badRequestResponse, errorResponse, V } from "@portal/schemas/common";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { isRefusal, refuse } from "../../lib/refusal.ts";
import { signedInStaff } from "../../plugins/session.ts";
import { integrationDoor } from "../integration/index.ts";
import type { BankStatementsService } from "./bank-statements.service.ts";
import { parseCamt054 } from "./camt054.ts";

const STAFF_TAGS = ["staff"];
const params = z.object({ id: z.uuid({ error: V.invalid }) });
const bearer = [{ bearer: [] }];
const moved = z.object({ id: z.uuid(), state: z.enum(["Placed", "Returned"]) });

/** The XML types a bank statement comes as; the body is read as text, at most 20 MB. */
export const XML_TYPES = ["application/xml", "text/xml"];

export function bankStatementsRoutes(service: BankStatementsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      XML_TYPES,
      { parseAs: "string", bodyLimit: BANK_STATEMENT_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );

    app.post(
      "/api/integration/bank-statements",
      {
        onRequest: integrationDoor("payments.write"),
        bodyLimit: BANK_STATEMENT_MAX_BYTES,
        schema: {
          tags: ["integration"],
          summary:
            "A bank's camt.054 notification (XML, at most 20 MB; scope payments.write): each credit whose structured reference (Finnish or RF) is a contract's is credited once by the bank's entry reference, a reversal takes its credit back, and the rest wait in the staff queue. 400 MALFORMED_STATEMENT with the line and reason: refused whole, nothing read (a DOCTYPE or entity is refused).",
          security: [{ integration: ["payments.write"] }],
          consumes: XML_TYPES,
          body: z.string().describe("The camt.054.001.02 (to .08) document"),
          response: {
            200: bankStatementResponse,
            400: z.union([bankStatementRefusal, badRequestResponse]),
            401: errorResponse,
            403: errorResponse,
            413: errorResponse,
            415: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const parsed = parseCamt054(request.body);
        if (!parsed.ok)
          return reply.refuse(refuse("MALFORMED_STATEMENT", { line: parsed.line, reason: parsed.reason }));
        return service.receive(parsed.statement);
      },
    );

    app.get(
      "/api/staff/bank-payments/:id",
      {
        ...app.requireStaff(PERMISSIONS.paymentsPlace),
        schema: {
          tags: STAFF_TAGS,
          summary:
            "A bank payment no contract's reference matched: the amount, payer, reference and what became of it. 404: not in the staff member's buildings.",
          security: bearer,
          params,
          response: {
            200: bankPaymentItem,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) =>
        reply.settle(await service.item(request.params.id, signedInStaff(request).buildings)),
    );

    app.post(
      "/api/staff/bank-payments/:id/place",
      {
        ...app.requireStaff(PERMISSIONS.paymentsPlace),
        schema: {
          tags: STAFF_TAGS,
          summary:
            "Credits an unmatched bank payment to the contract of this number, with the tenant's receipt (state Placed). 400 contractNumber: no such contract in the staff member's buildings; 404: no such payment there; 409 STALE_STATE: no longer unmatched.",
          security: bearer,
          params,
          body: placeBankPaymentRequest,
          response: {
            200: moved,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const done = await service.place(request.params.id, request.body.contractNumber, staff.buildings, {
          kind: "staff",
          staffId: staff.staffId,
        });
        if (isRefusal(done)) return reply.refuse(done);
        return { id: request.params.id, state: "Placed" as const };
      },
    );

    app.post(
      "/api/staff/bank-payments/:id/return",
      {
        ...app.requireStaff(PERMISSIONS.paymentsPlace),
        schema: {
          tags: STAFF_TAGS,
          summary:
            "Marks an unmatched bank payment returned to the payer (state Returned). 404: no such payment in the staff member's buildings; 409 STALE_STATE: no longer unmatched.",
          security: bearer,
          params,
          response: {
            200: moved,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const done = await service.markReturned(request.params.id, staff.buildings, {
          kind: "staff",
          staffId: staff.staffId,
        });
        if (isRefusal(done)) return reply.refuse(done);
        return { id: request.params.id, state: "Returned" as const };
      },
    );
  };
}
