import { z } from "zod";
import { language } from "./common.ts";
import {
  PAYMENT_AMOUNT_KEYS,
  PAYMENT_ERRORS,
  PAYMENT_MAX_CENTS,
  PAYMENT_MIN_CENTS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  eurosToCents,
  paymentAmountError,
} from "./payments.constants.ts";

const K = PAYMENT_AMOUNT_KEYS;

/** Whole cents between the limits; a string, a fraction of a cent or a negative number is refused. */
export const paymentAmountCents = z
  .number({ error: (issue) => (issue.input === undefined ? K.required : K.invalid) })
  .int(K.invalid)
  .min(PAYMENT_MIN_CENTS, K.tooSmall)
  .max(PAYMENT_MAX_CENTS, K.tooLarge);

/**
 * POST /api/payments: pay this much of the signed-in tenant's rent or debt online. The web
 * converts the euro input (eurosToCents). The receipt is mailed in `language` (default: the
 * account's language). `purpose` (default `due`) caps the amount: with `due` at what is owed
 * (400 validation.paymentAmountOverDue), with `advance` at what is owed and the next month's bill
 * (400 validation.paymentAmountOverAdvance); the bank-transfer answer gives both limits.
 */
export const createPaymentRequest = z.strictObject({
  amountCents: paymentAmountCents,
  purpose: z.enum(PAYMENT_PURPOSES, { error: K.invalid }).optional(),
  language: language.optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;

/** 201: send the browser to the provider's hosted payment page. */
export const createPaymentResponse = z.object({
  /** The attempt's id; the result routes carry it back as `?stamp=`. */
  stamp: z.string(),
  href: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

/** A stamp as it comes back in a URL: what the server hands out (UUIDs), nothing longer. */
export const paymentStamp = z.string().regex(/^[0-9a-f-]{36}$/, "validation.invalid");

/** GET /api/payments/:stamp: one attempt of the signed-in tenant (another tenant's stamp: 404). */
export const paymentAttemptResponse = z.object({
  stamp: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  amountEuros: z.number(),
  /** ISO times. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptResponse>;

/** Payment refusals (502 PAYMENT_CREATION_FAILED, 400 PAYMENT_VERIFICATION_FAILED). */
export const paymentErrorResponse = z.object({ error: z.enum(PAYMENT_ERRORS) });

/** The payment page's form: the amount as typed, in euros. */
export const paymentForm = z.object({
  amount: z.string().superRefine((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: "custom", message: K.required });
      return;
    }
    const error = paymentAmountError(eurosToCents(value));
    if (error) ctx.addIssue({ code: "custom", message: error });
  }),
});
export type PaymentForm = z.infer<typeof paymentForm>;
