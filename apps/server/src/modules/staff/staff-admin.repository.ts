import { and, asc, count, eq, inArray, isNotNull, isNull, like, ne, sql, type SQL } from "drizzle-orm";
import type { StaffRole } from "@portal/schemas/staff.constants";
import { reach, seesNoBuilding } from "../../access/reach.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { defectNotices } from "../../db/schema/faults.ts";
import { contactRequests } from "../../db/schema/messages.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { staffBuildings, staffMembers, staffRoles, staffSignInFlows } from "../../db/schema/staff.ts";
import { signInFailures } from "../../db/schema/throttling.ts";

/** Open work: sent, not yet ready. */
const OPEN_STATES = ["sent", "inProgress"] as const;

export interface StaffMemberRow {
  id: string;
  name: string;
  email: string;
  active: boolean;
  roles: StaffRole[];
  allBuildings: boolean;
  buildings: { id: string; name: string }[];
}

export interface StaffSignInFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
  browserHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export type StaffAdminRepository = ReturnType<typeof createStaffAdminRepository>;

/** Staff sign-in flows, the administrator's staff list and changes, open work counts, locked tenants. */
export function createStaffAdminRepository(db: Db) {
  /** The open items of the contracts in these buildings (all: every contract). */
  async function openCount(
    table: typeof defectNotices | typeof contactRequests,
    scope: "all" | readonly string[],
  ): Promise<number> {
    if (seesNoBuilding(scope)) return 0;
    const conditions: (SQL | undefined)[] = [
      inArray(table.status, [...OPEN_STATES]),
      reach.contracts(table.contractId, scope),
    ];
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  async function membersWhere(where: SQL | undefined): Promise<StaffMemberRow[]> {
    const members = await db
      .select({
        id: staffMembers.id,
        name: staffMembers.name,
        email: staffMembers.email,
        active: staffMembers.active,
        allBuildings: staffMembers.allBuildings,
      })
      .from(staffMembers)
      .where(where)
      .orderBy(asc(staffMembers.name), asc(staffMembers.id));
    if (!members.length) return [];
    const ids = members.map((m) => m.id);
    const [roles, assigned] = await Promise.all([
      db
        .select({ staffId: staffRoles.staffId, role: staffRoles.role })
        .from(staffRoles)
        .where(inArray(staffRoles.staffId, ids)),
      db
        .select({ staffId: staffBuildings.staffId, id: buildings.id, name: buildings.name })
        .from(staffBuildings)
        .innerJoin(buildings, eq(buildings.id, staffBuildings.buildingId))
        .where(inArray(staffBuildings.staffId, ids))
        .orderBy(asc(buildings.name)),
    ]);
    return members.map((m) => ({
      ...m,
      roles: roles.filter((r) => r.staffId === m.id).map((r) => r.role),
      buildings: m.allBuildings
        ? []
        : assigned.filter((b) => b.staffId === m.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  return {
    async insertFlow(flow: Omit<StaffSignInFlow, "usedAt"> & { createdAt: Date }): Promise<void> {
      await db.insert(staffSignInFlows).values(flow);
    },

    /**
     * Uses the flow up: one request wins (a conditional update), whether or not it is still valid,
     * so a state is never tried twice. Null when there is none or it was used before.
     */
    async useFlow(state: string, at: Date): Promise<StaffSignInFlow | null> {
      const [row] = await db
        .update(staffSignInFlows)
        .set({ usedAt: at })
        .where(and(eq(staffSignInFlows.state, state), sql`${staffSignInFlows.usedAt} is null`))
        .returning();
      return row ?? null;
    },

    /** Flows past their time are of no use to anyone. */
    async deleteExpiredFlows(before: Date): Promise<void> {
      await db.delete(staffSignInFlows).where(sql`${staffSignInFlows.expiresAt} < ${before.toISOString()}`);
    },

    /**
     * The staff member bound to the provider's account (`subject`), or else the one its email names
     * (compared lower-cased), with their roles and the account they are bound to (null: none yet).
     */
    async forSignIn(
      subject: string,
      email: string | null,
    ): Promise<{ id: string; active: boolean; oidcSubject: string | null; roles: StaffRole[] } | null> {
      const columns = {
        id: staffMembers.id,
        active: staffMembers.active,
        oidcSubject: staffMembers.oidcSubject,
      };
      const [bound] = await db
        .select(columns)
        .from(staffMembers)
        .where(eq(staffMembers.oidcSubject, subject));
      const [member] = bound
        ? [bound]
        : email
          ? await db.select(columns).from(staffMembers).where(eq(staffMembers.email, email.toLowerCase()))
          : [];
      if (!member) return null;
      const roles = await db
        .select({ role: staffRoles.role })
        .from(staffRoles)
        .where(eq(staffRoles.staffId, member.id));
      return { ...member, roles: roles.map((r) => r.role) };
    },

    /**
     * Binds a member not yet bound to the provider's account: false when they were bound meanwhile or
     * the account is another member's already (the unique constraint).
     */
    async bindSubject(id: string, subject: string): Promise<boolean> {
      try {
        const rows = await db
          .update(staffMembers)
          .set({ oidcSubject: subject })
          .where(and(eq(staffMembers.id, id), isNull(staffMembers.oidcSubject)))
          .returning({ id: staffMembers.id });
        return rows.length === 1;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** Open fault reports and messages of the buildings the staff member sees. */
    async overview(scope: "all" | readonly string[]) {
      const [openFaultReports, openMessages] = await Promise.all([
        openCount(defectNotices, scope),
        openCount(contactRequests, scope),
      ]);
      return { openFaultReports, openMessages };
    },

    members: () => membersWhere(undefined),

    async member(id: string): Promise<StaffMemberRow | null> {
      const [row] = await membersWhere(eq(staffMembers.id, id));
      return row ?? null;
    },

    async buildings(): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: buildings.id, name: buildings.name })
        .from(buildings)
        .orderBy(asc(buildings.name), asc(buildings.id));
    },

    /** How many of these building ids exist. */
    async countBuildings(ids: readonly string[]): Promise<number> {
      if (!ids.length) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(buildings)
        .where(inArray(buildings.id, [...ids]));
      return row?.n ?? 0;
    },

    /** Holds, until the caller's transaction ends, the lock every change of staff roles takes. */
    async lockRoles(tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff roles', 0))`);
    },

    /** How many active administrators there would be with the member's roles replaced by `roles`. */
    async activeAdminsAfter(tx: Db, id: string, roles: readonly StaffRole[]): Promise<number> {
      const [others] = await tx
        .select({ n: count() })
        .from(staffRoles)
        .innerJoin(staffMembers, eq(staffMembers.id, staffRoles.staffId))
        .where(and(eq(staffRoles.role, "admin"), eq(staffMembers.active, true), ne(staffMembers.id, id)));
      const [member] = await tx
        .select({ active: staffMembers.active })
        .from(staffMembers)
        .where(eq(staffMembers.id, id));
      return (others?.n ?? 0) + (member?.active && roles.includes("admin") ? 1 : 0);
    },

    /** Replaces the member's roles and buildings in the caller's transaction. */
    async replaceAccess(
      tx: Db,
      id: string,
      access: { roles: readonly StaffRole[]; allBuildings: boolean; buildingIds: readonly string[] },
    ): Promise<void> {
      await tx.update(staffMembers).set({ allBuildings: access.allBuildings }).where(eq(staffMembers.id, id));
      await tx.delete(staffRoles).where(eq(staffRoles.staffId, id));
      await tx.insert(staffRoles).values(access.roles.map((role) => ({ staffId: id, role })));
      await tx.delete(staffBuildings).where(eq(staffBuildings.staffId, id));
      if (!access.allBuildings && access.buildingIds.length)
        await tx
          .insert(staffBuildings)
          .values(access.buildingIds.map((buildingId) => ({ staffId: id, buildingId })));
    },

    /** Tenant accounts whose password sign-in is locked (key "user:<id>" with locked_at). */
    async lockedTenants(): Promise<{ id: string; name: string; email: string; lockedAt: Date }[]> {
      const rows = await db
        .select({
          id: userAccounts.id,
          firstName: persons.firstName,
          lastName: persons.lastName,
          email: userAccounts.email,
          lockedAt: signInFailures.lockedAt,
        })
        .from(signInFailures)
        .innerJoin(userAccounts, sql`${userAccounts.id}::text = substr(${signInFailures.key}, 6)`)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(and(like(signInFailures.key, "user:%"), isNotNull(signInFailures.lockedAt)))
        .orderBy(asc(signInFailures.lockedAt))
        .limit(200);
      return rows.map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        lockedAt: r.lockedAt!,
      }));
    },

    async tenantExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.id, id));
      return row !== undefined;
    },
  };
}
