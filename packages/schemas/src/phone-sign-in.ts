import { z } from "zod";
import { V } from "./common.ts";
import { confirmationCode, username } from "./password.ts";

/** Finnish mobile numbers as people type them: 040 123 4567, +358 40 123 4567, 0401234567. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, V.required)
  .max(30, V.tooLong)
  .regex(/^\+?[0-9 ()-]{6,20}$/, "validation.phone");

/**
 * One spelling per number, so the number people type matches the one on file: separators go,
 * 00 becomes +, and a Finnish national number (040 …) gets the country code (+358 40 …).
 */
export function normalisePhoneNumber(input: string): string {
  const compact = input.trim().replace(/[\s()-]/g, "");
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `+358${compact.slice(1)}`;
  return compact;
}

/** Step 1: the phone number. Answers 404 USER_NOT_FOUND as the spec's catalogue asks. */
export const phoneLoginStartRequest = z.strictObject({ phoneNumber });
export const phoneLoginStartResponse = z.object({ phoneLoginId: z.string() });
/** Step 2: the SMS code → where to identify (step 3). */
export const phoneLoginCodeRequest = z.strictObject({
  phoneLoginId: z.string().min(1).max(200),
  code: confirmationCode,
});
export const phoneLoginCodeResponse = z.object({ url: z.string(), state: z.string() });
/** Step 4: after identification, the contact details are confirmed and the session starts. */
export const phoneLoginCompleteRequest = z.strictObject({
  registerSessionId: z.string().min(1, V.required).max(200),
  state: z.string().min(1, V.required).max(200),
  email: username,
  phoneNumber,
});
export const phoneLoginErrorResponse = z.object({
  error: z.enum(["USER_NOT_FOUND", "IDENTIFICATION_FAILED"]),
});
/** Step 4's answer. A changed email waits for its code, like in the profile. */
export const phoneLoginCompleteResponse = z.object({
  sessionId: z.string(),
  emailConfirmationRequired: z.boolean(),
});
