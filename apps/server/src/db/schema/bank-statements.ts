import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { BANK_PAYMENT_STATES, UNMATCHED_REASONS } from "@portal/schemas/bank-statements.constants";
import { contracts } from "./contracts.ts";
import { actorCheck, actorColumns, workItemColumns, workItemIndexes } from "./handling.ts";

/** What an entry of a bank statement did to the portal. */
export const BANK_ENTRY_OUTCOMES = ["credited", "unmatched", "reversal", "ignored"] as const;

/**
 * Every payment of the bank's camt.054 statements the portal has read, once: the account, the
 * bank's reference of the entry (AcctSvcrRef) and its direction are unique, so a statement sent
 * twice, or two overlapping at once, records and credits each payment once.
 */
export const bankEntries = pgTable(
  "bank_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountIban: text("account_iban").notNull(),
    entryRef: text("entry_ref").notNull(),
    /** Money in (CRDT); false for money out (DBIT). */
    credit: boolean("credit").notNull(),
    reversal: boolean("reversal").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    reference: text("reference"),
    payerName: text("payer_name"),
    messageId: text("message_id").notNull(),
    outcome: text("outcome", { enum: BANK_ENTRY_OUTCOMES }).notNull(),
    /** The contract credited (outcome credited). */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    /** The ledger's payment it made (payments.id), until a reversal takes it back. */
    paymentId: uuid("payment_id"),
    /** A credit the bank reversed: when, and by which entry. */
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    reversedBy: uuid("reversed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("bank_entries_key_uq").on(t.accountIban, t.entryRef, t.credit),
    // A reversal without the original's reference finds it by the reference and amount.
    index("bank_entries_reference_idx").on(t.accountIban, t.reference),
    check("bank_entries_amount_ck", sql`${t.amountCents} > 0`),
  ],
);

/**
 * A credit the portal could not place on a contract: the staff queue's "bank-payments" kind, for
 * customer service to place by hand or return to the payer.
 */
export const unmatchedBankPayments = pgTable(
  "unmatched_bank_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .unique("unmatched_bank_payments_entry_uq")
      .references(() => bankEntries.id, { onDelete: "cascade" }),
    state: text("state", { enum: BANK_PAYMENT_STATES }).notNull().default("Unmatched"),
    reason: text("reason", { enum: UNMATCHED_REASONS }).notNull(),
    ...workItemColumns(),
    /** The contract customer service placed it on, and the ledger's payment that made. */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    ...workItemIndexes("unmatched_bank_payments", { ...t, status: t.state }, [
      "Placed",
      "Returned",
      "Reversed",
    ]),
  ],
);

export const bankPaymentStateChanges = pgTable(
  "bank_payment_state_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentItemId: uuid("payment_item_id")
      .notNull()
      .references(() => unmatchedBankPayments.id, { onDelete: "cascade" }),
    state: text("state", { enum: BANK_PAYMENT_STATES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    ...actorColumns(),
  },
  (t) => [
    index("bank_payment_state_changes_item_idx").on(t.paymentItemId, t.at),
    actorCheck("bank_payment_state_changes", t),
  ],
);
