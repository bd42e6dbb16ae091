import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userAccounts } from "./persons.ts";
import {
  actorCheck,
  handlingColumns,
  senderColumns,
  statusChangeColumns,
  workItemColumns,
  workItemIndexes,
  workItemSearchIndexes,
} from "./handling.ts";

/** A fault report (defect notice) a signed-in tenant sent to maintenance. */
export const defectNotices = pgTable(
  "defect_notices",
  {
    ...senderColumns(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    defectClass: text("defect_class", { enum: ["hvac", "electrical", "locks", "repair", "other"] }).notNull(),
    affectedArea: text("affected_area", { enum: ["apartment", "courtyard", "publicSpaces"] }).notNull(),
    hasPetsInApartment: boolean("has_pets_in_apartment").notNull(),
    petsDescription: text("pets_description"),
    masterKeyAccessAllowed: boolean("master_key_access_allowed").notNull(),
    phone: text("phone").notNull(),
    ...handlingColumns(),
    ...workItemColumns(),
  },
  (t) => [
    index("defect_notices_user_created_idx").on(t.userId, t.createdAt),
    index("defect_notices_contract_created_idx").on(t.contractId, t.createdAt),
    // Maintenance's queue, read by state in (created_at, id) order, page after page.
    index("defect_notices_queue_idx").on(t.status, t.createdAt, t.id),
    ...workItemIndexes("defect_notices", t),
    ...workItemSearchIndexes("defect_notices", t.title, t.description),
    // The queue's category filter, newest first, and its count read from the index alone.
    index("defect_notices_class_created_idx").on(t.defectClass, t.createdAt, t.id),
  ],
);

/** A stored attachment of a report; the bytes live in the file store under `storageKey`. */
export const defectNoticeAttachments = pgTable(
  "defect_notice_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => defectNotices.id, { onDelete: "cascade" }),
    /** 1, 2, 3 in upload order; names the download (liite-1.jpg). */
    position: integer("position").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    extension: text("extension").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [uniqueIndex("defect_notice_attachments_position_idx").on(t.noticeId, t.position)],
);

/** Every status a report has had, with time: the tenant's history. */
export const defectNoticeStatusChanges = pgTable(
  "defect_notice_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => defectNotices.id, { onDelete: "cascade" }),
    ...statusChangeColumns(),
  },
  (t) => [
    index("defect_notice_status_changes_notice_idx").on(t.noticeId, t.at),
    actorCheck("defect_notice_status_changes", t),
  ],
);

/**
 * The tenant's answer to "Korjattiinko vika?" on a completed report: a rating 1–5 and an optional
 * comment. One per report (the key): of two answers at once exactly one is written.
 */
export const defectNoticeFeedback = pgTable(
  "defect_notice_feedback",
  {
    noticeId: uuid("notice_id")
      .primaryKey()
      .references(() => defectNotices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("defect_notice_feedback_rating_ck", sql`${t.rating} between 1 and 5`),
    // The staff report reads the ratings of a period.
    index("defect_notice_feedback_at_idx").on(t.at),
  ],
);

/**
 * Each time a tenant reopened a completed report (within 14 days of its completion), with what is
 * still wrong: the report went back to handling (Ready → InProgress) at `at`.
 */
export const defectNoticeReopenings = pgTable(
  "defect_notice_reopenings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => defectNotices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id),
    reason: text("reason").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("defect_notice_reopenings_notice_idx").on(t.noticeId, t.at)],
);
