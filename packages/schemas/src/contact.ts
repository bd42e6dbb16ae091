import { z } from "zod";
import { V } from "./common.ts";

/** The longest address SMTP can deliver to (RFC 5321 path limit less the brackets). */
export const EMAIL_MAX = 254;
/** Room for a number typed with spaces, dashes, brackets and a country code. */
export const PHONE_NUMBER_MAX = 30;

/** An email address as typed: trimmed and lower-cased, so one address is one account. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, V.required)
  .max(EMAIL_MAX, V.tooLong)
  .pipe(z.email(V.email));

/**
 * One spelling per number, so the number people type matches the one on file: separators go,
 * 00 becomes +, and a Finnish national number (040 …) gets the country code (+358 40 …).
 */
export function normalisePhoneNumber(input: string): string {
  const compact = input.trim().replace(/[\s()-]/g, "");
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `+358${compact.slice(1)}`;
  return compact;
}

/** As typed: digits and the separators people use, with at most a leading +. */
const TYPED = /^\+?[0-9 ()-]+$/;
/** E.164: a country code and number of 7 to 15 digits in all, never starting with 0. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** Finland's national numbers (after +358) are 5 to 12 digits and never start with 0. */
const FINNISH = /^\+358[1-9]\d{4,11}$/;

/**
 * The one rule for a phone number, used by the forms and the server alike: after
 * normalisePhoneNumber it must be a real E.164 number (a Finnish one of a plausible length).
 * No phone library: a full numbering-plan database would outweigh the web's whole budget.
 */
export function isPhoneNumber(input: string): boolean {
  if (!TYPED.test(input.trim())) return false;
  const number = normalisePhoneNumber(input);
  return E164.test(number) && (!number.startsWith("+358") || FINNISH.test(number));
}

/** Numbers as people type them: 040 123 4567, +358 40 123 4567, 0401234567, 00 46 70 123 4567. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, V.required)
  .max(PHONE_NUMBER_MAX, V.tooLong)
  .refine(isPhoneNumber, "validation.phone");
