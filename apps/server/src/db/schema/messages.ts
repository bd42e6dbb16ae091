import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contracts } from "./contracts.ts";
import { persons, userAccounts } from "./persons.ts";

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
    /** Sent (received), inProgress (in handling) or ready (completed). */
    status: text("status", { enum: ["sent", "inProgress", "ready"] })
      .notNull()
      .default("sent"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index("contact_requests_user_created_idx").on(t.userId, t.createdAt),
    index("contact_requests_contract_idx").on(t.contractId),
  ],
);
