import type { z } from "zod";
import type { registerInitiateRequest } from "@portal/schemas/sign-up";
import { postJson } from "../../../lib/api.ts";

/** POST /api/register/initiate → the strong-identification address the browser goes to. */
export async function registerInitiate(flowType: z.input<typeof registerInitiateRequest>["flowType"]) {
  const { registerInitiateResponse } = await import("@portal/schemas/sign-up");
  return registerInitiateResponse.parse(
    await postJson("/api/register/initiate", {
      flowType,
    } satisfies z.input<typeof registerInitiateRequest>),
  );
}
