import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  actorCheck,
  handlingColumns,
  senderColumns,
  statusChangeColumns,
  workItemColumns,
  workItemIndexes,
  workItemSearchIndexes,
} from "./handling.ts";

/** A message a signed-in tenant sent to customer service (category ids as customer service knows them). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    ...senderColumns(),
    category: integer("category").notNull(),
    subcategory: text("subcategory").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    ...handlingColumns(),
    ...workItemColumns(),
  },
  (t) => [
    index("contact_requests_user_created_idx").on(t.userId, t.createdAt),
    index("contact_requests_contract_idx").on(t.contractId),
    // Customer service's queue, read by state in (created_at, id) order, page after page.
    index("contact_requests_queue_idx").on(t.status, t.createdAt, t.id),
    ...workItemIndexes("contact_requests", t),
    ...workItemSearchIndexes("contact_requests", t.subject, t.content),
    // The queue's category filter, newest first, and its count read from the index alone.
    index("contact_requests_category_created_idx").on(t.category, t.createdAt, t.id),
  ],
);

/** Every status a message has had, with time: the tenant's history. */
export const contactRequestStatusChanges = pgTable(
  "contact_request_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    ...statusChangeColumns(),
  },
  (t) => [
    index("contact_request_status_changes_request_idx").on(t.requestId, t.at),
    actorCheck("contact_request_status_changes", t),
  ],
);
