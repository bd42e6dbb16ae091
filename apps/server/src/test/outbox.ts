import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/outbox.ts";

/** The newest message of `template` to `recipient` still in the outbox (no worker runs in these tests). */
export async function lastOutboxMessage(db: Db, recipient: string, template: string) {
  const [row] = await db
    .select({ data: outbox.data, language: outbox.language, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}

/** The code in the newest such message; fails the test when none was sent. */
export async function codeFromOutbox(db: Db, recipient: string, template: string): Promise<string> {
  const code = (await lastOutboxMessage(db, recipient, template))?.data.code;
  if (!code) throw new Error(`no ${template} message with a code to ${recipient}`);
  return code;
}

/** How many messages of `template` went to `recipient`: proves that nothing was sent. */
export async function countOutboxMessages(db: Db, recipient: string, template: string): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)));
  return rows.length;
}
