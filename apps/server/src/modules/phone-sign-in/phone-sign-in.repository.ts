import type { Language } from "@portal/schemas/common";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { createAuditRepository, type AuditEntry } from "../audit/index.ts";

export interface PhoneAccount {
  userId: string;
  personId: string;
  language: Language;
}

export type PhoneSignInRepository = ReturnType<typeof createPhoneSignInRepository>;

export function createPhoneSignInRepository(db: Db) {
  const audit = createAuditRepository(db);
  return {
    /** Accounts whose person has this number. Several only when people share one phone. */
    async findAccountsByPhone(normalised: string): Promise<PhoneAccount[]> {
      return db
        .select({ userId: userAccounts.id, personId: userAccounts.personId, language: userAccounts.language })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(persons.phoneNormalised, normalised))
        .limit(10);
    },

    async findUserIdByPerson(personId: string, tx: Db = db): Promise<string | null> {
      const rows = await tx
        .select({ userId: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.personId, personId))
        .limit(1);
      return rows[0]?.userId ?? null;
    },

    audit(entry: AuditEntry, at: Date, tx: Db = db): Promise<void> {
      return audit.record(entry, at, tx);
    },

    /**
     * The row id of the code just issued for this number: it becomes the phoneLoginId, which tells
     * step 2 which number the code was sent to without putting the number in the browser.
     */
    async newestPhoneCodeId(target: string, tx: Db = db): Promise<string | null> {
      const rows = await tx
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, "phone_sign_in"),
            eq(oneTimeCodes.target, target),
            isNull(oneTimeCodes.usedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /** The number a phone sign-in code went to, and its account when the number has only one. */
    async findPhoneCode(id: string): Promise<{ target: string; userId: string | null } | null> {
      const rows = await db
        .select({ target: oneTimeCodes.target, userId: oneTimeCodes.userId })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, "phone_sign_in")))
        .limit(1);
      return rows[0] ?? null;
    },

    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
  };
}
