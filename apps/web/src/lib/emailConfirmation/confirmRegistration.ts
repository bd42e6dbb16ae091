import type { z } from "zod";
import type { registerConfirmationRequest } from "@portal/schemas/sign-up";
import { postJson } from "../api.ts";

/** POST /api/register/confirmation-code: confirms the email with the mailed code (400 InvalidCode / ExpiredCode, 429). */
export async function confirmRegistration(username: string, confirmationCode: string) {
  const { nextStepResponse } = await import("@portal/schemas/sign-up");
  return nextStepResponse.parse(
    await postJson("/api/register/confirmation-code", {
      confirmationCode,
      username,
    } satisfies z.input<typeof registerConfirmationRequest>),
  ).nextStep;
}
