import type { z } from "zod";
import type { unlockRequest } from "@portal/schemas/auth";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { frameQuery } from "../../../lib/accountPaths.ts";
import { postJson } from "../../../lib/api.ts";
import { parseOk } from "../../../lib/okAnswer.ts";

/**
 * POST /api/register/initiate with flowType unlock → the bank's address the browser goes to; the
 * bank returns to the unlock page of `frame`.
 */
export async function unlockInitiate(frame: IdentificationFrame): Promise<string> {
  const { registerInitiateResponse } = await import("@portal/schemas/sign-up");
  return registerInitiateResponse.parse(
    await postJson(`/api/register/initiate${frameQuery(frame)}`, { flowType: "unlock" }),
  ).url;
}

/** POST /api/login/unlock: back from the bank, password sign-in works again. */
export async function unlock(body: z.input<typeof unlockRequest>): Promise<void> {
  await parseOk(await postJson("/api/login/unlock", body));
}
