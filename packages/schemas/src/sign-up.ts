import { z } from "zod";
import { TOKEN_MAX, V } from "./common.ts";
import { confirmationCode } from "./codes.ts";
import { email } from "./contact.ts";
import { PASSWORD_INPUT_MAX } from "./password.constants.ts";
import { withConfirmation } from "./password.ts";

export const FLOW_TYPES = ["register", "phone", "unlock"] as const;

/** POST /api/register/initiate → where to send the browser for strong identification. */
export const registerInitiateRequest = z.strictObject({ flowType: z.enum(FLOW_TYPES) });
export const registerInitiateResponse = z.object({ url: z.string(), state: z.string() });

/** After identification the browser comes back to /rekisteroidy?registerSessionId=…&state=… */
export const registerCredentialsRequest = z.strictObject({
  username: email,
  password: z.string().min(1, V.required).max(PASSWORD_INPUT_MAX, V.tooLong),
  state: z.string().min(1, V.required).max(TOKEN_MAX, V.tooLong),
  registerSessionId: z.string().min(1, V.required).max(TOKEN_MAX, V.tooLong),
});
export const NEXT_STEPS = ["CONFIRMATION_CODE", "DONE", "SIGN_IN"] as const;
export const nextStepResponse = z.object({ nextStep: z.enum(NEXT_STEPS) });

export const registerConfirmationRequest = z.strictObject({ confirmationCode, username: email });
export const requestConfirmationCodeRequest = z.strictObject({ username: email });

/** GET /api/register/session?registerSessionId=… : whom the identification found, for the form's greeting. */
export const registerSessionQuery = z.object({
  registerSessionId: z.string().min(1).max(TOKEN_MAX),
  state: z.string().min(1).max(TOKEN_MAX),
});
export const registerSessionResponse = z.object({ firstName: z.string(), lastName: z.string() });

/**
 * Sign-up refusals as `error` codes; the web shows one message per code.
 * 409 USERNAME_UNAVAILABLE, 422 PASSWORD_*, 400 InvalidCode / ExpiredCode, 429 LimitExceeded,
 * 403 NO_ACTIVE_CONTRACT / ALREADY_REGISTERED / IDENTIFICATION_FAILED.
 */
export const REGISTER_ERRORS = [
  "USERNAME_UNAVAILABLE",
  "NO_ACTIVE_CONTRACT",
  "ALREADY_REGISTERED",
  "IDENTIFICATION_FAILED",
  "IDENTIFICATION_EXPIRED",
  /** The identification was started in another browser (a link from someone else, or a bank app's). */
  "IDENTIFICATION_OTHER_BROWSER",
] as const;
export const registerErrorResponse = z.object({ error: z.enum(REGISTER_ERRORS) });

/** The sign-up form's credentials step. */
export const registerCredentialsForm = withConfirmation({ username: email });
export const signUpTermsForm = z.object({ acceptTerms: z.literal(true, V.required) });
