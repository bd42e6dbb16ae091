import { z } from "zod";
import { TOKEN_MAX, V } from "./common.ts";
import { PERMISSION_VALUES, STAFF_ROLES, STAFF_SIGN_IN_ERRORS, type Permission } from "./staff.constants.ts";

export const staffRole = z.enum(STAFF_ROLES);
export const permission = z.enum(PERMISSION_VALUES as [Permission, ...Permission[]]);

/** GET /api/staff/me: the signed-in staff member, their roles, what they may do and where. */
export const staffMeResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(staffRole),
  permissions: z.array(permission),
  /** True: every building (buildings is then empty); false: only the buildings listed. */
  allBuildings: z.boolean(),
  buildings: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type StaffMeResponse = z.infer<typeof staffMeResponse>;

/** POST /api/staff/auth/start: where to send the browser (the company's identity provider). */
export const staffSignInStartResponse = z.object({ url: z.url() });

/**
 * POST /api/staff/auth/callback: the query the identity provider sent the browser back with to
 * STAFF_SIGN_IN_PAGE (code, state and iss, or error), handed on by the page.
 */
export const staffSignInCallbackRequest = z.object({
  state: z.string().min(1).max(TOKEN_MAX),
  code: z.string().min(1).max(2000).optional(),
  iss: z.string().min(1).max(2000).optional(),
  error: z.string().min(1).max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type StaffSignInCallbackRequest = z.infer<typeof staffSignInCallbackRequest>;

export const staffSignInResponse = z.object({ sessionId: z.string() });

export const staffSignInError = z.object({ error: z.enum(STAFF_SIGN_IN_ERRORS) });
export type StaffSignInError = z.infer<typeof staffSignInError>["error"];

/** GET /api/staff/overview: open work in the staff member's buildings (states sent and inProgress). */
export const staffOverviewResponse = z.object({
  openFaultReports: z.number().int().nonnegative(),
  openMessages: z.number().int().nonnegative(),
});
export type StaffOverviewResponse = z.infer<typeof staffOverviewResponse>;

const building = z.object({ id: z.uuid(), name: z.string() });

/** One staff member as the administrator's list shows them. */
export const staffMember = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(staffRole),
  allBuildings: z.boolean(),
  buildings: z.array(building),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/staff/members: every staff member, and every building one can be given. */
export const staffMembersResponse = z.object({
  members: z.array(staffMember),
  buildings: z.array(building),
});
export type StaffMembersResponse = z.infer<typeof staffMembersResponse>;

export const staffMemberParams = z.object({ id: z.uuid() });

/** PUT /api/staff/members/:id: the member's roles and buildings, replaced as a whole. */
export const staffMemberUpdateRequest = z.strictObject({
  roles: z
    .array(staffRole)
    .min(1, V.required)
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, V.invalid),
  allBuildings: z.boolean(),
  buildingIds: z
    .array(z.uuid())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, V.invalid),
});
export type StaffMemberUpdateRequest = z.infer<typeof staffMemberUpdateRequest>;

/** Refusals of PUT /api/staff/members/:id besides the common ones. */
export const staffMemberUpdateError = z.object({
  error: z.enum([
    /** An administrator may not take the admin role from themselves (someone must be left to manage). */
    "OWN_ADMIN_ROLE",
    /** The change would leave no active administrator (two administrators demoting each other at once). */
    "LAST_ADMIN",
  ]),
});

/** A tenant account whose password sign-in is locked after 100 failures. */
export const lockedTenant = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  lockedAt: z.string(),
});
export const lockedTenantsResponse = z.object({ tenants: z.array(lockedTenant) });
export type LockedTenantsResponse = z.infer<typeof lockedTenantsResponse>;

export const tenantParams = z.object({ id: z.uuid() });
/** POST /api/staff/tenants/:id/unlock: whether the account was locked (false: nothing to unlock). */
export const tenantUnlockResponse = z.object({ unlocked: z.boolean() });
