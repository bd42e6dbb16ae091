import type { z } from "zod";
import type { phoneLoginCompleteRequest } from "@portal/schemas/phone-sign-in";
import { postJson } from "../../../lib/api.ts";

export type PhoneLoginComplete = z.input<typeof phoneLoginCompleteRequest>;

/** POST /api/phone-login/complete: saves the contact details and answers with a new session id. */
export async function phoneLoginComplete(body: PhoneLoginComplete) {
  const { phoneLoginCompleteResponse } = await import("@portal/schemas/phone-sign-in");
  return phoneLoginCompleteResponse.parse(await postJson("/api/phone-login/complete", body));
}
