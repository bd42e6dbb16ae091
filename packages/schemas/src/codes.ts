import { z } from "zod";
import { V, badRequestResponse } from "./common.ts";

/** The server's codes: 6 digits, valid 10 minutes, locked after 5 wrong tries. */
export const CODE_LENGTH = 6;
export const CODE_VALID_MS = 10 * 60_000;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
/** What the forms accept: a little either side of 6, so a slip gets "wrong code", not a field error. */
export const CODE_MIN = 4;
export const CODE_MAX = 12;

/** A one-time code as typed into any form (email confirmation, reset, SMS, email change). */
export const confirmationCode = z
  .string()
  .trim()
  .min(CODE_MIN, "validation.codeTooShort")
  .max(CODE_MAX, V.tooLong);

/** The form of a code alone, wherever one is asked for on its own step. */
export const codeForm = z.object({ code: confirmationCode });

/** Why a code was refused; the names are contract values the web translates. */
export const CODE_ERRORS = ["InvalidCode", "ExpiredCode", "LimitExceeded"] as const;
export type CodeError = (typeof CODE_ERRORS)[number];
export const codeErrorResponse = z.object({ error: z.enum(CODE_ERRORS) });

/** A 400 of a request that checks a code: field errors, an unreadable body, or a refused code. */
export const codeBadRequestResponse = z.union([badRequestResponse, codeErrorResponse]);
