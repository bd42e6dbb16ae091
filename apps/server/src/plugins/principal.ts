// Who is signed in. The session plugin owns this type; modules receive it and never decide it.
import { PERMISSIONS, type StaffRole } from "@portal/schemas/staff.constants";
import { may } from "../access/access.ts";
import type { StoredSession } from "../db/scope.ts";

/** A tenant: their account and person, and the contract chosen at sign-in. */
export interface TenantPrincipal {
  kind: "tenant";
  userId: string;
  personId: string;
  contractId: string;
}

/** Every building, or only these (building ids). */
export type BuildingScope = "all" | readonly string[];

/** A staff member: their roles (ROLE_PERMISSIONS says what each may do) and where. */
export interface StaffPrincipal {
  kind: "staff";
  staffId: string;
  roles: readonly StaffRole[];
  buildings: BuildingScope;
}

/** A staff member viewing a tenant's pages read-only: tenant routes see `tenant`. */
export interface ImpersonationPrincipal {
  kind: "impersonation";
  staff: StaffPrincipal;
  tenant: TenantPrincipal;
}

export type Principal = TenantPrincipal | StaffPrincipal | ImpersonationPrincipal;

/** The principal with the stored hash of its token (enough to sign out, useless if logged by mistake). */
export interface SignedIn {
  principal: Principal;
  sessionHash: string;
}

/** What a tenant route works with: the tenant (the viewed one when impersonated) and the session. */
export interface TenantSession {
  userId: string;
  personId: string;
  contractId: string;
  sessionHash: string;
}

/** A staff member as stored, for a session that names one. */
export interface StoredStaff {
  id: string;
  active: boolean;
  roles: StaffRole[];
  allBuildings: boolean;
  buildings: string[];
}

/** A session row with its staff member (null for a tenant session). */
export interface StoredSessionWithStaff extends StoredSession {
  staff: StoredStaff | null;
  /** A view of a tenant's pages: the building of the contract viewed (null for the other kinds). */
  viewedBuildingId?: string | null;
}

function tenantPart(stored: StoredSession): TenantPrincipal | null {
  const { userId, personId, contractId } = stored;
  if (userId === null || personId === null || contractId === null) return null;
  return { kind: "tenant", userId, personId, contractId };
}

function staffPart(staff: StoredStaff | null): StaffPrincipal | null {
  if (!staff?.active) return null;
  return {
    kind: "staff",
    staffId: staff.id,
    roles: staff.roles,
    buildings: staff.allBuildings ? "all" : staff.buildings,
  };
}

/**
 * The principal of a stored session, or null when its parts are missing (the table's check keeps
 * them consistent), its staff member is no longer active, or a view of a tenant's pages is no longer
 * its staff member's to have: every request of a viewing asks again whether they may view tenants
 * in the viewed contract's building, with their roles and buildings as they are now.
 */
export function principalOf(stored: StoredSessionWithStaff): Principal | null {
  if (stored.kind === "tenant") return tenantPart(stored);
  const staff = staffPart(stored.staff);
  if (!staff) return null;
  if (stored.kind === "staff") return staff;
  const tenant = tenantPart(stored);
  const building = stored.viewedBuildingId;
  if (!tenant || !building || !may(staff, PERMISSIONS.tenantsImpersonate, building)) return null;
  return { kind: "impersonation", staff, tenant };
}

/** The tenant whose pages a principal reads: the tenant, the impersonated tenant, or none for staff. */
export function tenantOf(principal: Principal): TenantPrincipal | null {
  if (principal.kind === "tenant") return principal;
  if (principal.kind === "impersonation") return principal.tenant;
  return null;
}
