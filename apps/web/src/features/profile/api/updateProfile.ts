import type { z } from "zod";
import type { profileUpdateRequest } from "@portal/schemas/profile";
import { patchJson } from "../../../lib/api.ts";

export type ProfileUpdate = z.input<typeof profileUpdateRequest>;

/** PATCH /api/profile: a changed email answers emailConfirmationRequired and waits for its code. */
export async function updateProfile(body: ProfileUpdate) {
  const { profileUpdateResponse } = await import("@portal/schemas/profile");
  return profileUpdateResponse.parse(await patchJson("/api/profile", body)).emailConfirmationRequired;
}
