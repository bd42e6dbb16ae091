import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  bankTransferResponse,
  billingHistoryResponse,
  billingTargetsResponse,
  currentBillResponse,
  debtResponse,
  securityDepositResponse,
} from "@portal/schemas/billing";
import { errorResponse } from "@portal/schemas/common";
import { refuse } from "../../lib/refusal.ts";
import { sessionUser } from "../../plugins/session.ts";
import type { Scope } from "./billing.repository.ts";
import type { BillingService } from "./billing.service.ts";

/** The session's contract and person: every billing read is scoped to both in its query. */
function scope(request: FastifyRequest): Scope {
  const { contractId, personId } = sessionUser(request);
  return { contractId, personId };
}

function schema<S extends z.ZodType>(summary: string, response: S) {
  return {
    tags: ["billing"],
    summary,
    security: [{ bearer: [] }],
    response: { 200: response, 401: errorResponse, 403: errorResponse, 404: errorResponse },
  };
}

/** The signed-in tenant's own ledger only; a contract the person is no longer on is a 404. */
export function billingRoutes(billing: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.requireTenant };
    /**
     * History, debt and the current bill read the session and the ledger in one query instead of
     * going through app.requireTenant first; app.tenantRead accepts the session the same way.
     * Null: answered already (401, 403 or 404).
     */
    async function sessionLedger(request: FastifyRequest, reply: FastifyReply) {
      const read = await app.tenantRead(request, reply, billing.ledgerBySession);
      if (!read) return null;
      if (!read.row?.ledger) {
        await reply.refuse(refuse("NOT_FOUND"));
        return null;
      }
      return read.row.ledger;
    }
    app.get(
      "/api/billing/history",
      {
        schema: schema(
          "Billing periods from 1 April 2025, newest first: bill lines, payments and balances (euros)",
          billingHistoryResponse,
        ),
      },
      async (request, reply) => {
        const ledger = await sessionLedger(request, reply);
        return ledger ? billing.historyOf(ledger) : reply;
      },
    );
    app.get(
      "/api/billing/current",
      {
        schema: schema("This month's bill, what of it is unpaid, and the overdue debt", currentBillResponse),
      },
      async (request, reply) => {
        const ledger = await sessionLedger(request, reply);
        return ledger ? billing.currentOf(ledger) : reply;
      },
    );
    app.get(
      "/api/billing/targets",
      { ...auth, schema: schema("What each month bills today", billingTargetsResponse) },
      async (request, reply) => reply.settle(await billing.targets(scope(request))),
    );
    app.get(
      "/api/billing/debt",
      {
        schema: schema(
          "Overdue unpaid bill lines by month, computed from bills and payments (oldest due paid first)",
          debtResponse,
        ),
      },
      async (request, reply) => {
        const ledger = await sessionLedger(request, reply);
        return ledger ? billing.debtOf(ledger) : reply;
      },
    );
    app.get(
      "/api/billing/security-deposit",
      {
        ...auth,
        schema: schema("The lease's security deposit: money and voucher amounts", securityDepositResponse),
      },
      async (request, reply) => reply.settle(await billing.securityDeposit(scope(request))),
    );
    app.get(
      "/api/billing/bank-transfer",
      {
        ...auth,
        schema: schema(
          "Paying by bank transfer: the landlord's IBAN, the reference number (national and RF), the amount due and the virtual barcode",
          bankTransferResponse,
        ),
      },
      async (request, reply) => reply.settle(await billing.bankTransfer(scope(request))),
    );
  };
}
