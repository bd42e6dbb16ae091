import type { Language } from "@portal/schemas/common";
import { and, desc, eq, gt, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { CODE_MAX_FAILED_ATTEMPTS } from "@portal/schemas/codes";
import type { Profile } from "@portal/schemas/profile";
import type { Db } from "../../db/client.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { sessionContract, storedSessionColumns, type StoredSession } from "../../db/scope.ts";
import { createAccountsRepository } from "../auth/index.ts";

export interface ContactAccount {
  userId: string;
  personId: string;
  firstName: string;
  email: string;
  phone: string | null;
  language: Language;
}

/** Changes of the account's own contact details, each confirmed by a code sent to the new value. */
export type ContactChangePurpose = "email_change" | "phone_change";

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

/** A change of this user's contact details whose code has not been used (or retired) yet. */
function unusedChange(purpose: ContactChangePurpose, userId: string): SQL | undefined {
  return and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt));
}

/** The new value of the user's newest change of this kind whose code can still be confirmed. */
function pendingChange(purpose: ContactChangePurpose) {
  return sql<string | null>`(
        select ${oneTimeCodes.newValue} from ${oneTimeCodes}
        where ${oneTimeCodes.purpose} = ${purpose} and ${oneTimeCodes.userId} = ${userAccounts.id}
          and ${oneTimeCodes.usedAt} is null and ${oneTimeCodes.expiresAt} > ${sql.placeholder("now")}
          and ${oneTimeCodes.failedAttempts} < ${CODE_MAX_FAILED_ATTEMPTS}
        order by ${oneTimeCodes.createdAt} desc limit 1)`;
}

export function createProfileRepository(db: Db) {
  const accounts = createAccountsRepository(db);
  // GET /api/profile is the session check of every page load, so one round trip reads the session
  // and the whole profile. The join is the scoping rule (db/scope.ts): the session's contract is
  // returned only while the user's person is still on it.
  const profileQuery = db
    .select({
      session: storedSessionColumns,
      signedInAt: sessions.createdAt,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: userAccounts.email,
      customerNumber: userAccounts.customerNumber,
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
      pendingEmail: pendingChange("email_change"),
      pendingPhoneNumber: pendingChange("phone_change"),
    })
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .innerJoin(persons, eq(persons.id, userAccounts.personId))
    .innerJoin(contracts, sessionContract(contracts.id))
    .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(eq(sessions.id, sql.placeholder("sessionHash")))
    .prepare("profile_by_session");

  return {
    async findAccount(userId: string, tx: Db = db): Promise<ContactAccount | null> {
      const rows = await tx
        .select({
          userId: userAccounts.id,
          personId: userAccounts.personId,
          firstName: persons.firstName,
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

    // The account's own rows are auth's: changed through its accounts repository.
    updatePhone: accounts.updatePhone,
    updateNewsletter: accounts.updateNewsletter,
    updateLanguage: accounts.updateLanguage,
    setConfirmedEmail: accounts.setConfirmedEmail,

    /** The new value of the user's newest change of this kind whose code can still be confirmed. */
    async findPendingChange(
      purpose: ContactChangePurpose,
      userId: string,
      now: Date,
    ): Promise<string | null> {
      const rows = await db
        .select({ newValue: oneTimeCodes.newValue })
        .from(oneTimeCodes)
        .where(
          and(
            unusedChange(purpose, userId),
            gt(oneTimeCodes.expiresAt, now),
            lt(oneTimeCodes.failedAttempts, CODE_MAX_FAILED_ATTEMPTS),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0]?.newValue ?? null;
    },

    /** One change of a kind at a time: a newer request, or going back to the current value, ends the earlier codes. */
    retireChanges: (purpose: ContactChangePurpose, userId: string, now: Date, tx: Db = db) =>
      accounts.retireCodes(purpose, userId, now, tx),

    /** When the session was opened: a recent sign-in stands in for the current password. */
    async findSessionStart(sessionHash: string): Promise<Date | null> {
      const rows = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionHash))
        .limit(1);
      return rows[0]?.createdAt ?? null;
    },

    async findPasswordHash(userId: string, tx: Db = db): Promise<string | null> {
      const rows = await tx
        .select({ passwordHash: userAccounts.passwordHash })
        .from(userAccounts)
        .where(eq(userAccounts.id, userId))
        .limit(1);
      return rows[0]?.passwordHash ?? null;
    },

    /** Ends every session of the user but the one making the change; answers how many ended. */
    deleteOtherSessions: accounts.deleteOtherSessions,

    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** The session row and the profile it opens, or null when either is missing. */
    async findProfileBySession(
      sessionHash: string,
      now: Date,
    ): Promise<{ session: StoredSession; profile: Profile } | null> {
      const row = (await profileQuery.execute({ sessionHash, now: now.toISOString() }))[0];
      if (!row) return null;
      const { session } = row;
      const profile: Profile = {
        customerNumber: row.customerNumber,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        visited: row.visited,
        newsletter: row.newsletter,
        protectionOrder: row.protectionOrder,
        language: row.language,
        pendingEmail: row.pendingEmail,
        pendingPhoneNumber: row.pendingPhoneNumber,
        signedInAt: row.signedInAt.toISOString(),
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
      return { session, profile };
    },
  };
}
