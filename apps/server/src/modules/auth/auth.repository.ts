import type { Language } from "@portal/schemas/common";
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { StaffRole } from "@portal/schemas/staff.constants";
import type { Db } from "../../db/client.ts";
import { storedSessionColumns } from "../../db/scope.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { staffBuildings, staffMembers, staffRoles } from "../../db/schema/staff.ts";
import type { StoredSessionWithStaff } from "../../plugins/principal.ts";
import type { SessionStore } from "../../plugins/session.ts";
import type { ContractPeriod } from "./contract-eligibility.ts";
import { createViewingLog } from "../impersonation/index.ts";

export interface AccountForSignIn {
  userId: string;
  personId: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  language: Language;
}

/** A session to open: a tenant's, a staff member's, or a staff member's read-only view of a tenant. */
export type NewSession = { idHash: string; now: Date; expiresAt: Date } & (
  | { kind?: "tenant"; userId: string; contractId: string }
  | { kind: "staff"; staffId: string }
  | { kind: "impersonation"; staffId: string; userId: string; contractId: string }
);

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** The session plugin's view of the sessions table. */
export function sessionStoreOf(repo: AuthRepository): SessionStore {
  return {
    find: repo.findSession,
    touch: repo.touchSession,
    delete: repo.deleteSession,
    recordViewingRead: repo.recordViewingRead,
    recordViewingRefusal: repo.recordViewingRefusal,
    async endViewing(sessionHash, at) {
      await repo.recordViewingEnd(sessionHash, at, "revoked");
      await repo.deleteSession(sessionHash);
    },
  };
}

export function createAuthRepository(db: Db) {
  const viewingLog = createViewingLog(db);
  // Every signed-in request runs this; a named prepared statement is parsed once per connection.
  // A tenant session has no staff member: its staff columns are null and the subqueries find nothing.
  const sessionLookup = db
    .select({
      ...storedSessionColumns,
      staffActive: staffMembers.active,
      staffAllBuildings: staffMembers.allBuildings,
      staffRoles: sql<StaffRole[] | null>`(select array_agg(${staffRoles.role} order by ${staffRoles.role})
        from ${staffRoles} where ${staffRoles.staffId} = ${sessions.staffId})`,
      staffBuildings: sql<
        string[] | null
      >`(select array_agg(${staffBuildings.buildingId}::text order by ${staffBuildings.buildingId})
        from ${staffBuildings} where ${staffBuildings.staffId} = ${sessions.staffId})`,
      // Only a view of a tenant's pages needs it: its staff member must still see this building.
      viewedBuildingId: sql<string | null>`case when ${sessions.kind} = 'impersonation' then
        (select ${apartments.buildingId}::text from ${contracts}
          join ${apartments} on ${apartments.id} = ${contracts.apartmentId}
          where ${contracts.id} = ${sessions.contractId}) end`,
    })
    .from(sessions)
    .leftJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, sessions.staffId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("auth_session_lookup");

  return {
    async findAccountByEmail(emailLower: string): Promise<AccountForSignIn | null> {
      const rows = await db
        .select({
          userId: userAccounts.id,
          personId: userAccounts.personId,
          passwordHash: userAccounts.passwordHash,
          emailConfirmedAt: userAccounts.emailConfirmedAt,
          language: userAccounts.language,
        })
        .from(userAccounts)
        .where(eq(userAccounts.email, emailLower))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Contracts where the person is a signing party or another listed resident. */
    async listContractPeriods(personId: string): Promise<ContractPeriod[]> {
      return db
        .select({ id: contracts.id, startDate: contracts.startDate, endDate: contracts.endDate })
        .from(contracts)
        .innerJoin(contractParties, eq(contractParties.contractId, contracts.id))
        .where(eq(contractParties.personId, personId));
    },

    async insertSession(s: NewSession): Promise<void> {
      await db.insert(sessions).values({
        id: s.idHash,
        kind: s.kind ?? "tenant",
        userId: s.kind === "staff" ? null : s.userId,
        contractId: s.kind === "staff" ? null : s.contractId,
        staffId: s.kind === "staff" || s.kind === "impersonation" ? s.staffId : null,
        createdAt: s.now,
        lastActivityAt: s.now,
        expiresAt: s.expiresAt,
      });
    },

    /** Housekeeping at sign-in, so dead sessions do not pile up without a scheduled job. */
    async deleteDeadSessions(userId: string, now: Date, inactiveBefore: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(lte(sessions.expiresAt, now), lte(sessions.lastActivityAt, inactiveBefore)),
          ),
        );
    },

    async findSession(idHash: string): Promise<StoredSessionWithStaff | null> {
      const [row] = await sessionLookup.execute({ id: idHash });
      if (!row) return null;
      const {
        staffActive,
        staffAllBuildings,
        staffRoles: roles,
        staffBuildings: buildings,
        viewedBuildingId,
        ...session
      } = row;
      const staff =
        session.staffId === null || staffActive === null
          ? null
          : {
              id: session.staffId,
              active: staffActive,
              allBuildings: staffAllBuildings ?? false,
              roles: roles ?? [],
              buildings: buildings ?? [],
            };
      return { ...session, staff, viewedBuildingId };
    },

    async setLanguage(userId: string, language: Language): Promise<void> {
      await db.update(userAccounts).set({ language }).where(eq(userAccounts.id, userId));
    },

    async touchSession(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, idHash));
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, idHash));
    },

    // A viewing's audit log is the impersonation module's.
    recordViewingRead: viewingLog.read,
    recordViewingRefusal: viewingLog.refusal,
    recordViewingEnd: viewingLog.end,
  };
}
