import { z } from "zod";
import { V, isoDate } from "./common.ts";
import { email, phoneNumber } from "./contact.ts";
import { TERMINATION_DISALLOWED_REASONS } from "./lease.constants.ts";
import { leaseParty } from "./lease.ts";
import { page, pageQuery } from "./page.ts";
import {
  ADDITIONAL_DETAILS_MAX,
  BENEFICIARIES_MAX,
  FILE_UUIDS_MAX,
  NOTICE_MONTHS,
  PARTY_APPROVALS,
  POSTAL_CODE_LENGTH,
  REJECTION_REASON_MAX,
  RETURN_PERCENTAGE_MAX,
  RETURN_PERCENTAGE_MIN,
  TERMINATION_ERRORS,
  TERMINATION_REASONS,
  TERMINATION_STATUSES,
  TEXT_FIELD_MAX,
} from "./termination.constants.ts";
import {
  BIC_PATTERN,
  isAllowedEndDate,
  isFinnishIban,
  isValidIban,
  normaliseIban,
} from "./termination.rules.ts";

/** Field error keys of the termination form, besides the common ones (V). */
export const TV = {
  postalCode: "validation.postalCode",
  iban: "validation.iban",
  bic: "validation.bic",
  bicRequired: "validation.bicRequired",
  percentageSum: "validation.percentageSum",
  endDate: "validation.endDate",
  movingOutDate: "validation.movingOutDate",
  displayEndDate: "validation.displayEndDate",
  beneficiaries: "validation.beneficiariesRequired",
} as const;

const text = (max: number) => z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);
const flag = z.boolean({ error: V.invalid });
const date = z.string({ error: V.required }).pipe(isoDate);
/** An optional date the form may send as null or "". */
const optionalDate = z.preprocess((value) => (value === "" ? null : value), isoDate.nullable().optional());

export const newAddress = z.strictObject({
  recipientName: text(TEXT_FIELD_MAX),
  streetAddress: text(TEXT_FIELD_MAX),
  postalCode: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .length(POSTAL_CODE_LENGTH, TV.postalCode),
  city: text(TEXT_FIELD_MAX),
});
export type NewAddress = z.infer<typeof newAddress>;

/**
 * One beneficiary of the deposit refund. The IBAN is kept in capitals without spaces; a Finnish
 * account's BIC is null whatever was sent, another country's is required (8 or 11 characters).
 */
export const beneficiary = z
  .strictObject({
    beneficiaryName: text(TEXT_FIELD_MAX),
    email: z.string({ error: V.required }).pipe(email),
    phoneNumber: z.string({ error: V.required }).pipe(phoneNumber),
    iban: z
      .string({ error: V.required })
      .trim()
      .min(1, V.required)
      .max(42, V.tooLong)
      .refine(isValidIban, TV.iban)
      .transform(normaliseIban),
    bic: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() || null : value),
      z.string().regex(BIC_PATTERN, TV.bic).nullable().default(null),
    ),
    returnPercentage: z
      .number({ error: V.required })
      .int(V.invalid)
      .min(RETURN_PERCENTAGE_MIN, V.invalid)
      .max(RETURN_PERCENTAGE_MAX, V.invalid),
    existingBeneficiaryId: z.string().max(100, V.tooLong).nullable().optional(),
    removeExistingBeneficiary: z.boolean().optional(),
    contractToTenantAssociationId: z.string().max(100, V.tooLong).nullable().optional(),
  })
  .transform((b, ctx) => {
    if (isFinnishIban(b.iban)) return { ...b, bic: null };
    if (!b.bic) ctx.addIssue({ code: "custom", path: ["bic"], message: TV.bicRequired });
    return b;
  });
export type Beneficiary = z.infer<typeof beneficiary>;
export type BeneficiaryInput = z.input<typeof beneficiary>;

/**
 * The notice's fields (POST /api/contract-termination), with every rule that does not depend on
 * the day. `terminationRequestOn(today, noticeMonths)` adds the date rules by the lease's notice period.
 */
