import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const persons = pgTable("persons", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  /** A protection order (turvakielto): the address must not be shown to others. */
  protectionOrder: boolean("protection_order").notNull().default(false),
  /**
   * HMAC-SHA256 of the personal identity code under IDENTITY_CODE_KEY: enough to match a strong
   * identification to the person, useless to anyone who reads the table.
   */
  identityCodeHash: text("identity_code_hash").unique("persons_identity_code_uq"),
});

export const userAccounts = pgTable(
  "user_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .unique("user_accounts_person_uq")
      .references(() => persons.id),
    /** Always stored lower-cased, so the unique constraint is case-insensitive. */
    email: text("email").notNull().unique("user_accounts_email_uq"),
    passwordHash: text("password_hash").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    language: text("language", { enum: ["fi", "en"] })
      .notNull()
      .default("fi"),
    newsletter: boolean("newsletter").notNull().default(false),
    visited: boolean("visited").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // Lower-case storage is what makes the plain unique index case-insensitive; the database enforces it.
  (t) => [check("user_accounts_email_lower_ck", sql`${t.email} = lower(${t.email})`)],
);
