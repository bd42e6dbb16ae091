import { z } from "zod";
import { STAFF_ROLES } from "./staff.constants.ts";
import { TOKEN_MAX, V } from "./common.ts";
import { email } from "./contact.ts";
import { isCustomerNumber } from "./customer-number.rules.ts";
import { IMPERSONATION_ERRORS, IMPERSONATION_REASON_MAX } from "./impersonation.constants.ts";

const trimmed = (max: number) => z.string().trim().min(1, V.required).max(max, V.tooLong);

/**
 * A tenant's customer number (customer-number.rules.ts): a JSON number as the specification has it,
 * or its digits as typed in a form (spaces allowed); a wrong check digit is `validation.invalid`.
 */
export const customerNumber = z
  .union([z.number(), z.string().max(40)], {
    error: (issue) => (issue.input === undefined ? V.required : V.invalid),
  })
  .transform((value, ctx) => {
    const digits = typeof value === "string" ? value.replace(/\s/g, "") : value;
    if (digits === "") {
      ctx.addIssue({ code: "custom", message: V.required });
      return z.NEVER;
    }
    const number = typeof digits === "number" ? digits : /^\d+$/.test(digits) ? Number(digits) : NaN;
    if (!isCustomerNumber(number)) {
      ctx.addIssue({ code: "custom", message: V.invalid });
      return z.NEVER;
    }
    return number;
  });

/**
 * POST /api/impersonate/initiate: whose pages to view and why. `ssn` is the tenant's personal
 * identity code, `email` the staff member's own work email, `targetTenantId` the tenant's customer
 * number (a number, as the specification has it), `reason` our own required field, kept in the
 * audit log.
 */
export const impersonationInitiateRequest = z.strictObject({
  ssn: trimmed(20),
  email,
  targetTenantId: customerNumber,
  reason: trimmed(IMPERSONATION_REASON_MAX),
});
export type ImpersonationInitiateRequest = z.infer<typeof impersonationInitiateRequest>;

/** Where to send the browser: the company's identity provider, with the email as the login hint. */
export const impersonationInitiateResponse = z.object({ url: z.url() });

/** GET /api/impersonate/callback: the query the identity provider returns the browser with. */
export const impersonationCallbackQuery = z.object({
  state: z.string().min(1).max(TOKEN_MAX),
  code: z.string().min(1).max(2000).optional(),
  iss: z.string().min(1).max(2000).optional(),
  error: z.string().min(1).max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(2000).optional(),
});
export type ImpersonationCallbackQuery = z.infer<typeof impersonationCallbackQuery>;

/** POST /api/impersonate/login: the nonce the page got back in its query. */
export const impersonationLoginRequest = z.strictObject({
  nonce: z.string().regex(/^[A-Za-z0-9_-]{43}$/, V.invalid),
});
export const impersonationLoginResponse = z.object({ sessionId: z.string() });

export const impersonationError = z.object({ error: z.enum(IMPERSONATION_ERRORS) });

/** GET /api/profile/viewings: when staff viewed the tenant's account, newest first. */
export const profileViewing = z.object({
  startedAt: z.string(),
  /** Null while the viewing may still go on. */
  endedAt: z.string().nullable(),
  staffName: z.string(),
  staffRoles: z.array(z.enum(STAFF_ROLES)),
  reason: z.string(),
});
export type ProfileViewing = z.infer<typeof profileViewing>;
export const profileViewingsResponse = z.object({ viewings: z.array(profileViewing) });
export type ProfileViewingsResponse = z.infer<typeof profileViewingsResponse>;
