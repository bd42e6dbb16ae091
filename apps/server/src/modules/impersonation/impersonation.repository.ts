import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { StaffRole } from "@portal/schemas/staff.constants";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { impersonationAudit, impersonationFlows } from "../../db/schema/impersonation.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { staffBuildings, staffMembers, staffRoles } from "../../db/schema/staff.ts";

export type ImpersonationFlow = typeof impersonationFlows.$inferSelect;
export type NewImpersonationFlow = Omit<
  typeof impersonationFlows.$inferInsert,
  "returnedAt" | "loginNonceHash" | "loginExpiresAt" | "loggedInAt"
>;

export interface ViewingStart {
  viewingId: string;
  at: Date;
  sessionHash: string;
  staffId: string;
  staffName: string;
  staffRoles: StaffRole[];
  userId: string;
  personId: string;
  contractId: string;
  reason: string;
  address: string;
}

export interface ViewingRow {
  startedAt: Date;
  endedAt: Date | null;
  staffName: string;
  staffRoles: StaffRole[];
  reason: string;
}

/** How many viewings a tenant's profile lists, newest first. */
export const VIEWINGS_SHOWN = 100;

export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;

/** Impersonation flows and the append-only audit log of viewings (inserts and reads only). */
export function createImpersonationRepository(db: Db) {
  return {
    /** The staff member with their roles and buildings ("all", or the ids assigned), or null. */
    async staffMember(staffId: string): Promise<{
      id: string;
      email: string;
      name: string;
      active: boolean;
      /** The identity provider's account bound to the member (null: not yet signed in). */
      oidcSubject: string | null;
      roles: StaffRole[];
      buildings: "all" | string[];
    } | null> {
      const [member] = await db
        .select({
          id: staffMembers.id,
          email: staffMembers.email,
          name: staffMembers.name,
          active: staffMembers.active,
          oidcSubject: staffMembers.oidcSubject,
          allBuildings: staffMembers.allBuildings,
        })
        .from(staffMembers)
        .where(eq(staffMembers.id, staffId));
      if (!member) return null;
      const roles = await db
        .select({ role: staffRoles.role })
        .from(staffRoles)
        .where(eq(staffRoles.staffId, staffId))
        .orderBy(staffRoles.role);
      const { allBuildings, ...rest } = member;
      const buildings = allBuildings
        ? ("all" as const)
        : (
            await db
              .select({ id: staffBuildings.buildingId })
              .from(staffBuildings)
              .where(eq(staffBuildings.staffId, staffId))
          ).map((b) => b.id);
      return { ...rest, roles: roles.map((r) => r.role), buildings };
    },

    /** The building of a contract's apartment, or null. */
    async buildingOfContract(contractId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: apartments.buildingId })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .where(eq(contracts.id, contractId));
      return row?.id ?? null;
    },

    /**
     * The tenant account with this customer number whose person has this identity code hash: one
     * query, so an unknown number and a code of someone else are the same miss.
     */
    async tenantWithCode(
      customerNumber: number,
      codeHash: string,
    ): Promise<{ userId: string; personId: string } | null> {
      const [row] = await db
        .select({ userId: userAccounts.id, personId: userAccounts.personId })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(and(eq(userAccounts.customerNumber, customerNumber), eq(persons.identityCodeHash, codeHash)));
      return row ?? null;
    },

    async tenantAccount(userId: string): Promise<{ userId: string; personId: string } | null> {
      const [row] = await db
        .select({ userId: userAccounts.id, personId: userAccounts.personId })
        .from(userAccounts)
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    async insertFlow(flow: NewImpersonationFlow): Promise<void> {
      await db.insert(impersonationFlows).values(flow);
    },

    /** Flows whose return and login are both past their time. */
    async deleteExpiredFlows(before: Date): Promise<void> {
      await db
        .delete(impersonationFlows)
        .where(
          and(
            lt(impersonationFlows.expiresAt, before),
            or(isNull(impersonationFlows.loginExpiresAt), lt(impersonationFlows.loginExpiresAt, before)),
          ),
        );
    },

    /** The provider's return uses the flow up, right or wrong (a conditional update): a state works once. */
    async useReturn(state: string, at: Date): Promise<ImpersonationFlow | null> {
      const [row] = await db
        .update(impersonationFlows)
        .set({ returnedAt: at })
        .where(and(eq(impersonationFlows.state, state), isNull(impersonationFlows.returnedAt)))
        .returning();
      return row ?? null;
    },

    async setLoginNonce(state: string, nonceHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(impersonationFlows)
        .set({ loginNonceHash: nonceHash, loginExpiresAt: expiresAt })
        .where(eq(impersonationFlows.state, state));
    },

    /** The login uses the nonce up, right or wrong: it never works twice. */
    async useLoginNonce(nonceHash: string, at: Date): Promise<ImpersonationFlow | null> {
      const [row] = await db
        .update(impersonationFlows)
        .set({ loggedInAt: at })
        .where(and(eq(impersonationFlows.loginNonceHash, nonceHash), isNull(impersonationFlows.loggedInAt)))
        .returning();
      return row ?? null;
    },

    async recordStart(start: ViewingStart): Promise<void> {
      await db.insert(impersonationAudit).values({ ...start, event: "start" });
    },

    /** The viewings of a tenant's account, newest first, each with its end when there is one. */
    async viewingsOf(userId: string): Promise<ViewingRow[]> {
      const starts = await db
        .select({
          viewingId: impersonationAudit.viewingId,
          startedAt: impersonationAudit.at,
          staffName: impersonationAudit.staffName,
          staffRoles: impersonationAudit.staffRoles,
          reason: impersonationAudit.reason,
        })
        .from(impersonationAudit)
        .where(and(eq(impersonationAudit.userId, userId), eq(impersonationAudit.event, "start")))
        .orderBy(desc(impersonationAudit.at), desc(impersonationAudit.id))
        .limit(VIEWINGS_SHOWN);
      if (starts.length === 0) return [];
      const ends = await db
        .select({
          viewingId: impersonationAudit.viewingId,
          at: sql<Date>`min(${impersonationAudit.at})`.mapWith(impersonationAudit.at),
        })
        .from(impersonationAudit)
        .where(
          and(
            eq(impersonationAudit.userId, userId),
            eq(impersonationAudit.event, "end"),
            inArray(
              impersonationAudit.viewingId,
              starts.map((s) => s.viewingId),
            ),
          ),
        )
        .groupBy(impersonationAudit.viewingId);
      const endOf = new Map(ends.map((e) => [e.viewingId, e.at]));
      return starts.map(({ viewingId, ...start }) => ({ ...start, endedAt: endOf.get(viewingId) ?? null }));
    },
  };
}
