/*
 * Booking rules and codes as plain values, without the validation library, so the calendar and the
 * home card can render with them before (or without) loading the schemas.
 */

/** What a building lets its households book. */
export const RESOURCE_KINDS = ["sauna", "laundry", "dryingRoom"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/**
 * How a slot of the week view looks to the signed-in household. afterLeaseEnd: the slot's day is
 * after the household's lease ends, so it cannot book it (CONTRACT_ENDED).
 */
export const SLOT_STATES = [
  "free",
  "taken",
  "own",
  "past",
  "closed",
  "outsideWindow",
  "afterLeaseEnd",
] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const BOOKING_STATUSES = ["active", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_SCOPES = ["upcoming", "past"] as const;
export type BookingScope = (typeof BOOKING_SCOPES)[number];

/** 409 answers of POST /api/bookings and POST /api/bookings/fixed-turns, DELETE /api/bookings/:id. */
export const BOOKING_CONFLICTS = ["SLOT_TAKEN", "QUOTA_EXCEEDED", "ALREADY_STARTED"] as const;
export type BookingConflict = (typeof BOOKING_CONFLICTS)[number];

/** 400 answers of POST /api/bookings when the time breaks a rule of the resource. */
export const BOOKING_RULE_ERRORS = ["OUTSIDE_WINDOW", "OUTSIDE_HOURS", "IN_THE_PAST", "NOT_A_SLOT"] as const;
export type BookingRuleError = (typeof BOOKING_RULE_ERRORS)[number];

/** The building's zone: slots are wall-clock hours there, whatever the tenant's device says. */
export const BOOKING_TIME_ZONE = "Europe/Helsinki";

/** The week view shows seven days from a Monday. */
export const WEEK_DAYS = 7;

/** ISO weekdays of a fixed turn: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The calendar feed lists bookings and fixed turns this many weeks ahead. */
export const FEED_WEEKS = 8;
