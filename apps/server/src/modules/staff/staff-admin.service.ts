import type { StaffMemberUpdateRequest } from "@portal/schemas/staff";
import type { Db } from "../../db/client.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import type { AuditRepository } from "../audit/index.ts";
import type { AccountLock } from "../auth/index.ts";
import type { StaffAdminRepository, StaffMemberRow } from "./staff-admin.repository.ts";

export type MemberUpdateResult =
  | { ok: true; member: StaffMemberRow }
  | { ok: false; status: 404; error: "NOT_FOUND" }
  | { ok: false; status: 409; error: "OWN_ADMIN_ROLE" | "LAST_ADMIN" }
  | { ok: false; status: 400; field: "buildingIds" };

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;

/** What an administrator changes: staff members' roles and buildings, and tenants' locked sign-in. */
export function createStaffAdmin(deps: {
  db: Db;
  repo: StaffAdminRepository;
  audit: AuditRepository;
  lock: AccountLock;
  now: () => Date;
}) {
  const { db, repo, audit, now } = deps;
  return {
    /** Replaces a member's roles and buildings; an audit row names who changed what. */
    async updateMember(
      by: StaffPrincipal,
      id: string,
      change: StaffMemberUpdateRequest,
      address: string,
    ): Promise<MemberUpdateResult> {
      const before = await repo.member(id);
      if (!before) return { ok: false, status: 404, error: "NOT_FOUND" };
      // Someone must be left to manage staff: an administrator cannot demote themselves.
      if (id === by.staffId && before.roles.includes("admin") && !change.roles.includes("admin"))
        return { ok: false, status: 409, error: "OWN_ADMIN_ROLE" };
      const buildingIds = change.allBuildings ? [] : change.buildingIds;
      if ((await repo.countBuildings(buildingIds)) !== buildingIds.length)
        return { ok: false, status: 400, field: "buildingIds" };
      const changed = await db.transaction(async (tx) => {
        // One change of roles at a time: two administrators demoting each other at once would both
        // see the other still there. Under the lock, a change that leaves no active administrator
        // is refused.
        await repo.lockRoles(tx);
        if ((await repo.activeAdminsAfter(tx, id, change.roles)) === 0) return false;
        await repo.replaceAccess(tx, id, { ...change, buildingIds });
        await audit.record(
          {
            action: "staff_member_changed",
            address,
            details: {
              staffId: by.staffId,
              memberId: id,
              before: {
                roles: before.roles,
                allBuildings: before.allBuildings,
                buildingIds: before.buildings.map((b) => b.id),
              },
              after: { roles: change.roles, allBuildings: change.allBuildings, buildingIds },
            },
          },
          now(),
          tx,
        );
        return true;
      });
      if (!changed) return { ok: false, status: 409, error: "LAST_ADMIN" };
      return { ok: true, member: (await repo.member(id))! };
    },

    /** Unlocks a tenant's password sign-in; null for an unknown account, false when it was not locked. */
    async unlockTenant(by: StaffPrincipal, userId: string, address: string): Promise<boolean | null> {
      if (!(await repo.tenantExists(userId))) return null;
      return deps.lock.unlock(userId, "staff", address, by.staffId);
    },
  };
}
