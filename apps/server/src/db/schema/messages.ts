import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contracts } from "./contracts.ts";
import { persons, userAccounts } from "./persons.ts";

/** Sent (received), inProgress (in handling) or ready (completed); "Sent", "InProgress", "Ready" on the wire. */
export const HANDLING_STATUS_VALUES = ["sent", "inProgress", "ready"] as const;

/** A message a signed-in tenant sent to customer service (category ids as customer service knows them). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    category: integer("category").notNull(),
    subcategory: text("subcategory").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    language: text("language", { enum: ["fi", "en"] }).notNull(),
    status: text("status", { enum: HANDLING_STATUS_VALUES }).notNull().default("sent"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index("contact_requests_user_created_idx").on(t.userId, t.createdAt),
    index("contact_requests_contract_idx").on(t.contractId),
    // Customer service's queue: the messages still waiting, oldest first.
    index("contact_requests_queue_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'sent'`),
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
    status: text("status", { enum: HANDLING_STATUS_VALUES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("contact_request_status_changes_request_idx").on(t.requestId, t.at)],
);
