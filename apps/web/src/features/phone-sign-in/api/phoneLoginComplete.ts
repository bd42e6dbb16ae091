import { phoneLoginCompleteResponse } from "@portal/schemas/phone-sign-in";
import { postJson } from "../../../lib/api.ts";

export type PhoneLoginComplete = {
  registerSessionId: string;
  state: string;
  email: string;
  phoneNumber: string;
};

/** POST /api/phone-login/complete: saves the contact details and answers with a new session id. */
export async function phoneLoginComplete(body: PhoneLoginComplete) {
  return phoneLoginCompleteResponse.parse(await postJson("/api/phone-login/complete", body));
}
