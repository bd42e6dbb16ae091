import { V } from "@portal/schemas/common";
import type { StaffMemberUpdateRequest } from "@portal/schemas/staff";
import type { Db } from "../../db/client.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import type { AuditRepository } from "../audit/index.ts";
import type { AccountLock } from "../auth/index.ts";
import type { StaffAdminRepository, StaffMemberRow } from "./staff-admin.repository.ts";

export type MemberUpdateResult =
  StaffMemberRow | Refusal<"NOT_FOUND" | "OWN_ADMIN_ROLE" | "LAST_ADMIN" | "VALIDATION">;

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
      if (!before) return refuse("NOT_FOUND");
      // Someone must be left to manage staff: an administrator cannot demote themselves.
      if (id === by.staffId && before.roles.includes("admin") && !change.roles.includes("admin"))
        return refuse("OWN_ADMIN_ROLE");
      const buildingIds = change.allBuildings ? [] : change.buildingIds;
      if ((await repo.countBuildings(buildingIds)) !== buildingIds.length)
        return refuse("VALIDATION", { fields: { buildingIds: V.invalid } });
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
      if (!changed) return refuse("LAST_ADMIN");
      return (await repo.member(id))!;
    },

    /** Unlocks a tenant's password sign-in: whether it was locked, or NOT_FOUND for an unknown account. */
    async unlockTenant(
      by: StaffPrincipal,
      userId: string,
      address: string,
    ): Promise<{ unlocked: boolean } | Refusal<"NOT_FOUND">> {
      if (!(await repo.tenantExists(userId))) return refuse("NOT_FOUND");
      return { unlocked: await deps.lock.unlock(userId, "staff", address, by.staffId) };
    },
  };
}
