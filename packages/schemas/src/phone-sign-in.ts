import { z } from "zod";
import { TOKEN_MAX, V } from "./common.ts";
import { confirmationCode } from "./codes.ts";
import { email, phoneNumber } from "./contact.ts";

/** Step 1: the phone number. An unknown number answers 404 USER_NOT_FOUND. */
export const phoneLoginStartRequest = z.strictObject({ phoneNumber });
export const phoneLoginStartResponse = z.object({ phoneLoginId: z.string() });
/** Step 2: the SMS code → where to identify (step 3). */
export const phoneLoginCodeRequest = z.strictObject({
  phoneLoginId: z.string().min(1).max(TOKEN_MAX),
  code: confirmationCode,
});
export const phoneLoginCodeResponse = z.object({ url: z.string(), state: z.string() });
/** Step 4: after identification, the contact details are confirmed and the session starts. */
export const phoneLoginCompleteRequest = z.strictObject({
  registerSessionId: z.string().min(1, V.required).max(TOKEN_MAX),
  state: z.string().min(1, V.required).max(TOKEN_MAX),
  email,
  phoneNumber,
});
/** Step 4's form: the contact details; the identification's ids come from the address bar. */
export const phoneLoginContactForm = phoneLoginCompleteRequest.pick({ email: true, phoneNumber: true });
export const phoneLoginErrorResponse = z.object({
  error: z.enum(["USER_NOT_FOUND", "IDENTIFICATION_FAILED", "IDENTIFICATION_OTHER_BROWSER"]),
});
/** Step 4's answer. A changed email waits for its code, like in the profile. */
export const phoneLoginCompleteResponse = z.object({
  sessionId: z.string(),
  emailConfirmationRequired: z.boolean(),
});
