import { z } from "zod";
import { TOKEN_MAX, V, isoDate } from "./common.ts";
import { EMAIL_MAX } from "./contact.ts";
import { PASSWORD_MAX } from "./password.constants.ts";

/** A session ends after 24 h without a request, and after 7 days in any case. */
export const INACTIVITY_LIMIT_MS = 86_400_000;
export const SESSION_ABSOLUTE_LIMIT_MS = 7 * 86_400_000;
/** Sign-in is allowed until this many days after the contract ended. */
export const LOGIN_GRACE_DAYS_AFTER_CONTRACT_END = 30;
export const LAST_ACTIVITY_KEY = "lastActivity";
export const SESSION_ID_KEY = "sessionId";

/**
 * Server side: both fields optional so that a missing or empty one answers 401
 * MISSING_CREDENTIALS rather than a field error; wrong types and unknown fields are 400.
 */
export const loginRequest = z.strictObject({
  username: z.string().max(EMAIL_MAX, V.tooLong).optional(),
  password: z.string().max(PASSWORD_MAX, V.tooLong).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The sign-in form: both fields required, the username an email address. */
export const loginForm = z.object({
  username: z.string().trim().min(1, V.required).max(EMAIL_MAX, V.tooLong).pipe(z.email(V.email)),
  password: z.string().min(1, V.required).max(PASSWORD_MAX, V.tooLong),
});
export type LoginForm = z.infer<typeof loginForm>;

export const loginResponse = z.object({ sessionId: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const LOGIN_ERROR_TYPES = [
  "MISSING_CREDENTIALS",
  "INCORRECT_CREDENTIALS",
  "CONFIRMATION_CODE_REQUIRED",
  "CONTRACT_NOT_STARTED",
  "CONTRACT_EXPIRED",
  "CONTRACT_NOT_FOUND",
  /** 100 failed tries in a row: password sign-in waits for a new strong identification (unlock). */
  "ACCOUNT_LOCKED",
] as const;
export const loginErrorType = z.enum(LOGIN_ERROR_TYPES);
export type LoginErrorType = z.infer<typeof loginErrorType>;

export const loginErrorResponse = z.object({
  errorType: loginErrorType,
  startDate: isoDate.optional(),
});
export type LoginErrorResponse = z.infer<typeof loginErrorResponse>;

export const okResponse = z.object({ ok: z.literal(true) });

/** A password reset of a locked account (only identification unlocks it). */
export const accountLockedResponse = z.object({ error: z.literal("ACCOUNT_LOCKED") });

/** POST /api/login/unlock: after the bank (flowType unlock), password sign-in works again. */
export const unlockRequest = z.strictObject({
  registerSessionId: z.string().min(1).max(TOKEN_MAX),
  state: z.string().min(1).max(TOKEN_MAX),
});
export const UNLOCK_ERRORS = [
  "IDENTIFICATION_FAILED",
  "IDENTIFICATION_EXPIRED",
  "IDENTIFICATION_OTHER_BROWSER",
  "USER_NOT_FOUND",
] as const;
export const unlockErrorResponse = z.object({ error: z.enum(UNLOCK_ERRORS) });
