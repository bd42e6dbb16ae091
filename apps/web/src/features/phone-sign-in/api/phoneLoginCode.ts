import type { z } from "zod";
import type { phoneLoginCodeRequest } from "@portal/schemas/phone-sign-in";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { frameQuery } from "../../../lib/accountPaths.ts";
import { postJson } from "../../../lib/api.ts";

/**
 * POST /api/phone-login/code: the SMS code → the strong-identification address; the bank returns to
 * the phone sign-in page of `frame`.
 */
export async function phoneLoginCode(phoneLoginId: string, code: string, frame: IdentificationFrame) {
  const { phoneLoginCodeResponse } = await import("@portal/schemas/phone-sign-in");
  return phoneLoginCodeResponse.parse(
    await postJson(`/api/phone-login/code${frameQuery(frame)}`, {
      phoneLoginId,
      code,
    } satisfies z.input<typeof phoneLoginCodeRequest>),
  );
}
