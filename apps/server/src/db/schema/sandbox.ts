import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What the sandbox mail and SMS stand-ins "delivered": the page at /sandbox/mail reads it. */
export const sandboxMessages = pgTable(
  "sandbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    outboxId: bigint("outbox_id", { mode: "number" }).unique("sandbox_messages_outbox_uq"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sandbox_messages_recipient_idx").on(t.recipient, t.createdAt)],
);
