import { z } from "zod";
import { confirmationCode } from "./codes.ts";
import { V, isoDate, language } from "./common.ts";
import { email, phoneNumber } from "./contact.ts";
import { PASSWORD_INPUT_MAX, PASSWORD_MAX } from "./password.constants.ts";
import { withConfirmation } from "./password.ts";
import { REAUTHENTICATION_ERRORS } from "./profile.constants.ts";

export const address = z.object({
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
});
export type Address = z.infer<typeof address>;

/** GET /api/profile: the session check and everything the home page greeting needs. */
export const profileResponse = z.object({
  /**
   * The tenant's customer number (customer-number.rules.ts): customer service asks for it to view the
   * tenant's pages (targetTenantId).
   */
  customerNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  visited: z.boolean(),
  newsletter: z.boolean(),
  protectionOrder: z.boolean(),
  language,
  /** A new address waiting for its code; the old one stays in use until then. */
  pendingEmail: z.string().nullable().optional(),
  /** A new phone number waiting for its SMS code; the old one stays in use until then. */
  pendingPhoneNumber: z.string().nullable().optional(),
  /** When this session was opened (ISO time): a recent sign-in stands in for the current password. */
  signedInAt: z.string().optional(),
  contract: z.object({
    id: z.string(),
    startDate: isoDate,
    endDate: isoDate.nullable(),
    postalAddress: address,
    /** m2, one decimal */
    area: z.number(),
  }),
});
export type Profile = z.infer<typeof profileResponse>;

/** The current password as typed to allow a change; judged only by the server. */
const currentPassword = z.string().max(PASSWORD_MAX, V.tooLong);

/**
 * PATCH /api/profile: what a tenant may change. A new email or phone number needs its code
 * confirmed first, and the current password unless the sign-in was recent (REAUTHENTICATION_WINDOW_MS).
 */
export const profileUpdateRequest = z.strictObject({
  phoneNumber,
  email,
  newsletter: z.boolean(),
  currentPassword: currentPassword.optional(),
});
export const profileUpdateResponse = z.object({
  emailConfirmationRequired: z.boolean(),
  phoneConfirmationRequired: z.boolean(),
});
/** PUT /api/profile/language: the language chosen on a page while signed in, for later mail and SMS. */
export const profileLanguageRequest = z.strictObject({ language });

/** POST /api/profile/email/confirm */
export const emailConfirmRequest = z.strictObject({ code: confirmationCode });
export const emailConfirmResponse = z.object({ email: z.string() });
/** POST /api/profile/phone/confirm: the SMS code sent to the new number. */
export const phoneConfirmRequest = z.strictObject({ code: confirmationCode });
export const phoneConfirmResponse = z.object({ phoneNumber: z.string() });

/** POST /api/profile/password: always with the current password. Other sessions end. */
export const passwordChangeRequest = z.strictObject({
  currentPassword: currentPassword.min(1, V.required),
  newPassword: z.string().min(1, V.required).max(PASSWORD_INPUT_MAX, V.tooLong),
});
/** The profile's password form: the current password, the new one and its confirmation. */
export const passwordChangeForm = withConfirmation({ currentPassword: currentPassword.min(1, V.required) });
/** 403: the change needs the current password, or the one given was wrong. */
export const reauthenticationErrorResponse = z.object({ error: z.enum(REAUTHENTICATION_ERRORS) });
/** 409: the address belongs to another account. Code errors use codeErrorResponse (codes). */
export const profileErrorResponse = z.object({ error: z.enum(["USERNAME_UNAVAILABLE"]) });
