import type { z } from "zod";
import type { passwordChangeRequest } from "@portal/schemas/profile";
import { postJson } from "../../../lib/api.ts";
import { parseOk } from "../../../lib/okAnswer.ts";

/**
 * POST /api/profile/password: 403 INCORRECT_PASSWORD, 422 a refused new password, 429 too many
 * tries. The tenant's other sessions end; this one stays.
 */
export async function changePassword(body: z.input<typeof passwordChangeRequest>): Promise<void> {
  await parseOk(await postJson("/api/profile/password", body));
}
