import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okResponse } from "@portal/schemas/auth";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  createPaymentRequest,
  createPaymentResponse,
  paymentAttemptResponse,
  paymentErrorResponse,
  paymentStamp,
} from "@portal/schemas/payments";
import { PAYMENT_ERROR_PATH, PAYMENT_SUCCESS_PATH } from "@portal/schemas/payments.constants";
import { isRefusal } from "../../lib/refusal.ts";
import { sessionUser } from "../../plugins/session.ts";
import { CALLBACK_PATH, RETURN_PATH, type PaymentsService } from "./payments.service.ts";

/**
 * The provider's query: checkout-* parameters and the signature, checked by the service, not here
 * (a repeated or missing one is a refused signature, not a validation error). Named for the document.
 */
const providerValue = z.union([z.string(), z.array(z.string())]).optional();
const providerQuery = z.looseObject({
  "checkout-account": providerValue.describe("Merchant id"),
  "checkout-algorithm": providerValue.describe("HMAC algorithm of the signature (sha256 or sha512)"),
  "checkout-amount": providerValue.describe("Amount in cents"),
  "checkout-stamp": providerValue.describe("The payment's stamp"),
  "checkout-reference": providerValue.describe("Reference number"),
  "checkout-transaction-id": providerValue.describe("The provider's transaction id"),
  "checkout-status": providerValue.describe("ok, fail, pending or delayed"),
  "checkout-provider": providerValue.describe("The bank or card the tenant chose"),
  signature: providerValue.describe("HMAC of the checkout-* parameters"),
});
const refused = z.union([paymentErrorResponse, errorResponse]);

export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/payments",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["payments"],
          summary:
            "Start an online payment of the signed-in tenant's rent or debt (whole cents, 1 € to 10 000 €, at most what is owed, or with purpose advance what is owed and the next month's bill); answers the provider's payment page to send the browser to. 502 PAYMENT_CREATION_FAILED: the provider could not start it, nothing was charged",
          security: [{ bearer: [] }],
          body: createPaymentRequest,
          response: {
            201: createPaymentResponse,
            400: badRequestResponse,
            401: errorResponse,
            409: paymentErrorResponse,
            429: errorResponse,
            502: paymentErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await payments.create(sessionUser(request), request.body);
        if (isRefusal(result)) return reply.refuse(result);
        return reply.code(201).send({ stamp: result.stamp, href: result.href });
      },
    );

    // Static paths before the parameter route: find-my-way prefers them whatever the order, but a reader may not.
    app.get(
      RETURN_PATH,
      {
        schema: {
          tags: ["payments"],
          summary:
            "The provider sends the browser back here (signed checkout-* parameters); settles the payment and redirects to the payment success or error page with ?stamp=",
          security: [],
          querystring: providerQuery,
          response: { 302: z.null().describe("To the payment's result page"), 400: refused },
        },
      },
      async (request, reply) => {
        const result = await payments.handleReturn(request.query);
        if (isRefusal(result)) return reply.refuse(result);
        const path = result.status === "fail" ? PAYMENT_ERROR_PATH : PAYMENT_SUCCESS_PATH;
        return reply.redirect(`${path}?stamp=${encodeURIComponent(result.stamp)}`, 302);
      },
    );

    app.get(
      CALLBACK_PATH,
      {
        schema: {
          tags: ["payments"],
          summary:
            "The provider's server-to-server callback (signed checkout-* parameters); may come many times, before or after the redirect",
          security: [],
          querystring: providerQuery,
          response: { 200: okResponse, 400: refused },
        },
      },
      async (request, reply) => {
        const result = await payments.handleReturn(request.query);
        if (isRefusal(result)) return reply.refuse(result);
        return reply.send({ ok: true as const });
      },
    );

    app.get(
      "/api/payments/:stamp",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: ["payments"],
          summary: "One online payment of the signed-in tenant (pending, ok or fail), for the result page",
          security: [{ bearer: [] }],
          params: z.object({ stamp: paymentStamp }),
          response: {
            200: paymentAttemptResponse,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const attempt = await payments.attempt(sessionUser(request), request.params.stamp);
        if (isRefusal(attempt)) return reply.refuse(attempt);
        return {
          stamp: attempt.stamp,
          status: attempt.status,
          amountCents: attempt.amountCents,
          amountEuros: attempt.amountCents / 100,
          createdAt: attempt.createdAt.toISOString(),
          settledAt: attempt.settledAt?.toISOString() ?? null,
        };
      },
    );
  };
}
