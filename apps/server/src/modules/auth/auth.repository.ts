import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { sessions } from "../../db/schema/sessions.ts";
import type { ContractPeriod } from "./contract-eligibility.ts";

export interface AccountForSignIn {
  userId: string;
  personId: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  language: "fi" | "en";
}

export interface StoredSession {
  userId: string;
  personId: string;
  contractId: string;
  lastActivityAt: Date;
  expiresAt: Date;
}

/**
 * A StoredSession as columns. Reads that check the session and fetch their own data in one round
 * trip select `{ session: storedSessionColumns, … }` and get the session back as one object.
 */
export const storedSessionColumns = {
  userId: sessions.userId,
  personId: userAccounts.personId,
  contractId: sessions.contractId,
  lastActivityAt: sessions.lastActivityAt,
  expiresAt: sessions.expiresAt,
};

/**
 * The scoping rule as a join condition: the session's person as a party of the session's contract.
 * Joined to contract_parties, the contract is the session's only while its person is still on it.
 */
export const sessionPersonOnContract = and(
  eq(contractParties.personId, userAccounts.personId),
  eq(contractParties.contractId, sessions.contractId),
)!;

export interface NewSession {
  idHash: string;
  userId: string;
  contractId: string;
  now: Date;
  expiresAt: Date;
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

export function createAuthRepository(db: Db) {
  // Every authenticated request runs this; a named prepared statement is parsed once per connection.
  const sessionLookup = db
    .select(storedSessionColumns)
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
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
        userId: s.userId,
        contractId: s.contractId,
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

    async findSession(idHash: string): Promise<StoredSession | null> {
      const rows = await sessionLookup.execute({ id: idHash });
      return rows[0] ?? null;
    },

    async setLanguage(userId: string, language: "fi" | "en"): Promise<void> {
      await db.update(userAccounts).set({ language }).where(eq(userAccounts.id, userId));
    },

    async touchSession(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, idHash));
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, idHash));
    },
  };
}
