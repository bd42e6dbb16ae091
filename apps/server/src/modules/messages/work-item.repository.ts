// Messages to customer service as a kind of the staff's handling queue (queue/sources.repository.ts).
import { eq, sql } from "drizzle-orm";
import { contactRequestStatusChanges, contactRequests } from "../../db/schema/messages.ts";
import { handledStates, handlingStates, type QueueSource } from "../queue/index.ts";

export const messagesSource: QueueSource & { kind: "messages" } = {
  kind: "messages",
  table: contactRequests,
  id: contactRequests.id,
  subject: contactRequests.subject,
  description: contactRequests.content,
  state: contactRequests.status,
  buildingId: contactRequests.buildingId,
  contractId: contactRequests.contractId,
  userId: contactRequests.userId,
  assigneeId: contactRequests.assigneeId,
  dueAt: contactRequests.dueAt,
  createdAt: contactRequests.createdAt,
  updatedAt: contactRequests.updatedAt,
  language: contactRequests.language,
  category: sql<string>`${contactRequests.category}::text`,
  categoryIs: (value) => (/^\d{1,9}$/.test(value) ? eq(contactRequests.category, Number(value)) : null),
  ...handlingStates,
  states: handledStates(
    contactRequests,
    contactRequestStatusChanges,
    contactRequestStatusChanges.requestId,
    "requestId",
  ),
  stateMail: { kind: "message", page: (id) => `/ota-yhteytta/viestit/${id}` },
};
