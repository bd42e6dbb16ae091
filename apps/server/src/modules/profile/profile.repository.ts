import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { CODE_MAX_FAILED_ATTEMPTS } from "@portal/schemas/password";
import type { Profile } from "@portal/schemas/profile";
import type { Db } from "../../db/client.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { oneTimeCodes } from "../../db/schema/identity.ts";

export interface ContactAccount {
  userId: string;
  personId: string;
  email: string;
  phone: string | null;
  language: "fi" | "en";
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

export function createProfileRepository(db: Db) {
  // One round trip for the whole profile. The join through contract_parties is the scoping rule:
  // the session's contract is returned only while the user's person is still on it.
  const profileQuery = db
    .select({
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: userAccounts.email,
      phoneNumber: persons.phone,
      visited: userAccounts.visited,
      newsletter: userAccounts.newsletter,
      protectionOrder: persons.protectionOrder,
      language: userAccounts.language,
      contractId: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      street: buildings.streetAddress,
      apartmentNumber: apartments.apartmentNumber,
      postalCode: buildings.postalCode,
      city: buildings.city,
      area: apartments.areaM2,
    })
    .from(userAccounts)
    .innerJoin(persons, eq(persons.id, userAccounts.personId))
    .innerJoin(
      contractParties,
      and(
        eq(contractParties.personId, userAccounts.personId),
        eq(contractParties.contractId, sql.placeholder("contractId")),
      ),
    )
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(eq(userAccounts.id, sql.placeholder("userId")))
    .prepare("profile_by_user_contract");

  return {
    async findAccount(userId: string, tx: Db = db): Promise<ContactAccount | null> {
      const rows = await tx
        .select({
          userId: userAccounts.id,
          personId: userAccounts.personId,
          email: userAccounts.email,
          phone: persons.phone,
          language: userAccounts.language,
        })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async emailTakenByOther(email: string, userId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(and(eq(userAccounts.email, email), ne(userAccounts.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async updatePhone(tx: Db, personId: string, phone: string): Promise<void> {
      await tx.update(persons).set({ phone }).where(eq(persons.id, personId));
    },

    async updateNewsletter(tx: Db, userId: string, newsletter: boolean): Promise<void> {
      await tx.update(userAccounts).set({ newsletter }).where(eq(userAccounts.id, userId));
    },

    async setConfirmedEmail(tx: Db, userId: string, email: string, now: Date): Promise<void> {
      await tx.update(userAccounts).set({ email, emailConfirmedAt: now }).where(eq(userAccounts.id, userId));
    },

    /** The address of the user's newest email change whose code can still be confirmed. */
    async findPendingEmail(userId: string, now: Date): Promise<string | null> {
      const rows = await db
        .select({ target: oneTimeCodes.target })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, "email_change"),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now),
            lt(oneTimeCodes.failedAttempts, CODE_MAX_FAILED_ATTEMPTS),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0]?.target ?? null;
    },

    /** Like findPendingEmail, but also when expired or locked, so the answer can say which. */
    async findEmailChangeTarget(userId: string): Promise<string | null> {
      const rows = await db
        .select({ target: oneTimeCodes.target })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, "email_change"),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0]?.target ?? null;
    },

    /** One email change at a time: a newer request ends the codes of the earlier ones. */
    async retireEmailChanges(tx: Db, userId: string, now: Date): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.purpose, "email_change"),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
          ),
        );
    },

    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async findProfile(userId: string, contractId: string): Promise<Profile | null> {
      const row = (await profileQuery.execute({ userId, contractId }))[0];
      if (!row) return null;
      return {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        visited: row.visited,
        newsletter: row.newsletter,
        protectionOrder: row.protectionOrder,
        language: row.language,
        contract: {
          id: row.contractId,
          startDate: row.startDate,
          endDate: row.endDate,
          postalAddress: {
            // Finnish postal style: the apartment follows the street address on the same line.
            streetAddressLine1: `${row.street} ${row.apartmentNumber}`,
            streetAddressLine2: null,
            postalCode: row.postalCode,
            city: row.city,
          },
          area: Number(row.area),
        },
      };
    },
  };
}
