import type { z } from "zod";
import type { forgotPasswordCodeRequest } from "@portal/schemas/password-reset";
import { postJson } from "../../../lib/api.ts";
import { parseOk } from "../../../lib/okAnswer.ts";

/** POST /api/forgot-password/code: the same 200 for every address, so nobody learns who has an account. */
export async function forgotPasswordCode(username: string): Promise<void> {
  await parseOk(
    await postJson("/api/forgot-password/code", {
      username,
    } satisfies z.input<typeof forgotPasswordCodeRequest>),
  );
}
