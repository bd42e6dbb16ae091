/*
 * Lease termination's plain values: the notice's states, reasons, limits and error codes. The
 * termination page renders with them before the schemas load; the server moves states by the
 * same table.
 */
import { defineWorkflow } from "./workflow.constants.ts";

/** Where the tenant's termination pages live (the lease page's terminate link). */
export { TERMINATION_PATH } from "./lease.constants.ts";

/**
 * A notice waits for every other contract party's acceptance (`pending_tenant_approval`), then for
 * the landlord's review (`ready_for_review`), which approves or rejects it. A rejection by a
 * contract party also ends it (`rejected`); a new notice may then be given.
 */
export const TERMINATION_STATUSES = [
  "pending_tenant_approval",
  "ready_for_review",
  "approved",
  "rejected",
] as const;
export type TerminationStatus = (typeof TERMINATION_STATUSES)[number];

// Pure: the web pages, which need only the limits and lists here, leave the workflow kit out.
export const TERMINATION_WORKFLOW = /* @__PURE__ */ defineWorkflow<TerminationStatus>({
  states: TERMINATION_STATUSES,
  initial: "pending_tenant_approval",
  transitions: {
    pending_tenant_approval: ["ready_for_review", "rejected"],
    ready_for_review: ["approved", "rejected"],
    approved: [],
    rejected: [],
  },
  tones: {
    pending_tenant_approval: "waiting",
    ready_for_review: "active",
    approved: "done",
    rejected: "refused",
  },
});
/** The states in which a notice is still open: no second notice may be given meanwhile. */
export const OPEN_TERMINATION_STATUSES = ["pending_tenant_approval", "ready_for_review"] as const;

/** The specification's 18 reasons, in its order. */
export const TERMINATION_REASONS = [
  "apartment_size",
  "area_poor_services",
  "buying_property",
  "disturbing_neighbours_or_building",
  "family_size_change",
  "housing_costs",
  "move_due_work",
  "move_to_another_apartment_of_same_owner",
  "move_to_another_municipality",
  "move_to_another_rental",
  "move_to_care_home_or_hospital",
  "move_to_right_of_occupancy",
  "poor_apartment_condition",
  "poor_apartment_equipment_or_properties",
  "poor_property_condition",
  "poor_property_maintenance",
  "poor_transportation_options",
  "other",
] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];

/**
 * The 14 reasons the form offers (sorted by label in the page's language). The four left out are
 * finer shades of the ones offered (docs/design/termination.md); the server accepts all 18.
 */
export const FORM_TERMINATION_REASONS = TERMINATION_REASONS.filter(
  (reason) =>
    reason !== "area_poor_services" &&
    reason !== "poor_apartment_equipment_or_properties" &&
    reason !== "poor_property_maintenance" &&
    reason !== "poor_transportation_options",
) as readonly TerminationReason[];

/** How many month ends the form offers, starting from the first one the notice period allows. */
export const END_DATE_CHOICES = 6;
/** The tenant's notice period in calendar months, counted from the end of the month notice is given. */
export const NOTICE_MONTHS = 1;
/** Roughly when the deposit is refunded: this many months after the lease ends. */
export const DEPOSIT_REFUND_MONTHS = 1;

/** newAddress' text fields and a beneficiary's name and the collateral lender: 1 to 100 characters. */
export const TEXT_FIELD_MAX = 100;
export const POSTAL_CODE_LENGTH = 5;
export const ADDITIONAL_DETAILS_MAX = 1000;
/** The landlord's reason for rejecting a notice. */
export const REJECTION_REASON_MAX = 1000;
export const RETURN_PERCENTAGE_MIN = 1;
export const RETURN_PERCENTAGE_MAX = 100;
/** Beneficiaries of the deposit refund on one notice. */
export const BENEFICIARIES_MAX = 10;
/** Attachments named on one notice. */
export const FILE_UUIDS_MAX = 5;
/**
 * Files an account may hold uploaded but not yet named on a notice: a form's worth twice over, so
 * a tenant can change their mind, but no storage to fill.
 */
export const UNATTACHED_FILES_MAX = 2 * FILE_UUIDS_MAX;
/** The multipart field of POST /api/contract-termination/files. */
export const TERMINATION_FILE_FIELD = "file";
/** Longest original file name kept (longer names are cut). */
export const FILE_NAME_MAX = 200;

/** Where a person on the lease stands on a notice: the one who gave it, a party asked, or informed. */
export const PARTY_APPROVALS = ["sender", "pending", "accepted", "rejected", "informed"] as const;
export type PartyApproval = (typeof PARTY_APPROVALS)[number];

/** What a strong identification confirms: one's own notice, or one's acceptance of another's. */
export const TERMINATION_CONFIRMATIONS = ["submit", "accept"] as const;
export type TerminationConfirmation = (typeof TERMINATION_CONFIRMATIONS)[number];

/**
 * Error codes of the termination calls (besides VALIDATION, NOT_FOUND, STALE_STATE):
 * - TERMINATION_NOT_ALLOWED (409): the contract refuses a notice now; `reason` says why.
 * - NOT_AWAITING_APPROVAL (409): the signed-in party has no decision to make on this notice.
 * - IDENTIFICATION_FAILED / IDENTIFICATION_EXPIRED / IDENTIFICATION_OTHER_BROWSER (400): the bank
 *   round trip cannot be used.
 * - IDENTIFICATION_WRONG_PERSON (403): the bank identified someone other than the contract party.
 */
export const TERMINATION_ERRORS = [
  "TERMINATION_NOT_ALLOWED",
  "NOT_AWAITING_APPROVAL",
  "IDENTIFICATION_FAILED",
  "IDENTIFICATION_EXPIRED",
  "IDENTIFICATION_OTHER_BROWSER",
  "IDENTIFICATION_WRONG_PERSON",
] as const;
export type TerminationError = (typeof TERMINATION_ERRORS)[number];
