import { asc, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { integrationEvents } from "../../db/schema/integration.ts";

export type EventRow = typeof integrationEvents.$inferSelect;

export type EventsRepository = ReturnType<typeof createEventsRepository>;

/**
 * The event feed's rows. Writers take one transaction-scoped lock before their insert, held until
 * their transaction ends: ids are then given in the order the writing transactions commit, so a
 * reader that has seen id n will never later find a smaller id committed behind it.
 */
export function createEventsRepository(db: Db) {
  return {
    /** Appends an event in the caller's transaction (the change it tells of is in the same one). */
    async append(
      event: {
        type: string;
        version: number;
        subject: string;
        data: Record<string, unknown>;
        occurredAt: Date;
      },
      tx: Db,
    ): Promise<{ id: number; eventId: string }> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('integration events', 0))`);
      const [row] = await tx
        .insert(integrationEvents)
        .values(event)
        .returning({ id: integrationEvents.id, eventId: integrationEvents.eventId });
      return row!;
    },

    /** Up to `limit` events after id `after`, in order. */
    async after(after: number, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(integrationEvents)
        .where(gt(integrationEvents.id, after))
        .orderBy(asc(integrationEvents.id))
        .limit(limit);
    },

    /** The last event's id, 0 when there is none. */
    async lastId(): Promise<number> {
      const [row] = await db
        .select({ id: sql<string | number | null>`max(${integrationEvents.id})` })
        .from(integrationEvents);
      return Number(row?.id ?? 0);
    },
  };
}
