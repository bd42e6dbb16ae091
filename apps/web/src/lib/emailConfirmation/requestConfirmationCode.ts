import type { z } from "zod";
import type { requestConfirmationCodeRequest } from "@portal/schemas/sign-up";
import { postJson } from "../api.ts";
import { parseOk } from "../okAnswer.ts";

/** POST /api/request-confirmation-code: mails a new email-confirmation code (429 LimitExceeded). */
export async function requestConfirmationCode(username: string): Promise<void> {
  await parseOk(
    await postJson("/api/request-confirmation-code", {
      username,
    } satisfies z.input<typeof requestConfirmationCodeRequest>),
  );
}
