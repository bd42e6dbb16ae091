import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { persons, userAccounts } from "./persons.ts";

/**
 * One-time codes (email confirmation, password reset, phone sign-in, email change). Only the
 * SHA-256 of the code is kept; `target` is the lower-cased email or the normalised phone number.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", {
      enum: ["email_confirmation", "password_reset", "phone_sign_in", "email_change"],
    }).notNull(),
    userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    /** For email_change: the new address that takes effect once the code is confirmed. */
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

/**
 * Throttling events, kept in the database so limits hold across restarts and several server
 * processes. `bucket` is e.g. "login:account:<email>" or "login:address:<ip>".
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("throttle_events_bucket_idx").on(t.bucket, t.createdAt)],
);

/**
 * A strong-identification round trip (sign-up or phone sign-in). The row is keyed by the OpenID
 * `state`; after the callback it holds who was identified and a hashed registerSessionId.
 */
export const identificationFlows = pgTable("identification_flows", {
  state: text("state").primaryKey(),
  flowType: text("flow_type", { enum: ["register", "phone"] }).notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  /** Phone sign-in: the account whose SMS code was already confirmed. */
  userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  /** SHA-256 of the registerSessionId handed to the browser after identification. */
  sessionHash: text("session_hash").unique("identification_flows_session_uq"),
  identifiedAt: timestamp("identified_at", { withTimezone: true, mode: "date" }),
  personId: uuid("person_id").references(() => persons.id),
  givenName: text("given_name"),
  familyName: text("family_name"),
  acr: text("acr"),
  consumedAt: timestamp("consumed_at", { withTimezone: true, mode: "date" }),
});

/** Who did what to which account, for support and security review. Never codes or passwords. */
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
      ],
    }).notNull(),
    userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "set null" }),
    personId: uuid("person_id").references(() => persons.id),
    address: text("address"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_user_idx").on(t.userId, t.at)],
);

/** Mail and SMS written in the same transaction as the change that causes them; a worker delivers. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    template: text("template").notNull(),
    language: text("language", { enum: ["fi", "en"] }).notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** What the sandbox mail and SMS stand-ins "delivered": the page at /sandbox/mail reads it. */
export const sandboxMessages = pgTable(
  "sandbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    outboxId: bigint("outbox_id", { mode: "number" }).unique("sandbox_messages_outbox_uq"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sandbox_messages_recipient_idx").on(t.recipient, t.createdAt)],
);
