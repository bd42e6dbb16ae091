import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  PARTY_APPROVALS,
  TERMINATION_CONFIRMATIONS,
  TERMINATION_STATUSES,
} from "@portal/schemas/termination.constants";
import type { TerminationRequest } from "@portal/schemas/termination";
import { contracts } from "./contracts.ts";
import { actorCheck, actorColumns, workItemColumns, workItemIndexes } from "./handling.ts";
import { persons, userAccounts } from "./persons.ts";

/** The deposit refund as recorded when the landlord approves a notice. */
export interface RefundPlan {
  expectedOn: string;
  depositAmount: number;
  shares: {
    beneficiaryName: string;
    iban: string;
    bic: string | null;
    returnPercentage: number;
    amount: number;
  }[];
}

/**
 * A lease termination notice given by a contract party and confirmed by strong identification.
 * `form` keeps the notice's fields as validated (termination.ts' TerminationRequest); the end date
 * is a column of its own for the review. At most one notice of a contract is open at a time.
 */
export const terminationNotices = pgTable(
  "termination_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** The contract party who gave the notice, and their account. */
    senderPersonId: uuid("sender_person_id")
      .notNull()
      .references(() => persons.id),
    senderUserId: uuid("sender_user_id")
      .notNull()
      .references(() => userAccounts.id),
    status: text("status", { enum: TERMINATION_STATUSES }).notNull(),
    /** The staff queue's subject and description: the apartment and end date, the tenant's details. */
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    /** The sender's language, for the staff's replies. */
    language: text("language", { enum: LANGUAGES }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    form: jsonb("form").$type<TerminationRequest>().notNull(),
    /** The landlord's reason when it rejected the notice. */
    rejectionReason: text("rejection_reason"),
    refundPlan: jsonb("refund_plan").$type<RefundPlan>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    ...workItemColumns(),
  },
  (t) => [
    index("termination_notices_contract_idx").on(t.contractId, t.createdAt),
    // One open notice per contract: a second one, however it races, fails here.
    uniqueIndex("termination_notices_open_uq")
      .on(t.contractId)
      .where(sql`${t.status} in ('pending_tenant_approval', 'ready_for_review')`),
    // The staff's review list, by state in (created_at, id) order.
    index("termination_notices_queue_idx").on(t.status, t.createdAt, t.id),
    // The staff queue reads notices like its other kinds; only ready_for_review waits for the company.
    ...workItemIndexes("termination_notices", t, ["pending_tenant_approval", "approved", "rejected"]),
  ],
);

/**
 * Everyone on the lease when the notice was given and where they stand: the sender, the contract
 * parties asked (pending until they accept or reject) and the residents informed.
 */
export const terminationParties = pgTable(
  "termination_parties",
  {
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => terminationNotices.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id),
    approval: text("approval", { enum: PARTY_APPROVALS }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [unique("termination_parties_uq").on(t.noticeId, t.personId)],
);

/** Every state a notice has had, with time and actor. */
export const terminationStatusChanges = pgTable(
  "termination_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => terminationNotices.id, { onDelete: "cascade" }),
    status: text("status", { enum: TERMINATION_STATUSES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    ...actorColumns(),
  },
  (t) => [
    index("termination_status_changes_notice_idx").on(t.noticeId, t.at),
    actorCheck("termination_status_changes", t),
  ],
);

/**
 * What a strong identification was started for, by its OpenID `state`: a notice to give (the
 * validated form) or an acceptance of a notice. Used once, when the bank's answer comes back.
 */
export const terminationConfirmations = pgTable("termination_confirmations", {
  state: text("state").primaryKey(),
  action: text("action", { enum: TERMINATION_CONFIRMATIONS }).notNull(),
  userId: uuid("user_id")
    .notNull()
    .references(() => userAccounts.id, { onDelete: "cascade" }),
  personId: uuid("person_id")
    .notNull()
    .references(() => persons.id),
  contractId: uuid("contract_id")
    .notNull()
    .references(() => contracts.id, { onDelete: "cascade" }),
  /** The notice being accepted (action accept). */
  noticeId: uuid("notice_id").references(() => terminationNotices.id, { onDelete: "cascade" }),
  /** The notice to give (action submit). */
  form: jsonb("form").$type<TerminationRequest>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * A file a tenant uploaded for a termination notice (the request's `fileUuids`). It belongs to the
 * account and contract that uploaded it and is unattached (no notice) until a notice naming it is
 * given; then it is the notice's for good. The bytes live in the file store under `storageKey`.
 */
export const terminationFiles = pgTable(
  "termination_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** Set once, when a notice naming the file is given. */
    noticeId: uuid("notice_id").references(() => terminationNotices.id, { onDelete: "cascade" }),
    /** The name the file had on the tenant's device, for the lists and the receipt. */
    originalName: text("original_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    extension: text("extension").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("termination_files_notice_idx").on(t.noticeId, t.createdAt),
    index("termination_files_user_idx").on(t.userId, t.noticeId),
  ],
);
