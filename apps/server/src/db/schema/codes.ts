import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userAccounts } from "./persons.ts";

/**
 * One-time codes (email confirmation, password reset, phone sign-in, email and phone change).
 * Only the SHA-256 of the code is kept; `target` is the lower-cased email or the normalised phone
 * number, except for an account's own changes, keyed `account:<user id>` (the new value is in
 * `new_value`) so that tenants never replace each other's codes.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", {
      enum: ["email_confirmation", "password_reset", "phone_sign_in", "email_change", "phone_change"],
    }).notNull(),
    userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    /** For email_change and phone_change: the new value that takes effect once the code is confirmed. */
    newValue: text("new_value"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("one_time_codes_target_idx").on(t.purpose, t.target, t.createdAt),
    // The profile's pending email change is looked up by user on every session check.
    index("one_time_codes_user_idx").on(t.userId, t.purpose, t.createdAt),
  ],
);
