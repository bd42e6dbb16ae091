import { and, eq, gte, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { personOnContract } from "../../db/scope.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { personPhone, persons, userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";

export interface AccountForMail {
  userId: string;
  personId: string;
  email: string;
  emailConfirmedAt: Date | null;
  language: Language;
  firstName: string;
}

export interface NewAccount {
  personId: string;
  email: string;
  passwordHash: string;
  language: Language;
  now: Date;
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** Every method takes the caller's transaction last, when the work belongs to one. */
export function createAccountsRepository(db: Db) {
  return {
    async findAccountForMail(emailLower: string, tx: Db = db): Promise<AccountForMail | null> {
      const rows = await tx
        .select({
          userId: userAccounts.id,
          personId: userAccounts.personId,
          email: userAccounts.email,
          emailConfirmedAt: userAccounts.emailConfirmedAt,
          language: userAccounts.language,
          firstName: persons.firstName,
        })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.email, emailLower))
        .limit(1);
      return rows[0] ?? null;
    },

    async emailTaken(emailLower: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.email, emailLower))
        .limit(1);
      return rows.length > 0;
    },

    async findUserIdByPerson(personId: string, tx: Db = db): Promise<string | null> {
      const rows = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.personId, personId))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    async personHasAccount(personId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.personId, personId))
        .limit(1);
      return rows.length > 0;
    },

    /** A lease that has started and not ended on `today` (ISO date), as party or other resident. */
    async hasCurrentContract(personId: string, today: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(
            personOnContract(contracts.id, personId),
            lte(contracts.startDate, today),
            or(isNull(contracts.endDate), gte(contracts.endDate, today)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insertAccount(account: NewAccount, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(userAccounts)
        .values({
          personId: account.personId,
          email: account.email,
          passwordHash: account.passwordHash,
          emailConfirmedAt: null,
          language: account.language,
          visited: false,
          createdAt: account.now,
        })
        .returning({ id: userAccounts.id });
      if (!row) throw new Error("account insert returned nothing");
      return row.id;
    },

    /** Keeps the first confirmation time when the address was already confirmed. */
    async confirmEmail(userId: string, now: Date, tx: Db = db): Promise<void> {
      await tx
        .update(userAccounts)
        .set({
          emailConfirmedAt: sql`coalesce(${userAccounts.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(userAccounts.id, userId));
    },

    async setPasswordHash(userId: string, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(userAccounts).set({ passwordHash }).where(eq(userAccounts.id, userId));
    },

    async deleteSessionsOfUser(userId: string, tx: Db = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    // The changes of the tenant's own details (the profile's): its phone number, newsletter, email.

    async updatePhone(personId: string, phone: string, tx: Db = db): Promise<void> {
      await tx.update(persons).set(personPhone(phone)).where(eq(persons.id, personId));
    },

    async updateNewsletter(userId: string, newsletter: boolean, tx: Db = db): Promise<void> {
      await tx.update(userAccounts).set({ newsletter }).where(eq(userAccounts.id, userId));
    },

    /** The language of the account's mail and SMS: the one the tenant chose last, signed in or signing in. */
    async updateLanguage(userId: string, language: Language, tx: Db = db): Promise<void> {
      await tx.update(userAccounts).set({ language }).where(eq(userAccounts.id, userId));
    },

    async setConfirmedEmail(userId: string, email: string, now: Date, tx: Db = db): Promise<void> {
      await tx.update(userAccounts).set({ email, emailConfirmedAt: now }).where(eq(userAccounts.id, userId));
    },

    /** Ends the user's unused codes of `purpose` (a contact change's: one at a time). */
    async retireCodes(purpose: "email_change" | "phone_change", userId: string, now: Date, tx: Db = db) {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
          ),
        );
    },

    /** Ends every session of the user but `keepHash`; answers how many ended. */
    async deleteOtherSessions(userId: string, keepHash: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepHash)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
