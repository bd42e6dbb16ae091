// Messages to customer service as kinds of the staff's handling queue (queue/sources.repository.ts):
// the messages, and apart from them the accessibility statement's feedback with its own due time.
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { ACCESSIBILITY_FEEDBACK } from "@portal/schemas/messages.constants";
import { contactRequestStatusChanges, contactRequests } from "../../db/schema/messages.ts";
import { handledStates, handlingStates, type QueueSource } from "../queue/index.ts";

/** A message in the accessibility statement's feedback subtopic. */
const accessibilityFeedback: SQL = and(
  eq(contactRequests.category, ACCESSIBILITY_FEEDBACK.category),
  eq(contactRequests.subcategory, ACCESSIBILITY_FEEDBACK.subcategory),
)!;

/** What a message is to the queue, whichever of the two kinds it is. */
const message = {
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
  categoryIs: (value: string) =>
    /^\d{1,9}$/.test(value) ? eq(contactRequests.category, Number(value)) : null,
  ...handlingStates,
  states: handledStates(
    contactRequests,
    contactRequestStatusChanges,
    contactRequestStatusChanges.requestId,
    "requestId",
  ),
  stateMail: { kind: "message", page: (id: string) => `/ota-yhteytta/viestit/${id}` },
} satisfies Omit<QueueSource, "kind">;

/** Messages to customer service, but accessibility feedback. */
export const messagesSource: QueueSource & { kind: "messages" } = {
  kind: "messages",
  ...message,
  visible: not(accessibilityFeedback),
};

/**
 * Feedback on the portal's accessibility (ACCESSIBILITY_FEEDBACK), its own kind: the same rows and
 * handling as a message, due 14 days after it arrived (messages.repository.ts sets the time).
 */
export const accessibilityFeedbackSource: QueueSource & { kind: "accessibility-feedback" } = {
  kind: "accessibility-feedback",
  ...message,
  visible: accessibilityFeedback,
};
