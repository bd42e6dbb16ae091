import type { ContactRequestInput } from "@portal/schemas/messages";
import { postJson } from "../../../lib/api.ts";

/** POST /api/contact-request: a message to customer service; answered 200. */
export async function sendMessage(body: ContactRequestInput): Promise<void> {
  await postJson("/api/contact-request", body);
}