export const terminationRequest = z
  .strictObject({
    endDate: date,
    movingOutDate: optionalDate,
    terminationReason: z.enum(TERMINATION_REASONS, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? V.required : V.invalid),
    }),
    givingContactInfoAllowed: flag,
    displaysSelf: flag,
    displayStartDate: optionalDate,
    displayEndDate: optionalDate,
    masterKeyAccessAllowed: flag,
    hasPetsInApartment: flag,
    additionalDetails: z.string().trim().max(ADDITIONAL_DETAILS_MAX, V.tooLong).default(""),
    isCollateral: flag,
    collateralLender: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z.string().trim().max(TEXT_FIELD_MAX, V.tooLong).nullable().default(null),
    ),
    newAddress,
    fileUuids: z
      .array(z.uuid({ error: V.invalid }))
      .max(FILE_UUIDS_MAX, V.tooLong)
      .default([]),
    beneficiaries: z
      .array(beneficiary, { error: TV.beneficiaries })
      .min(1, TV.beneficiaries)
      .max(BENEFICIARIES_MAX, V.tooLong),
  })
  .superRefine((n, ctx) => {
    if (n.isCollateral && !n.collateralLender)
      ctx.addIssue({ code: "custom", path: ["collateralLender"], message: V.required });
    if (n.displaysSelf && !n.displayStartDate)
      ctx.addIssue({ code: "custom", path: ["displayStartDate"], message: V.required });
    if (n.displayStartDate && n.displayEndDate && n.displayEndDate < n.displayStartDate)
      ctx.addIssue({ code: "custom", path: ["displayEndDate"], message: TV.displayEndDate });
    if (n.displayEndDate && n.displayEndDate > n.endDate)
      ctx.addIssue({ code: "custom", path: ["displayEndDate"], message: TV.displayEndDate });
    if (n.movingOutDate && n.movingOutDate > n.endDate)
      ctx.addIssue({ code: "custom", path: ["movingOutDate"], message: TV.movingOutDate });
    const sum = n.beneficiaries.reduce((total, b) => total + b.returnPercentage, 0);
    if (n.beneficiaries.length > 0 && sum !== 100)
      ctx.addIssue({ code: "custom", path: ["beneficiaries"], message: TV.percentageSum });
  })
  .transform((n) => ({
    ...n,
    // Display dates and the lender mean something only when their switch is on.
    displayStartDate: n.displaysSelf ? (n.displayStartDate ?? null) : null,
    displayEndDate: n.displaysSelf ? (n.displayEndDate ?? null) : null,
    movingOutDate: n.movingOutDate ?? null,
    collateralLender: n.isCollateral ? n.collateralLender : null,
  }));
export type TerminationRequest = z.infer<typeof terminationRequest>;
export type TerminationRequestInput = z.input<typeof terminationRequest>;

/**
 * The notice's fields with the rules of the day the notice is given (`today`, a Helsinki calendar
 * day): the end date is one of the allowed month ends, the moving-out date after today.
 */
export function terminationRequestOn(today: string, noticeMonths: number = NOTICE_MONTHS) {
  return terminationRequest.superRefine((n, ctx) => {
    if (!isAllowedEndDate(n.endDate, today, noticeMonths))
      ctx.addIssue({ code: "custom", path: ["endDate"], message: TV.endDate });
    if (n.movingOutDate && n.movingOutDate <= today)
      ctx.addIssue({ code: "custom", path: ["movingOutDate"], message: TV.movingOutDate });
  });
}

/** POST /api/contract-termination and approval/accept/:id: where to send the browser (the bank). */
export const terminationUrlResponse = z.object({ url: z.string() });
export type TerminationUrlResponse = z.infer<typeof terminationUrlResponse>;

export const terminationParams = z.object({ id: z.uuid({ error: V.invalid }) });
export const terminationFileParams = terminationParams.extend({ fileId: z.uuid({ error: V.invalid }) });

/** A file named on a notice (or just uploaded): its uuid, the name it was sent under, and where it is. */
export const terminationFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** The bytes, always a download; null for a file not yet named on a notice. */
  url: z.string().nullable(),
});
export type TerminationFile = z.infer<typeof terminationFile>;

/**
 * POST /api/contract-termination/identification: the bank's answer as the return page received it
 * (/sopimuksen-irtisanominen?registerSessionId=…&state=…). Confirms the notice or the acceptance
 * the identification was started for.
 */
export const terminationIdentificationRequest = z.strictObject({
  registerSessionId: z.string().min(1, V.required).max(200, V.tooLong),
  state: z.string().min(1, V.required).max(200, V.tooLong),
});

/** A person on the lease and where they stand on the notice. */
export const terminationParty = leaseParty.extend({
  approval: z.enum(PARTY_APPROVALS),
  decidedAt: z.string().nullable(),
  /** The signed-in tenant. */
  self: z.boolean(),
});
export type TerminationParty = z.infer<typeof terminationParty>;

