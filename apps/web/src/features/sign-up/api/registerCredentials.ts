import type { z } from "zod";
import type { registerCredentialsRequest } from "@portal/schemas/sign-up";
import { postJson } from "../../../lib/api.ts";

export type RegisterCredentials = z.input<typeof registerCredentialsRequest>;

/** POST /api/register/credentials: 409 USERNAME_UNAVAILABLE, 422 PASSWORD_*, 403 the identification or lease refusals. */
export async function registerCredentials(body: RegisterCredentials) {
  const { nextStepResponse } = await import("@portal/schemas/sign-up");
  return nextStepResponse.parse(await postJson("/api/register/credentials", body)).nextStep;
}
