/*
 * A refusal: the one way a service says no. A service returns `refuse(code, details?)` where it
 * would have answered an error; the route answers it with `reply.refuse(refusal)` or, for a value
 * or a refusal, `reply.settle(outcome)` (plugins/errors.ts). The code is the contract's error type
 * and the body names it (`{ error: code, ...details }`); REFUSALS below is the one table from a code
 * to its status. Pure: no Fastify, no I/O.
 */

import type { ExchangeRule } from "@portal/schemas/exchange.constants";
import type { TerminationDisallowedReason } from "@portal/schemas/lease.constants";

/** A code's row: the status it answers and, for the few that differ, its body's key. */
interface RefusalRow {
  readonly status: number;
  /** The key the body names the code under; `error` unless said. */
  readonly key?: "errorType";
  /**
   * Other statuses the code answers in named places, each with where and why: the contract gives
   * them, so they stay, and a refusal takes one with `.as(status)`.
   */
  readonly also?: Readonly<Record<number, { readonly where: string; readonly key?: "errorType" }>>;
}

const SIGN_IN = { status: 401, key: "errorType" } as const;
/** A bank identification that cannot be used: 403, but 400 where a termination notice confirms it. */
const IDENTIFIED = {
  status: 403,
  also: { 400: { where: "POST /api/contract-termination/identification (the termination's refusals)" } },
} as const;

/**
 * Every refusal code and its status. A code answers one status; the `also` entries are the
 * exceptions the contract already has, each named.
 */
