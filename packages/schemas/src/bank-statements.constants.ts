/*
 * Bank reference payments as plain values: what became of each entry of a camt.054 notification,
 * and the states of a payment the portal could not place on a contract (the staff queue's
 * "bank-payments" kind), which customer service places by hand or marks returned to the payer.
 */
import { defineWorkflow } from "./workflow.constants.ts";

/** What one entry of a statement did: credited now, credited before, undid a credit, queued, or nothing. */
export const BANK_ENTRY_RESULTS = ["created", "duplicate", "reversed", "unmatched", "ignored"] as const;
export type BankEntryResult = (typeof BANK_ENTRY_RESULTS)[number];

/** Why a credit entry was not placed on a contract. */
export const UNMATCHED_REASONS = [
  /** No structured creditor reference. */
  "no_reference",
  /** A reference whose check digits do not hold. */
  "invalid_reference",
  /** A reference of another format (another company's, a free-form RF). */
  "foreign_reference",
  /** A valid Finnish reference no contract has. */
  "unknown_reference",
  /** Not in euros. */
  "currency",
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const BANK_PAYMENT_STATES = ["Unmatched", "Placed", "Returned", "Reversed"] as const;
export type BankPaymentState = (typeof BANK_PAYMENT_STATES)[number];

/**
 * An unmatched payment waits for customer service, who place it on a contract or return it to the
 * payer; the bank's reversal of it ends it (and takes back a placed one's credit).
 */
export const BANK_PAYMENT_WORKFLOW = /* @__PURE__ */ defineWorkflow<BankPaymentState>({
  states: BANK_PAYMENT_STATES,
  initial: "Unmatched",
  transitions: {
    Unmatched: ["Placed", "Returned", "Reversed"],
    Placed: ["Reversed"],
    Returned: [],
    Reversed: [],
  },
  tones: { Unmatched: "waiting", Placed: "done", Returned: "refused", Reversed: "refused" },
});

/** The longest contract number a placing names. */
export const CONTRACT_NUMBER_MAX = 40;

/** The largest statement read: 20 MB, the route's body limit (413 beyond). */
export const BANK_STATEMENT_MAX_BYTES = 20 * 1024 * 1024;
