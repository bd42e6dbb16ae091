import { and, asc, eq, ne } from "drizzle-orm";
import type { ReplyItemKind } from "@portal/schemas/replies.constants";
import type { Db } from "../../db/client.ts";
import { replies } from "../../db/schema/replies.ts";

/** A reply to the tenant or the tenant's answer, as the item's history names it. */
export interface ConversationEvent {
  event: "reply" | "answer";
  at: Date;
}

/** When the item was replied to and answered, oldest first: never its internal notes. */
export async function conversationEvents(
  db: Db,
  kind: ReplyItemKind,
  itemId: string,
): Promise<ConversationEvent[]> {
  const of = kind === "fault-reports" ? replies.defectNoticeId : replies.contactRequestId;
  const rows = await db
    .select({ kind: replies.kind, at: replies.createdAt })
    .from(replies)
    .where(and(eq(of, itemId), ne(replies.kind, "note")))
    .orderBy(asc(replies.createdAt), asc(replies.id));
  return rows.map((row) => ({ event: row.kind === "answer" ? "answer" : "reply", at: row.at }));
}
