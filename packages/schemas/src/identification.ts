import { z } from "zod";
import { V } from "./common.ts";
import { IDENTIFICATION_FRAMES } from "./identification.constants.ts";

/**
 * The query of every call that starts a bank round trip (sign-up, unlocking, phone sign-in, a
 * termination notice and a co-tenant's acceptance): `frame=foundation` when it starts in the
 * foundation's flow (/irtisano…), so the bank's return lands back in that flow.
 */
export const identificationFrameQuery = z.strictObject({
  frame: z.enum(IDENTIFICATION_FRAMES, { error: V.invalid }).default("portal"),
});