export const REFUSALS = {
  // Shared by every module.
  VALIDATION: {
    status: 400,
    also: { 413: { where: "an uploaded file over its size limit (fileTooLarge on its field)" } },
  },
  BAD_REQUEST: { status: 400 },
  UNAUTHORIZED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  STALE_STATE: { status: 409 },
  REQUEST_TIMEOUT: { status: 408 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  TOO_MANY_REQUESTS: { status: 429 },

  // Sign-in (POST /api/login and the phone's last step): a 401 carries errorType.
  MISSING_CREDENTIALS: SIGN_IN,
  INCORRECT_CREDENTIALS: SIGN_IN,
  CONFIRMATION_CODE_REQUIRED: SIGN_IN,
  CONTRACT_NOT_STARTED: SIGN_IN,
  CONTRACT_EXPIRED: SIGN_IN,
  CONTRACT_NOT_FOUND: SIGN_IN,
  /** 100 failed tries in a row: no password or code is checked until the bank unlocks it. */
  ACCOUNT_LOCKED: {
    status: 403,
    also: { 401: { where: "POST /api/login: one of the sign-in's errorTypes", key: "errorType" } },
  },

  // One-time codes (codes.ts) and the account's password.
  InvalidCode: { status: 400 },
  ExpiredCode: { status: 400 },
  LimitExceeded: {
    status: 429,
    also: {
      400: { where: "POST /api/forgot-password/reset: the contract's reset answers every code failure 400" },
    },
  },
  PASSWORD_REQUIREMENTS: { status: 422 },
  PASSWORD_COMMON: { status: 422 },
  CURRENT_PASSWORD_REQUIRED: { status: 403 },
  INCORRECT_PASSWORD: { status: 403 },
  USERNAME_UNAVAILABLE: { status: 409 },
  /** Phone sign-in: no account has the number; unlocking: the person identified has no account. */
  USER_NOT_FOUND: { status: 404 },

  // Strong identification, and sign-up after it.
  IDENTIFICATION_FAILED: IDENTIFIED,
  IDENTIFICATION_EXPIRED: IDENTIFIED,
  IDENTIFICATION_OTHER_BROWSER: IDENTIFIED,
  NO_ACTIVE_CONTRACT: { status: 403 },
  ALREADY_REGISTERED: { status: 403 },

  /** The lease has ended, or ends before the day the act is for; `endDate` is its last day. */
  CONTRACT_ENDED: { status: 403 },

  // Bookings and weekly turns: a time that breaks the resource's rules, a slot someone holds.
  OUTSIDE_WINDOW: { status: 400 },
  OUTSIDE_HOURS: { status: 400 },
  IN_THE_PAST: { status: 400 },
  NOT_A_SLOT: { status: 400 },
  SLOT_TAKEN: { status: 409 },
  /** The household holds its `quota` of bookings. */
  QUOTA_EXCEEDED: { status: 409 },
  ALREADY_STARTED: { status: 409 },

  // Online payments.
  PAYMENT_CREATION_FAILED: {
    status: 409,
    also: { 502: { where: "POST /api/payments: the provider failed to start it, nothing was charged" } },
  },
  /** A provider's return or callback whose signature, stamp, amount or reference does not hold. */
  PAYMENT_VERIFICATION_FAILED: { status: 400 },

  /** A notification the tenant cannot close. */
  NOT_CLOSEABLE: { status: 409 },

  // Resident committees' forms.
  /** The caller is not a member of any committee (or not of the one named). */
  NOT_COMMITTEE_MEMBER: { status: 403 },
  /** The form is no longer Draft or Rejected, so it cannot be changed. */
  FORM_NOT_EDITABLE: { status: 409 },
  /** The review link has expired; a new one may be ordered. */
  REVIEW_LINK_EXPIRED: { status: 401 },

  // Apartment exchange.
  /** The tenant may not exchange: `rules` names the rules that fail. */
  NOT_ELIGIBLE: { status: 403 },
  /** The tenant already has a valid notice, `id`, to delete first. */
  NOTICE_EXISTS: { status: 409 },

  // Lease termination.
  /** The lease allows no notice today; `reason` says why (a terminationDisallowedReason). */
  TERMINATION_NOT_ALLOWED: { status: 409 },
  NOT_AWAITING_APPROVAL: { status: 409 },
  /** The bank identified another person than the signed-in contract party. */
  IDENTIFICATION_WRONG_PERSON: { status: 403 },

  // Staff sign-in, and the administrator's changes of staff.
  STAFF_SIGN_IN_FAILED: { status: 401 },
  STAFF_SIGN_IN_EXPIRED: { status: 401 },
  STAFF_NOT_ALLOWED: { status: 401 },
  /** An administrator may not take the admin role from themselves. */
  OWN_ADMIN_ROLE: { status: 409 },
  /** The change would leave no active administrator. */
  LAST_ADMIN: { status: 409 },

  // Staff viewing a tenant's pages (impersonation).
  IMPERSONATION_EMAIL_NOT_OWN: { status: 403 },
  IMPERSONATION_NONCE_INVALID: { status: 401 },
  IMPERSONATION_NONCE_EXPIRED: { status: 401 },
  IMPERSONATION_NO_CONTRACT: { status: 409 },

  // A completed fault report: the tenant's rating and reopening.
  /** The report is not completed (Ready): there is nothing to rate or reopen yet. */
  NOT_COMPLETED: { status: 409 },
  /** The report has its rating already: it is given once. */
  FEEDBACK_GIVEN: { status: 409 },
  /** The report was completed more than 14 days ago: a fault that came back is a new report. */
  REOPEN_WINDOW_CLOSED: { status: 409 },

  /** A bank statement refused whole, nothing of it read: `line` of the document and `reason`. */
  MALFORMED_STATEMENT: { status: 400 },

  // The integration API's token endpoint: RFC 6749 section 5.2's codes, as the standard spells them.
  invalid_request: { status: 400 },
  /** The client is unknown, or its secret or assertion does not hold (RFC 6749: 401). */
  invalid_client: { status: 401 },
  invalid_scope: { status: 400 },
  unsupported_grant_type: { status: 400 },
} as const satisfies Record<string, RefusalRow>;

export type RefusalCode = keyof typeof REFUSALS;

/** What a code's body carries besides the code; a code not named here carries nothing else. */
export interface RefusalDetails {
  VALIDATION: { fields: Record<string, string> };
  CONTRACT_NOT_STARTED: { startDate: string };
  TERMINATION_NOT_ALLOWED: { reason: TerminationDisallowedReason };
  CONTRACT_ENDED: { endDate: string };
  QUOTA_EXCEEDED: { quota: number };
  NOT_ELIGIBLE: { rules: ExchangeRule[] };
  NOTICE_EXISTS: { id: string };
  MALFORMED_STATEMENT: { line: number; reason: string };
  invalid_request: { error_description: string };
  invalid_client: { error_description: string };
  invalid_scope: { error_description: string };
  unsupported_grant_type: { error_description: string };
}

type DetailsOf<C extends RefusalCode> = C extends keyof RefusalDetails ? RefusalDetails[C] : undefined;

/** The other statuses a code may answer (its `also`), or never. */
export type OtherStatus<C extends RefusalCode> = (typeof REFUSALS)[C] extends { also: infer A }
  ? keyof A & number
  : never;

/** A service's "no": a code from REFUSALS and what its body carries besides. */
export class Refusal<C extends RefusalCode = RefusalCode> {
  readonly code: C;
  readonly details: DetailsOf<C>;
  /** The status, when it is one of the code's `also` statuses; otherwise the table's. */
  readonly other: OtherStatus<C> | undefined;

  /** Made by refuse(). */
  constructor(code: C, details: DetailsOf<C>, other?: OtherStatus<C>) {
    this.code = code;
    this.details = details;
    this.other = other;
  }

  /** The same refusal answered with one of the code's other statuses, where the table names it. */
  as(status: OtherStatus<C>): Refusal<C> {
    return new Refusal(this.code, this.details, status);
  }
}

/** A service's result: its value, or why not. */
export type Outcome<T> = T | Refusal;

/** `refuse("NOT_FOUND")`, `refuse("VALIDATION", { fields })`: details only where the code has them. */
export function refuse<C extends RefusalCode>(
  code: C,
  ...details: C extends keyof RefusalDetails ? [RefusalDetails[C]] : []
): Refusal<C> {
  return new Refusal(code, details[0] as DetailsOf<C>);
}

export function isRefusal(value: unknown): value is Refusal {
  return value instanceof Refusal;
}

/** The status and body a refusal is answered with: the table's, and the code under its key. */
export function refusalAnswer(refusal: Refusal): { status: number; body: Record<string, unknown> } {
  const row: RefusalRow = REFUSALS[refusal.code];
  const other = refusal.other === undefined ? undefined : row.also?.[refusal.other];
  const status = other ? refusal.other! : row.status;
  const key = (other ? other.key : row.key) ?? "error";
  return { status, body: { [key]: refusal.code, ...(refusal.details ?? {}) } };
}

/**
 * A refusal thrown, to leave a transaction (and roll it back) from deep inside it: the errors
 * plugin answers it as the refusal, or the service catches it and returns its refusal.
 */
export class Refused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(`refused: ${refusal.code}`);
    this.name = "Refused";
    this.refusal = refusal;
  }
}
