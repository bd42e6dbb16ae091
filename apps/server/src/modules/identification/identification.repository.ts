import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { persons } from "../../db/schema/persons.ts";

export type FlowType = (typeof identificationFlows.$inferSelect)["flowType"];
export type IdentificationFlow = typeof identificationFlows.$inferSelect;

export interface NewFlow {
  state: string;
  flowType: FlowType;
  codeVerifier: string;
  nonce: string;
  userId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface Identified {
  sessionHash: string;
  identifiedAt: Date;
  expiresAt: Date;
  personId: string | null;
  givenName: string;
  familyName: string;
  acr: string | null;
}

/** Every call takes the database or a caller's transaction, so consuming can join a sign-up. */
export async function insertFlow(db: Db, flow: NewFlow): Promise<void> {
  await db.insert(identificationFlows).values(flow);
}

export async function findFlow(db: Db, state: string): Promise<IdentificationFlow | null> {
  const rows = await db
    .select()
    .from(identificationFlows)
    .where(eq(identificationFlows.state, state))
    .limit(1);
  return rows[0] ?? null;
}

/** Only a pending, unexpired flow can be identified, and only once: a replayed callback changes nothing. */
export async function markIdentified(
  db: Db,
  state: string,
  identified: Identified,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(identificationFlows)
    .set(identified)
    .where(
      and(
        eq(identificationFlows.state, state),
        isNull(identificationFlows.identifiedAt),
        gt(identificationFlows.expiresAt, now),
      ),
    )
    .returning({ state: identificationFlows.state });
  return rows.length === 1;
}

/** A failed round trip ends the flow: its state cannot be used for another try. */
export async function endPendingFlow(db: Db, state: string, now: Date): Promise<void> {
  await db
    .update(identificationFlows)
    .set({ expiresAt: now })
    .where(and(eq(identificationFlows.state, state), isNull(identificationFlows.identifiedAt)));
}

export async function findIdentifiedFlow(
  db: Db,
  sessionHash: string,
  state: string,
): Promise<IdentificationFlow | null> {
  const rows = await db
    .select()
    .from(identificationFlows)
    .where(and(eq(identificationFlows.sessionHash, sessionHash), eq(identificationFlows.state, state)))
    .limit(1);
  return rows[0] ?? null;
}

/** Single use: of two concurrent consumers exactly one gets the row. */
export async function consumeFlow(
  db: Db,
  sessionHash: string,
  state: string,
  flowType: FlowType,
  now: Date,
): Promise<IdentificationFlow | null> {
  const rows = await db
    .update(identificationFlows)
    .set({ consumedAt: now })
    .where(
      and(
        eq(identificationFlows.sessionHash, sessionHash),
        eq(identificationFlows.state, state),
        eq(identificationFlows.flowType, flowType),
        isNull(identificationFlows.consumedAt),
        gt(identificationFlows.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function findPersonIdByIdentityCodeHash(db: Db, hash: string): Promise<string | null> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.identityCodeHash, hash))
    .limit(1);
  return rows[0]?.id ?? null;
}
