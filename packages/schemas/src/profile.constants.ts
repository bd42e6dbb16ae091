/*
 * Profile rules as plain values, without the validation library, so the profile page can use them
 * before (or without) loading the schemas.
 */

/**
 * A change of email, phone number or password needs the current password, unless the session was
 * opened this recently: a sign-in is itself a proof of the password (or of a stronger identification).
 */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

/** Refusals of a change that needs the current password; the web shows them on that field. */
export const REAUTHENTICATION_ERRORS = ["CURRENT_PASSWORD_REQUIRED", "INCORRECT_PASSWORD"] as const;
export type ReauthenticationError = (typeof REAUTHENTICATION_ERRORS)[number];
