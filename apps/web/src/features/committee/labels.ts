import type { TFunction } from "i18next";
import type { FormType } from "./model.ts";

/**
 * A field's label: the form's own wording when it has one (a meeting's name is its subject), else
 * the common one. `path` is the field's name, inside its group or list: `contactInfo.iban`.
 */
export function fieldLabel(t: TFunction, type: FormType, path: string, values?: Record<string, unknown>) {
  const variant =
    type === "EventInvite" && values?.eventType === "CommunityMeeting" ? "CommunityMeeting" : type;
  return t([`committee:labels.${variant}.${path}`, `committee:fields.${path}`]);
}
