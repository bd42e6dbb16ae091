import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { normalisePhoneNumber } from "@portal/schemas/contact";

export const persons = pgTable(
  "persons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** As typed by staff or the tenant, shown back as it was written. */
    phone: text("phone"),
    /** The same number in normalisePhoneNumber's spelling: phone sign-in looks numbers up by it. */
    phoneNormalised: text("phone_normalised"),
    /** A protection order (turvakielto): the address must not be shown to others. */
    protectionOrder: boolean("protection_order").notNull().default(false),
    /**
     * HMAC-SHA256 of the personal identity code under IDENTITY_CODE_KEY: enough to match a strong
     * identification to the person, useless to anyone who reads the table.
     */
    identityCodeHash: text("identity_code_hash").unique("persons_identity_code_uq"),
    /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
    externalId: text("external_id").unique("persons_external_id_uq"),
  },
  (t) => [index("persons_phone_normalised_idx").on(t.phoneNormalised)],
);

/** Both phone columns of a person: every write of a number goes through here, so they never differ. */
export function personPhone(phone: string | null): { phone: string | null; phoneNormalised: string | null } {
  return { phone, phoneNormalised: phone === null ? null : normalisePhoneNumber(phone) };
}

export const userAccounts = pgTable(
  "user_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .unique("user_accounts_person_uq")
      .references(() => persons.id),
    /**
     * The tenant's customer number, which customer service asks for to view the tenant's pages: a
     * running number and its check digit (customer-number.rules.ts in @portal/schemas, the same
     * rule in SQL), given by the database to every account.
     */
    customerNumber: integer("customer_number")
      .notNull()
      .unique("user_accounts_customer_number_uq")
      .default(sql`customer_number_with_check(nextval('customer_number_seq'))`),
    /** Always stored lower-cased, so the unique constraint is case-insensitive. */
    email: text("email").notNull().unique("user_accounts_email_uq"),
    passwordHash: text("password_hash").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    language: text("language", { enum: LANGUAGES }).notNull().default("fi"),
    newsletter: boolean("newsletter").notNull().default(false),
    visited: boolean("visited").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // Lower-case storage is what makes the plain unique index case-insensitive; the database enforces it.
  (t) => [check("user_accounts_email_lower_ck", sql`${t.email} = lower(${t.email})`)],
);
