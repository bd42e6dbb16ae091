import { z } from "zod";
import { V } from "./common.ts";
import { confirmationCode } from "./codes.ts";
import { email } from "./contact.ts";
import { PASSWORD_INPUT_MAX } from "./password.constants.ts";
import { withConfirmation } from "./password.ts";

export const forgotPasswordCodeRequest = z.strictObject({ username: email });
export const forgotPasswordResetRequest = z.strictObject({
  username: email,
  code: confirmationCode,
  newPassword: z.string().min(1, V.required).max(PASSWORD_INPUT_MAX, V.tooLong),
});

export const forgotPasswordResetForm = withConfirmation({ username: email, code: confirmationCode });
