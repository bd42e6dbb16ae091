import { z } from "zod";
import { confirmationCode, username, withConfirmation } from "./password.ts";
import { V } from "./common.ts";

export const forgotPasswordCodeRequest = z.strictObject({ username });
export const forgotPasswordResetRequest = z.strictObject({
  username,
  code: confirmationCode,
  newPassword: z.string().min(1, V.required).max(1000, V.tooLong),
});

/** The one-time-code error names, exactly as the spec writes them (section 8). */
export const CODE_ERRORS = ["InvalidCode", "ExpiredCode", "LimitExceeded"] as const;
export const codeErrorResponse = z.object({ error: z.enum(CODE_ERRORS) });

export const forgotPasswordResetForm = withConfirmation({ username, code: confirmationCode });
