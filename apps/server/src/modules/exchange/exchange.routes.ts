import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  exchangeApplication,
  exchangeApplicationResponse,
  exchangeCities,
  exchangeConfirm,
  exchangeConfirmResponse,
  exchangeEligibility,
  exchangeListQuery,
  exchangeMatches,
  exchangeNotEligible,
  exchangeNotice,
  exchangeNoticeInput,
  exchangeNoticePage,
  exchangeNoticeResponse,
  exchangeParams,
  exchangeRefusal,
  exchangeRenew,
  exchangeStateChange,
  ownExchangeResponse,
  staffExchangePage,
  staffExchangeQuery,
  staffExchangeRemove,
} from "@portal/schemas/exchange";
import { EXCHANGE_STATES } from "@portal/schemas/exchange.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { isRefusal } from "../../lib/refusal.ts";
import { sessionUser, signedInStaff } from "../../plugins/session.ts";
import type { ExchangeService } from "./exchange.service.ts";

const TAGS = ["exchange"];
const bearer = [{ bearer: [] }];
const stateAnswer = z.object({ id: z.string(), state: z.enum(EXCHANGE_STATES) });

export function exchangeRoutes(exchange: ExchangeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/exchange/eligibility",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "Whether the signed-in tenant may post an exchange notice: each configured rule (open-ended lease, time in the apartment, no overdue debt) with its verdict, and the apartment's facts a notice would show",
          security: bearer,
          response: { 200: exchangeEligibility, 401: errorResponse },
        },
      },
      async (request) => exchange.eligibility(sessionUser(request)),
    );

    app.get(
      "/api/exchange/cities",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "The cities of the company's buildings, alphabetically: the list filter's and the wish's choices",
          security: bearer,
          response: { 200: exchangeCities, 401: errorResponse },
        },
      },
      async () => ({ cities: await exchange.cities() }),
    );

    app.get(
      "/api/exchange/notices",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "Published exchange notices, newest first, one page at a time, filtered by city (repeat `city`, at most 50), room count (repeat `rooms`, 1–5, 5 = five or more), floor area and rent (euros, ≥ 0). Contact details are shown to signed-in tenants only; without a session the call answers 401.",
          security: bearer,
          querystring: exchangeListQuery,
          response: { 200: exchangeNoticePage, 400: badRequestResponse, 401: errorResponse },
        },
      },
      async (request) => exchange.list(sessionUser(request).userId, request.query),
    );

    app.get(
      "/api/exchange/notices/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary: "One published notice (or the tenant's own in any state but deleted)",
          security: bearer,
          params: exchangeParams,
          response: { 200: exchangeNotice, 400: badRequestResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        return reply.settle(await exchange.detail(sessionUser(request).userId, request.params.id));
      },
    );

    app.get(
      "/api/exchange/own",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "The signed-in tenant's notice: the valid one (new or published), else the latest expired one, else null",
          security: bearer,
          response: { 200: ownExchangeResponse, 401: errorResponse },
        },
      },
      async (request) => ({ notice: await exchange.own(sessionUser(request)) }),
    );

    app.get(
      "/api/exchange/matches",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "Published notices whose wish fits the tenant's apartment and whose apartment fits the tenant's own notice's wish, best first, with the criteria met (both cities must fit). hasNotice false: the tenant has no valid notice to match with.",
          security: bearer,
          response: { 200: exchangeMatches, 401: errorResponse },
        },
      },
      async (request) => exchange.matches(sessionUser(request)),
    );

    app.post(
      "/api/exchange/notices",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "A new notice in state new: the apartment's facts come from the lease and the building, the confirmation link is mailed to the account's address. 403 NOT_ELIGIBLE names the failing rules; 409 NOTICE_EXISTS names the tenant's valid notice, to be deleted first.",
          security: bearer,
          body: exchangeNoticeInput,
          response: {
            201: exchangeNoticeResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: z.union([exchangeRefusal, errorResponse]),
            409: exchangeRefusal,
          },
        },
      },
      async (request, reply) => {
        const result = await exchange.create(sessionUser(request), request.body);
        if (isRefusal(result)) return reply.refuse(result);
        return reply.code(201).send({ id: result.id, state: "new" as const });
      },
    );

    app.put(
      "/api/exchange/notices/:id",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary: "Rewrites the tenant's own valid notice (new or published); 404 for anyone else's",
          security: bearer,
          params: exchangeParams,
          body: exchangeNoticeInput,
          response: {
            200: exchangeNoticeResponse,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(await exchange.update(sessionUser(request), request.params.id, request.body));
      },
    );

    app.post(
      "/api/exchange/notices/:id/state",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "Moves the tenant's own notice from the state they saw (from) to deleted. 409 STALE_STATE: no longer in `from`; 404: not the tenant's.",
          security: bearer,
          params: exchangeParams,
          body: exchangeStateChange,
          response: {
            200: stateAnswer,
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { from, to } = request.body;
        const moved = await exchange.move(sessionUser(request), request.params.id, from, to);
        if (isRefusal(moved)) return reply.refuse(moved);
        return { id: request.params.id, state: to };
      },
    );

    app.post(
      "/api/exchange/notices/:id/renew",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "Another three months from now for the tenant's published or expired notice (an expired one is published again). 409 STALE_STATE: no longer in `from`.",
          security: bearer,
          params: exchangeParams,
          body: exchangeRenew,
          response: {
            200: z.object({ expiresAt: z.string() }),
            400: badRequestResponse,
            401: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        return reply.settle(await exchange.renew(sessionUser(request), request.params.id, request.body.from));
      },
    );

    app.post(
      "/api/exchange/confirm",
      {
        schema: {
          tags: TAGS,
          summary:
            "The mailed confirmation link (/vaihtoilmoitukset/:id/:secret): publishes the new notice. Opened again it answers already: true; a wrong secret, or a deleted or expired notice's link, answers 404. Needs no session and shows none of the notice.",
          security: [],
          body: exchangeConfirm,
          response: { 200: exchangeConfirmResponse, 400: badRequestResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        return reply.settle(await exchange.confirm(request.body.id, request.body.secret));
      },
    );

    app.post(
      "/api/exchange/applications",
      {
        onRequest: app.requireTenant,
        schema: {
          tags: TAGS,
          summary:
            "An exchange application with another tenant's published notice: both tenants' details go to customer service as a work item. 404: no such published notice (or the tenant's own). 403 NOT_ELIGIBLE with the failing rules: the same rules as a notice's (an open-ended lease nobody has given notice on, long enough in the apartment, no overdue debt). 429 TOO_MANY_REQUESTS: the account has sent 5 applications in the last hour.",
          security: bearer,
          body: exchangeApplication,
          response: {
            201: exchangeApplicationResponse,
            400: badRequestResponse,
            401: errorResponse,
            403: exchangeNotEligible,
            404: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const tenant = sessionUser(request);
        const own = await exchange.own(tenant);
        const created = await exchange.apply(
          tenant,
          request.body.noticeId,
          request.body.message,
          own?.language ?? "fi",
        );
        return isRefusal(created) ? reply.refuse(created) : reply.code(201).send(created);
      },
    );

    app.get(
      "/api/staff/exchange/notices",
      {
        ...app.requireStaff(PERMISSIONS.exchangeModerate),
        schema: {
          tags: TAGS,
          summary: "Moderation: the exchange notices in the staff member's buildings, oldest first, by state",
          security: bearer,
          querystring: staffExchangeQuery,
          response: {
            200: staffExchangePage,
            400: badRequestResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request) => {
        const staff = signedInStaff(request);
        return exchange.staffList(request.query, staff.buildings);
      },
    );

    app.post(
      "/api/staff/exchange/notices/:id/remove",
      {
        ...app.requireStaff(PERMISSIONS.exchangeModerate),
        schema: {
          tags: TAGS,
          summary:
            "Moderation: removes a notice with a reason (state deleted). 409 STALE_STATE: no longer in `from`; 404: no such notice in the staff member's buildings.",
          security: bearer,
          params: exchangeParams,
          body: staffExchangeRemove,
          response: {
            200: stateAnswer,
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
        const moved = await exchange.remove(
          request.params.id,
          request.body.from,
          request.body.reason,
          { kind: "staff", staffId: staff.staffId },
          staff.buildings,
        );
        if (isRefusal(moved)) return reply.refuse(moved);
        return { id: request.params.id, state: "deleted" as const };
      },
    );
  };
}
