import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_SOURCES } from "@portal/schemas/billing.constants";
import { PAYMENT_STATUSES } from "@portal/schemas/payments.constants";
import { contracts } from "./contracts.ts";
import { userAccounts } from "./persons.ts";

/**
 * Money received for a contract. A bank transfer carries the bank's archive id, an online payment
 * the provider's transaction id; each is unique, so the same money is never credited twice.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    payerName: text("payer_name").notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidDate: date("paid_date", { mode: "string" }).notNull(),
    source: text("source", { enum: PAYMENT_SOURCES }).notNull(),
    bankArchiveId: text("bank_archive_id").unique("payments_bank_archive_uq"),
    providerTransactionId: text("provider_transaction_id").unique("payments_provider_transaction_uq"),
    /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
    externalId: text("external_id").unique("payments_external_id_uq"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index("payments_contract_paid_idx").on(t.contractId, t.paidDate),
    check("payments_amount_ck", sql`${t.amountCents} > 0`),
    check(
      "payments_source_ck",
      sql`(${t.source} = 'bank' and ${t.bankArchiveId} is not null and ${t.providerTransactionId} is null)
        or (${t.source} = 'online' and ${t.providerTransactionId} is not null and ${t.bankArchiveId} is null)`,
    ),
  ],
);

/**
 * One online payment started by a tenant. The stamp is ours and unique; status moves from pending
 * to ok or fail once, by conditional update; the provider's transaction id is unique.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stamp: text("stamp").notNull().unique("payment_attempts_stamp_uq"),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    providerTransactionId: text("provider_transaction_id").unique("payment_attempts_provider_transaction_uq"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** The reference number sent with the payment; a redirect or callback must carry the same. */
    reference: text("reference"),
    /** The bank or card the tenant chose at the provider, once known. */
    provider: text("provider"),
    /** When reconciliation next asks the provider about a pending attempt; null once settled. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    // The reconciliation job reads attempts still pending after a while.
    index("payment_attempts_status_created_idx").on(t.status, t.createdAt),
    index("payment_attempts_next_check_idx")
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'pending'`),
    index("payment_attempts_contract_idx").on(t.contractId, t.createdAt),
    check("payment_attempts_amount_ck", sql`${t.amountCents} > 0`),
  ],
);
