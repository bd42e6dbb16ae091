import { z } from "zod";
import { PERMISSION_VALUES, STAFF_ROLES, type Permission } from "./staff.constants.ts";

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
