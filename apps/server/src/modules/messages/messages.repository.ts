import { and, desc, eq } from "drizzle-orm";
import type { ContactRequest } from "@portal/schemas/messages";
import {
  ACCESSIBILITY_FEEDBACK_ANSWER_DAYS,
  isAccessibilityFeedback,
} from "@portal/schemas/messages.constants";
import type { Db } from "../../db/client.ts";
import { contactRequestStatusChanges, contactRequests } from "../../db/schema/messages.ts";
import { addDays, todayInHelsinki } from "../../lib/dates.ts";
import { DEFAULT_SERVICE_LEVELS, dueTime, type ServiceLevels } from "../../lib/service-levels.ts";
import { startOfHelsinkiDay } from "../../lib/working-days.ts";
import { buildingOfContract, createHandlingRepository } from "../handling/index.ts";
import { conversationEvents } from "../replies/index.ts";

export interface Sender {
  userId: string;
  personId: string;
  contractId: string;
}

/** A tenant sees the messages they sent under their current contract. */
const ownedBy = (sender: Sender) =>
  and(eq(contactRequests.userId, sender.userId), eq(contactRequests.contractId, sender.contractId));

const listColumns = {
  id: contactRequests.id,
  category: contactRequests.category,
  subcategory: contactRequests.subcategory,
  subject: contactRequests.subject,
  status: contactRequests.status,
  createdAt: contactRequests.createdAt,
  updatedAt: contactRequests.updatedAt,
};

export function createMessagesRepository(db: Db, serviceLevels: ServiceLevels = DEFAULT_SERVICE_LEVELS) {
  const handling = createHandlingRepository(db, {
    requests: contactRequests,
    changes: contactRequestStatusChanges,
    requestOf: contactRequestStatusChanges.requestId,
    changeRow: (requestId, status, at, actor) => ({ requestId, status, at, ...actor }),
  });
  return {
    ...handling,

    /** The message and its first history entry (received). */
    async insert(sender: Sender, message: ContactRequest, at: Date, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(contactRequests)
        .values({
          ...sender,
          ...message,
          buildingId: buildingOfContract(sender.contractId),
          // Accessibility feedback is answered within 14 days by law; other messages by the service level.
          dueAt: isAccessibilityFeedback(message)
            ? startOfHelsinkiDay(addDays(todayInHelsinki(at), ACCESSIBILITY_FEEDBACK_ANSWER_DAYS + 1))
            : dueTime(serviceLevels, at, "message"),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: contactRequests.id });
      await handling.recordReceived(row!.id, sender.userId, at, tx);
      return row!.id;
    },

    async list(sender: Sender, tx: Db = db) {
      return tx
        .select(listColumns)
        .from(contactRequests)
        .where(ownedBy(sender))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
    },

    /** One of the tenant's messages with its history, or null (another tenant's id included). */
    async detail(sender: Sender, id: string, tx: Db = db) {
      const [row] = await tx
        .select({ ...listColumns, content: contactRequests.content, language: contactRequests.language })
        .from(contactRequests)
        .where(and(eq(contactRequests.id, id), ownedBy(sender)));
      if (!row) return null;
      const history = await handling.history(id, tx);
      const events = await conversationEvents(tx, "messages", id);
      return { ...row, history, events };
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
