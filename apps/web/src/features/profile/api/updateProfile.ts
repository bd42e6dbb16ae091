import type { z } from "zod";
import type { profileUpdateRequest } from "@portal/schemas/profile";
import { patchJson } from "../../../lib/api.ts";

export type ProfileUpdate = z.input<typeof profileUpdateRequest>;

/**
 * PATCH /api/profile: a changed email or phone number waits for its code (the answer says which).
 * 403 asks for the current password, 409 means another account has the email, 429 too many tries.
 */
export async function updateProfile(body: ProfileUpdate) {
  const { profileUpdateResponse } = await import("@portal/schemas/profile");
  return profileUpdateResponse.parse(await patchJson("/api/profile", body));
}