/** A notice as its contract's people see it. */
export const terminationNotice = z.object({
  id: z.string(),
  status: z.enum(TERMINATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  endDate: isoDate,
  movingOutDate: isoDate.nullable(),
  terminationReason: z.enum(TERMINATION_REASONS),
  givingContactInfoAllowed: z.boolean(),
  displaysSelf: z.boolean(),
  displayStartDate: isoDate.nullable(),
  displayEndDate: isoDate.nullable(),
  masterKeyAccessAllowed: z.boolean(),
  hasPetsInApartment: z.boolean(),
  additionalDetails: z.string(),
  isCollateral: z.boolean(),
  collateralLender: z.string().nullable(),
  newAddress,
  fileUuids: z.array(z.string()),
  /** The files named on the notice; empty for residents who are not contract parties. */
  files: z.array(terminationFile),
  /** Empty for residents who are not contract parties: the accounts are the parties' business. */
  beneficiaries: z.array(
    z.object({
      beneficiaryName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      iban: z.string(),
      bic: z.string().nullable(),
      returnPercentage: z.number().int(),
    }),
  ),
  /** Who gave the notice. */
  sender: leaseParty,
  parties: z.array(terminationParty),
  /** The signed-in party is asked to accept or reject this notice now. */
  awaitingMyApproval: z.boolean(),
  /** The landlord's reason when it rejected the notice. */
  rejectionReason: z.string().nullable(),
  /** Where the receipt (PDF) of this notice is. */
  receiptUrl: z.string(),
});
export type TerminationNotice = z.infer<typeof terminationNotice>;

/**
 * GET /api/contract-termination: the contract's latest notice (null: none yet), whether a new one
 * may be given and, for the form, the end dates to choose from and the defaults from the profile.
 */
export const terminationResponse = z.object({
  terminationDisallowedReason: z.enum(TERMINATION_DISALLOWED_REASONS).nullable(),
  notice: terminationNotice.nullable(),
  /** The lease's notice period in calendar months (lease_details.notice_months). */
  noticeMonths: z.number().int(),
  /**
   * The six month ends the form offers (by the lease's notice period), the first the default; none
   * once the lease has ended or its termination is recorded.
   */
  endDates: z.array(isoDate),
  defaults: z.object({
    recipientName: z.string(),
    beneficiary: z.object({ beneficiaryName: z.string(), email: z.string(), phoneNumber: z.string() }),
  }),
});
export type TerminationResponse = z.infer<typeof terminationResponse>;

/**
 * GET /api/termination-branding (public): the foundation's termination flow's name, logo (a path on
 * the portal's own origin, or null) and colours, from the server's configuration.
 */
export const terminationBrandingResponse = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  colors: z.object({ primary: z.string(), onPrimary: z.string() }),
});
export type TerminationBranding = z.infer<typeof terminationBrandingResponse>;

/** Error answers of the termination calls; `reason` with TERMINATION_NOT_ALLOWED. */
export const terminationErrorResponse = z.object({
  error: z.enum(TERMINATION_ERRORS),
  reason: z.enum(TERMINATION_DISALLOWED_REASONS).optional(),
});
export type TerminationErrorResponse = z.infer<typeof terminationErrorResponse>;

/** Staff: the notices awaiting review in the staff member's buildings, oldest first. */
export const terminationReviewQuery = pageQuery.extend({
  state: z.enum(TERMINATION_STATUSES, { error: V.invalid }).optional(),
  building: z.uuid({ error: V.invalid }).optional(),
});
export const terminationReviewItem = z.object({
  id: z.string(),
  status: z.enum(TERMINATION_STATUSES),
  buildingId: z.string(),
  address: z.string(),
  contractNumber: z.string(),
  endDate: isoDate,
  sender: leaseParty,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const terminationReviewPage = page(terminationReviewItem);

/** Staff: one notice with the lease it ends. */
export const terminationReviewDetail = terminationNotice.omit({ awaitingMyApproval: true }).extend({
  buildingId: z.string(),
  address: z.string(),
  contractNumber: z.string(),
  /** The lease's notice period in calendar months. */
  noticeMonths: z.number().int(),
  /**
   * The first end date that period allowed on the day the notice was given: an earlier end date
   * (the lease's period changed since) needs the landlord's agreement.
   */
  earliestEndDate: isoDate,
  /** Set on approval: the deposit refund as recorded. */
  refundPlan: z
    .object({
      expectedOn: isoDate,
      depositAmount: z.number(),
      shares: z.array(
        z.object({
          beneficiaryName: z.string(),
          iban: z.string(),
          bic: z.string().nullable(),
          returnPercentage: z.number().int(),
          amount: z.number(),
        }),
      ),
    })
    .nullable(),
});
export type TerminationReviewDetail = z.infer<typeof terminationReviewDetail>;

/**
 * Staff: POST /api/staff/terminations/:id/review. `from` is the state the reviewer saw (409
 * STALE_STATE when no longer); a rejection needs its reason.
 */
export const terminationReviewRequest = z.discriminatedUnion(
  "decision",
  [
    z.strictObject({ decision: z.literal("approve"), from: z.literal("ready_for_review") }),
    z.strictObject({
      decision: z.literal("reject"),
      from: z.literal("ready_for_review"),
      reason: text(REJECTION_REASON_MAX),
    }),
  ],
  { error: V.invalid },
);
export type TerminationReviewRequest = z.infer<typeof terminationReviewRequest>;
