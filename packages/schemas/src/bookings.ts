import { z } from "zod";
import { V, isoDate, language } from "./common.ts";
import { euros } from "./billing.ts";
import {
  BOOKING_CONFLICTS,
  BOOKING_RULE_ERRORS,
  BOOKING_SCOPES,
  BOOKING_STATUSES,
  RESOURCE_KINDS,
  SLOT_STATES,
} from "./bookings.constants.ts";

/*
 * Calls of /api/bookings. Instants are ISO 8601 with an offset (or Z); dates "YYYY-MM-DD"; times of
 * day "HH:MM" in the building's zone (Europe/Helsinki). Money in euros.
 */

const localized = z.object({ fi: z.string(), sv: z.string(), en: z.string() });
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.invalid);
/** An instant as the client sends it: ISO 8601 with a zone (an offset or Z), nothing vaguer. */
const instant = z.iso.datetime({ offset: true, error: V.invalid });

export const resourceKind = z.enum(RESOURCE_KINDS);
export const slotState = z.enum(SLOT_STATES);
export const bookingStatus = z.enum(BOOKING_STATUSES);

export const bookingResource = z.object({
  id: z.uuid(),
  kind: resourceKind,
  name: localized,
  /** The rules in plain words: window, slot length, hours, quota, cancelling. */
  rules: localized,
  slotMinutes: z.number().int(),
  opensAt: timeOfDay,
  closesAt: timeOfDay,
  windowDays: z.number().int(),
  /** Active bookings one apartment may hold of this resource at a time. */
  quota: z.number().int(),
  lateCancelHours: z.number().int(),
  fixedTurns: z.object({ available: z.boolean(), monthlyFee: euros }),
});
export type BookingResource = z.infer<typeof bookingResource>;

/** GET /api/bookings/resources: the session's building only. */
export const bookingResourcesResponse = z.object({ resources: z.array(bookingResource) });
export type BookingResourcesResponse = z.infer<typeof bookingResourcesResponse>;

export const resourceParams = z.object({ id: z.uuid({ error: V.invalid }) });
export const bookingParams = z.object({ id: z.uuid({ error: V.invalid }) });

/** ?start= a Monday "YYYY-MM-DD"; without it, this week's Monday. */
export const weekQuery = z.strictObject({ start: isoDate.optional() });

export const weekSlot = z.object({
  start: z.string(),
  end: z.string(),
  state: slotState,
  /** Only on the household's own slots. */
  bookingId: z.uuid().optional(),
  /** The slot is someone's (or the household's own) weekly turn. */
  fixedTurn: z.boolean().optional(),
});
export type WeekSlot = z.infer<typeof weekSlot>;

/** GET /api/bookings/resources/:id/week */
export const weekResponse = z.object({
  resourceId: z.uuid(),
  start: isoDate,
  days: z.array(z.object({ date: isoDate, slots: z.array(weekSlot) })),
});
export type WeekResponse = z.infer<typeof weekResponse>;

/** POST /api/bookings */
export const createBookingRequest = z.strictObject({
  resourceId: z.uuid({ error: (issue) => (issue.input === undefined ? V.required : V.invalid) }),
  start: z.string({ error: V.required }).pipe(instant),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequest>;

export const booking = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  resourceName: localized,
  kind: resourceKind,
  start: z.string(),
  end: z.string(),
  status: bookingStatus,
  cancelledAt: z.string().nullable(),
  /** Cancelled within lateCancelHours of the start: counts toward the quota until the slot ends. */
  lateCancel: z.boolean(),
});
export type Booking = z.infer<typeof booking>;

/** 201 of POST /api/bookings, 200 of DELETE /api/bookings/:id. */
export const bookingResponse = z.object({ booking });
export type BookingResponse = z.infer<typeof bookingResponse>;

/**
 * GET /api/bookings?scope=upcoming|past: the household's bookings (everyone on the contract) by
 * their slot: upcoming until the slot ends, then past. Cancelled ones are among them as cancelled.
 */
export const bookingsQuery = z.strictObject({ scope: z.enum(BOOKING_SCOPES).default("upcoming") });
export const bookingsResponse = z.object({ bookings: z.array(booking) });
export type BookingsResponse = z.infer<typeof bookingsResponse>;

/** 409 SLOT_TAKEN | QUOTA_EXCEEDED (with the quota) | ALREADY_STARTED. */
export const bookingConflictResponse = z.object({
  error: z.enum(BOOKING_CONFLICTS),
  quota: z.number().int().optional(),
});
export type BookingConflictResponse = z.infer<typeof bookingConflictResponse>;

/** 400 when the time breaks a rule of the resource. */
export const bookingRuleErrorResponse = z.object({ error: z.enum(BOOKING_RULE_ERRORS) });
export type BookingRuleErrorResponse = z.infer<typeof bookingRuleErrorResponse>;

export const fixedTurn = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  startTime: timeOfDay,
  monthlyFee: euros,
  validFrom: isoDate,
  validUntil: isoDate.nullable(),
});
export type FixedTurn = z.infer<typeof fixedTurn>;

/** GET /api/bookings/fixed-turns */
export const fixedTurnsResponse = z.object({ turns: z.array(fixedTurn) });
export type FixedTurnsResponse = z.infer<typeof fixedTurnsResponse>;

/** POST /api/bookings/fixed-turns: starts from the next month's first day. */
export const createFixedTurnRequest = z.strictObject({
  resourceId: z.uuid({ error: (issue) => (issue.input === undefined ? V.required : V.invalid) }),
  weekday: z.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(7, V.invalid),
  startTime: z.string({ error: V.required }).pipe(timeOfDay),
});
export type CreateFixedTurnRequest = z.infer<typeof createFixedTurnRequest>;
export const fixedTurnResponse = z.object({ turn: fixedTurn });
export type FixedTurnResponse = z.infer<typeof fixedTurnResponse>;

/** GET /api/bookings/feed */
export const feedResponse = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
export type FeedResponse = z.infer<typeof feedResponse>;
/** 201 of POST /api/bookings/feed: the new URL; an earlier one stops working at once. */
export const feedCreatedResponse = z.object({ url: z.string() });
export type FeedCreatedResponse = z.infer<typeof feedCreatedResponse>;

/** The feed's own path: /api/bookings/feed/:token.ics */
/** GET /api/bookings/:id/ics?lang=fi|sv|en: the language of the file's texts (default fi). */
export const bookingIcsQuery = z.object({ lang: language.catch("fi").default("fi") });

export const feedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{10,200}\.ics$/) });
