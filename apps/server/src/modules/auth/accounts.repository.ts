import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";

export interface AccountForMail {
  userId: string;
  personId: string;
  email: string;
  emailConfirmedAt: Date | null;
  language: Language;
  firstName: string;
}

/** Functions take `db` so that each can run inside the transaction of the flow that needs it. */
export async function findAccountForMail(db: Db, emailLower: string): Promise<AccountForMail | null> {
  const rows = await db
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
}

export async function emailTaken(db: Db, emailLower: string): Promise<boolean> {
  const rows = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(eq(userAccounts.email, emailLower))
    .limit(1);
  return rows.length > 0;
}

export async function personHasAccount(db: Db, personId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(eq(userAccounts.personId, personId))
    .limit(1);
  return rows.length > 0;
}

/** A lease that has started and not ended on `today` (ISO date), as party or other resident. */
export async function hasCurrentContract(db: Db, personId: string, today: string): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(contractParties, eq(contractParties.contractId, contracts.id))
    .where(
      and(
        eq(contractParties.personId, personId),
        lte(contracts.startDate, today),
        or(isNull(contracts.endDate), gte(contracts.endDate, today)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface NewAccount {
  personId: string;
  email: string;
  passwordHash: string;
  language: Language;
  now: Date;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<string> {
  const [row] = await db
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
}

/** Keeps the first confirmation time when the address was already confirmed. */
export async function confirmEmail(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(userAccounts)
    .set({
      emailConfirmedAt: sql`coalesce(${userAccounts.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(userAccounts.id, userId));
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(userAccounts).set({ passwordHash }).where(eq(userAccounts.id, userId));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
