import type { z } from "zod";
import type { forgotPasswordResetRequest } from "@portal/schemas/password-reset";
import { postJson } from "../../../lib/api.ts";
import { parseOk } from "../../../lib/okAnswer.ts";

/** POST /api/forgot-password/reset: 400 InvalidCode / ExpiredCode / LimitExceeded, 422 password refused. */
export async function forgotPasswordReset(body: z.input<typeof forgotPasswordResetRequest>): Promise<void> {
  await parseOk(await postJson("/api/forgot-password/reset", body));
}
