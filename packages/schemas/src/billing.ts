import { z } from "zod";
import { isoDate } from "./common.ts";
import { BILL_REASONS } from "./billing.constants.ts";

/*
 * Responses of GET /api/billing/*. Fields the specification names (`amountEuros`, `sumBefore`,
 * `currentDue`, `monthlyRent`…) carry euros as numbers with at most two decimals; fields added here
 * carry integer cents and say so in their name (`amountCents`). Dates are "YYYY-MM-DD".
 */

/** Euros with at most two decimals (converted from integer cents at the edge). */
export const euros = z.number().multipleOf(0.01);
export const cents = z.number().int();
export const billReason = z.enum(BILL_REASONS);

/** A bill line as the history shows it. `reasonName` is the text on the bill, `reason` its kind. */
export const billedItem = z.object({
  reason: billReason,
  reasonName: z.string(),
  amountEuros: euros,
  dueDate: isoDate,
});
export type BilledItem = z.infer<typeof billedItem>;

export const paidItem = z.object({
  payerName: z.string(),
  amountEuros: euros,
  paidDate: isoDate,
});
export type PaidItem = z.infer<typeof paidItem>;

/**
 * One calendar month of the ledger. Balances are paid minus billed, in euros: sumBefore at the
 * period's start, sumAfter at its end (below zero: remaining, above zero: advance).
 */
export const billingHistoryItem = z.object({
  startDate: isoDate,
  endDate: isoDate,
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  isCurrent: z.boolean(),
  sumBefore: euros,
  sumAfter: euros,
  /**
   * What of this period's own bill lines is still unpaid (payments pay the oldest lines first);
   * sumAfter is the running balance of every period up to this one.
   */
  monthUnpaid: euros,
  billed: z.array(billedItem),
  paid: z.array(paidItem),
});
export type BillingHistoryItem = z.infer<typeof billingHistoryItem>;

/** GET /api/billing/history: every month from 1 April 2025 (or the lease start), newest first. */
export const billingHistoryResponse = z.object({ items: z.array(billingHistoryItem) });
export type BillingHistoryResponse = z.infer<typeof billingHistoryResponse>;

/**
 * GET /api/billing/current: the current period's bill. totalRent is what the period bills;
 * difference is what of it is still unpaid after payments were allocated (oldest first); debt is
 * what is unpaid of lines whose due date has passed; dueDate is the period's due date (null when
 * nothing is billed this month). `lines` are the home page's rent card.
 */
export const currentBillResponse = z.object({
  totalRent: euros,
  difference: euros,
  debt: euros,
  dueDate: isoDate.nullable(),
  periodStartDate: isoDate,
  periodEndDate: isoDate,
  lines: z.array(billedItem),
});
export type CurrentBillResponse = z.infer<typeof currentBillResponse>;

export const billingTarget = z.object({
  reason: billReason,
  nameOnBill: z.string(),
  amountEuros: euros,
});
export type BillingTarget = z.infer<typeof billingTarget>;

/**
 * GET /api/billing/targets: what each month bills today. monthlyRent and waterPrepayment (null when
 * water is not prepaid) are also in `targets`, with the rest (parking, sauna…); total is their sum.
 */
export const billingTargetsResponse = z.object({
  monthlyRent: euros,
  waterPrepayment: euros.nullable(),
  total: euros,
  targets: z.array(billingTarget),
});
export type BillingTargetsResponse = z.infer<typeof billingTargetsResponse>;

/** An unpaid, overdue bill line: what remains of it after payments (`currentDue`). */
export const debtByTarget = z.object({
  reason: billReason,
  nameOnBill: z.string(),
  currentDue: euros,
  dueDate: isoDate,
});
export type DebtByTarget = z.infer<typeof debtByTarget>;

export const debtMonth = z.object({
  /** "YYYY-MM" of the billing period the lines belong to. */
  yearMonth: z.string().regex(/^\d{4}-\d{2}$/),
  debtByTarget: z.array(debtByTarget),
  /** The month's lines together. */
  sum: euros,
});
export type DebtMonth = z.infer<typeof debtMonth>;

/**
 * GET /api/billing/debt: computed from the ledger (bills minus payments, payments allocated to the
 * oldest due lines first); lines count once their due date has passed. currentDue is the total.
 * Months oldest first.
 */
export const debtResponse = z.object({
  currentDue: euros,
  debtByMonth: z.array(debtMonth),
});
export type DebtResponse = z.infer<typeof debtResponse>;

/** GET /api/billing/security-deposit: money and voucher amounts (both 0: no deposit). */
export const securityDepositResponse = z.object({
  amount: euros,
  voucher: z.object({ amount: euros }),
  dueDate: isoDate.nullable(),
});
export type SecurityDepositResponse = z.infer<typeof securityDepositResponse>;

/**
 * GET /api/billing/bank-transfer: what paying from one's own bank needs. The IBAN and the
 * references are in their electronic form (no spaces); the web groups them for reading only.
 * amountDueCents is everything unpaid (overdue and the current bill), minus nothing paid ahead;
 * virtualBarcode is the 54-digit Finnish virtual bank barcode (version 4, national reference) for
 * that amount and dueDate, virtualBarcodeRf the same with the RF reference (version 5).
 */
export const bankTransferResponse = z.object({
  recipientName: z.string(),
  iban: z.string(),
  bic: z.string(),
  referenceNumber: z.string().regex(/^\d{4,20}$/),
  rfReference: z.string().regex(/^RF\d{2}[0-9A-Z]{1,21}$/),
  amountDueCents: cents.nonnegative(),
  /** The most that may be paid ahead on top of amountDueCents: the next month's bill less what is already paid ahead. */
  advanceMaxCents: cents.nonnegative(),
  dueDate: isoDate.nullable(),
  virtualBarcode: z.string().regex(/^4\d{53}$/),
  virtualBarcodeRf: z.string().regex(/^5\d{53}$/),
});
export type BankTransferResponse = z.infer<typeof bankTransferResponse>;
