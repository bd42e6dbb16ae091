import type { z } from "zod";
import type { emailConfirmRequest } from "@portal/schemas/profile";
import { postJson } from "../../../lib/api.ts";

/** POST /api/profile/email/confirm: the code mailed to the new address makes it the account's email. */
export async function confirmEmail(code: string): Promise<string> {
  const answer = await postJson("/api/profile/email/confirm", { code } satisfies z.input<
    typeof emailConfirmRequest
  >);
  const { emailConfirmResponse } = await import("@portal/schemas/profile");
  return emailConfirmResponse.parse(answer).email;
}
