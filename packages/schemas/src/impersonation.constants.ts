/*
 * Read-only impersonation as plain values, without the validation library: the staff page and the
 * tenant's profile use them without loading the schemas.
 */

/** The staff page that starts a viewing and, with `nonce` in its query, completes it (the specification's route). */
export const IMPERSONATION_PAGE = "/hallinta/kirjaudu";

/** Where the company's identity provider returns the browser after the staff member proved who they are. */
export const IMPERSONATION_CALLBACK_PATH = "/api/impersonate/callback";

/** A viewing of a tenant's pages ends 30 minutes after it started, used or not. */
export const IMPERSONATION_SESSION_LIMIT_MS = 30 * 60_000;

/** The nonce the callback hands the page is good for one login, from the same browser, within 5 minutes. */
export const IMPERSONATION_NONCE_TTL_MS = 5 * 60_000;

/** Time to come back from the identity provider after starting. */
export const IMPERSONATION_FLOW_TTL_MS = 10 * 60_000;

/** Longest reason a staff member may give for viewing a tenant's pages. */
export const IMPERSONATION_REASON_MAX = 500;

/** Why the identity provider's return did not give a nonce: the page reads it from `error` in its query. */
export const IMPERSONATION_CALLBACK_ERRORS = [
  /** Unknown, used or another browser's start, or the provider refused or the sign-in was cancelled. */
  "IMPERSONATION_FAILED",
  /** More than 10 minutes between the start and the return. */
  "IMPERSONATION_EXPIRED",
  /** The provider identified someone else than the work email given. */
  "IMPERSONATION_IDENTITY_MISMATCH",
] as const;
export type ImpersonationCallbackError = (typeof IMPERSONATION_CALLBACK_ERRORS)[number];

/** Refusals of POST /api/impersonate/initiate and /login besides the common ones. */
export const IMPERSONATION_ERRORS = [
  /** The email given is not the signed-in staff member's own work email. */
  "IMPERSONATION_EMAIL_NOT_OWN",
  /** The nonce is unknown, used already, or from another browser or staff member. */
  "IMPERSONATION_NONCE_INVALID",
  /** More than 5 minutes since the identity provider returned. */
  "IMPERSONATION_NONCE_EXPIRED",
  /** The tenant has no contract to view (none yet, or it ended long ago). */
  "IMPERSONATION_NO_CONTRACT",
] as const;
export type ImpersonationError = (typeof IMPERSONATION_ERRORS)[number];
