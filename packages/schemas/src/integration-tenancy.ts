import { z } from "zod";
import { BILL_REASONS } from "./billing.constants.ts";
import { V, isoDate } from "./common.ts";
import { phoneNumber } from "./contact.ts";
import { isValidIdentityCode } from "./identity-code.ts";

/*
 * The company's tenancy data as its tenancy system sends it (PUT /api/integration/<kind>, and
 * `npm run import` from an NDJSON file): buildings, apartments, persons, contracts, the rent
 * ledger's bill lines and payments made outside the portal. Every item carries the company's own id
 * (`externalId`) and names other items by theirs; an item is validated with its kind's schema here
 * and answered one by one (created, updated, unchanged or refused with field errors).
 */

/** The kinds, each an API path's segment (`PUT /api/integration/contracts`) and an import line's `kind`. */
export const TENANCY_KINDS = [
  "buildings",
  "apartments",
  "persons",
  "contracts",
  "ledger",
  "payments",
] as const;
export const tenancyKind = z.enum(TENANCY_KINDS);
export type TenancyKind = z.infer<typeof tenancyKind>;

/** The scope a kind is written with. */
export const TENANCY_KIND_SCOPES = {
  buildings: "tenancy.write",
  apartments: "tenancy.write",
  persons: "tenancy.write",
  contracts: "tenancy.write",
  ledger: "ledger.write",
  payments: "payments.write",
} as const satisfies Record<TenancyKind, string>;

/** Most items in one batch; a larger batch is refused whole (400). */
export const TENANCY_BATCH_MAX = 1000;
export const EXTERNAL_ID_MAX = 100;

/** The company's own id of a row: any text it keeps, unique per kind. */
export const externalId = z.string().trim().min(1, V.required).max(EXTERNAL_ID_MAX, V.tooLong);
const text = (max: number) => z.string().trim().min(1, V.required).max(max, V.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, V.tooLong).nullable().default(null);
const cents = z.number().int(V.invalid);
const firstOfMonth = isoDate.refine((d) => d.endsWith("-01"), V.invalid);

export const buildingItem = z.strictObject({
  externalId,
  /** The landlord: created with its name when the portal does not know it yet. */
  organisation: z.strictObject({ externalId, name: text(200) }),
  name: text(200),
  streetAddress: text(200),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, V.invalid),
  city: text(100),
  maintenanceCompanyName: optionalText(200),
  maintenanceEmergencyNumber: optionalText(30),
});
export type BuildingItem = z.infer<typeof buildingItem>;

export const apartmentItem = z.strictObject({
  externalId,
  buildingExternalId: externalId,
  /** As written on the door and in letters, e.g. "A 12"; unique in its building. */
  apartmentNumber: text(20),
  /** Square metres, to one decimal. */
  areaM2: z
    .number()
    .positive(V.invalid)
    .max(99999.9, V.invalid)
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, V.invalid),
  rooms: z.number().int(V.invalid).min(1, V.invalid).max(50, V.invalid),
});
export type ApartmentItem = z.infer<typeof apartmentItem>;

export const personItem = z.strictObject({
  externalId,
  firstName: text(100),
  lastName: text(100),
  /**
   * The personal identity code, when the company holds it: the portal keeps only its keyed hash,
   * so a strong identification finds the person. Temporary codes (900–999) are accepted.
   */
  identityCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => isValidIdentityCode(code, { allowTestRange: true }), V.invalid)
    .nullable()
    .default(null),
  phone: phoneNumber.nullable().default(null),
  /** A protection order (turvakielto): the address is not shown to others. */
  protectionOrder: z.boolean().default(false),
});
export type PersonItem = z.infer<typeof personItem>;

/** The monthly charges a contract bills: rent, water prepayment and parking, each for a span of days. */
export const CONTRACT_CHARGE_REASONS = [
  "rent",
  "water",
  "parking",
] as const satisfies readonly (typeof BILL_REASONS)[number][];

