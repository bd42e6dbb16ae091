import type { TFunction } from "i18next";
import { fieldError } from "../../lib/fieldError.ts";

/**
 * The termination schemas' own keys (validation.iban, validation.percentageSum…) are worded in the
 * page's catalog, so the shared validation catalog every page loads stays as it was; the common
 * keys fall back to it.
 */
export function terminationFieldError(
  t: TFunction,
  message: string | undefined,
  field: string,
): string | undefined {
  if (!message) return undefined;
  const key = message.startsWith("validation.") ? message.slice("validation.".length) : "invalid";
  const own = [`termination:errors.${key}.${field}`, `termination:errors.${key}.default`];
  const found = own.find((k) => t(k, { defaultValue: "" }) !== "");
  return found ? t(found) : fieldError(t, message, field);
}
