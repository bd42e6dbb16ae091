import type { ContactRequestInput } from "@portal/schemas/messages";
import { postJson } from "../../../lib/api.ts";

/** POST /api/contact-request: a message to customer service; answered 200 with its id. */
export async function sendContactRequest(body: ContactRequestInput): Promise<string> {
  const answer = await postJson("/api/contact-request", body);
  const { contactRequestResponse } = await import("@portal/schemas/messages");
  return contactRequestResponse.parse(answer).id;
}
