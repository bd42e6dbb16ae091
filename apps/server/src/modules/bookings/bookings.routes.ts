import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  bookingConflictResponse,
  bookingIcsQuery,
  bookingParams,
  bookingResourcesResponse,
  bookingResponse,
  bookingRuleErrorResponse,
  bookingsQuery,
  bookingsResponse,
  createBookingRequest,
  createFixedTurnRequest,
  feedCreatedResponse,
  feedResponse,
  feedTokenParams,
  fixedTurnResponse,
  fixedTurnsResponse,
  resourceParams,
  weekQuery,
  weekResponse,
} from "@portal/schemas/bookings";
import { V, errorResponse, validationErrorResponse, type Language } from "@portal/schemas/common";
import { contractEndedResponse } from "@portal/schemas/lease";
import { isRefusal, refuse } from "../../lib/refusal.ts";
import { sessionUser } from "../../plugins/session.ts";
import { REQUEST_LIMIT_WINDOW_MS } from "../../plugins/rate-limits.ts";
import type { Scope } from "./bookings.repository.ts";
import type { BookingsRepository } from "./bookings.repository.ts";
import type { BookingsService } from "./bookings.service.ts";
import type { Calendar } from "./calendar.ts";
import type { Feeds } from "./feed.ts";

/** One booking's file name in each language. */
const BOOKING_FILE: Record<Language, string> = { fi: "varaus.ics", sv: "bokning.ics", en: "booking.ics" };
import { isMonday, weekBounds, type WeekView } from "./week.ts";

/** Feed reads per minute per client address: a phone calendar polls a few times an hour. */
export const FEED_REQUESTS_PER_MINUTE = 30;

const tags = ["bookings"];
const security = [{ bearer: [] }];
const badRequest = z.union([validationErrorResponse, errorResponse, bookingRuleErrorResponse]);
const icsResponse = {
  description: "iCalendar (RFC 5545), as a download",
  content: { "text/calendar": { schema: z.string() } },
};

function scope(request: FastifyRequest): Scope {
  const { contractId, personId } = sessionUser(request);
  return { contractId, personId };
}

export interface BookingsRouteDeps {
  bookings: BookingsService;
  repo: BookingsRepository;
  calendar: Calendar;
  feeds: Feeds;
  week: WeekView;
  /** Where the feed URL points (the portal's public address). */
  publicUrl: string;
  /** RATE_LIMIT_FACTOR, as for every other per-address limit. */
  limitFactor: number;
  now: () => Date;
}

function sendIcs(reply: FastifyReply, body: string, filename: string) {
  return reply
    .header("content-type", "text/calendar; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(body);
}

/** JSON already checked against the route's schema when it was built: sent as it is. */
function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type("application/json; charset=utf-8").send(json);
}

