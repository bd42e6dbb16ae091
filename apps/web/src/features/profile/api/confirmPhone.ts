import type { z } from "zod";
import type { phoneConfirmRequest } from "@portal/schemas/profile";
import { postJson } from "../../../lib/api.ts";

/** POST /api/profile/phone/confirm: the SMS code sent to the new number makes it the account's number. */
export async function confirmPhone(code: string): Promise<string> {
  const answer = await postJson("/api/profile/phone/confirm", { code } satisfies z.input<
    typeof phoneConfirmRequest
  >);
  const { phoneConfirmResponse } = await import("@portal/schemas/profile");
  return phoneConfirmResponse.parse(answer).phoneNumber;
}
