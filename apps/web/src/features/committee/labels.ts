import type { TFunction } from "i18next";
import type { FormType } from "./model.ts";

/**
 * A field's label: the form's own wording when it has one (a meeting's name is its subject), else
 * the common one. `path` is the field's name, inside its group or list: `contactInfo.iban`.
 */
export function fieldLabel(t: TFunction, type: FormType, path: string, values?: Record<string, unknown>) {
  const variant =
    type === "EventInvite" && values?.eventType === "CommunityMeeting" ? "CommunityMeeting" : type;
  return t([`committee-form:labels.${variant}.${path}`, `committee-form:fields.${path}`]);
}

/**
 * A field's error: the schemas answer keys such as 'validation.twoWords'. The committee forms' own
 * keys live in their catalog (loaded with the form), the common ones in the shared validation
 * catalog; a field may have its own wording in either.
 */
export function formFieldError(t: TFunction, message: string | undefined, field: string): string | undefined {
  if (!message) return undefined;
  const key = message.startsWith("validation.") ? message.slice("validation.".length) : "invalid";
  return t([
    `committee-form:validation.${key}.${field}`,
    `committee-form:validation.${key}.default`,
    `validation:${key}.${field}`,
    `validation:${key}.default`,
    "validation:invalid.default",
  ]);
}
