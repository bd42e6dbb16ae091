/*
 * The apartment exchange's states, eligibility rules and limits as plain values: the pages render
 * with them before the schema loads, and the server moves notices by the same table.
 */

import { HANDLING_WORKFLOW } from "./handling.constants.ts";
import { defineWorkflow } from "./workflow.constants.ts";

/**
 * A notice's way: `new` until its owner opens the confirmation link, then `published` (shown to
 * other tenants) until it expires or is deleted. An expired notice is renewed with one click; a
 * deleted one (by its owner, by a moderator, or when the lease ends) is gone for good.
 */
export const EXCHANGE_STATES = ["new", "published", "expired", "deleted"] as const;
export type ExchangeState = (typeof EXCHANGE_STATES)[number];

export const EXCHANGE_WORKFLOW = defineWorkflow({
  states: EXCHANGE_STATES,
  initial: "new",
  transitions: {
    new: ["published", "deleted"],
    published: ["expired", "deleted"],
    expired: ["published", "deleted"],
    deleted: [],
  },
  tones: { new: "waiting", published: "active", expired: "done", deleted: "refused" },
});

/**
 * An exchange application is a work item for customer service, handled as messages and fault
 * reports are (received, in handling, answered): the handling workflow every request shares.
 */
export const EXCHANGE_APPLICATION_WORKFLOW = HANDLING_WORKFLOW;

/** States in which a notice is the tenant's one valid notice: a second one is refused. */
export const EXCHANGE_VALID_STATES = ["new", "published"] as const satisfies readonly ExchangeState[];

/** A published notice is shown this many months, then expires unless renewed. */
export const EXCHANGE_VALID_MONTHS = 3;
/** The reminder mail goes this many days before the notice expires. */
export const EXCHANGE_REMINDER_DAYS = 7;

/** The eligibility rules, in the order the page lists them. */
export const EXCHANGE_RULES = ["openEndedLease", "livedLongEnough", "noOverdueDebt"] as const;
export type ExchangeRule = (typeof EXCHANGE_RULES)[number];

/** Room counts an apartment and a wish name; 5 stands for five rooms or more. */
export const EXCHANGE_ROOMS = [1, 2, 3, 4, 5] as const;
export type ExchangeRooms = (typeof EXCHANGE_ROOMS)[number];

/** How a building is described, from its number of floors. */
export const BUILDING_TYPES = ["apartmentBuilding", "rowHouse"] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const EXCHANGE_DESCRIPTION_MAX = 2000;
export const EXCHANGE_DESIRED_TEXT_MAX = 1000;
export const EXCHANGE_NAME_MAX = 100;
export const EXCHANGE_REMOVAL_REASON_MAX = 500;
export const EXCHANGE_APPLICATION_MESSAGE_MAX = 2000;
/**
 * Exchange applications an account may send in an hour. Each is a work item for customer service
 * and a mail to it; a tenant applies with the few notices that match, so five is plenty.
 */
export const EXCHANGE_APPLICATIONS_PER_HOUR = 5;
/** The most cities a filter or a wish may list: the company's buildings are in far fewer. */
export const EXCHANGE_CITIES_MAX = 50;
export const EXCHANGE_CITY_MAX = 60;
/** Floor area and rent bounds a filter or a wish may name. */
export const EXCHANGE_AREA_MAX = 1000;
export const EXCHANGE_RENT_MAX = 100_000;
/** Matches shown at most. */
export const EXCHANGE_MATCHES_MAX = 20;
/** The criteria a match is scored by: each side's wish of city, rooms, area and rent. */
export const EXCHANGE_MATCH_CRITERIA = [
  "theirCity",
  "theirRooms",
  "theirArea",
  "theirRent",
  "yourCity",
  "yourRooms",
  "yourArea",
  "yourRent",
] as const;
export type ExchangeMatchCriterion = (typeof EXCHANGE_MATCH_CRITERIA)[number];
