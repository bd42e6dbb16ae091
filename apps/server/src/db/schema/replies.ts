import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REPLY_KINDS } from "@portal/schemas/replies.constants";
import { defectNotices } from "./faults.ts";
import { actorCheck, actorColumns } from "./handling.ts";
import { contactRequests } from "./messages.ts";

/**
 * The conversation on a fault report or a message: staff replies to the tenant, staff's internal
 * notes (never shown to a tenant) and the tenant's answers. Each row belongs to exactly one item;
 * a later kind of work item adds its own column. The writer is a staff member (reply, note) or the
 * answering tenant's account (answer).
 */
export const replies = pgTable(
  "replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    defectNoticeId: uuid("defect_notice_id").references(() => defectNotices.id, { onDelete: "cascade" }),
    contactRequestId: uuid("contact_request_id").references(() => contactRequests.id, {
      onDelete: "cascade",
    }),
    kind: text("kind", { enum: REPLY_KINDS }).notNull(),
    /** Stored as written: shown as text, never as HTML. */
    body: text("body").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    ...actorColumns(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index("replies_defect_notice_idx").on(t.defectNoticeId, t.createdAt),
    index("replies_contact_request_idx").on(t.contactRequestId, t.createdAt),
    check("replies_one_item_ck", sql`num_nonnulls(${t.defectNoticeId}, ${t.contactRequestId}) = 1`),
    // Staff write replies and notes, the tenant answers; the product itself writes none.
    check(
      "replies_author_ck",
      sql`(${t.kind} = 'answer' and ${t.actorKind} = 'tenant') or (${t.kind} <> 'answer' and ${t.actorKind} = 'staff')`,
    ),
    actorCheck("replies", t),
  ],
);

/** Ready-made replies staff pick and edit: a name and a text, in Finnish or English. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index("reply_templates_language_idx").on(t.language, t.title)],
);
