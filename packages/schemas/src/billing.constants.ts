/*
 * Billing rules as plain values, without the validation library, so the billing, debt and home
 * pages can render with them before (or without) loading the schemas.
 */

/** The first billing period the history shows: 1 April 2025 ("YYYY-MM"). */
export const HISTORY_START = "2025-04";
/** The default range starts this many months before the newest period. */
export const RANGE_MONTHS_BEFORE = 2;
/** The debt card needs some debt whose due date lies more than this many days before today. */
export const DEBT_CARD_MIN_AGE_DAYS = 7;
/** Rent paid up to this many days late counts as a delay: no penalty interest is charged. */
export const LATE_GRACE_DAYS = 3;
/** Penalty interest is the Finnish reference rate plus this many percentage points (Korkolaki 4 §). */
export const PENALTY_INTEREST_MARGIN_PERCENT = 7;
/** Bank transfers show in the ledger after this many banking days. */
export const BANK_TRANSFER_DAYS = { min: 3, max: 5 } as const;

/** The balance of a period: below zero something remains to pay, above zero it is paid ahead. */
export const BALANCE_LABELS = ["remaining", "advance", "upToDate"] as const;
export type BalanceLabel = (typeof BALANCE_LABELS)[number];

/** What a bill line is for; the web translates these, `reasonName`/`nameOnBill` is the bill's own text. */
export const BILL_REASONS = [
  "rent",
  "water",
  "sauna",
  "parking",
  "collectionCosts",
  "penaltyInterest",
  "other",
] as const;
export type BillReason = (typeof BILL_REASONS)[number];

/** The history page's filter. */
export const HISTORY_FILTERS = ["all", "billed", "paid"] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** Where a received payment came from: a bank transfer with a reference, or the online payment. */
export const PAYMENT_SOURCES = ["bank", "online"] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
