import { LANGUAGES } from "@portal/schemas/common";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Mail and SMS written in the same transaction as the change that causes them; a worker delivers. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    template: text("template").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
