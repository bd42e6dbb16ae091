import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COMMITTEE_ROLES, FORM_STATES, FORM_TYPES } from "@portal/schemas/committee-forms.constants";
import { actorCheck, actorColumns, workItemColumns, workItemIndexes } from "./handling.ts";
import { buildings } from "./organisations.ts";
import { userAccounts } from "./persons.ts";
import { staffMembers } from "./staff.ts";

/** A resident committee (asukastoimikunta) of one building or a group of buildings. */
export const committees = pgTable("committees", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** The buildings a committee acts for; a building has at most one committee. */
export const committeeBuildings = pgTable(
  "committee_buildings",
  {
    committeeId: uuid("committee_id")
      .notNull()
      .references(() => committees.id, { onDelete: "cascade" }),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id),
  },
  (t) => [
    primaryKey({ name: "committee_buildings_pk", columns: [t.committeeId, t.buildingId] }),
    uniqueIndex("committee_buildings_building_uq").on(t.buildingId),
  ],
);

/** A committee's members: tenant accounts with a role. A resident sits on at most one committee. */
export const committeeMembers = pgTable(
  "committee_members",
  {
    committeeId: uuid("committee_id")
      .notNull()
      .references(() => committees.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id, { onDelete: "cascade" }),
    role: text("role", { enum: COMMITTEE_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: "committee_members_pk", columns: [t.committeeId, t.userId] }),
    uniqueIndex("committee_members_user_uq").on(t.userId),
  ],
);

/**
 * A committee's form: minutes, a plan, a report, an event invitation or an expense report. The
 * data is the shared schema's output (`formData`), checked before every write; `total_cents` is an
 * expense report's sum (what an approval uses of the activity allowance). `updated_at` is the
 * specification's modifiedAt; `published_at` when the moderator decided. The building is the
 * one the form concerns (an invitation's property, else the committee's first), for the queue.
 */
export const committeeForms = pgTable(
  "committee_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    committeeId: uuid("committee_id")
      .notNull()
      .references(() => committees.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => userAccounts.id),
    /** Who wrote the data last (any member may change a committee document); null: the author. */
    modifiedBy: uuid("modified_by").references(() => userAccounts.id, { onDelete: "set null" }),
    /** Who last published or submitted it for the decision. */
    sentBy: uuid("sent_by").references(() => userAccounts.id, { onDelete: "set null" }),
    formType: text("form_type", { enum: FORM_TYPES }).notNull(),
    formData: jsonb("form_data").$type<Record<string, unknown>>().notNull(),
    formState: text("form_state", { enum: FORM_STATES }).notNull().default("Draft"),
    totalCents: integer("total_cents").notNull().default(0),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("modified_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...workItemColumns(),
  },
  (t) => [
    index("committee_forms_author_idx").on(t.authorId, t.updatedAt),
    index("committee_forms_committee_idx").on(t.committeeId, t.formState, t.publishedAt),
    // The moderators' queue, read by state in (created_at, id) order.
    index("committee_forms_queue_idx").on(t.formState, t.createdAt, t.id),
    ...workItemIndexes("committee_forms", { ...t, status: t.formState }),
    check("committee_forms_total_ck", sql`${t.totalCents} >= 0`),
  ],
);

/** Every state a form has reached, with time and actor. */
export const committeeFormStateChanges = pgTable(
  "committee_form_state_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: uuid("form_id")
      .notNull()
      .references(() => committeeForms.id, { onDelete: "cascade" }),
    state: text("state", { enum: FORM_STATES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    ...actorColumns(),
  },
  (t) => [
    index("committee_form_state_changes_form_idx").on(t.formId, t.at),
    actorCheck("committee_form_state_changes", t),
  ],
);

/** An expense report's receipt; the bytes are in the file store under `storage_key`. */
export const committeeFormReceipts = pgTable(
  "committee_form_receipts",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => committeeForms.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique("committee_form_receipts_key_uq"),
    /** The uploaded file's name, cleaned (shown as text, never used for the download). */
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    extension: text("extension").notNull(),
    size: integer("size").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("committee_form_receipts_form_idx").on(t.formId)],
);

/**
 * A review link's token: only its SHA-256 is kept. One per decision: used once (`used_at`), or
 * replaced by a new link (`replaced_at`), or past `expires_at`.
 */
export const committeeFormReviewTokens = pgTable(
  "committee_form_review_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: uuid("form_id")
      .notNull()
      .references(() => committeeForms.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("committee_form_review_tokens_hash_uq"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [index("committee_form_review_tokens_form_idx").on(t.formId, t.createdAt)],
);

/** A building's yearly activity allowance as staff set it (else the default rule applies). */
export const committeeAllowances = pgTable(
  "committee_allowances",
  {
    buildingId: uuid("building_id")
      .notNull()
      .references(() => buildings.id),
    year: integer("year").notNull(),
    allowanceCents: integer("allowance_cents").notNull(),
    setBy: uuid("set_by").references(() => staffMembers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "committee_allowances_pk", columns: [t.buildingId, t.year] }),
    check("committee_allowances_cents_ck", sql`${t.allowanceCents} >= 0`),
  ],
);
