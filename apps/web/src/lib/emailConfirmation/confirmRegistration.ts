import { nextStepResponse } from "@portal/schemas/sign-up";
import { postJson } from "../api.ts";

/** POST /api/register/confirmation-code: confirms the email with the mailed code (400 InvalidCode / ExpiredCode, 429). */
export async function confirmRegistration(username: string, confirmationCode: string) {
  return nextStepResponse.parse(
    await postJson("/api/register/confirmation-code", { confirmationCode, username }),
  ).nextStep;
}
