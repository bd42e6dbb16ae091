/*
 * Online payment limits, states and codes as plain values, without the validation library: the
 * payment page and the result modal render with them before payments.ts loads.
 */

/** The least a tenant may pay online: 1 euro. */
export const PAYMENT_MIN_CENTS = 100;
/**
 * The most one online payment may be: 10 000 euros. Far above any debt a tenant has, low enough
 * that a typo (an extra zero or two) is caught before the bank asks.
 */
export const PAYMENT_MAX_CENTS = 1_000_000;

/** An attempt's state: waiting for the provider, paid, or cancelled or failed at the provider. */
export const PAYMENT_STATUSES = ["pending", "ok", "fail"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment refusals the web translates:
 * - PAYMENT_CREATION_FAILED (502): the provider could not start the payment; nothing was charged.
 * - PAYMENT_INTERRUPTED: the attempt ended without money (cancelled or refused at the provider).
 * - PAYMENT_VERIFICATION_FAILED (400): a return or callback whose signature, account, amount or
 *   stamp does not match an attempt; nothing changes.
 */
export const PAYMENT_ERRORS = [
  "PAYMENT_CREATION_FAILED",
  "PAYMENT_INTERRUPTED",
  "PAYMENT_VERIFICATION_FAILED",
] as const;
export type PaymentError = (typeof PAYMENT_ERRORS)[number];

/**
 * What a payment is for: `due`, what is owed (all of it or a part, never more), or `advance`, paying
 * ahead, which settles what is owed first and then at most the next month's bill.
 */
export const PAYMENT_PURPOSES = ["due", "advance"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Validation keys of the amount field. */
export const PAYMENT_AMOUNT_KEYS = {
  required: "validation.required",
  invalid: "validation.paymentAmountInvalid",
  tooSmall: "validation.paymentAmountTooSmall",
  tooLarge: "validation.paymentAmountTooLarge",
  overDue: "validation.paymentAmountOverDue",
  overAdvance: "validation.paymentAmountOverAdvance",
} as const;

/**
 * The validation key when `cents` is more than the purpose allows (`dueCents` owed, and paying ahead
 * `advanceMaxCents` more), or null.
 */
export function paymentAmountOverLimit(
  cents: number,
  purpose: PaymentPurpose,
  limits: { dueCents: number; advanceMaxCents: number },
): string | null {
  if (purpose === "due") return cents > limits.dueCents ? PAYMENT_AMOUNT_KEYS.overDue : null;
  return cents > limits.dueCents + limits.advanceMaxCents ? PAYMENT_AMOUNT_KEYS.overAdvance : null;
}

/** Where the server sends the browser back to after the provider; `?stamp=` names the attempt. */
export const PAYMENT_SUCCESS_PATH = "/vuokrani/maksutiedot/onnistui";
export const PAYMENT_ERROR_PATH = "/vuokrani/maksutiedot/virhe";

/**
 * A euro amount as a tenant types it ("12", "12,5", "1 234,50", "12.50") in whole cents, or null
 * when it is not one. At most two decimals; no sign, no exponent.
 */
export function eurosToCents(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f€]/g, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The validation key for an amount in cents, or null when it may be paid. */
export function paymentAmountError(cents: number | null): string | null {
  if (cents === null || !Number.isSafeInteger(cents)) return PAYMENT_AMOUNT_KEYS.invalid;
  if (cents < PAYMENT_MIN_CENTS) return PAYMENT_AMOUNT_KEYS.tooSmall;
  if (cents > PAYMENT_MAX_CENTS) return PAYMENT_AMOUNT_KEYS.tooLarge;
  return null;
}
