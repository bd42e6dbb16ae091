import { z } from "zod";
import { LANGUAGES, V } from "./common.ts";
import { email, phoneNumber } from "./contact.ts";
import {
  BUILDING_TYPES,
  EXCHANGE_APPLICATION_MESSAGE_MAX,
  EXCHANGE_AREA_MAX,
  EXCHANGE_CITIES_MAX,
  EXCHANGE_CITY_MAX,
  EXCHANGE_DESCRIPTION_MAX,
  EXCHANGE_DESIRED_TEXT_MAX,
  EXCHANGE_MATCH_CRITERIA,
  EXCHANGE_NAME_MAX,
  EXCHANGE_REMOVAL_REASON_MAX,
  EXCHANGE_RENT_MAX,
  EXCHANGE_ROOMS,
  EXCHANGE_RULES,
  EXCHANGE_STATES,
  EXCHANGE_WORKFLOW,
} from "./exchange.constants.ts";
import { page, pageQuery } from "./page.ts";
import { stateChange } from "./workflow.ts";

/*
 * The apartment exchange under /api/exchange: eligibility, the company's cities, the notices list
 * with its filters, one notice, the tenant's own notice (write, edit, delete, renew), the matches,
 * the confirmation link and the exchange application. The specification names no calls; these are
 * ours.
 */

/** Control characters other than line breaks and tabs never belong in a text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max: number, required = true) =>
  z
    .string({ error: V.required })
    .trim()
    .min(required ? 1 : 0, V.required)
    .max(max, V.tooLong)
    .refine((value) => !CONTROL.test(value), V.invalid);

const city = z.string({ error: V.invalid }).trim().min(1, V.invalid).max(EXCHANGE_CITY_MAX, V.tooLong);
const rooms = z.coerce.number({ error: V.invalid }).pipe(z.literal(EXCHANGE_ROOMS, { error: V.invalid }));
const area = z.coerce.number({ error: V.invalid }).min(0, V.invalid).max(EXCHANGE_AREA_MAX, V.invalid);
const rent = z.coerce.number({ error: V.invalid }).min(0, V.invalid).max(EXCHANGE_RENT_MAX, V.invalid);

/** A query value given once or repeated (`city=A&city=B`): always a list. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).max(max, V.invalid).optional(),
  );

/** A min–max pair where both are optional and min ≤ max when both are given. */
function rangeCheck(value: Record<string, unknown>, ctx: z.RefinementCtx, pairs: [string, string][]) {
  for (const [min, max] of pairs) {
    const low = value[min];
    const high = value[max];
    if (typeof low === "number" && typeof high === "number" && low > high)
      ctx.addIssue({ code: "custom", path: [max], message: V.invalid });
  }
}
const RANGES: [string, string][] = [
  ["areaMin", "areaMax"],
  ["rentMin", "rentMax"],
];

/** GET /api/exchange/notices: published notices, newest first, by city, room count, size and rent. */
export const exchangeListQuery = pageQuery
  .extend({
    city: listOf(city, EXCHANGE_CITIES_MAX),
    rooms: listOf(rooms, EXCHANGE_ROOMS.length),
    areaMin: area.optional(),
    areaMax: area.optional(),
    rentMin: rent.optional(),
    rentMax: rent.optional(),
  })
  .superRefine((value, ctx) => rangeCheck(value, ctx, RANGES));
export type ExchangeListQuery = z.infer<typeof exchangeListQuery>;
export type ExchangeListQueryInput = z.input<typeof exchangeListQuery>;

/** The home a tenant wishes for: cities, room counts, floor area and rent (any bound may be left open). */
export const exchangeWish = z
  .strictObject({
    cities: z.array(city).min(1, V.required).max(EXCHANGE_CITIES_MAX, V.invalid),
    rooms: z.array(rooms).max(EXCHANGE_ROOMS.length, V.invalid).default([]),
    areaMin: area.nullable().default(null),
    areaMax: area.nullable().default(null),
    rentMin: rent.nullable().default(null),
    rentMax: rent.nullable().default(null),
    text: text(EXCHANGE_DESIRED_TEXT_MAX, false).default(""),
  })
  .superRefine((value, ctx) => rangeCheck(value, ctx, RANGES));
