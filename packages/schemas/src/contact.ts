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

/** Finnish mobile numbers as people type them: 040 123 4567, +358 40 123 4567, 0401234567. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, V.required)
  .max(PHONE_NUMBER_MAX, V.tooLong)
  .regex(/^\+?[0-9 ()-]{6,20}$/, "validation.phone");

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
