import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

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

// The sandbox bank and payment provider keep their state here, not in a process's memory, so that
// several server processes behind one address are one provider: a sign-in started on one is
// finished on another, a payment created on one is paid on another's page and read by a third.

/**
 * The sandbox identity provider's records (oidc-provider's adapter, sandbox/idp/idp.repository.ts):
 * sessions, interactions, codes, grants and tokens, each by its model and id, until it expires.
 */
export const sandboxIdpRecords = pgTable(
  "sandbox_idp_records",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    uid: text("uid"),
    userCode: text("user_code"),
    grantId: text("grant_id"),
    /** Seconds since the epoch when it was used (an authorization code), as oidc-provider counts. */
    consumed: bigint("consumed", { mode: "number" }),
    /** Null: kept until deleted. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("sandbox_idp_records_uid_idx").on(t.model, t.uid),
    index("sandbox_idp_records_grant_idx").on(t.model, t.grantId),
    index("sandbox_idp_records_expires_idx").on(t.expiresAt),
  ],
);

/** The sandbox identity provider's own keys: made by the first process, read by every other. */
export const sandboxIdpKeys = pgTable("sandbox_idp_keys", {
  /** Always 1: one set of keys. */
  id: integer("id").primaryKey(),
  /** The private signing keys (JWK) of its ID tokens and userinfo. */
  signingKeys: jsonb("signing_keys").$type<Record<string, unknown>[]>().notNull(),
  /** The keys its cookies are signed with. */
  cookieKeys: jsonb("cookie_keys").$type<string[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** The sandbox payment provider's transactions (sandbox/pay/pay.repository.ts). */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    transactionId: uuid("transaction_id").primaryKey(),
    stamp: text("stamp").notNull().unique("sandbox_payments_stamp_uq"),
    /** The merchant's request as it was accepted (sandbox/pay/payment-request.ts). */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    algorithm: text("algorithm").notNull(),
    status: text("status", { enum: ["new", "ok", "fail"] }).notNull(),
    provider: text("provider"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("sandbox_payments_created_idx").on(t.createdAt)],
);

/** Nonces of the merchant's signed requests the sandbox payment provider has seen: each works once. */
export const sandboxPaymentNonces = pgTable(
  "sandbox_payment_nonces",
  {
    nonce: text("nonce").primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sandbox_payment_nonces_used_idx").on(t.usedAt)],
);
