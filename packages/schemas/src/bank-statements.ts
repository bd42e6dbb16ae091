import { z } from "zod";
import {
  BANK_ENTRY_RESULTS,
  BANK_PAYMENT_STATES,
  CONTRACT_NUMBER_MAX,
  UNMATCHED_REASONS,
} from "./bank-statements.constants.ts";
import { V } from "./common.ts";

/** One payment of a statement and what became of it. */
export const bankStatementItem = z.object({
  /** The bank's reference of the payment (AcctSvcrRef). */
  entryRef: z.string(),
  result: z.enum(BANK_ENTRY_RESULTS),
  amountCents: z.number().int(),
  /** Money in (a payment) or out (a reversal). */
  credit: z.boolean(),
  reference: z.string().nullable(),
  /** Why it was queued for customer service (result unmatched). */
  reason: z.enum(UNMATCHED_REASONS).nullable(),
});

/**
 * 200 to POST /api/integration/bank-statements: the statement's payments counted by what became of
 * each, and each one. Sending the same statement again answers every credit as a duplicate.
 */
export const bankStatementResponse = z.object({
  messageId: z.string(),
  created: z.number().int(),
  duplicate: z.number().int(),
  reversed: z.number().int(),
  unmatched: z.number().int(),
  ignored: z.number().int(),
  items: z.array(bankStatementItem),
});
export type BankStatementResponse = z.infer<typeof bankStatementResponse>;

/** 400 to a statement refused whole: the line of the document and why. */
export const bankStatementRefusal = z.object({
  error: z.literal("MALFORMED_STATEMENT"),
  line: z.number().int(),
  reason: z.string(),
});

/** GET /api/staff/bank-payments/:id: a payment the portal could not place, as customer service sees it. */
export const bankPaymentItem = z.object({
  id: z.uuid(),
  state: z.enum(BANK_PAYMENT_STATES),
  reason: z.enum(UNMATCHED_REASONS),
  amountCents: z.number().int(),
  currency: z.string(),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  bookingDate: z.string(),
  entryRef: z.string(),
  account: z.string(),
  building: z.object({ id: z.uuid(), name: z.string() }),
  /** The contract it was placed on. */
  contract: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BankPaymentItem = z.infer<typeof bankPaymentItem>;

/**
 * POST /api/staff/bank-payments/:id/place: credit the payment to the contract of this number
 * (404 when no such contract in the staff member's buildings; 409 when the payment is no longer
 * unmatched).
 */
export const placeBankPaymentRequest = z.strictObject({
  contractNumber: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(CONTRACT_NUMBER_MAX, V.tooLong),
});
export type PlaceBankPaymentRequest = z.infer<typeof placeBankPaymentRequest>;