export type ExchangeWish = z.infer<typeof exchangeWish>;

/** The contact details the poster chooses to show to signed-in tenants: a name and a phone number or an email address. */
export const exchangeContact = z
  .strictObject({
    name: text(EXCHANGE_NAME_MAX),
    // An empty field is no phone number or address.
    phone: z.preprocess((value) => (value === "" ? null : value), phoneNumber.nullable()).default(null),
    email: z.preprocess((value) => (value === "" ? null : value), email.nullable()).default(null),
  })
  .superRefine((value, ctx) => {
    if (!value.phone && !value.email) ctx.addIssue({ code: "custom", path: ["phone"], message: V.required });
  });
export type ExchangeContact = z.infer<typeof exchangeContact>;

/** POST /api/exchange/notices and PUT /api/exchange/notices/:id: what the tenant writes. */
export const exchangeNoticeInput = z.strictObject({
  description: text(EXCHANGE_DESCRIPTION_MAX),
  wish: exchangeWish,
  contact: exchangeContact,
  language: z.enum(LANGUAGES, { error: V.invalid }).default("fi"),
});
export type ExchangeNoticeInput = z.infer<typeof exchangeNoticeInput>;
export type ExchangeNoticeFormInput = z.input<typeof exchangeNoticeInput>;

/** The apartment's facts, from the lease and the building: the street address without staircase or apartment number. */
export const exchangeApartment = z.object({
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  rooms: z.number().int(),
  areaM2: z.number(),
  rentEuros: z.number(),
  waterAdvanceEuros: z.number().nullable(),
  buildingType: z.enum(BUILDING_TYPES),
  builtYear: z.number().int().nullable(),
  apartmentsInBuilding: z.number().int(),
  floors: z.number().int().nullable(),
  lift: z.boolean().nullable(),
});
export type ExchangeApartment = z.infer<typeof exchangeApartment>;

export const exchangeWishOut = z.object({
  cities: z.array(z.string()),
  rooms: z.array(z.number().int()),
  areaMin: z.number().nullable(),
  areaMax: z.number().nullable(),
  rentMin: z.number().nullable(),
  rentMax: z.number().nullable(),
  text: z.string(),
});

/** A notice as other tenants see it; `contact` only with a tenant's session. */
export const exchangeNotice = z.object({
  id: z.string(),
  apartment: exchangeApartment,
  description: z.string(),
  wish: exchangeWishOut,
  publishedAt: z.string().nullable(),
  contact: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .optional(),
  /** The signed-in tenant's own notice. */
  own: z.boolean(),
});
export type ExchangeNotice = z.infer<typeof exchangeNotice>;
export const exchangeNoticePage = page(exchangeNotice);

