// The access layer: every decision about what a staff member may do, answered from the one
// permission table in @portal/schemas/staff.constants (role → permissions) and the buildings the
// staff member sees. Tenant reads need none of this: they are scoped to the tenant's own contract
// in their queries (db/scope.ts).
import {
  PERMISSION_VALUES,
  ROLE_PERMISSIONS,
  type Permission,
  type StaffRole,
} from "@portal/schemas/staff.constants";
import type { BuildingScope, StaffPrincipal } from "../plugins/principal.ts";

/** Everything the roles together allow, in the order PERMISSIONS declares them. */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSION_VALUES.filter((p) => granted.has(p));
}

/** Whether one of the roles grants the permission (in some building). */
export function hasPermission(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Whether the staff member sees the building. */
export function seesBuilding(buildings: BuildingScope, buildingId: string): boolean {
  return buildings === "all" || buildings.includes(buildingId);
}

/**
 * May this staff member do this, in this building? Without a building: anywhere at all (the route
 * level check; the building is checked again once the request names one, e.g. "may this staff
 * member review terminations of this building").
 */
export function may(staff: StaffPrincipal, permission: Permission, buildingId?: string): boolean {
  if (!hasPermission(staff.roles, permission)) return false;
  return buildingId === undefined || seesBuilding(staff.buildings, buildingId);
}
