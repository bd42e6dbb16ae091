import { sql } from "drizzle-orm";
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

/**
 * What the portal did that the company's systems must know, in the order it happened: the event
 * feed (GET /api/integration/events) and the webhooks read it. Each row is written by the
 * transaction of the change it tells of (modules/integration's recordIntegrationEvent), which takes
 * a transaction-scoped lock first, so ids are given in the order the changes commit and a reader
 * that has seen id n never later finds a smaller one. `id` is the feed's cursor; `event_id` the
 * event's stable id. Never updated or deleted.
 */
export const integrationEvents = pgTable(
  "integration_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid("event_id")
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    type: text("type").notNull(),
    version: integer("version").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull(),
    /** What the event is about, as `<kind>:<id>` (`contract:<uuid>`, `fault-report:<uuid>`). */
    subject: text("subject").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("integration_events_type_idx").on(t.type, t.id)],
);

/**
 * The ids (jti) of the client assertions (private_key_jwt, RFC 7523) already used, until they
 * expire: an assertion is taken once, on whichever instance it reaches first.
 */
export const integrationAssertions = pgTable(
  "integration_assertions",
  {
    clientId: text("client_id").notNull(),
    jti: text("jti").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.jti] }),
    index("integration_assertions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Where the webhook sender has got to in the feed: one row (`name` 'webhook'), the id of the last
 * event delivered and, while one is failing, how many tries it has had and when the next one is due.
 */
export const integrationDeliveries = pgTable("integration_deliveries", {
  name: text("name").primaryKey(),
  deliveredId: bigint("delivered_id", { mode: "number" }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
  lastError: text("last_error"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});
