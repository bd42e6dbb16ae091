import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { BILL_REASONS } from "@portal/schemas/billing.constants";
import { contracts } from "./contracts.ts";
import { organisations } from "./organisations.ts";

/** Where tenants pay: the landlord's bank account (one per organisation). */
export const landlordBankAccounts = pgTable("landlord_bank_accounts", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id),
  recipientName: text("recipient_name").notNull(),
  /** Electronic form: no spaces, upper case. */
  iban: text("iban").notNull(),
  bic: text("bic").notNull(),
});

/** The contract's Finnish reference number (digits, 7-3-1 check digit last): bank payments find the contract by it. */
export const contractReferences = pgTable(
  "contract_references",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id, { onDelete: "cascade" }),
    referenceNumber: text("reference_number").notNull().unique("contract_references_number_uq"),
  },
  (t) => [check("contract_references_digits_ck", sql`${t.referenceNumber} ~ '^[0-9]{4,20}$'`)],
);

/** What each month bills: rent, water prepayment and the rest, each valid for a span of days. */
export const billingTargets = pgTable(
  "billing_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: BILL_REASONS }).notNull(),
    nameOnBill: text("name_on_bill").notNull(),
    amountCents: integer("amount_cents").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
  },
  (t) => [index("billing_targets_contract_idx").on(t.contractId, t.startDate)],
);

/** Security deposit: money, a voucher (e.g. from social services) or both; both 0 means none. */
export const securityDeposits = pgTable(
  "security_deposits",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull().default(0),
    voucherAmountCents: integer("voucher_amount_cents").notNull().default(0),
    dueDate: date("due_date", { mode: "string" }),
  },
  (t) => [check("security_deposits_amounts_ck", sql`${t.amountCents} >= 0 and ${t.voucherAmountCents} >= 0`)],
);

/** A bill sent for a contract and a billing period (a calendar month, periodStart its first day). */
export const bills = pgTable(
  "bills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // Target of the lines' composite key: a line's contract and period are its bill's.
    unique("bills_id_contract_period_uq").on(t.id, t.contractId, t.periodStart),
    index("bills_contract_period_idx").on(t.contractId, t.periodStart),
    check("bills_period_start_ck", sql`extract(day from ${t.periodStart}) = 1`),
  ],
);

/**
 * A bill's line. Contract and period are copied from the bill (the composite key keeps them equal)
 * so a tenant's whole ledger is one index range on (contract_id, due_date).
 */
export const billLines = pgTable(
  "bill_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    billId: uuid("bill_id").notNull(),
    contractId: uuid("contract_id").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    reason: text("reason", { enum: BILL_REASONS }).notNull(),
    nameOnBill: text("name_on_bill").notNull(),
    amountCents: integer("amount_cents").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
    externalId: text("external_id").unique("bill_lines_external_id_uq"),
  },
  (t) => [
    foreignKey({
      name: "bill_lines_bill_fk",
      columns: [t.billId, t.contractId, t.periodStart],
      foreignColumns: [bills.id, bills.contractId, bills.periodStart],
    }).onDelete("cascade"),
    index("bill_lines_contract_due_idx").on(t.contractId, t.dueDate),
  ],
);
