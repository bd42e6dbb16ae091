import { z } from "zod";
import { PASSWORD_MAX } from "./auth.ts";
import { V } from "./common.ts";

export const PASSWORD_MIN = 8;
/** A password field's ceiling before the rules are judged, so hashing never sees a huge input. */
export const PASSWORD_INPUT_MAX = 1000;

/** Validation keys of the password rules, in the order the form lists them. */
export const PASSWORD_RULES = {
  tooShort: "validation.passwordTooShort",
  upper: "validation.passwordUpper",
  lower: "validation.passwordLower",
  digit: "validation.passwordDigit",
  special: "validation.passwordSpecial",
} as const;

/** At least 8 characters with an upper-case and a lower-case letter, a digit and a special character, at most PASSWORD_MAX. The common-password check is the server's. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_RULES.tooShort)
  .max(PASSWORD_MAX, V.tooLong)
  .regex(/\p{Lu}/u, PASSWORD_RULES.upper)
  .regex(/\p{Ll}/u, PASSWORD_RULES.lower)
  .regex(/\p{Nd}/u, PASSWORD_RULES.digit)
  .regex(/[^\p{L}\p{Nd}\s]/u, PASSWORD_RULES.special);

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
