import type { TFunction } from "i18next";
import { fieldError } from "../../../lib/fieldError.ts";

/**
 * A field's message: the exchange's own wording for its fields (exchange:validation), else the
 * shared one. The exchange's wordings stay in its own catalog, off every other page's download.
 */
export function fieldMessage(t: TFunction, message: string | undefined, field: string): string | undefined {
  if (!message) return undefined;
  const key = message.startsWith("validation.") ? message.slice("validation.".length) : "invalid";
  const own = `exchange:validation.${key}.${field}`;
  return t(own, { defaultValue: "" }) || fieldError(t, message, field);
}
