import type { z } from "zod";
import type { phoneLoginCodeRequest } from "@portal/schemas/phone-sign-in";
import { postJson } from "../../../lib/api.ts";

/** POST /api/phone-login/code: the SMS code → the strong-identification address. */
export async function phoneLoginCode(phoneLoginId: string, code: string) {
  const { phoneLoginCodeResponse } = await import("@portal/schemas/phone-sign-in");
  return phoneLoginCodeResponse.parse(
    await postJson("/api/phone-login/code", {
      phoneLoginId,
      code,
    } satisfies z.input<typeof phoneLoginCodeRequest>),
  );
}