export function bookingsRoutes(deps: BookingsRouteDeps): FastifyPluginAsyncZod {
  const { bookings, calendar, feeds } = deps;
  const feedUrl = (token: string) => `${deps.publicUrl}/api/bookings/feed/${token}.ics`;

  return async (app) => {
    const auth = { onRequest: app.requireTenant };

    app.get(
      "/api/bookings/resources",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: "What the signed-in tenant's building lets its households book, with the rules",
          response: { 200: bookingResourcesResponse, 401: errorResponse },
        },
      },
      async (request) => ({ resources: await bookings.resources(scope(request)) }),
    );

    app.get(
      "/api/bookings/resources/:id/week",
      {
        schema: {
          tags,
          security,
          summary:
            "A resource's slots for the week from `start` (a Monday, default this week): free, taken, own, past or outside the window. The session and the week are read in one query.",
          params: resourceParams,
          querystring: weekQuery,
          response: {
            200: weekResponse,
            400: badRequest,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const start = request.query.start ?? deps.week.thisMonday();
        if (!isMonday(start)) return reply.refuse(refuse("VALIDATION", { fields: { start: V.invalid } }));
        const resourceId = request.params.id;
        const bounds = weekBounds(start);
        const read = await app.tenantRead(request, reply, (sessionHash) =>
          deps.repo.week({ sessionHash, resourceId, ...bounds }),
        );
        if (!read) return reply;
        const inputs = read.row?.inputs ?? null;
        if (inputs === null) return reply.refuse(refuse("NOT_FOUND"));
        const household = read.tenant.contractId;
        return sendJson(reply, deps.week.json({ resourceId, start, household }, inputs));
      },
    );

    app.post(
      "/api/bookings",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            "Books a slot for the household. 409 SLOT_TAKEN when someone holds it (the database refuses overlaps), QUOTA_EXCEEDED when the household holds its quota; 400 when the time breaks a rule; 403 CONTRACT_ENDED after the lease's end date, or for a day after it.",
          body: createBookingRequest,
          response: {
            201: bookingResponse,
            400: badRequest,
            401: errorResponse,
            403: contractEndedResponse,
            404: errorResponse,
            409: bookingConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await bookings.create(scope(request), request.body.resourceId, request.body.start);
        return isRefusal(result) ? reply.refuse(result) : reply.code(201).send(result);
      },
    );

    app.get(
      "/api/bookings",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            "The household's bookings by their slot: upcoming (not ended, soonest first) or past (ended, newest first); a cancelled booking is listed with its slot, as cancelled",
          querystring: bookingsQuery,
          response: { 200: bookingsResponse, 400: badRequest, 401: errorResponse },
        },
      },
      async (request) => ({ bookings: await bookings.list(scope(request), request.query.scope) }),
    );

    app.delete(
      "/api/bookings/:id",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            "Cancels one of the household's bookings until it starts; the slot is free for others at once. Within the late-cancel hours it still counts toward the quota until it ends.",
          params: bookingParams,
          response: {
            200: bookingResponse,
            400: badRequest,
            401: errorResponse,
            404: errorResponse,
            409: bookingConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await bookings.cancel(scope(request), request.params.id);
        if (isRefusal(result)) return reply.refuse(result);
        return { booking: result };
      },
    );

    app.get(
      "/api/bookings/:id/ics",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            "One booking as an iCalendar file (text/calendar, times in UTC), in the language asked for",
          params: bookingParams,
          querystring: bookingIcsQuery,
          response: { 200: icsResponse, 400: badRequest, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { lang } = request.query;
        const ics = await calendar.bookingIcs(scope(request), request.params.id, lang);
        if (ics === null) return reply.refuse(refuse("NOT_FOUND"));
        return sendIcs(reply, ics, BOOKING_FILE[lang]);
      },
    );

    app.get(
      "/api/bookings/fixed-turns",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: "The household's weekly turns that have not ended",
          response: { 200: fixedTurnsResponse, 401: errorResponse },
        },
      },
      async (request) => ({ turns: await bookings.turns(scope(request)) }),
    );

    app.post(
      "/api/bookings/fixed-turns",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            "Takes a weekly turn from the first day of next month; its monthly fee comes on every bill from then on, until the lease's end date when it has one. 409 SLOT_TAKEN when another household holds it; 403 CONTRACT_ENDED when the lease has ended or ends before the turn would begin.",
          body: createFixedTurnRequest,
          response: {
            201: fixedTurnResponse,
            400: badRequest,
            401: errorResponse,
            403: contractEndedResponse,
            404: errorResponse,
            409: bookingConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await bookings.takeTurn(scope(request), request.body);
        return isRefusal(result) ? reply.refuse(result) : reply.code(201).send(result);
      },
    );

    app.delete(
      "/api/bookings/fixed-turns/:id",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: "Gives a weekly turn up at the end of this month; its fee ends with it",
          params: bookingParams,
          response: { 200: fixedTurnResponse, 400: badRequest, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const turn = await bookings.giveUpTurn(scope(request), request.params.id);
        if (isRefusal(turn)) return reply.refuse(turn);
        return { turn };
      },
    );

    app.get(
      "/api/bookings/feed",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: "The tenant's private calendar feed URL, or null when there is none",
          response: { 200: feedResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const feed = await feeds.current(scope(request));
        return feed
          ? { url: feedUrl(feed.token), createdAt: feed.createdAt.toISOString() }
          : { url: null, createdAt: null };
      },
    );

    app.post(
      "/api/bookings/feed",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            "Creates the tenant's calendar feed, or replaces it: the old URL stops working at once. 403 CONTRACT_ENDED after the lease's end date (revoking stays allowed).",
          response: {
            201: feedCreatedResponse,
            401: errorResponse,
            403: contractEndedResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await bookings.rotateFeed(scope(request));
        if (isRefusal(result)) return reply.refuse(result);
        return reply.code(201).send({ url: feedUrl(result.token) });
      },
    );

    app.delete(
      "/api/bookings/feed",
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: "Revokes the tenant's calendar feed",
          response: { 204: z.null(), 401: errorResponse },
        },
      },
      async (request, reply) => {
        await feeds.revoke(scope(request));
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/api/bookings/feed/:token",
      {
        config: {
          rateLimit: {
            max: Math.max(1, Math.round(FEED_REQUESTS_PER_MINUTE * deps.limitFactor)),
            timeWindow: REQUEST_LIMIT_WINDOW_MS,
          },
        },
        schema: {
          tags,
          summary:
            "The household's upcoming bookings and weekly turns as an iCalendar feed, without a session: the URL's token is the key. Unknown, rotated or revoked: 404. Limited per address.",
          security: [],
          params: feedTokenParams,
          response: { 200: icsResponse, 400: badRequest, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const owner = await feeds.open(request.params.token.slice(0, -".ics".length));
        if (!owner) return reply.refuse(refuse("NOT_FOUND"));
        return sendIcs(reply, await calendar.feed(owner, owner.language), "varaukset.ics");
      },
    );
  };
}
