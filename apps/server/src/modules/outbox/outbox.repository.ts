import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/outbox.ts";
import type { Message } from "../../integrations/templates/message.ts";

export interface OutboxMessage {
  recipient: string;
  /** One of the sending module's declared messages (defineMessages); the row keeps its name and channel. */
  template: Message;
  language: Language;
  data: Record<string, string>;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Delivered messages keep no code: it was only needed for sending. */
const withoutCode = sql`${outbox.data} - 'code'`;

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** Every method takes the caller's transaction last, when the work belongs to one. */
export function createOutboxRepository(db: Db) {
  return {
    /**
     * Call inside the transaction of the change that causes the message (pass the transaction as `tx`):
     * the message exists exactly when the change was committed, and the worker delivers it.
     */
    async enqueue(message: OutboxMessage, now: Date, tx: Db = db): Promise<void> {
      await tx.insert(outbox).values({
        channel: message.template.channel,
        recipient: message.recipient,
        template: message.template.name,
        language: message.language,
        data: message.data,
        nextAttemptAt: now,
        createdAt: now,
      });
    },

    /**
     * Claims up to `limit` due messages for this worker until `lockUntil` and counts the attempt.
     * SKIP LOCKED lets several processes poll one table without waiting on or taking each other's
     * rows; the outer conditions repeat the filter so a row claimed meanwhile is never claimed twice.
     * `lockUntil` doubles as the claim token that the mark-* calls check.
     */
    async claimDue(now: Date, lockUntil: Date, limit: number, tx: Db = db): Promise<OutboxRow[]> {
      const claimable = and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      );
      const due = tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(claimable)
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      return tx
        .update(outbox)
        .set({ lockedUntil: lockUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(and(inArray(outbox.id, due), claimable))
        .returning();
    },

    /** False when the claim was lost (the lock ran out and another worker took the row). */
    async markSent(id: number, claim: Date, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(outbox)
        .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null, data: withoutCode })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), eq(outbox.lockedUntil, claim)))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    /**
     * For the metrics: messages waiting (due or waiting for a retry), the age of the oldest of them
     * by the database's clock, and messages given up on. Counts only: no recipient, no content.
     */
    async depth(): Promise<{ pending: number; oldestPendingAgeSeconds: number | null; failed: number }> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
          oldest: sql<
            number | null
          >`extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending'))`,
          failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
        })
        .from(outbox)
        .where(inArray(outbox.status, ["pending", "failed"]));
      const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
      return { pending: row?.pending ?? 0, oldestPendingAgeSeconds: oldest, failed: row?.failed ?? 0 };
    },

    /** `retryAt` null: give up, the message stays as 'failed' with its last error for the operator. */
    async markFailed(
      id: number,
      claim: Date,
      failure: { retryAt: Date | null; error: string },
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(outbox)
        .set(
          failure.retryAt
            ? { nextAttemptAt: failure.retryAt, lockedUntil: null, lastError: failure.error }
            : { status: "failed", lockedUntil: null, lastError: failure.error, data: withoutCode },
        )
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), eq(outbox.lockedUntil, claim)))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },
  };
}
