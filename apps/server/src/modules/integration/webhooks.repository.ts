import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { integrationDeliveries, integrationEvents } from "../../db/schema/integration.ts";
import type { EventRow } from "./events.repository.ts";

/** The webhook sender's row of integration_deliveries. */
export const WEBHOOK_CURSOR = "webhook";

/** An event taken for one try: the claim's lease is its token, so only its holder records the outcome. */
export interface DeliveryClaim {
  event: EventRow;
  /** The last delivered event's id when it was claimed. */
  after: number;
  /** The try's number, 1 for the first. */
  attempt: number;
  lease: Date;
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;

/**
 * Where the webhook sender has got to (integration_deliveries, one row). One try at a time among
 * every process: a try claims the row with a conditional update (its next_attempt_at moved to the
 * lease's end), and a process that finds the row claimed, or waiting for its next try, leaves it.
 */
export function createWebhooksRepository(db: Db) {
  return {
    /**
     * Takes the next event after the last delivered one for a try, when one is there and its try is
     * due: attempts counted, next_attempt_at the lease's end (a process that dies while sending
     * leaves the event to be tried again then). Null when nothing is due or another holds it.
     */
    async claim(at: Date, lease: Date): Promise<DeliveryClaim | { waitingUntil: Date } | null> {
      await db
        .insert(integrationDeliveries)
        .values({ name: WEBHOOK_CURSOR, deliveredId: 0, updatedAt: at })
        .onConflictDoNothing();
      const [claimed] = await db
        .update(integrationDeliveries)
        .set({ attempts: sql`${integrationDeliveries.attempts} + 1`, nextAttemptAt: lease, updatedAt: at })
        .where(
          and(
            eq(integrationDeliveries.name, WEBHOOK_CURSOR),
            sql`(${integrationDeliveries.nextAttemptAt} is null or ${integrationDeliveries.nextAttemptAt} <= ${at})`,
            sql`exists (select 1 from ${integrationEvents} where ${integrationEvents.id} > ${integrationDeliveries.deliveredId})`,
          ),
        )
        .returning({
          deliveredId: integrationDeliveries.deliveredId,
          attempts: integrationDeliveries.attempts,
        });
      if (!claimed) {
        const [row] = await db
          .select({ nextAttemptAt: integrationDeliveries.nextAttemptAt })
          .from(integrationDeliveries)
          .where(eq(integrationDeliveries.name, WEBHOOK_CURSOR));
        return row?.nextAttemptAt && row.nextAttemptAt > at ? { waitingUntil: row.nextAttemptAt } : null;
      }
      const [event] = await db
        .select()
        .from(integrationEvents)
        .where(gt(integrationEvents.id, claimed.deliveredId))
        .orderBy(asc(integrationEvents.id))
        .limit(1);
      return { event: event!, after: claimed.deliveredId, attempt: claimed.attempts, lease };
    },

    /** The claimed event was delivered: the cursor moves past it and the tries start over. */
    async delivered(claim: DeliveryClaim, at: Date): Promise<boolean> {
      const rows = await db
        .update(integrationDeliveries)
        .set({
          deliveredId: claim.event.id,
          attempts: 0,
          nextAttemptAt: null,
          lastError: null,
          updatedAt: at,
        })
        .where(held(claim))
        .returning({ name: integrationDeliveries.name });
      return rows.length > 0;
    },

    /** The try failed: the cursor stays, the next try waits until `next`. */
    async failed(claim: DeliveryClaim, at: Date, next: Date, reason: string): Promise<void> {
      await db
        .update(integrationDeliveries)
        .set({ nextAttemptAt: next, lastError: reason.slice(0, 300), updatedAt: at })
        .where(held(claim));
    },

    /**
     * What waits for the receiver: the events after the last delivered one, how long the oldest of
     * them has waited, and the tries spent on it so far (0 while none failed). For the metrics.
     */
    async backlog(at: Date): Promise<{ waiting: number; oldestAgeSeconds: number; failedTries: number }> {
      const [row] = await db
        .select({
          deliveredId: integrationDeliveries.deliveredId,
          attempts: integrationDeliveries.attempts,
          lastError: integrationDeliveries.lastError,
        })
        .from(integrationDeliveries)
        .where(eq(integrationDeliveries.name, WEBHOOK_CURSOR));
      const [waiting] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<Date | string | null>`min(${integrationEvents.occurredAt})`,
        })
        .from(integrationEvents)
        .where(gt(integrationEvents.id, row?.deliveredId ?? 0));
      const oldest = waiting?.oldest ? new Date(waiting.oldest) : null;
      return {
        waiting: waiting?.count ?? 0,
        oldestAgeSeconds: oldest ? Math.max(0, (at.getTime() - oldest.getTime()) / 1000) : 0,
        failedTries: row?.lastError ? row.attempts : 0,
      };
    },

    async state() {
      const [row] = await db
        .select()
        .from(integrationDeliveries)
        .where(eq(integrationDeliveries.name, WEBHOOK_CURSOR));
      return row ?? null;
    },
  };
}

/** The row as the claim left it: nobody took it over after the lease ran out. */
const held = (claim: DeliveryClaim) =>
  and(
    eq(integrationDeliveries.name, WEBHOOK_CURSOR),
    eq(integrationDeliveries.deliveredId, claim.after),
    eq(integrationDeliveries.nextAttemptAt, claim.lease),
  );
