import type { z } from "zod";
import type { phoneLoginStartRequest } from "@portal/schemas/phone-sign-in";
import { postJson } from "../../../lib/api.ts";

/** POST /api/phone-login/start: texts a code to the number (404 USER_NOT_FOUND). */
export async function phoneLoginStart(phoneNumber: string) {
  const { phoneLoginStartResponse } = await import("@portal/schemas/phone-sign-in");
  return phoneLoginStartResponse.parse(
    await postJson("/api/phone-login/start", {
      phoneNumber,
    } satisfies z.input<typeof phoneLoginStartRequest>),
  ).phoneLoginId;
}
