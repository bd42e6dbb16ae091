import { z } from "zod";
import { V } from "./common.ts";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERNS, PASSWORD_RULES } from "./password.constants.ts";

/** At least 8 characters with an upper-case and a lower-case letter, a digit and a special character, at most PASSWORD_MAX. The common-password check is the server's. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_RULES.tooShort)
  .max(PASSWORD_MAX, V.tooLong)
  .regex(PASSWORD_PATTERNS.upper, PASSWORD_RULES.upper)
  .regex(PASSWORD_PATTERNS.lower, PASSWORD_RULES.lower)
  .regex(PASSWORD_PATTERNS.digit, PASSWORD_RULES.digit)
  .regex(PASSWORD_PATTERNS.special, PASSWORD_RULES.special);

/** A new password with its confirmation, as both the sign-up and the reset form ask for it. */
export function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: newPassword, passwordConfirmation: z.string().min(1, V.required) })
    .refine(
      (v) =>
        (v as { password: string }).password === (v as { passwordConfirmation: string }).passwordConfirmation,
      {
        message: "validation.passwordMismatch",
        path: ["passwordConfirmation"],
      },
    );
}

/** 422 body when the password passes the form's rules but the server refuses it. */
export const passwordRejectedResponse = z.object({
  error: z.enum(["PASSWORD_REQUIREMENTS", "PASSWORD_COMMON"]),
});
