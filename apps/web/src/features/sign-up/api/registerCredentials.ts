import { nextStepResponse } from "@portal/schemas/sign-up";
import { postJson } from "../../../lib/api.ts";

export type RegisterCredentials = {
  username: string;
  password: string;
  state: string;
  registerSessionId: string;
};

/** POST /api/register/credentials: 409 USERNAME_UNAVAILABLE, 422 PASSWORD_*, 403 the identification or lease refusals. */
export async function registerCredentials(body: RegisterCredentials) {
  return nextStepResponse.parse(await postJson("/api/register/credentials", body)).nextStep;
}
