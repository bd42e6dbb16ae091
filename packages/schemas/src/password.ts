import { z } from "zod";
import { PASSWORD_MAX, USERNAME_MAX } from "./auth.ts";
import { V } from "./common.ts";

export const PASSWORD_MIN = 8;
/** The form's minimum; the server's codes are always 6 digits. */
export const CODE_MIN = 4;
export const CODE_MAX = 12;
export const CODE_LENGTH = 6;
export const CODE_VALID_MS = 10 * 60_000;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

/** Validation keys of the password rules, in the order the form lists them. */
export const PASSWORD_RULES = {
  tooShort: "validation.passwordTooShort",
  upper: "validation.passwordUpper",
  lower: "validation.passwordLower",
  digit: "validation.passwordDigit",
  special: "validation.passwordSpecial",
} as const;

/** The spec's password rules (section 5) and the house maximum. The common-password check is the server's. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_RULES.tooShort)
  .max(PASSWORD_MAX, V.tooLong)
  .regex(/\p{Lu}/u, PASSWORD_RULES.upper)
  .regex(/\p{Ll}/u, PASSWORD_RULES.lower)
  .regex(/\p{Nd}/u, PASSWORD_RULES.digit)
  .regex(/[^\p{L}\p{Nd}\s]/u, PASSWORD_RULES.special);

export const username = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, V.required)
  .max(USERNAME_MAX, V.tooLong)
  .pipe(z.email(V.email));

export const confirmationCode = z
  .string()
  .trim()
  .min(CODE_MIN, "validation.codeTooShort")
  .max(CODE_MAX, V.tooLong);

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
