import { and, count, eq, gt } from "drizzle-orm";
import type { ContactRequest } from "@portal/schemas/messages";
import type { Db } from "../../db/client.ts";
import { contactRequests } from "../../db/schema/messages.ts";

export interface Sender {
  userId: string;
  personId: string;
  contractId: string;
}

export function createMessagesRepository(db: Db) {
  return {
    async insert(sender: Sender, message: ContactRequest, at: Date, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(contactRequests)
        .values({ ...sender, ...message, createdAt: at })
        .returning({ id: contactRequests.id });
      return row!.id;
    },

    /** How many messages the account has sent since `since`. */
    async countSince(userId: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(contactRequests)
        .where(and(eq(contactRequests.userId, userId), gt(contactRequests.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
