import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxMessages } from "../../db/schema/sandbox.ts";

export interface SandboxMessageInput {
  channel: "mail" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  outboxId: number | null;
}

export type SandboxMessage = typeof sandboxMessages.$inferSelect;

/** The page shows the newest messages; a demo that runs for weeks must not render a huge table. */
export const MAILBOX_PAGE_LIMIT = 500;

export function createMailboxRepository(db: Db) {
  return {
    /** A redelivery of the same outbox row (a crash between send and mark-sent) is ignored. */
    async insert(message: SandboxMessageInput, now: Date): Promise<void> {
      await db
        .insert(sandboxMessages)
        .values({ ...message, createdAt: now })
        .onConflictDoNothing({ target: sandboxMessages.outboxId });
    },

    /** Newest first; `recipient` matches case-insensitively. */
    async list(recipient: string | undefined, limit = MAILBOX_PAGE_LIMIT): Promise<SandboxMessage[]> {
      return (
        db
          .select()
          .from(sandboxMessages)
          .where(
            recipient === undefined
              ? undefined
              : eq(sql`lower(${sandboxMessages.recipient})`, recipient.toLowerCase()),
          )
          // One worker pass delivers a batch at the same moment and in any order: the outbox order breaks ties.
          .orderBy(desc(sandboxMessages.createdAt), desc(sandboxMessages.outboxId), desc(sandboxMessages.id))
          .limit(limit)
      );
    },
  };
}
export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
