import type { TFunction } from "i18next";

/**
 * Schemas answer with keys such as 'validation.required'; each field may have its own wording
 * ('Sähköpostiosoite on vaadittu.') and falls back to the general one.
 */
export function fieldError(t: TFunction, message: string | undefined, field: string): string | undefined {
  if (!message) return undefined;
  const key = message.startsWith("validation.") ? message.slice("validation.".length) : "invalid";
  return t([`validation:${key}.${field}`, `validation:${key}.default`, "validation:invalid.default"]);
}