export const contractItem = z
  .strictObject({
    externalId,
    apartmentExternalId: externalId,
    contractNumber: text(50),
    startDate: isoDate,
    /** The lease's last day; null while it runs until further notice. */
    endDate: isoDate.nullable().default(null),
    monthlyRentCents: cents.min(0, V.invalid),
    dueDay: z.number().int(V.invalid).min(1, V.invalid).max(31, V.invalid),
    /** The tenant's notice period in months. */
    noticeMonths: z.number().int(V.invalid).min(0, V.invalid).max(12, V.invalid).default(1),
    /** A fixed-term lease. */
    temporary: z.boolean().default(false),
    /** The Finnish reference number bank payments of the contract carry (digits). */
    referenceNumber: z
      .string()
      .trim()
      .regex(/^[0-9]{4,20}$/, V.invalid)
      .nullable()
      .default(null),
    /**
     * Who is on the contract: the signing parties and the other residents. A person left out of a
     * later version has left the lease.
     */
    parties: z
      .array(z.strictObject({ personExternalId: externalId, kind: z.enum(["party", "other"]) }))
      .min(1, V.required)
      .max(20, V.tooLong),
    /** The monthly charges; the list replaces the contract's rent, water and parking charges. */
    rentLines: z
      .array(
        z.strictObject({
          reason: z.enum(CONTRACT_CHARGE_REASONS),
          nameOnBill: text(100),
          amountCents: cents,
          startDate: isoDate,
          endDate: isoDate.nullable().default(null),
        }),
      )
      .max(20, V.tooLong)
      .default([]),
    /** The security deposit in money and as a voucher (e.g. from social services); null: none. */
    deposit: z
      .strictObject({
        amountCents: cents.min(0, V.invalid),
        voucherAmountCents: cents.min(0, V.invalid).default(0),
        dueDate: isoDate.nullable().default(null),
      })
      .nullable()
      .default(null),
  })
  .superRefine((item, ctx) => {
    if (item.endDate !== null && item.endDate < item.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: V.invalid });
    const seen = new Set<string>();
    item.parties.forEach((party, i) => {
      if (seen.has(party.personExternalId))
        ctx.addIssue({ code: "custom", path: ["parties", i, "personExternalId"], message: V.invalid });
      seen.add(party.personExternalId);
    });
    item.rentLines.forEach((line, i) => {
      if (line.endDate !== null && line.endDate < line.startDate)
        ctx.addIssue({ code: "custom", path: ["rentLines", i, "endDate"], message: V.invalid });
    });
  });
export type ContractItem = z.infer<typeof contractItem>;

/**
 * A line of the rent ledger: what the tenant owes for a billing period and when it is due. A line,
 * once stored, is the past: a correction is a new line (a negative amount credits), never the old
 * line sent again with other values, which is refused.
 */
export const ledgerItem = z.strictObject({
  externalId,
  contractExternalId: externalId,
  /** The billing period's first day (YYYY-MM-01). */
  periodStart: firstOfMonth,
  dueDate: isoDate,
  reason: z.enum(BILL_REASONS),
  nameOnBill: text(100),
  amountCents: cents.refine((n) => n !== 0, V.invalid),
});
export type LedgerItem = z.infer<typeof ledgerItem>;

/**
 * Money the company received outside the portal (a bank transfer it booked itself, cash at the
 * office). Like a ledger line, a payment once stored is not changed.
 */
export const paymentItem = z.strictObject({
  externalId,
  contractExternalId: externalId,
  payerName: text(200),
  amountCents: cents.min(1, V.invalid),
  paidDate: isoDate,
  /** The bank's archive id, when the money came through the bank: the same money is never credited twice. */
  bankArchiveId: z.string().trim().min(1, V.required).max(100, V.tooLong).nullable().default(null),
});
export type PaymentItem = z.infer<typeof paymentItem>;

export const TENANCY_ITEM_SCHEMAS = {
  buildings: buildingItem,
  apartments: apartmentItem,
  persons: personItem,
  contracts: contractItem,
  ledger: ledgerItem,
  payments: paymentItem,
} as const;
export type TenancyItem<K extends TenancyKind> = z.infer<(typeof TENANCY_ITEM_SCHEMAS)[K]>;

/** What became of one item. */
export const TENANCY_ITEM_STATUSES = ["created", "updated", "unchanged", "refused"] as const;
export type TenancyItemStatus = (typeof TENANCY_ITEM_STATUSES)[number];

export const tenancyItemResult = z.object({
  /** The item's place in the batch, from 0. */
  index: z.number().int(),
  /** The item's externalId, when it had a readable one. */
  externalId: z.string().nullable(),
  status: z.enum(TENANCY_ITEM_STATUSES),
  /** A refused item's field errors: one key per field ("" = the item itself). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type TenancyItemResult = z.infer<typeof tenancyItemResult>;

export const tenancyBatchResponse = z.object({
  results: z.array(tenancyItemResult),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
});
export type TenancyBatchResponse = z.infer<typeof tenancyBatchResponse>;

/**
 * A batch's body. Each item is checked on its own (a bad item is refused, the rest stored), so the
 * body holds up to TENANCY_BATCH_MAX objects, each documented as its kind's item.
 */
export function tenancyBatch<K extends TenancyKind>(kind: K) {
  return z.object({
    items: z
      .array(
        z.union([
          TENANCY_ITEM_SCHEMAS[kind] as (typeof TENANCY_ITEM_SCHEMAS)[K],
          z.looseObject({}).describe("an item that does not read as one: refused with its field errors"),
        ]),
      )
      .min(1, V.required)
      .max(TENANCY_BATCH_MAX, V.tooLong),
  });
}

/** A line of an import file (`npm run import -- <file>`): one item of a kind. */
export const tenancyImportLine = z.strictObject({ kind: tenancyKind, item: z.unknown() });
