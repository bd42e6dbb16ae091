import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { persons, userAccounts } from "./persons.ts";

/**
 * Who did what to which account, for support and security review. Never codes or passwords.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0026), but for the one
 * update the database makes itself, clearing user_id when an account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    action: text("action", {
      enum: [
        "sign_in",
        "sign_out",
        "sign_in_failed",
        "password_change",
        "email_change",
        "phone_change",
        "sign_up",
        "identification",
        "account_locked",
        "account_unlocked",
        "staff_sign_in",
        "staff_sign_in_refused",
        "staff_sign_out",
        "staff_member_changed",
        "notice_written",
        "notice_withdrawn",
        "document_uploaded",
        "document_removed",
        "integration_token_issued",
        "integration_token_refused",
        "integration_call",
        "integration_call_refused",
      ],
    }).notNull(),
    userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "set null" }),
    personId: uuid("person_id").references(() => persons.id),
    address: text("address"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_user_idx").on(t.userId, t.at)],
);
