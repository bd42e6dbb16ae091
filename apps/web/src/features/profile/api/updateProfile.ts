import { profileUpdateResponse } from "@portal/schemas/profile";
import { patchJson } from "../../../lib/api.ts";

export type ProfileUpdate = { phoneNumber: string; email: string; newsletter: boolean };

/** PATCH /api/profile: a changed email answers emailConfirmationRequired and waits for its code. */
export async function updateProfile(body: ProfileUpdate) {
  return profileUpdateResponse.parse(await patchJson("/api/profile", body)).emailConfirmationRequired;
}
