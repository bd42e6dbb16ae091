/*
 * The lease agreement's kinds and the reasons a lease cannot be terminated online, as plain
 * values: the lease page and its print layout render with them before the schemas load.
 */

/** Kind of lease: an ordinary home, a student home or a senior home. */
export const LEASE_TYPES = ["residential", "student", "senior"] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];

/** How water is charged: a fixed amount per resident, or by the apartment's meter. */
export const WATER_BILLING = ["perPerson", "consumption"] as const;
export type WaterBilling = (typeof WATER_BILLING)[number];

/**
 * The contract's flags in the specification's order. When termination is not allowed, the reason is
 * the first flag set in this order (`general` when none is but termination is still refused).
 */
export const CONTRACT_FLAGS = [
  "contract_terminated",
  "pending_termination_tenant_approvals",
  "pending_termination_review",
  "is_estate_contract",
  "has_guardian_of_interests",
  "missing_resident_users",
  "not_contract_party",
  "tenants_with_undetermined_age",
  "has_company_tenant",
  "pending_modification_request",
] as const;
export type ContractFlag = (typeof CONTRACT_FLAGS)[number];

export const TERMINATION_DISALLOWED_REASONS = [...CONTRACT_FLAGS, "general"] as const;
export type TerminationDisallowedReason = (typeof TERMINATION_DISALLOWED_REASONS)[number];

/** Where the lease page's terminate link leads. */
export const TERMINATION_PATH = "/sopimuksen-irtisanominen";

/**
 * The refusal of an act on the apartment or the building (a booking, a weekly turn, a calendar
 * feed, a fault report) by a household whose lease has ended, or for a day after its end date. The
 * tenant may still sign in for 30 days to read, pay and write to customer service.
 */
export const CONTRACT_ENDED = "CONTRACT_ENDED";
export type ContractEndedError = typeof CONTRACT_ENDED;
