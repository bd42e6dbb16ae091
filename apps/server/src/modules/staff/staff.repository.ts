import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { staffBuildings, staffMembers } from "../../db/schema/staff.ts";

export interface StaffProfile {
  id: string;
  name: string;
  email: string;
  allBuildings: boolean;
  buildings: { id: string; name: string }[];
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

export function createStaffRepository(db: Db) {
  return {
    /** The staff member with the buildings assigned to them (none listed when they see all). */
    async profile(staffId: string): Promise<StaffProfile | null> {
      const [member] = await db
        .select({
          id: staffMembers.id,
          name: staffMembers.name,
          email: staffMembers.email,
          allBuildings: staffMembers.allBuildings,
        })
        .from(staffMembers)
        .where(eq(staffMembers.id, staffId));
      if (!member) return null;
      const assigned = member.allBuildings
        ? []
        : await db
            .select({ id: buildings.id, name: buildings.name })
            .from(staffBuildings)
            .innerJoin(buildings, eq(buildings.id, staffBuildings.buildingId))
            .where(eq(staffBuildings.staffId, staffId))
            .orderBy(asc(buildings.name));
      return { ...member, buildings: assigned };
    },

    /** A staff member's id by email (lower-cased), or null. */
    async idByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(eq(staffMembers.email, email.toLowerCase()));
      return row?.id ?? null;
    },
  };
}
