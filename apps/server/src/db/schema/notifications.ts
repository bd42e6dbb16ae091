import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { NotificationMeta } from "@portal/schemas/notifications";
import { NOTIFICATION_CATEGORIES, NOTIFICATION_PRIORITIES } from "@portal/schemas/notifications.constants";
import { contracts } from "./contracts.ts";
import { persons } from "./persons.ts";

/**
 * A notification for a contract's tenants. The jobs that create them (notifications/notifications.job.ts) give
 * each a `dedupeKey` while it may still change (an open arrear) or must exist once (a lifecycle
 * event): the unique index makes running a job twice, or in two processes at once, create nothing
 * twice. A closed arrear gives its key up so a later debt gets a new notification.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    priority: text("priority", { enum: NOTIFICATION_PRIORITIES }).notNull(),
    category: text("category", { enum: NOTIFICATION_CATEGORIES }).notNull(),
    meta: jsonb("meta").$type<NotificationMeta>(),
    isCloseable: boolean("is_closeable").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    dedupeKey: text("dedupe_key"),
    /** For one person on the contract only (a termination notice's approval request); null: for everyone on it. */
    personId: uuid("person_id").references(() => persons.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_key_uq").on(t.dedupeKey),
    index("notifications_contract_idx").on(t.contractId, t.createdAt),
  ],
);
