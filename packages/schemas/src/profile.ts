import { z } from "zod";
import { confirmationCode } from "./codes.ts";
import { isoDate, language } from "./common.ts";
import { email, phoneNumber } from "./contact.ts";

export const address = z.object({
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
});
export type Address = z.infer<typeof address>;

/** GET /api/profile: the session check and everything the home page greeting needs. */
export const profileResponse = z.object({
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

/** PATCH /api/profile: what a tenant may change. A new email needs its code confirmed first. */
export const profileUpdateRequest = z.strictObject({
  phoneNumber,
  email,
  newsletter: z.boolean(),
});
export const profileUpdateResponse = z.object({ emailConfirmationRequired: z.boolean() });
/** POST /api/profile/email/confirm */
export const emailConfirmRequest = z.strictObject({ code: confirmationCode });
export const emailConfirmResponse = z.object({ email: z.string() });
/** 409: the address belongs to another account. Code errors use codeErrorResponse (codes). */
export const profileErrorResponse = z.object({ error: z.enum(["USERNAME_UNAVAILABLE"]) });
