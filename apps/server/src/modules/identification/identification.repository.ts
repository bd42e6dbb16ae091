import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { deleteInBatches } from "../../db/batch-delete.ts";
import type { Db } from "../../db/client.ts";
import { identificationFlows } from "../../db/schema/identification.ts";
import { persons } from "../../db/schema/persons.ts";

export type FlowType = (typeof identificationFlows.$inferSelect)["flowType"];
export type IdentificationFlow = typeof identificationFlows.$inferSelect;

export interface NewFlow {
  state: string;
  flowType: FlowType;
  frame: IdentificationFlow["frame"];
  codeVerifier: string;
  nonce: string;
  userId: string | null;
  browserHash: string;
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

export type IdentificationRepository = ReturnType<typeof createIdentificationRepository>;

/** Every method takes the caller's transaction last, so consuming a flow can join a sign-up. */
export function createIdentificationRepository(db: Db) {
  return {
    /** Flows that expired before `before` (the housekeeping job, identification.module.ts). */
    deleteExpiredFlows: (before: Date) =>
      deleteInBatches(
        db,
        identificationFlows,
        identificationFlows.state,
        lt(identificationFlows.expiresAt, before),
      ),

    async insertFlow(flow: NewFlow, tx: Db = db): Promise<void> {
      await tx.insert(identificationFlows).values(flow);
    },

    async findFlow(state: string, tx: Db = db): Promise<IdentificationFlow | null> {
      const rows = await tx
        .select()
        .from(identificationFlows)
        .where(eq(identificationFlows.state, state))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Only a pending, unexpired flow can be identified, and only once: a replayed callback changes nothing. */
    async markIdentified(state: string, identified: Identified, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
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
    },

    /** A failed round trip ends the flow: its state cannot be used for another try. */
    async endPendingFlow(state: string, now: Date, tx: Db = db): Promise<void> {
      await tx
        .update(identificationFlows)
        .set({ expiresAt: now })
        .where(and(eq(identificationFlows.state, state), isNull(identificationFlows.identifiedAt)));
    },

    async findIdentifiedFlow(
      sessionHash: string,
      state: string,
      tx: Db = db,
    ): Promise<IdentificationFlow | null> {
      const rows = await tx
        .select()
        .from(identificationFlows)
        .where(and(eq(identificationFlows.sessionHash, sessionHash), eq(identificationFlows.state, state)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Single use: of two concurrent consumers exactly one gets the row, and only in the starting browser. */
    async consumeFlow(
      sessionHash: string,
      state: string,
      flowType: FlowType,
      browserHash: string,
      now: Date,
      tx: Db = db,
    ): Promise<IdentificationFlow | null> {
      const rows = await tx
        .update(identificationFlows)
        .set({ consumedAt: now })
        .where(
          and(
            eq(identificationFlows.sessionHash, sessionHash),
            eq(identificationFlows.state, state),
            eq(identificationFlows.flowType, flowType),
            eq(identificationFlows.browserHash, browserHash),
            isNull(identificationFlows.consumedAt),
            gt(identificationFlows.expiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    async findPersonIdByIdentityCodeHash(hash: string, tx: Db = db): Promise<string | null> {
      const rows = await tx
        .select({ id: persons.id })
        .from(persons)
        .where(eq(persons.identityCodeHash, hash))
        .limit(1);
      return rows[0]?.id ?? null;
    },
  };
}
