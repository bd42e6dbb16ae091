import { z } from "zod";
import { isoDate, language } from "./common.ts";

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
