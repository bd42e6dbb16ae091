import type { z } from "zod";
import type { registerInitiateRequest } from "@portal/schemas/sign-up";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { frameQuery } from "../../../lib/accountPaths.ts";
import { postJson } from "../../../lib/api.ts";

/**
 * POST /api/register/initiate → the strong-identification address the browser goes to; the bank
 * returns to the sign-up page of `frame`.
 */
export async function registerInitiate(
  flowType: z.input<typeof registerInitiateRequest>["flowType"],
  frame: IdentificationFrame,
) {
  const { registerInitiateResponse } = await import("@portal/schemas/sign-up");
  return registerInitiateResponse.parse(
    await postJson(`/api/register/initiate${frameQuery(frame)}`, {
      flowType,
    } satisfies z.input<typeof registerInitiateRequest>),
  );
}