/** The tenant's own notice: the public view, its state and when it expires. */
export const ownExchangeNotice = exchangeNotice.extend({
  state: z.enum(EXCHANGE_STATES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  language: z.enum(LANGUAGES),
});
export type OwnExchangeNotice = z.infer<typeof ownExchangeNotice>;
/** GET /api/exchange/own: the tenant's valid or expired notice, or null. */
export const ownExchangeResponse = z.object({ notice: ownExchangeNotice.nullable() });

/** GET /api/exchange/eligibility: each rule's verdict and the apartment's facts. */
export const exchangeEligibility = z.object({
  eligible: z.boolean(),
  rules: z.array(z.object({ rule: z.enum(EXCHANGE_RULES), ok: z.boolean() })),
  /** The months the rule asks the tenant to have lived in the apartment. */
  minimumMonths: z.number().int(),
  apartment: exchangeApartment.nullable(),
});
export type ExchangeEligibility = z.infer<typeof exchangeEligibility>;

/** GET /api/exchange/cities: the cities of the company's buildings, for the filter and the wish. */
export const exchangeCities = z.object({ cities: z.array(z.string()) });

/** GET /api/exchange/matches: mutual matches, best first, each criterion met named. */
export const exchangeMatches = z.object({
  /** False while the tenant has no notice: the wishes to match come from it. */
  hasNotice: z.boolean(),
  items: z.array(
    z.object({
      notice: exchangeNotice,
      score: z.number().int(),
      met: z.array(z.enum(EXCHANGE_MATCH_CRITERIA)),
    }),
  ),
});
export type ExchangeMatches = z.infer<typeof exchangeMatches>;

export const exchangeParams = z.object({ id: z.uuid({ error: V.invalid }) });

/** POST /api/exchange/notices/:id/state: the owner's move (deleting). */
export const exchangeStateChange = stateChange(EXCHANGE_WORKFLOW);
export type ExchangeStateChange = z.infer<typeof exchangeStateChange>;

/** POST /api/exchange/notices/:id/renew: another validity period from now, from the state the client saw. */
export const exchangeRenew = z.strictObject({
  from: z.enum(["published", "expired"], { error: V.invalid }),
});

/** POST /api/exchange/confirm: the mailed link's id and secret (43 base64url characters, 256 bits). */
export const exchangeConfirm = z.strictObject({
  id: z.uuid({ error: V.invalid }),
  secret: z.string({ error: V.invalid }).regex(/^[A-Za-z0-9_-]{43}$/, V.invalid),
});
export const exchangeConfirmResponse = z.object({
  state: z.literal("published"),
  /** The link had been opened before: the notice was already published. */
  already: z.boolean(),
  publishedAt: z.string(),
});

/** POST /api/exchange/applications: an exchange application with the partner's notice. */
export const exchangeApplication = z.strictObject({
  noticeId: z.uuid({ error: V.invalid }),
  message: text(EXCHANGE_APPLICATION_MESSAGE_MAX, false).default(""),
});
export type ExchangeApplicationInput = z.input<typeof exchangeApplication>;
export const exchangeApplicationResponse = z.object({ id: z.string() });

/** A refusal by the eligibility rules: those that fail (none named when there is no lease). */
export const exchangeNotEligible = z.object({
  error: z.literal("NOT_ELIGIBLE"),
  rules: z.array(z.enum(EXCHANGE_RULES)),
});

/** A refusal of a new notice: the eligibility rules that fail, or the notice already valid. */
export const exchangeRefusal = z.union([
  exchangeNotEligible,
  z.object({ error: z.literal("NOTICE_EXISTS"), id: z.string() }),
]);
export type ExchangeRefusal = z.infer<typeof exchangeRefusal>;

export const exchangeNoticeResponse = z.object({ id: z.string(), state: z.enum(EXCHANGE_STATES) });

/** Staff: the notices in the staff member's buildings, newest first, by state. */
export const staffExchangeQuery = pageQuery.extend({
  state: z.enum(EXCHANGE_STATES, { error: V.invalid }).optional(),
});
export const staffExchangeItem = z.object({
  id: z.string(),
  state: z.enum(EXCHANGE_STATES),
  city: z.string(),
  streetAddress: z.string(),
  description: z.string(),
  wishText: z.string(),
  contactName: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  removalReason: z.string().nullable(),
});
export type StaffExchangeItem = z.infer<typeof staffExchangeItem>;
export const staffExchangePage = page(staffExchangeItem);

/** Staff: a moderator removes a notice with a reason, from the state they saw. */
export const staffExchangeRemove = z.strictObject({
  from: z.enum(["new", "published", "expired"], { error: V.invalid }),
  reason: text(EXCHANGE_REMOVAL_REASON_MAX),
});
